"""The Morpheus Engine 2D6 Success Table (core rules, 000_1cf410f8624f862d.txt)."""

from __future__ import annotations

from dataclasses import dataclass

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
