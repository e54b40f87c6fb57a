"""Loads and validates the rules data shipped in ``resources/``.

Every file is read whole and checked before anything is returned, so a malformed file
is rejected with the file, the entry and the field named, and nothing half-loaded.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

from warclan import jsonfile, wording
from warclan.catalog.errors import CatalogError
from warclan.catalog.fields import Node
from warclan.catalog.provenance import Provenance, Source
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


def read_json(path: Path, label: str | None = None) -> Node:
    """A JSON file read strictly: a regular file of bounded size, UTF-8, no repeated
    fields, no NaN; parsed with ``json`` only, never executed."""
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
        raise CatalogError(name, *bad_text[0])
    return Node(data, name)


def _problem(name: str, exc: jsonfile.JsonFileError) -> CatalogError:
    match exc.kind:
        case jsonfile.NOT_UTF8 | jsonfile.SYNTAX | jsonfile.TOO_DEEP | jsonfile.NOT_ALLOWED:
            return CatalogError(name, "", wording.json_problem(exc))
        case _:
            return CatalogError(name, "", wording.read_problem(exc, MAX_FILE_BYTES, "rules file"))


def read_provenance(node: Node, default: Provenance | None = None) -> Provenance:
    found = node.opt("provenance")
    if found is None:
        if default is None:
            raise node.fail("provenance is missing")
        return default
    kind = Source(found.get("kind").choice(tuple(s.value for s in Source)))
    source = found.opt("source")
    note = found.opt("note")
    return Provenance(kind, source.str() if source else "", note.str() if note else "")


def check_catalog(root: Node, name: str) -> int:
    if root.get("catalog").str() != name:
        raise root.get("catalog").fail(f"expected the {name!r} catalogue")
    return root.get("version").int(1)


@dataclass(frozen=True, slots=True)
class InjuryCatalog:
    """The injury tables file: both tables, its version and where each row is from."""

    version: int
    tables: InjuryTables
    injury_provenance: Provenance
    severe_provenance: dict[str, Provenance]  # by severe row key


def parse_injury_tables(root: Node) -> InjuryCatalog:
    version = check_catalog(root, "injury_tables")
    injury = root.get("injury")
    injury_prov = read_provenance(injury)
    rows = []
    for row in injury.get("rows").items():
        rows.append(
            InjuryRow(
                low=row.get("low").int(2, 12),
                high=row.get("high").int(2, 12),
                result=InjuryResult(row.get("result").choice(tuple(r.value for r in InjuryResult))),
                text=row.get("text").str(),
            )
        )
    severe = root.get("severe")
    severe_default = read_provenance(severe)
    severe_rows = []
    provenances: dict[str, Provenance] = {}
    for row in severe.get("rows").items():
        key = row.get("key").str()
        if key in provenances:
            raise row.get("key").fail(f"duplicate key {key!r}")
        stat = row.get("stat").opt_str()
        if stat is not None and stat not in STAT_NAMES:
            raise row.get("stat").fail(
                f"must be one of {', '.join(STAT_NAMES)} or null, found {stat!r}"
            )
        provenances[key] = read_provenance(row, severe_default)
        severe_rows.append(
            SevereInjuryRow(
                key=key,
                name=row.get("name").str(),
                low=row.get("low").int(2, 12),
                high=row.get("high").int(2, 12),
                stat=stat,
                penalty=row.get("penalty").int(0, 10),
                max_times=row.get("max_times").opt_int(1),
                blind_at=row.get("blind_at").opt_int(1),
                removal=Removal(row.get("removal").choice(tuple(r.value for r in Removal))),
                text=row.get("text").str(),
                house_rule=provenances[key].kind is not Source.RULEBOOK,
            )
        )
    try:
        tables = InjuryTables(tuple(rows), tuple(severe_rows))
    except InjuryTableError as exc:
        where = "severe.rows" if exc.severe else "injury.rows"
        raise CatalogError(root.file, where, str(exc)) from exc
    return InjuryCatalog(version, tables, injury_prov, provenances)


@dataclass(frozen=True, slots=True)
class ProfileCatalog:
    """A file of model profiles: its version, provenance and profiles."""

    version: int
    provenance: Provenance
    profiles: tuple[ModelProfile, ...]

    def by_key(self) -> dict[str, ModelProfile]:
        return {p.key: p for p in self.profiles}


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
PROFILE_FILE_FIELDS: Final = ("catalog", "version", "provenance", "entries")
PROFILE_FILE_VERSION: Final = 1
NAME_LIMIT: Final = 120  # characters of a name or key, as the database stores them


def profile_key(node: Node) -> str:
    """A profile's key: a name that ``--warrior PROFILE=NAME`` can give, so without "="."""
    key = node.name(NAME_LIMIT)
    if "=" in key:
        raise node.fail(f"{wording.found(key)} contains '=', which a recruit cannot name")
    return key


def parse_profile(entry: Node, *, strict: bool = False) -> ModelProfile:
    """One profile; ``strict`` (a file from a user) also refuses fields nobody reads."""
    if strict:
        entry.keys(PROFILE_FIELDS)
        for attack in entry.get("attacks").items() if entry.has("attacks") else ():
            attack.keys(ATTACK_FIELDS)
    stats = Stats(**{name: entry.get(name).int(0, 99) for name in STAT_NAMES})
    attacks = []
    for attack in entry.get("attacks").items() if entry.has("attacks") else ():
        st_node = attack.get("st")
        st = None if st_node.value in (None, "-") else st_node.int(0, 99)
        try:
            attacks.append(
                AttackProfile(
                    name=attack.get("name").name(NAME_LIMIT),
                    st=st,
                    rn=attack.get("rn").str(),
                    abilities=attack.get("abilities").str_list() if attack.has("abilities") else (),
                )
            )
        except RulesError as exc:
            raise attack.get("rn").fail(str(exc)) from exc
    try:
        return ModelProfile(
            key=profile_key(entry.get("key")),
            name=entry.get("name").name(NAME_LIMIT),
            faction=entry.get("faction").str(blank=True, limit=NAME_LIMIT)
            if entry.has("faction")
            else "",
            stats=stats,
            cost=entry.get("cost").int(0, 10_000),
            size=entry.get("size").int(0, 20) if entry.has("size") else 1,
            base_size=entry.get("base_size").str(blank=True) if entry.has("base_size") else "",
            special_abilities=(
                entry.get("special_abilities").str_list() if entry.has("special_abilities") else ()
            ),
            attacks=tuple(attacks),
        )
    except RulesError as exc:
        raise entry.fail(str(exc)) from exc


def parse_profiles(root: Node, *, strict: bool = False) -> ProfileCatalog:
    """The profile catalogue; ``strict`` for a user's file: no unknown fields and no
    version newer than this warclan reads."""
    if strict:
        root.keys(PROFILE_FILE_FIELDS)
        root.get("version").int(1, 1_000)  # 10**30 is no version, and too long to print
    version = check_catalog(root, "model_profiles")
    if strict and version > PROFILE_FILE_VERSION:
        raise root.get("version").fail(
            wording.newer_version("profile file", version, PROFILE_FILE_VERSION)
        )
    provenance = read_provenance(root)
    profiles: list[ModelProfile] = []
    seen: set[str] = set()
    for entry in root.get("entries").items():
        profile = parse_profile(entry, strict=strict)
        if profile.key in seen:
            raise entry.get("key").fail(f"duplicate key {profile.key!r}")
        seen.add(profile.key)
        profiles.append(profile)
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
    return parse_profiles(read_json(path), strict=True)


def raw_resource(*parts: str) -> Any:
    """The parsed JSON of a shipped data file (for tables later issues interpret)."""
    return read_json(_resource(*parts)).value
