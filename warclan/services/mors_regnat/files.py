"""Export a Mors Regnat warband to a JSON file, and import one.

The file holds only what the player chose (names, CP bought, weapon keys, abilities,
limits); everything derived is recomputed on import. An import reads plain JSON
(never eval, never pickle), refuses files over ``MAX_FILE_BYTES``, checks the whole
document first and reports every problem with its JSON path (for example
``warriors[2].weapon: unknown weapon 'laser'``); only a document without problems is
written, in one transaction, so a bad file changes nothing.

Format (version 1)::

    {"format": "warclan-mors-warband", "version": 1, "name": "Ash Wolves",
     "limits": {"speed": 10, "attack": null, "toughness": null, "wounds": null},
     "warriors": [{"name": "Grim", "weapon": "cc_light",
                   "cp": {"speed": 2, "attack": 4, "toughness": 1, "wounds": 0},
                   "abilities": [{"name": "Frenzy", "cost": 1, "description": "…"}]}]}

``limits``, ``cp`` (and each of its stats), ``abilities`` and ``description`` may be
left out; unknown fields are refused so that a misspelt one is not silently lost.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Final, TypeVar

from warclan import __version__, atomic, jsonfile, wording
from warclan.filecheck import TOP, Checker
from warclan.i18n_text import T_, Text, fill
from warclan.rules.mors_regnat.builder import (
    IssueCode,
    SpecialAbility,
    Stat,
    StatLimits,
    WarbandBuild,
    WarriorBuild,
    validate_ability,
    validate_warband,
)
from warclan.services.errors import FileRefused, NameTaken, ServiceError
from warclan.services.mors_regnat.dto import ExportResult, WarbandSheet
from warclan.services.mors_regnat.lookup import find_warband, warband_name_taken
from warclan.services.mors_regnat.warbands import (
    MAX_DESCRIPTION,
    MAX_LIMIT,
    band_state,
    insert_warrior,
    new_warband,
    warband_sheet,
)
from warclan.services.names import checked_name
from warclan.store.database import Database
from warclan.store.models.base import NAME_LENGTH

FORMAT: Final = "warclan-mors-warband"
WHAT: Final = "warband file"
VERSION: Final = 1
MAX_FILE_BYTES: Final = 1_000_000  # a warband of a hundred warriors is ~20 kB
MAX_WARRIORS: Final = 1_000
MAX_ABILITIES: Final = 100  # per warrior
MAX_POINTS: Final = 1_000  # CP bought for one stat; the rules refuse far less

_STAT_KEYS: Final = {
    "speed": Stat.SPEED,
    "attack": Stat.ATTACK,
    "toughness": Stat.TOUGHNESS,
    "wounds": Stat.WOUNDS,
}
_ROOT_KEYS: Final = ("format", "version", "exported_by", "name", "limits", "warriors")
_WARRIOR_KEYS: Final = ("name", "weapon", "cp", "abilities")
_ABILITY_KEYS: Final = ("name", "cost", "description")

T = TypeVar("T")


class ImportRefused(FileRefused):
    """A warband file that cannot be imported; ``problems`` lists every one, with its path."""


# --- export ------------------------------------------------------------------------------


def export_document(db: Database, warband: str | int) -> dict[str, Any]:
    """The warband as a version-1 document (what ``export_warband`` writes)."""
    with db.session(write=False) as session:
        build, _ = band_state(session, find_warband(session, warband))
    return _document(build)


def _document(build: WarbandBuild) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_by": f"warclan {__version__}",
        "name": build.name,
        "limits": {key: build.limits.limit(stat) for key, stat in _STAT_KEYS.items()},
        "warriors": [
            {
                "name": w.name,
                "weapon": w.weapon_key,
                "cp": {key: w.stat_points(stat) for key, stat in _STAT_KEYS.items()},
                "abilities": [
                    {"name": a.name, "cost": a.cost, "description": a.description}
                    for a in w.abilities
                ],
            }
            for w in build.warriors
        ],
    }


def export_warband(
    db: Database, warband: str | int, path: Path, *, overwrite: bool = False
) -> ExportResult:
    """Write the warband's document to ``path``; an existing file is kept unless ``overwrite``."""
    document = export_document(db, warband)
    if path.exists() and not overwrite:
        raise atomic.FileExists(path)
    if path.exists() and not path.is_file():
        raise ServiceError(T_("{path} is not a file", path=path))
    data = (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    atomic.write_atomically(path, data, overwrite=overwrite)  # a WriteError is a UserError
    return ExportResult(document["name"], str(path), len(document["warriors"]), len(data))


# --- import ------------------------------------------------------------------------------


def import_warband(db: Database, path: Path, *, rename: str | None = None) -> WarbandSheet:
    return import_bytes(db, read_limited(path), source=str(path), rename=rename)


def read_limited(path: Path) -> bytes:
    try:
        return jsonfile.read_limited(path, MAX_FILE_BYTES)
    except jsonfile.JsonFileError as exc:
        raise ServiceError(
            fill(
                "{path}: {read_problem}",
                path=path,
                read_problem=wording.read_problem(exc, MAX_FILE_BYTES, WHAT),
            )
        ) from exc


def _too_big(path: Path, size: int) -> Text:
    return fill(
        "{path}: {problem}", path=path, problem=wording.file_too_big(size, MAX_FILE_BYTES, WHAT)
    )


def import_bytes(
    db: Database, data: bytes, *, source: str = "the file", rename: str | None = None
) -> WarbandSheet:
    """Import a document already read (the GUI may hand over what it read itself)."""
    if len(data) > MAX_FILE_BYTES:
        raise ServiceError(_too_big(Path(source), len(data)))
    build = parse_document(data, source)
    name = build.name if rename is None else checked_name(rename, T_("warband"))
    with db.session() as session:
        taken = warband_name_taken(session, name)
        if taken is not None:
            raise NameTaken(
                T_("a warband called {taken!r} already exists; choose another name", taken=taken)
                if rename is not None
                else T_(
                    "a warband called {taken!r} already exists; import it under another name",
                    taken=taken,
                ),
                renamed=rename is not None,
            )
        band = new_warband(session, name, build.limits)
        for position, warrior in enumerate(build.warriors):
            insert_warrior(session, band.id, position, warrior)
        return warband_sheet(session, band)


def parse_document(data: bytes, source: str = "the file") -> WarbandBuild:
    """The document as a rules build, or ``ImportRefused`` with every problem found."""
    checker = _Checker()
    build = checker.read_document(data, checker.document, parse_int=wording.long_numbers)
    if build is None:
        raise ImportRefused(source, checker.lines())
    problems = _rule_problems(build)
    if problems:
        raise ImportRefused(source, problems)
    return build


class _Checker(Checker):
    """The warband file format (version 1), field by field."""

    def weapon_key(self, value: Any, path: str) -> str | None:
        return self.text(value, path, limit=100)

    def number(self, value: Any, path: str) -> int | None:
        return self.whole(value, path)

    def band_name(self, value: Any, path: str) -> str | None:
        return self.name(value, path, limit=NAME_LENGTH)

    def document(self, value: Any) -> WarbandBuild | None:
        root = self.object(value, TOP, _ROOT_KEYS)
        if root is None:
            return None
        if not self.header(root, FORMAT, VERSION, WHAT):
            return None
        if "exported_by" in root:
            self.text(root["exported_by"], "exported_by", limit=200)
        name = self.required(root, "name", TOP, self.band_name)
        limits = self.limits(root.get("limits"))
        warriors = self.required(
            root, "warriors", TOP, lambda v, p: self.each(v, p, MAX_WARRIORS, self.warrior)
        )
        if name is None or limits is None or warriors is None:
            return None
        return WarbandBuild(name, tuple(warriors), limits)

    def limits(self, value: Any) -> StatLimits | None:
        if value is None:
            return StatLimits()
        given = self.object(value, "limits", tuple(_STAT_KEYS))
        if given is None:
            return None
        found: dict[str, int | None] = {}
        ok = True
        for key in _STAT_KEYS:
            item = given.get(key)
            if item is None:
                found[key] = None
                continue
            number = self.whole(item, f"limits.{key}", 0, MAX_LIMIT)
            ok = ok and number is not None
            found[key] = number
        return StatLimits(**found) if ok else None

    def warrior(self, value: Any, path: str) -> WarriorBuild | None:
        item = self.object(value, path, _WARRIOR_KEYS)
        if item is None:
            return None
        name = self.required(item, "name", path, self.band_name)
        weapon = self.required(item, "weapon", path, self.weapon_key)
        points: dict[str, int | None] = {key: 0 for key in _STAT_KEYS}
        cp = item.get("cp", {})
        if self.object(cp, f"{path}.cp", tuple(_STAT_KEYS)) is not None:
            for key in _STAT_KEYS:
                if key in cp:
                    points[key] = self.whole(cp[key], f"{path}.cp.{key}", None, MAX_POINTS)
        else:
            points = {key: None for key in _STAT_KEYS}
        abilities = self.each(
            item.get("abilities", []), f"{path}.abilities", MAX_ABILITIES, self.ability
        )
        if name is None or weapon is None or None in points.values() or abilities is None:
            return None
        return WarriorBuild(
            name=name,
            speed_points=points["speed"] or 0,
            attack_points=points["attack"] or 0,
            toughness_points=points["toughness"] or 0,
            wounds_points=points["wounds"] or 0,
            weapon_key=weapon.strip(),
            abilities=tuple(abilities),
        )

    def ability(self, value: Any, path: str) -> SpecialAbility | None:
        item = self.object(value, path, _ABILITY_KEYS)
        if item is None:
            return None
        name = self.required(item, "name", path, self.band_name)
        cost = self.required(item, "cost", path, self.number)
        description = self.text(
            item.get("description", ""), f"{path}.description", limit=MAX_DESCRIPTION
        )
        if name is None or cost is None or description is None:
            return None
        return SpecialAbility(name, description.strip(), cost)


# Where each rules issue points in the document; ability issues are found per ability.
_WARRIOR_FIELD: Final = {
    IssueCode.EMPTY_NAME: "name",
    IssueCode.NEGATIVE_POINTS: "cp",
    IssueCode.OVER_LIMIT: "cp",
    IssueCode.UNKNOWN_WEAPON: "weapon",
}
_WARBAND_FIELD: Final = {
    IssueCode.WARBAND_EMPTY_NAME: "name",
    IssueCode.LIMIT_BELOW_BASE: "limits",
    IssueCode.DUPLICATE_WARRIOR_NAME: "warriors",
}
_ABILITY_FIELD: Final = {IssueCode.ABILITY_BLANK_NAME: "name", IssueCode.ABILITY_COST: "cost"}


def _rule_problems(build: WarbandBuild) -> list[str]:
    """The rules' refusals for the whole warband, each at its path in the document."""
    verdict = validate_warband(build)
    problems = [f"{_WARBAND_FIELD.get(i.code, TOP)}: {i.message}" for i in verdict.warband.errors]
    for index, (warrior, check) in enumerate(zip(build.warriors, verdict.warriors, strict=True)):
        path = f"warriors[{index}]"
        for issue in check.errors:
            if issue.code in _ABILITY_FIELD:
                continue  # reported below, at the ability's own path
            field = _WARRIOR_FIELD.get(issue.code)
            problems.append(
                f"{path}.{field}: {issue.message}" if field else f"{path}: {issue.message}"
            )
        for j, ability in enumerate(warrior.abilities):
            for issue in validate_ability(ability):
                problems.append(
                    f"{path}.abilities[{j}].{_ABILITY_FIELD[issue.code]}: {issue.message}"
                )
    return problems
