"""Injury and Death in a Campaign (001_9c5ef580a64a23a1.txt): the Injury Table and the
Severe Injury Table, with every consequence.

The tables are data (loaded by :mod:`warclan.catalog`) so a group can see where each row
comes from; the consequences of each result are code, here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from warclan.i18n_text import T_, Text
from warclan.rules.dice import DiceKind, DiceSource
from warclan.rules.errors import RulesError
from warclan.rules.ragnarok.profiles import STAT_NAMES, Stats

# The rolls a removed warrior may make, named so dice can be entered per roll.
INJURY_SLOT = "injury"  # the 2D6 on the Injury Table
SEVERE_SLOT = "severe"  # the 2D6 on the Severe Injury Table, re-rolls included
EQUIPMENT_SLOT = "equipment"  # the 1D6 for equipment after a severe wound


class InjuryResult(StrEnum):
    DEAD = "dead"
    SEVERELY_WOUNDED = "severely_wounded"
    BADLY_WOUNDED = "badly_wounded"
    PRESUMED_DEAD = "presumed_dead"
    RECOVERS = "recovers"

    @property
    def label(self) -> Text:
        """The result in words, as the window shows it."""
        return {
            InjuryResult.DEAD: T_("dead"),
            InjuryResult.SEVERELY_WOUNDED: T_("severely wounded"),
            InjuryResult.BADLY_WOUNDED: T_("badly wounded"),
            InjuryResult.PRESUMED_DEAD: T_("presumed dead"),
            InjuryResult.RECOVERS: T_("recovers"),
        }[self]

    @property
    def misses_next_game(self) -> bool:
        return self in (
            InjuryResult.SEVERELY_WOUNDED,
            InjuryResult.BADLY_WOUNDED,
            InjuryResult.PRESUMED_DEAD,
        )


class Removal(StrEnum):
    """What happens when a severe injury's penalty takes its stat below 0."""

    NONE = "none"
    REMOVED = "removed"  # Spinal Injury: can no longer defend itself, leaves the War Clan
    DIES = "dies"  # Weakened Core: dies and is removed


@dataclass(frozen=True, slots=True)
class InjuryRow:
    """A row of the Injury Table: the 2D6 totals it covers and its result."""

    low: int
    high: int
    result: InjuryResult
    text: str


@dataclass(frozen=True, slots=True)
class SevereInjuryRow:
    """A row of the Severe Injury Table: its totals, penalty, limits and removal."""

    key: str
    name: str
    low: int
    high: int
    stat: str | None  # the stat the penalty lowers, None for no lasting penalty
    penalty: int  # subtracted from ``stat``
    max_times: int | None  # a further result is re-rolled
    blind_at: int | None  # the n-th time makes the warrior permanently Blind
    removal: Removal
    text: str
    house_rule: bool = False

    def __post_init__(self) -> None:
        if self.stat is not None and self.stat not in STAT_NAMES:
            raise RulesError(
                T_(
                    "severe injury {name}: unknown stat {stat!r}",
                    name=self.name,
                    stat=self.stat,
                )
            )


class InjuryTableError(RulesError):
    """A table that the rules cannot use; ``severe`` tells the Severe Injury Table from the
    Injury Table."""

    def __init__(self, severe: bool, message: str) -> None:
        self.severe = severe
        if severe:
            super().__init__(T_("Severe Injury Table: {problem}", problem=message))
        else:
            super().__init__(T_("Injury Table: {problem}", problem=message))


def _check_coverage(rows: Sequence[InjuryRow] | Sequence[SevereInjuryRow], *, severe: bool) -> None:
    covered: list[int] = []
    for row in rows:
        if row.low > row.high:
            raise InjuryTableError(
                severe, T_("row {low}–{high} is empty", low=row.low, high=row.high)
            )
        covered.extend(range(row.low, row.high + 1))
    if sorted(covered) != list(range(2, 13)):
        raise InjuryTableError(severe, T_("rows must cover 2–12 exactly once each"))


@dataclass(frozen=True, slots=True)
class InjuryTables:
    """The Injury Table and the Severe Injury Table, each checked to cover 2–12."""

    injury: tuple[InjuryRow, ...]
    severe: tuple[SevereInjuryRow, ...]

    def __post_init__(self) -> None:
        _check_coverage(self.injury, severe=False)
        _check_coverage(self.severe, severe=True)
        if all(row.max_times is not None for row in self.severe):
            raise InjuryTableError(True, T_("at least one row must have no limit"))

    def injury_row(self, roll: int) -> InjuryRow:
        return next(r for r in self.injury if r.low <= roll <= r.high)

    def severe_row(self, roll: int) -> SevereInjuryRow:
        return next(r for r in self.severe if r.low <= roll <= r.high)


@dataclass(frozen=True, slots=True)
class WarriorCondition:
    """What the injury rules need to know about a warrior before the roll."""

    name: str
    stats: Stats  # current stats: base + improvements − earlier penalties
    severe_counts: Mapping[str, int] = field(default_factory=dict)  # by SevereInjuryRow.key


@dataclass(frozen=True, slots=True)
class SevereOutcome:
    """The Severe Injury Table row a warrior got, after any re-rolls."""

    row: SevereInjuryRow
    rolls: tuple[int, ...]  # every 2D6 rolled, re-rolls included; the last one applies
    times: int  # how many times the warrior now has this injury
    becomes_blind: bool


@dataclass(frozen=True, slots=True)
class InjuryOutcome:
    """What the injury rolls did to one warrior: result, severe injury, equipment."""

    warrior: str
    roll: int
    result: InjuryResult
    severe: SevereOutcome | None = None
    equipment_roll: int | None = None
    stats_after: Stats | None = None

    @property
    def dies(self) -> bool:
        return self.result is InjuryResult.DEAD or (
            self.severe is not None
            and self.severe.row.removal is Removal.DIES
            and self._below_zero(self.severe.row)
        )

    @property
    def removed(self) -> bool:
        """Leaves the War Clan: dead, or Spinal Injuries took DF below 0."""
        return self.dies or (
            self.severe is not None
            and self.severe.row.removal is Removal.REMOVED
            and self._below_zero(self.severe.row)
        )

    def _below_zero(self, row: SevereInjuryRow) -> bool:
        return (
            row.stat is not None
            and self.stats_after is not None
            and getattr(self.stats_after, row.stat) < 0
        )

    @property
    def misses_next_game(self) -> bool:
        return self.result.misses_next_game and not self.removed

    @property
    def raid_survivor(self) -> bool:
        """A presumed-dead warrior still counts as a survivor for the Raid step."""
        return self.result is InjuryResult.PRESUMED_DEAD

    @property
    def loses_equipment(self) -> bool:
        """Death loses everything; a severe wound's 1D6 of 1 loses all equipment."""
        return self.removed or self.equipment_roll == 1

    @property
    def penalty(self) -> tuple[str, int] | None:
        if self.severe is None or self.severe.row.stat is None:
            return None
        return self.severe.row.stat, -self.severe.row.penalty


def roll_severe(
    tables: InjuryTables, condition: WarriorCondition, dice: DiceSource
) -> SevereOutcome:
    """Roll on the Severe Injury Table, re-rolling results the warrior already has at
    their limit (a third Crushed Leg, Shattered Arm or Eye Wound)."""
    rolls: list[int] = []
    while True:
        roll = dice.roll(
            DiceKind.TWO_D6, T_("{name}'s severe injury", name=condition.name), SEVERE_SLOT
        )
        rolls.append(roll)
        row = tables.severe_row(roll)
        had = condition.severe_counts.get(row.key, 0)
        if row.max_times is not None and had >= row.max_times:
            continue
        times = had + 1
        return SevereOutcome(row, tuple(rolls), times, row.blind_at == times)


def resolve_injury(
    tables: InjuryTables, condition: WarriorCondition, dice: DiceSource
) -> InjuryOutcome:
    """The 2D6 Injury roll for one warrior removed from play, and everything it leads to."""
    roll = dice.roll(DiceKind.TWO_D6, T_("{name}'s injury", name=condition.name), INJURY_SLOT)
    result = tables.injury_row(roll).result
    if result is not InjuryResult.SEVERELY_WOUNDED:
        return InjuryOutcome(condition.name, roll, result, stats_after=condition.stats)
    severe = roll_severe(tables, condition, dice)
    stats = condition.stats
    if severe.row.stat is not None:
        stats = stats.with_delta(severe.row.stat, -severe.row.penalty)
    outcome = InjuryOutcome(condition.name, roll, result, severe, None, stats)
    if outcome.removed:
        # A warrior leaving the clan takes everything with it; the 1D6 would change nothing.
        return outcome
    equipment = dice.roll(
        DiceKind.ONE_D6, T_("{name}'s equipment", name=condition.name), EQUIPMENT_SLOT
    )
    return InjuryOutcome(condition.name, roll, result, severe, equipment, stats)
