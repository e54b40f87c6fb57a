"""Roster data built through the real services on a fresh database, and PDF text helpers."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from warclan.paths import resources_dir
from warclan.reports.fonts import register_fonts
from warclan.rules.mors_regnat.builder import SpecialAbility, WarriorBuild
from warclan.services.mors_regnat import matches, warbands, warriors
from warclan.services.mors_regnat import roster as mors_roster
from warclan.services.ragnarok import campaigns, clans, games, post_game, rosters
from warclan.services.ragnarok.rules_data import catalogs, profiles
from warclan.store.database import Database

FIXED = date(2026, 1, 1)
UNICODE_NAMES = ("Þórr", "Łukasz", "Dvořák", "Σίγυρδ", "Рагнар")
MARKUP_NAMES = (
    '<img src="http://example.com/x.png">',
    "Sven & <b>Sons</b>",
    "a < b > c &amp; d",
)


def page_texts(path: Path) -> list[str]:
    """Each page's text with runs of whitespace made single spaces."""
    return [" ".join((page.extract_text() or "").split()) for page in PdfReader(path).pages]


def text_runs(path: Path) -> list[tuple[int, float, float, float, str]]:
    """Every text run drawn: (page, x where it starts, x where it ends, baseline y, text),
    its end measured with the embedded font's own widths."""
    register_fonts()
    runs: list[tuple[int, float, float, float, str]] = []
    for number, page in enumerate(PdfReader(path).pages, start=1):

        def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
            text = text.rstrip("\n")
            if not text.strip() or not isinstance(font, dict):
                return
            name = str(font.get("/BaseFont", "")).lstrip("/").split("+")[-1]
            scale = tm[0] * cm[0] + tm[1] * cm[2]
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            end = x + stringWidth(text.rstrip(), name, size) * scale
            runs.append((number, x, end, y, text))  # noqa: B023 (used at once, in the loop)

        page.extract_text(visitor_text=visit)
    return runs


def _profile_file(path: Path, entries: list[dict[str, object]]) -> Path:
    doc = {
        "catalog": "model_profiles",
        "version": 1,
        "provenance": {"kind": "example", "note": "test profiles"},
        "entries": entries,
    }
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _profile(key: str, name: str, *, hp: int, cost: int, **extra: object) -> dict[str, object]:
    return {
        "key": key,
        "name": name,
        "faction": "Test",
        "ap": 2,
        "hp": hp,
        "sp": 5,
        "ma": 3,
        "ra": 2,
        "df": 3,
        "rs": 3,
        "dr": 3,
        "mn": 2,
        "cost": cost,
        "size": 2,
        "base_size": "30mm",
        "special_abilities": [],
        "attacks": [{"name": "Spear", "st": 4, "rn": "ML", "abilities": []}],
        **extra,
    }


@pytest.fixture
def rich(db: Database, tmp_path: Path) -> rosters.ClanRosterData:
    """Ravens after one game: a severe injury from a house-rule row (Bjorn: 4, 8, 3), one from
    the rulebook (Sigrid: 5, 3, 4 — Crushed Leg), Hild badly wounded (misses the next game),
    Ulf improved (+1 RA), Snorre with a God Power that grants an attack and a Shield, raid
    finds in the stores, a group-edited ability text and an ability with no text on file."""
    champion = _profile(
        "test.champion",
        "Test Champion",
        hp=12,
        cost=40,
        special_abilities=["Weapon Master", "Stubborn"],
        attacks=[{"name": "Sling", "st": 3, "rn": "12", "abilities": ["Spray (3)"]}],
    )
    profiles.import_profiles(db, _profile_file(tmp_path / "champ.json", [champion]))
    camp = campaigns.create_campaign(db, "Winter of Wolves")
    ravens = clans.create_clan(
        db,
        camp.id,
        "Astrid",
        "Ravens",
        [
            clans.Recruit("example.jarl", "Snorre"),
            clans.Recruit("example.huscarl", "Sigrid"),
            clans.Recruit("example.berserker", "Bjorn"),
            clans.Recruit("example.seer", "Hild"),
            clans.Recruit("example.archer", "Ulf"),
            clans.Recruit("test.champion", "Gunnar"),
        ],
    )
    wolves = clans.create_clan(db, camp.id, "Ulla", "Wolves", [clans.Recruit("example.thrall")])
    catalogs.set_override(
        db,
        camp.id,
        "abilities",
        "stubborn",
        {"text": "Our wording: never flees."},
        "our own wording",
        merge=True,
    )
    game = games.record_game(
        db,
        camp.id,
        [
            games.Side(
                ravens.id, victory_points=3, encounter_kills=1, removed=["Bjorn", "Sigrid", "Hild"]
            ),
            games.Side(wolves.id, victory_points=1),
        ],
    )
    post_game.run_post_game(
        db,
        game.id,
        ravens.id,
        post_game.InjuryDice({"Bjorn": [4, 8, 3], "Sigrid": [5, 3, 4], "Hild": [6]}),
        post_game.Orders(
            raid_roll=10,
            improvements=[post_game.Improve("Ulf", "ra")],
            powers=[post_game.GrantPower("Snorre", "thor.thunder_gods_temper")],
            items=[post_game.BuyItem("Snorre", "shield")],
        ),
    )
    post_game.run_post_game(db, game.id, wolves.id, orders=post_game.Orders(raid_roll=2))
    return rosters.clan_roster(db, "Ravens")


@pytest.fixture
def thirty(db: Database, tmp_path: Path) -> rosters.ClanRosterData:
    """30 warriors, each from its own profile so each has its own stat line (HP 11–40)."""
    entries = [
        _profile(f"test.levy{i:02d}", f"Levy Profile {i:02d}", hp=10 + i, cost=20)
        for i in range(1, 31)
    ]
    profiles.import_profiles(db, _profile_file(tmp_path / "levies.json", entries))
    camp = campaigns.create_campaign(db, "Big Battle")
    clan = clans.create_clan(
        db,
        camp.id,
        "Harald",
        "The Thirty",
        [clans.Recruit(f"test.levy{i:02d}", f"Warrior {i:02d}") for i in range(1, 31)],
    )
    return rosters.clan_roster(db, clan.id)


@pytest.fixture
def unusual(db: Database) -> rosters.ClanRosterData:
    """A clan, player and campaign whose names are European scripts and markup-like text."""
    camp = campaigns.create_campaign(db, "Łódź <Winter> & Spring")
    clan = clans.create_clan(
        db,
        camp.id,
        "Dvořák & <i>Co</i>",
        'Σίγυρδ & Рагнар <img src="http://example.com/clan.png">',
        [
            *(clans.Recruit("example.thrall", name) for name in UNICODE_NAMES),
            *(clans.Recruit("example.thrall", name) for name in MARKUP_NAMES[:2]),
        ],
    )
    return rosters.clan_roster(db, clan.id)


@pytest.fixture
def warband(db: Database) -> rosters.WarbandRosterData:
    ash = warbands.create_warband(db, "Ash Wolves")
    warriors.add_warrior(
        db,
        ash.id,
        WarriorBuild(
            "Grim", speed_points=2, attack_points=4, toughness_points=2, weapon_key="cc_light"
        ),
    )
    warriors.add_warrior(
        db,
        ash.id,
        WarriorBuild(
            "Vex",
            speed_points=3,
            attack_points=3,
            wounds_points=1,
            weapon_key="ranged_weak",
            abilities=(SpecialAbility("Sharp eye", "Re-roll one ATTACK die per game.", 1),),
        ),
    )
    crows = warbands.create_warband(db, "Bone Crows")
    matches.record_match(
        db, [matches.MatchEntry(ash.id, 1), matches.MatchEntry(crows.id, 2)], winner=ash.id
    )
    matches.record_match(db, [matches.MatchEntry(ash.id), matches.MatchEntry(crows.id)], draw=True)
    return mors_roster.warband_roster(db, ash.id)


PLAYED_KINDS = ("jarl", "huscarl", "berserker", "shieldmaiden", "archer", "seer", "war_hound")


@pytest.fixture
def played20(db: Database, tmp_path: Path) -> rosters.ClanRosterData:
    """A played 20-warrior War Clan: the example profiles (made cheap to fit 800 Glory) after
    a game with injuries (one severe from the rulebook, one from a house rule, one badly
    wounded), God Powers (one granting an attack), items (two granting attacks) and Warrior
    01 improved to 21 HP."""
    source = json.loads(
        (resources_dir() / "profiles" / "example_profiles.json").read_text(encoding="utf-8")
    )
    for entry in source["entries"]:
        entry["key"] = entry["key"].replace("example.", "played.")
        entry["cost"] = 25
    (tmp_path / "played.json").write_text(json.dumps(source), encoding="utf-8")
    profiles.import_profiles(db, tmp_path / "played.json")
    camp = campaigns.create_campaign(db, "Long Winter")
    recruits = [
        clans.Recruit(f"played.{PLAYED_KINDS[i % len(PLAYED_KINDS)]}", f"Warrior {i + 1:02d}")
        for i in range(20)
    ]
    clan = clans.create_clan(db, camp.id, "Astrid", "The Twenty", recruits)
    other = clans.create_clan(db, camp.id, "Ulla", "Wolves", [clans.Recruit("played.jarl")])
    game = games.record_game(
        db,
        camp.id,
        [
            games.Side(
                clan.id, 3, 1, removed=["Warrior 02", "Warrior 03", "Warrior 04", "Warrior 05"]
            ),
            games.Side(other.id, 1),
        ],
    )
    post_game.run_post_game(
        db,
        game.id,
        clan.id,
        post_game.InjuryDice(
            {"Warrior 02": [5, 3, 4], "Warrior 03": [4, 8, 3], "Warrior 04": [6], "Warrior 05": [9]}
        ),
        post_game.Orders(
            raid_roll=10,
            improvements=[post_game.Improve("Warrior 01", "hp")],
            powers=[
                post_game.GrantPower("Warrior 01", "thor.thunder_gods_temper"),
                post_game.GrantPower("Warrior 06", "odin.steel_your_mind"),
            ],
            items=[
                post_game.BuyItem("Warrior 01", "shield"),
                post_game.BuyItem("Warrior 05", "throwing_axes"),
                post_game.BuyItem("Warrior 12", "throwing_axes"),
                post_game.BuyItem("Warrior 08", "draugr_bane"),
            ],
        ),
    )
    post_game.run_post_game(db, game.id, other.id, orders=post_game.Orders(raid_roll=2))
    return rosters.clan_roster(db, clan.id)
