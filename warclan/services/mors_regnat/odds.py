"""The Mors Regnat attack odds calculator, from numbers or from two stored warriors.

The counting is ``warclan.rules.mors_regnat.odds`` (exact fractions); this module checks the
input, applies a Weak Attack (half ATTACK, rounded up, as ``WarriorBuild.weak_attack``
says) and returns plain data with each chance both exact and as a float.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final

from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.rules.mors_regnat import odds as mors_odds
from warclan.rules.mors_regnat.builder import BASE_ATTACK, WarriorBuild
from warclan.services.errors import NotFound, ServiceError
from warclan.services.mors_regnat.dto import Chance, ExactValue, OddsRow, OddsView
from warclan.services.mors_regnat.lookup import find_warband, find_warrior
from warclan.services.mors_regnat.warbands import band_state
from warclan.store.database import Database

# 12 CP buy at most 12 dice; the headroom is for special abilities that add dice.
# The work grows quickly with the pool (benchmarks/bench_mors_odds.py), so it is capped.
MAX_DICE: Final = 24
# No weapon does more than a few points a die nor has a warrior more than a few dozen
# WOUNDS; beyond this the expected damage would no longer fit a float.
MAX_DAMAGE: Final = 999
MAX_WOUNDS: Final = 999


def _chance(value: Fraction) -> Chance:
    return Chance(str(value), float(value))


def _shown(value: int) -> str:
    # str() of an int of more than 4300 digits raises; a long one says nothing anyway.
    return str(value) if value < 10**12 else T_("a far larger number")


def weak_attack_dice(attack_dice: int) -> int:
    """The dice of a Weak Attack, by the rules' own rounding."""
    return WarriorBuild("", attack_points=attack_dice - BASE_ATTACK).weak_attack


def attack_odds(
    attack_dice: int,
    damage: int,
    toughness_dice: int,
    wounds: int,
    *,
    weak: bool = False,
    attacker: str | None = None,
    defender: str | None = None,
    weapon: str | None = None,
) -> OddsView:
    """Damage distribution and kill chance of one attack (before halving for ``weak``)."""
    for what, value, cap in (
        (T_("ATTACK dice"), attack_dice, MAX_DICE),
        (T_("TOUGHNESS dice"), toughness_dice, MAX_DICE),
        (T_("damage"), damage, MAX_DAMAGE),
        ("WOUNDS", wounds, MAX_WOUNDS),
    ):
        if isinstance(value, int) and not isinstance(value, bool) and value > cap:
            raise ServiceError(
                T_(
                    "{what}: at most {cap} (got {shown})",
                    what=what,
                    cap=cap,
                    shown=_shown(value),
                )
            )
    rolled = weak_attack_dice(attack_dice) if weak and attack_dice > 0 else attack_dice
    # RulesError (a ValueError the CLI reports) covers negative or non-whole input.
    odds = mors_odds.attack_odds(rolled, damage, toughness_dice, wounds)
    rows = []
    left = Fraction(1)  # chance of this much damage or more, walking up from 0
    for unblocked, p in sorted(odds.unblocked.items()):
        rows.append(
            OddsRow(
                unblocked=unblocked,
                damage=unblocked * damage,
                chance=_chance(p),
                at_least=_chance(left),
                kills=unblocked * damage >= wounds,
            )
        )
        left -= p
    return OddsView(
        attack_dice=rolled,
        damage=damage,
        toughness_dice=toughness_dice,
        wounds=wounds,
        weak=weak,
        attacker=attacker,
        defender=defender,
        weapon=weapon,
        rows=tuple(rows),
        kill_chance=_chance(odds.kill_chance),
        expected_damage=ExactValue(str(odds.expected_damage), float(odds.expected_damage)),
    )


def warrior_odds(db: Database, attacker: str, defender: str, *, weak: bool = False) -> OddsView:
    """Odds of one stored warrior attacking another, each named "WARBAND/WARRIOR"."""
    with db.session(write=False) as session:
        a_band, a_build = _warrior(session, attacker)
        d_band, d_build = _warrior(session, defender)
    weapon = a_build.weapon
    if weapon is None:
        raise ServiceError(
            T_(
                "{a_band}/{a_build} has an unknown weapon {weapon_key!r}",
                a_band=a_band,
                a_build=a_build.name,
                weapon_key=a_build.weapon_key,
            )
        )
    label = f"{'ranged' if weapon.is_ranged else 'close combat'}, {weapon.name}"
    return attack_odds(
        a_build.attack,
        weapon.damage,
        d_build.toughness,
        d_build.wounds,
        weak=weak,
        attacker=f"{a_band}/{a_build.name}",
        defender=f"{d_band}/{d_build.name}",
        weapon=label,
    )


def _warrior(session: Session, ref: str) -> tuple[str, WarriorBuild]:
    """Resolve "WARBAND/WARRIOR"; names may hold "/", so every split is tried, left first."""
    parts = ref.split("/")
    if len(parts) < 2:
        raise ServiceError(T_("name a warrior as WARBAND/WARRIOR, not {ref!r}", ref=ref))
    for cut in range(1, len(parts)):
        band_ref, warrior_ref = "/".join(parts[:cut]), "/".join(parts[cut:])
        try:
            band = find_warband(session, band_ref)
            row = find_warrior(session, band, warrior_ref)
        except NotFound:
            continue
        build, rows = band_state(session, band)
        return band.name, build.warriors[[r.id for r in rows].index(row.id)]
    raise NotFound(T_("no warrior {ref!r} (give it as WARBAND/WARRIOR)", ref=ref))
