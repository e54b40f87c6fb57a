"""The entries of Ragnarok's rules catalogues (God Powers, items, the Raid Table, Glory
prices, the Success Table, ability texts) and the reading of each catalogue's file on the
shared checker: every problem in a file is found, each with its path. The ruleset a
campaign plays with is assembled from them in ``rulesets``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, Final, TypeVar

from warclan import wording
from warclan.catalog.checker import ANY_LENGTH, NONE, CatalogChecker, CatalogDocument
from warclan.catalog.loader import read_attack
from warclan.catalog.provenance import Provenance
from warclan.filecheck import TOP, child
from warclan.i18n_text import T_
from warclan.rules.dice import DiceKind
from warclan.rules.ragnarok.profiles import STAT_NAMES, AttackProfile

T = TypeVar("T")
# The sections of the Glory prices file, each priced and worded on its own.
GLORY_SECTIONS: Final = ("improvements", "recruit", "god_powers", "items")
# The fields each section may have besides its rule and provenance (see ``_glory_prices``).
GLORY_FIELDS: Final = {
    "improvements": ("price_per_point", "max_per_stat"),
    "recruit": ("multiplier",),
    "god_powers": ("per_godspark",),
    "items": (),
}


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


RAID_ROW_FIELDS: Final = ("low", "high", "key", "name", "glory", "finds", "text", "provenance")
SUCCESS_ROW_FIELDS: Final = (
    *("at_least", "at_most", "exactly"),
    *("difference", "success_value", "provenance"),
)
ABILITY_KINDS = ("special", "attack")
ITEM_KINDS = ("equipment", "artifact")


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


# --- parsers: each reads one catalogue on the shared checker, every problem found ------


def _catalogue(
    doc: CatalogDocument,
    name: str,
    read: Callable[[CatalogChecker, dict[str, Any], Provenance | None], T | None],
    fields: tuple[str, ...],
) -> tuple[int, T]:
    """The version of the ``name`` catalogue in ``doc`` and what ``read`` makes of its top
    object (of ``fields``), given the file's provenance (the default of its entries)."""

    def whole(check: CatalogChecker, value: Any) -> tuple[int, T] | None:
        opened = check.opening(value, name, fields)
        if opened is None:
            return None
        root, version = opened
        found = read(check, root, check.provenance(root, TOP))
        return None if version is None or found is None else (version, found)

    return doc.read(whole)


def _keyed(
    check: CatalogChecker,
    root: dict[str, Any],
    read: Callable[[dict[str, Any], str], T | None],
    fields: tuple[str, ...],
) -> dict[str, T] | None:
    """The entries of a catalogue keyed by their ``key`` field (``read`` reads one entry
    object, of ``fields``); a repeated key is a problem at the second one's key."""
    found: dict[str, T] = {}
    before = len(check.problems)
    for index, value in enumerate(check.rows(root, "entries", TOP)):
        path = child("entries", index)
        entry = check.entry(value, path, fields)
        key = None if entry is None else check.required(entry, "key", path, check.string)
        if entry is None or key is None:
            continue
        if key in found:
            check.problem(child(path, "key"), wording.duplicate_key(key))
            continue
        item = read(entry, path)
        if item is not None:
            found[key] = item
    return found if len(check.problems) == before else None


def parse_god_powers(doc: CatalogDocument) -> tuple[int, dict[str, GodPower]]:
    return _catalogue(doc, "god_powers", _god_powers, ("entries",))


def _god_powers(
    check: CatalogChecker, root: dict[str, Any], default: Provenance | None
) -> dict[str, GodPower] | None:

    def boost(value: Any, path: str) -> Boost | None:
        read = check.read_entry(
            value, path, {"godspark": partial(check.whole, low=0, high=99), "effect": check.string}
        )
        return None if read is None else Boost(**read)

    def power(entry: dict[str, Any], path: str) -> GodPower | None:
        before = len(check.problems)
        read = check.fields(
            entry,
            path,
            {
                "key": check.string,
                "god": check.string,
                "name": check.label,
                "godspark_cost": partial(check.whole, low=0, high=99),
                "boosts": partial(check.each, limit=ANY_LENGTH, check=boost),
                "text": check.string,
            },
        )
        attack = entry.get("attack")
        if attack is not None:
            attack = read_attack(check, attack, child(path, "attack"), granted=True)
        read["provenance"] = check.inherited(entry, path, default)
        if len(check.problems) > before or read["provenance"] is None:
            return None
        read["boosts"] = tuple(read["boosts"])
        return GodPower(**read, attack=attack)

    # printed_name: the name as the rulebook prints it, for people reading the file.
    fields = ("key", "god", "name", "printed_name", "godspark_cost", "boosts", "text")
    return _keyed(check, root, power, (*fields, "attack", "provenance"))


def parse_items(doc: CatalogDocument) -> tuple[int, dict[str, Item]]:
    return _catalogue(doc, "items", _items, ("entries",))


def _items(
    check: CatalogChecker, root: dict[str, Any], default: Provenance | None
) -> dict[str, Item] | None:

    def item(entry: dict[str, Any], path: str) -> Item | None:
        before = len(check.problems)
        read = check.fields(
            entry,
            path,
            {
                "key": check.string,
                "name": check.label,
                "kind": partial(check.choice, allowed=ITEM_KINDS),
                "price": partial(check.whole, low=0, high=100_000),
                "text": check.string,
            },
        )
        read["provenance"] = check.inherited(entry, path, default)
        if len(check.problems) > before or read["provenance"] is None:
            return None
        return Item(**read)

    return _keyed(check, root, item, ("key", "name", "kind", "price", "text", "provenance"))


def parse_raid_table(doc: CatalogDocument) -> tuple[int, RaidTable]:
    return _catalogue(doc, "raid_table", _raid_table, ("dice", "rule", "rows", "survivor_bonus"))


def _raid_table(
    check: CatalogChecker, root: dict[str, Any], default: Provenance | None
) -> RaidTable | None:
    before = len(check.problems)
    dice = check.required(root, "dice", TOP, check.string)
    if dice is not None and dice != DiceKind.TWO_D6.value:
        check.problem("dice", T_("the Raid Table is rolled on 2D6"))
    roll = partial(check.whole, low=2, high=12)
    rows: list[RaidRow] = []
    covered: list[int] = []
    for index, value in enumerate(check.rows(root, "rows", TOP)):
        path = child("rows", index)
        row = check.entry(value, path, RAID_ROW_FIELDS)
        if row is None:
            continue
        read = check.fields(
            row,
            path,
            {
                "low": roll,
                "high": roll,
                "key": check.string,
                "name": check.label,
                "glory": partial(check.whole, low=0, high=10_000),
                "finds": check.strings,
                "text": check.string,
            },
        )
        low, high = read["low"], read["high"]
        if low is not None and high is not None and low > high:
            check.problem(path, T_("low {low} is above high {high}", low=low, high=high))
        read["provenance"] = check.inherited(row, path, default)
        if len(check.problems) == before and read["provenance"] is not None:
            covered.extend(range(low, high + 1))
            rows.append(RaidRow(**read))
    bonus = check.required(
        root, "survivor_bonus", TOP, partial(check.entry, fields=("min_survivors", "modifier"))
    )
    read = check.fields(root, TOP, {"rule": check.string})
    if bonus is not None:
        read |= check.fields(
            bonus,
            "survivor_bonus",
            {
                "min_survivors": partial(check.whole, low=1, high=99),
                "modifier": partial(check.whole, low=0, high=10),
            },
        )
    if len(check.problems) > before or default is None:
        return None
    if sorted(covered) != list(range(2, 13)):
        check.problem("rows", T_("rows must cover 2–12 exactly once each"))
        return None
    return RaidTable(
        rule=read["rule"],
        min_survivors_for_bonus=read["min_survivors"],
        bonus=read["modifier"],
        rows=tuple(rows),
        provenance=default,
    )


def parse_glory_prices(doc: CatalogDocument) -> tuple[int, GloryPrices]:
    return _catalogue(doc, "glory_prices", _glory_prices, GLORY_SECTIONS)


def _glory_prices(
    check: CatalogChecker, root: dict[str, Any], default: Provenance | None
) -> GloryPrices | None:
    before = len(check.problems)
    found = check.fields(
        root,
        TOP,
        {
            name: partial(check.entry, fields=("rule", "provenance", *GLORY_FIELDS[name]))
            for name in GLORY_SECTIONS
        },
    )
    rules: dict[str, str] = {}
    provenance: dict[str, Provenance] = {}
    for name, section in found.items():
        rule = None if section is None else check.required(section, "rule", name, check.string)
        where = None if section is None else check.inherited(section, name, default)
        if rule is not None and where is not None:
            rules[name], provenance[name] = rule, where

    def price(name: str, key: str, high: int) -> int | None:
        section = found[name]
        if section is None:
            return None
        return check.required(section, key, name, partial(check.whole, low=0, high=high))

    improvements = found["improvements"]
    per_point = None
    if improvements is not None:
        per_point = check.required(
            improvements, "price_per_point", "improvements", partial(check.entry, fields=STAT_NAMES)
        )
    stat_price = partial(check.whole, low=0, high=100_000)
    prices: dict[str, Any] = {}
    if per_point is not None:
        at = "improvements.price_per_point"
        prices = check.fields(per_point, at, dict.fromkeys(STAT_NAMES, stat_price))
    max_per_stat = price("improvements", "max_per_stat", 99)
    multiplier = price("recruit", "multiplier", 100)
    per_godspark = price("god_powers", "per_godspark", 10_000)
    if len(check.problems) > before:
        return None
    assert max_per_stat is not None and multiplier is not None and per_godspark is not None
    return GloryPrices(
        improvement_price=prices,
        max_per_stat=max_per_stat,
        recruit_multiplier=multiplier,
        per_godspark=per_godspark,
        rules=rules,
        provenance=provenance,
    )


def parse_success_table(doc: CatalogDocument) -> tuple[int, tuple[SuccessRow, ...]]:
    return _catalogue(doc, "success_table", _success_table, ("rule", "rows"))


def _success_table(
    check: CatalogChecker, root: dict[str, Any], default: Provenance | None
) -> tuple[SuccessRow, ...] | None:
    before = len(check.problems)
    rows = []
    for index, value in enumerate(check.rows(root, "rows", TOP)):
        path = child("rows", index)
        row = check.entry(value, path, SUCCESS_ROW_FIELDS)
        if row is None:
            continue
        low = check.absent(row, "at_least", path, check.whole, None)
        high = check.absent(row, "at_most", path, check.whole, None)
        if "exactly" in row:
            low = high = check.whole(row["exactly"], child(path, "exactly"))
        read = check.fields(
            row,
            path,
            {"difference": check.string, "success_value": partial(check.whole, low=2, high=12)},
        )
        read["provenance"] = check.inherited(row, path, default)
        if len(check.problems) == before and read["provenance"] is not None:
            rows.append(SuccessRow(**read, low=low, high=high))
    if len(check.problems) > before:
        return None
    return tuple(rows)


def parse_abilities(doc: CatalogDocument) -> tuple[int, dict[str, Ability]]:
    # about: what the file holds, for people reading it.
    return _catalogue(doc, "abilities", _abilities, ("about", "entries"))


def _abilities(
    check: CatalogChecker, root: dict[str, Any], default: Provenance | None
) -> dict[str, Ability] | None:
    seen: dict[tuple[str, str], str] = {}  # (kind, matched name) -> key

    def ability(entry: dict[str, Any], path: str) -> Ability | None:
        before = len(check.problems)
        read = check.fields(
            entry,
            path,
            {
                "key": check.string,
                "name": check.label,
                "kind": partial(check.choice, allowed=ABILITY_KINDS),
                "text": check.string,
            },
        )
        read["aliases"] = check.absent(entry, "aliases", path, check.strings, NONE)
        read["provenance"] = check.inherited(entry, path, default)
        name, kind = read["name"], read["kind"]
        if name is not None and kind is not None:
            # Two entries a roster could not tell apart would make the printed text arbitrary.
            clash = seen.get((kind, ability_name_key(name)))
            if clash is not None:
                message = T_(
                    "{name!r} is already the {kind} ability {clash!r}",
                    name=name,
                    kind=kind,
                    clash=clash,
                )
                check.problem(child(path, "name"), message)
            else:
                seen[(kind, ability_name_key(name))] = read["key"]
        if len(check.problems) > before or read["provenance"] is None:
            return None
        return Ability(**read)

    fields = ("key", "name", "kind", "text", "aliases", "provenance")
    return _keyed(check, root, ability, fields)
