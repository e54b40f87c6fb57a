"""The Morpheus Engine 2D6 Success Table (core rules, 000_1cf410f8624f862d.txt)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from warclan.rules.dice import DiceKind, check_value

CRITICAL_SUCCESS = 12
CRITICAL_FAILURE = 2


def success_value(active: int, opposed: int) -> int:
    """The 2D6 total needed: 7 at a difference of 0, one less per point up to 3, one more
    per point down to 12 (−5 or less needs 12; +4 or more needs 3)."""
    difference = active - opposed
    return 7 - max(-5, min(4, difference))


@dataclass(frozen=True, slots=True)
class SuccessResult:
    success_value: int
    roll: int
    succeeded: bool
    stages: int  # Success Stages: 1 when the roll equals the Success Value, +1 per point over

    @property
    def critical(self) -> bool:
        return self.roll in (CRITICAL_SUCCESS, CRITICAL_FAILURE)


def resolve(active: int, opposed: int, roll: int) -> SuccessResult:
    """A roll against the table; 12 always succeeds and 2 always fails."""
    check_value(DiceKind.TWO_D6, roll, "the Success Table")
    needed = success_value(active, opposed)
    if roll == CRITICAL_SUCCESS:
        succeeded = True
    elif roll == CRITICAL_FAILURE:
        succeeded = False
    else:
        succeeded = roll >= needed
    stages = max(1, roll - needed + 1) if succeeded else 0
    return SuccessResult(needed, roll, succeeded, stages)


def chance(active: int, opposed: int) -> Fraction:
    """The exact chance that 2D6 meets the Success Value of ``active`` against
    ``opposed`` (a 12 always succeeds, a 2 always fails)."""
    needed = success_value(active, opposed)
    ways = sum(
        1
        for a in range(1, 7)
        for b in range(1, 7)
        if a + b != CRITICAL_FAILURE and (a + b >= needed or a + b == CRITICAL_SUCCESS)
    )
    return Fraction(ways, 36)
