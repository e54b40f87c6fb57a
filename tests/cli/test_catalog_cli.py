"""``warclan catalog``, ``powers`` and ``items`` from the command line: filters, house-rule
marks in text output, overrides with their originals, and house-rules files that either
import whole or change nothing."""

from __future__ import annotations

import json

import pytest
from clijson import as_json
from dbsnapshot import dump

from warclan.catalog.provenance import HOUSE_RULE_LABEL
from warclan.catalog.ragnarok.rulesets import SPECS

RULEBOOK = "001_9c5ef580a64a23a1.txt"
CAMPAIGN = "Winter of Wolves"
OTHER = "Summer of Ravens"


@pytest.fixture
def campaigns(run):
    run("campaign", "create", CAMPAIGN)
    run("campaign", "create", OTHER)
    return CAMPAIGN


# --- God Powers and items -------------------------------------------------------------


def test_powers_by_god(run):
    view = as_json(run, "powers", "list", "--god", "thor")
    assert [p["name"] for p in view["powers"]] == ["Thunder God’s Temper", "Thunderous Blows"]
    out, _ = run("powers", "list", "--god", "THOR")
    assert out.startswith("2 God Powers")
    assert "Thor — Thunder God’s Temper  [thor.thunder_gods_temper]" in out
    assert "Godspark Cost 7; 70 Glory; rulebook (001_9c5ef580a64a23a1.txt)" in out
    assert "Boost: +1 Godspark / + 1 additional Pull" in out
    assert "Attack: Thunder God’s Temper, ST -, RN 12; Pull (1)" in out
    assert "Thunderous Blows" in out and "Odin" not in out
    assert HOUSE_RULE_LABEL in out  # the Glory price table is a house rule


def test_powers_by_cost_range_agree_with_the_json(run):
    every = as_json(run, "powers", "list")["powers"]
    assert len(every) == 23
    sixes = as_json(run, "powers", "list", "--max-cost", "6")["powers"]
    assert sixes and {p["godspark_cost"] for p in sixes} == {6}
    assert len(sixes) == sum(p["godspark_cost"] == 6 for p in every)
    out, _ = run("powers", "list", "--max-cost", "6")
    assert out.startswith(f"{len(sixes)} God Powers")
    assert out.count("Godspark Cost 6;") == len(sixes)
    assert "Godspark Cost 7" not in out
    band = as_json(run, "powers", "list", "--min-cost", "8", "--max-cost", "9")["powers"]
    assert {p["godspark_cost"] for p in band} == {8, 9}
    assert len(band) == sum(8 <= p["godspark_cost"] <= 9 for p in every)
    assert as_json(run, "powers", "list", "--god", "odin", "--min-cost", "7")["powers"]


def test_powers_bad_filters(run):
    _, err = run("powers", "list", "--god", "zeus", expect=1)
    assert "no god 'zeus'" in err
    _, err = run("powers", "list", "--min-cost", "9", "--max-cost", "6", expect=1)
    assert "above" in err
    _, err = run("powers", "list", "--max-cost", "cheap", expect=2)
    assert "expected a whole number" in err
    _, err = run("powers", "list", "--min-cost", "-1", expect=2)
    assert "must not be negative" in err


def test_items_by_kind(run):
    view = as_json(run, "items", "list", "--kind", "artifact")
    assert {i["kind"] for i in view["items"]} == {"artifact"}
    assert len(view["items"]) == 3
    out, _ = run("items", "list", "--kind", "equipment")
    assert out.startswith("5 items")
    assert "Shield" in out and "Cloak of Ravens" not in out
    assert HOUSE_RULE_LABEL in out
    run("items", "list", "--kind", "weapon", expect=2)


# --- catalogues and provenance --------------------------------------------------------


def test_catalog_list_and_show_mark_where_entries_come_from(run):
    listed = as_json(run, "catalog", "list")
    assert [c["name"] for c in listed["catalogs"]] == list(SPECS)
    assert all(c["version"] == 1 for c in listed["catalogs"])
    out, _ = run("catalog", "list")
    assert "rules/god_powers.json" in out and RULEBOOK in out and HOUSE_RULE_LABEL in out
    out, _ = run("catalog", "show", "god_powers")
    assert f"rulebook ({RULEBOOK})" in out
    out, _ = run("catalog", "show", "raid_table")
    assert out.count(HOUSE_RULE_LABEL) >= 7  # the header and every row
    out, _ = run("catalog", "show", "injury_tables")
    assert f"crushed_leg       Crushed Leg       rulebook ({RULEBOOK})" in out
    assert f"ugly_scar         Ugly Scar         {HOUSE_RULE_LABEL}" in out
    _, err = run("catalog", "show", "spells", expect=1)
    assert "no catalogue 'spells'" in err


def test_override_shows_original_and_edit(run, campaigns, tmp_path):
    entry = as_json(run, "catalog", "show", "items")["entries"][0]
    assert entry["key"] == "shield"
    file = tmp_path / "shield.json"
    file.write_text(json.dumps(entry["data"] | {"price": 25}), encoding="utf-8")
    out, _ = run(
        "catalog",
        "set",
        "items",
        "shield",
        "--campaign",
        CAMPAIGN,
        "--file",
        str(file),
        "--note",
        "cheap shields",
    )
    assert "house rule saved" in out and "price 20 → 25" in out
    run(
        "catalog",
        "set",
        "glory_prices",
        "god_powers",
        "--campaign",
        CAMPAIGN,
        "--json-data",
        '{"per_godspark": 12}',
        "--merge",
    )

    shown = as_json(run, "catalog", "show", "items", "--campaign", CAMPAIGN)
    shield = shown["entries"][0]
    assert shield["overridden"] is True
    assert (shield["data"]["price"], shield["original"]["price"]) == (25, 20)
    assert shield["provenance_kind"] == "group_edit"
    assert shield["original_provenance"] == HOUSE_RULE_LABEL
    out, _ = run("catalog", "show", "items", "--campaign", CAMPAIGN)
    assert "shield           Shield              group edit: cheap shields" in out
    assert f"original ({HOUSE_RULE_LABEL}):" in out
    assert '"price": 20' in out and '"price": 25' in out

    items = as_json(run, "items", "list", "--campaign", CAMPAIGN)["items"]
    assert {i["key"]: i["glory_price"] for i in items}["shield"] == 25
    thor = as_json(run, "powers", "list", "--god", "thor", "--campaign", CAMPAIGN)["powers"]
    assert [p["glory_price"] for p in thor] == [84, 72]
    out, _ = run("powers", "list", "--god", "thor", "--campaign", CAMPAIGN)
    assert "the group's own edit" in out
    # other campaigns and the shipped catalogue are unchanged
    assert (
        as_json(run, "catalog", "show", "items", "--campaign", OTHER)["entries"][0]["data"]["price"]
        == 20
    )
    listed = {
        c["name"]: c for c in as_json(run, "catalog", "list", "--campaign", CAMPAIGN)["catalogs"]
    }
    assert (listed["items"]["overridden"], listed["glory_prices"]["overridden"]) == (1, 1)

    out, _ = run("catalog", "reset", "items", "shield", "--campaign", CAMPAIGN)
    assert "house rule removed" in out and "back to the shipped entry" in out
    assert (
        as_json(run, "catalog", "show", "items", "--campaign", CAMPAIGN)["entries"][0]["overridden"]
        is False
    )


def test_bad_overrides_change_nothing(run, campaigns, db_path, tmp_path):
    before = dump(db_path)
    cases = [
        (("items", "shield", "--json-data", '{"price": "x"}', "--merge"), "field price"),
        (("items", "shield", "--json-data", '{"price": 3'), "cut short"),
        (("items", "shield", "--json-data", "[1]"), "must be a JSON object"),
        (
            ("items", "axe", "--json-data", "{}"),
            "warclan: error: items has no entry 'axe'; it can be added as the group's own entry "
            "(with --new); see 'warclan catalog show items'",
        ),
        (("spells", "fireball", "--json-data", "{}"), "no catalogue 'spells'"),
        (("items", "shield", "--file", str(tmp_path / "missing.json")), "no such file"),
    ]
    for args, message in cases:
        _, err = run(
            "catalog", "set", args[0], args[1], "--campaign", CAMPAIGN, *args[2:], expect=1
        )
        assert message in err, (args, err)
        assert err.count("\n") == 1
    _, err = run("catalog", "reset", "items", "shield", "--campaign", CAMPAIGN, expect=1)
    assert "has no house rule" in err
    run("catalog", "set", "items", "shield", "--campaign", CAMPAIGN, expect=2)  # no data given
    assert dump(db_path) == before


def test_a_new_entry(run, campaigns):
    data = '{"name": "Axe", "kind": "equipment", "price": 5, "text": "An axe."}'
    run("catalog", "set", "items", "axe", "--campaign", CAMPAIGN, "--json-data", data, "--new")
    out, _ = run("catalog", "show", "items", "--campaign", CAMPAIGN)
    assert "axe              Axe                 group's own entry" in out
    assert "Axe" in run("items", "list", "--campaign", CAMPAIGN)[0]


# --- house-rules files ----------------------------------------------------------------


def _edit(run) -> None:
    run(
        "catalog",
        "set",
        "items",
        "shield",
        "--campaign",
        CAMPAIGN,
        "--json-data",
        '{"price": 25}',
        "--merge",
        "--note",
        "cheap",
    )
    run(
        "catalog",
        "set",
        "god_powers",
        "odin.wanderlust",
        "--campaign",
        CAMPAIGN,
        "--json-data",
        '{"godspark_cost": 8}',
        "--merge",
    )
    run(
        "catalog",
        "set",
        "glory_prices",
        "recruit",
        "--campaign",
        CAMPAIGN,
        "--json-data",
        '{"multiplier": 2}',
        "--merge",
    )


def _effective(run, campaign):
    return {
        name: as_json(run, "catalog", "show", name, "--campaign", campaign)["entries"]
        for name in SPECS
    }


def test_export_import_round_trip(run, campaigns, tmp_path):
    _edit(run)
    file = tmp_path / "house-rules.json"
    out, _ = run("catalog", "export", "--campaign", CAMPAIGN, str(file))
    assert f"Wrote 3 house rules of campaign {CAMPAIGN}" in out
    assert _effective(run, OTHER) != _effective(run, CAMPAIGN)
    out, _ = run("catalog", "import", "--campaign", OTHER, str(file))
    assert "3 added, 0 replaced" in out
    assert _effective(run, OTHER) == _effective(run, CAMPAIGN)


def test_importing_the_same_pack_twice_needs_replace(run, campaigns, db_path, tmp_path):
    _edit(run)
    file = tmp_path / "house-rules.json"
    run("catalog", "export", "--campaign", CAMPAIGN, str(file))
    before = dump(db_path)
    _, err = run("catalog", "import", "--campaign", CAMPAIGN, str(file), expect=1)
    assert "3 problems (nothing was imported)" in err
    assert err.endswith("(import with --replace to overwrite the house rules the campaign has)\n")
    assert "overrides[0]: campaign 'Winter of Wolves' already has a house rule" in err
    assert "--replace" in err
    assert dump(db_path) == before
    imported = as_json(run, "catalog", "import", "--campaign", CAMPAIGN, str(file), "--replace")
    assert len(imported["replaced"]) == 3 and imported["added"] == []


def _pack(*overrides):
    return {"format": "warclan-house-rules", "version": 1, "overrides": list(overrides)}


@pytest.mark.parametrize(
    ("content", "messages"),
    [
        pytest.param(
            json.dumps(_pack({"catalog": "items", "key": "shield", "data": {"price": 1}}))[:60],
            ["not valid JSON", "cut short"],
            id="truncated",
        ),
        pytest.param("<house-rules/>", ["not valid JSON at line 1, column 1"], id="not-json"),
        pytest.param(
            json.dumps({"format": "warclan-house-rules", "version": "one", "overrides": "all"}),
            ["version: expected a whole number, found text", "overrides: expected a list"],
            id="wrong-top-level-types",
        ),
        pytest.param(
            json.dumps(
                _pack(
                    {"catalog": "items", "key": "shield", "data": {"price": 1}},
                    {"catalog": ["items"], "key": "shield", "data": "cheap"},
                )
            ),
            [
                "overrides[0].data.name: is missing",
                "overrides[1].catalog: expected text, found a list",
                "overrides[1].data: expected an object, found text",
            ],
            id="wrong-entry-types",
        ),
        pytest.param(
            json.dumps(
                _pack(
                    {"catalog": "spells", "key": "fireball", "data": {}},
                    {"catalog": "god_powers", "key": "loki.nonexistent", "data": {}},
                )
            ),
            [
                "overrides[0].catalog: unknown catalogue 'spells'",
                "overrides[1].key: unknown god_powers entry 'loki.nonexistent'",
            ],
            id="unknown-catalogue-and-key",
        ),
    ],
)
def test_bad_house_rule_files_fail_with_paths_and_change_nothing(
    run, campaigns, db_path, tmp_path, content, messages
):
    _edit(run)
    file = tmp_path / "pack.json"
    file.write_text(content, encoding="utf-8")
    before = dump(db_path)
    _, err = run("catalog", "import", "--campaign", OTHER, str(file), expect=1)
    assert str(file) in err
    for message in messages:
        assert message in err, err
    assert "Traceback" not in err
    assert dump(db_path) == before


def test_an_oversized_house_rules_file_is_refused(run, campaigns, db_path, tmp_path):
    file = tmp_path / "huge.json"
    note = "x" * 1000
    entries = [{"catalog": "items", "key": f"k{i}", "note": note, "data": {}} for i in range(2100)]
    file.write_text(json.dumps(_pack(*entries)), encoding="utf-8")
    before = dump(db_path)
    _, err = run("catalog", "import", "--campaign", CAMPAIGN, str(file), expect=1)
    assert "may be at most 2,000,000 bytes" in err
    assert err.count("\n") == 1
    assert dump(db_path) == before


def test_export_keeps_an_existing_file_unless_forced(run, campaigns, tmp_path):
    _edit(run)
    file = tmp_path / "house-rules.json"
    file.write_text("my notes", encoding="utf-8")
    _, err = run("catalog", "export", "--campaign", CAMPAIGN, str(file), expect=1)
    assert err == f"warclan: error: {file} already exists (use --force to replace it)\n"
    assert file.read_text(encoding="utf-8") == "my notes"
    out, _ = run("catalog", "export", "--campaign", CAMPAIGN, str(file), "--force")
    assert f"Wrote 3 house rules of campaign {CAMPAIGN}" in out
    assert len(json.loads(file.read_text(encoding="utf-8"))["overrides"]) == 3


def test_json_data_with_a_lone_surrogate_is_refused(run, campaigns, db_path):
    before = dump(db_path)
    args = ("catalog", "set", "abilities", "leader", "--campaign", CAMPAIGN, "--merge")
    _, err = run(*args, "--json-data", '{"text": "Our \\ud800 rule"}', expect=1)
    assert err == (
        "warclan: error: --json-data: text: the text contains \\ud800, a lone "
        "surrogate (half of a UTF-16 pair), which is not valid text\n"
    )
    # A command line in another encoding: Python hands over the bad byte as a surrogate,
    # refused before any command runs.
    _, err = run(*args, "--json-data", '{"text": "x"}', "--note", "caf\udce9", expect=1)
    assert "has the byte 0xe9 at character 4, which is not UTF-8 text" in err
    assert err.count("\n") == 1
    assert dump(db_path) == before
    run("catalog", "show", "abilities", "--campaign", CAMPAIGN)  # still prints


def test_export_to_a_missing_folder(run, campaigns, tmp_path):
    _, err = run(
        "catalog", "export", "--campaign", CAMPAIGN, str(tmp_path / "no" / "f.json"), expect=1
    )
    assert "does not exist" in err
