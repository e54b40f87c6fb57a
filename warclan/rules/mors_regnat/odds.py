"""Exact odds of a Mors Regnat attack: ATTACK dice (D10) against TOUGHNESS dice (D10).

The rule (text 002, "Performing Attacks"): each TOUGHNESS die showing equal to or
more than an ATTACK die blocks that one die, one block per TOUGHNESS die, and the
defender blocks as many as it can; every unblocked ATTACK die deals the weapon's
damage, and the defender dies once the damage reaches its WOUNDS.

Blocking as many as possible is a maximum matching, and a greedy sweep finds it:
go through the faces from 10 down to 1; at each face the TOUGHNESS dice showing it
join a pool of waiting blockers (each can block any ATTACK die at or below its own
face, so any die still to come), then the ATTACK dice showing it are blocked by as
many waiting blockers as there are. Using a blocker now never costs a later block,
because every later ATTACK die is lower and any waiting blocker would do, so the
sweep is optimal.

The odds are exact fractions, counted without listing the 10^(A+T) rolls: the sweep
only needs how many dice of each side show each face, so a dynamic programme runs
the sweep over all rolls at once. Its state after some faces is (ATTACK dice not
yet placed, TOUGHNESS dice not yet placed, unblocked so far) and its value the
number of rolls reaching it; the pool is implied (TOUGHNESS placed minus ATTACK
blocked). Placing ``k`` of the ``n`` remaining dice on a face multiplies by C(n, k),
so the counts are the multinomial ones. A state whose pool already covers every
ATTACK die left is finished early: those dice all land lower and will be blocked,
whatever the rest shows. Dividing the final counts by 10^(A+T) gives probabilities.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb
from types import MappingProxyType
from typing import Final

from warclan.i18n_text import T_
from warclan.rules.dice import DiceKind, check_value
from warclan.rules.errors import RulesError

FACES: Final = 10


# RulesError is a ValueError, so callers may catch either.
def _check_dice(what: str, value: object) -> int:
    # bool is an int subclass; True dice is a bug upstream, not one die.
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(
            T_(
                "{what} must be a whole number of dice, got {value!r}",
                what=what,
                value=value,
            )
        )
    if value < 0:
        raise RulesError(T_("{what} cannot be negative, got {value}", what=what, value=value))
    return value


def _check_at_least_one(what: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(
            T_(
                "{what} must be a whole number, got {value!r}",
                what=what,
                value=value,
            )
        )
    if value < 1:
        raise RulesError(T_("{what} must be at least 1, got {value}", what=what, value=value))
    return value


def count_unblocked(attack_rolls: Sequence[int], toughness_rolls: Sequence[int]) -> int:
    """How many ATTACK dice of an actual roll get through (the greedy sweep above)."""
    for roll in attack_rolls:
        check_value(DiceKind.D10, roll, "ATTACK")
    for roll in toughness_rolls:
        check_value(DiceKind.D10, roll, "TOUGHNESS")
    pool = 0
    unblocked = 0
    for face in range(FACES, 0, -1):
        pool += toughness_rolls.count(face)
        shown = attack_rolls.count(face)
        blocked = min(pool, shown)
        pool -= blocked
        unblocked += shown - blocked
    return unblocked


@lru_cache(maxsize=1024)  # (ATTACK, TOUGHNESS) pairs; a game uses a few dozen
def _unblocked_counts(attack: int, toughness: int) -> tuple[int, ...]:
    """counts[k] = how many of the 10^(attack+toughness) rolls leave k ATTACK dice unblocked."""
    counts = [0] * (attack + 1)
    binomial = [[comb(n, k) for k in range(n + 1)] for n in range(max(attack, toughness) + 1)]
    # (ATTACK dice left, TOUGHNESS dice left, unblocked so far) -> number of rolls
    states: dict[tuple[int, int, int], int] = {(attack, toughness, 0): 1}

    for face in range(FACES, 1, -1):
        lower = face - 1  # faces still to come, each die left lands on one of them

        # TOUGHNESS dice showing this face join the pool.
        joined: defaultdict[tuple[int, int, int], int] = defaultdict(int)
        for (a_left, t_left, unblocked), ways in states.items():
            row = binomial[t_left]
            for shown in range(t_left + 1):
                joined[a_left, t_left - shown, unblocked] += ways * row[shown]

        # ATTACK dice showing this face meet the pool.
        states = defaultdict(int)
        for (a_left, t_left, unblocked), ways in joined.items():
            pool = (toughness - t_left) - (attack - a_left - unblocked)
            row = binomial[a_left]
            for shown in range(a_left + 1):
                blocked = min(pool, shown)
                a_rest = a_left - shown
                now_unblocked = unblocked + shown - blocked
                count = ways * row[shown]
                if pool - blocked >= a_rest:
                    # Enough blockers wait for every lower ATTACK die: settled, and the
                    # dice left may show any of the lower faces.
                    counts[now_unblocked] += count * lower ** (a_rest + t_left)
                else:
                    states[a_rest, t_left, now_unblocked] += count

    # Face 1: every die left shows 1, so each blocker, waiting or new, blocks one.
    for (a_left, t_left, unblocked), ways in states.items():
        pool = (toughness - t_left) - (attack - a_left - unblocked)
        counts[unblocked + max(0, a_left - pool - t_left)] += ways
    return tuple(counts)


def clear_cache() -> None:
    """Forget cached counts (benchmarks use it to time the real work)."""
    _unblocked_counts.cache_clear()


def unblocked_distribution(attack_dice: int, toughness_dice: int) -> dict[int, Fraction]:
    """Exact probability of each number of unblocked ATTACK dice, 0..attack_dice."""
    _check_dice("ATTACK dice", attack_dice)
    _check_dice("TOUGHNESS dice", toughness_dice)
    total = FACES ** (attack_dice + toughness_dice)
    counts = _unblocked_counts(attack_dice, toughness_dice)
    return {k: Fraction(count, total) for k, count in enumerate(counts)}


def damage_distribution(attack_dice: int, damage: int, toughness_dice: int) -> dict[int, Fraction]:
    """Exact probability of each total damage; each unblocked die deals ``damage``."""
    _check_at_least_one("damage", damage)
    unblocked = unblocked_distribution(attack_dice, toughness_dice)
    return {k * damage: p for k, p in unblocked.items()}


def kill_chance(attack_dice: int, damage: int, toughness_dice: int, wounds: int) -> Fraction:
    """Chance that one attack takes a defender with ``wounds`` WOUNDS to 0 or below."""
    _check_at_least_one("wounds", wounds)
    dealt = damage_distribution(attack_dice, damage, toughness_dice)
    return sum((p for total, p in dealt.items() if total >= wounds), Fraction(0))


@dataclass(frozen=True, slots=True)
class AttackOdds:
    attack_dice: int
    damage: int  # per unblocked die
    toughness_dice: int
    wounds: int
    unblocked: Mapping[int, Fraction]  # unblocked dice -> probability
    damage_dealt: Mapping[int, Fraction]  # total damage -> probability
    expected_damage: Fraction
    kill_chance: Fraction


def attack_odds(attack_dice: int, damage: int, toughness_dice: int, wounds: int) -> AttackOdds:
    _check_at_least_one("damage", damage)
    _check_at_least_one("wounds", wounds)
    unblocked = unblocked_distribution(attack_dice, toughness_dice)
    dealt = {k * damage: p for k, p in unblocked.items()}
    return AttackOdds(
        attack_dice=attack_dice,
        damage=damage,
        toughness_dice=toughness_dice,
        wounds=wounds,
        unblocked=MappingProxyType(unblocked),
        damage_dealt=MappingProxyType(dealt),
        expected_damage=sum((total * p for total, p in dealt.items()), Fraction(0)),
        kill_chance=sum((p for total, p in dealt.items() if total >= wounds), Fraction(0)),
    )
