"""Typed rules catalogues (God Powers, items, Raid Table, Glory prices, Success Table,
ability texts) and
the ruleset a campaign plays with: the shipped files with the group's overrides applied.

Overrides work on the raw JSON before parsing, so an edited entry goes through exactly
the validation a shipped one does, and the original entry stays available for display.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from warclan.catalog.errors import CatalogError
from warclan.catalog.fields import Node
from warclan.catalog.loader import (
    InjuryCatalog,
    ProfileCatalog,
    check_catalog,
    parse_injury_tables,
    parse_profiles,
    read_json,
    read_provenance,
)
from warclan.catalog.provenance import Provenance, Source
from warclan.paths import resources_dir
from warclan.rules.dice import DiceKind
from warclan.rules.errors import RulesError
from warclan.rules.ragnarok.profiles import STAT_NAMES, AttackProfile


@dataclass(frozen=True, slots=True)
class Boost:
    """One Boost of a God Power: the extra Godspark and the effect it adds."""

    godspark: int
    effect: str


@dataclass(frozen=True, slots=True)
class GodPower:
    """A God Power: its god, Godspark Cost, Boosts, text and any Attack it grants."""

    key: str
    god: str
    name: str
    godspark_cost: int
    boosts: tuple[Boost, ...]
    text: str
    attack: AttackProfile | None
    provenance: Provenance


@dataclass(frozen=True, slots=True)
class Item:
    """An item (equipment or artifact) and its price in Glory."""

    key: str
    name: str
    kind: str  # equipment | artifact
    price: int
    text: str
    provenance: Provenance


@dataclass(frozen=True, slots=True)
class RaidRow:
    """A row of the Raid Table: the 2D6 totals it covers, the Glory and finds."""

    key: str
    low: int
    high: int
    name: str
    glory: int
    finds: tuple[str, ...]
    text: str
    provenance: Provenance


@dataclass(frozen=True, slots=True)
class RaidTable:
    """The Raid Table: its rows, and the modifier for a clan with enough survivors."""

    rule: str
    min_survivors_for_bonus: int
    bonus: int
    rows: tuple[RaidRow, ...]
    provenance: Provenance

    def row(self, total: int) -> RaidRow:
        capped = max(2, min(12, total))
        return next(r for r in self.rows if r.low <= capped <= r.high)

    def modifier(self, survivors: int) -> int:
        return self.bonus if survivors >= self.min_survivors_for_bonus else 0


@dataclass(frozen=True, slots=True)
class GloryPrices:
    """What improvements, recruits and God Powers cost in Glory, with each section's wording."""

    improvement_price: Mapping[str, int]  # per +1 of each stat
    max_per_stat: int
    recruit_multiplier: int
    per_godspark: int
    rules: Mapping[str, str]  # the wording of each section, for display
    provenance: Mapping[str, Provenance]  # per section

    def improvement(self, stat: str) -> int:
        return self.improvement_price[stat]

    def god_power(self, power: GodPower) -> int:
        return self.per_godspark * power.godspark_cost


@dataclass(frozen=True, slots=True)
class SuccessRow:
    """A column of the Success Table: Active minus Opposed Values, and the Success Value."""

    difference: str
    low: int | None  # None: unbounded
    high: int | None
    success_value: int
    provenance: Provenance


ABILITY_KINDS = ("special", "attack")


@dataclass(frozen=True, slots=True)
class Ability:
    """The rules text of a Special Ability or Attack Ability, as printed on rosters."""

    key: str
    name: str
    kind: str  # special | attack
    text: str
    aliases: tuple[str, ...]
    provenance: Provenance


# A trailing parameter such as " (3)", " (DF) (1)" or " (ST) (1) to Melee Attacks": the
# ability is the name before its first bracket.
_PARAMETER = re.compile(r"\s*\(.*$", re.DOTALL)


def ability_name_key(printed: str) -> str:
    """How a printed ability name is matched: any case, without a trailing parameter."""
    return " ".join(_PARAMETER.sub("", printed).split()).casefold()


def suggested_ability_key(printed: str) -> str:
    """A catalogue key for an ability that has no entry yet (shown in the hint to add one)."""
    return re.sub(r"\W+", "_", ability_name_key(printed)).strip("_") or "ability"


def find_ability(
    abilities: Mapping[str, Ability], printed: str, kind: str | None = None
) -> Ability | None:
    """The entry for a name as printed on a profile or attack; one of ``kind`` first, since
    a name can be both (Blind is an Attack Ability and, after two Eye Wounds, a condition)."""
    wanted = ability_name_key(printed)
    matches = [
        a
        for a in abilities.values()
        if wanted in (ability_name_key(n) for n in (a.name, *a.aliases))
    ]
    matches.sort(key=lambda a: (a.kind != kind, a.key))
    return matches[0] if matches else None


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
    "glory_prices": Spec(
        ("rules", "glory_prices.json"), sections=("improvements", "recruit", "god_powers", "items")
    ),
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
                    f"no such section; sections are {', '.join(spec.sections)}",
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
                raise CatalogError(catalog, override.key, "no such entry to replace")
            path, key_field = spec.lists[0]
            data.setdefault(key_field, override.key)
            _walk(result, path).append(data)
    return result


# --- parsers --------------------------------------------------------------------------


def parse_god_powers(root: Node) -> tuple[int, dict[str, GodPower]]:
    version = check_catalog(root, "god_powers")
    default = read_provenance(root)
    powers: dict[str, GodPower] = {}
    for entry in root.get("entries").items():
        key = entry.get("key").str()
        if key in powers:
            raise entry.get("key").fail(f"duplicate key {key!r}")
        attack_node = entry.get("attack") if entry.has("attack") else None
        attack = None
        if attack_node is not None and attack_node.value is not None:
            st = attack_node.get("st")
            try:
                attack = AttackProfile(
                    name=attack_node.get("name").str(),
                    st=None if st.value in (None, "-") else st.int(0, 99),
                    rn=attack_node.get("rn").str(),
                    abilities=attack_node.get("abilities").str_list(),
                )
            except RulesError as exc:
                raise attack_node.fail(str(exc)) from exc
        powers[key] = GodPower(
            key=key,
            god=entry.get("god").str(),
            name=entry.get("name").str(),
            godspark_cost=entry.get("godspark_cost").int(0, 99),
            boosts=tuple(
                Boost(b.get("godspark").int(0, 99), b.get("effect").str())
                for b in entry.get("boosts").items()
            ),
            text=entry.get("text").str(),
            attack=attack,
            provenance=read_provenance(entry, default),
        )
    return version, powers


def parse_items(root: Node) -> tuple[int, dict[str, Item]]:
    version = check_catalog(root, "items")
    default = read_provenance(root)
    items: dict[str, Item] = {}
    for entry in root.get("entries").items():
        key = entry.get("key").str()
        if key in items:
            raise entry.get("key").fail(f"duplicate key {key!r}")
        items[key] = Item(
            key=key,
            name=entry.get("name").str(),
            kind=entry.get("kind").choice(("equipment", "artifact")),
            price=entry.get("price").int(0, 100_000),
            text=entry.get("text").str(),
            provenance=read_provenance(entry, default),
        )
    return version, items


def parse_raid_table(root: Node) -> tuple[int, RaidTable]:
    version = check_catalog(root, "raid_table")
    default = read_provenance(root)
    if root.get("dice").str() != DiceKind.TWO_D6.value:
        raise root.get("dice").fail("the Raid Table is rolled on 2D6")
    bonus = root.get("survivor_bonus")
    rows = []
    covered: list[int] = []
    for row in root.get("rows").items():
        low, high = row.get("low").int(2, 12), row.get("high").int(2, 12)
        if low > high:
            raise row.fail(f"low {low} is above high {high}")
        covered.extend(range(low, high + 1))
        rows.append(
            RaidRow(
                key=row.get("key").str(),
                low=low,
                high=high,
                name=row.get("name").str(),
                glory=row.get("glory").int(0, 10_000),
                finds=row.get("finds").str_list(),
                text=row.get("text").str(),
                provenance=read_provenance(row, default),
            )
        )
    if sorted(covered) != list(range(2, 13)):
        raise CatalogError(root.file, "rows", "rows must cover 2–12 exactly once each")
    table = RaidTable(
        rule=root.get("rule").str(),
        min_survivors_for_bonus=bonus.get("min_survivors").int(1, 99),
        bonus=bonus.get("modifier").int(0, 10),
        rows=tuple(rows),
        provenance=default,
    )
    return version, table


def parse_glory_prices(root: Node) -> tuple[int, GloryPrices]:
    version = check_catalog(root, "glory_prices")
    default = read_provenance(root)
    improvements = root.get("improvements")
    per_point = improvements.get("price_per_point")
    prices = {stat: per_point.get(stat).int(0, 100_000) for stat in STAT_NAMES}
    sections = SPECS["glory_prices"].sections
    return version, GloryPrices(
        improvement_price=prices,
        max_per_stat=improvements.get("max_per_stat").int(0, 99),
        recruit_multiplier=root.get("recruit").get("multiplier").int(0, 100),
        per_godspark=root.get("god_powers").get("per_godspark").int(0, 10_000),
        rules={s: root.get(s).get("rule").str() for s in sections},
        provenance={s: read_provenance(root.get(s), default) for s in sections},
    )


def parse_success_table(root: Node) -> tuple[int, tuple[SuccessRow, ...]]:
    version = check_catalog(root, "success_table")
    default = read_provenance(root)
    rows = []
    for row in root.get("rows").items():
        exactly = row.opt("exactly")
        low = row.get("at_least").int() if row.has("at_least") else None
        high = row.get("at_most").int() if row.has("at_most") else None
        if exactly is not None:
            low = high = exactly.int()
        rows.append(
            SuccessRow(
                difference=row.get("difference").str(),
                low=low,
                high=high,
                success_value=row.get("success_value").int(2, 12),
                provenance=read_provenance(row, default),
            )
        )
    return version, tuple(rows)


def parse_abilities(root: Node) -> tuple[int, dict[str, Ability]]:
    version = check_catalog(root, "abilities")
    default = read_provenance(root)
    abilities: dict[str, Ability] = {}
    seen: dict[tuple[str, str], str] = {}  # (kind, matched name) -> key
    for entry in root.get("entries").items():
        key = entry.get("key").str()
        if key in abilities:
            raise entry.get("key").fail(f"duplicate key {key!r}")
        name = entry.get("name").str()
        kind = entry.get("kind").choice(ABILITY_KINDS)
        # Two entries a roster could not tell apart would make the printed text arbitrary.
        clash = seen.get((kind, ability_name_key(name)))
        if clash is not None:
            raise entry.get("name").fail(f"{name!r} is already the {kind} ability {clash!r}")
        seen[(kind, ability_name_key(name))] = key
        abilities[key] = Ability(
            key=key,
            name=name,
            kind=kind,
            text=entry.get("text").str(),
            aliases=entry.get("aliases").str_list() if entry.has("aliases") else (),
            provenance=read_provenance(entry, default),
        )
    return version, abilities


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


def _node(catalog: str, doc: Any) -> Node:
    return Node(doc, "/".join(SPECS[catalog].file))


def build_ruleset(overrides: Iterable[Override] = ()) -> Ruleset:
    overrides = tuple(overrides)  # read twice below: once to apply, once to list
    by_catalog: dict[str, list[Override]] = {name: [] for name in SPECS}
    for override in overrides:
        if override.catalog not in SPECS:
            raise CatalogError(
                override.catalog, "", f"unknown catalogue; known: {', '.join(SPECS)}"
            )
        by_catalog[override.catalog].append(override)
    docs = {
        name: apply_overrides(name, shipped_document(name), by_catalog[name])
        if by_catalog[name]
        else shipped_document(name)
        for name in SPECS
    }
    gp_version, powers = parse_god_powers(_node("god_powers", docs["god_powers"]))
    item_version, items = parse_items(_node("items", docs["items"]))
    injuries = parse_injury_tables(_node("injury_tables", docs["injury_tables"]))
    raid_version, raid = parse_raid_table(_node("raid_table", docs["raid_table"]))
    price_version, prices = parse_glory_prices(_node("glory_prices", docs["glory_prices"]))
    success_version, success = parse_success_table(_node("success_table", docs["success_table"]))
    profiles = parse_profiles(_node("model_profiles", docs["model_profiles"]))
    ability_version, abilities = parse_abilities(_node("abilities", docs["abilities"]))
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
