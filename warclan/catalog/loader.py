"""Loads and validates the rules data shipped in ``resources/``: the injury tables and
model profiles (the other catalogues are in ``ragnarok.rulesets``).

Every file is read whole and checked before anything is returned, so a malformed file
is rejected with every problem in it, each naming the file, the entry and the field, and
nothing half-loaded.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from typing import Any, Final

from warclan import jsonfile, wording
from warclan.catalog.checker import ANY_LENGTH, NONE, CatalogChecker, CatalogDocument
from warclan.catalog.errors import CatalogError
from warclan.catalog.provenance import Provenance, Source
from warclan.filecheck import TOP, Problem, child
from warclan.i18n_text import T_, reason
from warclan.paths import resources_dir
from warclan.rules.errors import RulesError
from warclan.rules.ragnarok.injuries import (
    InjuryResult,
    InjuryRow,
    InjuryTableError,
    InjuryTables,
    Removal,
    SevereInjuryRow,
)
from warclan.rules.ragnarok.profiles import STAT_NAMES, AttackProfile, ModelProfile, Stats

MAX_FILE_BYTES = 5 * 1024 * 1024  # rules data is small; anything bigger is a mistake


def read_json(path: Path, label: str | None = None, *, strict: bool = False) -> CatalogDocument:
    """A JSON file read strictly: a regular file of bounded size, UTF-8, no repeated
    fields, no NaN; parsed with ``json`` only, never executed. ``strict``: a user's file,
    whose fields must all be known (``CatalogDocument``)."""
    name = label or path.name
    try:
        data = jsonfile.parse_text(
            jsonfile.decode(jsonfile.read_limited(path, MAX_FILE_BYTES), bom=False),
            key_noun="field",
        )
    except jsonfile.JsonFileError as exc:
        raise _problem(name, exc) from exc
    bad_text = jsonfile.text_problems(data)
    if bad_text:  # a lone surrogate would be stored, then break every later print
        raise CatalogError.listing(name, [Problem(*found) for found in bad_text])
    return CatalogDocument(data, name, strict)


def _problem(name: str, exc: jsonfile.JsonFileError) -> CatalogError:
    match exc.kind:
        case jsonfile.NOT_UTF8 | jsonfile.SYNTAX | jsonfile.TOO_DEEP | jsonfile.NOT_ALLOWED:
            return CatalogError(name, "", wording.json_problem(exc))
        case _:
            return CatalogError(name, "", wording.read_problem(exc, MAX_FILE_BYTES, "rules file"))


@dataclass(frozen=True, slots=True)
class InjuryCatalog:
    """The injury tables file: both tables, its version and where each row is from."""

    version: int
    tables: InjuryTables
    injury_provenance: Provenance
    severe_provenance: dict[str, Provenance]  # by severe row key


_RESULTS: Final = tuple(r.value for r in InjuryResult)
_REMOVALS: Final = tuple(r.value for r in Removal)


def parse_injury_tables(doc: CatalogDocument) -> InjuryCatalog:
    return doc.read(_injury_tables)


def _injury_tables(check: CatalogChecker, value: Any) -> InjuryCatalog | None:
    opened = check.opening(value, "injury_tables", ("injury", "severe"))
    if opened is None:
        return None
    root, version = opened
    table = partial(check.entry, fields=("provenance", "rows"))
    injury = check.required(root, "injury", TOP, table)
    injury_prov, rows = None, None
    if injury is not None:
        injury_prov = check.provenance(injury, "injury")
        read_row = partial(_injury_row, check)
        rows = check.required(
            injury, "rows", "injury", partial(check.each, limit=ANY_LENGTH, check=read_row)
        )
    severe = check.required(root, "severe", TOP, table)
    severe_rows: list[SevereInjuryRow] | None = None
    provenances: dict[str, Provenance] = {}
    if severe is not None:
        severe_rows, provenances = _severe_rows(check, severe)
    if version is None or injury_prov is None or rows is None or severe_rows is None:
        return None
    try:
        tables = InjuryTables(tuple(rows), tuple(severe_rows))
    except InjuryTableError as exc:
        check.problem("severe.rows" if exc.severe else "injury.rows", reason(exc))
        return None
    return InjuryCatalog(version, tables, injury_prov, provenances)


def _roll(check: CatalogChecker, value: Any, path: str) -> int | None:
    return check.whole(value, path, 2, 12)


def _injury_row(check: CatalogChecker, value: Any, path: str) -> InjuryRow | None:
    read = check.read_entry(
        value,
        path,
        {
            "low": partial(_roll, check),
            "high": partial(_roll, check),
            "result": lambda v, p: check.choice(v, p, _RESULTS),
            "text": check.string,
        },
        # An entry's own provenance (a house rule's row carries one: apply_overrides).
        also=("provenance",),
    )
    if read is None:
        return None
    return InjuryRow(read["low"], read["high"], InjuryResult(read["result"]), read["text"])


def _severe_rows(
    check: CatalogChecker, severe: dict[str, Any]
) -> tuple[list[SevereInjuryRow] | None, dict[str, Provenance]]:
    """The Severe Injury Table's rows (None once one has a problem) and each row's
    provenance by key."""
    before = len(check.problems)
    default = check.provenance(severe, "severe")
    rows: list[SevereInjuryRow] = []
    provenances: dict[str, Provenance] = {}
    for index, value in enumerate(check.rows(severe, "rows", "severe")):
        path = child("severe.rows", index)
        row = _severe_row(check, value, path, default)
        if row is None:
            continue
        found, provenance = row
        if found.key in provenances:
            check.problem(child(path, "key"), wording.duplicate_key(found.key))
            continue
        provenances[found.key] = provenance
        rows.append(found)
    return (rows if len(check.problems) == before else None), provenances


def _severe_stat(check: CatalogChecker, value: Any, path: str) -> str | None:
    stat = check.optional(value, path, check.string)
    if stat is not None and stat not in STAT_NAMES:
        check.problem(
            path,
            T_(
                "must be one of {stats} or null, found {stat!r}",
                stats=", ".join(STAT_NAMES),
                stat=stat,
            ),
        )
        return None
    return stat


def _severe_row(
    check: CatalogChecker, value: Any, path: str, default: Provenance | None
) -> tuple[SevereInjuryRow, Provenance] | None:
    row = check.entry(value, path, SEVERE_FIELDS)
    if row is None:
        return None
    before = len(check.problems)
    whole = check.whole
    read = check.fields(
        row,
        path,
        {
            "key": check.string,
            "name": check.label,
            "low": partial(_roll, check),
            "high": partial(_roll, check),
            "stat": partial(_severe_stat, check),
            "penalty": partial(whole, low=0, high=10),
            # A warrior suffers a result a handful of times at most: a ceiling keeps a
            # number no game can reach (or a database can store) out of the rules.
            "max_times": lambda v, p: check.optional(v, p, partial(whole, low=1, high=MAX_TIMES)),
            "blind_at": lambda v, p: check.optional(v, p, partial(whole, low=1, high=MAX_TIMES)),
            "removal": lambda v, p: check.choice(v, p, _REMOVALS),
            "text": check.string,
        },
    )
    provenance = check.inherited(row, path, default)
    if provenance is None or len(check.problems) > before:
        return None
    read["removal"] = Removal(read["removal"])
    house_rule = provenance.kind is not Source.RULEBOOK
    return SevereInjuryRow(**read, house_rule=house_rule), provenance


@dataclass(frozen=True, slots=True)
class ProfileCatalog:
    """A file of model profiles: its version, provenance and profiles."""

    version: int
    provenance: Provenance
    profiles: tuple[ModelProfile, ...]

    def by_key(self) -> dict[str, ModelProfile]:
        return {p.key: p for p in self.profiles}


MAX_TIMES: Final = 100  # the most times an injury table's result may apply to one warrior

PROFILE_FIELDS: Final = (
    "key",
    "name",
    "faction",
    *STAT_NAMES,
    "cost",
    "size",
    "base_size",
    "special_abilities",
    "attacks",
)
ATTACK_FIELDS: Final = ("name", "st", "rn", "abilities")
SEVERE_FIELDS: Final = (
    *("key", "name", "low", "high", "stat", "penalty", "max_times", "blind_at", "removal"),
    *("text", "provenance"),
)
PROFILE_FILE_FIELDS: Final = ("catalog", "version", "provenance", "entries")
PROFILE_FILE_VERSION: Final = 1
NAME_LIMIT: Final = 120  # characters of a name or key, as the database stores them


def _profile_key(check: CatalogChecker, value: Any, path: str) -> str | None:
    """A profile's key: a name that ``--warrior PROFILE=NAME`` can give, so without "="."""
    key = check.name(value, path, limit=NAME_LIMIT, blank=False)
    if key is not None and "=" in key:
        check.problem(
            path, T_("{found} contains '=', which a recruit cannot name", found=wording.found(key))
        )
        return None
    return key


def _strength(check: CatalogChecker, value: Any, path: str) -> int | None:
    """An attack's ST: none ("-" or null) or 0–99."""
    return None if value in (None, "-") else check.whole(value, path, 0, 99)


def read_attack(
    check: CatalogChecker, value: Any, path: str, *, granted: bool = False
) -> AttackProfile | None:
    """An attack, checked by the rules' own constructor: a profile's, or one a God Power
    ``granted``, whose name is any text and whose abilities must be listed."""
    item = check.entry(value, path, ATTACK_FIELDS)
    if item is None:
        return None
    before = len(check.problems)
    name = check.required(
        item,
        "name",
        path,
        check.string if granted else partial(check.name, limit=NAME_LIMIT, blank=False),
    )
    st = check.required(item, "st", path, partial(_strength, check))
    rn = check.required(item, "rn", path, check.string)
    if granted:
        abilities = check.required(item, "abilities", path, check.strings)
    else:
        abilities = check.absent(item, "abilities", path, check.strings, NONE)
    if len(check.problems) > before:
        return None
    assert name is not None and rn is not None and abilities is not None
    try:
        return AttackProfile(name=name, st=st, rn=rn, abilities=abilities)
    except RulesError as exc:
        check.problem(child(path, "rn") if not granted else path, reason(exc))
        return None


def parse_profile(data: Any, file: str, path: str) -> ModelProfile:
    """One profile as stored (``file`` and ``path`` name where, should it not read)."""
    return CatalogDocument(data, file).read(lambda check, value: read_profile(check, value, path))


def read_profile(check: CatalogChecker, value: Any, path: str) -> ModelProfile | None:
    """One profile (a strict checker refuses fields nobody reads)."""
    # A house rule's profile carries its provenance (the group's edit), as entries do.
    entry = check.entry(value, path, (*PROFILE_FIELDS, "provenance"))
    if entry is None:
        return None
    before = len(check.problems)
    check.inherited(entry, path, None)
    stats = check.fields(
        entry, path, dict.fromkeys(STAT_NAMES, partial(check.whole, low=0, high=99))
    )
    read_one = partial(read_attack, check)
    no_attacks: list[AttackProfile] = []
    attacks = check.absent(
        entry, "attacks", path, partial(check.each, limit=ANY_LENGTH, check=read_one), no_attacks
    )
    read = check.fields(
        entry,
        path,
        {
            "key": partial(_profile_key, check),
            "name": lambda v, p: check.name(v, p, limit=NAME_LIMIT, blank=False),
            "cost": lambda v, p: check.whole(v, p, 0, 10_000),
        },
    )
    optional: dict[str, Any] = {
        "faction": check.absent(
            entry, "faction", path, partial(check.string, blank=True, limit=NAME_LIMIT), ""
        ),
        "size": check.absent(entry, "size", path, lambda v, p: check.whole(v, p, 0, 20), 1),
        "base_size": check.absent(entry, "base_size", path, partial(check.string, blank=True), ""),
        "special_abilities": check.absent(entry, "special_abilities", path, check.labels, NONE),
    }
    if len(check.problems) > before or attacks is None:
        return None
    try:
        return ModelProfile(**read, **optional, stats=Stats(**stats), attacks=tuple(attacks))
    except RulesError as exc:
        check.problem(path, reason(exc))
        return None


def parse_profiles(doc: CatalogDocument) -> ProfileCatalog:
    """The profile catalogue; a strict document (a user's file, or a house rule being
    checked): no unknown fields and no version newer than this warclan reads."""
    return doc.read(_profiles)


def _profiles(check: CatalogChecker, value: Any) -> ProfileCatalog | None:
    strict = check.strict
    root = check.entry(value, TOP, PROFILE_FILE_FIELDS)
    if root is None:
        return None
    if strict:
        version = check.version(root, 1_000)  # 10**30 is no version, and too long to print
        if not check.catalog(root, "model_profiles"):
            return None
    else:
        if not check.catalog(root, "model_profiles"):
            return None
        version = check.version(root)
    if strict and version is not None and version > PROFILE_FILE_VERSION:
        check.only("version", wording.newer_version("profile file", version, PROFILE_FILE_VERSION))
        return None
    provenance = check.provenance(root, TOP)
    profiles: list[ModelProfile] = []
    seen: set[str] = set()
    for index, value in enumerate(check.rows(root, "entries", TOP)):
        path = child("entries", index)
        profile = read_profile(check, value, path)
        if profile is None:
            continue
        if profile.key in seen:
            check.problem(child(path, "key"), wording.duplicate_key(profile.key))
        seen.add(profile.key)
        profiles.append(profile)
    if version is None or provenance is None or check.problems:
        return None
    return ProfileCatalog(version, provenance, tuple(profiles))


def _resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


@cache
def injury_catalog() -> InjuryCatalog:
    return parse_injury_tables(read_json(_resource("rules", "injury_tables.json")))


@cache
def example_profiles() -> ProfileCatalog:
    return parse_profiles(read_json(_resource("profiles", "example_profiles.json")))


def load_profile_file(path: Path) -> ProfileCatalog:
    """A user's profile catalogue (e.g. typed in from their book)."""
    return parse_profiles(read_json(path, strict=True))


def raw_resource(*parts: str) -> Any:
    """The parsed JSON of a shipped data file (for tables later issues interpret)."""
    return read_json(_resource(*parts)).value
