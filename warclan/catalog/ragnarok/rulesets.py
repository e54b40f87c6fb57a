"""The ruleset a campaign plays with: Ragnarok's shipped rules catalogues (their entries
and reading are in ``entries``) with the group's overrides applied.

Overrides work on the raw JSON before parsing, so an edited entry goes through exactly
the validation a shipped one does, and the original entry stays available for display.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from warclan.catalog.checker import CatalogDocument
from warclan.catalog.errors import CatalogError
from warclan.catalog.loader import (
    InjuryCatalog,
    ProfileCatalog,
    parse_injury_tables,
    parse_profiles,
    read_json,
)
from warclan.catalog.provenance import Source
from warclan.catalog.ragnarok.entries import (
    GLORY_SECTIONS,
    Ability,
    GloryPrices,
    GodPower,
    Item,
    RaidTable,
    SuccessRow,
    parse_abilities,
    parse_glory_prices,
    parse_god_powers,
    parse_items,
    parse_raid_table,
    parse_success_table,
)
from warclan.i18n_text import T_
from warclan.paths import resources_dir

# --- catalogue specs: where each file's entries are and what keys them ---------------


@dataclass(frozen=True, slots=True)
class Spec:
    """Where a catalogue's file is, where its entries are and what keys them."""

    file: tuple[str, ...]
    lists: tuple[tuple[str, str], ...] = ()  # (dotted path of a list, key field)
    sections: tuple[str, ...] = ()  # top-level objects that are entries themselves


SPECS: dict[str, Spec] = {
    "god_powers": Spec(("rules", "god_powers.json"), (("entries", "key"),)),
    "items": Spec(("rules", "items.json"), (("entries", "key"),)),
    "injury_tables": Spec(
        ("rules", "injury_tables.json"), (("injury.rows", "result"), ("severe.rows", "key"))
    ),
    "raid_table": Spec(("rules", "raid_table.json"), (("rows", "key"),)),
    "glory_prices": Spec(("rules", "glory_prices.json"), sections=GLORY_SECTIONS),
    "success_table": Spec(("rules", "success_table.json"), (("rows", "difference"),)),
    "model_profiles": Spec(("profiles", "example_profiles.json"), (("entries", "key"),)),
    "abilities": Spec(("rules", "abilities.json"), (("entries", "key"),)),
}


@dataclass(frozen=True, slots=True)
class Override:
    """A group's edit: one catalogue entry or section to replace or add."""

    catalog: str
    key: str
    data: Mapping[str, Any]
    note: str = ""


def _walk(doc: Any, dotted: str) -> Any:
    for part in dotted.split("."):
        doc = doc[part]
    return doc


def entry_keys(catalog: str, doc: Mapping[str, Any]) -> dict[str, Any]:
    """Every entry of a raw catalogue document by key."""
    spec = SPECS[catalog]
    found: dict[str, Any] = {}
    for path, key_field in spec.lists:
        for entry in _walk(doc, path):
            if isinstance(entry, dict) and key_field in entry:
                found[str(entry[key_field])] = entry
    for section in spec.sections:
        if section in doc:
            found[section] = doc[section]
    return found


def apply_overrides(catalog: str, doc: Mapping[str, Any], overrides: Iterable[Override]) -> Any:
    """A copy of the raw document with each override replacing (or adding) its entry."""
    spec = SPECS[catalog]
    result = copy.deepcopy(dict(doc))
    for override in overrides:
        data = dict(copy.deepcopy(dict(override.data)))
        data["provenance"] = {
            "kind": Source.GROUP_EDIT.value,
            "note": override.note or "the group's own edit",
        }
        if spec.sections:
            if override.key not in spec.sections:
                raise CatalogError(
                    catalog,
                    override.key,
                    T_(
                        "no such section; sections are {sections}",
                        sections=", ".join(spec.sections),
                    ),
                )
            result[override.key] = data
            continue
        placed = False
        for path, key_field in spec.lists:
            items = _walk(result, path)
            for index, entry in enumerate(items):
                if isinstance(entry, dict) and str(entry.get(key_field)) == override.key:
                    data.setdefault(key_field, entry[key_field])
                    items[index] = data
                    placed = True
        if not placed:
            if len(spec.lists) != 1:
                raise CatalogError(catalog, override.key, T_("no such entry to replace"))
            path, key_field = spec.lists[0]
            data.setdefault(key_field, override.key)
            _walk(result, path).append(data)
    return result


# --- the ruleset ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The rules catalogues a campaign plays with: shipped, with its overrides applied."""

    god_powers: Mapping[str, GodPower]
    items: Mapping[str, Item]
    injuries: InjuryCatalog
    raid: RaidTable
    prices: GloryPrices
    success: tuple[SuccessRow, ...]
    profiles: ProfileCatalog
    versions: Mapping[str, int]
    overridden: frozenset[tuple[str, str]] = field(default_factory=frozenset)
    abilities: Mapping[str, Ability] = field(default_factory=dict)


@cache
def shipped_document(catalog: str) -> Any:
    """The raw JSON of a shipped catalogue (parsed once per process)."""
    spec = SPECS[catalog]
    return read_json(resources_dir().joinpath(*spec.file)).value


def build_ruleset(overrides: Iterable[Override] = (), *, strict: bool = False) -> Ruleset:
    """The shipped catalogues with ``overrides`` applied. ``strict`` when the overrides
    are being checked before they are saved: a field no entry has is then refused (the
    house rules stored already are read as they were accepted)."""
    overrides = tuple(overrides)

    def document(catalog: str, doc: Any) -> CatalogDocument:
        return CatalogDocument(doc, "/".join(SPECS[catalog].file), strict)

    # read twice below: once to apply, once to list
    by_catalog: dict[str, list[Override]] = {name: [] for name in SPECS}
    for override in overrides:
        if override.catalog not in SPECS:
            raise CatalogError(
                override.catalog,
                "",
                T_("unknown catalogue; known: {known}", known=", ".join(SPECS)),
            )
        by_catalog[override.catalog].append(override)
    docs = {
        name: apply_overrides(name, shipped_document(name), by_catalog[name])
        if by_catalog[name]
        else shipped_document(name)
        for name in SPECS
    }
    gp_version, powers = parse_god_powers(document("god_powers", docs["god_powers"]))
    item_version, items = parse_items(document("items", docs["items"]))
    injuries = parse_injury_tables(document("injury_tables", docs["injury_tables"]))
    raid_version, raid = parse_raid_table(document("raid_table", docs["raid_table"]))
    price_version, prices = parse_glory_prices(document("glory_prices", docs["glory_prices"]))
    success_version, success = parse_success_table(document("success_table", docs["success_table"]))
    profiles = parse_profiles(document("model_profiles", docs["model_profiles"]))
    ability_version, abilities = parse_abilities(document("abilities", docs["abilities"]))
    return Ruleset(
        god_powers=powers,
        items=items,
        injuries=injuries,
        raid=raid,
        prices=prices,
        success=success,
        profiles=profiles,
        versions={
            "god_powers": gp_version,
            "items": item_version,
            "injury_tables": injuries.version,
            "raid_table": raid_version,
            "glory_prices": price_version,
            "success_table": success_version,
            "model_profiles": profiles.version,
            "abilities": ability_version,
        },
        overridden=frozenset((o.catalog, o.key) for o in overrides),
        abilities=abilities,
    )


@cache
def shipped_ruleset() -> Ruleset:
    return build_ruleset()
