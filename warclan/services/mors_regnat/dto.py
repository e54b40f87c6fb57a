"""Plain data the Mors Regnat services return (warbands, matches, attack odds).

Frozen dataclasses only, so ``services.jsonable.to_jsonable`` turns any of them into JSON
and an interface can keep them without holding a database session.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True, slots=True)
class IssueView:
    code: str  # stable (warclan.rules.mors_regnat.builder.IssueCode); key on this, not the wording
    message: str


@dataclass(frozen=True, slots=True)
class StatBlock:
    speed: int
    attack: int
    toughness: int
    wounds: int


@dataclass(frozen=True, slots=True)
class LimitsView:
    """Per-warband maxima on stat values; None = no limit."""

    speed: int | None
    attack: int | None
    toughness: int | None
    wounds: int | None


@dataclass(frozen=True, slots=True)
class WeaponView:
    key: str
    name: str
    kind: str  # ranged | close_combat
    label: str  # e.g. "ranged, Light"
    damage: int
    cp_cost: int
    range: str  # '1"–12"' or "base-to-base contact"
    min_range_inches: int | None
    max_range_inches: int | None


@dataclass(frozen=True, slots=True)
class AbilityView:
    name: str
    cost: int
    description: str


@dataclass(frozen=True, slots=True)
class WarriorSheet:
    """One warrior with everything the table needs, and what is wrong or odd about it."""

    id: int | None  # None for a dry run that was not saved
    warband_id: int
    warband: str
    position: int  # 1-based place on the roster
    name: str
    cp_bought: StatBlock  # Creation Points spent on each stat
    stats: StatBlock  # the values played with (SPEED in inches)
    weapon_key: str
    weapon: WeaponView | None  # None only for a key the rules do not know
    abilities: tuple[AbilityView, ...]
    cp_budget: int
    cp_stats: int
    cp_weapon: int
    cp_abilities: int
    cp_spent: int
    cp_left: int  # negative when over budget
    cautious_advance: int  # inches: half SPEED, rounded up
    weak_attack: int  # dice: half ATTACK, rounded up
    errors: tuple[IssueView, ...]
    warnings: tuple[IssueView, ...]
    saved: bool = True
    # The row's version counter: hand it back to ``edit_warrior`` as ``expected_version``
    # so an edit made from this sheet is refused if someone else changed it meanwhile.
    version: int = 0


@dataclass(frozen=True, slots=True)
class RecordView:
    played: int
    won: int
    lost: int
    drawn: int


@dataclass(frozen=True, slots=True)
class WarbandSheet:
    id: int
    name: str
    limits: LimitsView
    warriors: tuple[WarriorSheet, ...]
    cp_spent: int
    errors: tuple[IssueView, ...]  # of the warband as a whole (its warriors carry their own)
    warnings: tuple[IssueView, ...]
    record: RecordView


@dataclass(frozen=True, slots=True)
class WarbandSummary:
    id: int
    name: str
    warriors: int
    cp_spent: int
    warnings: int  # warband and warrior warnings together
    errors: int
    record: RecordView


@dataclass(frozen=True, slots=True)
class Deleted:
    kind: str  # warband | warrior | match
    id: int
    name: str
    detail: str


@dataclass(frozen=True, slots=True)
class ExportResult:
    warband: str
    path: str
    warriors: int
    bytes: int


@dataclass(frozen=True, slots=True)
class MatchSideView:
    warband_id: int | None  # None once the warband was deleted (its name is kept)
    warband: str
    casualties: int
    result: str  # won | lost | drawn


@dataclass(frozen=True, slots=True)
class MatchView:
    id: int
    played_on: date
    draw: bool
    winner: str | None
    notes: str
    sides: tuple[MatchSideView, ...]


@dataclass(frozen=True, slots=True)
class WarbandRecord:
    warband_id: int
    warband: str
    record: RecordView


@dataclass(frozen=True, slots=True)
class Chance:
    """An exact probability and the same as a float (JSON keeps both)."""

    fraction: str  # e.g. "3/8"
    p: float


@dataclass(frozen=True, slots=True)
class ExactValue:
    fraction: str
    value: float


@dataclass(frozen=True, slots=True)
class OddsRow:
    unblocked: int  # ATTACK dice that get through
    damage: int  # total damage dealt
    chance: Chance  # exactly this much
    at_least: Chance  # this much or more
    kills: bool  # damage reaches the defender's WOUNDS


@dataclass(frozen=True, slots=True)
class OddsView:
    attack_dice: int  # dice rolled (already halved for a Weak Attack)
    damage: int
    toughness_dice: int
    wounds: int
    weak: bool
    attacker: str | None  # "Warband/Warrior" when computed from stored warriors
    defender: str | None
    weapon: str | None
    rows: tuple[OddsRow, ...]
    kill_chance: Chance
    expected_damage: ExactValue
