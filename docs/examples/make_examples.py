"""Regenerate the example rosters in this folder: a demo War Clan (sheet and cards, A4), a
demo Mors Regnat warband (table and cards), the campaign summary and a tracked game's log,
as PDFs and as PNGs of their pages.

    .venv/bin/python docs/examples/make_examples.py

Everything goes through the services on a throw-away database, with a fixed date, so a rerun
gives the same PDF bytes. PNGs need ``pdftoppm`` (poppler-utils); without it only the PDFs
are written.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from dataclasses import replace
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from warclan.reports.mors_regnat.warband_roster import write_warband_roster  # noqa: E402
from warclan.reports.output import RosterOptions  # noqa: E402
from warclan.reports.ragnarok.campaign_summary import write_campaign_summary  # noqa: E402
from warclan.reports.ragnarok.clan_roster import write_clan_roster  # noqa: E402
from warclan.reports.ragnarok.game_log import write_game_log  # noqa: E402
from warclan.rules.mors_regnat.builder import SpecialAbility, WarriorBuild  # noqa: E402
from warclan.services.mors_regnat import matches, warbands, warriors  # noqa: E402
from warclan.services.mors_regnat import roster as mors_roster  # noqa: E402
from warclan.services.ragnarok import (  # noqa: E402
    campaigns,
    clans,
    games,
    post_game,
    rosters,
    tracker,
)
from warclan.services.ragnarok import summary as campaign_summary  # noqa: E402
from warclan.store.database import Database  # noqa: E402

FIXED = date(2026, 1, 1)
PLAYED = datetime(2026, 1, 1, 19, 30)  # the tracked game's taps, a minute apart
PNG_DPI = 60  # small files; enough to see the layout


def demo_clan(db: Database) -> int:
    """Ravens of the Fjord after two games: injuries (one a house-rule row), God Powers with
    and without an attack, items, an improvement, raid stores, a warrior missing the next
    game."""
    camp = campaigns.create_campaign(db, "Winter of Wolves")
    ravens = clans.create_clan(
        db,
        camp.id,
        "Åsa Þórsdóttir",
        "Ravens of the Fjord",
        [
            clans.Recruit("example.jarl", "Snorre Ironhand"),
            clans.Recruit("example.huscarl", "Sigrid"),
            clans.Recruit("example.berserker", "Bjørn"),
            clans.Recruit("example.seer", "Hild"),
            clans.Recruit("example.archer", "Ulf"),
            clans.Recruit("example.thrall", "Łukasz"),
            clans.Recruit("example.thrall", "ᚱᚨᚷᚾᚨᚱ"),  # runes: the shipped Noto Sans Runic
            clans.Recruit("example.war_hound", "北風"),  # CJK: a font found on the system
        ],
    )
    wolves = clans.create_clan(
        db,
        camp.id,
        "Ulla",
        "Wolves",
        [clans.Recruit("example.jarl", "Ulla"), clans.Recruit("example.war_hound", "Fang")],
    )
    first = games.record_game(
        db,
        camp.id,
        [
            games.Side(ravens.id, victory_points=3, encounter_kills=1, removed=["Bjørn", "Sigrid"]),
            games.Side(wolves.id, victory_points=1, removed=["Fang"]),
        ],
        played_on=date(2025, 11, 2),
        scenario="Blood Feud",
    )
    post_game.run_post_game(
        db,
        first.id,
        ravens.id,
        # Bjørn: 4 severely wounded, 8 on the Severe Injury Table (a house-rule row), 3 keeps
        # his gear. Sigrid: 5, then 3 (Crushed Leg, -1 SP), 4.
        post_game.InjuryDice({"Bjørn": [4, 8, 3], "Sigrid": [5, 3, 4]}),
        post_game.Orders(
            raid_roll=9,
            improvements=[post_game.Improve("Ulf", "ra")],
            powers=[post_game.GrantPower("Snorre Ironhand", "thor.thunder_gods_temper")],
            items=[post_game.BuyItem("Snorre Ironhand", "shield")],
        ),
    )
    post_game.run_post_game(
        db, first.id, wolves.id, post_game.InjuryDice({"Fang": [9]}), post_game.Orders(raid_roll=5)
    )
    # By id: SQLite's lower() leaves "Ł" as it is, so a name lookup of "Łukasz" misses.
    lukasz = next(w.id for w in ravens.warriors if w.name == "Łukasz")
    second = games.record_game(
        db,
        camp.id,
        [
            games.Side(ravens.id, victory_points=4, encounter_kills=2, removed=[lukasz]),
            games.Side(wolves.id, victory_points=2),
        ],
        played_on=date(2025, 12, 7),
        scenario="Raid on the Mead Hall",
    )
    post_game.run_post_game(
        db,
        second.id,
        ravens.id,
        post_game.InjuryDice({"Łukasz": [6]}),  # badly wounded: misses the next game
        post_game.Orders(
            raid_roll=7,
            powers=[post_game.GrantPower("Hild", "odin.steel_your_mind")],
            items=[post_game.BuyItem("Ulf", "throwing_axes")],  # an item's attack
        ),
    )
    return ravens.id


def demo_warband(db: Database) -> int:
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
    warriors.add_warrior(
        db,
        ash.id,
        WarriorBuild(
            "Old Maren",
            speed_points=1,
            toughness_points=3,
            wounds_points=2,
            weapon_key="ranged_light",
            abilities=(
                SpecialAbility(
                    "Hedge witch",
                    'Once per match, before a friendly warrior within 6" rolls TOUGHNESS, '
                    "it may add one die to the roll.",
                    2,
                ),
            ),
        ),
    )
    crows = warbands.create_warband(db, "Bone Crows")
    warriors.add_warrior(
        db, crows.id, WarriorBuild("Raggs", attack_points=6, weapon_key="cc_strong")
    )
    matches.record_match(
        db,
        [matches.MatchEntry(ash.id, 1), matches.MatchEntry(crows.id, 2)],
        winner=ash.id,
        played_on=date(2025, 10, 4),
    )
    matches.record_match(
        db,
        [matches.MatchEntry(ash.id, 2), matches.MatchEntry(crows.id, 2)],
        draw=True,
        played_on=date(2025, 11, 8),
    )
    return ash.id


def demo_tracked_game(db: Database) -> tracker.LiveGame:
    """A third game of the campaign, played with the tracker: two Rounds, a warrior taken
    out, a God Power paid, Victory Points; the log's times made fixed for the example."""
    # The Wolves' sequence of game 2 first: a clan plays again once it has run it.
    post_game.run_post_game(
        db, games.GameNumber(2, "Winter of Wolves"), "Wolves", None, post_game.Orders(raid_roll=5)
    )
    game = tracker.start_game(
        db,
        "Winter of Wolves",
        [tracker.TrackerSide("Ravens of the Fjord", ["Snorre Ironhand", "Ulf"]),
         tracker.TrackerSide("Wolves")],
    )  # fmt: skip
    view = tracker.tracker_view(db, game)
    w = {x.name: x.id for s in view.state.sides for x in s.warriors}
    c = {s.clan: s.clan_id for s in view.state.sides}
    ravens, wolves = c["Ravens of the Fjord"], c["Wolves"]
    taps: list[tuple[str, dict[str, object]]] = [
        ("next", {}),
        ("rolls", {"rolls": {str(ravens): 5, str(wolves): 2}}),
        ("first", {"clan": ravens}),
        ("godspark", {"clan": ravens, "delta": 8}),
        ("power", {"warrior": w["Snorre Ironhand"], "power": "Thunder God’s Temper"}),
        ("hp", {"warrior": w["Fang"], "delta": -4}),
        ("done", {"warrior": w["Snorre Ironhand"]}),
        ("done", {"warrior": w["Ulla"]}),
        ("done", {"warrior": w["Ulf"]}),
        ("done", {"warrior": w["Fang"]}),
        ("next", {}),
        ("next", {}),
        ("next", {}),
        ("rolls", {"rolls": {str(ravens): 1, str(wolves): 4}}),
        ("first", {"clan": wolves}),
        ("hp", {"warrior": w["Fang"], "delta": -99}),
        ("credit", {"warrior": w["Fang"], "by": ravens}),
        ("vp", {"clan": ravens, "delta": 2}),
        ("encounter", {"clan": ravens, "delta": 1}),
        ("vp", {"clan": wolves, "delta": 1}),
        ("end", {}),
    ]
    for kind, data in taps:
        if kind == "hp" and data["delta"] == -99:  # down to 0, whatever the profile's HP
            data = {**data, "delta": -view.state.warrior(data["warrior"]).hp}
        view = tracker.tap(db, game, kind, data)
    live = tracker.live(view)
    log = tuple(replace(line, at=PLAYED + timedelta(minutes=i)) for i, line in enumerate(live.log))
    return replace(live, started_at=PLAYED, log=log)


def pngs(pdf: Path) -> list[Path]:
    """Each page as ``<name>-<page>.png`` beside the PDF (old ones replaced)."""
    for old in pdf.parent.glob(f"{pdf.stem}-*.png"):
        old.unlink()
    if shutil.which("pdftoppm") is None:
        return []
    subprocess.run(
        ["pdftoppm", "-r", str(PNG_DPI), "-png", str(pdf), str(pdf.with_suffix(""))], check=True
    )
    return sorted(pdf.parent.glob(f"{pdf.stem}-*.png"))


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(f"sqlite:///{Path(tmp) / 'demo.sqlite'}")
        try:
            clan_id = demo_clan(db)
            band_id = demo_warband(db)
            clan = rosters.clan_roster(db, clan_id)
            band = mors_roster.warband_roster(db, band_id)
            summary = campaign_summary.campaign_summaries(db, ["Winter of Wolves"])
            played = demo_tracked_game(db)
        finally:
            db.close()
    written = [
        write_clan_roster(
            clan, HERE / "clan-roster-sheet.pdf", RosterOptions("a4", "sheet", FIXED)
        ),
        write_clan_roster(
            clan, HERE / "clan-roster-cards.pdf", RosterOptions("a4", "cards", FIXED)
        ),
        write_warband_roster(
            band, HERE / "warband-roster.pdf", RosterOptions("a4", "table", FIXED)
        ),
        write_warband_roster(
            band, HERE / "warband-roster-cards.pdf", RosterOptions("a4", "cards", FIXED)
        ),
        write_campaign_summary(
            summary, HERE / "campaign-summary.pdf", RosterOptions("a4", fixed_date=FIXED)
        ),
        write_game_log(played, HERE / "game-log.pdf", RosterOptions("a4", fixed_date=FIXED)),
    ]
    for result in written:
        images = pngs(Path(result.path))
        name = Path(result.path).name
        print(f"{name}: {result.pages} pages, {result.bytes:,} bytes, {len(images)} PNGs")
        for warning in result.warnings:
            print(f"  warning: {warning}")


if __name__ == "__main__":
    main()
