"""The Mors Regnat commands: warband, warrior, match and odds, in text and JSON.

Every mistake must print one line on stderr, exit non-zero and change nothing.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from clijson import as_json
from dbsnapshot import dump

from warclan.rules.mors_regnat import odds as mors_odds


def fails(run, db_path, *args: str, expect: int = 1) -> str:
    """Run a command that must fail: one line on stderr, nothing on stdout, nothing changed."""
    before = dump(db_path)
    out, err = run(*args, expect=expect)
    assert dump(db_path) == before
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("warclan"), err
    # usage mistakes are reported by the (sub)command's parser: "warclan warrior add: error: …"
    assert err.startswith("warclan: error: ") if expect == 1 else ": error: " in err, err
    return err


@pytest.fixture
def band(run):
    run("warband", "create", "Ash Wolves", "--limit", "speed=10")
    run(
        "warrior",
        "add",
        "Ash Wolves",
        "Grim",
        "--speed",
        "2",
        "--attack",
        "4",
        "--toughness",
        "2",
        "--weapon",
        "cc_light",
    )
    run(
        "warrior",
        "add",
        "Ash Wolves",
        "Vex",
        "--speed",
        "3",
        "--attack",
        "3",
        "--wounds",
        "1",
        "--weapon",
        "ranged_weak",
        "--ability",
        "Sharp eye:1:re-roll one die",
    )
    return "Ash Wolves"


# --- building -----------------------------------------------------------------------------

WEAPONS = [
    ("ranged_weak", "ranged, Weak", 1, 2, '1"–12"'),
    ("ranged_light", "ranged, Light", 2, 4, '1"–12"'),
    ("ranged_strong", "ranged, Strong", 3, 6, '1"–12"'),
    ("cc_bare_handed", "close combat, Bare-Handed", 1, 0, "base-to-base contact"),
    ("cc_light", "close combat, Light", 3, 4, "base-to-base contact"),
    ("cc_strong", "close combat, Strong", 6, 6, "base-to-base contact"),
]


@pytest.mark.parametrize(("key", "label", "damage", "cp", "reach"), WEAPONS)
def test_every_weapon_in_the_stored_and_shown_warrior(run, key, label, damage, cp, reach):
    run("warband", "create", "Armoury")
    added = as_json(run, "warrior", "add", "Armoury", "Tester", "--attack", "2", "--weapon", key)
    shown = as_json(run, "warband", "show", "Armoury")["warriors"][0]
    assert added == shown
    assert {k: shown["weapon"][k] for k in ("key", "label", "damage", "cp_cost", "range")} == {
        "key": key,
        "label": label,
        "damage": damage,
        "cp_cost": cp,
        "range": reach,
    }
    assert (shown["cp_spent"], shown["cp_left"]) == (cp + 2, 10 - cp)
    text, _ = run("warband", "show", "Armoury")
    assert label in text and reach in text
    text, _ = run("warrior", "show", "Armoury", "Tester")
    assert f"weapon: {label} ({key}) — damage {damage}, {cp} CP, range {reach}" in text


def test_weapons_list(run):
    out, _ = run("warrior", "weapons")
    for key, label, damage, cp, reach in WEAPONS:
        assert [key, *label.split(), str(damage), str(cp), *reach.split()] in [
            line.split() for line in out.splitlines()
        ]


@pytest.mark.parametrize(
    ("option", "field", "value", "shown"),
    [
        ("--speed", "speed", 7, '7" (4)'),
        ("--attack", "attack", 4, "4 (4)"),
        ("--toughness", "toughness", 4, "4 (4)"),
        ("--wounds", "wounds", 10, "10 (4)"),
    ],
)
def test_every_stat_bought_with_cp(run, option, field, value, shown):
    run("warband", "create", "Stats")
    sheet = as_json(
        run, "warrior", "add", "Stats", "Tester", option, "4", "--weapon", "cc_bare_handed"
    )
    assert sheet["cp_bought"][field] == 4
    assert sheet["stats"][field] == value
    assert (sheet["cp_spent"], sheet["cp_left"]) == (4, 8)
    out, _ = run("warband", "show", "Stats")
    assert shown in out


def test_show_prints_cp_stats_derived_values_abilities_and_warnings(run, band):
    out, _ = run("warband", "show", band)
    lines = out.splitlines()
    assert lines[0] == "Warband 1: Ash Wolves  — 2 warriors, 22 CP spent"
    assert lines[1] == 'Limits: SPEED ≤ 10"; record: played 0, won 0, lost 0, drawn 0'
    assert lines[2].split() == [
        "#",
        "warrior",
        "CP",
        "left",
        "SPEED",
        "ATTACK",
        "TOUGHNESS",
        "WOUNDS",
        "cautious",
        "weak",
        "weapon",
        "damage",
        "range",
    ]
    assert lines[3].split() == [
        "1",
        "Grim",
        "12/12",
        "0",
        '5"',
        "(2)",
        "4",
        "(4)",
        "2",
        "(2)",
        "2",
        "(0)",
        '3"',
        "2",
        "close",
        "combat,",
        "Light",
        "3",
        "base-to-base",
        "contact",
    ]
    assert lines[4].split()[:4] == ["2", "Vex", "10/12", "2"]
    assert "  Vex: Sharp eye (1 CP) — re-roll one die" in lines
    assert "  Vex: warning: 2 CP unspent" in lines
    sheet = as_json(run, "warband", "show", band)
    vex = sheet["warriors"][1]
    assert (vex["cautious_advance"], vex["weak_attack"]) == (3, 2)
    assert vex["warnings"] == [{"code": "cp_unspent", "message": "2 CP unspent"}]
    assert vex["abilities"] == [{"name": "Sharp eye", "cost": 1, "description": "re-roll one die"}]


def test_attack_zero_warning_is_shown_and_stored(run, band):
    out, _ = run("warrior", "add", band, "Porter", "--wounds", "3", "--weapon", "cc_bare_handed")
    assert "  warning: 9 CP unspent" in out
    assert "  warning: ATTACK 0: this warrior cannot roll attack dice" in out
    out, _ = run("warband", "show", band)
    assert "  Porter: warning: ATTACK 0: this warrior cannot roll attack dice" in out


def test_new_warband_warns_it_has_no_warriors(run):
    out, _ = run("warband", "create", "Lonely")
    assert "Warning: the warband has no warriors yet" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["warrior", "add", "Ash Wolves", " ", "--weapon", "cc_light"], "a warrior needs a name"),
        (
            ["warrior", "add", "Ash Wolves", "Neg", "--speed", "-1", "--weapon", "cc_light"],
            "SPEED has -1 CP; CP spent on a stat cannot be negative",
        ),
        (
            ["warrior", "add", "Ash Wolves", "Zap", "--weapon", "laser"],
            "unknown weapon 'laser'; choose one of: ranged_weak,",
        ),
        (
            ["warrior", "add", "Ash Wolves", "Greedy", "--attack", "8", "--weapon", "cc_strong"],
            "cannot save warrior 'Greedy': over budget: spends 14 CP of 12",
        ),
        (
            ["warrior", "add", "Ash Wolves", "Fast", "--speed", "8", "--weapon", "cc_bare_handed"],
            'SPEED 11" exceeds the warband limit of 10"',
        ),
        (
            ["warrior", "add", "Ash Wolves", "Odd", "--weapon", "cc_light", "--ability", " :1:x"],
            "a special ability needs a name",
        ),
        (
            [
                "warrior",
                "add",
                "Ash Wolves",
                "Pricey",
                "--weapon",
                "cc_light",
                "--ability",
                "Big:3",
            ],
            "special ability 'Big' costs 3 CP; abilities cost 1–2 CP",
        ),
        (
            ["warrior", "add", "Ash Wolves", "GRIM", "--weapon", "cc_light"],
            "warrior name 'Grim' is used 2 times; names must differ (ignoring case)",
        ),
        (["warrior", "add", "Nobody", "X", "--weapon", "cc_light"], "no warband 'Nobody'"),
        (
            ["warrior", "edit", "Ash Wolves", "Grim", "--attack", "5"],
            "over budget: spends 13 CP of 12",
        ),
        (["warrior", "edit", "Ash Wolves", "Grim", "--name", "vex"], "is used 2 times"),
        (["warrior", "edit", "Ash Wolves", "Grim"], "nothing to change"),
        (
            ["warrior", "edit", "Ash Wolves", "Grim", "--no-abilities", "--ability", "A:1"],
            "give --ability or --no-abilities, not both",
        ),
        (
            ["warrior", "edit", "Ash Wolves", "Ghost", "--attack", "1"],
            "Ash Wolves has no warrior 'Ghost'",
        ),
        (["warrior", "copy", "Ash Wolves", "Grim", "grim"], "is used 2 times"),
        (["warrior", "move", "Ash Wolves", "Grim", "3"], "position must be between 1 and 2, not 3"),
        (["warrior", "delete", "Ash Wolves", "Ghost"], "Ash Wolves has no warrior 'Ghost'"),
        (["warband", "create", " "], "a warband needs a name"),
        (["warband", "create", "ash wolves"], "a warband called 'Ash Wolves' already exists"),
        (
            ["warband", "create", "Slow", "--limit", "speed=2"],
            'SPEED limit 2" is below the base value of 3"',
        ),
        (
            ["warband", "limits", "Ash Wolves", "--attack", "3"],
            "cannot save the limits of Ash Wolves: Grim: ATTACK 4 exceeds the warband limit of 3",
        ),
        (["warband", "limits", "Ash Wolves", "--wounds", "1000"], "WOUNDS limit 1000 is too large"),
        (["warband", "limits", "Ash Wolves"], "nothing to change: give at least one limit"),
        (["warband", "rename", "Ash Wolves", " "], "a warband needs a name"),
        (["warband", "copy", "Ash Wolves", "ASH WOLVES"], "already exists"),
        (["warband", "delete", "Nobody"], "no warband 'Nobody'"),
        (["warband", "show", "Nobody"], "no warband 'Nobody'"),
    ],
)
def test_every_refusal_is_one_line_and_changes_nothing(run, band, db_path, args, message):
    err = fails(run, db_path, *args)
    assert message in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["warband", "create", "X", "--limit", "spd=3"], "expected STAT=N with STAT one of"),
        (
            ["warrior", "add", "Ash Wolves", "X", "--weapon", "cc_light", "--ability", "Aim"],
            "expected NAME:COST[:DESCRIPTION]",
        ),
        (
            ["warrior", "add", "Ash Wolves", "X", "--weapon", "cc_light", "--ability", "Aim:one"],
            "expected NAME:COST[:DESCRIPTION]",
        ),
        (
            ["warrior", "add", "Ash Wolves", "X", "--speed", "two", "--weapon", "cc_light"],
            "expected a whole number, not 'two'",
        ),
        (["warrior", "add", "Ash Wolves", "X"], "the following arguments are required: --weapon"),
        (
            ["match", "record", "--casualties", "1", "--warband", "A", "--draw"],
            "--casualties must follow a --warband W",
        ),
        (
            ["match", "record", "--warband", "A", "--warband", "B", "--winner", "A", "--draw"],
            "not allowed with argument",
        ),
        (["match", "record", "--warband", "A", "--warband", "B"], "one of the arguments"),
        (
            ["match", "record", "--warband", "A", "--warband", "B", "--draw", "--date", "1/2/26"],
            "expected a date as YYYY-MM-DD",
        ),
    ],
)
def test_usage_mistakes_are_one_line(run, band, db_path, args, message):
    err = fails(run, db_path, *args, expect=2)
    assert message in err


def test_dry_run_shows_errors_and_saves_nothing(run, band, db_path):
    before = dump(db_path)
    out, _ = run(
        "warrior", "add", band, "Maybe", "--attack", "14", "--weapon", "cc_light", "--dry-run"
    )
    assert "  error: over budget: spends 18 CP of 12" in out
    assert out.rstrip().endswith("Dry run: nothing was saved. It would be refused.")
    sheet = as_json(run, "warrior", "edit", band, "Grim", "--attack", "3", "--dry-run")
    assert (sheet["saved"], sheet["cp_left"], sheet["errors"]) == (False, 1, [])
    assert dump(db_path) == before


def test_edit_copy_move_delete_warriors(run, band):
    sheet = as_json(
        run,
        "warrior",
        "edit",
        band,
        "Vex",
        "--wounds",
        "2",
        "--name",
        "Vex the Sly",
        "--ability",
        "Sneak:2:moves unseen",
    )
    assert (sheet["name"], sheet["stats"]["wounds"], sheet["cp_left"]) == ("Vex the Sly", 6, 0)
    shown = as_json(run, "warrior", "show", band, "vex the sly")
    assert shown == sheet
    assert shown["abilities"] == [{"name": "Sneak", "cost": 2, "description": "moves unseen"}]
    cleared = as_json(
        run, "warrior", "edit", band, "Vex the Sly", "--no-abilities", "--wounds", "1"
    )
    assert cleared["abilities"] == [] and cleared["cp_left"] == 3
    copy = as_json(run, "warrior", "copy", band, "Grim", "Grim II")
    assert (copy["position"], copy["cp_spent"]) == (3, 12)
    moved = as_json(run, "warrior", "move", band, "Grim II", "1")
    assert [w["name"] for w in moved["warriors"]] == ["Grim II", "Grim", "Vex the Sly"]
    out, _ = run("warrior", "delete", band, "grim ii")
    assert out.strip() == "Deleted warrior 'Grim II' (id 3): removed from Ash Wolves"
    assert [w["name"] for w in as_json(run, "warband", "show", band)["warriors"]] == [
        "Grim",
        "Vex the Sly",
    ]


def test_copy_warrior_to_another_warband(run, band, db_path):
    run("warband", "create", "Slowpokes", "--limit", "speed=5")
    err = fails(run, db_path, "warrior", "copy", band, "Vex", "Vex", "--to", "Slowpokes")
    assert 'SPEED 6" exceeds the warband limit of 5"' in err
    out, _ = run("warrior", "copy", band, "Grim", "Grim", "--to", "Slowpokes")
    assert out.startswith("Grim (#1 in Slowpokes): 12 of 12 CP spent, 0 left")


def test_limits_set_and_removed(run, band):
    sheet = as_json(run, "warband", "limits", band, "--attack", "4", "--speed", "none")
    assert sheet["limits"] == {"speed": None, "attack": 4, "toughness": None, "wounds": None}
    out, _ = run("warband", "limits", band, "--attack", "off")
    assert "Limits: none;" in out


def test_create_with_every_limit(run):
    sheet = as_json(
        run,
        "warband",
        "create",
        "Capped",
        "--limit",
        "speed=8",
        "--limit",
        "ATTACK=5",
        "--limit",
        "toughness=4",
        "--limit",
        "wounds=10",
    )
    assert sheet["limits"] == {"speed": 8, "attack": 5, "toughness": 4, "wounds": 10}


def test_rename_copy_list_delete_warband(run, band):
    out, _ = run("warband", "rename", band, "Grey Wolves")
    assert out.startswith("Warband 1: Grey Wolves")
    copy = as_json(run, "warband", "copy", "grey wolves", "Wolf Cubs")
    assert [w["name"] for w in copy["warriors"]] == ["Grim", "Vex"]
    listed = as_json(run, "warband", "list")
    assert [(b["name"], b["warriors"], b["cp_spent"], b["warnings"]) for b in listed] == [
        ("Grey Wolves", 2, 22, 1),
        ("Wolf Cubs", 2, 22, 1),
    ]
    out, _ = run("warband", "list")
    assert out.splitlines()[0].split() == [
        "id",
        "warband",
        "warriors",
        "CP",
        "warnings",
        "played",
        "won",
        "lost",
        "drawn",
    ]
    out, _ = run("warband", "delete", "Wolf Cubs")
    assert out.strip() == "Deleted warband 'Wolf Cubs' (id 2): 2 warriors deleted"
    assert [b["name"] for b in as_json(run, "warband", "list")] == ["Grey Wolves"]


def test_json_flag_after_the_action(run, band):
    out, _ = run("warband", "show", band, "--json")
    assert json.loads(out)["name"] == "Ash Wolves"
    out, _ = run(
        "odds", "--attack", "1", "--damage", "1", "--toughness", "1", "--wounds", "1", "--json"
    )
    assert json.loads(out)["kill_chance"]["fraction"] == "9/20"


# --- export and import ----------------------------------------------------------------------


def without_ids(value):
    if isinstance(value, dict):
        return {
            k: without_ids(v) for k, v in value.items() if k not in ("id", "warband_id", "warband")
        }
    if isinstance(value, list):
        return [without_ids(v) for v in value]
    return value


def test_export_import_round_trip(run, band, tmp_path, db_path):
    target = tmp_path / "wolves.json"
    out, _ = run("warband", "export", band, str(target))
    assert out.startswith(f"Exported Ash Wolves (2 warriors) to {target} (")
    original = as_json(run, "warband", "show", band)
    err = fails(run, db_path, "warband", "import", str(target))
    assert (
        "a warband called 'Ash Wolves' already exists; import it under another name "
        "(use --rename NEW)" in err
    )
    copy = as_json(run, "warband", "import", str(target), "--rename", "Wolf Cubs")
    assert copy["name"] == "Wolf Cubs"
    assert without_ids({**copy, "name": "Ash Wolves"}) == without_ids(original)
    run("warband", "delete", band)
    again = as_json(run, "warband", "import", str(target))
    assert without_ids(again) == without_ids(original)
    err = fails(run, db_path, "warband", "export", "Wolf Cubs", str(target))
    assert "already exists (use --force to replace it)" in err
    run("warband", "export", "Wolf Cubs", str(target), "--force")
    assert json.loads(target.read_text())["name"] == "Wolf Cubs"


def good_document() -> dict:
    return {
        "format": "warclan-mors-warband",
        "version": 1,
        "name": "Imported",
        "warriors": [
            {"name": "A", "weapon": "cc_light", "cp": {"attack": 4}},
            {"name": "B", "weapon": "ranged_weak", "cp": {"attack": 2}},
            {"name": "C", "weapon": "cc_strong", "cp": {"attack": 6}},
        ],
    }


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (json.dumps(good_document())[:60], "(top level): not valid JSON at line 1, column "),
        (json.dumps({**good_document(), "name": ["x"]}), "name: expected text, found a list"),
        (
            json.dumps(
                {
                    **good_document(),
                    "warriors": [{"name": "A", "weapon": "cc_light", "cp": {"speed": "3"}}],
                }
            ),
            "warriors[0].cp.speed: expected a whole number, found text '3'",
        ),
        (
            json.dumps(
                {
                    **good_document(),
                    "warriors": [*good_document()["warriors"], {"name": "D", "weapon": "laser"}],
                }
            ),
            "warriors[3].weapon: unknown weapon 'laser'",
        ),
    ],
)
def test_bad_imports_fail_with_the_path_and_change_nothing(
    run, band, db_path, tmp_path, content, message
):
    path = tmp_path / "bad.json"
    path.write_text(content)
    err = fails(run, db_path, "warband", "import", str(path))
    assert err.startswith(f"warclan: error: {path}: ")
    assert err.endswith(" (nothing was imported)\n") and message in err


def test_a_taken_name_is_refused_with_the_option_that_helps(run, band, db_path, tmp_path):
    path = tmp_path / "taken.json"
    path.write_text(json.dumps({**good_document(), "name": "Ash Wolves"}))
    err = fails(run, db_path, "warband", "import", str(path))
    assert err == (
        "warclan: error: a warband called 'Ash Wolves' already exists; import it under "
        "another name (use --rename NEW)\n"
    )


def test_oversized_import_is_refused(run, band, db_path, tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(b"[" + b" " * 1_000_000 + b"]")
    err = fails(run, db_path, "warband", "import", str(path))
    assert err.strip() == (
        f"warclan: error: {path}: is 1,000,002 bytes; a warband file may be at most "
        "1,000,000 bytes, so it was not read"
    )


# --- match log ---------------------------------------------------------------------------------


@pytest.fixture
def three(run, band):
    run("warband", "create", "Bone Crows")
    run("warband", "create", "Cinder Rats")
    return band


def test_match_record_list_standing_delete(run, three, db_path):
    won = as_json(
        run,
        "match",
        "record",
        "--warband",
        "Ash Wolves",
        "--casualties",
        "1",
        "--warband",
        "Bone Crows",
        "--casualties",
        "3",
        "--winner",
        "ash wolves",
        "--date",
        "2026-03-01",
        "--notes",
        "Fog",
    )
    assert won["sides"] == [
        {"warband_id": 1, "warband": "Ash Wolves", "casualties": 1, "result": "won"},
        {"warband_id": 2, "warband": "Bone Crows", "casualties": 3, "result": "lost"},
    ]
    assert (won["played_on"], won["winner"], won["draw"], won["notes"]) == (
        "2026-03-01",
        "Ash Wolves",
        False,
        "Fog",
    )
    out, _ = run(
        "match",
        "record",
        "--warband",
        "Ash Wolves",
        "--warband",
        "Cinder Rats",
        "--casualties",
        "2",
        "--draw",
        "--date",
        "2026-04-01",
    )
    assert out.strip() == (
        "Match 2 on 2026-04-01: Ash Wolves (0 casualties), Cinder Rats (2 casualties) — draw"
    )
    out, _ = run("match", "list")
    assert out.splitlines() == [
        "Match 1 on 2026-03-01: Ash Wolves (1 casualty), Bone Crows (3 casualties)"
        " — won by Ash Wolves",
        "  notes: Fog",
        "Match 2 on 2026-04-01: Ash Wolves (0 casualties), Cinder Rats (2 casualties) — draw",
    ]
    assert [m["id"] for m in as_json(run, "match", "list", "--warband", "Cinder Rats")] == [2]
    out, _ = run("match", "standing", "Ash Wolves")
    assert out.strip() == "Ash Wolves: played 2, won 1, lost 0, drawn 1"
    standing = as_json(run, "match", "standing", "Bone Crows")
    assert standing["record"] == {"played": 1, "won": 0, "lost": 1, "drawn": 0}
    out, _ = run("warband", "show", "Ash Wolves")
    assert "record: played 2, won 1, lost 0, drawn 1" in out
    out, _ = run("match", "delete", "1")
    assert out.strip() == "Deleted match 'Ash Wolves vs Bone Crows' (id 1): played on 2026-03-01"
    assert as_json(run, "match", "standing", "Bone Crows")["record"]["played"] == 0
    assert "no match '1'" in fails(run, db_path, "match", "delete", "1")


def test_deleted_warband_stays_in_the_log(run, three):
    run(
        "match",
        "record",
        "--warband",
        "Ash Wolves",
        "--warband",
        "Bone Crows",
        "--winner",
        "Bone Crows",
        "--date",
        "2026-01-02",
    )
    out, _ = run("warband", "delete", "Ash Wolves")
    assert "1 match kept in the log under its name" in out
    out, _ = run("match", "list")
    assert out.strip() == (
        "Match 1 on 2026-01-02: Ash Wolves (deleted) (0 casualties), Bone Crows (0 casualties)"
        " — won by Bone Crows"
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--warband", "Ash Wolves", "--draw"], "a match needs at least two warbands"),
        (["--warband", "Ash Wolves", "--warband", "ash wolves", "--draw"], "listed twice"),
        (
            ["--warband", "Ash Wolves", "--warband", "Bone Crows", "--winner", "Cinder Rats"],
            "the winner 'Cinder Rats' did not play in this match",
        ),
        (
            ["--warband", "Ash Wolves", "--casualties", "-2", "--warband", "Bone Crows", "--draw"],
            "casualties must be between 0 and 999, not -2",
        ),
        (["--warband", "Nobody", "--warband", "Bone Crows", "--draw"], "no warband 'Nobody'"),
    ],
)
def test_bad_matches(run, three, db_path, args, message):
    assert message in fails(run, db_path, "match", "record", *args)


def test_empty_match_log(run):
    out, _ = run("match", "list")
    assert out.strip() == "(none)"
    assert as_json(run, "match", "list") == []


# --- odds ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("attack", "damage", "toughness", "wounds"), [(1, 6, 1, 2), (4, 3, 2, 4), (12, 6, 12, 2)]
)
def test_odds_json_equals_the_rules(run, attack, damage, toughness, wounds):
    view = as_json(
        run,
        "odds",
        "--attack",
        str(attack),
        "--damage",
        str(damage),
        "--toughness",
        str(toughness),
        "--wounds",
        str(wounds),
    )
    exact = mors_odds.attack_odds(attack, damage, toughness, wounds)
    assert {r["damage"]: Fraction(r["chance"]["fraction"]) for r in view["rows"]} == dict(
        exact.damage_dealt
    )
    for row in view["rows"]:
        assert row["chance"]["p"] == float(Fraction(row["chance"]["fraction"]))
    assert Fraction(view["kill_chance"]["fraction"]) == exact.kill_chance
    assert view["kill_chance"]["p"] == float(exact.kill_chance)
    assert Fraction(view["expected_damage"]["fraction"]) == exact.expected_damage


def test_odds_text_shows_fractions_and_percentages(run):
    out, _ = run("odds", "--attack", "1", "--damage", "6", "--toughness", "1", "--wounds", "2")
    assert out.splitlines() == [
        "1 ATTACK die, 6 damage each, against 1 TOUGHNESS die and 2 WOUNDS",
        "unblocked  damage  chance          at least",
        "0          0       11/20 (55.00%)  100%",
        "1          6 kill  9/20 (45.00%)   45.00%",
        "Chance to kill: 9/20 (45.00%)",
        "Expected damage: 2.700 (27/10)",
    ]


def test_odds_weak_attack(run):
    view = as_json(
        run, "odds", "--attack", "5", "--damage", "1", "--toughness", "0", "--wounds", "3", "--weak"
    )
    assert (view["attack_dice"], view["weak"]) == (3, True)
    assert view["kill_chance"] == {"fraction": "1", "p": 1.0}
    out, _ = run(
        "odds", "--attack", "5", "--damage", "1", "--toughness", "0", "--wounds", "3", "--weak"
    )
    assert out.startswith("3 ATTACK dice (Weak Attack: half ATTACK, rounded up)")


def test_odds_between_stored_warriors(run, band):
    run("warband", "create", "Bone Crows")
    run(
        "warrior",
        "add",
        "Bone Crows",
        "Tank",
        "--toughness",
        "3",
        "--wounds",
        "3",
        "--attack",
        "1",
        "--weapon",
        "cc_light",
    )
    view = as_json(run, "odds", "--attacker", "Ash Wolves/Grim", "--defender", "bone crows/tank")
    assert (view["attacker"], view["defender"], view["weapon"]) == (
        "Ash Wolves/Grim",
        "Bone Crows/Tank",
        "close combat, Light",
    )
    assert (view["attack_dice"], view["damage"], view["toughness_dice"], view["wounds"]) == (
        4,
        3,
        3,
        8,
    )
    exact = mors_odds.attack_odds(4, 3, 3, 8)
    assert Fraction(view["kill_chance"]["fraction"]) == exact.kill_chance
    out, _ = run("odds", "--attacker", "Ash Wolves/Grim", "--defender", "Bone Crows/Tank", "--weak")
    assert out.splitlines()[0] == "Ash Wolves/Grim (close combat, Light) attacks Bone Crows/Tank"
    assert out.splitlines()[1].startswith("2 ATTACK dice (Weak Attack")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--attack", "1", "--damage", "1", "--toughness", "1"], "missing --wounds"),
        (
            ["--attack", "1", "--attacker", "Ash Wolves/Grim"],
            "give either numbers or stored warriors",
        ),
        (["--attacker", "Ash Wolves/Grim"], "--defender is missing"),
        (
            ["--attacker", "Ash Wolves/Grim", "--defender", "Ash Wolves/Nobody"],
            "no warrior 'Ash Wolves/Nobody'",
        ),
        (
            ["--attack", "-1", "--damage", "1", "--toughness", "1", "--wounds", "1"],
            "ATTACK dice cannot be negative, got -1",
        ),
        (
            ["--attack", "1", "--damage", "0", "--toughness", "1", "--wounds", "1"],
            "damage must be at least 1",
        ),
        (
            ["--attack", "25", "--damage", "1", "--toughness", "1", "--wounds", "1"],
            "ATTACK dice: at most 24",
        ),
    ],
)
def test_bad_odds(run, band, db_path, args, message):
    assert message in fails(run, db_path, "odds", *args)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--damage", "1000", "--wounds", "1"], "argument --damage: at most 999 (got 1000)"),
        (["--damage", "9" * 400, "--wounds", "1"], "a number of 400 digits is far too large"),
        (["--damage", "9" * 5000, "--wounds", "1"], "a number of 5,000 digits is far too large"),
        (["--damage", "1", "--wounds", "1000"], "argument --wounds: at most 999 (got 1000)"),
    ],
)
def test_huge_odds_numbers_are_usage_errors(run, db_path, args, message):
    # --damage 10**400 used to end in "internal error: OverflowError".
    err = fails(run, db_path, "odds", "--attack", "3", "--toughness", "2", *args, expect=2)
    assert message in err and "internal error" not in err
