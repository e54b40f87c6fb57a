"""The attack odds service: the rules' exact numbers, as fractions and floats, from
numbers or from two stored warriors; checked once more against plain enumeration."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from warclan.rules.errors import RulesError
from warclan.rules.mors_regnat import odds as mors_odds
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.errors import NotFound, ServiceError
from warclan.services.mors_regnat import odds, warbands
from warclan.services.mors_regnat import warriors as warrior_service


def enumerate_unblocked(attack: int, toughness: int) -> dict[int, Fraction]:
    """Every roll; the defender blocks its highest ATTACK dice it can with its highest dice."""
    counts: dict[int, int] = {}
    for roll in itertools.product(range(1, 11), repeat=attack + toughness):
        a = sorted(roll[:attack], reverse=True)
        t = sorted(roll[attack:], reverse=True)
        blocked = 0
        for die in a:  # highest first: a die a blocker cannot beat goes through
            if blocked < len(t) and t[blocked] >= die:
                blocked += 1
        counts[attack - blocked] = counts.get(attack - blocked, 0) + 1
    total = 10 ** (attack + toughness)
    return {k: Fraction(v, total) for k, v in counts.items()}


@pytest.mark.parametrize(("attack", "toughness"), [(0, 2), (1, 0), (1, 1), (2, 1), (2, 2), (3, 1)])
def test_distribution_matches_enumeration(attack, toughness):
    view = odds.attack_odds(attack, 2, toughness, 3)
    expected = enumerate_unblocked(attack, toughness)
    assert {r.unblocked: Fraction(r.chance.fraction) for r in view.rows if r.chance.p} == expected


@pytest.mark.parametrize(("attack", "damage", "toughness", "wounds"), [(4, 3, 2, 4), (6, 1, 6, 2)])
def test_every_number_is_the_rules_number(attack, damage, toughness, wounds):
    view = odds.attack_odds(attack, damage, toughness, wounds)
    exact = mors_odds.attack_odds(attack, damage, toughness, wounds)
    assert {r.unblocked: Fraction(r.chance.fraction) for r in view.rows} == dict(exact.unblocked)
    assert {r.damage: Fraction(r.chance.fraction) for r in view.rows} == dict(exact.damage_dealt)
    assert Fraction(view.kill_chance.fraction) == exact.kill_chance
    assert view.kill_chance.p == float(exact.kill_chance)
    assert Fraction(view.expected_damage.fraction) == exact.expected_damage
    for row in view.rows:
        assert row.chance.p == float(Fraction(row.chance.fraction))
        at_least = sum((p for k, p in exact.unblocked.items() if k >= row.unblocked), Fraction(0))
        assert Fraction(row.at_least.fraction) == at_least
        assert row.kills == (row.damage >= wounds)
    assert sum(Fraction(r.chance.fraction) for r in view.rows) == 1


def test_a_known_case_by_hand():
    # One ATTACK die against one TOUGHNESS die: blocked when T >= A, i.e. 55 of 100 rolls.
    view = odds.attack_odds(1, 6, 1, 2)
    assert [(r.unblocked, r.damage, r.chance.fraction, r.kills) for r in view.rows] == [
        (0, 0, "11/20", False),
        (1, 6, "9/20", True),
    ]
    assert (view.kill_chance.fraction, view.kill_chance.p) == ("9/20", 0.45)
    assert (view.expected_damage.fraction, view.expected_damage.value) == ("27/10", 2.7)


@pytest.mark.parametrize(("attack", "rolled"), [(0, 0), (1, 1), (4, 2), (5, 3)])
def test_weak_attack_rolls_half_attack_rounded_up(attack, rolled):
    view = odds.attack_odds(attack, 1, 1, 1, weak=True)
    assert (view.attack_dice, view.weak) == (rolled, True)
    assert view.rows == odds.attack_odds(rolled, 1, 1, 1).rows


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((-1, 1, 1, 1), "ATTACK dice cannot be negative"),
        ((1, 1, -2, 1), "TOUGHNESS dice cannot be negative"),
        ((1, 0, 1, 1), "damage must be at least 1"),
        ((1, 1, 1, 0), "wounds must be at least 1"),
    ],
)
def test_bad_numbers_are_refused_by_the_rules(args, message):
    with pytest.raises(RulesError, match=message):
        odds.attack_odds(*args)


def test_pools_are_capped():
    assert odds.attack_odds(odds.MAX_DICE, 1, 0, 1).attack_dice == odds.MAX_DICE
    with pytest.raises(ServiceError, match="ATTACK dice: at most 24"):
        odds.attack_odds(25, 1, 1, 1)
    with pytest.raises(ServiceError, match="TOUGHNESS dice: at most 24"):
        odds.attack_odds(1, 1, 25, 1)


def test_damage_and_wounds_are_capped():
    """A huge damage made float() of the expected damage overflow (an internal error)."""
    top = odds.attack_odds(2, odds.MAX_DAMAGE, 1, odds.MAX_WOUNDS)
    assert top.damage == 999 and top.wounds == 999
    with pytest.raises(ServiceError, match=r"^damage: at most 999 \(got 1000\)$"):
        odds.attack_odds(1, 1000, 1, 1)
    with pytest.raises(ServiceError, match=r"^damage: at most 999 \(got a far larger number\)$"):
        odds.attack_odds(3, 10**400, 2, 3)
    with pytest.raises(ServiceError, match=r"^WOUNDS: at most 999 \(got 1000\)$"):
        odds.attack_odds(1, 1, 1, 1000)


@pytest.fixture
def warriors(db):
    warbands.create_warband(db, "Ash Wolves")
    warrior_service.add_warrior(db, "Ash Wolves", WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))
    warbands.create_warband(db, "Bone/Crows")  # a "/" in a name still resolves
    warrior_service.add_warrior(db, "Bone/Crows", WarriorBuild("Vex", 0, 2, 3, 3, "ranged_weak"))
    return db


def test_stored_warriors(warriors):
    view = odds.warrior_odds(warriors, "Ash Wolves/Grim", "bone/crows/vex")
    assert (view.attacker, view.defender, view.weapon) == (
        "Ash Wolves/Grim",
        "Bone/Crows/Vex",
        "close combat, Light",
    )
    # Grim: ATTACK 4, Light close combat weapon (3 damage); Vex: TOUGHNESS 3, WOUNDS 8.
    assert (view.attack_dice, view.damage, view.toughness_dice, view.wounds) == (4, 3, 3, 8)
    assert view.rows == odds.attack_odds(4, 3, 3, 8).rows
    weak = odds.warrior_odds(warriors, "Ash Wolves/Grim", "Bone/Crows/Vex", weak=True)
    assert weak.attack_dice == 2 and weak.weak
    back = odds.warrior_odds(warriors, "Bone/Crows/Vex", "Ash Wolves/Grim")
    assert (back.attack_dice, back.damage, back.toughness_dice, back.wounds) == (2, 1, 2, 2)


def test_stored_warriors_not_found(warriors):
    with pytest.raises(NotFound, match="no warrior 'Ash Wolves/Nobody'"):
        odds.warrior_odds(warriors, "Ash Wolves/Nobody", "Bone/Crows/Vex")
    with pytest.raises(ServiceError, match="name a warrior as WARBAND/WARRIOR, not 'Grim'"):
        odds.warrior_odds(warriors, "Grim", "Bone/Crows/Vex")
