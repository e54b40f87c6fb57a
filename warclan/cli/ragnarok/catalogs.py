"""``warclan catalog``, ``warclan powers`` and ``warclan items``: the rules catalogues, a
campaign's house rules, and sharing them as JSON files.

A thin skin over ``warclan.services.ragnarok.rules_data.catalogs``; the text renderers
below mark every entry with where it comes from (rulebook file, house rule, or the group's
own edit).
"""

from __future__ import annotations

import argparse
import json
import textwrap
from pathlib import Path
from typing import Any

from warclan.cli import render
from warclan.cli.args import command_group, non_negative
from warclan.services.ragnarok.rules_data import catalogs
from warclan.services.ragnarok.rules_data.catalog_views import (
    CatalogDetail,
    CatalogEntry,
    CatalogList,
    ItemList,
    OverrideResult,
    PowerInfo,
    PowerList,
)
from warclan.services.ragnarok.rules_data.catalogs import HouseRulesExport, HouseRulesImport
from warclan.store.database import Database

WRAP = 88


def add_commands(groups: Any) -> None:
    """Add the ``catalog``, ``powers`` and ``items`` command groups to the main parser."""
    cat = command_group(groups, "catalog", "rules catalogues and a campaign's house rules")
    p = cat.add_parser("list", help="every rules catalogue, its version and source")
    p.add_argument("--campaign", help="count the entries this campaign's house rules change")
    p.set_defaults(run=_catalog_list)
    p = cat.add_parser("show", help="a catalogue's entries; edited ones with their original")
    p.add_argument("catalog", help="e.g. god_powers, items, raid_table, glory_prices")
    p.add_argument("--campaign", help="show the entries as this campaign plays them")
    p.set_defaults(run=_catalog_show)
    p = cat.add_parser(
        "set",
        help="override one entry for a campaign (a house rule)",
        description="Give the whole entry as in the shipped file (see 'warclan --json catalog "
        "show'), or only the fields to change with --merge. The campaign's rules are rebuilt "
        "with the edit and checked before it is saved.",
    )
    p.add_argument("catalog")
    p.add_argument("key", help="the entry's key (a section name for glory_prices)")
    p.add_argument("--campaign", required=True)
    data = p.add_mutually_exclusive_group(required=True)
    data.add_argument("--file", type=Path, metavar="ENTRY.json", help="the entry as a JSON file")
    data.add_argument("--json-data", metavar="'{...}'", help="the entry as JSON text")
    p.add_argument("--note", default="", help="why the group changed it")
    p.add_argument("--merge", action="store_true", help="change only the fields given")
    p.add_argument("--new", action="store_true", help="add an entry the catalogue lacks")
    p.set_defaults(run=_catalog_set)
    p = cat.add_parser("reset", help="drop a campaign's house rule: back to the shipped entry")
    p.add_argument("catalog")
    p.add_argument("key")
    p.add_argument("--campaign", required=True)
    p.set_defaults(run=_catalog_reset)
    p = cat.add_parser("export", help="write a campaign's house rules to a JSON file")
    p.add_argument("--campaign", required=True)
    p.add_argument("file", type=Path)
    p.add_argument("--force", action="store_true", help="replace FILE if it exists")
    p.set_defaults(run=_catalog_export)
    p = cat.add_parser(
        "import",
        help="add a house-rules JSON file to a campaign",
        description="The whole file is checked first; any problem is reported with its path "
        "in the file and nothing is changed.",
    )
    p.add_argument("--campaign", required=True)
    p.add_argument("file", type=Path)
    p.add_argument(
        "--replace", action="store_true", help="overwrite house rules the campaign already has"
    )
    p.set_defaults(run=_catalog_import)

    powers = command_group(groups, "powers", "God Powers")
    p = powers.add_parser("list", help="God Powers with Godspark Cost, boosts and Glory price")
    p.add_argument("--god", help="only this god's powers (any case)")
    p.add_argument("--min-cost", type=non_negative, metavar="N", help="Godspark Cost at least N")
    p.add_argument("--max-cost", type=non_negative, metavar="N", help="Godspark Cost at most N")
    p.add_argument("--campaign", help="with this campaign's house rules and prices")
    p.set_defaults(run=_powers_list)

    items = command_group(groups, "items", "equipment and artifacts")
    p = items.add_parser("list", help="items with their Glory price")
    p.add_argument("--kind", choices=catalogs.ITEM_KINDS)
    p.add_argument("--campaign", help="with this campaign's house rules")
    p.set_defaults(run=_items_list)


# --- handlers -------------------------------------------------------------------------


def _catalog_list(db: Database, args: argparse.Namespace) -> Any:
    return catalogs.list_catalogs(db, args.campaign)


def _catalog_show(db: Database, args: argparse.Namespace) -> Any:
    return catalogs.show_catalog(db, args.catalog, args.campaign)


def _catalog_set(db: Database, args: argparse.Namespace) -> Any:
    if args.file is not None:
        data = catalogs.read_json_file(args.file, "catalogue entry file")
    else:
        data = catalogs.parse_json_text(args.json_data, "--json-data")
    return catalogs.set_override(
        db, args.campaign, args.catalog, args.key, data, args.note, merge=args.merge, new=args.new
    )


def _catalog_reset(db: Database, args: argparse.Namespace) -> Any:
    return catalogs.remove_override(db, args.campaign, args.catalog, args.key)


def _catalog_export(db: Database, args: argparse.Namespace) -> Any:
    return catalogs.export_house_rules(db, args.campaign, args.file, overwrite=args.force)


def _catalog_import(db: Database, args: argparse.Namespace) -> Any:
    return catalogs.import_house_rules(db, args.campaign, args.file, replace=args.replace)


def _powers_list(db: Database, args: argparse.Namespace) -> Any:
    return catalogs.list_god_powers(db, args.campaign, args.god, args.min_cost, args.max_cost)


def _items_list(db: Database, args: argparse.Namespace) -> Any:
    return catalogs.list_items(db, args.campaign, args.kind)


# --- text output ----------------------------------------------------------------------


def _table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(headers)]
    lines = [headers, *rows]
    return "\n".join(
        "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in lines
    )


def _scope(campaign: str | None) -> str:
    return f"campaign {campaign}" if campaign else "as shipped; give --campaign for house rules"


def _compact(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def _source(entry: CatalogEntry) -> str:
    if entry.added:
        return "group's own entry" + (f": {entry.note}" if entry.note else "")
    if entry.overridden:
        return "group edit" + (f": {entry.note}" if entry.note else "")
    return entry.provenance


def _changes(entry: CatalogEntry) -> str:
    before, after = entry.original or {}, entry.data
    parts = []
    for field in [*before, *(k for k in after if k not in before)]:
        old, new = before.get(field), after.get(field)
        if old != new:
            shown_old = "—" if field not in before else _compact(old)
            shown_new = "—" if field not in after else _compact(new)
            parts.append(f"{field} {shown_old} → {shown_new}")
    return "; ".join(parts) if parts else "nothing (same as the original)"


def _edit_lines(entry: CatalogEntry) -> list[str]:
    lines = [f"  {entry.key} — " + _source(entry)]
    if entry.original is not None:
        lines.append(f"    original ({entry.original_provenance}): {_compact(entry.original)}")
        lines.append(f"    changed: {_changes(entry)}")
    lines.append(f"    now: {_compact(entry.data)}")
    return lines


@render.renders(CatalogList)
def catalog_list(view: CatalogList) -> str:
    rows = [
        [
            c.name,
            c.file,
            str(c.version),
            str(c.entries),
            str(c.house_rule_entries),
            str(c.overridden),
            c.provenance,
        ]
        for c in view.catalogs
    ]
    head = f"Rules catalogues ({_scope(view.campaign)})"
    table = _table(
        ["catalogue", "file", "version", "entries", "house rules", "group edits", "source"], rows
    )
    return f"{head}\n{table}"


@render.renders(CatalogDetail)
def catalog_detail(view: CatalogDetail) -> str:
    lines = [
        f"{view.name} — {view.file}, version {view.version} ({_scope(view.campaign)})",
        f"Source: {view.provenance}",
        _table(["key", "name", "source"], [[e.key, e.name, _source(e)] for e in view.entries]),
    ]
    edited = [e for e in view.entries if e.overridden]
    if edited:
        lines.append("Group edits (the shipped originals are kept and shown):")
        for entry in edited:
            lines.extend(_edit_lines(entry))
    return "\n".join(lines)


def _power_lines(power: PowerInfo) -> list[str]:
    source = "group edit" if power.overridden else power.provenance
    lines = [
        f"{power.god} — {power.name}  [{power.key}]",
        f"  Godspark Cost {power.godspark_cost}; {power.glory_price} Glory; {source}",
    ]
    lines.extend(f"  Boost: +{b.godspark} Godspark / {b.effect}" for b in power.boosts)
    if power.attack is not None:
        a = power.attack
        st = "-" if a.st is None else str(a.st)
        lines.append(f"  Attack: {a.name}, ST {st}, RN {a.rn}; {', '.join(a.abilities)}")
    for paragraph in power.text.split("\n"):
        lines.append(textwrap.fill(paragraph, WRAP, initial_indent="  ", subsequent_indent="  "))
    return lines


@render.renders(PowerList)
def power_list(view: PowerList) -> str:
    filters = [
        f"god {view.god}" if view.god else "",
        f"Godspark Cost ≥ {view.min_cost}" if view.min_cost is not None else "",
        f"Godspark Cost ≤ {view.max_cost}" if view.max_cost is not None else "",
    ]
    shown = ", ".join(f for f in filters if f)
    lines = [
        f"{len(view.powers)} God Powers ({_scope(view.campaign)}"
        + (f"; {shown}" if shown else "")
        + ")",
        f"Glory price: {view.price_rule} [{view.price_provenance}]",
    ]
    for power in view.powers:
        lines.append("")
        lines.extend(_power_lines(power))
    return "\n".join(lines)


@render.renders(ItemList)
def item_list(view: ItemList) -> str:
    rows = [
        [
            i.key,
            i.name,
            i.kind,
            str(i.glory_price),
            "group edit" if i.overridden else i.provenance,
            i.text,
        ]
        for i in view.items
    ]
    return "\n".join(
        [
            f"{len(view.items)} items ({_scope(view.campaign)}"
            + (f"; {view.kind} only" if view.kind else "")
            + ")",
            f"Glory price: {view.price_rule} [{view.price_provenance}]",
            _table(["key", "name", "kind", "Glory", "source", "rules"], rows),
        ]
    )


@render.renders(OverrideResult)
def override_result(view: OverrideResult) -> str:
    what = {
        "added": "house rule saved",
        "replaced": "house rule replaced",
        "removed": "house rule removed",
    }[view.action]
    lines = [f"Campaign {view.campaign}: {view.catalog} {view.key!r}: {what}"]
    if view.entry is None:
        lines.append("  the entry was the group's own and is gone")
    elif view.entry.overridden:
        lines.extend(_edit_lines(view.entry))
    else:
        lines.append(f"  back to the shipped entry ({view.entry.provenance})")
    return "\n".join(lines)


@render.renders(HouseRulesExport)
def house_rules_export(view: HouseRulesExport) -> str:
    return f"Wrote {view.overrides} house rules of campaign {view.campaign} to {view.path}"


@render.renders(HouseRulesImport)
def house_rules_import(view: HouseRulesImport) -> str:
    lines = [
        f"Imported {view.path} into campaign {view.campaign}: "
        f"{len(view.added)} added, {len(view.replaced)} replaced"
    ]
    lines.extend(f"  added {name}" for name in view.added)
    lines.extend(f"  replaced {name}" for name in view.replaced)
    return "\n".join(lines)
