"""Mors Regnat warband creation: every price, derived value and validation code."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from warclan.rules.mors_regnat.builder import (
    CREATION_POINTS,
    WEAPON_LIST,
    WEAPONS,
    IssueCode,
    SpecialAbility,
    Stat,
    StatLimits,
    Validation,
    WarbandBuild,
    WarriorBuild,
    Weapon,
    WeaponKind,
    validate_ability,
    validate_limits,
    validate_warband,
    validate_warrior,
    weapon_for,
)

# A legal warrior spending exactly 12 CP: 2 SPEED + 3 ATTACK + 1 TOUGHNESS + 2 WOUNDS
# + Light close combat weapon (4 CP).
LEGAL = WarriorBuild(
    name="Vesna",
    speed_points=2,
    attack_points=3,
    toughness_points=1,
    wounds_points=2,
    weapon_key="cc_light",
)


def codes(validation: Validation) -> list[IssueCode]:
    return [issue.code for issue in (*validation.errors, *validation.warnings)]


def messages(validation: Validation) -> list[str]:
    return [issue.message for issue in (*validation.errors, *validation.warnings)]


# --- rules facts -----------------------------------------------------------------


def test_creation_points_and_base_stats() -> None:
    bare = WarriorBuild(name="Nobody")
    assert CREATION_POINTS == 12
    assert (bare.speed, bare.attack, bare.toughness, bare.wounds) == (3, 0, 0, 2)
    assert bare.weapon_key == "cc_bare_handed"
    assert bare.cp_spent == 0
    assert bare.cp_left == 12


@pytest.mark.parametrize(
    ("key", "name", "kind", "damage", "cost"),
    [
        ("ranged_weak", "Weak", WeaponKind.RANGED, 1, 2),
        ("ranged_light", "Light", WeaponKind.RANGED, 2, 4),
        ("ranged_strong", "Strong", WeaponKind.RANGED, 3, 6),
        ("cc_bare_handed", "Bare-Handed", WeaponKind.CLOSE_COMBAT, 1, 0),
        ("cc_light", "Light", WeaponKind.CLOSE_COMBAT, 3, 4),
        ("cc_strong", "Strong", WeaponKind.CLOSE_COMBAT, 6, 6),
    ],
)
def test_weapon_table(key: str, name: str, kind: WeaponKind, damage: int, cost: int) -> None:
    weapon = WEAPONS[key]
    assert (weapon.key, weapon.name, weapon.kind, weapon.damage, weapon.cp_cost) == (
        key,
        name,
        kind,
        damage,
        cost,
    )
    assert weapon_for(key) is weapon
    # Choosing the weapon costs exactly its price.
    build = WarriorBuild(name="W", weapon_key=key)
    assert build.weapon is weapon
    assert build.weapon_cp == cost
    assert build.cp_spent == cost
    assert build.cp_left == 12 - cost


def test_exactly_six_weapons_in_rule_text_order() -> None:
    assert [w.key for w in WEAPON_LIST] == [
        "ranged_weak",
        "ranged_light",
        "ranged_strong",
        "cc_bare_handed",
        "cc_light",
        "cc_strong",
    ]
    assert list(WEAPONS) == [w.key for w in WEAPON_LIST]
    with pytest.raises(TypeError):
        WEAPONS["laser"] = WEAPONS["cc_strong"]  # type: ignore[index]


@pytest.mark.parametrize("key", ["ranged_weak", "ranged_light", "ranged_strong"])
def test_ranged_reach(key: str) -> None:
    weapon = WEAPONS[key]
    assert weapon.is_ranged
    assert (weapon.min_range_inches, weapon.max_range_inches) == (1, 12)
    assert weapon.range_text == '1"–12"'


@pytest.mark.parametrize("key", ["cc_bare_handed", "cc_light", "cc_strong"])
def test_close_combat_reach(key: str) -> None:
    weapon = WEAPONS[key]
    assert not weapon.is_ranged
    assert (weapon.min_range_inches, weapon.max_range_inches) == (None, None)
    assert weapon.range_text == "base-to-base contact"


def test_unknown_weapon_lookup() -> None:
    assert weapon_for("ranged_laser") is None
    build = WarriorBuild(name="W", attack_points=1, weapon_key="ranged_laser")
    assert build.weapon is None
    assert build.weapon_cp == 0
    assert build.cp_spent == 1


@pytest.mark.parametrize("points", range(13))
def test_each_cp_buys_one_speed_attack_toughness_or_two_wounds(points: int) -> None:
    speed = WarriorBuild(name="S", speed_points=points)
    attack = WarriorBuild(name="A", attack_points=points)
    toughness = WarriorBuild(name="T", toughness_points=points)
    wounds = WarriorBuild(name="W", wounds_points=points)
    assert speed.speed == 3 + points
    assert attack.attack == points
    assert toughness.toughness == points
    assert wounds.wounds == 2 + 2 * points
    for build in (speed, attack, toughness, wounds):
        assert build.cp_spent == points
        assert build.stat_cp == points
        assert build.cp_left == 12 - points
    # Buying one stat leaves the others at base.
    assert (speed.attack, speed.toughness, speed.wounds) == (0, 0, 2)
    assert (wounds.speed, wounds.attack, wounds.toughness) == (3, 0, 0)


@pytest.mark.parametrize(
    ("speed_points", "cautious"),
    [(0, 2), (1, 2), (2, 3), (3, 3), (4, 4), (7, 5), (12, 8)],
)
def test_cautious_advance_is_half_speed_rounded_up(speed_points: int, cautious: int) -> None:
    assert WarriorBuild(name="S", speed_points=speed_points).cautious_advance == cautious


@pytest.mark.parametrize(
    ("attack_points", "weak"),
    [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (11, 6), (12, 6)],
)
def test_weak_attack_is_half_attack_rounded_up(attack_points: int, weak: int) -> None:
    assert WarriorBuild(name="A", attack_points=attack_points).weak_attack == weak


def test_stat_accessors_agree_with_properties() -> None:
    assert [LEGAL.stat(s) for s in Stat] == [5, 3, 1, 6]
    assert [LEGAL.stat_points(s) for s in Stat] == [2, 3, 1, 2]
    assert Stat.SPEED.show(5) == '5"'
    assert Stat.WOUNDS.show(6) == "6"


def test_abilities_cost_creation_points() -> None:
    build = WarriorBuild(
        name="Seer",
        attack_points=2,
        abilities=(SpecialAbility("Extra dice", "+2 ATTACK dice", 2), SpecialAbility("Dodge")),
    )
    assert SpecialAbility("Dodge").cost == 1
    assert build.abilities_cp == 3
    assert build.cp_spent == 5


def test_stat_limits_lookup() -> None:
    limits = StatLimits(speed=10, wounds=8)
    assert [limits.limit(s) for s in Stat] == [10, None, None, 8]
    assert [StatLimits().limit(s) for s in Stat] == [None] * 4


@given(
    points=st.lists(st.integers(0, 12), min_size=4, max_size=4),
    weapon=st.sampled_from(WEAPON_LIST),
    ability_costs=st.lists(st.integers(1, 2), max_size=3),
)
def test_budget_is_stats_plus_weapon_plus_abilities(
    points: list[int], weapon: Weapon, ability_costs: list[int]
) -> None:
    build = WarriorBuild(
        "Any",
        *points,
        weapon_key=weapon.key,
        abilities=tuple(SpecialAbility(f"a{i}", "", c) for i, c in enumerate(ability_costs)),
    )
    spent = sum(points) + weapon.cp_cost + sum(ability_costs)
    assert build.cp_spent == spent
    assert build.cp_left == 12 - spent
    found = codes(validate_warrior(build))
    assert (IssueCode.OVER_BUDGET in found) == (spent > 12)
    assert (IssueCode.CP_UNSPENT in found) == (spent < 12)
    assert (IssueCode.ATTACK_ZERO in found) == (points[1] == 0)
    assert validate_warrior(build).ok == (spent <= 12)


# --- warrior validation ----------------------------------------------------------


def test_legal_warrior_has_no_issues() -> None:
    assert LEGAL.cp_spent == 12
    result = validate_warrior(LEGAL)
    assert result == Validation((), ())
    assert result.ok
    assert result.codes == frozenset()


@pytest.mark.parametrize("name", ["", "   ", "\t"])
def test_blank_warrior_name_is_refused(name: str) -> None:
    result = validate_warrior(WarriorBuild(name=name, attack_points=4, wounds_points=8))
    assert not result.ok
    assert codes(result) == [IssueCode.EMPTY_NAME]
    assert result.errors[0].message == "a warrior needs a name"


@pytest.mark.parametrize("stat", list(Stat))
def test_negative_points_are_refused(stat: Stat) -> None:
    build = replace(LEGAL, **{f"{stat.name.lower()}_points": -1})
    result = validate_warrior(build)
    negative = [i for i in result.errors if i.code is IssueCode.NEGATIVE_POINTS]
    assert len(negative) == 1
    assert negative[0].message == f"{stat} has -1 CP; CP spent on a stat cannot be negative"
    assert not result.ok


def test_unknown_weapon_is_refused() -> None:
    result = validate_warrior(
        WarriorBuild(name="U", attack_points=4, wounds_points=8, weapon_key="ranged_laser")
    )
    assert codes(result) == [IssueCode.UNKNOWN_WEAPON]
    assert result.errors[0].message.startswith("unknown weapon 'ranged_laser'; choose one of: ")
    assert "cc_strong" in result.errors[0].message


def test_over_budget_is_refused_with_the_numbers() -> None:
    build = WarriorBuild(name="Greedy", attack_points=7, weapon_key="cc_strong")
    result = validate_warrior(build)
    assert codes(result) == [IssueCode.OVER_BUDGET]
    assert result.errors[0].message == "over budget: spends 13 CP of 12"
    assert build.cp_left == -1


def test_abilities_count_towards_the_budget() -> None:
    build = replace(LEGAL, abilities=(SpecialAbility("Rage", "", 2),))
    result = validate_warrior(build)
    assert codes(result) == [IssueCode.OVER_BUDGET]
    assert result.errors[0].message == "over budget: spends 14 CP of 12"


def test_unspent_points_are_a_warning_not_a_refusal() -> None:
    result = validate_warrior(WarriorBuild(name="Thrifty", attack_points=5, weapon_key="cc_light"))
    assert result.ok
    assert result.errors == ()
    assert [(w.code, w.message) for w in result.warnings] == [
        (IssueCode.CP_UNSPENT, "3 CP unspent")
    ]


def test_attack_zero_is_a_warning() -> None:
    result = validate_warrior(WarriorBuild(name="Wall", toughness_points=6, wounds_points=6))
    assert result.ok
    assert [(w.code, w.message) for w in result.warnings] == [
        (IssueCode.ATTACK_ZERO, "ATTACK 0: this warrior cannot roll attack dice")
    ]


@pytest.mark.parametrize(
    ("limits", "message"),
    [
        (StatLimits(speed=10), 'SPEED 11" exceeds the warband limit of 10"'),
        (StatLimits(attack=2), "ATTACK 3 exceeds the warband limit of 2"),
        (StatLimits(toughness=0), "TOUGHNESS 1 exceeds the warband limit of 0"),
        (StatLimits(wounds=4), "WOUNDS 6 exceeds the warband limit of 4"),
    ],
)
def test_stat_over_warband_limit_is_refused(limits: StatLimits, message: str) -> None:
    build = (
        LEGAL
        if limits.speed is None
        else WarriorBuild(name="Fast", speed_points=8, attack_points=4)
    )
    result = validate_warrior(build, limits)
    assert [(e.code, e.message) for e in result.errors] == [(IssueCode.OVER_LIMIT, message)]


def test_stat_at_the_limit_is_allowed() -> None:
    limits = StatLimits(speed=5, attack=3, toughness=1, wounds=6)
    assert validate_warrior(LEGAL, limits).ok
    assert validate_warrior(LEGAL).ok


def test_every_limit_broken_at_once_reports_each() -> None:
    limits = StatLimits(speed=4, attack=2, toughness=0, wounds=5)
    result = validate_warrior(LEGAL, limits)
    assert [e.code for e in result.errors] == [IssueCode.OVER_LIMIT] * 4


@pytest.mark.parametrize("cost", [1, 2])
def test_ability_costing_one_or_two_is_fine(cost: int) -> None:
    assert validate_ability(SpecialAbility("Rage", "+2 ATTACK dice", cost)) == ()


@pytest.mark.parametrize("cost", [-1, 0, 3, 12])
def test_ability_cost_outside_one_to_two_is_refused(cost: int) -> None:
    issues = validate_ability(SpecialAbility("Rage", "", cost))
    assert [(i.code, i.message) for i in issues] == [
        (IssueCode.ABILITY_COST, f"special ability 'Rage' costs {cost} CP; abilities cost 1–2 CP")
    ]


def test_blank_ability_name_is_refused() -> None:
    issues = validate_ability(SpecialAbility("  ", "something", 5))
    assert [i.code for i in issues] == [IssueCode.ABILITY_BLANK_NAME, IssueCode.ABILITY_COST]
    assert issues[0].message == "a special ability needs a name"
    assert "'unnamed ability' costs 5 CP" in issues[1].message


def test_warrior_validation_includes_ability_problems() -> None:
    build = WarriorBuild(name="Mystic", attack_points=9, abilities=(SpecialAbility("", "", 1),))
    result = validate_warrior(build)
    assert codes(result) == [IssueCode.ABILITY_BLANK_NAME, IssueCode.CP_UNSPENT]


def test_several_problems_are_all_reported_in_a_stable_order() -> None:
    build = WarriorBuild(
        name="",
        speed_points=-1,
        weapon_key="sword",
        abilities=(SpecialAbility("Big", "", 3),),
        wounds_points=20,
    )
    result = validate_warrior(build, StatLimits(wounds=10))
    assert codes(result) == [
        IssueCode.EMPTY_NAME,
        IssueCode.NEGATIVE_POINTS,
        IssueCode.UNKNOWN_WEAPON,
        IssueCode.ABILITY_COST,
        IssueCode.OVER_LIMIT,
        IssueCode.OVER_BUDGET,
        IssueCode.ATTACK_ZERO,
    ]
    assert "over budget: spends 22 CP of 12" in messages(result)


# --- warband validation ----------------------------------------------------------


def test_legal_warband() -> None:
    other = WarriorBuild(name="Mirek", attack_points=6, wounds_points=6)
    result = validate_warband(WarbandBuild("Ashen Choir", (LEGAL, other), StatLimits(speed=10)))
    assert result.ok
    assert result.warband == Validation()
    assert result.warriors == (Validation(), Validation())


@pytest.mark.parametrize("name", ["", "  "])
def test_blank_warband_name_is_refused(name: str) -> None:
    result = validate_warband(WarbandBuild(name, (LEGAL,)))
    assert not result.ok
    assert [(e.code, e.message) for e in result.warband.errors] == [
        (IssueCode.WARBAND_EMPTY_NAME, "a warband needs a name")
    ]


def test_empty_warband_is_a_warning() -> None:
    result = validate_warband(WarbandBuild("Lonely"))
    assert result.ok
    assert result.warriors == ()
    assert [(w.code, w.message) for w in result.warband.warnings] == [
        (IssueCode.NO_WARRIORS, "the warband has no warriors yet")
    ]


def test_duplicate_warrior_names_ignore_case_and_spaces() -> None:
    twin = WarriorBuild(name=" vesna ", attack_points=6, wounds_points=6)
    result = validate_warband(WarbandBuild("Twins", (LEGAL, twin)))
    assert not result.ok
    assert [(e.code, e.message) for e in result.warband.errors] == [
        (
            IssueCode.DUPLICATE_WARRIOR_NAME,
            "warrior name 'Vesna' is used 2 times; names must differ (ignoring case)",
        )
    ]
    # Each warrior on its own is fine: the clash belongs to the warband.
    assert all(v.ok for v in result.warriors)


def test_a_name_used_three_times_is_reported_once() -> None:
    result = validate_warband(WarbandBuild("Triplets", (LEGAL, LEGAL, LEGAL)))
    assert [e.message for e in result.warband.errors] == [
        "warrior name 'Vesna' is used 3 times; names must differ (ignoring case)"
    ]


def test_blank_names_are_not_duplicates_of_each_other() -> None:
    blank = WarriorBuild(name=" ", attack_points=6, wounds_points=6)
    result = validate_warband(WarbandBuild("Faceless", (blank, blank)))
    assert result.warband.errors == ()
    assert [codes(v) for v in result.warriors] == [[IssueCode.EMPTY_NAME]] * 2
    assert not result.ok


def test_warriors_are_checked_against_the_warband_limits() -> None:
    fast = WarriorBuild(name="Fast", speed_points=8, attack_points=4)
    result = validate_warband(WarbandBuild("Runners", (LEGAL, fast), StatLimits(speed=10)))
    assert not result.ok
    assert result.warband.ok
    assert result.warriors[0].ok
    assert [e.message for e in result.warriors[1].errors] == [
        'SPEED 11" exceeds the warband limit of 10"'
    ]


@pytest.mark.parametrize(
    ("limits", "message"),
    [
        (StatLimits(speed=2), 'SPEED limit 2" is below the base value of 3"'),
        (StatLimits(attack=-1), "ATTACK limit -1 is below the base value of 0"),
        (StatLimits(toughness=-2), "TOUGHNESS limit -2 is below the base value of 0"),
        (StatLimits(wounds=1), "WOUNDS limit 1 is below the base value of 2"),
    ],
)
def test_limit_below_base_value_is_refused(limits: StatLimits, message: str) -> None:
    assert [(i.code, i.message) for i in validate_limits(limits)] == [
        (IssueCode.LIMIT_BELOW_BASE, message)
    ]
    result = validate_warband(WarbandBuild("Strict", (), limits))
    assert IssueCode.LIMIT_BELOW_BASE in result.warband.codes
    assert not result.ok


def test_limits_at_base_values_are_fine() -> None:
    assert validate_limits(StatLimits(speed=3, attack=0, toughness=0, wounds=2)) == ()
    assert validate_limits(StatLimits()) == ()


def test_every_issue_code_is_reachable() -> None:
    seen: set[IssueCode] = set()
    warband = WarbandBuild(
        "",
        (
            WarriorBuild(name="", speed_points=-1, weapon_key="x", wounds_points=30),
            WarriorBuild(name="a", abilities=(SpecialAbility("", "", 3),), speed_points=9),
            WarriorBuild(name="A"),
        ),
        StatLimits(speed=2),
    )
    result = validate_warband(warband)
    for validation in (result.warband, *result.warriors):
        seen |= validation.codes
    seen |= validate_warband(WarbandBuild("Empty")).warband.codes
    assert seen == set(IssueCode)
