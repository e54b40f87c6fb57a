"""Injury and Death in a Campaign (001_9c5ef580a64a23a1.txt): the shipped Injury Table and
Severe Injury Table, every row pinned with exact entered dice."""

from __future__ import annotations

import dataclasses

import pytest

from warclan.catalog.loader import injury_catalog
from warclan.rules.dice import DiceKind, DiceOrigin, DiceRoll, EnteredDice, RandomDice
from warclan.rules.errors import RulesError
from warclan.rules.ragnarok.injuries import (
    InjuryResult,
    InjuryRow,
    InjuryTables,
    Removal,
    SevereInjuryRow,
    WarriorCondition,
    resolve_injury,
)
from warclan.rules.ragnarok.profiles import Stats

BASE = Stats(ap=2, hp=14, sp=5, ma=4, ra=3, df=3, rs=3, dr=4, mn=2)
NAME = "Ulf"
INJURY = "Ulf's injury"
SEVERE = "Ulf's severe injury"
EQUIPMENT = "Ulf's equipment"
SPARE = (9, 9, 9)  # entered after the rolls a case needs; must stay unused


@pytest.fixture(scope="module")
def tables() -> InjuryTables:
    return injury_catalog().tables


def warrior(stats=BASE, **counts) -> WarriorCondition:
    return WarriorCondition(NAME, stats, dict(counts))


def roll(tables, condition, *values):
    dice = EnteredDice([*values, *SPARE])
    outcome = resolve_injury(tables, condition, dice)
    return outcome, dice


def changed(before: Stats, after: Stats) -> dict[str, int]:
    a, b = before.as_dict(), after.as_dict()
    return {k: b[k] - a[k] for k in a if a[k] != b[k]}


# --- Injury Table -----------------------------------------------------------------------


@pytest.mark.parametrize("injury_roll", [2, 3])
def test_dead(tables, injury_roll):
    outcome, dice = roll(tables, warrior(), injury_roll)
    assert outcome.result is InjuryResult.DEAD
    assert outcome.roll == injury_roll
    assert outcome.dies
    assert outcome.removed
    assert outcome.loses_equipment
    assert not outcome.misses_next_game  # it is gone, not waiting for the next game
    assert not outcome.raid_survivor
    assert outcome.severe is None
    assert outcome.equipment_roll is None
    assert outcome.penalty is None
    assert dice.unused == SPARE  # no severe roll, no equipment roll
    assert dice.log == [DiceRoll(DiceKind.TWO_D6, injury_roll, DiceOrigin.ENTERED, INJURY)]


@pytest.mark.parametrize("injury_roll", [4, 5])
@pytest.mark.parametrize("equipment", [1, 2, 3, 4, 5, 6])
def test_severely_wounded(tables, injury_roll, equipment):
    # Severe 10 (Ugly Scar, no stat) keeps the test about the Injury Table row itself.
    outcome, dice = roll(tables, warrior(), injury_roll, 10, equipment)
    assert outcome.result is InjuryResult.SEVERELY_WOUNDED
    assert outcome.severe is not None
    assert outcome.severe.rolls == (10,)
    assert outcome.equipment_roll == equipment
    assert outcome.loses_equipment is (equipment == 1)
    assert outcome.misses_next_game
    assert not outcome.removed
    assert not outcome.dies
    assert not outcome.raid_survivor
    assert dice.unused == SPARE
    assert dice.log == [
        DiceRoll(DiceKind.TWO_D6, injury_roll, DiceOrigin.ENTERED, INJURY),
        DiceRoll(DiceKind.TWO_D6, 10, DiceOrigin.ENTERED, SEVERE),
        DiceRoll(DiceKind.ONE_D6, equipment, DiceOrigin.ENTERED, EQUIPMENT),
    ]


def test_severe_roll_comes_before_the_equipment_roll(tables):
    # The 2D6 severe roll is consumed first, then the 1D6: 2 is a Crushed Leg and 1 loses
    # the equipment; in the other order 1 would be an impossible 2D6.
    outcome, _ = roll(tables, warrior(), 4, 2, 1)
    assert outcome.severe.row.key == "crushed_leg"
    assert outcome.equipment_roll == 1
    assert outcome.loses_equipment


def test_badly_wounded(tables):
    outcome, dice = roll(tables, warrior(), 6)
    assert outcome.result is InjuryResult.BADLY_WOUNDED
    assert outcome.misses_next_game
    assert not outcome.raid_survivor
    assert not outcome.removed
    assert not outcome.loses_equipment
    assert outcome.severe is None
    assert outcome.stats_after == BASE
    assert dice.unused == SPARE


def test_presumed_dead(tables):
    outcome, dice = roll(tables, warrior(), 7)
    assert outcome.result is InjuryResult.PRESUMED_DEAD
    assert outcome.misses_next_game
    assert outcome.raid_survivor
    assert not outcome.removed
    assert not outcome.dies
    assert not outcome.loses_equipment
    assert outcome.severe is None
    assert outcome.stats_after == BASE
    assert dice.unused == SPARE


@pytest.mark.parametrize("injury_roll", [8, 9, 10, 11, 12])
def test_recovers(tables, injury_roll):
    outcome, dice = roll(tables, warrior(), injury_roll)
    assert outcome.result is InjuryResult.RECOVERS
    assert not outcome.misses_next_game
    assert not outcome.raid_survivor
    assert not outcome.removed
    assert not outcome.loses_equipment
    assert outcome.severe is None
    assert outcome.penalty is None
    assert outcome.stats_after == BASE
    assert dice.unused == SPARE
    assert len(dice.log) == 1


def test_only_presumed_dead_is_a_raid_survivor(tables):
    survivors = [r for r in range(2, 13) if roll(tables, warrior(), r, 10, 6)[0].raid_survivor]
    assert survivors == [7]


# --- Severe Injury Table: rulebook rows -------------------------------------------------


@pytest.mark.parametrize(
    ("severe_roll", "key", "name", "stat"),
    [
        (2, "crushed_leg", "Crushed Leg", "sp"),
        (3, "crushed_leg", "Crushed Leg", "sp"),
        (4, "shattered_arm", "Shattered Arm", "ma"),
        (5, "eye_wound", "Eye Wound", "ra"),
        (6, "spinal_injury", "Spinal Injury", "df"),
        (7, "weakened_core", "Weakened Core", "rs"),
    ],
)
def test_rulebook_severe_rows(tables, severe_roll, key, name, stat):
    outcome, dice = roll(tables, warrior(), 4, severe_roll, 6)
    severe = outcome.severe
    assert severe.row.key == key
    assert severe.row.name == name
    assert severe.row.house_rule is False
    assert severe.rolls == (severe_roll,)
    assert severe.times == 1
    assert not severe.becomes_blind
    assert changed(BASE, outcome.stats_after) == {stat: -1}
    assert outcome.penalty == (stat, -1)
    assert not outcome.removed
    assert outcome.misses_next_game
    assert outcome.equipment_roll == 6
    assert not outcome.loses_equipment
    assert dice.unused == SPARE


@pytest.mark.parametrize(("key", "severe_roll"), [("crushed_leg", 3), ("shattered_arm", 4)])
def test_second_limited_injury_is_taken(tables, key, severe_roll):
    outcome, _ = roll(tables, warrior(**{key: 1}), 5, severe_roll, 4)
    assert outcome.severe.row.key == key
    assert outcome.severe.times == 2
    assert outcome.severe.rolls == (severe_roll,)
    assert not outcome.severe.becomes_blind


def test_first_eye_wound_does_not_blind(tables):
    outcome, _ = roll(tables, warrior(), 4, 5, 3)
    assert outcome.severe.row.key == "eye_wound"
    assert outcome.severe.times == 1
    assert outcome.severe.becomes_blind is False


def test_second_eye_wound_blinds(tables):
    stats = dataclasses.replace(BASE, ra=2)
    outcome, _ = roll(tables, warrior(stats, eye_wound=1), 4, 5, 3)
    assert outcome.severe.row.key == "eye_wound"
    assert outcome.severe.times == 2
    assert outcome.severe.becomes_blind is True
    assert outcome.stats_after.ra == 1
    assert not outcome.removed


def test_blind_only_from_eye_wounds(tables):
    for key, severe_roll in [("crushed_leg", 2), ("shattered_arm", 4)]:
        outcome, _ = roll(tables, warrior(**{key: 1}), 4, severe_roll, 3)
        assert outcome.severe.times == 2
        assert not outcome.severe.becomes_blind


def test_spinal_injury_below_zero_df_removes_without_killing(tables):
    stats = dataclasses.replace(BASE, df=0)
    outcome, dice = roll(tables, warrior(stats, spinal_injury=3), 4, 6)
    assert outcome.severe.row.key == "spinal_injury"
    assert outcome.severe.row.removal is Removal.REMOVED
    assert outcome.severe.times == 4  # no limit
    assert outcome.stats_after.df == -1
    assert outcome.removed
    assert not outcome.dies
    assert outcome.loses_equipment
    assert not outcome.misses_next_game
    # Removed by the severe injury: the 1D6 equipment roll is not made.
    assert outcome.equipment_roll is None
    assert dice.unused == SPARE
    assert [r.purpose for r in dice.log] == [INJURY, SEVERE]


def test_spinal_injury_down_to_zero_df_stays(tables):
    stats = dataclasses.replace(BASE, df=1)
    outcome, dice = roll(tables, warrior(stats), 5, 6, 2)
    assert outcome.stats_after.df == 0
    assert not outcome.removed
    assert not outcome.dies
    assert outcome.misses_next_game
    assert outcome.equipment_roll == 2
    assert not outcome.loses_equipment
    assert [r.purpose for r in dice.log] == [INJURY, SEVERE, EQUIPMENT]


def test_weakened_core_below_zero_rs_dies(tables):
    stats = dataclasses.replace(BASE, rs=0)
    outcome, dice = roll(tables, warrior(stats, weakened_core=2), 4, 7)
    assert outcome.severe.row.key == "weakened_core"
    assert outcome.severe.row.removal is Removal.DIES
    assert outcome.severe.times == 3
    assert outcome.stats_after.rs == -1
    assert outcome.dies
    assert outcome.removed
    assert outcome.loses_equipment
    assert not outcome.misses_next_game
    assert outcome.equipment_roll is None
    assert dice.unused == SPARE
    assert [r.purpose for r in dice.log] == [INJURY, SEVERE]


def test_weakened_core_down_to_zero_rs_survives(tables):
    stats = dataclasses.replace(BASE, rs=1)
    outcome, _ = roll(tables, warrior(stats), 4, 7, 5)
    assert outcome.stats_after.rs == 0
    assert not outcome.dies
    assert not outcome.removed
    assert outcome.equipment_roll == 5


def test_zero_stat_on_a_row_without_removal_does_not_remove(tables):
    stats = dataclasses.replace(BASE, sp=0)
    outcome, _ = roll(tables, warrior(stats), 4, 2, 4)
    assert outcome.stats_after.sp == -1
    assert not outcome.removed
    assert outcome.equipment_roll == 4


# --- re-rolls ---------------------------------------------------------------------------


def test_third_crushed_leg_is_rerolled(tables):
    outcome, dice = roll(tables, warrior(crushed_leg=2), 4, 3, 7, 6)
    assert outcome.severe.row.key == "weakened_core"
    assert outcome.severe.rolls == (3, 7)
    assert changed(BASE, outcome.stats_after) == {"rs": -1}  # no third SP penalty
    assert outcome.equipment_roll == 6
    assert dice.unused == SPARE
    assert [(r.kind, r.value, r.purpose) for r in dice.log] == [
        (DiceKind.TWO_D6, 4, INJURY),
        (DiceKind.TWO_D6, 3, SEVERE),
        (DiceKind.TWO_D6, 7, SEVERE),
        (DiceKind.ONE_D6, 6, EQUIPMENT),
    ]


@pytest.mark.parametrize(
    ("key", "capped_roll"), [("crushed_leg", 2), ("shattered_arm", 4), ("eye_wound", 5)]
)
def test_each_capped_injury_is_rerolled(tables, key, capped_roll):
    outcome, _ = roll(tables, warrior(**{key: 2}), 5, capped_roll, 6, 3)
    assert outcome.severe.rolls == (capped_roll, 6)
    assert outcome.severe.row.key == "spinal_injury"
    assert not outcome.severe.becomes_blind


def test_chain_of_capped_results(tables):
    condition = warrior(crushed_leg=2, shattered_arm=2, eye_wound=2)
    outcome, dice = roll(tables, condition, 5, 2, 4, 5, 3, 5, 6, 1)
    assert outcome.severe.rolls == (2, 4, 5, 3, 5, 6)
    assert outcome.severe.row.key == "spinal_injury"
    assert outcome.severe.times == 1
    assert changed(BASE, outcome.stats_after) == {"df": -1}
    assert outcome.equipment_roll == 1
    assert outcome.loses_equipment
    assert dice.unused == SPARE
    assert [r.purpose for r in dice.log] == [INJURY] + [SEVERE] * 6 + [EQUIPMENT]


def test_rerolls_needing_more_dice_than_entered_name_the_roll(tables):
    dice = EnteredDice([4, 2, 3])
    with pytest.raises(RulesError, match=SEVERE):
        resolve_injury(tables, warrior(crushed_leg=2), dice)


def test_counts_of_other_injuries_do_not_cause_rerolls(tables):
    outcome, _ = roll(tables, warrior(eye_wound=2, shattered_arm=2), 4, 2, 6)
    assert outcome.severe.rolls == (2,)
    assert outcome.severe.row.key == "crushed_leg"


# --- Severe Injury Table: house-rule rows (8–12) ----------------------------------------


def test_rulebook_and_house_rule_rows_are_marked(tables):
    marks = {r: tables.severe_row(r).house_rule for r in range(2, 13)}
    assert marks == {r: r >= 8 for r in range(2, 13)}
    catalog = injury_catalog()
    for row in tables.severe:
        assert (catalog.severe_provenance[row.key].kind == "rulebook") is not row.house_rule


@pytest.mark.parametrize("severe_roll", [8, 9, 10, 11, 12])
def test_house_rule_rows_follow_the_data(tables, severe_roll):
    row = tables.severe_row(severe_roll)
    assert row.house_rule
    outcome, dice = roll(tables, warrior(), 4, severe_roll, 2)
    assert outcome.severe.row == row
    assert outcome.severe.rolls == (severe_roll,)
    assert outcome.severe.becomes_blind is (row.blind_at == 1)
    expected = {} if row.stat is None or row.penalty == 0 else {row.stat: -row.penalty}
    assert changed(BASE, outcome.stats_after) == expected
    assert outcome.penalty == (None if row.stat is None else (row.stat, -row.penalty))
    assert outcome.removed is False
    assert outcome.equipment_roll == 2
    assert dice.unused == SPARE


def test_capped_house_rule_rows_are_rerolled_per_the_data(tables):
    capped = [r for r in tables.severe if r.house_rule and r.max_times is not None]
    assert capped, "the shipped house rules have limited rows"
    for row in capped:
        at_limit = warrior(**{row.key: row.max_times})
        outcome, _ = roll(tables, at_limit, 4, row.low, 7, 6)
        assert outcome.severe.rolls == (row.low, 7)
        assert outcome.severe.row.key == "weakened_core"
        below = warrior(**{row.key: row.max_times - 1})
        outcome, _ = roll(tables, below, 4, row.low, 6)
        assert outcome.severe.row.key == row.key
        assert outcome.severe.times == row.max_times


def test_shipped_severe_rows_match_the_rule_text(tables):
    pinned = {
        (r.key, r.low, r.high, r.stat, r.penalty, r.max_times, r.blind_at, r.removal)
        for r in tables.severe
        if not r.house_rule
    }
    assert pinned == {
        ("crushed_leg", 2, 3, "sp", 1, 2, None, Removal.NONE),
        ("shattered_arm", 4, 4, "ma", 1, 2, None, Removal.NONE),
        ("eye_wound", 5, 5, "ra", 1, 2, 2, Removal.NONE),
        ("spinal_injury", 6, 6, "df", 1, None, None, Removal.REMOVED),
        ("weakened_core", 7, 7, "rs", 1, None, None, Removal.DIES),
    }


def test_shipped_injury_rows_match_the_rule_text(tables):
    assert {(r.low, r.high, r.result) for r in tables.injury} == {
        (2, 3, InjuryResult.DEAD),
        (4, 5, InjuryResult.SEVERELY_WOUNDED),
        (6, 6, InjuryResult.BADLY_WOUNDED),
        (7, 7, InjuryResult.PRESUMED_DEAD),
        (8, 12, InjuryResult.RECOVERS),
    }


# --- the log with a program fallback ----------------------------------------------------


def test_log_marks_entered_and_rolled_values(tables):
    dice = EnteredDice([4], fallback=RandomDice(seed=0))
    outcome = resolve_injury(tables, warrior(), dice)
    assert dice.log[0] == DiceRoll(DiceKind.TWO_D6, 4, DiceOrigin.ENTERED, INJURY)
    assert all(r.origin is DiceOrigin.ROLLED for r in dice.log[1:])
    assert [r.value for r in dice.log[1:]][: len(outcome.severe.rolls)] == list(
        outcome.severe.rolls
    )
    assert outcome.result is InjuryResult.SEVERELY_WOUNDED
    assert len(dice.log) == 1 + len(outcome.severe.rolls) + (0 if outcome.removed else 1)
    if not outcome.removed:
        assert dice.log[-1] == DiceRoll(
            DiceKind.ONE_D6, outcome.equipment_roll, DiceOrigin.ROLLED, EQUIPMENT
        )


# --- table validation -------------------------------------------------------------------


def test_shipped_tables_rebuild_cleanly(tables):
    InjuryTables(tables.injury, tables.severe)


def test_injury_table_with_a_gap_is_refused(tables):
    rows = list(tables.injury)
    rows[-1] = dataclasses.replace(rows[-1], low=9)  # 8 not covered
    with pytest.raises(RulesError, match=r"Injury Table.*2–12 exactly once"):
        InjuryTables(tuple(rows), tables.severe)


def test_injury_table_with_an_overlap_is_refused(tables):
    rows = list(tables.injury)
    rows[2] = dataclasses.replace(rows[2], low=5)  # 5 twice
    with pytest.raises(RulesError, match="exactly once"):
        InjuryTables(tuple(rows), tables.severe)


def test_injury_table_past_12_is_refused(tables):
    rows = list(tables.injury)
    rows[-1] = dataclasses.replace(rows[-1], high=13)
    with pytest.raises(RulesError, match="exactly once"):
        InjuryTables(tuple(rows), tables.severe)


def test_injury_table_with_a_missing_row_is_refused(tables):
    with pytest.raises(RulesError, match="Injury Table"):
        InjuryTables(tables.injury[1:], tables.severe)


def test_empty_row_is_refused(tables):
    rows = (*tables.injury, InjuryRow(9, 8, InjuryResult.RECOVERS, "backwards"))
    with pytest.raises(RulesError, match="empty"):
        InjuryTables(rows, tables.severe)


def test_severe_table_with_a_gap_is_refused(tables):
    rows = [r for r in tables.severe if r.key != "full_recovery"]  # 12 not covered
    with pytest.raises(RulesError, match=r"Severe Injury Table.*exactly once"):
        InjuryTables(tables.injury, tuple(rows))


def test_severe_table_with_an_overlap_is_refused(tables):
    rows = list(tables.severe)
    rows[1] = dataclasses.replace(rows[1], low=3)  # 3 is Crushed Leg already
    with pytest.raises(RulesError, match="Severe Injury Table"):
        InjuryTables(tables.injury, tuple(rows))


def test_severe_table_where_every_row_is_limited_is_refused(tables):
    # Otherwise a warrior at every limit would re-roll forever.
    rows = tuple(dataclasses.replace(r, max_times=r.max_times or 5) for r in tables.severe)
    with pytest.raises(RulesError, match="no limit"):
        InjuryTables(tables.injury, rows)


def test_severe_row_with_an_unknown_stat_is_refused():
    with pytest.raises(RulesError, match="unknown stat 'xp'"):
        SevereInjuryRow("bad", "Bad", 2, 3, "xp", 1, None, None, Removal.NONE, "text")
