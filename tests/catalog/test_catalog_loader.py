"""The catalogue loader: the shipped data loads, and every kind of malformed file is
rejected with a message naming the file, the entry path and the problem."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from warclan.catalog import loader
from warclan.catalog.errors import CatalogError
from warclan.catalog.loader import (
    MAX_FILE_BYTES,
    example_profiles,
    injury_catalog,
    load_profile_file,
    parse_injury_tables,
    parse_profiles,
    read_json,
)
from warclan.catalog.provenance import Source
from warclan.rules.ragnarok.injuries import InjuryResult, Removal
from warclan.rules.ragnarok.profiles import STAT_NAMES

REPO_ROOT = Path(__file__).resolve().parents[2]
INJURY_FILE = REPO_ROOT / "resources" / "rules" / "injury_tables.json"
PROFILE_FILE = REPO_ROOT / "resources" / "profiles" / "example_profiles.json"
BROKEN = "broken.json"


def _shipped(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _write(tmp_path: Path, data: Any, name: str = BROKEN) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


def _injury_error(tmp_path: Path, mutate: Callable[[dict[str, Any]], None]) -> CatalogError:
    data = copy.deepcopy(_shipped(INJURY_FILE))
    mutate(data)
    with pytest.raises(CatalogError) as info:
        parse_injury_tables(read_json(_write(tmp_path, data)))
    return info.value


def _profile_error(tmp_path: Path, mutate: Callable[[dict[str, Any]], None]) -> CatalogError:
    data = copy.deepcopy(_shipped(PROFILE_FILE))
    mutate(data)
    with pytest.raises(CatalogError) as info:
        parse_profiles(read_json(_write(tmp_path, data)))
    return info.value


def _assert_names(error: CatalogError, where: str, *problem: str) -> None:
    message = str(error)
    assert error.file == BROKEN
    assert error.where == where
    assert message.startswith(f"{BROKEN}: {where}: ")
    for part in problem:
        assert part in message, f"{part!r} not in {message!r}"


# --- the shipped files ------------------------------------------------------------------


def test_shipped_injury_tables_load():
    catalog = injury_catalog()
    assert catalog.version == 1
    assert catalog.injury_provenance.kind is Source.RULEBOOK
    assert catalog.injury_provenance.source == "001_9c5ef580a64a23a1.txt"
    assert len(catalog.tables.injury) == 5
    assert [r.key for r in catalog.tables.severe] == [
        "crushed_leg",
        "shattered_arm",
        "eye_wound",
        "spinal_injury",
        "weakened_core",
        "lingering_pain",
        "haunted_mind",
        "ugly_scar",
        "full_recovery",
    ]
    assert set(catalog.severe_provenance) == {r.key for r in catalog.tables.severe}


def test_shipped_house_rule_rows_carry_their_label():
    catalog = injury_catalog()
    for row in catalog.tables.severe:
        provenance = catalog.severe_provenance[row.key]
        if row.low >= 8:
            assert provenance.kind is Source.HOUSE_RULE
            assert "house rule" in provenance.label
            assert "not from the rulebook" in provenance.label
        else:
            # Inherited from the table's rulebook provenance.
            assert provenance.kind is Source.RULEBOOK
            assert provenance.source == "001_9c5ef580a64a23a1.txt"


def test_example_profiles_load_and_are_marked_examples():
    catalog = example_profiles()
    assert catalog.version == 1
    assert catalog.provenance.kind is Source.EXAMPLE
    assert "not official" in catalog.provenance.label
    assert catalog.profiles
    for profile in catalog.profiles:
        assert profile.name.startswith("Example"), profile.name
        assert profile.key.startswith("example.")
    assert len(catalog.by_key()) == len(catalog.profiles)


def test_example_profiles_match_the_file():
    data = _shipped(PROFILE_FILE)
    profiles = example_profiles().by_key()
    assert list(profiles) == [e["key"] for e in data["entries"]]
    for entry in data["entries"]:
        profile = profiles[entry["key"]]
        assert profile.stats.as_dict() == {n: entry[n] for n in STAT_NAMES}
        assert profile.cost == entry["cost"]
        assert [a.name for a in profile.attacks] == [a["name"] for a in entry["attacks"]]


def test_dash_strength_loads_as_none():
    seer = example_profiles().by_key()["example.seer"]
    curse = next(a for a in seer.attacks if a.name == "Curse")
    assert curse.st is None
    assert curse.rn == "12"


@pytest.mark.parametrize("path", sorted((REPO_ROOT / "resources").rglob("*.json")), ids=str)
def test_every_shipped_json_file_reads(path):
    node = read_json(path)
    assert isinstance(node.value, dict)
    assert node.file == path.name


def test_user_profile_file_loads(tmp_path):
    data = _shipped(PROFILE_FILE)
    data["provenance"] = {"kind": "group_edit", "note": "typed in from our book"}
    data["entries"] = data["entries"][:2]
    catalog = load_profile_file(_write(tmp_path, data, "ours.json"))
    assert catalog.provenance.kind is Source.GROUP_EDIT
    assert [p.key for p in catalog.profiles] == ["example.jarl", "example.huscarl"]


def test_row_provenance_decides_house_rule(tmp_path):
    data = _shipped(INJURY_FILE)
    data["severe"]["rows"][7]["provenance"] = {"kind": "rulebook", "source": "our book"}
    data["severe"]["provenance"] = {"kind": "group_edit"}  # the default for rows without one
    tables = parse_injury_tables(read_json(_write(tmp_path, data))).tables
    marks = {r.key: r.house_rule for r in tables.severe}
    assert marks["ugly_scar"] is False
    assert marks["crushed_leg"] is True  # group edits are not the rulebook either
    assert marks["lingering_pain"] is True


# --- malformed injury tables ------------------------------------------------------------


def test_missing_field(tmp_path):
    error = _injury_error(tmp_path, lambda d: d["severe"]["rows"][3].pop("name"))
    _assert_names(error, "severe.rows[3].name", "is missing")


def test_missing_section(tmp_path):
    error = _injury_error(tmp_path, lambda d: d.pop("severe"))
    _assert_names(error, "severe", "is missing")


def test_wrong_type_text_for_a_number(tmp_path):
    def mutate(d):
        d["severe"]["rows"][3]["penalty"] = "1"

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "severe.rows[3].penalty", "expected a whole number", "found text")


def test_wrong_type_bool_for_a_number(tmp_path):
    def mutate(d):
        d["injury"]["rows"][0]["low"] = True

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "injury.rows[0].low", "expected a whole number, found true")


def test_wrong_type_object_for_a_list(tmp_path):
    def mutate(d):
        d["severe"]["rows"] = {}

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "severe.rows", "expected a list", "an object")


def test_blank_text(tmp_path):
    def mutate(d):
        d["injury"]["rows"][2]["text"] = "   "

    _assert_names(_injury_error(tmp_path, mutate), "injury.rows[2].text", "must not be blank")


def test_roll_above_12(tmp_path):
    def mutate(d):
        d["injury"]["rows"][4]["high"] = 13

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "injury.rows[4].high", "at most 12", "13")


def test_roll_below_2(tmp_path):
    def mutate(d):
        d["severe"]["rows"][0]["low"] = 1

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "severe.rows[0].low", "at least 2", "1")


def test_unknown_stat(tmp_path):
    def mutate(d):
        d["severe"]["rows"][3]["stat"] = "xp"

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "severe.rows[3].stat", "must be one of", ", ".join(STAT_NAMES))


def test_null_stat_is_allowed(tmp_path):
    data = _shipped(INJURY_FILE)
    data["severe"]["rows"][5]["stat"] = None
    tables = parse_injury_tables(read_json(_write(tmp_path, data))).tables
    assert tables.severe_row(8).stat is None


def test_unknown_result(tmp_path):
    def mutate(d):
        d["injury"]["rows"][1]["result"] = "maimed"

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "injury.rows[1].result", "must be one of", "'maimed'")
    assert all(r.value in str(error) for r in InjuryResult)


def test_unknown_removal(tmp_path):
    def mutate(d):
        d["severe"]["rows"][4]["removal"] = "exiled"

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "severe.rows[4].removal", "'exiled'")
    assert all(r.value in str(error) for r in Removal)


def test_negative_limit(tmp_path):
    def mutate(d):
        d["severe"]["rows"][0]["max_times"] = 0

    _assert_names(_injury_error(tmp_path, mutate), "severe.rows[0].max_times", "at least 1")


def test_duplicate_severe_key(tmp_path):
    def mutate(d):
        d["severe"]["rows"][4]["key"] = d["severe"]["rows"][3]["key"]

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "severe.rows[4].key", "duplicate key 'spinal_injury'")


def test_gap_in_injury_coverage(tmp_path):
    def mutate(d):
        d["injury"]["rows"][4]["low"] = 9  # nothing covers 8

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "injury.rows", "Injury Table", "2–12 exactly once")


def test_gap_in_severe_coverage(tmp_path):
    def mutate(d):
        d["severe"]["rows"].pop()  # nothing covers 12

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "severe.rows", "Severe Injury Table", "2–12 exactly once")


def test_overlap_in_severe_coverage(tmp_path):
    def mutate(d):
        d["severe"]["rows"][1]["low"] = 3  # 3 is Crushed Leg already

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "severe.rows", "Severe Injury Table", "exactly once")


def test_wrong_catalogue(tmp_path):
    def mutate(d):
        d["catalog"] = "model_profiles"

    _assert_names(_injury_error(tmp_path, mutate), "catalog", "'injury_tables'")


def test_missing_table_provenance(tmp_path):
    error = _injury_error(tmp_path, lambda d: d["injury"].pop("provenance"))
    _assert_names(error, "injury", "provenance is missing")


def test_unknown_provenance_kind(tmp_path):
    def mutate(d):
        d["severe"]["rows"][5]["provenance"]["kind"] = "official"

    error = _injury_error(tmp_path, mutate)
    _assert_names(error, "severe.rows[5].provenance.kind", "'official'", "house_rule")


# --- malformed profiles -----------------------------------------------------------------


def test_profile_missing_stat(tmp_path):
    error = _profile_error(tmp_path, lambda d: d["entries"][1].pop("df"))
    _assert_names(error, "entries[1].df", "is missing")


def test_profile_wrong_type(tmp_path):
    def mutate(d):
        d["entries"][0]["hp"] = "20"

    error = _profile_error(tmp_path, mutate)
    _assert_names(error, "entries[0].hp", "expected a whole number", "found text")


def test_profile_stat_out_of_range(tmp_path):
    def mutate(d):
        d["entries"][2]["sp"] = 100

    _assert_names(_profile_error(tmp_path, mutate), "entries[2].sp", "at most 99", "100")


def test_profile_zero_hp(tmp_path):
    def mutate(d):
        d["entries"][3]["hp"] = 0

    _assert_names(_profile_error(tmp_path, mutate), "entries[3]", "HP must be at least 1")


def test_profile_duplicate_key(tmp_path):
    def mutate(d):
        d["entries"][2]["key"] = d["entries"][0]["key"]

    error = _profile_error(tmp_path, mutate)
    _assert_names(error, "entries[2].key", "duplicate key 'example.jarl'")


def test_profile_bad_attack_range(tmp_path):
    def mutate(d):
        d["entries"][0]["attacks"][1]["rn"] = "far"

    error = _profile_error(tmp_path, mutate)
    _assert_names(error, "entries[0].attacks[1].rn", "ML / MR", "'far'")


def test_profile_attack_without_name(tmp_path):
    error = _profile_error(tmp_path, lambda d: d["entries"][4]["attacks"][0].pop("name"))
    _assert_names(error, "entries[4].attacks[0].name", "is missing")


def test_profile_list_entry_of_wrong_type(tmp_path):
    def mutate(d):
        d["entries"][0]["special_abilities"] = ["Leader", 3]

    error = _profile_error(tmp_path, mutate)
    _assert_names(error, "entries[0].special_abilities[1]", "expected text")


def test_profiles_missing_provenance(tmp_path):
    error = _profile_error(tmp_path, lambda d: d.pop("provenance"))
    _assert_names(error, "(top level)", "provenance is missing")


def test_profiles_top_level_must_be_an_object(tmp_path):
    with pytest.raises(CatalogError) as info:
        parse_profiles(read_json(_write(tmp_path, [1, 2])))
    _assert_names(info.value, "(top level)", "expected an object", "a list")


# --- unreadable files -------------------------------------------------------------------


def test_invalid_json_names_the_line(tmp_path):
    path = tmp_path / BROKEN
    path.write_text('{\n  "catalog": "injury_tables",\n  "version": 1,,\n}\n', encoding="utf-8")
    with pytest.raises(CatalogError) as info:
        read_json(path)
    assert info.value.file == BROKEN and info.value.where == ""
    assert str(info.value).startswith(f"{BROKEN}: not valid JSON at line 3, column 16: ")


def test_non_utf8_file(tmp_path):
    path = tmp_path / BROKEN
    path.write_bytes('{"catalog": "Hávamál"}'.encode("latin-1"))
    with pytest.raises(CatalogError) as info:
        read_json(path)
    assert info.value.file == BROKEN
    assert str(info.value) == f"{BROKEN}: not UTF-8 text (byte 14)"


def test_oversized_file(tmp_path):
    path = tmp_path / BROKEN
    with path.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # sparse: no need to write 5 MB
    with pytest.raises(CatalogError) as info:
        read_json(path)
    message = str(info.value)
    assert message.startswith(f"{BROKEN}: ")
    assert f"{MAX_FILE_BYTES + 1:,} bytes" in message
    assert f"a rules file may be at most {MAX_FILE_BYTES:,} bytes" in message


def test_file_at_the_size_limit_is_read(tmp_path):
    path = tmp_path / "big.json"
    body = '{"catalog": "x"}'
    path.write_text(body + " " * (MAX_FILE_BYTES - len(body)), encoding="utf-8")
    assert path.stat().st_size == MAX_FILE_BYTES
    assert read_json(path).value == {"catalog": "x"}


def test_missing_file(tmp_path):
    with pytest.raises(CatalogError) as info:
        read_json(tmp_path / "absent.json")
    assert str(info.value).startswith("absent.json: cannot be read")


def test_label_replaces_the_file_name(tmp_path):
    path = tmp_path / "x.json"
    path.write_text("[", encoding="utf-8")
    with pytest.raises(CatalogError, match=r"^rules/x\.json: not valid JSON at line 1, "):
        read_json(path, label="rules/x.json")


def test_shipped_loaders_read_the_resources_folder(monkeypatch, tmp_path):
    # injury_catalog() reads resources/rules/injury_tables.json through resources_dir().
    (tmp_path / "rules").mkdir()
    data = _shipped(INJURY_FILE)
    data["version"] = 7
    (tmp_path / "rules" / "injury_tables.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(loader, "resources_dir", lambda: tmp_path)
    injury_catalog.cache_clear()
    try:
        assert injury_catalog().version == 7
    finally:
        injury_catalog.cache_clear()
    monkeypatch.undo()
    assert injury_catalog().version == 1


def test_lone_surrogate_is_refused_with_its_path(tmp_path):
    path = tmp_path / BROKEN
    path.write_text('{"entries": [{"name": "ok"}, {"name": "bad \\ud800"}]}', encoding="utf-8")
    with pytest.raises(CatalogError) as info:
        read_json(path)
    assert str(info.value).startswith(f"{BROKEN}: entries[1].name: the text")


# --- several problems -------------------------------------------------------------------


def test_every_problem_in_a_catalogue_is_listed_at_once(tmp_path):
    def mutate(d):
        d["injury"]["rows"][0]["low"] = True
        d["severe"]["rows"][3].pop("name")
        d["severe"]["rows"][4]["removal"] = "exiled"
        d["severe"]["rows"][5]["key"] = d["severe"]["rows"][2]["key"]

    error = _injury_error(tmp_path, mutate)
    listed = [
        "injury.rows[0].low: expected a whole number, found true",
        "severe.rows[3].name: is missing",
        f"severe.rows[4].removal: must be one of {', '.join(r.value for r in Removal)}, "
        "found 'exiled'",
        "severe.rows[5].key: duplicate key 'eye_wound'",
    ]
    assert [str(p) for p in error.problems] == listed
    assert (error.where, error.message) == ("injury.rows[0].low", listed[0].split(": ", 1)[1])
    assert str(error).splitlines() == [f"{BROKEN} has 4 problems:", *(f"  {p}" for p in listed)]


def test_a_missing_table_provenance_is_one_problem_not_one_per_row(tmp_path):
    error = _injury_error(tmp_path, lambda d: d["severe"].pop("provenance"))
    assert error.lines() == ["severe: provenance is missing"]
