"""The typed rules catalogues (God Powers, items, Raid Table, Glory prices, Success Table):
the shipped files load with their versions, every malformed variant is rejected naming
the file, the entry and the field, and overrides replace or add entries while keeping
every check."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from warclan.catalog.checker import CatalogDocument
from warclan.catalog.errors import CatalogError
from warclan.catalog.loader import read_json
from warclan.catalog.provenance import HOUSE_RULE_LABEL, Source
from warclan.catalog.ragnarok.entries import (
    parse_glory_prices,
    parse_god_powers,
    parse_items,
    parse_raid_table,
    parse_success_table,
)
from warclan.catalog.ragnarok.rulesets import (
    SPECS,
    Override,
    apply_overrides,
    build_ruleset,
    entry_keys,
    shipped_document,
    shipped_ruleset,
)
from warclan.rules.ragnarok.profiles import STAT_NAMES
from warclan.rules.ragnarok.success import success_value

REPO_ROOT = Path(__file__).resolve().parents[2]
RULEBOOK = "001_9c5ef580a64a23a1.txt"
CORE_RULES = "000_1cf410f8624f862d.txt"

PARSERS: dict[str, Callable[[CatalogDocument], Any]] = {
    "god_powers": parse_god_powers,
    "items": parse_items,
    "raid_table": parse_raid_table,
    "glory_prices": parse_glory_prices,
    "success_table": parse_success_table,
}


def _file(catalog: str) -> str:
    return "/".join(SPECS[catalog].file)


def _raw(catalog: str) -> dict[str, Any]:
    """A fresh copy of the shipped file, straight from disk."""
    path = REPO_ROOT / "resources" / Path(*SPECS[catalog].file)
    return json.loads(path.read_text(encoding="utf-8"))


def _parse(catalog: str, doc: Any) -> Any:
    return PARSERS[catalog](CatalogDocument(doc, _file(catalog)))


# --- the shipped files ----------------------------------------------------------------


@pytest.mark.parametrize("catalog", sorted(PARSERS))
def test_each_shipped_file_parses_with_version_1(catalog):
    version, _ = _parse(catalog, _raw(catalog))
    assert version == 1


def test_the_shipped_ruleset_has_every_catalogue_at_version_1():
    ruleset = shipped_ruleset()
    assert dict(ruleset.versions) == dict.fromkeys(SPECS, 1)
    assert len(ruleset.god_powers) == 23
    assert len(ruleset.items) == 8
    assert {i.kind for i in ruleset.items.values()} == {"equipment", "artifact"}
    assert len(ruleset.raid.rows) == 6
    assert len(ruleset.success) == 10
    assert ruleset.overridden == frozenset()


def test_god_powers_carry_cost_boosts_attack_and_rulebook_provenance():
    powers = shipped_ruleset().god_powers
    temper = powers["thor.thunder_gods_temper"]
    assert (temper.god, temper.name, temper.godspark_cost) == ("Thor", "Thunder God’s Temper", 7)
    assert [(b.godspark, b.effect) for b in temper.boosts] == [
        (1, "RN +6"),
        (1, "+ 1 additional Pull"),
    ]
    assert temper.attack is not None
    assert (temper.attack.st, temper.attack.rn, temper.attack.abilities) == (
        None,
        "12",
        ("Pull (1)",),
    )
    assert powers["thor.thunderous_blows"].attack is None
    for power in powers.values():
        assert power.provenance.kind is Source.RULEBOOK
        assert power.provenance.source == RULEBOOK
        assert RULEBOOK in power.provenance.label


def test_house_rule_tables_say_so():
    ruleset = shipped_ruleset()
    assert ruleset.raid.provenance.kind is Source.HOUSE_RULE
    assert HOUSE_RULE_LABEL in ruleset.raid.provenance.label
    for item in ruleset.items.values():
        assert item.provenance.kind is Source.HOUSE_RULE
    for section, prov in ruleset.prices.provenance.items():
        assert prov.kind is Source.HOUSE_RULE, section
        assert HOUSE_RULE_LABEL in prov.label
    assert all(row.provenance.kind is Source.RULEBOOK for row in ruleset.success)
    assert ruleset.success[0].provenance.source == CORE_RULES


def test_glory_prices_as_shipped():
    prices = shipped_ruleset().prices
    assert set(prices.improvement_price) == set(STAT_NAMES)
    assert prices.improvement("ap") == 100
    assert prices.max_per_stat == 2
    assert prices.recruit_multiplier == 1
    assert prices.per_godspark == 10
    power = shipped_ruleset().god_powers["hodr.dwell_in_darkness"]
    assert prices.god_power(power) == 90
    assert set(prices.rules) == {"improvements", "recruit", "god_powers", "items"}


# --- the Success Table and the Raid Table against the rules ---------------------------


@pytest.mark.parametrize("difference", range(-8, 9))
def test_success_table_data_agrees_with_the_rules_function(difference):
    rows = [
        r
        for r in shipped_ruleset().success
        if (r.low is None or r.low <= difference) and (r.high is None or difference <= r.high)
    ]
    assert len(rows) == 1, rows
    assert rows[0].success_value == success_value(difference, 0)
    assert rows[0].success_value == success_value(3 + difference, 3)


def test_success_table_ends_are_open():
    rows = shipped_ruleset().success
    assert (rows[0].low, rows[0].high, rows[0].success_value) == (None, -5, 12)
    assert (rows[-1].low, rows[-1].high, rows[-1].success_value) == (4, None, 3)


@pytest.mark.parametrize("total", range(2, 13))
def test_raid_table_covers_every_2d6_total_once(total):
    rows = [r for r in shipped_ruleset().raid.rows if r.low <= total <= r.high]
    assert len(rows) == 1
    assert shipped_ruleset().raid.row(total) is rows[0]


@pytest.mark.parametrize("total", [13, 14, 20])
def test_raid_totals_above_12_count_as_12(total):
    raid = shipped_ruleset().raid
    assert raid.row(total) is raid.row(12)
    assert raid.row(total).key == "jarls_hoard"


def test_raid_survivor_bonus():
    raid = shipped_ruleset().raid
    assert [raid.modifier(n) for n in (0, 1, 3, 4, 7)] == [0, 0, 0, 1, 1]


# --- malformed files: file, entry and field named -------------------------------------

Mutation = Callable[[dict[str, Any]], None]


def _set(path: str, value: Any) -> Mutation:
    """Set a dotted path (list indexes as numbers) in the document."""

    def mutate(doc: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = doc
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        target[int(last) if last.isdigit() else last] = value

    return mutate


def _delete(path: str) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = doc
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        del target[int(last) if last.isdigit() else last]

    return mutate


def _duplicate_first(list_path: str) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        items = doc[list_path]
        items.insert(1, copy.deepcopy(items[0]))

    return mutate


MALFORMED = [
    # catalog, mutation, where, message fragment
    ("god_powers", _set("catalog", "items"), "catalog", "expected the 'god_powers' catalogue"),
    ("god_powers", _set("version", 0), "version", "must be at least 1"),
    ("god_powers", _set("version", "1"), "version", "expected a whole number"),
    ("god_powers", _set("entries", {}), "entries", "expected a list"),
    ("god_powers", _delete("entries.3.name"), "entries[3].name", "is missing"),
    ("god_powers", _set("entries.0.godspark_cost", "6"), "entries[0].godspark_cost", "whole"),
    ("god_powers", _set("entries.0.godspark_cost", -1), "entries[0].godspark_cost", "at least 0"),
    ("god_powers", _set("entries.0.godspark_cost", 6.5), "entries[0].godspark_cost", "whole"),
    ("god_powers", _set("entries.0.godspark_cost", True), "entries[0].godspark_cost", "whole"),
    (
        "god_powers",
        _set("entries.1.boosts.0.godspark", None),
        "entries[1].boosts[0].godspark",
        "whole",
    ),
    ("god_powers", _delete("entries.1.boosts.0.effect"), "entries[1].boosts[0].effect", "missing"),
    ("god_powers", _set("entries.2.god", "  "), "entries[2].god", "must not be blank"),
    ("god_powers", _set("entries.6.attack.rn", "far"), "entries[6].attack", ""),
    (
        "god_powers",
        _set("entries.6.attack.abilities", "Psi"),
        "entries[6].attack.abilities",
        "list",
    ),
    (
        "god_powers",
        _set("entries.0.provenance", {"kind": "legend"}),
        "entries[0].provenance.kind",
        "one of",
    ),
    ("god_powers", _duplicate_first("entries"), "entries[1].key", "duplicate key"),
    (
        "items",
        _set("entries.0.kind", "weapon"),
        "entries[0].kind",
        "must be one of equipment, artifact",
    ),
    ("items", _set("entries.2.price", -5), "entries[2].price", "at least 0"),
    ("items", _set("entries.2.price", "15"), "entries[2].price", "expected a whole number"),
    ("items", _delete("entries.4.text"), "entries[4].text", "is missing"),
    ("items", _duplicate_first("entries"), "entries[1].key", "duplicate key"),
    ("items", _delete("provenance"), "(top level)", "provenance is missing"),
    ("raid_table", _set("dice", "D6"), "dice", "2D6"),
    ("raid_table", _set("rows.0.low", 1), "rows[0].low", "at least 2"),
    ("raid_table", _set("rows.5.high", 13), "rows[5].high", "at most 12"),
    ("raid_table", _set("rows.1.low", 6), "rows[1]", "low 6 is above high 5"),
    ("raid_table", _delete("rows.2"), "rows", "cover 2–12"),
    ("raid_table", _set("rows.1.high", 6), "rows", "cover 2–12"),
    ("raid_table", _set("rows.2.finds", ["Provisions", 3]), "rows[2].finds[1]", "expected text"),
    ("raid_table", _set("rows.3.glory", "15"), "rows[3].glory", "whole number"),
    ("raid_table", _set("survivor_bonus.modifier", "1"), "survivor_bonus.modifier", "whole"),
    (
        "raid_table",
        _delete("survivor_bonus.min_survivors"),
        "survivor_bonus.min_survivors",
        "missing",
    ),
    (
        "glory_prices",
        _delete("improvements.price_per_point.ap"),
        "improvements.price_per_point.ap",
        "missing",
    ),
    (
        "glory_prices",
        _set("improvements.price_per_point.hp", -20),
        "improvements.price_per_point.hp",
        "at least 0",
    ),
    (
        "glory_prices",
        _set("god_powers.per_godspark", "10"),
        "god_powers.per_godspark",
        "whole number",
    ),
    ("glory_prices", _set("recruit.multiplier", None), "recruit.multiplier", "whole number"),
    ("glory_prices", _set("items.rule", ""), "items.rule", "must not be blank"),
    ("glory_prices", _delete("recruit"), "recruit", "is missing"),
    ("success_table", _set("rows.0.success_value", 13), "rows[0].success_value", "at most 12"),
    ("success_table", _set("rows.4.exactly", "-1"), "rows[4].exactly", "whole number"),
    ("success_table", _delete("rows.5.difference"), "rows[5].difference", "is missing"),
    ("success_table", _set("rows", None), "rows", "expected a list"),
]


@pytest.mark.parametrize(
    ("catalog", "mutate", "where", "fragment"),
    MALFORMED,
    ids=[f"{m[0]}:{m[2]}:{i}" for i, m in enumerate(MALFORMED)],
)
def test_malformed_catalogue_is_rejected_naming_file_entry_and_field(
    catalog, mutate, where, fragment
):
    doc = _raw(catalog)
    mutate(doc)
    with pytest.raises(CatalogError) as info:
        _parse(catalog, doc)
    error = info.value
    assert error.file == _file(catalog)
    assert error.where == where
    assert str(error).startswith(f"{_file(catalog)}: {where}: ")
    assert fragment in str(error)


@pytest.mark.parametrize("catalog", sorted(PARSERS))
def test_two_problems_in_one_catalogue_are_both_listed(catalog):
    """Each catalogue is read to its end: a mistake in the file's first entry and another
    in its last are reported together (before, only the first was)."""
    doc = _raw(catalog)
    doc.pop("version")
    doc["extra"] = 1  # not a problem: shipped catalogues may carry notes
    doc["provenance"]["kind"] = "official"
    with pytest.raises(CatalogError) as info:
        _parse(catalog, doc)
    error = info.value
    assert [p.path for p in error.problems] == ["version", "provenance.kind"]
    assert error.where == "version"
    assert str(error).splitlines()[0] == f"{_file(catalog)} has 2 problems:"


def test_a_truncated_file_on_disk_is_rejected_with_its_name(tmp_path):
    text = (REPO_ROOT / "resources" / "rules" / "items.json").read_text(encoding="utf-8")
    cut = tmp_path / "items.json"
    cut.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(CatalogError, match=r"^items\.json: not valid JSON at line \d+, column"):
        read_json(cut)


# --- overrides ------------------------------------------------------------------------


def test_an_override_replaces_an_entry_and_the_shipped_original_is_untouched():
    before = copy.deepcopy(shipped_document("items"))
    shield = dict(entry_keys("items", before)["shield"], price=25)
    ruleset = build_ruleset([Override("items", "shield", shield, "cheaper shields")])
    assert ruleset.items["shield"].price == 25
    assert ruleset.items["shield"].provenance.kind is Source.GROUP_EDIT
    assert ruleset.items["shield"].provenance.label == "cheaper shields"
    assert ruleset.items["heavy_armour"].provenance.kind is Source.HOUSE_RULE
    assert ruleset.overridden == {("items", "shield")}
    assert shipped_document("items") == before
    assert shipped_ruleset().items["shield"].price == 20


def test_an_override_can_add_an_entry():
    axe = {"name": "Bearded Axe", "kind": "equipment", "price": 12, "text": "A good axe."}
    ruleset = build_ruleset([Override("items", "bearded_axe", axe)])
    assert ruleset.items["bearded_axe"].name == "Bearded Axe"
    assert list(ruleset.items)[-1] == "bearded_axe"
    assert ruleset.items["bearded_axe"].provenance.label == "the group's own edit"


def test_a_section_override_changes_glory_prices():
    section = {"rule": "15 Glory per Godspark.", "per_godspark": 15}
    ruleset = build_ruleset([Override("glory_prices", "god_powers", section)])
    assert ruleset.prices.per_godspark == 15
    assert ruleset.prices.provenance["god_powers"].kind is Source.GROUP_EDIT
    assert ruleset.prices.provenance["improvements"].kind is Source.HOUSE_RULE


def test_raid_rows_moved_together_keep_the_coverage_check():
    rows = entry_keys("raid_table", shipped_document("raid_table"))
    scraps = dict(rows["scraps"], high=6)
    provisions = dict(rows["provisions"], low=7)
    with pytest.raises(CatalogError, match="cover 2–12"):
        build_ruleset([Override("raid_table", "scraps", scraps)])
    ruleset = build_ruleset(
        [Override("raid_table", "scraps", scraps), Override("raid_table", "provisions", provisions)]
    )
    assert ruleset.raid.row(6).key == "scraps"


def test_an_overridden_entry_is_validated_like_a_shipped_one():
    power = dict(entry_keys("god_powers", shipped_document("god_powers"))["odin.wanderlust"])
    power["godspark_cost"] = "seven"
    with pytest.raises(CatalogError) as info:
        build_ruleset([Override("god_powers", "odin.wanderlust", power)])
    assert info.value.file == "rules/god_powers.json"
    assert info.value.where.endswith("].godspark_cost")
    assert "expected a whole number" in str(info.value)


def test_the_group_edit_provenance_cannot_be_faked_by_the_override():
    shield = dict(entry_keys("items", shipped_document("items"))["shield"])
    shield["provenance"] = {"kind": "rulebook", "source": RULEBOOK}
    ruleset = build_ruleset([Override("items", "shield", shield)])
    assert ruleset.items["shield"].provenance.kind is Source.GROUP_EDIT


@pytest.mark.parametrize(
    ("override", "fragment"),
    [
        (Override("glory_prices", "spells", {"rule": "x"}), "no such section"),
        (Override("injury_tables", "stubbed_toe", {"name": "x"}), "no such entry to replace"),
        (Override("spells", "fireball", {}), "unknown catalogue"),
    ],
)
def test_unknown_sections_entries_and_catalogues_are_refused(override, fragment):
    with pytest.raises(CatalogError, match=fragment):
        build_ruleset([override])


def test_apply_overrides_returns_a_copy():
    doc = shipped_document("raid_table")
    before = copy.deepcopy(doc)
    changed = apply_overrides("raid_table", doc, [Override("raid_table", "scraps", {"x": 1})])
    assert changed is not doc
    assert doc == before
