"""The campaign's catalogue overrides, as the catalogue commands and house-rules files both
need them: the rows, the documents they change, the limits on an edit, where a failed
ruleset build puts the blame, and the strict reading of entry data from files and text.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan import jsonfile, wording
from warclan.catalog.errors import CatalogError
from warclan.catalog.ragnarok.rulesets import SPECS, Override, apply_overrides, shipped_document
from warclan.filecheck import Problem
from warclan.i18n_text import T_, fill, join_texts
from warclan.jsonfile import invalid_text
from warclan.services.errors import ServiceError
from warclan.store.models.ragnarok_rules import CatalogOverride

MAX_FILE_BYTES = 2_000_000  # an entry or a house-rules pack is a few kB; more is a mistake
MAX_KEY_LENGTH = 120  # CatalogOverride.entry_key
MAX_NOTE_LENGTH = 1_000
MAX_DEPTH = 16  # catalogue entries nest 4 levels; deeper data would only exhaust the stack


def read_json_file(path: Path, what: str, *, limit: int = MAX_FILE_BYTES) -> Any:
    """A JSON file from someone else: size-limited, strict JSON, nothing executed."""
    label = str(path)
    try:
        raw = jsonfile.read_limited(path, limit, regular_only=False)
        text = jsonfile.decode(raw)  # tolerate the BOM some editors write
    except jsonfile.JsonFileError as exc:
        problem = (
            wording.json_problem(exc)
            if exc.kind == jsonfile.NOT_UTF8
            else wording.read_problem(exc, limit, what)
        )
        raise ServiceError(fill("{label}: {problem}", label=label, problem=problem)) from exc
    if not text.strip():
        raise ServiceError(T_("{label}: is empty, not a {what}", label=label, what=what))
    return parse_json_text(text, label)


def parse_json_text(text: str, label: str) -> Any:
    """JSON typed or read from a file (``label`` names it), strictly."""
    try:
        doc = jsonfile.parse_text(text, key_noun="field")
    except jsonfile.JsonFileError as exc:
        raise ServiceError(
            fill(
                "{label}: {json_problem}",
                label=label,
                json_problem=wording.json_problem(exc),
            )
        ) from exc
    bad = invalid_text(doc)
    if len(bad) > 1:
        raise ServiceError(
            T_(
                "{label}: {bad} (and {more} more like it)",
                label=label,
                bad=bad[0],
                more=len(bad) - 1,
            )
        )
    if bad:
        raise ServiceError(fill("{label}: {bad}", label=label, bad=bad[0]))
    return doc


def override_rows(session: Session, campaign_id: int) -> dict[tuple[str, str], CatalogOverride]:
    rows = session.scalars(
        select(CatalogOverride)
        .where(CatalogOverride.campaign_id == campaign_id)
        .order_by(CatalogOverride.id)
    )
    return {(r.catalog, r.entry_key): r for r in rows}


def as_override(row: CatalogOverride) -> Override:
    return Override(row.catalog, row.entry_key, dict(row.data), row.note)


def applied(catalog: str, overrides: Iterable[Override]) -> Any:
    mine = [o for o in overrides if o.catalog == catalog]
    if not mine:
        return shipped_document(catalog)
    try:
        return apply_overrides(catalog, shipped_document(catalog), mine)
    except CatalogError as exc:
        raise ServiceError(T_("the campaign's house rules are invalid: {exc}", exc=exc)) from exc


def can_add(catalog: str) -> bool:
    spec = SPECS[catalog]
    return not spec.sections and len(spec.lists) == 1


def strip_provenance(entry: Mapping[str, Any]) -> dict[str, Any]:
    """An entry without its provenance: an override's provenance is always 'group edit'."""
    return {k: copy.deepcopy(v) for k, v in entry.items() if k != "provenance"}


def key_field_problem(catalog: str, key: str, data: Mapping[str, Any]) -> Problem | None:
    """An override may not rename its entry: the key field must match the key."""
    spec = SPECS[catalog]
    for _, key_field in spec.lists:
        if key_field in data and str(data[key_field]) != key:
            found = data[key_field]
            return Problem(
                key_field,
                T_(
                    "must be {key!r}, the entry it overrides, found {found!r}", key=key, found=found
                ),
            )
    return None


_FILES = {"/".join(spec.file): name for name, spec in SPECS.items()}


@dataclass(frozen=True, slots=True)
class Located:
    catalog: str | None
    entry: str | None  # the entry key when the problem is inside one entry
    field: str  # the field path inside that entry ("" for the entry as a whole)
    where: str  # the raw location, for problems that belong to no single entry
    message: str


def locate(file: str, problem: Problem, overrides: Sequence[Override]) -> Located:
    """Turn 'rules/items.json: entries[9].price: …' into items, entry 'axe', field 'price'."""
    where, message = problem.path, problem.message
    if file in SPECS:  # raised by apply_overrides / build_ruleset about an override
        return Located(file, where or None, "", where, message)
    catalog = _FILES.get(file)
    if catalog is None:
        return Located(None, None, "", where, message)
    spec = SPECS[catalog]
    for section in spec.sections:
        if where == section or where.startswith(section + "."):
            return Located(catalog, section, where[len(section) + 1 :], where, message)
    try:
        doc = applied(catalog, overrides)
    except ServiceError:
        doc = None
    for path, key_field in spec.lists:
        match = re.fullmatch(rf"{re.escape(path)}\[(\d+)\](?:\.?(.*))", where)
        if match and doc is not None:
            entries = doc
            for part in path.split("."):
                entries = entries[part]
            index = int(match.group(1))
            entry = entries[index] if index < len(entries) else None
            if isinstance(entry, dict) and key_field in entry:
                return Located(catalog, str(entry[key_field]), match.group(2), where, message)
    return Located(catalog, None, "", where, message)


def describe_failure(exc: CatalogError, overrides: Sequence[Override]) -> str:
    """Every problem of a failed ruleset build, each placed in its catalogue and entry."""
    return join_texts("; ", (_describe(exc.file, found, overrides) for found in exc.problems))


def _describe(file: str, problem: Problem, overrides: Sequence[Override]) -> str:
    found = locate(file, problem, overrides)
    if found.entry is not None:
        if found.field:
            return T_(
                "{catalog} entry {entry!r}, field {field}: {message}",
                catalog=found.catalog,
                entry=found.entry,
                field=found.field,
                message=found.message,
            )
        return T_(
            "{catalog} entry {entry!r}: {message}",
            catalog=found.catalog,
            entry=found.entry,
            message=found.message,
        )
    if found.catalog is not None:
        if found.where:
            return fill(
                "{catalog}: {where}: {message}",
                catalog=found.catalog,
                where=found.where,
                message=found.message,
            )
        return fill("{catalog}: {message}", catalog=found.catalog, message=found.message)
    if problem.path:
        return fill(
            "{file}: {path}: {message}", file=file, path=problem.path, message=problem.message
        )
    return fill("{file}: {message}", file=file, message=problem.message)
