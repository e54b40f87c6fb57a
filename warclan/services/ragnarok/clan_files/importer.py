"""Import a War Clan file (the format is described in ``clan_files``).

Import reads plain JSON only (never eval, pickle or YAML), refuses files over
``MAX_FILE_BYTES``, and checks the whole document before touching the database,
collecting every problem with its JSON path (``warriors[1].stats.df: expected a whole
number, found text``). Only a document without problems is written, in one
transaction, so a bad file changes nothing.

An imported clan has played no game in its new campaign, so its history hangs from ONE
``CampaignEvent(kind="import")`` with no game: ledger entries, injuries, improvements,
God Powers, items, stores and later recruits all belong to it, so the whole import is
grouped and could be removed as a unit. Two consequences, both deliberate:

- Only injuries that still matter are imported: those with a lasting effect and those
  of the clan's latest game (they decide who must miss the next game, and the clan sheet
  shows them). A non-lasting injury of an earlier game changes nothing any more; all
  injuries of one import event count as "latest", so it would wrongly show as recent.
  The file keeps all of them; the import result says how many were left out.
- An injury's "must miss the next game" is kept only for the latest game's injuries:
  earlier ones have been served.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan import jsonfile, wording
from warclan.catalog.errors import CatalogError
from warclan.catalog.fields import Node
from warclan.jsonfile import invalid_text
from warclan.rules.errors import RulesError
from warclan.rules.ragnarok import glory
from warclan.rules.ragnarok.injuries import InjuryResult
from warclan.rules.ragnarok.profiles import STAT_NAMES, AttackProfile
from warclan.services.errors import FileRefused, NameTaken, ServiceError
from warclan.services.names import clean_name, now
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.campaigns import current_base_rank
from warclan.services.ragnarok.clan_files.export import FORMAT, VERSION, source_id
from warclan.services.ragnarok.clans import clan_view
from warclan.services.ragnarok.dto import ClanView
from warclan.services.ragnarok.ledger import link_imported_purchases
from warclan.store.database import Database
from warclan.store.models.base import NAME_LENGTH, name_key
from warclan.store.models.ragnarok import (
    CampaignEvent,
    ClanStore,
    GloryEntry,
    Improvement,
    Injury,
    Player,
    WarClan,
    Warrior,
    WarriorGodPower,
    WarriorItem,
)
from warclan.text import tidy_name, tidy_text

# A clan of 50 warriors with long histories is well under 1 MB; 5 MB leaves room while
# keeping a stray video or database file from being read into memory.
MAX_FILE_BYTES: Final = 5_000_000
MAX_PROBLEMS_SHOWN: Final = 25  # the exception keeps them all
MAX_TEXT: Final = 20_000
MAX_GLORY: Final = 1_000_000  # any single amount or price; keeps integers in SQL range

T = TypeVar("T")

_ROOT_KEYS: Final = (
    "format",
    "version",
    "exported_at",
    "warclan_version",
    "clan",
    "warriors",
    "ledger",
    "stores",
)
_CLAN_KEYS: Final = (
    "name",
    "player",
    "creation_cost",
    "joined_base_rank",
    "catalog_versions",
    "created_at",
    "id_in_source",
)
_WARRIOR_KEYS: Final = (
    "name",
    "profile_key",
    "profile_name",
    "faction",
    "stats",
    "size",
    "base_size",
    "special_abilities",
    "attacks",
    "cost_paid",
    "recruited",
    "injuries",
    "improvements",
    "god_powers",
    "items",
)
_INJURY_KEYS: Final = (
    "roll",
    "result",
    "severe_key",
    "severe_name",
    "severe_house_rule",
    "stat",
    "stat_delta",
    "becomes_blind",
    "equipment_roll",
    "loses_equipment",
    "misses_next_game",
    "raid_survivor",
    "removed",
    "dies",
    "lasting",
    "game",
    "latest_game",
)
_INJURY_FLAGS: Final = (
    "severe_house_rule",
    "becomes_blind",
    "loses_equipment",
    "misses_next_game",
    "raid_survivor",
    "removed",
    "dies",
    "lasting",
)
_IMPROVEMENT_KEYS: Final = ("stat", "delta", "glory_paid")
_POWER_KEYS: Final = (
    "key",
    "god",
    "name",
    "godspark_cost",
    "boosts",
    "attack",
    "text",
    "house_rule",
    "step",
    "glory_paid",
)
_ITEM_KEYS: Final = (
    "key",
    "name",
    "kind",
    "text",
    "house_rule",
    "glory_paid",
    "lost",
    "lost_in_game",
)
_ATTACK_KEYS: Final = ("name", "st", "rn", "abilities")
_LEDGER_KEYS: Final = ("kind", "amount", "note")
_STORE_KEYS: Final = ("name", "quantity", "source")
_LEDGER_KINDS: Final = tuple(k.value for k in glory.LedgerKind)
_INJURY_RESULTS: Final = tuple(r.value for r in InjuryResult)


@dataclass(frozen=True, slots=True)
class ClanImport:
    source: str
    clan: ClanView
    renamed_from: str | None  # the name in the file, when imported under another
    injuries_left_out: int  # non-lasting injuries of earlier games (history only)


class ClanFileError(FileRefused):
    """A War Clan file that cannot be imported; ``problems`` lists every one with its path."""


@dataclass(slots=True)
class ParsedWarrior:
    """One warrior of a checked file, as the column values of the rows to write."""

    columns: dict[str, Any]  # Warrior columns
    founding: bool
    injuries: list[dict[str, Any]] = field(default_factory=list)  # Injury columns
    improvements: list[dict[str, Any]] = field(default_factory=list)
    god_powers: list[dict[str, Any]] = field(default_factory=list)
    items: list[tuple[dict[str, Any], bool]] = field(default_factory=list)  # (columns, lost)
    left_out: int = 0


@dataclass(slots=True)
class ParsedClan:
    """A checked War Clan file: everything ``import_clan`` writes, nothing unchecked."""

    name: str
    player: str
    creation_cost: int
    catalog_versions: dict[str, int]
    created_at: datetime
    id_in_source: str
    warriors: list[ParsedWarrior]
    ledger: list[tuple[str, int, str]]
    stores: list[tuple[str, int, str]]


# --- reading and checking -------------------------------------------------------------


def read_clan_file(path: Path) -> ParsedClan:
    """The checked contents of a War Clan file, or ``ClanFileError`` naming every problem."""
    return parse_document(_read_limited(path), path.name)


def _read_limited(path: Path) -> bytes:
    """At most ``MAX_FILE_BYTES`` of the file: a bigger one is refused before it is read."""
    try:
        return jsonfile.read_limited(path, MAX_FILE_BYTES)
    except jsonfile.JsonFileError as exc:
        problem = wording.read_problem(exc, MAX_FILE_BYTES, "War Clan file")
        raise ServiceError(f"{path.name}: {problem}") from exc


def parse_document(data: bytes, source: str = "the file") -> ParsedClan:
    try:
        document = jsonfile.parse_text(jsonfile.decode(data))
    except jsonfile.JsonFileError as exc:
        raise ClanFileError(source, [f"(file): {wording.json_problem(exc)}"]) from exc
    bad = invalid_text(document, "(file)")
    if bad:  # before anything quotes the file's text back
        raise ClanFileError(source, bad)
    _check_format(document, source)
    check = _Checker()
    clan = check.document(Node(document, source))
    if clan is None or check.problems:
        raise ClanFileError(source, check.problems)
    return clan


def _check_format(document: Any, source: str) -> None:
    """Not our file, or a newer version: one clear problem instead of a hundred."""
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        found = document.get("format") if isinstance(document, dict) else None
        raise ClanFileError(
            source, [f"format: {wording.not_format('War Clan file', FORMAT, found)}"]
        )
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        problem = wording.expected("a whole number of 1 or more", version)
        raise ClanFileError(source, [f"version: {problem}"])
    if version > VERSION:
        by = document.get("warclan_version")
        writer = f" (written by warclan {by})" if isinstance(by, str) and len(by) < 40 else ""
        problem = wording.newer_version("War Clan file", version, VERSION)
        raise ClanFileError(source, [f"version: {problem}{writer}"])


def _problem_of(exc: CatalogError) -> str:
    return f"{exc.where}: {exc.message}" if exc.where else exc.message


# Readers: each checks one JSON value and returns it typed, or raises through Node.fail.


def _text(limit: int, *, blank: bool = True) -> Callable[[Node], str]:
    def read(node: Node) -> str:
        return tidy_text(node.str(blank=blank, limit=limit))

    return read


def _name(node: Node) -> str:
    return node.name(NAME_LENGTH)


def _whole(low: int, high: int) -> Callable[[Node], int]:
    return lambda node: node.int(low, high)


def _opt_whole(low: int, high: int) -> Callable[[Node], int | None]:
    return lambda node: node.opt_int(low, high)


def _flag(node: Node) -> bool:
    if not isinstance(node.value, bool):
        raise node.fail(f"expected true or false, found {wording.found(node.value)}")
    return node.value


def _choice(allowed: tuple[str, ...]) -> Callable[[Node], str]:
    return lambda node: node.choice(allowed)


def _stat(node: Node) -> str:
    text = node.str()
    if text not in STAT_NAMES:
        raise node.fail(f"unknown stat {text!r}; stats are {', '.join(STAT_NAMES)}")
    return text


def _opt_stat(node: Node) -> str | None:
    return None if node.value is None else _stat(node)


def _opt_text(limit: int) -> Callable[[Node], str | None]:
    return lambda node: None if node.value is None else _text(limit, blank=False)(node)


def _texts(node: Node) -> list[str]:
    return [_text(NAME_LENGTH, blank=False)(item) for item in node.items()]


def _timestamp(node: Node) -> datetime:
    text = _text(40, blank=False)(node)
    try:
        when = datetime.fromisoformat(text)
    except ValueError as exc:
        raise node.fail("expected a date and time like 2024-05-01T18:30:00") from exc
    try:
        # Stored naive in UTC, like every other time in the database.
        return when.astimezone(UTC).replace(tzinfo=None) if when.tzinfo else when
    except (ValueError, OverflowError) as exc:  # 0001-01-01T00:00+01:00 is before year 1 in UTC
        raise node.fail(f"{text!r} is outside the dates warclan can store") from exc


class _Checker:
    """Walks the document, collecting every problem with its path instead of stopping.

    Each row reader returns ``None`` when it found a problem in the row (already
    recorded), so checks across rows only run over rows that were read in full.
    """

    def __init__(self) -> None:
        self.problems: list[str] = []

    def add(self, path: str, message: str) -> None:
        self.problems.append(f"{path or '(top level)'}: {message}")

    def run(self, node: Node, read: Callable[[Node], T]) -> T | None:
        try:
            return read(node)
        except CatalogError as exc:
            self.problems.append(_problem_of(exc))
            return None

    def field(self, parent: Node, key: str, read: Callable[[Node], T]) -> T | None:
        """A required field: ``None`` (with the problem recorded) when missing or bad."""
        return self.run(parent, lambda p: read(p.get(key)))

    def object(self, node: Node, known: tuple[str, ...]) -> bool:
        if self.run(node, Node.obj) is None:
            return False
        for key in node.value:
            if key not in known:
                self.add(_child(node, key), wording.unknown_field(key, known))
        return True

    def rows(self, parent: Node, key: str, limit: int) -> list[Node]:
        items = self.field(parent, key, lambda n: list(n.items()))
        if items is not None and len(items) > limit:
            self.add(_child(parent, key), wording.too_many(len(items), limit))
            return []
        return items or []

    def document(self, root: Node) -> ParsedClan | None:
        self.object(root, _ROOT_KEYS)
        self.field(root, "exported_at", _text(40))
        self.field(root, "warclan_version", _text(40))
        head = self.field(root, "clan", lambda n: n)
        clan = self.clan(head) if head is not None else None
        warrior_nodes = self.rows(root, "warriors", 500)
        warriors = [self.warrior(w) for w in warrior_nodes]
        ledger = [self.ledger_entry(e) for e in self.rows(root, "ledger", 50_000)]
        stores = [self.store(s) for s in self.rows(root, "stores", 5_000)]
        self.warrior_names(warrior_nodes)
        if root.has("warriors") and not warrior_nodes and not self.problems:
            self.add("warriors", "a War Clan needs at least one warrior")
        if clan is None:
            return None
        clan.stores = [s for s in stores if s is not None]
        if None not in warriors:
            clan.warriors = [w for w in warriors if w is not None]
            founders = sum(w.columns["cost_paid"] for w in clan.warriors if w.founding)
            if founders != clan.creation_cost:
                self.add(
                    "clan.creation_cost",
                    f"is {clan.creation_cost} but the founding warriors cost {founders}",
                )
        if None not in ledger:
            clan.ledger = [e for e in ledger if e is not None]
            self.unspent(clan)
        return clan

    def clan(self, node: Node) -> ParsedClan | None:
        if not self.object(node, _CLAN_KEYS):
            return None
        before = len(self.problems)
        name = self.field(node, "name", _name)
        player = self.field(node, "player", _name)
        cost = self.field(node, "creation_cost", _whole(0, glory.STARTING_GLORY))
        self.field(node, "joined_base_rank", _whole(0, MAX_GLORY))
        versions = self.field(node, "catalog_versions", _versions)
        created = self.field(node, "created_at", _timestamp)
        ident = self.field(node, "id_in_source", _text(100, blank=False))
        if len(self.problems) > before:
            return None
        assert name and player and cost is not None and versions is not None
        assert created is not None and ident is not None
        return ParsedClan(name, player, cost, versions, created, ident, [], [], [])

    def warrior(self, node: Node) -> ParsedWarrior | None:
        if not self.object(node, _WARRIOR_KEYS):
            return None
        before = len(self.problems)
        columns: dict[str, Any] = {
            key: self.field(node, key, read)
            for key, read in (
                ("name", _name),
                ("profile_key", _text(NAME_LENGTH, blank=False)),
                ("profile_name", _text(NAME_LENGTH, blank=False)),
                ("faction", _text(NAME_LENGTH)),
                ("size", _whole(0, 20)),
                ("base_size", _text(20)),
                ("special_abilities", _texts),
                ("attacks", lambda n: [_attack(a) for a in n.items()]),
                ("cost_paid", _whole(0, MAX_GLORY)),
            )
        }
        stats = self.field(node, "stats", lambda n: n)
        if stats is not None and self.object(stats, STAT_NAMES):
            columns.update({s: self.field(stats, s, _whole(0, 99)) for s in STAT_NAMES})
        recruited = self.field(node, "recruited", _choice(("founding", "later")))
        warrior = ParsedWarrior(columns, recruited == "founding")
        for item in self.rows(node, "injuries", 1_000):
            injury = self.injury(item)
            if injury is not None and injury[1]:
                warrior.injuries.append(injury[0])
            elif injury is not None:
                warrior.left_out += 1
        for item in self.rows(node, "improvements", 1_000):
            improvement = self.improvement(item)
            if improvement is not None:
                warrior.improvements.append(improvement)
        seen: dict[str, int] = {}
        for index, item in enumerate(self.rows(node, "god_powers", 200)):
            power = self.god_power(item)
            if power is None:
                continue
            key = power["power_key"]
            if key in seen:
                self.add(
                    _child(item, "key"),
                    f"{key!r} is also god_powers[{seen[key]}]; a warrior has each God Power once",
                )
            seen.setdefault(key, index)
            warrior.god_powers.append(power)
        for item in self.rows(node, "items", 500):
            carried = self.item(item)
            if carried is not None:
                warrior.items.append(carried)
        return warrior if len(self.problems) == before else None

    def warrior_names(self, nodes: list[Node]) -> None:
        first: dict[str, int] = {}
        for index, node in enumerate(nodes):
            name = node.value.get("name") if isinstance(node.value, dict) else None
            if not isinstance(name, str) or not name.strip():
                continue
            key = tidy_name(name).lower()
            if key in first:
                self.add(
                    _child(node, "name"),
                    f"{name!r} is also the name of warriors[{first[key]}]; names must differ",
                )
            first.setdefault(key, index)

    def injury(self, node: Node) -> tuple[dict[str, Any], bool] | None:
        """The Injury columns, and whether the row is imported (see the module docstring)."""
        if not self.object(node, _INJURY_KEYS):
            return None
        before = len(self.problems)
        values: dict[str, Any] = {
            "roll": self.field(node, "roll", _whole(2, 12)),
            "result": self.field(node, "result", _choice(_INJURY_RESULTS)),
            "severe_key": self.field(node, "severe_key", _opt_text(40)),
            "severe_name": self.field(node, "severe_name", _opt_text(NAME_LENGTH)),
            "stat": self.field(node, "stat", _opt_stat),
            "stat_delta": self.field(node, "stat_delta", _whole(-99, 0)),
            "equipment_roll": self.field(node, "equipment_roll", _opt_whole(1, 6)),
            **{flag: self.field(node, flag, _flag) for flag in _INJURY_FLAGS},
        }
        self.field(node, "game", _whole(0, 1_000_000))
        latest = self.field(node, "latest_game", _flag)
        if len(self.problems) > before:
            return None
        severe = values["result"] == InjuryResult.SEVERELY_WOUNDED.value
        if severe and not (values["severe_key"] and values["severe_name"]):
            self.add(_child(node, "severe_key"), "a severe wound needs severe_key and severe_name")
        if not severe and (values["severe_key"] or values["severe_name"]):
            self.add(_child(node, "severe_key"), f"must be null for a {values['result']} result")
        if values["stat_delta"] and values["stat"] is None:
            self.add(_child(node, "stat_delta"), "must be 0 when stat is null")
        if values["dies"] and not values["removed"]:
            self.add(_child(node, "removed"), "must be true when the warrior dies")
        if (severe or values["removed"]) and not values["lasting"]:
            # Stats, Blind and status are derived from lasting injuries only.
            self.add(_child(node, "lasting"), "must be true for a severe wound or a removal")
        if len(self.problems) > before:
            return None
        # An earlier game's "misses the next game" has been served already.
        values["misses_next_game"] = values["misses_next_game"] and bool(latest)
        return values, values["lasting"] or bool(latest)

    def improvement(self, node: Node) -> dict[str, Any] | None:
        if not self.object(node, _IMPROVEMENT_KEYS):
            return None
        values = {
            "stat": self.field(node, "stat", _stat),
            "delta": self.field(node, "delta", _whole(1, 99)),
            "glory_paid": self.field(node, "glory_paid", _whole(0, MAX_GLORY)),
        }
        return None if None in values.values() else values

    def god_power(self, node: Node) -> dict[str, Any] | None:
        if not self.object(node, _POWER_KEYS):
            return None
        before = len(self.problems)
        values: dict[str, Any] = {
            "power_key": self.field(node, "key", _text(NAME_LENGTH, blank=False)),
            "god": self.field(node, "god", _text(60, blank=False)),
            "name": self.field(node, "name", _text(NAME_LENGTH, blank=False)),
            "godspark_cost": self.field(node, "godspark_cost", _whole(0, 99)),
            "boosts": self.field(node, "boosts", lambda n: [_boost(b) for b in n.items()]),
            "attack": self.field(node, "attack", lambda n: None if n.value is None else _attack(n)),
            "text": self.field(node, "text", _text(MAX_TEXT)),
            "house_rule": self.field(node, "house_rule", _flag),
            "step": self.field(node, "step", _choice(("improve", "purchase", "import"))),
            "glory_paid": self.field(node, "glory_paid", _whole(0, MAX_GLORY)),
        }
        return values if len(self.problems) == before else None

    def item(self, node: Node) -> tuple[dict[str, Any], bool] | None:
        """The WarriorItem columns, and whether the item was lost."""
        if not self.object(node, _ITEM_KEYS):
            return None
        before = len(self.problems)
        values: dict[str, Any] = {
            "item_key": self.field(node, "key", _text(NAME_LENGTH, blank=False)),
            "name": self.field(node, "name", _text(NAME_LENGTH, blank=False)),
            "kind": self.field(node, "kind", _choice(("equipment", "artifact"))),
            "text": self.field(node, "text", _text(MAX_TEXT)),
            "house_rule": self.field(node, "house_rule", _flag),
            "glory_paid": self.field(node, "glory_paid", _whole(0, MAX_GLORY)),
        }
        lost = self.field(node, "lost", _flag)
        self.field(node, "lost_in_game", _opt_whole(0, 1_000_000))
        return (values, bool(lost)) if len(self.problems) == before else None

    def ledger_entry(self, node: Node) -> tuple[str, int, str] | None:
        if not self.object(node, _LEDGER_KEYS):
            return None
        kind = self.field(node, "kind", _choice(_LEDGER_KINDS))
        amount = self.field(node, "amount", _whole(-MAX_GLORY, MAX_GLORY))
        note = self.field(node, "note", _text(2_000))
        if kind is None or amount is None or note is None:
            return None
        # Spending takes Glory away; every other kind but a correction adds it.
        if kind == glory.LedgerKind.SPEND.value and amount > 0:
            self.add(_child(node, "amount"), f"a spend is negative, found {amount}")
            return None
        if amount < 0 and kind not in (glory.LedgerKind.SPEND, glory.LedgerKind.CORRECTION):
            self.add(_child(node, "amount"), f"a {kind} entry cannot be negative ({amount})")
            return None
        return kind, amount, note

    def store(self, node: Node) -> tuple[str, int, str] | None:
        if not self.object(node, _STORE_KEYS):
            return None
        name = self.field(node, "name", _name)
        quantity = self.field(node, "quantity", _whole(1, 10_000))
        source = self.field(node, "source", _text(200))
        if name is None or quantity is None or source is None:
            return None
        return name, quantity, source

    def unspent(self, clan: ParsedClan) -> None:
        entries = (glory.LedgerEntry(glory.LedgerKind(k), a) for k, a, _ in clan.ledger)
        summary = glory.summarize(clan.creation_cost, entries)
        if summary.unspent < 0:
            self.add(
                "ledger",
                f"leaves {summary.unspent} unspent Glory ({glory.STARTING_GLORY} − "
                f"{summary.creation_cost} creation cost + {summary.collected} collected + "
                f"{summary.found} found − {summary.spent} spent); it cannot go below 0",
            )


def _versions(node: Node) -> dict[str, int]:
    data = node.obj()
    if len(data) > 50:
        raise node.fail(f"has {len(data)} entries; at most 50")
    found: dict[str, int] = {}
    for key in data:
        entry = node.get(key)
        if not key.strip() or len(key) > 40:
            raise entry.fail("a catalogue name is 1–40 characters")
        found[key] = entry.int(0, 10_000)
    return found


def _attack(node: Node) -> dict[str, Any]:
    """An attack profile (warrior or God Power), checked by the rules' own constructor."""
    for key in node.obj():
        if key not in _ATTACK_KEYS:
            raise node.get(key).fail("unknown field")
    name = _text(NAME_LENGTH, blank=False)(node.get("name"))
    st = node.get("st").opt_int(0, 99)
    rn = _text(10, blank=False)(node.get("rn"))
    abilities = tuple(_texts(node.get("abilities")))
    try:
        return AttackProfile(name, st, rn, abilities).as_dict()
    except RulesError as exc:
        raise node.get("rn").fail(str(exc)) from exc


def _boost(node: Node) -> dict[str, Any]:
    if set(node.obj()) != {"godspark", "effect"}:
        raise node.fail("a boost has exactly the fields godspark and effect")
    return {
        "godspark": node.get("godspark").int(0, 99),
        "effect": _text(MAX_TEXT, blank=False)(node.get("effect")),
    }


def _child(node: Node, key: str | int) -> str:
    if isinstance(key, int):
        return f"{node.path}[{key}]"
    return f"{node.path}.{key}" if node.path else key


# --- import ---------------------------------------------------------------------------


def import_clan(
    db: Database,
    campaign: str | int,
    path: Path,
    *,
    rename: str | None = None,
    player: str | None = None,
) -> ClanImport:
    """Add the clan of a War Clan file to a campaign (see the module docstring)."""
    source = path.name
    clan_in = read_clan_file(path)
    name = clean_name(rename, "War Clan") if rename is not None else clan_in.name
    player_name = clean_name(player, "player") if player is not None else clan_in.player
    with db.session() as session:
        camp = lookup.campaign(session, campaign)
        _refuse_duplicate(session, camp.id, camp.name, name, clan_in, source, rename is not None)
        clan = WarClan(
            campaign_id=camp.id,
            player_id=_player(session, camp.id, player_name).id,
            name=name,
            creation_cost=clan_in.creation_cost,
            # The catch-up bonus compares a clan with the clans it plays against, so the
            # base rank that counts is this campaign's now (computed over the clans already
            # here, as for a new clan), not the one it joined elsewhere.
            joined_base_rank=current_base_rank(session, camp.id),
            active=True,
            catalog_versions=clan_in.catalog_versions,
            # The original creation time keeps the clan's identity (``source_id``).
            created_at=clan_in.created_at,
        )
        session.add(clan)
        session.flush()
        event = CampaignEvent(
            clan_id=clan.id, game_id=None, participant_id=None, kind="import", created_at=now()
        )
        session.add(event)
        session.flush()
        for warrior_in in clan_in.warriors:
            _write_warrior(session, clan.id, event.id, warrior_in)
        when = now()
        for kind, amount, note in clan_in.ledger:
            session.add(
                GloryEntry(
                    clan_id=clan.id,
                    event_id=event.id,
                    kind=kind,
                    amount=amount,
                    note=note,
                    created_at=when,
                )
            )
        for store_name, quantity, store_source in clan_in.stores:
            session.add(
                ClanStore(
                    clan_id=clan.id,
                    event_id=event.id,
                    name=store_name,
                    quantity=quantity,
                    source=store_source,
                    created_at=when,
                )
            )
        session.flush()
        link_imported_purchases(session, event.id)
        return ClanImport(
            source=str(path),
            clan=clan_view(session, clan),
            renamed_from=clan_in.name if name != clan_in.name else None,
            injuries_left_out=sum(w.left_out for w in clan_in.warriors),
        )


def _refuse_duplicate(
    session: Session,
    campaign_id: int,
    campaign_name: str,
    name: str,
    clan_in: ParsedClan,
    source: str,
    renamed: bool,
) -> None:
    """Importing the same clan twice is refused unless it is renamed (a deliberate copy)."""
    clans = list(session.scalars(select(WarClan).where(WarClan.campaign_id == campaign_id)))
    for other in clans:
        if other.name_key == name_key(name):
            hint = "choose another name" if renamed else "import it as a copy under another name"
            raise NameTaken(
                f"{campaign_name} already has a War Clan called {other.name!r}; {hint}",
                renamed=renamed,
            )
    if renamed or not clans:
        return
    founders: dict[int, list[Warrior]] = {c.id: [] for c in clans}
    for warrior in session.scalars(
        select(Warrior)
        .where(Warrior.clan_id.in_(list(founders)), Warrior.recruited_event_id.is_(None))
        .order_by(Warrior.id)
    ):
        founders[warrior.clan_id].append(warrior)
    for other in clans:
        if source_id(other.created_at, founders[other.id]) == clan_in.id_in_source:
            raise NameTaken(
                f"{source}: this War Clan is already in {campaign_name} as {other.name!r} "
                "(imported before, or where it came from); import a copy under another name",
                renamed=False,
            )


def _player(session: Session, campaign_id: int, name: str) -> Player:
    found = session.scalar(
        select(Player).where(Player.campaign_id == campaign_id, Player.name_key == name_key(name))
    )
    if found is None:
        found = Player(campaign_id=campaign_id, name=name)
        session.add(found)
        session.flush()
    return found


def _write_warrior(
    session: Session, clan_id: int, event_id: int, warrior_in: ParsedWarrior
) -> None:
    when = now()
    warrior = Warrior(
        clan_id=clan_id,
        **warrior_in.columns,
        # Later recruits belong to the import event, like those of a post-game event.
        recruited_event_id=None if warrior_in.founding else event_id,
        created_at=when,
    )
    session.add(warrior)
    session.flush()
    for injury in warrior_in.injuries:
        session.add(Injury(event_id=event_id, warrior_id=warrior.id, **injury))
    for improvement in warrior_in.improvements:
        session.add(
            Improvement(warrior_id=warrior.id, event_id=event_id, created_at=when, **improvement)
        )
    for power in warrior_in.god_powers:
        session.add(
            WarriorGodPower(warrior_id=warrior.id, event_id=event_id, created_at=when, **power)
        )
    for columns, lost in warrior_in.items:
        session.add(
            WarriorItem(
                warrior_id=warrior.id,
                event_id=event_id,
                lost_event_id=event_id if lost else None,
                created_at=when,
                **columns,
            )
        )
