"""Rules catalogues and house rules: browse the catalogues, override entries per campaign,
and pass a campaign's house rules around as a JSON file.

Every edit is checked by building the whole ruleset with it, exactly as the post-game
sequence will, so a campaign can never hold house rules that do not load. Files from
other people are read as strict JSON under a size limit and validated completely before
anything is written; nothing in them is ever executed.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan import atomic
from warclan.catalog.errors import CatalogError
from warclan.catalog.fields import Node
from warclan.catalog.loader import read_provenance
from warclan.catalog.provenance import HOUSE_RULE_LABEL, Provenance, Source
from warclan.catalog.rulesets import (
    SPECS,
    GodPower,
    Item,
    Override,
    Ruleset,
    apply_overrides,
    build_ruleset,
    entry_keys,
    shipped_document,
    shipped_ruleset,
)
from warclan.services import lookup
from warclan.services.campaigns import now
from warclan.services.dto import AttackView, BoostView
from warclan.services.errors import NotFound, ServiceError
from warclan.services.json_text import invalid_text
from warclan.services.rulesets import overrides_for, ruleset_for
from warclan.store.database import Database
from warclan.store.models import Campaign, CatalogOverride

PACK_FORMAT = "warclan-house-rules"
PACK_VERSION = 1
MAX_FILE_BYTES = 2_000_000  # a house-rules pack is a few kilobytes; more is a mistake
MAX_PACK_ENTRIES = 1_000  # each entry costs a ruleset build when a pack is rejected
MAX_KEY_LENGTH = 120  # CatalogOverride.entry_key
MAX_NOTE_LENGTH = 1_000
MAX_DEPTH = 16  # catalogue entries nest 4 levels; deeper data would only exhaust the stack
ITEM_KINDS = ("equipment", "artifact")


# --- what the services return ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CatalogInfo:
    name: str
    file: str  # under resources/
    version: int
    provenance_kind: str  # rulebook | house_rule | example | mixed
    provenance: str  # the label shown to the user
    entries: int
    house_rule_entries: int
    overridden: int  # entries the campaign's house rules replace or add


@dataclass(frozen=True, slots=True)
class CatalogList:
    campaign: str | None
    catalogs: tuple[CatalogInfo, ...]


@dataclass(frozen=True, slots=True)
class CatalogEntry:
    key: str
    name: str
    provenance_kind: str
    provenance: str
    overridden: bool
    added: bool  # the group's own entry, not in the shipped catalogue at all
    note: str  # the group's note on its edit
    data: dict[str, Any]  # the entry as the campaign plays it
    original: dict[str, Any] | None  # the shipped entry, when overridden ("stays visible")
    original_provenance: str | None


@dataclass(frozen=True, slots=True)
class CatalogDetail:
    name: str
    file: str
    version: int
    provenance_kind: str
    provenance: str
    campaign: str | None
    entries: tuple[CatalogEntry, ...]


@dataclass(frozen=True, slots=True)
class PowerInfo:
    key: str
    god: str
    name: str
    godspark_cost: int
    boosts: tuple[BoostView, ...]
    text: str
    attack: AttackView | None
    provenance_kind: str
    provenance: str
    overridden: bool
    glory_price: int


@dataclass(frozen=True, slots=True)
class PowerList:
    campaign: str | None
    god: str | None
    min_cost: int | None
    max_cost: int | None
    price_rule: str
    price_provenance: str
    powers: tuple[PowerInfo, ...]


@dataclass(frozen=True, slots=True)
class ItemInfo:
    key: str
    name: str
    kind: str
    glory_price: int
    text: str
    provenance_kind: str
    provenance: str
    overridden: bool


@dataclass(frozen=True, slots=True)
class ItemList:
    campaign: str | None
    kind: str | None
    price_rule: str
    price_provenance: str
    items: tuple[ItemInfo, ...]


@dataclass(frozen=True, slots=True)
class OverrideResult:
    campaign: str
    catalog: str
    key: str
    action: str  # added | replaced | removed
    entry: CatalogEntry | None  # the entry as the campaign now plays it (None: gone)


@dataclass(frozen=True, slots=True)
class HouseRulesExport:
    campaign: str
    path: str
    overrides: int


@dataclass(frozen=True, slots=True)
class HouseRulesImport:
    campaign: str
    path: str
    added: tuple[str, ...]  # "catalog/key"
    replaced: tuple[str, ...]


class HouseRulesRejected(ServiceError):
    """A house-rules file with problems; each names its path in the file."""

    def __init__(self, file: str, problems: Sequence[str]) -> None:
        self.problems = tuple(problems)
        if len(self.problems) == 1:
            message = f"{file}: {self.problems[0]} (nothing imported)"
        else:
            message = f"{file}: {len(self.problems)} problems, nothing imported:" + "".join(
                f"\n  {p}" for p in self.problems
            )
        super().__init__(message)


# --- browsing -------------------------------------------------------------------------


def list_catalogs(db: Database, campaign: str | int | None = None) -> CatalogList:
    with db.session() as session:
        name, overrides = _campaign_overrides(session, campaign)
    versions = shipped_ruleset().versions
    infos = []
    for catalog in SPECS:
        doc = _applied(catalog, overrides)
        provs = _entry_provenances(catalog, doc)
        kind, label = _catalog_provenance(catalog)
        infos.append(
            CatalogInfo(
                name=catalog,
                file=_file(catalog),
                version=versions[catalog],
                provenance_kind=kind,
                provenance=label,
                entries=len(provs),
                house_rule_entries=sum(p.kind is Source.HOUSE_RULE for p in provs.values()),
                overridden=sum(o.catalog == catalog for o in overrides),
            )
        )
    return CatalogList(name, tuple(infos))


def show_catalog(db: Database, catalog: str, campaign: str | int | None = None) -> CatalogDetail:
    _known_catalog(catalog)
    with db.session() as session:
        name, overrides = _campaign_overrides(session, campaign)
    kind, label = _catalog_provenance(catalog)
    return CatalogDetail(
        name=catalog,
        file=_file(catalog),
        version=shipped_ruleset().versions[catalog],
        provenance_kind=kind,
        provenance=label,
        campaign=name,
        entries=tuple(_entries(catalog, overrides).values()),
    )


def list_god_powers(
    db: Database,
    campaign: str | int | None = None,
    god: str | None = None,
    min_cost: int | None = None,
    max_cost: int | None = None,
) -> PowerList:
    if min_cost is not None and max_cost is not None and min_cost > max_cost:
        raise ServiceError(f"--min-cost {min_cost} is above --max-cost {max_cost}")
    with db.session() as session:
        name, ruleset, touched = _ruleset(session, campaign)
    powers = list(ruleset.god_powers.values())
    if god is not None:
        wanted = god.strip().casefold()
        gods = {p.god.casefold(): p.god for p in powers}
        if wanted not in gods:
            raise NotFound(f"no god {god!r}; the gods are {', '.join(sorted(set(gods.values())))}")
        powers = [p for p in powers if p.god.casefold() == wanted]
    if min_cost is not None:
        powers = [p for p in powers if p.godspark_cost >= min_cost]
    if max_cost is not None:
        powers = [p for p in powers if p.godspark_cost <= max_cost]
    return PowerList(
        campaign=name,
        god=god,
        min_cost=min_cost,
        max_cost=max_cost,
        price_rule=ruleset.prices.rules["god_powers"],
        price_provenance=ruleset.prices.provenance["god_powers"].label,
        powers=tuple(_power_info(p, ruleset, touched) for p in powers),
    )


def list_items(
    db: Database, campaign: str | int | None = None, kind: str | None = None
) -> ItemList:
    if kind is not None and kind not in ITEM_KINDS:
        raise ServiceError(f"no item kind {kind!r}; kinds are {', '.join(ITEM_KINDS)}")
    with db.session() as session:
        name, ruleset, touched = _ruleset(session, campaign)
    items = [i for i in ruleset.items.values() if kind is None or i.kind == kind]
    return ItemList(
        campaign=name,
        kind=kind,
        price_rule=ruleset.prices.rules["items"],
        price_provenance=ruleset.prices.provenance["items"].label,
        items=tuple(_item_info(i, touched) for i in items),
    )


# --- overrides ------------------------------------------------------------------------


def set_override(
    db: Database,
    campaign: str | int,
    catalog: str,
    key: str,
    data: Mapping[str, Any],
    note: str = "",
    *,
    merge: bool = False,
    new: bool = False,
) -> OverrideResult:
    """Replace one catalogue entry for a campaign (or add one, with ``new``).

    ``data`` is the whole entry, as in the shipped file; with ``merge`` it only lists the
    fields to change. The ruleset is built with the edit before anything is written.
    """
    _known_catalog(catalog)
    key = _clean_key(key)
    note = _clean_note(note)
    if not isinstance(data, Mapping):
        raise ServiceError(f"the new {catalog} entry {key!r} must be a JSON object")
    if _too_deep(data):
        raise ServiceError(f"the new {catalog} entry {key!r} nests more than {MAX_DEPTH} levels")
    with db.session() as session:
        camp = lookup.campaign(session, campaign)
        rows = _override_rows(session, camp.id)
        existing = rows.get((catalog, key))
        others = [_as_override(r) for k, r in rows.items() if k != (catalog, key)]
        # as the campaign plays it now: --merge builds on the group's earlier edit
        current = entry_keys(catalog, _applied(catalog, [_as_override(r) for r in rows.values()]))
        if key not in current and not new:
            raise NotFound(_unknown_key(catalog, key))
        if key not in current and not _can_add(catalog):
            raise ServiceError(
                f"{catalog} has no entry {key!r} and takes no new entries "
                f"(entries: {', '.join(current)})"
            )
        base = _strip(current[key]) if merge and key in current else {}
        entry = {**base, **_strip(data)}
        problem = _key_field_problem(catalog, key, entry)
        if problem:
            raise ServiceError(f"{catalog} entry {key!r}, field {problem}")
        override = Override(catalog, key, entry, note)
        _check([*others, override])
        if existing is None:
            session.add(
                CatalogOverride(
                    campaign_id=camp.id,
                    catalog=catalog,
                    entry_key=key,
                    data=entry,
                    note=note,
                    created_at=now(),
                )
            )
        else:
            existing.data = entry
            existing.note = note
            existing.created_at = now()
        after = _entries(catalog, [*others, override])[key]
        return OverrideResult(
            camp.name, catalog, key, "added" if existing is None else "replaced", after
        )


def remove_override(db: Database, campaign: str | int, catalog: str, key: str) -> OverrideResult:
    """Go back to the shipped entry (or drop an entry the group added)."""
    _known_catalog(catalog)
    with db.session() as session:
        camp = lookup.campaign(session, campaign)
        rows = _override_rows(session, camp.id)
        row = rows.get((catalog, key))
        if row is None:
            raise NotFound(f"campaign {camp.name!r} has no house rule for {catalog} {key!r}")
        others = [_as_override(r) for k, r in rows.items() if k != (catalog, key)]
        # Edits can depend on each other (two Raid Table rows moved together), so the
        # ruleset must still build without this one.
        try:
            build_ruleset(others)
        except CatalogError as exc:
            raise ServiceError(
                f"removing the house rule for {catalog} {key!r} would leave the campaign's "
                f"rules broken: {_describe(exc, others)}; change the related entries first"
            ) from exc
        session.delete(row)
        after = _entries(catalog, others).get(key)
        return OverrideResult(camp.name, catalog, key, "removed", after)


# --- sharing --------------------------------------------------------------------------


def export_house_rules(
    db: Database, campaign: str | int, path: Path, *, overwrite: bool = False
) -> HouseRulesExport:
    """Write the campaign's house rules to ``path``; an existing file is kept unless
    ``overwrite``."""
    _check_target(path, overwrite)  # before the database work: the usual mistake, said early
    with db.session() as session:
        camp = lookup.campaign(session, campaign)
        rows = list(_override_rows(session, camp.id).values())
        name = camp.name
    order = {c: i for i, c in enumerate(SPECS)}
    rows.sort(key=lambda r: (order.get(r.catalog, len(order)), r.entry_key))
    entries = []
    for row in rows:
        entry: dict[str, Any] = {
            "catalog": row.catalog,
            "key": row.entry_key,
            "note": row.note,
            "data": row.data,
        }
        if row.entry_key not in entry_keys(row.catalog, shipped_document(row.catalog)):
            entry["new"] = True  # lets the importer tell an addition from a typo
        entries.append(entry)
    pack = {
        "format": PACK_FORMAT,
        "version": PACK_VERSION,
        "campaign": name,
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "overrides": entries,
    }
    data = (json.dumps(pack, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    _write(path, data, overwrite=overwrite)
    return HouseRulesExport(name, str(path), len(entries))


def import_house_rules(
    db: Database, campaign: str | int, path: Path, *, replace: bool = False
) -> HouseRulesImport:
    """Add a house-rules file to a campaign: everything is checked, then written at once.

    Entries the campaign already overrides are refused unless ``replace`` is set.
    """
    label = str(path)
    doc = read_json_file(path, "house-rules file")
    pack, problems = _parse_pack(doc, label)
    with db.session() as session:
        camp = lookup.campaign(session, campaign)
        rows = _override_rows(session, camp.id)
        incoming = {(o.catalog, o.key) for _, o in pack}
        kept = [_as_override(r) for k, r in rows.items() if k not in incoming]
        for index, override in pack:
            if (override.catalog, override.key) in rows and not replace:
                problems.append(
                    f"overrides[{index}]: campaign {camp.name!r} already has a house rule for "
                    f"{override.catalog} {override.key!r} (import with --replace to overwrite it)"
                )
        problems.extend(_pack_data_problems(pack, kept, only_entries=bool(problems)))
        if problems:
            raise HouseRulesRejected(label, sorted(problems, key=_path_order))
        added, replaced = [], []
        for _, override in pack:
            row = rows.get((override.catalog, override.key))
            data = dict(override.data)
            if row is None:
                session.add(
                    CatalogOverride(
                        campaign_id=camp.id,
                        catalog=override.catalog,
                        entry_key=override.key,
                        data=data,
                        note=override.note,
                        created_at=now(),
                    )
                )
                added.append(f"{override.catalog}/{override.key}")
            else:
                row.data, row.note, row.created_at = data, override.note, now()
                replaced.append(f"{override.catalog}/{override.key}")
        return HouseRulesImport(camp.name, label, tuple(added), tuple(replaced))


def read_json_file(path: Path, what: str, *, limit: int = MAX_FILE_BYTES) -> Any:
    """A JSON file from someone else: size-limited, strict JSON, nothing executed."""
    label = str(path)
    try:
        with path.open("rb") as handle:
            raw = handle.read(limit + 1)  # never read an oversized file whole
    except FileNotFoundError as exc:
        raise ServiceError(f"{label}: no such file") from exc
    except IsADirectoryError as exc:
        raise ServiceError(f"{label}: is a folder, not a {what}") from exc
    except OSError as exc:
        raise ServiceError(f"{label}: cannot be read ({exc.strerror or exc})") from exc
    if len(raw) > limit:
        raise ServiceError(f"{label}: a {what} may be at most {limit:,} bytes; this one is larger")
    try:
        text = raw.decode("utf-8-sig")  # tolerate the BOM some editors write
    except UnicodeDecodeError as exc:
        raise ServiceError(f"{label}: is not UTF-8 text, so not a {what}") from exc
    if not text.strip():
        raise ServiceError(f"{label}: is empty, not a {what}")
    return parse_json_text(text, label)


def parse_json_text(text: str, label: str) -> Any:
    try:
        doc = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as exc:
        cut = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        hint = " — it looks cut short" if cut else ""
        raise ServiceError(
            f"{label}: not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}{hint}"
        ) from exc
    except RecursionError as exc:
        raise ServiceError(f"{label}: not usable JSON: nested too deeply") from exc
    except ValueError as exc:  # duplicate fields, NaN, numbers with thousands of digits
        raise ServiceError(f"{label}: not usable JSON: {exc}") from exc
    bad = invalid_text(doc)
    if bad:
        more = f" (and {len(bad) - 1} more like it)" if len(bad) > 1 else ""
        raise ServiceError(f"{label}: not usable JSON: {bad[0]}{more}")
    return doc


# --- helpers: campaigns and rulesets --------------------------------------------------


def _campaign_overrides(
    session: Session, campaign: str | int | None
) -> tuple[str | None, tuple[Override, ...]]:
    if campaign is None:
        return None, ()
    camp = lookup.campaign(session, campaign)
    return camp.name, overrides_for(session, camp.id)


def _ruleset(
    session: Session, campaign: str | int | None
) -> tuple[str | None, Ruleset, frozenset[tuple[str, str]]]:
    """The campaign's ruleset and which (catalogue, key) entries its house rules touch.

    The overridden set is taken from the rows, not ``Ruleset.overridden``: a ruleset built
    from a one-shot iterable (as ``ruleset_for`` does) ends up with that set empty.
    """
    if campaign is None:
        return None, shipped_ruleset(), frozenset()
    camp: Campaign = lookup.campaign(session, campaign)
    touched = frozenset((o.catalog, o.key) for o in overrides_for(session, camp.id))
    return camp.name, ruleset_for(session, camp.id), touched


def _override_rows(session: Session, campaign_id: int) -> dict[tuple[str, str], CatalogOverride]:
    rows = session.scalars(
        select(CatalogOverride)
        .where(CatalogOverride.campaign_id == campaign_id)
        .order_by(CatalogOverride.id)
    )
    return {(r.catalog, r.entry_key): r for r in rows}


def _as_override(row: CatalogOverride) -> Override:
    return Override(row.catalog, row.entry_key, dict(row.data), row.note)


def _known_catalog(catalog: str) -> None:
    if catalog not in SPECS:
        raise NotFound(f"no catalogue {catalog!r}; catalogues are {', '.join(SPECS)}")


def _file(catalog: str) -> str:
    return "/".join(SPECS[catalog].file)


def _can_add(catalog: str) -> bool:
    spec = SPECS[catalog]
    return not spec.sections and len(spec.lists) == 1


def _unknown_key(catalog: str, key: str) -> str:
    hint = " (give --new to add it as the group's own entry)" if _can_add(catalog) else ""
    return f"{catalog} has no entry {key!r}{hint}; see 'warclan catalog show {catalog}'"


def _clean_key(key: str) -> str:
    text = key.strip()
    if not text:
        raise ServiceError("an entry key must not be blank")
    if len(text) > MAX_KEY_LENGTH:
        raise ServiceError(f"an entry key may be at most {MAX_KEY_LENGTH} characters")
    _valid_text(text, "an entry key")
    return text


def _clean_note(note: str) -> str:
    text = note.strip()
    if len(text) > MAX_NOTE_LENGTH:
        raise ServiceError(f"a note may be at most {MAX_NOTE_LENGTH} characters")
    _valid_text(text, "a note")
    return text


def _valid_text(text: str, what: str) -> None:
    # A command line in another encoding reaches Python as lone surrogates.
    bad = invalid_text(text)
    if bad:
        raise ServiceError(f"{what} is not valid text: {bad[0].removeprefix('(top level): ')}")


def _strip(entry: Mapping[str, Any]) -> dict[str, Any]:
    """An entry without its provenance: an override's provenance is always 'group edit'."""
    return {k: copy.deepcopy(v) for k, v in entry.items() if k != "provenance"}


def _key_field_problem(catalog: str, key: str, data: Mapping[str, Any]) -> str | None:
    """An override may not rename its entry: the key field must match the key."""
    spec = SPECS[catalog]
    for _, key_field in spec.lists:
        if key_field in data and str(data[key_field]) != key:
            return (
                f"{key_field}: must be {key!r}, the entry it overrides, found {data[key_field]!r}"
            )
    return None


def _applied(catalog: str, overrides: Iterable[Override]) -> Any:
    mine = [o for o in overrides if o.catalog == catalog]
    if not mine:
        return shipped_document(catalog)
    try:
        return apply_overrides(catalog, shipped_document(catalog), mine)
    except CatalogError as exc:
        raise ServiceError(f"the campaign's house rules are invalid: {exc}") from exc


# --- helpers: provenance and entries --------------------------------------------------


def _provenance(data: Any, default: Provenance | None, file: str) -> Provenance | None:
    if isinstance(data, dict) and "provenance" in data:
        return read_provenance(Node(data, file), default)
    return default


def _entry_provenances(catalog: str, doc: Any) -> dict[str, Provenance]:
    """Each entry's provenance: its own, else its table's, else the file's."""
    file = _file(catalog)
    spec = SPECS[catalog]
    root = _provenance(doc, None, file)
    found: dict[str, Provenance] = {}
    for path, key_field in spec.lists:
        parent_path, _, list_name = path.rpartition(".")
        parent = doc
        for part in filter(None, parent_path.split(".")):
            parent = parent[part]
        table = _provenance(parent, root, file)
        for entry in parent[list_name]:
            prov = _provenance(entry, table, file)
            found[str(entry[key_field])] = prov or Provenance(Source.HOUSE_RULE)
    for section in spec.sections:
        if section in doc:
            found[section] = _provenance(doc[section], root, file) or Provenance(Source.HOUSE_RULE)
    return found


def _catalog_provenance(catalog: str) -> tuple[str, str]:
    doc = shipped_document(catalog)
    root = _provenance(doc, None, _file(catalog))
    if root is not None:
        return root.kind.value, root.label
    # No file-wide provenance (the injury tables): summarise the entries'.
    provs = list(_entry_provenances(catalog, doc).values())
    labels = list(dict.fromkeys(_short_label(p) for p in provs))
    kinds = {p.kind for p in provs}
    kind = next(iter(kinds)).value if len(kinds) == 1 else "mixed"
    return kind, "; ".join(labels)


def _short_label(prov: Provenance) -> str:
    """The fixed wording for tables: house rules always say they are not the rulebook."""
    if prov.kind is Source.HOUSE_RULE:
        return HOUSE_RULE_LABEL
    if prov.kind is Source.EXAMPLE:
        return "example — not official"
    if prov.kind is Source.GROUP_EDIT:
        return "the group's own edit"
    return prov.label


def _display_name(catalog: str, key: str, entry: Any) -> str:
    if isinstance(entry, dict) and isinstance(entry.get("name"), str):
        return entry["name"]
    if catalog == "success_table":
        return f"difference {key}"
    return key.replace("_", " ")


def _entries(catalog: str, overrides: Sequence[Override]) -> dict[str, CatalogEntry]:
    mine = {o.key: o for o in overrides if o.catalog == catalog}
    shipped = shipped_document(catalog)
    originals = entry_keys(catalog, shipped)
    original_provs = _entry_provenances(catalog, shipped)
    doc = _applied(catalog, mine.values())
    provs = _entry_provenances(catalog, doc)
    result = {}
    for key, entry in entry_keys(catalog, doc).items():
        override = mine.get(key)
        original = originals.get(key) if override else None
        prov = provs[key]
        result[key] = CatalogEntry(
            key=key,
            name=_display_name(catalog, key, entry),
            provenance_kind=prov.kind.value,
            provenance=_short_label(prov),
            overridden=override is not None,
            added=key not in originals,
            note=override.note if override else "",
            data=_strip(entry),
            original=_strip(original) if original is not None else None,
            original_provenance=(
                _short_label(original_provs[key]) if original is not None else None
            ),
        )
    return result


def _power_info(
    power: GodPower, ruleset: Ruleset, touched: frozenset[tuple[str, str]]
) -> PowerInfo:
    attack = power.attack
    return PowerInfo(
        key=power.key,
        god=power.god,
        name=power.name,
        godspark_cost=power.godspark_cost,
        boosts=tuple(BoostView(b.godspark, b.effect) for b in power.boosts),
        text=power.text,
        attack=AttackView(attack.name, attack.st, attack.rn, attack.abilities) if attack else None,
        provenance_kind=power.provenance.kind.value,
        provenance=_short_label(power.provenance),
        overridden=("god_powers", power.key) in touched,
        glory_price=ruleset.prices.god_power(power),
    )


def _item_info(item: Item, touched: frozenset[tuple[str, str]]) -> ItemInfo:
    return ItemInfo(
        key=item.key,
        name=item.name,
        kind=item.kind,
        glory_price=item.price,
        text=item.text,
        provenance_kind=item.provenance.kind.value,
        provenance=_short_label(item.provenance),
        overridden=("items", item.key) in touched,
    )


# --- helpers: validation messages -----------------------------------------------------

_FILES = {"/".join(spec.file): name for name, spec in SPECS.items()}


@dataclass(frozen=True, slots=True)
class _Located:
    catalog: str | None
    entry: str | None  # the entry key when the problem is inside one entry
    field: str  # the field path inside that entry ("" for the entry as a whole)
    where: str  # the raw location, for problems that belong to no single entry
    message: str


def _locate(exc: CatalogError, overrides: Sequence[Override]) -> _Located:
    """Turn 'rules/items.json: entries[9].price: …' into items, entry 'axe', field 'price'."""
    full = str(exc)
    prefix = f"{exc.file}: {exc.where}: " if exc.where else f"{exc.file}: "
    message = full[len(prefix) :] if full.startswith(prefix) else full
    if exc.file in SPECS:  # raised by apply_overrides / build_ruleset about an override
        return _Located(exc.file, exc.where or None, "", exc.where, message)
    catalog = _FILES.get(exc.file)
    if catalog is None:
        return _Located(None, None, "", exc.where, message)
    spec = SPECS[catalog]
    for section in spec.sections:
        if exc.where == section or exc.where.startswith(section + "."):
            return _Located(catalog, section, exc.where[len(section) + 1 :], exc.where, message)
    try:
        doc = _applied(catalog, overrides)
    except ServiceError:
        doc = None
    for path, key_field in spec.lists:
        match = re.fullmatch(rf"{re.escape(path)}\[(\d+)\](?:\.?(.*))", exc.where)
        if match and doc is not None:
            entries = doc
            for part in path.split("."):
                entries = entries[part]
            index = int(match.group(1))
            entry = entries[index] if index < len(entries) else None
            if isinstance(entry, dict) and key_field in entry:
                return _Located(catalog, str(entry[key_field]), match.group(2), exc.where, message)
    return _Located(catalog, None, "", exc.where, message)


def _describe(exc: CatalogError, overrides: Sequence[Override]) -> str:
    found = _locate(exc, overrides)
    if found.entry is not None:
        field = f", field {found.field}" if found.field else ""
        return f"{found.catalog} entry {found.entry!r}{field}: {found.message}"
    if found.catalog is not None:
        where = f"{found.where}: " if found.where else ""
        return f"{found.catalog}: {where}{found.message}"
    return str(exc)


def _check(overrides: Sequence[Override]) -> None:
    try:
        build_ruleset(overrides)
    except CatalogError as exc:
        raise ServiceError(f"not saved: {_describe(exc, overrides)}") from exc


# --- helpers: house-rules files -------------------------------------------------------

_PACK_FIELDS = {"format", "version", "campaign", "exported_at", "overrides"}
_ENTRY_FIELDS = {"catalog", "key", "note", "data", "new"}

# (index in the file, the override)
PackEntry = tuple[int, Override]


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    return "an object" if isinstance(value, dict) else type(value).__name__


def _parse_pack(doc: Any, label: str) -> tuple[list[PackEntry], list[str]]:
    """The file's structure, with every problem found (not just the first)."""
    if not isinstance(doc, dict):
        raise HouseRulesRejected(label, [f"(top level): expected an object, found {_kind(doc)}"])
    problems: list[str] = []
    if doc.get("format") != PACK_FORMAT:
        found = doc.get("format", "nothing")
        problems.append(f"format: expected {PACK_FORMAT!r}, found {found!r}")
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        problems.append(f"version: expected a whole number, found {_kind(version)}")
    elif version != PACK_VERSION:
        problems.append(
            f"version: this warclan reads house-rules files of version {PACK_VERSION}, "
            f"found {version}"
        )
    for name in ("campaign", "exported_at"):
        if name in doc and not isinstance(doc[name], str):
            problems.append(f"{name}: expected text, found {_kind(doc[name])}")
    problems.extend(f"{name}: unknown field" for name in sorted(set(doc) - _PACK_FIELDS))
    entries = doc.get("overrides")
    if not isinstance(entries, list):
        problems.append(
            "overrides: is missing"
            if "overrides" not in doc
            else f"overrides: expected a list, found {_kind(entries)}"
        )
        raise HouseRulesRejected(label, problems)
    if len(entries) > MAX_PACK_ENTRIES:
        problems.append(f"overrides: {len(entries)} entries; at most {MAX_PACK_ENTRIES}")
        raise HouseRulesRejected(label, problems)
    pack: list[PackEntry] = []
    seen: dict[tuple[str, str], int] = {}
    for index, raw in enumerate(entries):
        override = _parse_pack_entry(index, raw, problems)
        if override is None:
            continue
        ident = (override.catalog, override.key)
        if ident in seen:
            problems.append(
                f"overrides[{index}]: {override.catalog} {override.key!r} is already "
                f"in overrides[{seen[ident]}]"
            )
            continue
        seen[ident] = index
        pack.append((index, override))
    return pack, problems


def _parse_pack_entry(index: int, raw: Any, problems: list[str]) -> Override | None:
    here = f"overrides[{index}]"
    if not isinstance(raw, dict):
        problems.append(f"{here}: expected an object, found {_kind(raw)}")
        return None
    start = len(problems)
    problems.extend(f"{here}.{name}: unknown field" for name in sorted(set(raw) - _ENTRY_FIELDS))
    catalog, key, note, data = (
        raw.get("catalog"),
        raw.get("key"),
        raw.get("note", ""),
        raw.get("data"),
    )
    new = raw.get("new", False)
    if not isinstance(catalog, str):
        problems.append(_missing_or_type(here, "catalog", raw, "text"))
    elif catalog not in SPECS:
        problems.append(
            f"{here}.catalog: unknown catalogue {_short(catalog)}; "
            f"catalogues are {', '.join(SPECS)}"
        )
    if not isinstance(key, str):
        problems.append(_missing_or_type(here, "key", raw, "text"))
    elif not key.strip() or key != key.strip():
        problems.append(f"{here}.key: must not be blank or start or end with spaces")
    elif len(key) > MAX_KEY_LENGTH:
        problems.append(f"{here}.key: at most {MAX_KEY_LENGTH} characters, found {len(key)}")
    if not isinstance(note, str):
        problems.append(f"{here}.note: expected text, found {_kind(note)}")
    elif len(note) > MAX_NOTE_LENGTH:
        problems.append(f"{here}.note: at most {MAX_NOTE_LENGTH} characters, found {len(note)}")
    if not isinstance(new, bool):
        problems.append(f"{here}.new: expected true/false, found {_kind(new)}")
    if not isinstance(data, dict):
        problems.append(_missing_or_type(here, "data", raw, "an object"))
    elif _too_deep(data):
        problems.append(f"{here}.data: nests more than {MAX_DEPTH} levels")
    if len(problems) > start:
        return None
    assert isinstance(catalog, str) and isinstance(key, str) and isinstance(data, dict)
    problem = _key_field_problem(catalog, key, data)
    if problem:
        problems.append(f"{here}.data.{problem}")
        return None
    if key not in entry_keys(catalog, shipped_document(catalog)):
        if not _can_add(catalog):
            known = ", ".join(entry_keys(catalog, shipped_document(catalog)))
            problems.append(
                f"{here}.key: {catalog} has no entry {key!r} and takes no new ones "
                f"(entries: {known})"
            )
            return None
        if not new:
            problems.append(
                f"{here}.key: unknown {catalog} entry {key!r} "
                '(add "new": true to add it as the group\'s own entry)'
            )
            return None
    return Override(catalog, key, _strip(data), note.strip())


def _short(text: str, limit: int = 60) -> str:
    """A value from the file, quoted, cut so one line stays one line."""
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def _too_deep(value: Any) -> bool:
    """Nesting deeper than MAX_DEPTH, found without recursion."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = (
            item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
        )
        if children and depth > MAX_DEPTH:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def _missing_or_type(here: str, name: str, raw: Mapping[str, Any], expected: str) -> str:
    if name not in raw:
        return f"{here}.{name}: is missing"
    return f"{here}.{name}: expected {expected}, found {_kind(raw[name])}"


def _pack_data_problems(
    pack: Sequence[PackEntry], kept: Sequence[Override], *, only_entries: bool
) -> list[str]:
    """Build the ruleset with the pack; if it fails, find which entries are at fault.

    Each entry is tried on its own over the campaign's other house rules, so every bad
    entry is reported; a problem only the whole pack causes (two Raid Table rows that
    overlap) is reported as such, unless other problems already stop the import.
    """
    overrides = [o for _, o in pack]
    try:
        build_ruleset([*kept, *overrides])
        return []
    except CatalogError as exc:
        whole = exc
    problems = []
    for index, override in pack:
        trial = [*kept, override]
        try:
            build_ruleset(trial)
        except CatalogError as exc:
            found = _locate(exc, trial)
            if found.catalog == override.catalog and found.entry == override.key:
                field = f".{found.field}" if found.field else ""
                problems.append(f"overrides[{index}].data{field}: {found.message}")
    if not problems and not only_entries:
        problems.append(f"overrides: together they break {_describe(whole, [*kept, *overrides])}")
    return problems


def _path_order(problem: str) -> tuple[int, str]:
    match = re.match(r"overrides\[(\d+)\]", problem)
    return (int(match.group(1)) if match else -1, problem)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"the field {key!r} appears twice in one object")
        result[key] = value
    return result


def _check_target(path: Path, overwrite: bool) -> None:
    if path.is_dir():
        raise ServiceError(f"{path} is a folder, not a file")
    if path.exists() and not overwrite:
        raise ServiceError(f"{path} already exists (use --force to replace it)")


def _write(path: Path, data: bytes, *, overwrite: bool) -> None:
    try:
        atomic.write_atomically(path, data, overwrite=overwrite)
    except atomic.WriteError as exc:
        raise ServiceError(str(exc)) from exc
