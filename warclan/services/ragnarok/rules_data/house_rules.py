"""House-rules files: pass a campaign's catalogue overrides around as a JSON file.

A pack from someone else is read as strict JSON under a size limit and validated
completely (its structure, then the ruleset built with it) before anything is written;
nothing in it is ever executed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from warclan import atomic, jsonfile
from warclan.catalog.errors import CatalogError
from warclan.catalog.ragnarok.rulesets import (
    SPECS,
    Override,
    build_ruleset,
    entry_keys,
    shipped_document,
)
from warclan.services.errors import ServiceError
from warclan.services.names import now
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.rules_data.overrides import (
    MAX_DEPTH,
    MAX_KEY_LENGTH,
    MAX_NOTE_LENGTH,
    as_override,
    can_add,
    describe_failure,
    key_field_problem,
    locate,
    override_rows,
    read_json_file,
    strip_provenance,
)
from warclan.store.database import Database
from warclan.store.models.ragnarok import CatalogOverride

PACK_FORMAT = "warclan-house-rules"
PACK_VERSION = 1
MAX_PACK_ENTRIES = 1_000  # each entry costs a ruleset build when a pack is rejected


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
    """A house-rules file with problems; each names its path in the file. ``clashes``
    ("catalog/key") are the entries the campaign has already: replacing them must be
    asked for."""

    def __init__(self, file: str, problems: Sequence[str], clashes: Sequence[str] = ()) -> None:
        self.problems = tuple(problems)
        self.clashes = tuple(clashes)
        if len(self.problems) == 1:
            message = f"{file}: {self.problems[0]} (nothing imported)"
        else:
            message = f"{file}: {len(self.problems)} problems, nothing imported:" + "".join(
                f"\n  {p}" for p in self.problems
            )
        super().__init__(message)


def export_house_rules(
    db: Database, campaign: str | int, path: Path, *, overwrite: bool = False
) -> HouseRulesExport:
    """Write the campaign's house rules to ``path``; an existing file is kept unless
    ``overwrite``."""
    _check_target(path, overwrite)  # before the database work: the usual mistake, said early
    with db.session() as session:
        camp = lookup.campaign(session, campaign)
        rows = list(override_rows(session, camp.id).values())
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
        rows = override_rows(session, camp.id)
        incoming = {(o.catalog, o.key) for _, o in pack}
        kept = [as_override(r) for k, r in rows.items() if k not in incoming]
        clashes = []
        for index, override in pack:
            if (override.catalog, override.key) in rows and not replace:
                clashes.append(f"{override.catalog}/{override.key}")
                problems.append(
                    f"overrides[{index}]: campaign {camp.name!r} already has a house rule for "
                    f"{override.catalog} {override.key!r}"
                )
        problems.extend(_pack_data_problems(pack, kept, only_entries=bool(problems)))
        if problems:
            raise HouseRulesRejected(label, sorted(problems, key=_path_order), clashes)
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


# --- helpers --------------------------------------------------------------------------

_PACK_FIELDS = {"format", "version", "campaign", "exported_at", "overrides"}
_ENTRY_FIELDS = {"catalog", "key", "note", "data", "new"}
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
    elif jsonfile.too_deep(data, MAX_DEPTH):
        problems.append(f"{here}.data: nests more than {MAX_DEPTH} levels")
    if len(problems) > start:
        return None
    assert isinstance(catalog, str) and isinstance(key, str) and isinstance(data, dict)
    problem = key_field_problem(catalog, key, data)
    if problem:
        problems.append(f"{here}.data.{problem}")
        return None
    if key not in entry_keys(catalog, shipped_document(catalog)):
        if not can_add(catalog):
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
    return Override(catalog, key, strip_provenance(data), note.strip())


def _short(text: str, limit: int = 60) -> str:
    """A value from the file, quoted, cut so one line stays one line."""
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


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
            found = locate(exc, trial)
            if found.catalog == override.catalog and found.entry == override.key:
                field = f".{found.field}" if found.field else ""
                problems.append(f"overrides[{index}].data{field}: {found.message}")
    if not problems and not only_entries:
        problems.append(
            f"overrides: together they break {describe_failure(whole, [*kept, *overrides])}"
        )
    return problems


def _path_order(problem: str) -> tuple[int, str]:
    match = re.match(r"overrides\[(\d+)\]", problem)
    return (int(match.group(1)) if match else -1, problem)


def _check_target(path: Path, overwrite: bool) -> None:
    if path.is_dir():
        raise ServiceError(f"{path} is a folder, not a file")
    if path.exists() and not overwrite:
        raise atomic.FileExists(path)


def _write(path: Path, data: bytes, *, overwrite: bool) -> None:
    atomic.write_atomically(path, data, overwrite=overwrite)  # a WriteError is a UserError
