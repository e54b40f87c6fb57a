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
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final, TypeVar

from warclan import __version__, atomic, jsonfile
from warclan.jsonfile import invalid_text
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
from warclan.services.errors import NameTaken, ServiceError
from warclan.services.mors_regnat.dto import ExportResult, WarbandSheet
from warclan.services.mors_regnat.lookup import find_warband, warband_name_taken
from warclan.services.mors_regnat.warbands import (
    MAX_DESCRIPTION,
    MAX_LIMIT,
    band_state,
    insert_warrior,
    new_warband,
    tidy_name,
    warband_sheet,
)
from warclan.store.database import Database
from warclan.store.models.base import NAME_LENGTH

FORMAT: Final = "warclan-mors-warband"
VERSION: Final = 1
MAX_FILE_BYTES: Final = 1_000_000  # a warband of a hundred warriors is ~20 kB
MAX_PROBLEMS_IN_MESSAGE: Final = 10  # the exception keeps them all
MAX_DIGITS: Final = 100  # no number in a warband file comes near; longer ones are refused

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


class ImportRefused(ServiceError):
    """A warband file that cannot be imported; ``problems`` lists every one, with its path."""

    def __init__(self, source: str, problems: Sequence[str]) -> None:
        self.problems = tuple(problems)
        shown = list(self.problems[:MAX_PROBLEMS_IN_MESSAGE])
        if len(self.problems) > len(shown):
            shown.append(f"… and {len(self.problems) - len(shown)} more")
        count = len(self.problems)
        super().__init__(
            f"cannot import {source}: {count} problem{'s' if count != 1 else ''}: "
            + "; ".join(shown)
        )


# --- export ------------------------------------------------------------------------------


def export_document(db: Database, warband: str | int) -> dict[str, Any]:
    """The warband as a version-1 document (what ``export_warband`` writes)."""
    with db.session() as session:
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
        raise ServiceError(f"{path} is not a file")
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
        if exc.kind == jsonfile.TOO_BIG:
            raise ServiceError(_too_big(path, exc.size)) from exc
        reason = exc.message if exc.kind == jsonfile.UNREADABLE else "not a file"
        raise ServiceError(f"cannot read {path}: {reason}") from exc


def _too_big(path: Path, size: int) -> str:
    return f"{path} is {size:,} bytes; a warband file may be at most {MAX_FILE_BYTES:,} bytes"


def import_bytes(
    db: Database, data: bytes, *, source: str = "the file", rename: str | None = None
) -> WarbandSheet:
    """Import a document already read (the GUI may hand over what it read itself)."""
    if len(data) > MAX_FILE_BYTES:
        raise ServiceError(_too_big(Path(source), len(data)))
    build = parse_document(data, source)
    name = build.name if rename is None else tidy_name(rename, "warband")
    with db.session() as session:
        taken = warband_name_taken(session, name)
        if taken is not None:
            raise NameTaken(
                f"a warband called {taken!r} already exists; "
                + ("choose another name" if rename is not None else "import it under another name"),
                renamed=rename is not None,
            )
        band = new_warband(session, name, build.limits)
        for position, warrior in enumerate(build.warriors):
            insert_warrior(session, band.id, position, warrior)
        return warband_sheet(session, band)


def parse_document(data: bytes, source: str = "the file") -> WarbandBuild:
    """The document as a rules build, or ``ImportRefused`` with every problem found."""
    try:
        document = jsonfile.parse_text(jsonfile.decode(data), parse_int=_whole_number)
    except jsonfile.JsonFileError as exc:
        raise ImportRefused(source, [_json_problem(exc)]) from exc
    bad = invalid_text(document, "(document)")
    if bad:  # before anything quotes the file's text back
        raise ImportRefused(source, bad)
    checker = _Checker()
    build = checker.document(document)
    if build is None or checker.problems:
        raise ImportRefused(source, checker.problems)
    problems = _rule_problems(build)
    if problems:
        raise ImportRefused(source, problems)
    return build


def _json_problem(exc: jsonfile.JsonFileError) -> str:
    match exc.kind:
        case jsonfile.NOT_UTF8:
            return f"not UTF-8 text (byte {exc.byte})"
        case jsonfile.SYNTAX:
            return f"not valid JSON (line {exc.line}, column {exc.column}: {exc.message})"
        case jsonfile.TOO_DEEP:
            return "not a warband file (nested too deeply)"
        case _:  # a repeated key, NaN
            return exc.message


class _TooLong:
    """A whole number too long to read, kept so that the checker reports it at its path
    (``int()`` refuses more than 4300 digits with a bare ValueError)."""

    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits


def _whole_number(text: str) -> int | _TooLong:
    digits = len(text.lstrip("-"))
    return _TooLong(digits) if digits > MAX_DIGITS else int(text)


def _describe(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"the text {value[:40]!r}" + ("…" if len(value) > 40 else "")
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, _TooLong):
        return f"a number with {value.digits:,} digits"
    if isinstance(value, list):
        return "a list"
    return "an object"


class _Checker:
    """Walks the parsed JSON, collecting every shape problem with its path."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def problem(self, path: str, message: str) -> None:
        self.problems.append(f"{path}: {message}")

    def object(self, value: Any, path: str, allowed: Sequence[str]) -> dict[str, Any] | None:
        if not isinstance(value, dict):
            self.problem(path, f"expected an object, got {_describe(value)}")
            return None
        for key in value:
            if key not in allowed:
                self.problem(
                    f"{path}.{key}" if path != "(document)" else key,
                    f"unknown field (expected one of: {', '.join(allowed)})",
                )
        return value

    def text(self, value: Any, path: str, *, limit: int) -> str | None:
        if not isinstance(value, str):
            self.problem(path, f"expected text, got {_describe(value)}")
            return None
        if len(value) > limit:
            self.problem(path, f"is {len(value)} characters; at most {limit}")
            return None
        return value

    def whole(self, value: Any, path: str) -> int | None:
        if isinstance(value, _TooLong):
            self.problem(path, f"{_describe(value)} is far too large")
            return None
        # bool is an int in Python but not a number of points in a file.
        if isinstance(value, bool) or not isinstance(value, int):
            self.problem(path, f"expected a whole number, got {_describe(value)}")
            return None
        return value

    def weapon_key(self, value: Any, path: str) -> str | None:
        return self.text(value, path, limit=100)

    def name(self, value: Any, path: str) -> str | None:
        text = self.text(value, path, limit=NAME_LENGTH * 4)
        if text is None:
            return None
        tidy = " ".join(text.split())
        if len(tidy) > NAME_LENGTH:
            self.problem(path, f"is {len(tidy)} characters; at most {NAME_LENGTH}")
            return None
        return tidy

    def document(self, value: Any) -> WarbandBuild | None:
        root = self.object(value, "(document)", _ROOT_KEYS)
        if root is None:
            return None
        if root.get("format") != FORMAT:
            got = f"expected {FORMAT!r}, got {_describe(root.get('format'))}"
            # Not our file: its other fields mean nothing to us, so this is the one problem.
            self.problems[:] = [
                f"format: {got if 'format' in root else 'missing'} (not a warclan warband file)"
            ]
            return None
        version = self.required(root, "version", "version", self.whole)
        if version is not None and version != VERSION:
            self.problem(
                "version", f"this warclan reads version {VERSION}; the file is version {version}"
            )
            return None
        if "exported_by" in root:
            self.text(root["exported_by"], "exported_by", limit=200)
        name = self.required(root, "name", "name", self.name)
        limits = self.limits(root.get("limits"))
        warriors: list[WarriorBuild | None] = []
        if "warriors" not in root:
            self.problem("warriors", "missing")
        elif not isinstance(root["warriors"], list):
            self.problem("warriors", f"expected a list, got {_describe(root['warriors'])}")
        else:
            warriors = [self.warrior(w, f"warriors[{i}]") for i, w in enumerate(root["warriors"])]
        if name is None or limits is None or any(w is None for w in warriors):
            return None
        return WarbandBuild(name, tuple(w for w in warriors if w is not None), limits)

    def required(
        self, item: dict[str, Any], key: str, path: str, check: Callable[[Any, str], T | None]
    ) -> T | None:
        if key not in item:
            self.problem(path, "missing")
            return None
        return check(item[key], path)

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
            number = self.whole(item, f"limits.{key}")
            if number is not None and number > MAX_LIMIT:
                self.problem(f"limits.{key}", f"{number} is too large; at most {MAX_LIMIT}")
                number = None
            ok = ok and number is not None
            found[key] = number
        return StatLimits(**found) if ok else None

    def warrior(self, value: Any, path: str) -> WarriorBuild | None:
        item = self.object(value, path, _WARRIOR_KEYS)
        if item is None:
            return None
        name = self.required(item, "name", f"{path}.name", self.name)
        weapon = self.required(item, "weapon", f"{path}.weapon", self.weapon_key)
        points: dict[str, int | None] = {key: 0 for key in _STAT_KEYS}
        cp = item.get("cp", {})
        if self.object(cp, f"{path}.cp", tuple(_STAT_KEYS)) is not None:
            for key in _STAT_KEYS:
                if key in cp:
                    points[key] = self.whole(cp[key], f"{path}.cp.{key}")
        else:
            points = {key: None for key in _STAT_KEYS}
        abilities: list[SpecialAbility | None] = []
        listed = item.get("abilities", [])
        if not isinstance(listed, list):
            self.problem(f"{path}.abilities", f"expected a list, got {_describe(listed)}")
            abilities = [None]
        else:
            abilities = [self.ability(a, f"{path}.abilities[{j}]") for j, a in enumerate(listed)]
        if name is None or weapon is None or None in points.values() or None in abilities:
            return None
        return WarriorBuild(
            name=name,
            speed_points=points["speed"] or 0,
            attack_points=points["attack"] or 0,
            toughness_points=points["toughness"] or 0,
            wounds_points=points["wounds"] or 0,
            weapon_key=weapon.strip(),
            abilities=tuple(a for a in abilities if a is not None),
        )

    def ability(self, value: Any, path: str) -> SpecialAbility | None:
        item = self.object(value, path, _ABILITY_KEYS)
        if item is None:
            return None
        name = self.required(item, "name", f"{path}.name", self.name)
        cost = self.required(item, "cost", f"{path}.cost", self.whole)
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
    problems = [
        f"{_WARBAND_FIELD.get(i.code, '(document)')}: {i.message}" for i in verdict.warband.errors
    ]
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
