"""Mors Regnat warband services: build, check, copy, delete, export and import.

Every refusal is checked to change nothing (the whole database dumped before and after).
Expected prices and derived values are written out here, not read from the rules table.
"""

from __future__ import annotations

import json
from dataclasses import asdict, replace

import pytest
from dbsnapshot import dump

from warclan.atomic import FileExists, WriteError
from warclan.rules.mors_regnat.builder import (
    IssueCode,
    SpecialAbility,
    Stat,
    StatLimits,
    WarriorBuild,
)
from warclan.services.errors import NameTaken, NotFound, ServiceError
from warclan.services.mors_regnat import files as warband_files
from warclan.services.mors_regnat import matches, warbands, warriors
from warclan.services.mors_regnat.files import ImportRefused
from warclan.services.mors_regnat.warbands import BuildRefused
from warclan.services.mors_regnat.warriors import WarriorChanges

# 2 SPEED + 4 ATTACK + 2 TOUGHNESS + Light close combat (4 CP) = 12 CP.
GRIM = WarriorBuild("Grim", 2, 4, 2, 0, "cc_light")
# 3 SPEED + 3 ATTACK + 1 WOUNDS + Weak ranged (2) + ability (1) = 10 CP: 2 unspent.
VEX = WarriorBuild(
    "Vex", 3, 3, 0, 1, "ranged_weak", (SpecialAbility("Sharp eye", "re-roll one die", 1),)
)


@pytest.fixture
def band(db):
    warbands.create_warband(db, "Ash Wolves", StatLimits(speed=10))
    warriors.add_warrior(db, "Ash Wolves", GRIM)
    warriors.add_warrior(db, "Ash Wolves", VEX)
    return "Ash Wolves"


def refused(db_path, call, *args, **kwargs) -> ServiceError:
    """Call, expect a ServiceError, and prove the database did not change."""
    before = dump(db_path)
    with pytest.raises(ServiceError) as info:
        call(*args, **kwargs)
    assert dump(db_path) == before
    return info.value


def without_ids(value):
    """A view as plain data with every id and warband id removed (for round trips)."""
    if isinstance(value, dict):
        return {
            k: without_ids(v) for k, v in value.items() if k not in ("id", "warband_id", "warband")
        }
    if isinstance(value, list | tuple):
        return [without_ids(v) for v in value]
    return value


# --- prices and derived values ---------------------------------------------------------------

WEAPON_ROWS = [
    # key, label, kind, damage, CP, range text, min, max
    ("ranged_weak", "ranged, Weak", "ranged", 1, 2, '1"–12"', 1, 12),
    ("ranged_light", "ranged, Light", "ranged", 2, 4, '1"–12"', 1, 12),
    ("ranged_strong", "ranged, Strong", "ranged", 3, 6, '1"–12"', 1, 12),
    (
        "cc_bare_handed",
        "close combat, Bare-Handed",
        "close_combat",
        1,
        0,
        "base-to-base contact",
        None,
        None,
    ),
    ("cc_light", "close combat, Light", "close_combat", 3, 4, "base-to-base contact", None, None),
    ("cc_strong", "close combat, Strong", "close_combat", 6, 6, "base-to-base contact", None, None),
]


@pytest.mark.parametrize(
    ("key", "label", "kind", "damage", "cp", "reach", "low", "high"), WEAPON_ROWS
)
def test_every_weapon_stored_and_shown(db, key, label, kind, damage, cp, reach, low, high):
    warbands.create_warband(db, "Armoury")
    added = warriors.add_warrior(
        db, "Armoury", WarriorBuild("Tester", attack_points=1, weapon_key=key)
    )
    shown = warbands.show_warband(db, "Armoury").warriors[0]
    assert shown == added
    weapon = shown.weapon
    assert (weapon.key, weapon.label, weapon.kind, weapon.damage, weapon.cp_cost) == (
        key,
        label,
        kind,
        damage,
        cp,
    )
    assert (weapon.range, weapon.min_range_inches, weapon.max_range_inches) == (reach, low, high)
    assert (shown.cp_weapon, shown.cp_stats, shown.cp_spent, shown.cp_left) == (
        cp,
        1,
        cp + 1,
        11 - cp,
    )


def test_weapon_list_is_the_six_of_the_rules():
    assert [(w.key, w.damage, w.cp_cost) for w in warbands.list_weapons()] == [
        (r[0], r[3], r[4]) for r in WEAPON_ROWS
    ]


@pytest.mark.parametrize(
    ("stat", "field", "points", "value"),
    [
        (Stat.SPEED, "speed", 4, 7),  # base 3", +1 per CP
        (Stat.ATTACK, "attack", 4, 4),  # base 0, +1 per CP
        (Stat.TOUGHNESS, "toughness", 4, 4),  # base 0, +1 per CP
        (Stat.WOUNDS, "wounds", 4, 10),  # base 2, +2 per CP
    ],
)
def test_every_stat_costs_one_cp(db, stat, field, points, value):
    warbands.create_warband(db, "Stats")
    build = WarriorBuild("Tester", **{f"{field}_points": points})
    sheet = warriors.add_warrior(db, "Stats", build)
    assert getattr(sheet.cp_bought, field) == points
    assert getattr(sheet.stats, field) == value
    assert (sheet.cp_stats, sheet.cp_weapon, sheet.cp_spent, sheet.cp_left) == (
        points,
        0,
        points,
        8,
    )
    base = {"speed": 3, "attack": 0, "toughness": 0, "wounds": 2}
    others = {k: v for k, v in asdict(sheet.stats).items() if k != field}
    assert others == {k: v for k, v in base.items() if k != field}


def test_base_stats_of_a_warrior_who_buys_nothing(db):
    warbands.create_warband(db, "Stats")
    sheet = warriors.add_warrior(db, "Stats", WarriorBuild("Nobody"))
    assert asdict(sheet.stats) == {"speed": 3, "attack": 0, "toughness": 0, "wounds": 2}
    assert (sheet.weapon_key, sheet.cp_spent, sheet.cp_left, sheet.cp_budget) == (
        "cc_bare_handed",
        0,
        12,
        12,
    )


@pytest.mark.parametrize(
    ("speed_cp", "speed", "cautious"), [(0, 3, 2), (1, 4, 2), (2, 5, 3), (7, 10, 5), (8, 11, 6)]
)
def test_cautious_advance_is_half_speed_rounded_up(db, speed_cp, speed, cautious):
    warbands.create_warband(db, "Derived")
    sheet = warriors.add_warrior(db, "Derived", WarriorBuild("Runner", speed_points=speed_cp))
    assert (sheet.stats.speed, sheet.cautious_advance) == (speed, cautious)


@pytest.mark.parametrize(("attack", "weak"), [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (7, 4)])
def test_weak_attack_is_half_attack_rounded_up(db, attack, weak):
    warbands.create_warband(db, "Derived")
    sheet = warriors.add_warrior(db, "Derived", WarriorBuild("Hitter", attack_points=attack))
    assert (sheet.stats.attack, sheet.weak_attack) == (attack, weak)


def test_abilities_cost_cp_and_are_kept_in_order(db, band):
    build = WarriorBuild(
        "Mystic",
        attack_points=2,
        abilities=(
            SpecialAbility("Second sight", "sees through walls", 2),
            SpecialAbility("Frenzy", "", 1),
        ),
    )
    sheet = warriors.add_warrior(db, band, build)
    assert [(a.name, a.cost, a.description) for a in sheet.abilities] == [
        ("Second sight", 2, "sees through walls"),
        ("Frenzy", 1, ""),
    ]
    assert (sheet.cp_abilities, sheet.cp_spent, sheet.cp_left) == (3, 5, 7)
    assert warriors.show_warrior(db, band, "mystic") == sheet


def test_show_lists_warriors_with_cp_warnings_and_totals(db, band):
    sheet = warbands.show_warband(db, band)
    assert [w.name for w in sheet.warriors] == ["Grim", "Vex"]
    assert [w.position for w in sheet.warriors] == [1, 2]
    grim, vex = sheet.warriors
    assert (grim.cp_spent, grim.cp_left, grim.warnings, grim.errors) == (12, 0, (), ())
    assert (vex.cp_spent, vex.cp_left) == (10, 2)
    assert [(i.code, i.message) for i in vex.warnings] == [("cp_unspent", "2 CP unspent")]
    assert sheet.cp_spent == 22
    assert asdict(sheet.limits) == {"speed": 10, "attack": None, "toughness": None, "wounds": None}
    assert (sheet.errors, sheet.warnings) == ((), ())
    assert asdict(sheet.record) == {"played": 0, "won": 0, "lost": 0, "drawn": 0}


# --- warnings: stored, shown ---------------------------------------------------------------


def test_attack_zero_and_unspent_cp_are_stored_with_warnings(db, band):
    sheet = warriors.add_warrior(db, band, WarriorBuild("Porter", wounds_points=3))
    assert [i.code for i in sheet.warnings] == ["cp_unspent", "attack_zero"]
    assert [i.message for i in sheet.warnings] == [
        "9 CP unspent",
        "ATTACK 0: this warrior cannot roll attack dice",
    ]
    assert sheet.id is not None and sheet.saved
    stored = warbands.show_warband(db, band).warriors[-1]
    assert stored.warnings == sheet.warnings


def test_an_empty_warband_warns(db):
    sheet = warbands.create_warband(db, "Lonely")
    assert [(i.code, i.message) for i in sheet.warnings] == [
        ("no_warriors", "the warband has no warriors yet")
    ]
    assert warbands.show_warband(db, "Lonely").warnings == sheet.warnings


# --- every refusal, through the service, changing nothing -------------------------------------

REFUSALS = [
    # what is added, issue code, message
    (WarriorBuild("   ", attack_points=1), "empty_name", "a warrior needs a name"),
    (
        WarriorBuild("Neg", speed_points=-1, attack_points=1),
        "negative_points",
        "SPEED has -1 CP; CP spent on a stat cannot be negative",
    ),
    (
        WarriorBuild("Zap", attack_points=1, weapon_key="laser"),
        "unknown_weapon",
        "unknown weapon 'laser'",
    ),
    (
        WarriorBuild("Greedy", attack_points=8, weapon_key="cc_strong"),
        "over_budget",
        "over budget: spends 14 CP of 12",
    ),
    (
        WarriorBuild("Fast", speed_points=8, attack_points=1),
        "over_limit",
        'SPEED 11" exceeds the warband limit of 10"',
    ),
    (
        WarriorBuild("Odd", attack_points=1, abilities=(SpecialAbility("  ", "", 1),)),
        "ability_blank_name",
        "a special ability needs a name",
    ),
    (
        WarriorBuild("Pricey", attack_points=1, abilities=(SpecialAbility("Big", "", 3),)),
        "ability_cost",
        "special ability 'Big' costs 3 CP; abilities cost 1–2 CP",
    ),
    (
        WarriorBuild("Cheap", attack_points=1, abilities=(SpecialAbility("Free", "", 0),)),
        "ability_cost",
        "special ability 'Free' costs 0 CP; abilities cost 1–2 CP",
    ),
    (
        WarriorBuild(" grim ", attack_points=1),
        "duplicate_warrior_name",
        "warrior name 'Grim' is used 2 times; names must differ (ignoring case)",
    ),
]


@pytest.mark.parametrize(("build", "code", "message"), REFUSALS)
def test_add_warrior_refusals(db, db_path, band, build, code, message):
    error = refused(db_path, warriors.add_warrior, db, band, build)
    assert isinstance(error, BuildRefused)
    assert [i.code.value for i in error.issues] == [code]
    assert message in str(error)
    assert str(error).startswith("cannot save ")


@pytest.mark.parametrize(("build", "code", "message"), REFUSALS)
def test_dry_run_shows_the_same_errors_and_saves_nothing(db, db_path, band, build, code, message):
    before = dump(db_path)
    sheet = warriors.add_warrior(db, band, build, dry_run=True)
    assert dump(db_path) == before
    assert [i.code for i in sheet.errors] == [code]
    assert message in sheet.errors[0].message
    assert (sheet.saved, sheet.id) == (False, None)


def test_dry_run_of_a_legal_warrior(db, db_path, band):
    before = dump(db_path)
    sheet = warriors.add_warrior(db, band, WarriorBuild("Maybe", attack_points=12), dry_run=True)
    assert dump(db_path) == before
    assert (sheet.errors, sheet.cp_left, sheet.position, sheet.saved) == ((), 0, 3, False)


def test_every_problem_of_a_warrior_is_reported_at_once(db, db_path, band):
    build = WarriorBuild(
        "Bad",
        speed_points=9,
        attack_points=5,
        weapon_key="laser",
        abilities=(SpecialAbility("X", "", 3),),
    )
    error = refused(db_path, warriors.add_warrior, db, band, build)
    assert {i.code for i in error.issues} == {
        IssueCode.UNKNOWN_WEAPON,
        IssueCode.ABILITY_COST,
        IssueCode.OVER_LIMIT,
        IssueCode.OVER_BUDGET,
    }
    assert "\n" not in str(error)


def test_too_long_names_and_descriptions_are_refused(db, db_path, band):
    assert "at most 120" in str(
        refused(db_path, warriors.add_warrior, db, band, WarriorBuild("x" * 121))
    )
    long = WarriorBuild("Talker", abilities=(SpecialAbility("Talk", "y" * 2001, 1),))
    assert "at most 2,000" in str(refused(db_path, warriors.add_warrior, db, band, long))
    assert "at most 120" in str(refused(db_path, warbands.create_warband, db, "z" * 121))


def test_warband_refusals(db, db_path, band):
    assert "a warband needs a name" in str(refused(db_path, warbands.create_warband, db, "  "))
    error = refused(db_path, warbands.create_warband, db, "ash wolves")
    assert str(error) == "a warband called 'Ash Wolves' already exists"
    error = refused(db_path, warbands.create_warband, db, "Slow", StatLimits(speed=2))
    assert 'SPEED limit 2" is below the base value of 3"' in str(error)
    error = refused(db_path, warbands.create_warband, db, "Huge", StatLimits(wounds=1000))
    assert "WOUNDS limit 1000 is too large; at most 999" in str(error)


def test_unknown_warband_and_warrior(db, db_path, band):
    error = refused(db_path, warbands.show_warband, db, "Nobody")
    assert isinstance(error, NotFound) and "no warband 'Nobody'" in str(error)
    error = refused(db_path, warriors.delete_warrior, db, band, "Ghost")
    assert str(error) == "Ash Wolves has no warrior 'Ghost'"
    assert warbands.show_warband(db, 1).name == "Ash Wolves"  # by id
    assert warriors.show_warrior(db, "ASH WOLVES", "vex").name == "Vex"  # any case


def test_a_warband_with_a_number_for_a_name_is_found_by_name(db):
    warbands.create_warband(db, "First")
    warbands.create_warband(db, "300")
    assert warbands.show_warband(db, "300").name == "300"
    assert warbands.show_warband(db, "1").name == "First"


# --- editing warriors ----------------------------------------------------------------------


def test_edit_changes_only_what_is_given(db, band):
    sheet = warriors.edit_warrior(db, band, "Vex", WarriorChanges(wounds_points=3))
    assert (sheet.cp_bought.wounds, sheet.stats.wounds, sheet.cp_left) == (3, 8, 0)
    assert sheet.weapon_key == "ranged_weak"
    assert [a.name for a in sheet.abilities] == ["Sharp eye"]
    assert sheet.warnings == ()
    assert warriors.show_warrior(db, band, "Vex") == sheet


def test_edit_replaces_abilities_and_renames(db, band):
    changes = WarriorChanges(
        name="Vex the Sly", abilities=(SpecialAbility("Sneak", "moves unseen", 2),)
    )
    sheet = warriors.edit_warrior(db, band, "vex", changes)
    assert sheet.name == "Vex the Sly"
    assert [(a.name, a.cost) for a in sheet.abilities] == [("Sneak", 2)]
    assert sheet.cp_left == 1
    sheet = warriors.edit_warrior(db, band, "Vex the Sly", WarriorChanges(abilities=()))
    assert sheet.abilities == () and sheet.cp_left == 3


def test_edit_refusals_change_nothing(db, db_path, band):
    error = refused(
        db_path, warriors.edit_warrior, db, band, "Grim", WarriorChanges(attack_points=5)
    )
    assert "over budget: spends 13 CP of 12" in str(error)
    error = refused(db_path, warriors.edit_warrior, db, band, "Grim", WarriorChanges(name="VEX"))
    assert "warrior name 'VEX' is used 2 times" in str(error)
    error = refused(
        db_path, warriors.edit_warrior, db, band, "Grim", WarriorChanges(weapon_key="axe")
    )
    assert "unknown weapon 'axe'" in str(error)
    error = refused(db_path, warriors.edit_warrior, db, band, "Grim", WarriorChanges())
    assert str(error) == "nothing to change: give at least one new value"


def test_edit_dry_run(db, db_path, band):
    before = dump(db_path)
    sheet = warriors.edit_warrior(db, band, "Grim", WarriorChanges(speed_points=9), dry_run=True)
    assert dump(db_path) == before
    assert [i.code for i in sheet.errors] == ["over_limit", "over_budget"]
    assert not sheet.saved


def test_renaming_a_warrior_to_its_own_name_in_another_case(db, band):
    assert warriors.edit_warrior(db, band, "Grim", WarriorChanges(name="GRIM")).name == "GRIM"


# --- copy, delete, move --------------------------------------------------------------------


def test_copy_warrior_within_the_warband(db, band):
    copy = warriors.copy_warrior(db, band, "Vex", "Vex II")
    original = warriors.show_warrior(db, band, "Vex")
    assert copy.position == 3
    assert without_ids(asdict(replace(copy, name="Vex", position=2))) == without_ids(
        asdict(original)
    )


def test_copy_warrior_to_another_warband_meets_its_limits(db, db_path, band):
    warbands.create_warband(db, "Slowpokes", StatLimits(speed=5))
    error = refused(db_path, warriors.copy_warrior, db, band, "Vex", "Vex", to_warband="Slowpokes")
    assert 'SPEED 6" exceeds the warband limit of 5"' in str(error)
    copy = warriors.copy_warrior(db, band, "Grim", "Grim", to_warband="Slowpokes")
    assert (copy.warband, copy.position) == ("Slowpokes", 1)
    error = refused(db_path, warriors.copy_warrior, db, band, "Grim", "grim")
    assert "is used 2 times" in str(error)


def test_delete_warrior_renumbers_the_roster(db, db_path, band):
    warriors.add_warrior(db, band, WarriorBuild("Third", attack_points=1))
    gone = warriors.delete_warrior(db, band, "Grim")
    assert (gone.kind, gone.name) == ("warrior", "Grim")
    sheet = warbands.show_warband(db, band)
    assert [(w.name, w.position) for w in sheet.warriors] == [("Vex", 1), ("Third", 2)]
    # its abilities went with it (ON DELETE CASCADE)
    warriors.delete_warrior(db, band, "Vex")
    assert dump(db_path)["mr_ability"] == []


def test_move_warrior(db, db_path, band):
    warriors.add_warrior(db, band, WarriorBuild("Third", attack_points=1))
    sheet = warriors.move_warrior(db, band, "Third", 1)
    assert [w.name for w in sheet.warriors] == ["Third", "Grim", "Vex"]
    sheet = warriors.move_warrior(db, band, "Third", 3)
    assert [w.name for w in sheet.warriors] == ["Grim", "Vex", "Third"]
    error = refused(db_path, warriors.move_warrior, db, band, "Grim", 4)
    assert str(error) == "position must be between 1 and 3, not 4"
    refused(db_path, warriors.move_warrior, db, band, "Grim", 0)


# --- warbands: rename, limits, copy, delete, list -------------------------------------------


def test_rename_warband(db, db_path, band):
    assert warbands.rename_warband(db, band, "  Grey   Wolves ").name == "Grey Wolves"
    assert warbands.rename_warband(db, "grey wolves", "GREY WOLVES").name == "GREY WOLVES"
    warbands.create_warband(db, "Crows")
    error = refused(db_path, warbands.rename_warband, db, "Crows", "grey wolves")
    assert str(error) == "a warband called 'GREY WOLVES' already exists"
    assert "a warband needs a name" in str(
        refused(db_path, warbands.rename_warband, db, "Crows", " ")
    )


def test_set_limits(db, db_path, band):
    sheet = warbands.set_limits(db, band, {Stat.ATTACK: 4, Stat.SPEED: None})
    assert asdict(sheet.limits) == {"speed": None, "attack": 4, "toughness": None, "wounds": None}
    error = refused(db_path, warbands.set_limits, db, band, {Stat.ATTACK: 3})
    assert str(error) == (
        "cannot save the limits of Ash Wolves: Grim: ATTACK 4 exceeds the warband limit of 3"
    )
    error = refused(db_path, warbands.set_limits, db, band, {Stat.WOUNDS: 1})
    assert "WOUNDS limit 1 is below the base value of 2" in str(error)
    assert "nothing to change" in str(refused(db_path, warbands.set_limits, db, band, {}))
    # a stat at its limit is fine
    assert warbands.set_limits(db, band, {Stat.SPEED: 6}).limits.speed == 6


def test_limits_refuse_new_warriors_over_them(db, db_path, band):
    warbands.set_limits(db, band, {Stat.WOUNDS: 4})
    error = refused(db_path, warriors.add_warrior, db, band, WarriorBuild("Tank", wounds_points=2))
    assert "WOUNDS 6 exceeds the warband limit of 4" in str(error)


def test_copy_warband_copies_limits_and_warriors_but_not_the_record(db, band):
    warbands.create_warband(db, "Crows")
    matches.record_match(db, [matches.MatchEntry(band), matches.MatchEntry("Crows")], winner=band)
    copy = warbands.copy_warband(db, band, "Ash Wolves II")
    original = warbands.show_warband(db, band)
    assert copy.record.played == 0 and original.record.played == 1
    assert without_ids(asdict(replace(copy, name=original.name, record=original.record))) == (
        without_ids(asdict(original))
    )


def test_copy_warband_refuses_a_taken_name(db, db_path, band):
    warbands.create_warband(db, "Crows")
    assert "already exists" in str(refused(db_path, warbands.copy_warband, db, band, "CROWS"))


def test_delete_warband_removes_warriors_and_abilities(db, db_path, band):
    gone = warbands.delete_warband(db, band)
    assert (gone.kind, gone.name, gone.detail) == ("warband", "Ash Wolves", "2 warriors deleted")
    tables = dump(db_path)
    assert tables["mr_warband"] == tables["mr_warrior"] == tables["mr_ability"] == []
    assert warbands.list_warbands(db) == []


def test_list_warbands(db, band):
    warbands.create_warband(db, "Bone Crows")
    listed = warbands.list_warbands(db)
    assert [(s.name, s.warriors, s.cp_spent, s.warnings, s.errors) for s in listed] == [
        ("Ash Wolves", 2, 22, 1, 0),
        ("Bone Crows", 0, 0, 1, 0),
    ]


# --- export and import -----------------------------------------------------------------------


def test_export_document_format(db, band, tmp_path):
    result = warband_files.export_warband(db, band, tmp_path / "wolves.json")
    assert (result.warband, result.warriors) == ("Ash Wolves", 2)
    document = json.loads((tmp_path / "wolves.json").read_text(encoding="utf-8"))
    assert result.bytes == (tmp_path / "wolves.json").stat().st_size
    assert document["format"] == "warclan-mors-warband"
    assert document["version"] == 1
    assert document["limits"] == {"speed": 10, "attack": None, "toughness": None, "wounds": None}
    assert document["warriors"][1] == {
        "name": "Vex",
        "weapon": "ranged_weak",
        "cp": {"speed": 3, "attack": 3, "toughness": 0, "wounds": 1},
        "abilities": [{"name": "Sharp eye", "cost": 1, "description": "re-roll one die"}],
    }


def test_export_refuses_to_overwrite_unless_asked(db, band, tmp_path):
    target = tmp_path / "wolves.json"
    target.write_text("keep me")
    with pytest.raises(FileExists, match=r"already exists$") as info:
        warband_files.export_warband(db, band, target)
    assert info.value.path == str(target)
    assert target.read_text() == "keep me"
    warband_files.export_warband(db, band, target, overwrite=True)
    assert json.loads(target.read_text())["name"] == "Ash Wolves"
    with pytest.raises(WriteError, match="cannot write"):
        warband_files.export_warband(db, band, tmp_path / "missing" / "x.json")


def test_export_is_synced_with_the_usual_permissions(db, band, tmp_path, monkeypatch):
    import os

    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    old = os.umask(0o022)
    try:
        warband_files.export_warband(db, band, tmp_path / "wolves.json")
    finally:
        os.umask(old)
    assert synced  # the data reached the disk before the rename
    assert (tmp_path / "wolves.json").stat().st_mode & 0o777 == 0o644  # mkstemp gave 0o600
    assert [p.name for p in tmp_path.iterdir() if "wolves" in p.name] == ["wolves.json"]


def test_round_trip_gives_an_identical_warband(db, band, tmp_path):
    warriors.add_warrior(db, band, WarriorBuild("Porter", wounds_points=3))  # with warnings
    target = tmp_path / "wolves.json"
    warband_files.export_warband(db, band, target)
    original = warbands.show_warband(db, band)
    warbands.delete_warband(db, band)
    imported = warband_files.import_warband(db, target)
    assert without_ids(asdict(imported)) == without_ids(asdict(original))


def test_round_trip_under_a_new_name(db, band, tmp_path):
    target = tmp_path / "wolves.json"
    warband_files.export_warband(db, band, target)
    imported = warband_files.import_warband(db, target, rename="Wolf Cubs")
    original = warbands.show_warband(db, band)
    assert imported.name == "Wolf Cubs"
    assert without_ids(asdict(replace(imported, name=original.name))) == without_ids(
        asdict(original)
    )


def test_importing_a_taken_name_is_refused(db, db_path, band, tmp_path):
    target = tmp_path / "wolves.json"
    warband_files.export_warband(db, band, target)
    error = refused(db_path, warband_files.import_warband, db, target)
    assert isinstance(error, NameTaken) and not error.renamed
    assert str(error) == (
        "a warband called 'Ash Wolves' already exists; import it under another name"
    )
    warbands.create_warband(db, "Cubs")
    error = refused(db_path, warband_files.import_warband, db, target, rename="cubs")
    assert isinstance(error, NameTaken) and error.renamed
    assert str(error) == "a warband called 'Cubs' already exists; choose another name"


def write(tmp_path, document, name="band.json") -> object:
    path = tmp_path / name
    path.write_text(json.dumps(document) if not isinstance(document, str) else document)
    return path


def good_document() -> dict:
    return {
        "format": "warclan-mors-warband",
        "version": 1,
        "name": "Imported",
        "limits": {"speed": 10},
        "warriors": [
            {"name": "A", "weapon": "cc_light", "cp": {"attack": 4}},
            {
                "name": "B",
                "weapon": "ranged_weak",
                "cp": {"attack": 2},
                "abilities": [{"name": "Aim", "cost": 1}],
            },
            {"name": "C", "weapon": "cc_strong", "cp": {"attack": 6}},
        ],
    }


def test_a_hand_written_file_may_leave_out_optional_fields(db, tmp_path):
    sheet = warband_files.import_warband(db, write(tmp_path, good_document()))
    assert [
        (w.name, w.cp_spent, w.abilities[0].description if w.abilities else None)
        for w in sheet.warriors
    ] == [("A", 8, None), ("B", 5, ""), ("C", 12, None)]
    assert sheet.limits.speed == 10 and sheet.limits.wounds is None


def broken(change):
    document = good_document()
    change(document)
    return document


BAD_FILES = [
    # what is wrong, the document (or raw text), the problems reported
    (
        "truncated JSON",
        json.dumps(good_document())[:80],
        ["(top level): not valid JSON at line 1, column 81: "],
    ),
    (
        "not JSON at all",
        "print('hello')",
        ["(top level): not valid JSON at line 1, column 1: Expecting value"],
    ),
    ("a list", "[1, 2]", ["(top level): expected an object, found a list"]),
    (
        "another format",
        {"format": "something", "name": "X"},
        [
            "format: not a warband file (expected format 'warclan-mors-warband', "
            "found text 'something')"
        ],
    ),
    (
        "no format",
        {"name": "X"},
        ["format: not a warband file (expected format 'warclan-mors-warband', found none)"],
    ),
    (
        "newer version",
        broken(lambda d: d.update(version=2)),
        [
            "version: the file is a warband file of version 2; this warclan reads version 1: "
            "update warclan to read it"
        ],
    ),
    (
        "version as text",
        broken(lambda d: d.update(version="1")),
        ["version: expected a whole number, found text '1'"],
    ),
    (
        "unknown weapon",
        broken(lambda d: d["warriors"][2].update(weapon="laser")),
        [
            "warriors[2].weapon: unknown weapon 'laser'; choose one of: ranged_weak, ranged_light, "
            "ranged_strong, cc_bare_handed, cc_light, cc_strong"
        ],
    ),
    (
        "cp as text",
        broken(lambda d: d["warriors"][0]["cp"].update(speed="fast")),
        ["warriors[0].cp.speed: expected a whole number, found text 'fast'"],
    ),
    (
        "cp as a fraction",
        broken(lambda d: d["warriors"][0]["cp"].update(speed=1.5)),
        ["warriors[0].cp.speed: expected a whole number, found the number 1.5"],
    ),
    (
        "cp as true",
        broken(lambda d: d["warriors"][0]["cp"].update(speed=True)),
        ["warriors[0].cp.speed: expected a whole number, found true"],
    ),
    (
        "name as a number",
        broken(lambda d: d.update(name=7)),
        ["name: expected text, found the number 7"],
    ),
    (
        "warriors as an object",
        broken(lambda d: d.update(warriors={})),
        ["warriors: expected a list, found an object"],
    ),
    (
        "warrior as text",
        broken(lambda d: d["warriors"].__setitem__(1, "B")),
        ["warriors[1]: expected an object, found text 'B'"],
    ),
    (
        "missing fields",
        broken(lambda d: (d.pop("name"), d["warriors"][0].pop("weapon"))),
        ["name: is missing", "warriors[0].weapon: is missing"],
    ),
    (
        "unknown field",
        broken(lambda d: d["warriors"][0].update(spead=3)),
        ["warriors[0].spead: unknown field (fields here: name, weapon, cp, abilities)"],
    ),
    (
        "abilities not a list",
        broken(lambda d: d["warriors"][1].update(abilities="Aim")),
        ["warriors[1].abilities: expected a list, found text 'Aim'"],
    ),
    (
        "ability cost as text",
        broken(lambda d: d["warriors"][1]["abilities"][0].update(cost="1")),
        ["warriors[1].abilities[0].cost: expected a whole number, found text '1'"],
    ),
    (
        "ability without cost",
        broken(lambda d: d["warriors"][1]["abilities"][0].pop("cost")),
        ["warriors[1].abilities[0].cost: is missing"],
    ),
    (
        "limit as text",
        broken(lambda d: d["limits"].update(speed="10")),
        ["limits.speed: expected a whole number, found text '10'"],
    ),
    (
        "limit too large",
        broken(lambda d: d["limits"].update(speed=10**6)),
        ["limits.speed: must be at most 999, found 1000000"],
    ),
    (
        "duplicate key",
        '{"format": "warclan-mors-warband", "format": "x"}',
        ["(top level): the key 'format' appears twice in one object"],
    ),
    (
        "NaN",
        '{"format": "warclan-mors-warband", "version": NaN}',
        ["(top level): NaN is not a number JSON allows"],
    ),
    ("deep nesting", "[" * 100_000 + "]" * 100_000, ["(top level): nested too deeply to read"]),
    (
        "lone surrogates",
        json.dumps(broken(lambda d: d["warriors"][1].update(name="B\ud800", weapon="\udfff"))),
        [
            "warriors[1].name: the text contains \\ud800, a lone surrogate",
            "warriors[1].weapon: the text contains \\udfff, a lone surrogate",
        ],
    ),
    (
        "a surrogate in a key",
        json.dumps(broken(lambda d: d["limits"].update({"sp\udc00eed": 1}))),
        ['limits: the field name "sp\\udc00eed" contains \\udc00'],
    ),
    (
        "a number too long to read",
        json.dumps(good_document()).replace('"speed": 10', '"speed": ' + "9" * 5000),
        ["limits.speed: expected a whole number, found a number with 5,000 digits"],
    ),
    # the rules' refusals, each at its path
    (
        "over budget",
        broken(lambda d: d["warriors"][2]["cp"].update(speed=1)),
        ["warriors[2]: over budget: spends 13 CP of 12"],
    ),
    (
        "over limit",
        broken(lambda d: d["limits"].update(attack=5)),
        ["warriors[2].cp: ATTACK 6 exceeds the warband limit of 5"],
    ),
    (
        "negative cp",
        broken(lambda d: d["warriors"][0]["cp"].update(wounds=-1)),
        ["warriors[0].cp: WOUNDS has -1 CP; CP spent on a stat cannot be negative"],
    ),
    (
        "ability cost 3",
        broken(lambda d: d["warriors"][1]["abilities"][0].update(cost=3)),
        ["warriors[1].abilities[0].cost: special ability 'Aim' costs 3 CP; abilities cost 1–2 CP"],
    ),
    (
        "blank ability name",
        broken(lambda d: d["warriors"][1]["abilities"][0].update(name=" ")),
        ["warriors[1].abilities[0].name: a special ability needs a name"],
    ),
    (
        "blank warrior name",
        broken(lambda d: d["warriors"][1].update(name="")),
        ["warriors[1].name: a warrior needs a name"],
    ),
    ("blank warband name", broken(lambda d: d.update(name=" ")), ["name: a warband needs a name"]),
    (
        "duplicate warriors",
        broken(lambda d: d["warriors"][1].update(name="a")),
        ["warriors: warrior name 'A' is used 2 times; names must differ (ignoring case)"],
    ),
    (
        "limit below base",
        broken(lambda d: d["limits"].update(wounds=1)),
        [
            "limits: WOUNDS limit 1 is below the base value of 2",
            *(f"warriors[{i}].cp: WOUNDS 2 exceeds the warband limit of 1" for i in range(3)),
        ],
    ),
]


@pytest.mark.parametrize(("what", "document", "problems"), BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_bad_files_fail_cleanly_with_paths_and_change_nothing(
    db, db_path, tmp_path, what, document, problems
):
    warbands.create_warband(db, "Existing")
    error = refused(db_path, warband_files.import_warband, db, write(tmp_path, document))
    assert isinstance(error, ImportRefused)
    assert len(error.problems) == len(problems), error.problems
    for found, expected in zip(error.problems, problems, strict=True):
        assert found.startswith(expected), (found, expected)
    assert str(error).startswith(f"{tmp_path / 'band.json'}")
    assert str(error).count("\n") == (len(problems) if len(problems) > 1 else 0)
    assert "(nothing was imported)" in str(error)


def test_every_problem_in_a_file_is_reported_at_once(db, db_path, tmp_path):
    def many(d):
        d["warriors"][0]["weapon"] = "laser"
        d["warriors"][1]["cp"]["attack"] = "lots"
        d["warriors"][2]["cp"]["speed"] = 1

    # Shape problems come first; the rules only judge a document of the right shape.
    error = refused(db_path, warband_files.import_warband, db, write(tmp_path, broken(many)))
    assert error.problems == ("warriors[1].cp.attack: expected a whole number, found text 'lots'",)
    broken_rules = broken(
        lambda d: (d["warriors"][0].update(weapon="laser"), d["warriors"][2]["cp"].update(speed=1))
    )
    error = refused(db_path, warband_files.import_warband, db, write(tmp_path, broken_rules))
    assert [p.split(":")[0] for p in error.problems] == ["warriors[0].weapon", "warriors[2]"]


def test_oversized_file_is_refused_before_reading(db, db_path, tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (warband_files.MAX_FILE_BYTES + 1))
    error = refused(db_path, warband_files.import_warband, db, path)
    assert str(error) == (
        f"{path}: is 1,000,001 bytes; a warband file may be at most 1,000,000 bytes, "
        "so it was not read"
    )
    error = refused(db_path, warband_files.import_bytes, db, b" " * 1_000_001, source="drop")
    assert "at most 1,000,000 bytes" in str(error)


def test_missing_file_and_folder(db, db_path, tmp_path):
    missing = refused(db_path, warband_files.import_warband, db, tmp_path / "no.json")
    assert str(missing) == f"{tmp_path / 'no.json'}: cannot be read: no such file"
    folder = refused(db_path, warband_files.import_warband, db, tmp_path)
    assert str(folder) == f"{tmp_path}: cannot be read: it is a folder"


def test_non_utf8_file(db, db_path, tmp_path):
    path = tmp_path / "latin.json"
    path.write_bytes('{"name": "Åsa"}'.encode("latin-1"))
    error = refused(db_path, warband_files.import_warband, db, path)
    assert error.problems == ("(top level): not UTF-8 text (byte 10)",)


def test_utf8_with_bom_is_fine(db, tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(good_document()).encode())
    assert warband_files.import_warband(db, path).name == "Imported"


def test_control_characters_in_a_warband_file_are_refused_with_their_paths(db, db_path, tmp_path):
    document = good_document()
    document["name"] = "Ash\x1b[2J"
    document["warriors"][1]["name"] = "B\u202e"
    document["warriors"][1]["abilities"] = [{"name": "Aim", "cost": 1, "description": "a\x07"}]
    error = refused(db_path, warband_files.import_warband, db, write(tmp_path, document))
    assert error.problems == (
        "name: has the control character U+001B at character 4",
        "warriors[1].name: has the bidirectional control U+202E at character 2, which changes "
        "how text displays",
        "warriors[1].abilities[0].description: has the control character U+0007 at character 2",
    )


def test_imported_names_are_stored_nfc(db, tmp_path):
    document = good_document()
    document["name"] = "A\u030asa"
    assert warband_files.import_warband(db, write(tmp_path, document)).name == "\u00c5sa"


def test_long_problem_lists_are_shortened_in_the_message_but_kept(db, db_path, tmp_path):
    document = good_document()
    document["warriors"] = [{"name": f"W{i}", "weapon": 1} for i in range(30)]
    error = refused(db_path, warband_files.import_warband, db, write(tmp_path, document))
    assert len(error.problems) == 30
    assert str(error).endswith("\n  … and 5 more")
    assert "30 problems" in str(error)
