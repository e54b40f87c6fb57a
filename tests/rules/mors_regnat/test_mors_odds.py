"""Exact Mors Regnat attack odds, checked against code that shares nothing with them.

Small pools: every one of the 10^(A+T) rolls, blocked by a textbook augmenting-path
bipartite matching. Large pools: a seeded simulation whose blocking is a different
greedy (highest ATTACK die against highest TOUGHNESS die), itself checked against
the matching.
"""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from warclan.rules.errors import RulesError
from warclan.rules.mors_regnat.odds import (
    AttackOdds,
    attack_odds,
    clear_cache,
    count_unblocked,
    damage_distribution,
    kill_chance,
    unblocked_distribution,
)

FACES = range(1, 11)
rolls = st.lists(st.integers(1, 10), max_size=8)


# --- independent references ------------------------------------------------------


def max_blocks_by_matching(attack: tuple[int, ...], toughness: tuple[int, ...]) -> int:
    """Kuhn's augmenting paths: TOUGHNESS die j may block ATTACK die i if t[j] >= a[i]."""
    blocker_of: dict[int, int] = {}  # toughness index -> attack index

    def augment(i: int, visited: set[int]) -> bool:
        for j, t in enumerate(toughness):
            if t >= attack[i] and j not in visited:
                visited.add(j)
                if j not in blocker_of or augment(blocker_of[j], visited):
                    blocker_of[j] = i
                    return True
        return False

    return sum(augment(i, set()) for i in range(len(attack)))


@cache
def unblocked_by_matching(attack: tuple[int, ...], toughness: tuple[int, ...]) -> int:
    return len(attack) - max_blocks_by_matching(attack, toughness)


def unblocked_top_down(attack: list[int], toughness: list[int]) -> int:
    """Highest ATTACK die meets the highest unused TOUGHNESS die; if that cannot block
    it, nothing can, so the ATTACK die gets through."""
    attack = sorted(attack, reverse=True)
    toughness = sorted(toughness, reverse=True)
    used = 0
    unblocked = 0
    for a in attack:
        if used < len(toughness) and toughness[used] >= a:
            used += 1
        else:
            unblocked += 1
    return unblocked


def brute_force_distribution(attack_dice: int, toughness_dice: int) -> dict[int, Fraction]:
    counts = [0] * (attack_dice + 1)
    toughness_rolls = [tuple(sorted(t)) for t in itertools.product(FACES, repeat=toughness_dice)]
    for a in itertools.product(FACES, repeat=attack_dice):
        a_sorted = tuple(sorted(a))
        for t in toughness_rolls:
            counts[unblocked_by_matching(a_sorted, t)] += 1
    total = 10 ** (attack_dice + toughness_dice)
    assert sum(counts) == total
    return {k: Fraction(c, total) for k, c in enumerate(counts)}


# --- the blocking rule on actual rolls -------------------------------------------


@given(attack=rolls, toughness=rolls)
def test_references_agree_with_the_matching(attack: list[int], toughness: list[int]) -> None:
    expected = len(attack) - max_blocks_by_matching(tuple(attack), tuple(toughness))
    assert unblocked_top_down(attack, toughness) == expected
    assert count_unblocked(attack, toughness) == expected


@pytest.mark.parametrize(
    ("attack", "toughness", "unblocked"),
    [
        ([5], [5], 0),  # equal blocks
        ([6], [5], 1),
        ([5], [6], 0),
        ([10, 10], [10], 1),  # one block per TOUGHNESS die
        ([9, 2], [3, 1], 1),  # the 3 must go to the 2, not wasted
        ([3, 3, 3], [], 3),
        ([], [7, 7], 0),
        ([1, 4, 7, 10], [2, 5, 8, 9], 1),
        ([8, 8, 2, 2], [9, 9], 2),
    ],
)
def test_count_unblocked_examples(attack: list[int], toughness: list[int], unblocked: int) -> None:
    assert count_unblocked(attack, toughness) == unblocked
    assert unblocked_by_matching(tuple(attack), tuple(toughness)) == unblocked


@pytest.mark.parametrize(("attack", "toughness"), [([0], []), ([11], [1]), ([3], [True])])
def test_count_unblocked_refuses_impossible_faces(attack: list[int], toughness: list[int]) -> None:
    with pytest.raises(RulesError, match=r"D10 roll for (ATTACK|TOUGHNESS)"):
        count_unblocked(attack, toughness)


# --- exact odds ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("attack_dice", "toughness_dice"),
    [(a, t) for a in range(4) for t in range(4)],
)
def test_small_pools_match_every_roll(attack_dice: int, toughness_dice: int) -> None:
    assert unblocked_distribution(attack_dice, toughness_dice) == brute_force_distribution(
        attack_dice, toughness_dice
    )


def test_hand_computed_values() -> None:
    # 1 vs 1: the ATTACK die gets through when strictly higher, 45 of 100 rolls.
    assert unblocked_distribution(1, 1) == {0: Fraction(11, 20), 1: Fraction(9, 20)}
    # 1 vs 2: it must beat both, sum over a of ((a-1)/10)^2 / 10 = 285/1000.
    assert unblocked_distribution(1, 2)[1] == Fraction(57, 200)
    # 2 vs 0: nothing blocks.
    assert unblocked_distribution(2, 0) == {0: 0, 1: 0, 2: 1}
    # 0 ATTACK dice: nothing to block, whatever TOUGHNESS rolls.
    assert unblocked_distribution(0, 0) == {0: 1}
    assert unblocked_distribution(0, 5) == {0: 1}


@pytest.mark.parametrize("attack_dice", range(13))
def test_distributions_sum_to_exactly_one(attack_dice: int) -> None:
    for toughness_dice in range(13):
        distribution = unblocked_distribution(attack_dice, toughness_dice)
        assert list(distribution) == list(range(attack_dice + 1))
        assert sum(distribution.values()) == 1
        assert all(isinstance(p, Fraction) and p >= 0 for p in distribution.values())
        # Each TOUGHNESS die blocks at most one die, so at least A - T get through...
        must_pass = max(0, attack_dice - toughness_dice)
        assert all(distribution[k] == 0 for k in range(must_pass))
        # ...and every count from there up to all of them can happen.
        assert all(distribution[k] > 0 for k in range(must_pass, attack_dice + 1))


def _at_least(distribution: dict[int, Fraction], k: int) -> Fraction:
    return sum((p for n, p in distribution.items() if n >= k), Fraction(0))


@pytest.mark.parametrize("attack_dice", range(1, 9))
def test_more_toughness_never_lets_more_through(attack_dice: int) -> None:
    for toughness_dice in range(8):
        fewer = unblocked_distribution(attack_dice, toughness_dice)
        more = unblocked_distribution(attack_dice, toughness_dice + 1)
        for k in range(1, attack_dice + 1):
            if k < attack_dice - toughness_dice:
                # Even with the extra die, k are certain to get through.
                assert _at_least(more, k) == _at_least(fewer, k) == 1
            else:
                assert _at_least(more, k) < _at_least(fewer, k)


def _simulate(attack_dice: int, toughness_dice: int, trials: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    counts = [0] * (attack_dice + 1)
    for _ in range(trials):
        attack = rng.choices(FACES, k=attack_dice)
        toughness = rng.choices(FACES, k=toughness_dice)
        counts[unblocked_top_down(attack, toughness)] += 1
    return counts


@pytest.mark.slow
@pytest.mark.parametrize(("attack_dice", "toughness_dice", "seed"), [(12, 12, 1), (8, 5, 2)])
def test_large_pools_match_a_simulation(attack_dice: int, toughness_dice: int, seed: int) -> None:
    trials = 200_000
    counts = _simulate(attack_dice, toughness_dice, trials, seed)
    exact = unblocked_distribution(attack_dice, toughness_dice)
    for k, p in exact.items():
        observed = counts[k] / trials
        standard_error = math.sqrt(float(p * (1 - p)) / trials)
        # 5 standard errors per value, plus a floor for values the sample barely sees.
        assert abs(observed - float(p)) <= 5 * standard_error + 1e-5, (k, observed, float(p))
    exact_mean = float(sum(k * p for k, p in exact.items()))
    observed_mean = sum(k * c for k, c in enumerate(counts)) / trials
    variance = float(sum((k - exact_mean) ** 2 * p for k, p in exact.items()))
    assert abs(observed_mean - exact_mean) <= 5 * math.sqrt(variance / trials)


def test_results_survive_cache_clearing_and_caller_mutation() -> None:
    first = unblocked_distribution(4, 3)
    pristine = dict(first)
    first[0] = Fraction(99)
    assert unblocked_distribution(4, 3) == pristine  # the cached counts are untouched
    clear_cache()
    assert unblocked_distribution(4, 3) == pristine  # recomputed, the same


# --- damage, kills and the summary -----------------------------------------------


def test_damage_distribution_scales_unblocked_dice() -> None:
    unblocked = unblocked_distribution(3, 2)
    dealt = damage_distribution(3, 6, 2)
    assert dealt == {6 * k: p for k, p in unblocked.items()}
    assert list(dealt) == [0, 6, 12, 18]


@pytest.mark.parametrize(
    ("attack_dice", "damage", "toughness_dice", "wounds", "chance"),
    [
        (1, 6, 1, 2, Fraction(9, 20)),  # one Strong close combat hit kills a fresh warrior
        (1, 1, 1, 2, Fraction(0)),  # one Bare-Handed die can never take 2 WOUNDS
        (1, 1, 1, 1, Fraction(9, 20)),
        (2, 1, 0, 2, Fraction(1)),  # undefended: both dice land
        (0, 6, 0, 1, Fraction(0)),
        (2, 3, 1, 4, None),  # needs both dice through: P(2 unblocked)
        (3, 2, 2, 3, None),  # needs at least 2 through
    ],
)
def test_kill_chance(
    attack_dice: int, damage: int, toughness_dice: int, wounds: int, chance: Fraction | None
) -> None:
    if chance is None:
        needed = -(-wounds // damage)
        chance = _at_least(brute_force_distribution(attack_dice, toughness_dice), needed)
    assert kill_chance(attack_dice, damage, toughness_dice, wounds) == chance


def test_attack_odds_summary() -> None:
    odds = attack_odds(3, 2, 2, 3)
    exact = brute_force_distribution(3, 2)
    assert isinstance(odds, AttackOdds)
    assert (odds.attack_dice, odds.damage, odds.toughness_dice, odds.wounds) == (3, 2, 2, 3)
    assert dict(odds.unblocked) == exact
    assert dict(odds.damage_dealt) == {2 * k: p for k, p in exact.items()}
    assert odds.expected_damage == 2 * sum(k * p for k, p in exact.items())
    assert isinstance(odds.expected_damage, Fraction)
    assert odds.kill_chance == exact[2] + exact[3]
    assert odds.kill_chance == kill_chance(3, 2, 2, 3)
    with pytest.raises(TypeError):
        odds.unblocked[0] = Fraction(1)  # type: ignore[index]


def test_attack_odds_1_vs_1_expected_damage() -> None:
    odds = attack_odds(1, 3, 1, 2)
    assert odds.expected_damage == Fraction(27, 20)
    assert odds.kill_chance == Fraction(9, 20)


# --- input checks ----------------------------------------------------------------


@pytest.mark.parametrize("bad", [-1, 1.0, True, "3", None])
def test_dice_counts_must_be_non_negative_whole_numbers(bad: object) -> None:
    with pytest.raises(ValueError, match="ATTACK dice"):
        unblocked_distribution(bad, 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="TOUGHNESS dice"):
        unblocked_distribution(1, bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="ATTACK dice"):
        attack_odds(bad, 1, 1, 1)  # type: ignore[arg-type]


def test_negative_dice_message() -> None:
    with pytest.raises(RulesError, match=r"^ATTACK dice cannot be negative, got -2$"):
        unblocked_distribution(-2, 0)


@pytest.mark.parametrize("bad", [0, -3, 2.5, False])
def test_damage_and_wounds_must_be_at_least_one(bad: object) -> None:
    with pytest.raises(ValueError, match="damage"):
        damage_distribution(2, bad, 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="wounds"):
        kill_chance(2, 1, 1, bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="wounds"):
        attack_odds(2, 1, 1, bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="damage"):
        attack_odds(2, bad, 1, 1)  # type: ignore[arg-type]
