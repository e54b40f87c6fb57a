# ruff: noqa: E501  (one case a line reads best as a table)
"""Every rule the schema holds, tried against a real migrated database with raw SQL, on
SQLite and (``--backend postgresql``) on PostgreSQL.

Each case first writes a row that keeps the rule (it must be accepted), then the same row
breaking it (it must be refused, naming the constraint). A last test checks that every
CHECK constraint in the database has a case here.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import psycopg
import pytest
from sqlalchemy import insert
from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError

from warclan.store.database import Database
from warclan.store.models.mors_regnat import MrWarband
from warclan.store.models.ragnarok import Campaign, Warrior

TS = "2026-01-01 00:00:00"
WHEN = datetime(2026, 1, 1)
STATS = dict(ap=2, hp=10, sp=4, ma=3, ra=3, df=3, rs=3, dr=3, mn=3, size=2)

# One row per table that the cases below start from (ids 1); a case overrides columns.
ROWS: dict[str, dict[str, Any]] = {
    "campaign": dict(name="Saga", name_key="saga", game_system="ragnarok", notes="", created_at=TS),
    "player": dict(campaign_id=1, name="Ann", name_key="ann"),
    "war_clan": dict(
        campaign_id=1, player_id=1, name="Ravens", name_key="ravens", creation_cost=400,
        joined_base_rank=0, active=1, catalog_versions="{}", created_at=TS,
    ),
    "warrior": dict(
        clan_id=1, name="Ulf", name_key="ulf", profile_key="p", profile_name="P", faction="",
        **STATS, base_size="", special_abilities="[]", attacks="[]", cost_paid=40,
        created_at=TS,
    ),
    "game": dict(campaign_id=1, seq=1, played_on="2026-01-01", scenario="", notes="", created_at=TS),
    "game_participant": dict(game_id=1, clan_id=1, victory_points=1, encounter_kills=0, rank_before=0),
    "campaign_event": dict(clan_id=1, game_id=1, participant_id=1, kind="post_game", created_at=TS),
    "glory_entry": dict(clan_id=1, event_id=1, kind="scenario", amount=20, note="", created_at=TS),
    "dice_roll": dict(event_id=1, position=0, kind="2D6", value=7, origin="entered", purpose="x"),
    "injury": dict(
        event_id=1, warrior_id=1, roll=7, result="recovers", severe_house_rule=0, stat_delta=0,
        becomes_blind=0, loses_equipment=0, misses_next_game=0, raid_survivor=0, removed=0,
        dies=0, lasting=0,
    ),
    "improvement": dict(warrior_id=1, event_id=1, stat="df", delta=1, glory_paid=40, created_at=TS),
    "raid_result": dict(
        event_id=1, survivors=1, roll=7, modifier=0, row_key="r", row_name="R", glory=5,
        house_rule=1,
    ),
    "clan_store": dict(clan_id=1, event_id=1, name="Provisions", quantity=1, source="", created_at=TS),
    "warrior_god_power": dict(
        warrior_id=1, event_id=1, step="purchase", power_key="thor.blows", god="thor",
        name="Blows", godspark_cost=2, boosts="[]", text="", house_rule=0, glory_paid=60,
        created_at=TS,
    ),
    "warrior_item": dict(
        warrior_id=1, event_id=1, item_key="shield", name="Shield", kind="equipment", text="",
        house_rule=0, glory_paid=20, created_at=TS,
    ),
    "model_profile": dict(key="my.jarl", data="{}", source="group_edit", created_at=TS),
    "mr_warband": dict(name="Ash Wolves", name_key="ash wolves", created_at=TS, updated_at=TS),
    "mr_warrior": dict(
        warband_id=1, position=0, name="Grim", name_key="grim", speed_cp=1, attack_cp=1,
        toughness_cp=1, wounds_cp=1, weapon_key="cc_light", created_at=TS,
    ),
    "mr_ability": dict(warrior_id=1, position=0, name="Sharp eye", description="", cost=1),
    "mr_match": dict(played_on="2026-01-01", draw=0, notes="", created_at=TS),
    "mr_match_side": dict(
        match_id=1, warband_id=1, warband_name="Ash Wolves", position=0, casualties=0, won=1
    ),
    "vgw_player": dict(name="Ann", name_key="ann", created_at=TS),
    "vgw_play": dict(
        played_on="2026-01-01", team="", player_count=2, war_of_jarls=0, more_cards=0,
        more_objectives=0, fewer_vp=0, won=1, lost_vp=0, seed=None, notes="", created_at=TS,
    ),
    "vgw_play_player": dict(play_id=1, player_id=1, player_name="Ann", position=0),
    "mm_player": dict(name="Ann", name_key="ann", created_at=TS),
    "mm_loki_game": dict(player_id=1, seed=7, created_at=TS),
    "mm_loki_event": dict(game_id=1, seq=1, kind="draw", side=None, scorer=None),
    "game_tracker": dict(campaign_id=1, status="playing", setup="{}", started_at=TS),
    "game_tracker_tap": dict(tracker_id=1, seq=1, at=TS, kind="next", data="{}"),
    "match_tracker": dict(status="playing", setup="{}", started_at=TS),
    "match_tracker_tap": dict(tracker_id=1, seq=1, at=TS, kind="act", data="{}"),
    "mm_match": dict(
        played_on="2026-01-01", solo=0, a_player_id=1, a_name="Ann", a_points=9, a_gold=1,
        a_mead=1, b_player_id=1, b_name="Ann", b_points=3, b_gold=0, b_mead=0, first="a",
        seed=None, loki_game_id=None, notes="", created_at=TS,
    ),
}  # fmt: skip
BASE = [
    "campaign", "player", "war_clan", "warrior", "game", "game_participant", "campaign_event",
    "glory_entry", "mr_warband", "mr_warrior", "mr_match", "vgw_player", "vgw_play",
    "mm_player", "mm_loki_game", "game_tracker", "match_tracker",
]  # fmt: skip

# (table, what keeps the rule, what breaks it, the constraint the refusal names)
CASES: list[tuple[str, dict[str, Any], dict[str, Any], str]] = [
    # the ledger: each kind with its sign
    ("glory_entry", dict(kind="spend", amount=-10), dict(kind="spend", amount=10), "ck_glory_entry_amount_sign_of_kind"),
    ("glory_entry", dict(kind="correction", amount=-10), dict(kind="scenario", amount=-10), "ck_glory_entry_amount_sign_of_kind"),
    ("glory_entry", dict(kind="raid", amount=0), dict(kind="refund", amount=-1), "ck_glory_entry_amount_sign_of_kind"),
    ("glory_entry", dict(kind="catch_up"), dict(kind="bonus"), "ck_glory_entry_kind|ck_glory_entry_amount_sign_of_kind"),  # an unknown kind has no sign either
    # injuries
    ("injury", dict(roll=2), dict(roll=13), "ck_injury_roll_on_2d6"),
    ("injury", dict(roll=12), dict(roll=1), "ck_injury_roll_on_2d6"),
    ("injury", dict(dies=1, removed=1), dict(dies=1, removed=0), "ck_injury_dies_implies_removed"),
    ("injury", dict(equipment_roll=6), dict(equipment_roll=7), "ck_injury_equipment_roll_on_1d6"),
    ("injury", dict(stat="ra", stat_delta=-1), dict(stat="luck"), "ck_injury_stat_known"),
    ("injury", dict(result="dead"), dict(result="maimed"), "ck_injury_result"),
    # prices paid and quantities
    ("improvement", dict(glory_paid=0), dict(glory_paid=-1), "ck_improvement_glory_paid_not_negative"),
    ("improvement", dict(delta=1), dict(delta=0), "ck_improvement_delta_positive"),
    ("improvement", dict(stat="mn"), dict(stat="MN"), "ck_improvement_stat_known"),
    ("warrior_item", dict(glory_paid=0), dict(glory_paid=-5), "ck_warrior_item_glory_paid_not_negative"),
    ("warrior_item", dict(kind="artifact"), dict(kind="weapon"), "ck_warrior_item_kind"),
    ("warrior_god_power", dict(glory_paid=0), dict(power_key="x", glory_paid=-1), "ck_warrior_god_power_glory_paid_not_negative"),
    ("warrior_god_power", dict(godspark_cost=0), dict(power_key="x", godspark_cost=-1), "ck_warrior_god_power_godspark_cost_not_negative"),
    ("warrior_god_power", dict(step="improve"), dict(power_key="x", step="found"), "ck_warrior_god_power_step"),
    ("warrior", dict(name="Hild", name_key="hild", cost_paid=0), dict(name="Sven", name_key="sven", cost_paid=-1), "ck_warrior_cost_paid_not_negative"),
    ("war_clan", dict(name="Crows", name_key="crows", creation_cost=0), dict(name="Owls", name_key="owls", creation_cost=-1), "ck_war_clan_creation_cost_not_negative"),
    ("war_clan", dict(name="Crows", name_key="crows"), dict(name="Owls", name_key="owls", joined_base_rank=-1), "ck_war_clan_joined_base_rank_not_negative"),
    ("clan_store", dict(quantity=1), dict(quantity=0), "ck_clan_store_quantity_positive"),
    ("game_participant", dict(game_id=2), dict(game_id=2, victory_points=-1), "ck_game_participant_victory_points_not_negative"),
    ("game_participant", dict(game_id=2), dict(game_id=2, encounter_kills=-1), "ck_game_participant_encounter_kills_not_negative"),
    ("game_participant", dict(game_id=2), dict(game_id=2, rank_before=-1), "ck_game_participant_rank_before_not_negative"),
    ("game_participant", dict(game_id=2), dict(game_id=2, status="agreed"), "ck_game_participant_status"),
    ("raid_result", dict(roll=12), dict(roll=1), "ck_raid_result_roll_on_2d6"),
    ("raid_result", dict(survivors=1), dict(survivors=0), "ck_raid_result_survivors_positive"),
    ("raid_result", dict(glory=0), dict(glory=-5), "ck_raid_result_glory_not_negative"),
    # dice: a face of their kind, one per position
    ("dice_roll", dict(kind="1D6", value=6), dict(kind="1D6", value=7, position=1), "ck_dice_roll_value_on_the_dice"),
    ("dice_roll", dict(kind="D10", value=10), dict(kind="2D6", value=1, position=1), "ck_dice_roll_value_on_the_dice"),
    # an unknown kind shows no face of its kind either; SQLite names whichever check it tried first
    ("dice_roll", dict(kind="2D6"), dict(kind="3D6", position=1), "ck_dice_roll_kind|ck_dice_roll_value_on_the_dice"),
    ("dice_roll", dict(origin="rolled"), dict(origin="guessed", position=1), "ck_dice_roll_origin"),
    ("dice_roll", dict(position=0), dict(position=-1), "ck_dice_roll_position_not_negative"),
    ("dice_roll", dict(position=0), dict(position=0), "UNIQUE constraint failed: dice_roll.event_id, dice_roll.position"),
    # an import event has no game; a post-game event has one
    ("campaign_event", dict(kind="import", game_id=None, participant_id=None), dict(kind="import", participant_id=None), "ck_campaign_event_import_has_no_game"),
    ("campaign_event", dict(kind="import", game_id=None, participant_id=None), dict(kind="post_game", game_id=None, participant_id=None), "ck_campaign_event_import_has_no_game"),
    ("campaign_event", dict(kind="import", game_id=None, participant_id=None), dict(kind="replay", game_id=None, participant_id=None), "ck_campaign_event_kind|ck_campaign_event_import_has_no_game"),
    ("model_profile", dict(source="example"), dict(key="my.thrall", source="borrowed"), "ck_model_profile_source"),
    # a God Power once per warrior
    ("warrior_god_power", dict(), dict(), "UNIQUE constraint failed: warrior_god_power.warrior_id, warrior_god_power.power_key"),
    # names unique without regard to case or spacing (the key is what is compared)
    ("campaign", dict(name="Saga II", name_key="saga ii"), dict(name="SAGA", name_key="saga"), "UNIQUE constraint failed: campaign.name_key"),
    ("player", dict(name="Bo", name_key="bo"), dict(name="ANN", name_key="ann"), "UNIQUE constraint failed: player.campaign_id, player.name_key"),
    ("war_clan", dict(name="Crows", name_key="crows"), dict(name="RAVENS", name_key="ravens"), "UNIQUE constraint failed: war_clan.campaign_id, war_clan.name_key"),
    ("warrior", dict(name="Hild", name_key="hild"), dict(name="ULF", name_key="ulf"), "UNIQUE constraint failed: warrior.clan_id, warrior.name_key"),
    ("mr_warband", dict(name="Bone Crows", name_key="bone crows"), dict(name="ash  WOLVES", name_key="ash wolves"), "UNIQUE constraint failed: mr_warband.name_key"),
    ("mr_warrior", dict(name="Vex", name_key="vex", position=1), dict(name="GRIM", name_key="grim", position=1), "UNIQUE constraint failed: mr_warrior.warband_id, mr_warrior.name_key"),
    # Mors Regnat: CP, limits, ability costs, casualties
    *(
        ("mr_warrior", dict(name="Vex", name_key="vex", **{f"{s}_cp": 0}), dict(name="Ka", name_key="ka", **{f"{s}_cp": -1}), f"ck_mr_warrior_{s}_cp_not_negative")
        for s in ("speed", "attack", "toughness", "wounds")
    ),
    ("mr_warrior", dict(name="Vex", name_key="vex"), dict(name="Ka", name_key="ka", position=-1), "ck_mr_warrior_position_not_negative"),
    *(
        ("mr_warband", dict(name="B", name_key="b", **{f"{s}_limit": 0}), dict(name="C", name_key="c", **{f"{s}_limit": -1}), f"ck_mr_warband_{s}_limit_not_negative")
        for s in ("speed", "attack", "toughness", "wounds")
    ),
    ("mr_ability", dict(cost=2), dict(cost=3), "ck_mr_ability_cost_one_or_two"),
    ("mr_ability", dict(cost=1), dict(cost=0), "ck_mr_ability_cost_one_or_two"),
    ("mr_match_side", dict(casualties=0), dict(match_id=1, warband_id=None, casualties=-1), "ck_mr_match_side_casualties_not_negative"),
    # each purchase row points at the one spend that paid for it
    ("improvement", dict(glory_entry_id=1), dict(glory_entry_id=1), "UNIQUE constraint failed: improvement.glory_entry_id"),
    ("warrior_item", dict(glory_entry_id=1), dict(glory_entry_id=1), "UNIQUE constraint failed: warrior_item.glory_entry_id"),
    ("warrior_god_power", dict(glory_entry_id=1), dict(power_key="x", glory_entry_id=1), "UNIQUE constraint failed: warrior_god_power.glory_entry_id"),
    ("warrior", dict(name="Hild", name_key="hild", glory_entry_id=1), dict(name="Sven", name_key="sven", glory_entry_id=1), "UNIQUE constraint failed: warrior.glory_entry_id"),
    ("improvement", dict(glory_entry_id=1), dict(glory_entry_id=404), "FOREIGN KEY constraint failed"),
    # game nights: player names, Ragnarok! plays, Micro Midgard matches and Loki games
    ("vgw_player", dict(name="Bo", name_key="bo"), dict(name="ANN", name_key="ann"), "UNIQUE constraint failed: vgw_player.name_key"),
    ("mm_player", dict(name="Bo", name_key="bo"), dict(name="ANN", name_key="ann"), "UNIQUE constraint failed: mm_player.name_key"),
    ("vgw_play", dict(player_count=4), dict(player_count=5), "ck_vgw_play_player_count_one_to_four"),
    ("vgw_play", dict(player_count=1), dict(player_count=0), "ck_vgw_play_player_count_one_to_four"),
    *(
        ("vgw_play", dict(war_of_jarls=1, **{h: 3}), dict(war_of_jarls=1, **{h: 4}), f"ck_vgw_play_{h}_zero_to_three")
        for h in ("more_cards", "more_objectives", "fewer_vp")
    ),
    ("vgw_play", dict(fewer_vp=0), dict(fewer_vp=-1), "ck_vgw_play_fewer_vp_zero_to_three"),
    ("vgw_play", dict(war_of_jarls=1, more_cards=2), dict(war_of_jarls=0, more_cards=2), "ck_vgw_play_handicaps_once_outside_war_of_jarls"),
    ("vgw_play", dict(seed=0), dict(seed=-1), "ck_vgw_play_seed_not_negative"),
    ("vgw_play_player", dict(position=0), dict(player_id=1, play_id=2, position=-1), "ck_vgw_play_player_position_not_negative"),
    ("vgw_play_player", dict(), dict(position=1), "UNIQUE constraint failed: vgw_play_player.play_id, vgw_play_player.player_id"),
    *(
        ("mm_match", dict(**{f"{side}_points": 0}), dict(**{f"{side}_points": -1}), f"ck_mm_match_{side}_points_not_negative")
        for side in "ab"
    ),
    *(
        ("mm_match", dict(**{f"{side}_{what}": 7}), dict(**{f"{side}_{what}": 8}), f"ck_mm_match_{side}_{what}_zero_to_seven")
        for side in "ab"
        for what in ("gold", "mead")
    ),
    ("mm_match", dict(first="b"), dict(first="c"), "ck_mm_match_first"),
    ("mm_match", dict(solo=1, b_player_id=None, b_name="Loki"), dict(solo=1), "ck_mm_match_solo_has_no_player_b"),
    ("mm_match", dict(solo=1, b_player_id=None, b_name="Loki"), dict(solo=0, b_player_id=None), "ck_mm_match_solo_has_no_player_b"),
    ("mm_match", dict(solo=1, b_player_id=None, loki_game_id=1), dict(loki_game_id=1), "ck_mm_match_loki_game_only_solo"),
    ("mm_match", dict(seed=0), dict(seed=-1), "ck_mm_match_seed_not_negative"),
    ("mm_loki_event", dict(seq=1), dict(seq=0), "ck_mm_loki_event_seq_positive"),
    ("game_tracker", dict(status="ended"), dict(status="paused"), "ck_game_tracker_status"),
    ("game_tracker_tap", dict(seq=1), dict(seq=0), "ck_game_tracker_tap_seq_positive"),
    ("game_tracker_tap", dict(seq=1), dict(seq=1), "UNIQUE constraint failed: game_tracker_tap.tracker_id, game_tracker_tap.seq"),
    ("match_tracker", dict(status="recorded"), dict(status="paused"), "ck_match_tracker_status"),
    ("match_tracker_tap", dict(seq=1), dict(seq=0), "ck_match_tracker_tap_seq_positive"),
    ("mm_loki_event", dict(seq=1), dict(seq=1), "UNIQUE constraint failed: mm_loki_event.game_id, mm_loki_event.seq"),
    ("mm_loki_event", dict(kind="focus", side="sun"), dict(seq=2, kind="shuffle"), "ck_mm_loki_event_kind"),
    ("mm_loki_event", dict(kind="focus", side="moon"), dict(seq=2, kind="focus", side="earth"), "ck_mm_loki_event_side"),
    ("mm_loki_event", dict(kind="prophecy", side="sun", scorer="tie"), dict(seq=2, kind="prophecy", side="sun", scorer="odin"), "ck_mm_loki_event_scorer"),
]  # fmt: skip


class Raw:
    """A raw connection to a database migrated by warclan: sqlite3, or psycopg on the
    PostgreSQL test server (``--backend postgresql``). No ORM, no defaults, no events."""

    def __init__(self, target: Path | str) -> None:
        self.pg = isinstance(target, str)
        if isinstance(target, str):
            url = make_url(target).set(drivername="postgresql")
            self.conn: Any = psycopg.connect(url.render_as_string(hide_password=False))
            self.conn.autocommit = True
            self.flags = {
                (t, c)
                for t, c in self.conn.execute(
                    "SELECT table_name, column_name FROM information_schema.columns"
                    " WHERE table_schema = 'public' AND data_type = 'boolean'"
                )
            }
            self.refused: type[Exception] = psycopg.IntegrityError
        else:
            self.conn = sqlite3.connect(target, isolation_level=None)
            self.conn.execute("PRAGMA foreign_keys = ON")
            self.refused = sqlite3.IntegrityError

    def insert(self, table: str, **values: Any) -> None:
        row = {**ROWS[table], **values}
        if self.pg:  # the cases write flags as 0/1, as SQLite stores them
            row = {c: bool(v) if (table, c) in self.flags else v for c, v in row.items()}
        marks = ", ".join("%s" if self.pg else "?" for _ in row)
        self.conn.execute(
            f"INSERT INTO {table} ({', '.join(row)}) VALUES ({marks})", list(row.values())
        )

    def check_constraints(self) -> set[str]:
        if self.pg:
            query = "SELECT conname FROM pg_constraint WHERE contype = 'c'"
            return {r[0] for r in self.conn.execute(query) if r[0].startswith("ck_")}
        sql = " ".join(
            r[0] for r in self.conn.execute("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL")
        )
        return set(re.findall(r"CONSTRAINT (ck_\w+) CHECK", sql))

    def refusal(self, expected: str) -> str:
        """What the database says for ``expected`` (written as SQLite words it)."""
        if not self.pg:
            return expected
        unique = re.fullmatch(r"UNIQUE constraint failed: (.*)", expected)
        if unique:  # PostgreSQL names the key's columns in its DETAIL line
            # (it quotes a column whose name is a keyword, e.g. "position")
            columns = ", ".join(f'"?{c.split(".")[1]}"?' for c in unique.group(1).split(", "))
            return rf"Key \({columns}\)="
        if expected == "FOREIGN KEY constraint failed":
            return "violates foreign key constraint"
        return expected  # a CHECK constraint: both name it


@pytest.fixture
def db_path(head_db_path: Path | str) -> Path | str:
    """A copy (or clone) of the run's template, not the store tests' fresh migration."""
    return head_db_path


@pytest.fixture
def conn(db: Database, db_path: Path | str) -> Iterator[Raw]:
    """A raw connection to a database migrated by warclan (a copy or clone of the run's
    template: the migration path itself is tested in test_migrations and test_upgrade_0007),
    with the base rows in it."""
    db.close()
    raw = Raw(db_path)
    for table in BASE:
        raw.insert(table)
    raw.insert("game", seq=2)
    try:
        yield raw
    finally:
        raw.conn.close()


@pytest.mark.parametrize(
    ("table", "good", "bad", "refusal"),
    CASES,
    ids=[f"{c[0]}:{c[3].split(': ')[-1]}" for c in CASES],
)
def test_the_database_refuses_a_row_that_breaks_a_rule(
    conn: Raw, table: str, good: dict[str, Any], bad: dict[str, Any], refusal: str
) -> None:
    conn.insert(table, **good)
    with pytest.raises(conn.refused, match=conn.refusal(refusal)):
        conn.insert(table, **bad)


def test_every_check_constraint_in_the_database_is_tried(conn: Raw) -> None:
    tried = {name for c in CASES for name in c[3].split("|") if name.startswith("ck_")}
    assert conn.check_constraints() == tried


def test_the_store_fills_the_name_key_for_orm_and_core_writers(db: Database) -> None:
    """Writers never compute the key themselves: the models do, on every insert."""
    with db.session() as session:
        session.add(Campaign(name="Winter  of Wolves", game_system="ragnarok", created_at=WHEN))
        session.execute(
            insert(MrWarband).values(name="Ash\tWolves", created_at=WHEN, updated_at=WHEN)
        )
    with db.session() as session:
        assert session.query(Campaign.name_key).scalar() == "winter of wolves"
        assert session.query(MrWarband.name_key).scalar() == "ash wolves"
    with (
        pytest.raises(IntegrityError, match=r"campaign\.name_key|uq_campaign_name_key"),
        db.session() as session,
    ):
        session.add(Campaign(name="WINTER OF WOLVES", game_system="ragnarok", created_at=WHEN))


def test_renaming_through_the_orm_moves_the_key(db: Database) -> None:
    with db.session() as session:
        row = Campaign(name="Saga", game_system="ragnarok", created_at=WHEN)
        session.add(row)
        session.flush()
        row.name = "Ёлка Saga"
    with db.session() as session:
        assert session.query(Campaign.name_key).scalar() == "ёлка saga"
        assert Warrior.__table__.c.name_key.type.length >= 3 * 120  # lower() may lengthen
