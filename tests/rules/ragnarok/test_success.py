"""The Success Table (000_1cf410f8624f862d.txt): Success Value, criticals and Success Stages."""

from __future__ import annotations

import pytest

from warclan.rules.errors import RulesError
from warclan.rules.ragnarok.success import resolve, success_value

# Every row of the printed table, extended past both ends ("-5 or less", "4+").
TABLE = {
    -7: 12,
    -6: 12,
    -5: 12,
    -4: 11,
    -3: 10,
    -2: 9,
    -1: 8,
    0: 7,
    1: 6,
    2: 5,
    3: 4,
    4: 3,
    5: 3,
    6: 3,
    7: 3,
}


@pytest.mark.parametrize(("difference", "expected"), sorted(TABLE.items()))
def test_success_table_row(difference, expected):
    # The value depends on Active − Opposed only, whatever the stats are.
    for opposed in (0, 3, 8):
        assert success_value(opposed + difference, opposed) == expected


def test_success_value_is_active_minus_opposed_not_the_reverse():
    assert success_value(5, 2) == 4  # +3
    assert success_value(2, 5) == 10  # −3


def test_difficulty_test_example():
    # "RS (D3)": the Resilience stat against a Difficulty of 3.
    assert success_value(3, 3) == 7
    assert success_value(5, 3) == 5


@pytest.mark.parametrize(("difference", "needed"), sorted(TABLE.items()))
def test_roll_equal_or_greater_succeeds_and_less_fails(difference, needed):
    assert resolve(difference, 0, needed).succeeded
    if needed > 3:  # a roll below 3 is a 2, the critical failure, checked separately
        result = resolve(difference, 0, needed - 1)
        assert not result.succeeded
        assert result.stages == 0
    for roll in range(needed, 13):
        assert resolve(difference, 0, roll).succeeded


def test_twelve_always_succeeds_even_needing_twelve():
    result = resolve(1, 8, 12)  # −7: needs 12+
    assert result.success_value == 12
    assert result.succeeded
    assert result.stages == 1
    assert result.critical


def test_eleven_fails_needing_twelve():
    result = resolve(0, 7, 11)
    assert not result.succeeded
    assert result.stages == 0
    assert not result.critical


def test_two_always_fails_even_needing_three():
    result = resolve(10, 0, 2)  # +10: needs 3+
    assert result.success_value == 3
    assert not result.succeeded
    assert result.stages == 0
    assert result.critical


def test_three_succeeds_needing_three():
    result = resolve(4, 0, 3)
    assert result.succeeded
    assert result.stages == 1
    assert not result.critical


def test_success_stages_examples_from_the_rule_text():
    # "if you need a Success Value of 7 and roll a 7 ... 1 Success Stage"
    seven = resolve(4, 4, 7)
    assert (seven.success_value, seven.succeeded, seven.stages) == (7, True, 1)
    # "If you need a Success Value of 7 and roll a 9, the action succeeds with 3 Success Stages"
    nine = resolve(4, 4, 9)
    assert (nine.success_value, nine.succeeded, nine.stages) == (7, True, 3)


@pytest.mark.parametrize("roll", range(2, 13))
def test_stages_count_one_plus_points_over(roll):
    result = resolve(6, 0, roll)  # needs 3
    if roll == 2:
        assert result.stages == 0
    else:
        assert result.stages == roll - 3 + 1
    assert result.roll == roll


def test_critical_flags_only_two_and_twelve():
    for roll in range(2, 13):
        assert resolve(0, 0, roll).critical is (roll in (2, 12))


@pytest.mark.parametrize("roll", [0, 1, 13, True, "7"])
def test_impossible_rolls_are_refused(roll):
    with pytest.raises(RulesError, match="Success Table"):
        resolve(0, 0, roll)
