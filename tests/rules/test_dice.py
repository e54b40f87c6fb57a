"""Dice sources: value ranges, entered values, program rolls and the record of every roll."""

from __future__ import annotations

from collections import Counter

import pytest

from warclan.rules.dice import (
    DiceByKey,
    DiceKind,
    DiceOrigin,
    DiceRoll,
    EnteredDice,
    RandomDice,
    check_value,
)
from warclan.rules.errors import RulesError

RANGES = {
    DiceKind.TWO_D6: (2, 12),
    DiceKind.ONE_D6: (1, 6),
    DiceKind.D10: (1, 10),
}


# --- ranges ---------------------------------------------------------------------------


def test_kind_bounds():
    for kind, (low, high) in RANGES.items():
        assert (kind.low, kind.high) == (low, high)


@pytest.mark.parametrize("kind", list(RANGES))
def test_every_in_range_value_is_accepted(kind):
    low, high = RANGES[kind]
    for value in range(low, high + 1):
        assert check_value(kind, value) == value


@pytest.mark.parametrize(
    ("kind", "value"),
    [
        (DiceKind.TWO_D6, 1),
        (DiceKind.TWO_D6, 13),
        (DiceKind.TWO_D6, 0),
        (DiceKind.ONE_D6, 0),
        (DiceKind.ONE_D6, 7),
        (DiceKind.D10, 0),
        (DiceKind.D10, 11),
        (DiceKind.D10, -1),
    ],
)
def test_out_of_range_value_is_refused(kind, value):
    low, high = RANGES[kind]
    with pytest.raises(RulesError) as info:
        check_value(kind, value, "Ulf's injury")
    message = str(info.value)
    assert str(kind) in message
    assert "for Ulf's injury" in message
    assert f"{low}–{high}" in message
    assert f"not {value}" in message


@pytest.mark.parametrize("value", [True, False, "7", 7.0, None, [7]])
@pytest.mark.parametrize("kind", list(RANGES))
def test_non_integers_are_refused(kind, value):
    with pytest.raises(RulesError, match="whole number"):
        check_value(kind, value)


def test_message_without_purpose_has_no_dangling_for():
    with pytest.raises(RulesError) as info:
        check_value(DiceKind.ONE_D6, 7)
    assert " for " not in str(info.value)


# --- entered dice ---------------------------------------------------------------------


def test_entered_values_are_handed_out_in_order():
    dice = EnteredDice([3, 11, 6])
    assert dice.roll(DiceKind.TWO_D6, "first") == 3
    assert dice.unused == (11, 6)
    assert dice.roll(DiceKind.TWO_D6, "second") == 11
    assert dice.roll(DiceKind.ONE_D6, "third") == 6
    assert dice.unused == ()


def test_entered_dice_accept_any_iterable():
    dice = EnteredDice(iter((4, 5)))
    assert [dice.roll(DiceKind.ONE_D6, "x") for _ in range(2)] == [4, 5]


def test_entered_dice_do_not_alias_the_callers_list():
    values = [2, 3]
    dice = EnteredDice(values)
    dice.roll(DiceKind.TWO_D6, "x")
    assert values == [2, 3]


def test_exhausted_entered_dice_name_the_roll_still_needed():
    dice = EnteredDice([8])
    dice.roll(DiceKind.TWO_D6, "Astrid's injury")
    with pytest.raises(RulesError) as info:
        dice.roll(DiceKind.ONE_D6, "Astrid's equipment")
    message = str(info.value)
    assert "1D6" in message
    assert "Astrid's equipment" in message
    assert len(dice.log) == 1  # the failed roll is not recorded


def test_entered_value_out_of_range_for_its_kind_is_refused_with_purpose():
    dice = EnteredDice([7])  # fine for 2D6, impossible on 1D6
    with pytest.raises(RulesError) as info:
        dice.roll(DiceKind.ONE_D6, "Bjorn's equipment")
    assert "Bjorn's equipment" in str(info.value)
    assert "1–6" in str(info.value)
    assert dice.log == []


def test_entered_bool_is_refused():
    dice = EnteredDice([True])
    with pytest.raises(RulesError, match="whole number"):
        dice.roll(DiceKind.ONE_D6, "x")


def test_fallback_rolls_once_entered_values_run_out():
    fallback = RandomDice(seed=42)
    dice = EnteredDice([9], fallback=fallback)
    assert dice.roll(DiceKind.TWO_D6, "entered one") == 9
    expected = RandomDice(seed=42)
    rolled = [dice.roll(DiceKind.TWO_D6, f"rolled {i}") for i in range(5)]
    assert rolled == [expected.roll(DiceKind.TWO_D6, "x") for _ in range(5)]
    assert [r.origin for r in dice.log] == [DiceOrigin.ENTERED] + [DiceOrigin.ROLLED] * 5
    assert dice.log[1].origin == "rolled"
    assert [r.purpose for r in dice.log] == ["entered one"] + [f"rolled {i}" for i in range(5)]
    # The roll is recorded once, in the source that was asked, not also in the fallback.
    assert fallback.log == []


def test_fallback_rolls_respect_the_kind():
    dice = EnteredDice([], fallback=RandomDice(seed=3))
    for _ in range(200):
        assert 1 <= dice.roll(DiceKind.ONE_D6, "x") <= 6
        assert 1 <= dice.roll(DiceKind.D10, "y") <= 10


# --- random dice ----------------------------------------------------------------------


def test_random_dice_are_reproducible_with_a_seed():
    def sequence(seed):
        dice = RandomDice(seed)
        return [dice.roll(kind, "x") for kind in list(RANGES) * 30]

    assert sequence(7) == sequence(7)
    assert sequence(7) != sequence(8)


def test_random_dice_record_origin_rolled():
    dice = RandomDice(seed=1)
    value = dice.roll(DiceKind.D10, "raid")
    assert dice.log == [DiceRoll(DiceKind.D10, value, DiceOrigin.ROLLED, "raid")]


def test_random_2d6_is_the_sum_of_two_dice():
    dice = RandomDice(seed=2024)
    counts = Counter(dice.roll(DiceKind.TWO_D6, "x") for _ in range(6000))
    assert set(counts) == set(range(2, 13))  # every total appears, nothing outside 2..12
    # Two dice, not one uniform 2..12 draw: 7 is the most common total (6/36) and the
    # extremes are rare (1/36 each).
    assert counts.most_common(1)[0][0] == 7
    assert counts[7] > 4 * counts[2]
    assert counts[7] > 4 * counts[12]
    assert 0.13 < counts[7] / 6000 < 0.20


@pytest.mark.parametrize("kind", [DiceKind.ONE_D6, DiceKind.D10])
def test_random_single_die_covers_its_range(kind):
    dice = RandomDice(seed=5)
    values = {dice.roll(kind, "x") for _ in range(1000)}
    low, high = RANGES[kind]
    assert values == set(range(low, high + 1))


# --- the log ----------------------------------------------------------------------------


def test_log_records_kind_value_origin_and_purpose():
    dice = EnteredDice([4, 1, 10])
    dice.roll(DiceKind.TWO_D6, "Ulf's injury")
    dice.roll(DiceKind.ONE_D6, "Ulf's equipment")
    dice.roll(DiceKind.D10, "raid")
    assert dice.log == [
        DiceRoll(DiceKind.TWO_D6, 4, DiceOrigin.ENTERED, "Ulf's injury"),
        DiceRoll(DiceKind.ONE_D6, 1, DiceOrigin.ENTERED, "Ulf's equipment"),
        DiceRoll(DiceKind.D10, 10, DiceOrigin.ENTERED, "raid"),
    ]
    assert dice.log[0].kind == "2D6"
    assert dice.log[0].origin == "entered"


# --- dice by key ------------------------------------------------------------------------


def test_dice_by_key_gives_one_source_per_key():
    dice = DiceByKey(entered={"ulf": [3, 4], "astrid": [9]})
    ulf = dice.for_key("ulf")
    assert dice.for_key("ulf") is ulf
    assert ulf.roll(DiceKind.TWO_D6, "x") == 3
    assert dice.for_key("astrid").roll(DiceKind.TWO_D6, "x") == 9
    # The same source continues where it left off.
    assert dice.for_key("ulf").roll(DiceKind.TWO_D6, "x") == 4


def test_dice_by_key_unused_reports_leftovers_per_key():
    dice = DiceByKey(entered={"ulf": [3, 4, 5], "astrid": [9], "bjorn": [6, 6], "eir": []})
    assert dice.unused() == {"ulf": (3, 4, 5), "astrid": (9,), "bjorn": (6, 6)}
    dice.for_key("ulf").roll(DiceKind.TWO_D6, "x")
    dice.for_key("astrid").roll(DiceKind.TWO_D6, "x")
    assert dice.unused() == {"ulf": (4, 5), "bjorn": (6, 6)}
    dice.for_key("ulf").roll(DiceKind.TWO_D6, "x")
    dice.for_key("ulf").roll(DiceKind.TWO_D6, "x")
    dice.for_key("bjorn").roll(DiceKind.ONE_D6, "x")
    assert dice.unused() == {"bjorn": (6,)}


def test_dice_by_key_without_entries_uses_the_fallback():
    dice = DiceByKey(fallback=RandomDice(seed=11))
    source = dice.for_key("nobody-entered-anything")
    expected = RandomDice(seed=11).roll(DiceKind.TWO_D6, "x")
    assert source.roll(DiceKind.TWO_D6, "x") == expected
    assert source.log[0].origin is DiceOrigin.ROLLED
    assert dice.unused() == {}


def test_dice_by_key_without_fallback_refuses_when_out_of_values():
    dice = DiceByKey(entered={"ulf": [5]})
    source = dice.for_key("ulf")
    source.roll(DiceKind.TWO_D6, "Ulf's injury")
    with pytest.raises(RulesError, match="Ulf's severe injury"):
        source.roll(DiceKind.TWO_D6, "Ulf's severe injury")
