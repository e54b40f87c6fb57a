"""The catalogue services: browsing with provenance, per-campaign overrides that keep the
original visible, and house-rules files that are checked completely before anything is
written (a bad file changes nothing)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from dbsnapshot import dump

from warclan.atomic import FileExists, WriteError
from warclan.catalog.provenance import HOUSE_RULE_LABEL
from warclan.catalog.ragnarok.rulesets import SPECS, entry_keys, shipped_document
from warclan.services.errors import NotFound, ServiceError
from warclan.services.ragnarok import campaigns
from warclan.services.ragnarok.rules_data import catalogs
from warclan.services.ragnarok.rules_data.catalogs import HouseRulesRejected
from warclan.services.ragnarok.rules_data.rulesets import ruleset_for
from warclan.store.models.ragnarok import Campaign

RULEBOOK = "001_9c5ef580a64a23a1.txt"


def shipped_entry(catalog: str, key: str) -> dict[str, Any]:
    return json.loads(json.dumps(entry_keys(catalog, shipped_document(catalog))[key]))


@pytest.fixture
def camp(db) -> str:
    campaigns.create_campaign(db, "Winter of Wolves")
    campaigns.create_campaign(db, "Summer of Ravens")
    return "Winter of Wolves"


def pack(*overrides: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {"format": "warclan-house-rules", "version": 1, "overrides": list(overrides), **top}


def write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --- browsing -------------------------------------------------------------------------


def test_list_catalogs_as_shipped(db):
    view = catalogs.list_catalogs(db)
    assert view.campaign is None
    assert [c.name for c in view.catalogs] == list(SPECS)
    by_name = {c.name: c for c in view.catalogs}
    assert all(c.version == 1 and c.overridden == 0 for c in view.catalogs)
    assert by_name["god_powers"].entries == 23
    assert by_name["god_powers"].provenance_kind == "rulebook"
    assert RULEBOOK in by_name["god_powers"].provenance
    assert by_name["items"].provenance_kind == "house_rule"
    assert HOUSE_RULE_LABEL in by_name["items"].provenance
    assert by_name["items"].house_rule_entries == 8
    assert by_name["injury_tables"].provenance_kind == "mixed"
    assert by_name["injury_tables"].house_rule_entries == 4
    assert by_name["model_profiles"].provenance_kind == "example"
    assert by_name["raid_table"].file == "rules/raid_table.json"


def test_list_catalogs_counts_a_campaigns_edits(db, camp):
    catalogs.set_override(db, camp, "items", "shield", {"price": 25}, merge=True)
    catalogs.set_override(
        db,
        camp,
        "items",
        "axe",
        {"name": "Axe", "kind": "equipment", "price": 5, "text": "An axe."},
        new=True,
    )
    by_name = {c.name: c for c in catalogs.list_catalogs(db, camp).catalogs}
    assert by_name["items"].overridden == 2
    assert by_name["items"].entries == 9
    assert by_name["god_powers"].overridden == 0
    other = {c.name: c for c in catalogs.list_catalogs(db, "Summer of Ravens").catalogs}
    assert other["items"].overridden == 0


def test_show_catalog_marks_each_entry_with_its_source(db):
    injuries = {e.key: e for e in catalogs.show_catalog(db, "injury_tables").entries}
    assert injuries["crushed_leg"].provenance == f"rulebook ({RULEBOOK})"
    assert injuries["full_recovery"].provenance == HOUSE_RULE_LABEL
    assert injuries["full_recovery"].provenance_kind == "house_rule"
    assert not any(e.overridden for e in injuries.values())
    prices = catalogs.show_catalog(db, "glory_prices")
    assert [e.key for e in prices.entries] == ["improvements", "recruit", "god_powers", "items"]
    assert prices.entries[2].data["per_godspark"] == 10


def test_show_catalog_keeps_the_original_of_an_edit_visible(db, camp):
    catalogs.set_override(db, camp, "items", "shield", {"price": 25}, "cheaper", merge=True)
    entries = {e.key: e for e in catalogs.show_catalog(db, "items", camp).entries}
    shield = entries["shield"]
    assert shield.overridden and not shield.added
    assert shield.provenance_kind == "group_edit"
    assert shield.note == "cheaper"
    assert shield.data["price"] == 25
    assert shield.original is not None and shield.original["price"] == 20
    assert shield.original_provenance == HOUSE_RULE_LABEL
    assert entries["heavy_armour"].original is None
    # the shipped view and the other campaign are untouched
    assert {e.key: e for e in catalogs.show_catalog(db, "items").entries}["shield"].data[
        "price"
    ] == 20


def test_show_an_unknown_catalogue_or_campaign(db):
    with pytest.raises(NotFound, match="no catalogue 'spells'; catalogues are god_powers"):
        catalogs.show_catalog(db, "spells")
    with pytest.raises(NotFound, match="no campaign"):
        catalogs.show_catalog(db, "items", "Nowhere")


# --- God Powers and items -------------------------------------------------------------


def test_god_powers_by_god_any_case(db):
    for god in ("thor", "THOR", " Thor "):
        view = catalogs.list_god_powers(db, god=god)
        assert [p.name for p in view.powers] == ["Thunder God’s Temper", "Thunderous Blows"]
    with pytest.raises(NotFound, match="no god 'zeus'; the gods are Frigg"):
        catalogs.list_god_powers(db, god="zeus")


def test_god_powers_by_cost_range(db):
    every = catalogs.list_god_powers(db).powers
    assert len(every) == 23
    sixes = catalogs.list_god_powers(db, max_cost=6).powers
    assert sixes and {p.godspark_cost for p in sixes} == {6}
    assert len(sixes) == sum(p.godspark_cost == 6 for p in every)
    middle = catalogs.list_god_powers(db, min_cost=8, max_cost=9).powers
    assert {p.godspark_cost for p in middle} == {8, 9}
    assert len(middle) == sum(8 <= p.godspark_cost <= 9 for p in every)
    assert catalogs.list_god_powers(db, min_cost=10).powers == ()
    with pytest.raises(ServiceError, match="above"):
        catalogs.list_god_powers(db, min_cost=8, max_cost=7)


def test_god_powers_show_cost_boosts_provenance_and_price(db, camp):
    view = catalogs.list_god_powers(db, god="hodr")
    darkness = {p.key: p for p in view.powers}["hodr.dwell_in_darkness"]
    assert darkness.godspark_cost == 9
    assert [(b.godspark, b.effect) for b in darkness.boosts] == [
        (1, "RN +6"),
        (1, "+1 additional Blind"),
    ]
    assert darkness.attack is not None and darkness.attack.rn == "18"
    assert darkness.provenance == f"rulebook ({RULEBOOK})"
    assert darkness.glory_price == 90
    assert HOUSE_RULE_LABEL in view.price_provenance
    # the campaign's price table sets the price; the shipped view keeps 10 per Godspark
    catalogs.set_override(db, camp, "glory_prices", "god_powers", {"per_godspark": 15}, merge=True)
    priced = {p.key: p for p in catalogs.list_god_powers(db, camp, god="hodr").powers}
    assert priced["hodr.dwell_in_darkness"].glory_price == 135
    assert catalogs.list_god_powers(db, camp).price_provenance == "the group's own edit"
    assert catalogs.list_god_powers(db, god="hodr").powers[1].glory_price == 90


def test_items_by_kind_with_prices(db, camp):
    artifacts = catalogs.list_items(db, kind="artifact").items
    assert {i.kind for i in artifacts} == {"artifact"}
    assert {i.key: i.glory_price for i in artifacts}["draugr_bane"] == 80
    assert all(i.provenance == HOUSE_RULE_LABEL for i in artifacts)
    assert len(catalogs.list_items(db).items) == 8
    with pytest.raises(ServiceError, match="no item kind 'weapon'"):
        catalogs.list_items(db, kind="weapon")
    catalogs.set_override(db, camp, "items", "draugr_bane", {"price": 95}, merge=True)
    edited = {i.key: i for i in catalogs.list_items(db, camp).items}["draugr_bane"]
    assert (edited.glory_price, edited.overridden, edited.provenance) == (
        95,
        True,
        "the group's own edit",
    )


# --- set and remove overrides ---------------------------------------------------------


def test_set_override_is_what_the_campaign_plays(db, camp):
    result = catalogs.set_override(db, camp, "items", "shield", {"price": 25}, merge=True)
    assert (result.action, result.campaign, result.entry.data["price"]) == ("added", camp, 25)
    again = catalogs.set_override(db, camp, "items", "shield", {"price": 30}, "v2", merge=True)
    assert again.action == "replaced"
    # --merge builds on the campaign's earlier edit, not on the shipped entry
    text = catalogs.set_override(db, camp, "items", "shield", {"text": "Blocks."}, merge=True)
    assert (text.entry.data["price"], text.entry.data["text"]) == (30, "Blocks.")
    assert text.entry.original is not None and text.entry.original["price"] == 20
    with db.session() as session:
        camp_id = session.query(Campaign).filter_by(name=camp).one().id
        assert ruleset_for(session, camp_id).items["shield"].price == 30


def test_a_whole_entry_replaces_and_provenance_is_not_stored(db, camp, db_path):
    entry = shipped_entry("items", "shield") | {"price": 22}
    entry["provenance"] = {"kind": "rulebook", "source": "made up"}
    result = catalogs.set_override(db, camp, "items", "shield", entry)
    assert "provenance" not in result.entry.data
    rows = dump(db_path)["catalog_override"]
    assert len(rows) == 1 and "provenance" not in rows[0][4]


@pytest.mark.parametrize(
    ("catalog", "key", "data", "message"),
    [
        (
            "items",
            "shield",
            {"price": "twenty"},
            "items entry 'shield', field price: expected a whole number",
        ),
        (
            "god_powers",
            "thor.thunderous_blows",
            {"godspark_cost": -1},
            "god_powers entry 'thor.thunderous_blows', field godspark_cost: must be at least 0",
        ),
        (
            "god_powers",
            "thor.thunderous_blows",
            {"boosts": [{"godspark": 1}]},
            "god_powers entry 'thor.thunderous_blows', field boosts[0].effect: is missing",
        ),
        (
            "glory_prices",
            "god_powers",
            {"per_godspark": None},
            "glory_prices entry 'god_powers', field per_godspark: expected a whole number",
        ),
        (
            "injury_tables",
            "ugly_scar",
            {"stat": "luck"},
            "injury_tables entry 'ugly_scar', field stat: must be one of",
        ),
        ("raid_table", "scraps", {"high": 6}, "raid_table: rows: rows must cover 2–12"),
        ("items", "shield", {"key": "buckler"}, "field key: must be 'shield'"),
    ],
)
def test_an_invalid_override_names_catalogue_entry_and_field_and_changes_nothing(
    db, camp, db_path, catalog, key, data, message
):
    before = dump(db_path)
    with pytest.raises(ServiceError) as info:
        catalogs.set_override(db, camp, catalog, key, data, merge=True)
    assert message in str(info.value)
    assert "\n" not in str(info.value)
    assert dump(db_path) == before


def test_a_whole_entry_missing_fields_is_refused(db, camp, db_path):
    before = dump(db_path)
    with pytest.raises(ServiceError, match="items entry 'shield', field name: is missing"):
        catalogs.set_override(db, camp, "items", "shield", {"price": 25})
    assert dump(db_path) == before


@pytest.mark.parametrize(
    ("catalog", "key", "kwargs", "error", "message"),
    [
        ("spells", "fireball", {}, NotFound, "no catalogue 'spells'"),
        (
            "items",
            "axe",
            {},
            NotFound,
            "items has no entry 'axe'; it can be added as the group's own entry$",
        ),
        ("glory_prices", "tithes", {}, NotFound, "glory_prices has no entry 'tithes'"),
        ("glory_prices", "tithes", {"new": True}, ServiceError, "takes no new entries"),
        ("injury_tables", "stubbed_toe", {"new": True}, ServiceError, "takes no new entries"),
        ("items", "  ", {}, ServiceError, "must not be blank"),
        ("items", "x" * 121, {"new": True}, ServiceError, "at most 120"),
    ],
)
def test_unknown_catalogue_or_key_is_refused(
    db, camp, db_path, catalog, key, kwargs, error, message
):
    before = dump(db_path)
    with pytest.raises(error, match=message.replace("(", r"\(")):
        catalogs.set_override(db, camp, catalog, key, {"price": 1}, **kwargs)
    assert dump(db_path) == before


def test_a_new_entry_needs_new_and_is_then_playable(db, camp):
    axe = {"name": "Axe", "kind": "equipment", "price": 5, "text": "An axe."}
    result = catalogs.set_override(db, camp, "items", "axe", axe, "ours", new=True)
    assert result.entry.added and result.entry.original is None
    assert result.entry.data["key"] == "axe"
    assert {i.key for i in catalogs.list_items(db, camp).items} >= {"axe"}
    # once added, editing it needs no --new
    catalogs.set_override(db, camp, "items", "axe", {"price": 6}, merge=True)
    assert {i.key: i.glory_price for i in catalogs.list_items(db, camp).items}["axe"] == 6


def test_a_dry_run_checks_everything_and_writes_nothing(db, camp, db_path):
    before = dump(db_path)
    result = catalogs.set_override(
        db, camp, "items", "shield", {"price": 25}, merge=True, dry_run=True
    )
    assert (result.action, result.saved, result.entry.data["price"]) == ("added", False, 25)
    assert result.entry.original is not None and result.entry.original["price"] == 20
    with pytest.raises(ServiceError, match="field price: expected a whole number"):
        catalogs.set_override(db, camp, "items", "shield", {"price": "x"}, merge=True, dry_run=True)
    assert dump(db_path) == before
    saved = catalogs.set_override(db, camp, "items", "shield", {"price": 25}, merge=True)
    assert saved.saved
    after = dump(db_path)
    again = catalogs.set_override(
        db, camp, "items", "shield", {"price": 30}, merge=True, dry_run=True
    )
    assert (again.action, again.entry.data["price"]) == ("replaced", 30)
    reset = catalogs.remove_override(db, camp, "items", "shield", dry_run=True)
    assert (reset.action, reset.saved, reset.entry.data["price"]) == ("removed", False, 20)
    assert dump(db_path) == after


def test_a_dry_run_reset_of_one_of_two_linked_edits_is_refused(db, camp, db_path, tmp_path):
    scraps = shipped_entry("raid_table", "scraps") | {"high": 6}
    provisions = shipped_entry("raid_table", "provisions") | {"low": 7}
    file = write(
        tmp_path / "raid.json",
        pack(
            {"catalog": "raid_table", "key": "scraps", "data": scraps},
            {"catalog": "raid_table", "key": "provisions", "data": provisions},
        ),
    )
    catalogs.import_house_rules(db, camp, file)
    with pytest.raises(ServiceError, match="would leave the campaign's rules broken"):
        catalogs.remove_override(db, camp, "raid_table", "scraps", dry_run=True)


def test_remove_override_goes_back_to_the_shipped_entry(db, camp, db_path):
    before = dump(db_path)
    catalogs.set_override(db, camp, "items", "shield", {"price": 25}, merge=True)
    result = catalogs.remove_override(db, camp, "items", "shield")
    assert result.action == "removed"
    assert result.entry is not None and result.entry.data["price"] == 20
    assert not result.entry.overridden
    assert dump(db_path) == before
    with pytest.raises(NotFound, match="has no house rule for items 'shield'"):
        catalogs.remove_override(db, camp, "items", "shield")


def test_removing_an_added_entry_drops_it(db, camp):
    axe = {"name": "Axe", "kind": "equipment", "price": 5, "text": "An axe."}
    catalogs.set_override(db, camp, "items", "axe", axe, new=True)
    assert catalogs.remove_override(db, camp, "items", "axe").entry is None
    assert "axe" not in {i.key for i in catalogs.list_items(db, camp).items}


def test_removing_one_of_two_linked_edits_is_refused(db, camp, db_path, tmp_path):
    scraps = shipped_entry("raid_table", "scraps") | {"high": 6}
    provisions = shipped_entry("raid_table", "provisions") | {"low": 7}
    file = write(
        tmp_path / "raid.json",
        pack(
            {"catalog": "raid_table", "key": "scraps", "data": scraps},
            {"catalog": "raid_table", "key": "provisions", "data": provisions},
        ),
    )
    catalogs.import_house_rules(db, camp, file)
    before = dump(db_path)
    with pytest.raises(ServiceError, match="would leave the campaign's rules broken"):
        catalogs.remove_override(db, camp, "raid_table", "scraps")
    assert dump(db_path) == before


# --- export and import ----------------------------------------------------------------


def _effective(db, campaign: str) -> dict[str, list[tuple[str, Any, str]]]:
    return {
        name: [
            (e.key, e.data, e.provenance_kind)
            for e in catalogs.show_catalog(db, name, campaign).entries
        ]
        for name in SPECS
    }


def _sample_edits(db, camp: str) -> None:
    catalogs.set_override(db, camp, "items", "shield", {"price": 25}, "cheap shields", merge=True)
    catalogs.set_override(
        db,
        camp,
        "items",
        "axe",
        {"name": "Axe", "kind": "equipment", "price": 5, "text": "Axe."},
        new=True,
    )
    catalogs.set_override(db, camp, "glory_prices", "god_powers", {"per_godspark": 12}, merge=True)
    catalogs.set_override(db, camp, "injury_tables", "ugly_scar", {"text": "Scarred."}, merge=True)
    catalogs.set_override(
        db, camp, "god_powers", "odin.wanderlust", {"godspark_cost": 8}, "dearer", merge=True
    )


def test_export_then_import_gives_identical_effective_catalogues(db, camp, tmp_path):
    _sample_edits(db, camp)
    file = tmp_path / "house.json"
    exported = catalogs.export_house_rules(db, camp, file)
    assert exported.overrides == 5
    data = json.loads(file.read_text(encoding="utf-8"))
    assert (data["format"], data["version"], data["campaign"]) == (
        "warclan-house-rules",
        1,
        camp,
    )
    assert "exported_at" in data
    assert {(o["catalog"], o["key"]) for o in data["overrides"]} == {
        ("items", "shield"),
        ("items", "axe"),
        ("glory_prices", "god_powers"),
        ("injury_tables", "ugly_scar"),
        ("god_powers", "odin.wanderlust"),
    }
    assert [o.get("new", False) for o in data["overrides"] if o["key"] == "axe"] == [True]
    assert [p.name for p in tmp_path.iterdir() if "house" in p.name] == ["house.json"]

    result = catalogs.import_house_rules(db, "Summer of Ravens", file)
    assert len(result.added) == 5 and result.replaced == ()
    assert _effective(db, "Summer of Ravens") == _effective(db, camp)
    assert _effective(db, "Summer of Ravens") != _effective(db, None)


def test_export_overwrites_atomically_and_refuses_a_missing_folder(db, camp, tmp_path):
    file = tmp_path / "house.json"
    file.write_text("old", encoding="utf-8")
    catalogs.export_house_rules(db, camp, file, overwrite=True)
    assert json.loads(file.read_text(encoding="utf-8"))["overrides"] == []
    with pytest.raises(WriteError, match="does not exist"):
        catalogs.export_house_rules(db, camp, tmp_path / "nowhere" / "house.json")


def test_export_keeps_an_existing_file_unless_asked(db, camp, tmp_path):
    file = tmp_path / "house.json"
    file.write_text("keep me", encoding="utf-8")
    with pytest.raises(FileExists, match=r"already exists$"):
        catalogs.export_house_rules(db, camp, file)
    assert file.read_text(encoding="utf-8") == "keep me"
    with pytest.raises(ServiceError, match="is a folder"):
        catalogs.export_house_rules(db, camp, tmp_path, overwrite=True)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_export_has_the_usual_permissions_and_leaves_no_temp_file(db, camp, tmp_path, monkeypatch):
    import os

    old = os.umask(0o022)
    try:
        catalogs.export_house_rules(db, camp, tmp_path / "house.json")
    finally:
        os.umask(old)
    assert (tmp_path / "house.json").stat().st_mode & 0o777 == 0o644  # mkstemp gave 0o600

    def interrupted(_fd):
        raise KeyboardInterrupt  # not an OSError: the temp file must still go

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        catalogs.export_house_rules(db, camp, tmp_path / "house.json", overwrite=True)
    assert [p.name for p in tmp_path.iterdir() if "house" in p.name] == ["house.json"]


def test_importing_the_same_pack_twice_is_refused_unless_replace(db, camp, db_path, tmp_path):
    _sample_edits(db, camp)
    file = tmp_path / "house.json"
    catalogs.export_house_rules(db, camp, file)
    catalogs.import_house_rules(db, "Summer of Ravens", file)
    before = dump(db_path)
    with pytest.raises(HouseRulesRejected) as info:
        catalogs.import_house_rules(db, "Summer of Ravens", file)
    assert len(info.value.problems) == 5
    assert all("already has a house rule for" in p for p in info.value.problems)
    assert not any("--" in p for p in info.value.problems)  # no command-line options
    assert len(info.value.clashes) == 5
    assert dump(db_path) == before
    result = catalogs.import_house_rules(db, "Summer of Ravens", file, replace=True)
    assert len(result.replaced) == 5 and result.added == ()
    assert _effective(db, "Summer of Ravens") == _effective(db, camp)


def test_replace_keeps_the_campaigns_other_edits(db, camp, tmp_path):
    catalogs.set_override(db, camp, "items", "war_horn", {"price": 30}, merge=True)
    catalogs.set_override(db, camp, "items", "shield", {"price": 21}, merge=True)
    file = write(
        tmp_path / "p.json",
        pack({"catalog": "items", "key": "shield", "data": shipped_entry("items", "shield")}),
    )
    catalogs.import_house_rules(db, camp, file, replace=True)
    prices = {i.key: i.glory_price for i in catalogs.list_items(db, camp).items}
    assert (prices["war_horn"], prices["shield"]) == (30, 20)


def test_linked_edits_import_together(db, camp, tmp_path):
    scraps = shipped_entry("raid_table", "scraps") | {"high": 6}
    provisions = shipped_entry("raid_table", "provisions") | {"low": 7}
    file = write(
        tmp_path / "raid.json",
        pack(
            {"catalog": "raid_table", "key": "scraps", "data": scraps},
            {"catalog": "raid_table", "key": "provisions", "data": provisions},
        ),
    )
    catalogs.import_house_rules(db, camp, file)
    entries = {e.key: e for e in catalogs.show_catalog(db, "raid_table", camp).entries}
    assert (entries["scraps"].data["high"], entries["provisions"].data["low"]) == (6, 7)


def _rejected(db, camp, db_path, file: Path, *, replace: bool = False) -> str:
    before = dump(db_path)
    with pytest.raises(ServiceError) as info:
        catalogs.import_house_rules(db, camp, file, replace=replace)
    assert dump(db_path) == before
    return str(info.value)


def test_import_reports_every_problem_with_its_path(db, camp, db_path, tmp_path):
    good = shipped_entry("items", "shield") | {"price": 25}
    file = write(
        tmp_path / "bad.json",
        pack(
            {
                "catalog": "items",
                "key": "shield",
                "data": shipped_entry("items", "shield") | {"price": "x"},
            },
            {"catalog": "items", "key": "war_horn", "data": good | {"key": "war_horn"}},
            {"catalog": "spells", "key": "fireball", "data": {}},
            {"catalog": "items", "key": "axe", "data": {}},
            {"catalog": "god_powers", "key": 7, "data": []},
            "not an entry",
            {"catalog": "items", "key": "shield", "data": good},
            {"catalog": "glory_prices", "key": "tithes", "data": {}, "new": True},
            {"catalog": "items", "key": "heavy_armour", "data": {"price": 1}, "colour": "red"},
            {"catalog": "items", "key": "cloak_of_ravens", "note": 3, "data": good | {"key": "x"}},
        ),
    )
    message = _rejected(db, camp, db_path, file)
    expected = [
        "overrides[0].data.price: expected a whole number, found text",
        "overrides[2].catalog: unknown catalogue 'spells'",
        "overrides[3].key: unknown items entry 'axe' (add \"new\": true",
        "overrides[4].key: expected text, found the number 7",
        "overrides[4].data: expected an object, found a list",
        "overrides[5]: expected an object, found text",
        "overrides[6]: items 'shield' is already in overrides[0]",
        "overrides[7].key: glory_prices has no entry 'tithes' and takes no new ones",
        "overrides[8].colour: unknown field",
        "overrides[9].note: expected text, found the number 3",
    ]
    for line in expected:
        assert line in message, line
    assert message.startswith(f"{file} has 11 problems (nothing was imported):\n")
    assert "war_horn" not in message  # overrides[1] is fine


def test_import_reports_data_problems_of_several_entries(db, camp, db_path, tmp_path):
    file = write(
        tmp_path / "bad.json",
        pack(
            {"catalog": "items", "key": "shield", "data": {"price": 3}},
            {
                "catalog": "god_powers",
                "key": "odin.wanderlust",
                "data": shipped_entry("god_powers", "odin.wanderlust")
                | {"boosts": [{"godspark": "1", "effect": "x"}]},
            },
            {"catalog": "glory_prices", "key": "recruit", "data": {"rule": "x", "multiplier": -1}},
        ),
    )
    message = _rejected(db, camp, db_path, file)
    assert "overrides[0].data.name: is missing" in message
    assert "overrides[1].data.boosts[0].godspark: expected a whole number" in message
    assert "overrides[2].data.multiplier: must be at least 0" in message


def test_an_edit_with_several_problems_is_refused_naming_each(db, camp, db_path):
    data = shipped_entry("items", "shield") | {"price": "x", "kind": "weapon"}
    before = dump(db_path)
    with pytest.raises(ServiceError) as info:
        catalogs.set_override(db, camp, "items", "shield", data)
    assert str(info.value) == (
        "not saved: items entry 'shield', field kind: must be one of equipment, artifact, "
        "found 'weapon'; items entry 'shield', field price: expected a whole number, "
        "found text 'x'"
    )
    assert dump(db_path) == before


def test_a_problem_only_the_whole_pack_causes_is_reported(db, camp, db_path, tmp_path):
    scraps = shipped_entry("raid_table", "scraps") | {"high": 6}
    file = write(
        tmp_path / "p.json", pack({"catalog": "raid_table", "key": "scraps", "data": scraps})
    )
    message = _rejected(db, camp, db_path, file)
    assert "overrides: together they break raid_table: rows: rows must cover 2–12" in message


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            b'{"format": "warclan-house-rules", "version": 1, "overrides": [{"catalog": "it',
            "cut short",
        ),
        (b"", "is empty"),
        (b"   \n", "is empty"),
        (b"catalog: items\nkey: shield\n", "not valid JSON at line 1, column 1"),
        (b"\xff\xfe{}", "pack.json: not UTF-8 text (byte 0)"),
        (b"[1, 2]", "(top level): expected an object, found a list"),
        (b'"house rules"', "(top level): expected an object, found text"),
        (
            b'{"format": "warclan-house-rules", "version": 1, "overrides": [], "overrides": []}',
            "the field 'overrides' appears twice",
        ),
        (b'{"format": "warclan-house-rules", "version": NaN, "overrides": []}', "NaN"),
        (
            b'{"format": "warclan-house-rules", "version": 1, "overrides": '
            b'[{"catalog": "items", "key": "shield", "note": "ok \\ud800", "data": {}}]}',
            "overrides[0].note: the text contains \\ud800, a lone surrogate",
        ),
        (
            b'{"format": "warclan-house-rules", "version": 1, "overrides": [], "x\\udc80": 1}',
            '(top level): the field name "x\\udc80" contains \\udc80',
        ),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (
            b'{"format": "warclan-war-clan", "version": 1, "overrides": []}',
            "format: not a house-rules file",
        ),
        (
            b'{"format": "warclan-house-rules", "version": "1", "overrides": []}',
            "version: expected a whole number, found text",
        ),
        (b'{"format": "warclan-house-rules", "version": 2, "overrides": []}', "of version 2;"),
        (b'{"format": "warclan-house-rules", "version": 1}', "overrides: is missing"),
        (
            b'{"format": "warclan-house-rules", "version": 1, "overrides": {}}',
            "overrides: expected a list, found an object",
        ),
        (
            b'{"format": "warclan-house-rules", "version": 1, "overrides": [], "campaign": 3}',
            "campaign: expected text",
        ),
    ],
)
def test_bad_files_fail_with_one_clear_message_and_change_nothing(
    db, camp, db_path, tmp_path, content, message
):
    file = tmp_path / "pack.json"
    file.write_bytes(content)
    text = _rejected(db, camp, db_path, file)
    assert message in text
    assert str(file) in text


def test_an_oversized_file_is_refused_without_reading_it_all(db, camp, db_path, tmp_path):
    file = tmp_path / "big.json"
    filler = {"catalog": "items", "key": "shield", "note": "x" * 500, "data": {}}
    file.write_text(json.dumps(pack(*[filler] * 5000)), encoding="utf-8")
    assert file.stat().st_size > catalogs.MAX_FILE_BYTES
    text = _rejected(db, camp, db_path, file)
    assert "at most 2,000,000 bytes" in text
    assert "\n" not in text


def test_too_many_entries_are_refused(db, camp, db_path, tmp_path):
    entry = {"catalog": "items", "key": "shield", "data": {}}
    file = write(tmp_path / "many.json", pack(*[entry] * (catalogs.MAX_PACK_ENTRIES + 1)))
    assert "overrides: has 1,001 entries; at most 1,000" in _rejected(db, camp, db_path, file)


def test_a_missing_file_or_folder(db, camp, db_path, tmp_path):
    assert "no such file" in _rejected(db, camp, db_path, tmp_path / "nothing.json")
    assert "is a folder" in _rejected(db, camp, db_path, tmp_path)


def test_the_note_and_new_flag_are_checked(db, camp, db_path, tmp_path):
    file = write(
        tmp_path / "p.json",
        pack(
            {"catalog": "items", "key": "shield", "data": {}, "new": "yes"},
            {"catalog": "items", "key": "war_horn", "data": {}, "note": "x" * 1001},
        ),
    )
    text = _rejected(db, camp, db_path, file)
    assert "overrides[0].new: expected true or false, found text 'yes'" in text
    assert "overrides[1].note: is 1,001 characters; at most 1,000" in text


def test_deeply_nested_data_is_refused(db, camp, db_path, tmp_path):
    deep: list = []
    for _ in range(500):
        deep = [deep]
    data = shipped_entry("items", "shield") | {"junk": deep}
    file = write(tmp_path / "deep.json", pack({"catalog": "items", "key": "shield", "data": data}))
    assert "overrides[0].data: nests more than 16 levels" in _rejected(db, camp, db_path, file)
    before = dump(db_path)
    with pytest.raises(ServiceError, match="nests more than 16 levels"):
        catalogs.set_override(db, camp, "items", "shield", data)
    assert dump(db_path) == before


def test_a_huge_catalogue_name_is_refused_for_its_length(db, camp, db_path, tmp_path):
    file = write(tmp_path / "p.json", pack({"catalog": "s" * 5000, "key": "k", "data": {}}))
    message = _rejected(db, camp, db_path, file)
    assert "overrides[0].catalog: is 5,000 characters; at most 120" in message
    assert len(message) < 400


# --- text that cannot be stored -----------------------------------------------------------


def test_lone_surrogates_in_json_text_are_refused_with_their_path():
    # What `catalog set --json-data` reads: "\ud800" is valid JSON but not text.
    with pytest.raises(ServiceError) as caught:
        catalogs.parse_json_text(
            '{"text": "fine", "boosts": [{"effect": "x\\ud800"}]}', "--json-data"
        )
    assert str(caught.value) == (
        "--json-data: boosts[0].effect: the text contains \\ud800, a lone "
        "surrogate (half of a UTF-16 pair), which is not valid text"
    )
    str(caught.value).encode("utf-8")  # the message itself prints anywhere
    with pytest.raises(ServiceError, match=r'the field name "t\\udfffext".*\(and 1 more like it\)'):
        catalogs.parse_json_text('{"t\\udfffext": "\\udfff"}', "--json-data")
    # A proper pair is one character, and fine.
    assert catalogs.parse_json_text('{"text": "\\ud83d\\ude00"}', "x") == {"text": "\U0001f600"}


def test_a_note_or_key_that_is_not_text_is_refused(db, camp, db_path):
    before = dump(db_path)
    with pytest.raises(ServiceError, match=r"a note has \\udcff, a lone surrogate .* character 1"):
        catalogs.set_override(db, camp, "abilities", "leader", {"text": "x"}, "\udcff", merge=True)
    with pytest.raises(ServiceError, match=r"an entry key has .* at character 4, which is not"):
        catalogs.set_override(db, camp, "abilities", "lea\ud800der", {"text": "x"}, "", merge=True)
    assert dump(db_path) == before


def test_control_characters_in_a_house_rules_file_are_refused_with_their_paths(
    db, camp, db_path, tmp_path
):
    shield = shipped_entry("items", "shield")
    file = write(
        tmp_path / "p.json",
        pack(
            {"catalog": "items", "key": "shi\x1beld", "data": shield},
            {"catalog": "items", "key": "shield", "note": "\u202eevil", "data": shield},
            {"catalog": "items", "key": "shield", "data": shield | {"name": "Shield\x07"}},
        ),
    )
    message = _rejected(db, camp, db_path, file)
    assert "overrides[0].key: has the control character U+001B at character 4" in message
    assert "overrides[1].note: has the bidirectional control U+202E at character 1" in message
    assert "overrides[2].data.name: has the control character U+0007 at character 7" in message
