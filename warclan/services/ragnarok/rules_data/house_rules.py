"""House-rules files: pass a campaign's catalogue overrides around as a JSON file.

A pack from someone else is read as strict JSON under a size limit and validated
completely (its structure, then the ruleset built with it) before anything is written;
nothing in it is ever executed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from warclan import atomic, jsonfile, wording
from warclan.catalog.errors import CatalogError
from warclan.catalog.ragnarok.rulesets import (
    SPECS,
    Override,
    build_ruleset,
    entry_keys,
    shipped_document,
)
from warclan.filecheck import TOP, Checker
from warclan.i18n_text import T_, fill
from warclan.services.errors import FileRefused, ServiceError
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
from warclan.store.models.ragnarok_rules import CatalogOverride
from warclan.text import text_problem

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


class HouseRulesRejected(FileRefused):
    """A house-rules file with problems; each names its path in the file. ``clashes``
    ("catalog/key") are the entries the campaign has already: replacing them must be
    asked for."""

    def __init__(self, file: str, problems: Sequence[str], clashes: Sequence[str] = ()) -> None:
        super().__init__(file, problems, shown=len(problems))
        self.clashes = tuple(clashes)


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
                    T_(
                        "overrides[{index}]: campaign {campaign!r} already has a house rule for "
                        "{catalog} {key!r}",
                        index=index,
                        campaign=camp.name,
                        catalog=override.catalog,
                        key=override.key,
                    )
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

_PACK_FIELDS = ("format", "version", "campaign", "exported_at", "overrides")
_ENTRY_FIELDS = ("catalog", "key", "note", "data", "new")
PackEntry = tuple[int, Override]


def _parse_pack(doc: Any, label: str) -> tuple[list[PackEntry], list[str]]:
    """The file's structure, with every problem found (not just the first)."""
    check = _PackChecker()
    pack = check.pack(doc, label)
    return pack, check.lines()


class _PackChecker(Checker):
    """The house-rules file format (version 1)."""

    def pack(self, doc: Any, label: str) -> list[PackEntry]:
        root = self.object(doc, TOP, _PACK_FIELDS)
        if root is None:
            raise HouseRulesRejected(label, self.lines())
        if not self.header(root, PACK_FORMAT, PACK_VERSION, "house-rules file"):
            raise HouseRulesRejected(label, self.lines())
        for name in ("campaign", "exported_at"):
            if name in root:
                self.text(root[name], name, limit=MAX_NOTE_LENGTH)
        entries = self.required(root, "overrides", TOP, self._entries)
        if entries is None:
            raise HouseRulesRejected(label, self.lines())
        pack: list[PackEntry] = []
        seen: dict[tuple[str, str], int] = {}
        for index, raw in enumerate(entries):
            override = self.entry(index, raw)
            if override is None:
                continue
            ident = (override.catalog, override.key)
            if ident in seen:
                self.problem(
                    f"overrides[{index}]",
                    T_(
                        "{catalog} {key!r} is already in overrides[{index}]",
                        catalog=override.catalog,
                        key=override.key,
                        index=seen[ident],
                    ),
                )
                continue
            seen[ident] = index
            pack.append((index, override))
        return pack

    def _entries(self, value: Any, path: str) -> Sequence[Any] | None:
        return self.list(value, path, MAX_PACK_ENTRIES)

    def _catalog(self, value: Any, path: str) -> str | None:
        return self.choice(value, path, tuple(SPECS), what="catalogue", limit=MAX_KEY_LENGTH)

    def _key(self, value: Any, path: str) -> str | None:
        # Kept exactly as written (it must match an entry's key), but checked as a name.
        if not isinstance(value, str):
            self.problem(path, wording.expected("text", value))
            return None
        problem: str | None = text_problem(value, name=True)
        if problem is None and (not value.strip() or value != value.strip()):
            problem = T_("must not be blank or start or end with spaces")
        if problem is None and len(value) > MAX_KEY_LENGTH:
            problem = wording.too_long(len(value), MAX_KEY_LENGTH)
        if problem is not None:
            self.problem(path, problem)
            return None
        return value

    def _data(self, value: Any, path: str) -> dict[str, Any] | None:
        data = self.object(value, path, None)
        if data is None:
            return None
        if jsonfile.too_deep(data, MAX_DEPTH):
            self.problem(path, T_("nests more than {depth} levels", depth=MAX_DEPTH))
            return None
        return data

    def entry(self, index: int, raw: Any) -> Override | None:
        here = f"overrides[{index}]"
        item = self.object(raw, here, _ENTRY_FIELDS)
        if item is None:
            return None
        start = len(self.problems)
        catalog = self.required(item, "catalog", here, self._catalog)
        key = self.required(item, "key", here, self._key)
        note = self.text(item.get("note", ""), f"{here}.note", limit=MAX_NOTE_LENGTH)
        new = self.flag(item.get("new", False), f"{here}.new")
        data = self.required(item, "data", here, self._data)
        if len(self.problems) > start:
            return None
        assert catalog is not None and key is not None and data is not None and note is not None
        problem = key_field_problem(catalog, key, data)
        if problem is not None:
            self.problem(f"{here}.data.{problem.path}", problem.message)
            return None
        if key not in entry_keys(catalog, shipped_document(catalog)):
            if not can_add(catalog):
                known = ", ".join(entry_keys(catalog, shipped_document(catalog)))
                self.problem(
                    f"{here}.key",
                    T_(
                        "{catalog} has no entry {key!r} and takes no new ones (entries: {known})",
                        catalog=catalog,
                        key=key,
                        known=known,
                    ),
                )
                return None
            if not new:
                self.problem(
                    f"{here}.key",
                    T_(
                        "unknown {catalog} entry {key!r} "
                        '(add "new": true to add it as the group\'s own entry)',
                        catalog=catalog,
                        key=key,
                    ),
                )
                return None
        return Override(catalog, key, strip_provenance(data), note.strip())


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
        build_ruleset([*kept, *overrides], strict=True)
        return []
    except CatalogError as exc:
        whole = exc
    problems: list[str] = []
    for index, override in pack:
        trial = [*kept, override]
        try:
            build_ruleset(trial, strict=True)
        except CatalogError as exc:
            # An entry is named by its first problem: a pack lists one line per bad entry.
            found = locate(exc.file, exc.problems[0], trial)
            if found.catalog == override.catalog and found.entry == override.key:
                field = f".{found.field}" if found.field else ""
                problems.append(
                    fill(
                        "{path}: {message}",
                        path=f"overrides[{index}].data{field}",
                        message=found.message,
                    )
                )
    if not problems and not only_entries:
        problems.append(
            T_(
                "overrides: together they break {failure}",
                failure=describe_failure(whole, [*kept, *overrides]),
            )
        )
    return problems


def _path_order(problem: str) -> tuple[int, str]:
    match = re.match(r"overrides\[(\d+)\]", problem)
    return (int(match.group(1)) if match else -1, problem)


def _check_target(path: Path, overwrite: bool) -> None:
    if path.is_dir():
        raise ServiceError(T_("{path} is a folder, not a file", path=path))
    if path.exists() and not overwrite:
        raise atomic.FileExists(path)


def _write(path: Path, data: bytes, *, overwrite: bool) -> None:
    atomic.write_atomically(path, data, overwrite=overwrite)  # a WriteError is a UserError
