"""Mors Regnat warband creation: Creation Points, stats, weapons, special abilities.

Pure rules (rule text 002, "Warband Creation"; docs/design/RULES.md, "Mors Regnat").
Builds are plain frozen dataclasses that may hold a draft the player is still
editing, even an illegal one: ``validate_warrior`` and ``validate_warband`` say
what is wrong, with the numbers, instead of the constructor raising, so an
interface can show every reason at once next to the field that causes it.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from warclan.i18n_text import T_

CREATION_POINTS: Final = 12

# Base values every warrior starts with, before any Creation Point is spent.
BASE_SPEED: Final = 3  # inches
BASE_ATTACK: Final = 0  # D10 rolled when attacking
BASE_TOUGHNESS: Final = 0  # D10 rolled when defending
BASE_WOUNDS: Final = 2

# What one Creation Point buys in each stat.
SPEED_PER_CP: Final = 1
ATTACK_PER_CP: Final = 1
TOUGHNESS_PER_CP: Final = 1
WOUNDS_PER_CP: Final = 2

# Ranged weapons fire up to 12" with a minimum of 1" (and may also be used in close combat).
RANGED_MIN_INCHES: Final = 1
RANGED_MAX_INCHES: Final = 12
CLOSE_COMBAT_RANGE_TEXT: Final = T_("base-to-base contact")  # the window translates it

# The rules leave special abilities to the players but fix their price.
ABILITY_MIN_COST: Final = 1
ABILITY_MAX_COST: Final = 2

DEFAULT_WEAPON_KEY: Final = "cc_bare_handed"  # the only free weapon


class WeaponKind(StrEnum):
    RANGED = "ranged"
    CLOSE_COMBAT = "close_combat"


class Stat(StrEnum):
    SPEED = "SPEED"
    ATTACK = "ATTACK"
    TOUGHNESS = "TOUGHNESS"
    WOUNDS = "WOUNDS"

    def show(self, value: int) -> str:
        """The value as the rules print it: SPEED in inches, the others bare."""
        return f'{value}"' if self is Stat.SPEED else str(value)


@dataclass(frozen=True, slots=True)
class Weapon:
    key: str  # stable identifier stored in the database; never rename
    name: str
    kind: WeaponKind
    damage: int  # per unblocked ATTACK die
    cp_cost: int

    @property
    def is_ranged(self) -> bool:
        return self.kind is WeaponKind.RANGED

    @property
    def min_range_inches(self) -> int | None:
        return RANGED_MIN_INCHES if self.is_ranged else None

    @property
    def max_range_inches(self) -> int | None:
        return RANGED_MAX_INCHES if self.is_ranged else None

    @property
    def range_text(self) -> str:
        if self.is_ranged:
            return f'{RANGED_MIN_INCHES}"–{RANGED_MAX_INCHES}"'
        return CLOSE_COMBAT_RANGE_TEXT


# The six weapons of the rule text, in its order. A table rather than an enum so the
# catalogue can list and look them up by key without special cases.
WEAPON_LIST: Final[tuple[Weapon, ...]] = (
    Weapon("ranged_weak", "Weak", WeaponKind.RANGED, damage=1, cp_cost=2),
    Weapon("ranged_light", "Light", WeaponKind.RANGED, damage=2, cp_cost=4),
    Weapon("ranged_strong", "Strong", WeaponKind.RANGED, damage=3, cp_cost=6),
    Weapon("cc_bare_handed", "Bare-Handed", WeaponKind.CLOSE_COMBAT, damage=1, cp_cost=0),
    Weapon("cc_light", "Light", WeaponKind.CLOSE_COMBAT, damage=3, cp_cost=4),
    Weapon("cc_strong", "Strong", WeaponKind.CLOSE_COMBAT, damage=6, cp_cost=6),
)
WEAPONS: Final = MappingProxyType({weapon.key: weapon for weapon in WEAPON_LIST})


def weapon_for(key: str) -> Weapon | None:
    return WEAPONS.get(key)


@dataclass(frozen=True, slots=True)
class SpecialAbility:
    """A player-made ability; its cost (1 or 2 CP) is checked by ``validate_ability``."""

    name: str
    description: str = ""
    cost: int = ABILITY_MIN_COST


@dataclass(frozen=True, slots=True)
class StatLimits:
    """Optional per-warband maxima on stat values (not on CP), agreed by the players."""

    speed: int | None = None  # inches
    attack: int | None = None
    toughness: int | None = None
    wounds: int | None = None

    def limit(self, stat: Stat) -> int | None:
        return {
            Stat.SPEED: self.speed,
            Stat.ATTACK: self.attack,
            Stat.TOUGHNESS: self.toughness,
            Stat.WOUNDS: self.wounds,
        }[stat]


NO_LIMITS: Final = StatLimits()


@dataclass(frozen=True, slots=True)
class WarriorBuild:
    """One warrior as the player built it: the CP bought per stat, weapon and abilities.

    Stats are derived from the CP bought (never stored), so a change of the
    rules' base values or prices cannot leave a stored stat inconsistent.
    """

    name: str
    speed_points: int = 0
    attack_points: int = 0
    toughness_points: int = 0
    wounds_points: int = 0
    weapon_key: str = DEFAULT_WEAPON_KEY
    abilities: tuple[SpecialAbility, ...] = ()

    @property
    def speed(self) -> int:
        return BASE_SPEED + SPEED_PER_CP * self.speed_points

    @property
    def attack(self) -> int:
        return BASE_ATTACK + ATTACK_PER_CP * self.attack_points

    @property
    def toughness(self) -> int:
        return BASE_TOUGHNESS + TOUGHNESS_PER_CP * self.toughness_points

    @property
    def wounds(self) -> int:
        return BASE_WOUNDS + WOUNDS_PER_CP * self.wounds_points

    def stat(self, stat: Stat) -> int:
        return {
            Stat.SPEED: self.speed,
            Stat.ATTACK: self.attack,
            Stat.TOUGHNESS: self.toughness,
            Stat.WOUNDS: self.wounds,
        }[stat]

    def stat_points(self, stat: Stat) -> int:
        return {
            Stat.SPEED: self.speed_points,
            Stat.ATTACK: self.attack_points,
            Stat.TOUGHNESS: self.toughness_points,
            Stat.WOUNDS: self.wounds_points,
        }[stat]

    @property
    def weapon(self) -> Weapon | None:
        return weapon_for(self.weapon_key)

    @property
    def stat_cp(self) -> int:
        return sum(self.stat_points(stat) for stat in Stat)

    @property
    def weapon_cp(self) -> int:
        # An unknown weapon costs nothing here; validation refuses it separately.
        weapon = self.weapon
        return weapon.cp_cost if weapon is not None else 0

    @property
    def abilities_cp(self) -> int:
        return sum(ability.cost for ability in self.abilities)

    @property
    def cp_spent(self) -> int:
        return self.stat_cp + self.weapon_cp + self.abilities_cp

    @property
    def cp_left(self) -> int:
        """Negative when over budget."""
        return CREATION_POINTS - self.cp_spent

    @property
    def cautious_advance(self) -> int:
        """CAUTIOUS ADVANCE moves half SPEED, rounded up (inches)."""
        return math.ceil(self.speed / 2)

    @property
    def weak_attack(self) -> int:
        """A WEAK ATTACK rolls half ATTACK, rounded up (dice)."""
        return math.ceil(self.attack / 2)


@dataclass(frozen=True, slots=True)
class WarbandBuild:
    name: str
    warriors: tuple[WarriorBuild, ...] = ()
    limits: StatLimits = NO_LIMITS


class IssueCode(StrEnum):
    """Stable codes: interfaces and tests key on these, never on message wording."""

    # refusals (errors)
    EMPTY_NAME = "empty_name"
    NEGATIVE_POINTS = "negative_points"
    UNKNOWN_WEAPON = "unknown_weapon"
    OVER_BUDGET = "over_budget"
    OVER_LIMIT = "over_limit"
    ABILITY_BLANK_NAME = "ability_blank_name"
    ABILITY_COST = "ability_cost"
    WARBAND_EMPTY_NAME = "warband_empty_name"
    DUPLICATE_WARRIOR_NAME = "duplicate_warrior_name"
    LIMIT_BELOW_BASE = "limit_below_base"
    # warnings
    CP_UNSPENT = "cp_unspent"
    ATTACK_ZERO = "attack_zero"
    NO_WARRIORS = "no_warriors"


@dataclass(frozen=True, slots=True)
class Issue:
    code: IssueCode
    message: str  # for people: says why, with the numbers


@dataclass(frozen=True, slots=True)
class Validation:
    errors: tuple[Issue, ...] = ()  # refusals: the build cannot be saved as legal
    warnings: tuple[Issue, ...] = ()  # legal, but probably not what the player meant

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def codes(self) -> frozenset[IssueCode]:
        return frozenset(issue.code for issue in (*self.errors, *self.warnings))


@dataclass(frozen=True, slots=True)
class WarbandValidation:
    warband: Validation  # issues of the warband as a whole
    warriors: tuple[Validation, ...] = ()  # one per warrior, same order

    @property
    def ok(self) -> bool:
        return self.warband.ok and all(v.ok for v in self.warriors)


def validate_ability(ability: SpecialAbility) -> tuple[Issue, ...]:
    errors: list[Issue] = []
    if not ability.name.strip():
        errors.append(Issue(IssueCode.ABILITY_BLANK_NAME, T_("a special ability needs a name")))
    if not ABILITY_MIN_COST <= ability.cost <= ABILITY_MAX_COST:
        label = ability.name.strip() or T_("unnamed ability")
        errors.append(
            Issue(
                IssueCode.ABILITY_COST,
                T_(
                    "special ability {label!r} costs {cost} CP; abilities cost "
                    "{ability_min_cost}–{ability_max_cost} CP",
                    label=label,
                    cost=ability.cost,
                    ability_min_cost=ABILITY_MIN_COST,
                    ability_max_cost=ABILITY_MAX_COST,
                ),
            )
        )
    return tuple(errors)


def validate_warrior(build: WarriorBuild, limits: StatLimits = NO_LIMITS) -> Validation:
    errors: list[Issue] = []
    warnings: list[Issue] = []

    if not build.name.strip():
        errors.append(Issue(IssueCode.EMPTY_NAME, T_("a warrior needs a name")))

    for stat in Stat:
        points = build.stat_points(stat)
        if points < 0:
            errors.append(
                Issue(
                    IssueCode.NEGATIVE_POINTS,
                    T_(
                        "{stat} has {points} CP; CP spent on a stat cannot be negative",
                        stat=stat,
                        points=points,
                    ),
                )
            )

    if build.weapon is None:
        known = ", ".join(WEAPONS)
        errors.append(
            Issue(
                IssueCode.UNKNOWN_WEAPON,
                T_(
                    "unknown weapon {weapon_key!r}; choose one of: {known}",
                    weapon_key=build.weapon_key,
                    known=known,
                ),
            )
        )

    for ability in build.abilities:
        errors.extend(validate_ability(ability))

    for stat in Stat:
        limit = limits.limit(stat)
        value = build.stat(stat)
        if limit is not None and value > limit:
            errors.append(
                Issue(
                    IssueCode.OVER_LIMIT,
                    T_(
                        "{stat} {value} exceeds the warband limit of {limit}",
                        stat=stat,
                        value=stat.show(value),
                        limit=stat.show(limit),
                    ),
                )
            )

    spent = build.cp_spent
    if spent > CREATION_POINTS:
        errors.append(
            Issue(
                IssueCode.OVER_BUDGET,
                T_(
                    "over budget: spends {spent} CP of {creation_points}",
                    spent=spent,
                    creation_points=CREATION_POINTS,
                ),
            )
        )
    elif spent < CREATION_POINTS:
        # Allowed by the rules, but usually a forgotten point.
        warnings.append(
            Issue(IssueCode.CP_UNSPENT, T_("{cp} CP unspent", cp=CREATION_POINTS - spent))
        )

    if build.attack <= 0:
        warnings.append(
            Issue(
                IssueCode.ATTACK_ZERO,
                T_(
                    "ATTACK {attack}: this warrior cannot roll attack dice",
                    attack=build.attack,
                ),
            )
        )

    return Validation(tuple(errors), tuple(warnings))


def validate_limits(limits: StatLimits) -> tuple[Issue, ...]:
    """A limit below a base value would make every warrior illegal."""
    base = {
        Stat.SPEED: BASE_SPEED,
        Stat.ATTACK: BASE_ATTACK,
        Stat.TOUGHNESS: BASE_TOUGHNESS,
        Stat.WOUNDS: BASE_WOUNDS,
    }
    errors: list[Issue] = []
    for stat in Stat:
        limit = limits.limit(stat)
        if limit is not None and limit < base[stat]:
            errors.append(
                Issue(
                    IssueCode.LIMIT_BELOW_BASE,
                    T_(
                        "{stat} limit {limit} is below the base value of {base}",
                        stat=stat,
                        limit=stat.show(limit),
                        base=stat.show(base[stat]),
                    ),
                )
            )
    return tuple(errors)


def validate_warband(warband: WarbandBuild) -> WarbandValidation:
    errors: list[Issue] = []
    warnings: list[Issue] = []

    if not warband.name.strip():
        errors.append(Issue(IssueCode.WARBAND_EMPTY_NAME, T_("a warband needs a name")))

    errors.extend(validate_limits(warband.limits))

    # Names identify warriors on the roster and in the campaign log, so they must
    # differ regardless of case and surrounding spaces. A blank name is the
    # warrior's own error, not a duplicate.
    uses: Counter[str] = Counter()
    spelling: dict[str, str] = {}
    for warrior in warband.warriors:
        folded = warrior.name.strip().casefold()
        if folded:
            uses[folded] += 1
            spelling.setdefault(folded, warrior.name.strip())
    for folded, count in uses.items():
        if count > 1:
            errors.append(
                Issue(
                    IssueCode.DUPLICATE_WARRIOR_NAME,
                    T_(
                        "warrior name {spelling!r} is used {count} times; names must differ "
                        "(ignoring case)",
                        spelling=spelling[folded],
                        count=count,
                    ),
                )
            )

    if not warband.warriors:
        warnings.append(Issue(IssueCode.NO_WARRIORS, T_("the warband has no warriors yet")))

    return WarbandValidation(
        warband=Validation(tuple(errors), tuple(warnings)),
        warriors=tuple(validate_warrior(w, warband.limits) for w in warband.warriors),
    )
