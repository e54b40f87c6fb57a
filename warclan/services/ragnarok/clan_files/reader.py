"""Read a War Clan file: its format (described in ``clan_files``) declared field by field on
the checker every file reader shares (``warclan.filecheck``).

Reading takes plain JSON only (never eval, pickle or YAML), refuses files over
``MAX_FILE_BYTES``, and checks the whole document before anything is written, collecting
every problem with its JSON path (``warriors[1].stats.df: expected a whole number, found
text 'four'``) in the words every file reader uses (``warclan.wording``).

Only injuries that still matter are kept for the import (see ``importer``): those with a
lasting effect and those of the clan's latest game; an earlier game's "must miss the next
game" has been served, so it is dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from warclan import jsonfile, wording
from warclan.catalog.ragnarok.entries import Boost
from warclan.filecheck import TOP, Checker, child
from warclan.i18n_text import T_, fill, reason
from warclan.rules.errors import RulesError
from warclan.rules.ragnarok import glory
from warclan.rules.ragnarok.injuries import InjuryResult
from warclan.rules.ragnarok.profiles import STAT_NAMES, AttackProfile
from warclan.services.errors import FileRefused, ServiceError
from warclan.services.ragnarok.clan_files.export import FORMAT, VERSION
from warclan.services.ragnarok.clan_files.parsed import (
    ParsedClan,
    ParsedGodPower,
    ParsedImprovement,
    ParsedInjury,
    ParsedItem,
    ParsedWarrior,
)
from warclan.store.models.base import NAME_LENGTH
from warclan.store.models.ragnarok import PowerStep
from warclan.text import tidy_name

WHAT: Final = "War Clan file"
# A clan of 50 warriors with long histories is well under 1 MB; 5 MB leaves room while
# keeping a stray video or database file from being read into memory.
MAX_FILE_BYTES: Final = 5_000_000
MAX_PROBLEMS_SHOWN: Final = 25  # the exception keeps them all
MAX_TEXT: Final = 20_000
MAX_GLORY: Final = 1_000_000  # any single amount or price; keeps integers in SQL range
MAX_GAME: Final = 1_000_000  # a game's sequence number in the campaign the file came from
# Lists the format gives no limit of their own: none can be longer than the file.
ANY_LENGTH: Final = MAX_FILE_BYTES

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
_LEDGER_KINDS: Final = tuple(k.value for k in glory.LedgerKind)
_INJURY_RESULTS: Final = tuple(r.value for r in InjuryResult)
_STEPS: Final = ("improve", "purchase", "import")


class ClanFileError(FileRefused):
    """A War Clan file that cannot be imported; ``problems`` lists every one with its path."""


def read_clan_file(path: Path) -> ParsedClan:
    """The checked contents of a War Clan file, or ``ClanFileError`` naming every problem."""
    try:
        data = jsonfile.read_limited(path, MAX_FILE_BYTES)  # a bigger file is not read
    except jsonfile.JsonFileError as exc:
        problem = wording.read_problem(exc, MAX_FILE_BYTES, WHAT)
        raise ServiceError(fill("{path}: {problem}", path=path.name, problem=problem)) from exc
    return parse_document(data, path.name)


def parse_document(data: bytes, source: str = "the file") -> ParsedClan:
    check = _ClanChecker()
    clan = check.read_document(data, check.document)
    if clan is None:
        raise ClanFileError(source, check.lines())
    return clan


class _ClanChecker(Checker):
    """The War Clan file format (version 1), field by field.

    Each row reader returns None when it found a problem in the row (already recorded),
    so checks across rows only run over rows that were read in full.
    """

    # --- the kinds of value the format uses more than once

    def label(self, value: Any, path: str) -> str | None:
        """A key or name copied from a catalogue: any text, but not blank."""
        return self.text(value, path, limit=NAME_LENGTH, blank=False)

    def labels(self, value: Any, path: str) -> list[str] | None:
        return self.each(value, path, ANY_LENGTH, self.label)

    def named(self, value: Any, path: str) -> str | None:
        """A name the player gave (clan, player, warrior, store)."""
        return self.name(value, path, limit=NAME_LENGTH, blank=False)

    def glory(self, value: Any, path: str) -> int | None:
        return self.whole(value, path, 0, MAX_GLORY)

    def rule_text(self, value: Any, path: str) -> str | None:
        return self.text(value, path, limit=MAX_TEXT)

    def stat(self, value: Any, path: str) -> str | None:
        return self.choice(value, path, STAT_NAMES, what="stat")

    def two_digits(self, value: Any, path: str) -> int | None:
        """A stat, a Godspark cost or an attack's strength."""
        return self.whole(value, path, 0, 99)

    def game(self, value: Any, path: str) -> int | None:
        return self.whole(value, path, 0, MAX_GAME)

    # --- the document

    def document(self, value: Any) -> ParsedClan | None:
        root = self.object(value, TOP, _ROOT_KEYS)
        if root is None:
            return None
        by = root.get("warclan_version")
        writer = f"warclan {by}" if isinstance(by, str) and len(by) < 40 else ""
        if not self.header(root, FORMAT, VERSION, WHAT, writer=writer):
            return None
        self.required(root, "exported_at", TOP, lambda v, p: self.text(v, p, limit=40))
        self.required(root, "warclan_version", TOP, lambda v, p: self.text(v, p, limit=40))
        clan = self.required(root, "clan", TOP, self.clan)
        listed = self.rows(root, "warriors", TOP, 500)
        warriors = [self.warrior(w, child("warriors", i)) for i, w in enumerate(listed)]
        ledger = [
            self.ledger_entry(e, child("ledger", i))
            for i, e in enumerate(self.rows(root, "ledger", TOP, 50_000))
        ]
        stores = [
            self.store(s, child("stores", i))
            for i, s in enumerate(self.rows(root, "stores", TOP, 5_000))
        ]
        self.warrior_names(listed)
        if "warriors" in root and not listed and not self.problems:
            self.problem("warriors", T_("a War Clan needs at least one warrior"))
        if clan is None:
            return None
        clan.stores = [s for s in stores if s is not None]
        if None not in warriors:
            clan.warriors = [w for w in warriors if w is not None]
            founders = sum(w.cost_paid for w in clan.warriors if w.founding)
            if founders != clan.creation_cost:
                self.problem(
                    "clan.creation_cost",
                    T_(
                        "is {cost} but the founding warriors cost {founders}",
                        cost=clan.creation_cost,
                        founders=founders,
                    ),
                )
        if None not in ledger:
            clan.ledger = [e for e in ledger if e is not None]
            self.unspent(clan)
        return clan

    def clan(self, value: Any, path: str) -> ParsedClan | None:
        read = self.record(
            value,
            path,
            {
                "name": self.named,
                "player": self.named,
                "creation_cost": lambda v, p: self.whole(v, p, 0, glory.STARTING_GLORY),
                "joined_base_rank": self.glory,
                "catalog_versions": self.versions,
                "created_at": self.timestamp,
                "id_in_source": lambda v, p: self.text(v, p, limit=100, blank=False),
            },
        )
        if read is None:
            return None
        del read["joined_base_rank"]  # the importing campaign's base rank counts (importer)
        return ParsedClan(**read)

    def versions(self, value: Any, path: str) -> dict[str, int] | None:
        """The version of each catalogue the clan was built with."""
        given = self.object(value, path, None)
        if given is None:
            return None
        if len(given) > 50:
            self.problem(path, wording.too_many(len(given), 50))
            return None
        found: dict[str, int] = {}
        for key, number in given.items():
            where = child(path, key)
            if not key.strip() or len(key) > 40:
                self.problem(where, T_("a catalogue name is 1–40 characters"))
                continue
            version = self.whole(number, where, 0, 10_000)
            if version is not None:
                found[key] = version
        return found if len(found) == len(given) else None

    def warrior(self, value: Any, path: str) -> ParsedWarrior | None:
        item = self.object(value, path, _WARRIOR_KEYS)
        if item is None:
            return None
        before = len(self.problems)
        columns = self.fields(
            item,
            path,
            {
                "name": self.named,
                "profile_key": self.label,
                "profile_name": self.label,
                "faction": lambda v, p: self.text(v, p, limit=NAME_LENGTH),
                "size": lambda v, p: self.whole(v, p, 0, 20),
                "base_size": lambda v, p: self.text(v, p, limit=20),
                "special_abilities": self.labels,
                "attacks": lambda v, p: self.each(v, p, ANY_LENGTH, self.attack),
                "cost_paid": self.glory,
            },
        )
        stats = self.required(item, "stats", path, lambda v, p: self.object(v, p, STAT_NAMES))
        stats_read: dict[str, int] = {}
        if stats is not None:
            declared = dict.fromkeys(STAT_NAMES, self.two_digits)
            stats_read = self.fields(stats, child(path, "stats"), declared)
        columns["special_abilities"] = tuple(columns["special_abilities"] or ())
        columns["attacks"] = tuple(columns["attacks"] or ())
        recruited = self.required(
            item, "recruited", path, lambda v, p: self.choice(v, p, ("founding", "later"))
        )
        injuries, left_out = [], 0
        for index, row in enumerate(self.rows(item, "injuries", path, 1_000)):
            injury = self.injury(row, child(child(path, "injuries"), index))
            if injury is not None and injury[1]:
                injuries.append(injury[0])
            elif injury is not None:
                left_out += 1
        improvements = [
            self.improvement(row, child(child(path, "improvements"), index))
            for index, row in enumerate(self.rows(item, "improvements", path, 1_000))
        ]
        powers: list[ParsedGodPower] = []
        seen: dict[str, int] = {}
        for index, row in enumerate(self.rows(item, "god_powers", path, 200)):
            where = child(child(path, "god_powers"), index)
            power = self.god_power(row, where)
            if power is None:
                continue
            key = power.power_key
            if key in seen:
                self.problem(
                    child(where, "key"),
                    T_(
                        "{key!r} is also god_powers[{index}]; a warrior has each God Power once",
                        key=key,
                        index=seen[key],
                    ),
                )
            seen.setdefault(key, index)
            powers.append(power)
        items = [
            self.item(row, child(child(path, "items"), index))
            for index, row in enumerate(self.rows(item, "items", path, 500))
        ]
        if len(self.problems) > before:
            return None
        return ParsedWarrior(
            **columns,
            stats=stats_read,
            founding=recruited == "founding",
            injuries=tuple(injuries),
            improvements=tuple(i for i in improvements if i is not None),
            god_powers=tuple(powers),
            items=tuple(i for i in items if i is not None),
            left_out=left_out,
        )

    def warrior_names(self, warriors: Sequence[Any]) -> None:
        first: dict[str, int] = {}
        for index, value in enumerate(warriors):
            name = value.get("name") if isinstance(value, dict) else None
            if not isinstance(name, str) or not name.strip():
                continue
            key = tidy_name(name).lower()
            if key in first:
                self.problem(
                    f"warriors[{index}].name",
                    T_(
                        "{name!r} is also the name of warriors[{index}]; names must differ",
                        name=name,
                        index=first[key],
                    ),
                )
            first.setdefault(key, index)

    def injury(self, value: Any, path: str) -> tuple[ParsedInjury, bool] | None:
        """The Injury columns, and whether the row is imported (see the module docstring)."""
        values = self.record(
            value,
            path,
            {
                "roll": lambda v, p: self.whole(v, p, 2, 12),
                "result": lambda v, p: self.choice(v, p, _INJURY_RESULTS),
                "severe_key": lambda v, p: self.optional(v, p, self.severe_key),
                "severe_name": lambda v, p: self.optional(v, p, self.label),
                "severe_house_rule": self.flag,
                "stat": lambda v, p: self.optional(v, p, self.stat),
                "stat_delta": lambda v, p: self.whole(v, p, -99, 0),
                "becomes_blind": self.flag,
                "equipment_roll": lambda v, p: self.optional(v, p, self.die),
                "loses_equipment": self.flag,
                "misses_next_game": self.flag,
                "raid_survivor": self.flag,
                "removed": self.flag,
                "dies": self.flag,
                "lasting": self.flag,
                "game": self.game,
                "latest_game": self.flag,
            },
        )
        if values is None:
            return None
        del values["game"]  # kept in the file for people reading it
        latest = values.pop("latest_game")
        before = len(self.problems)
        severe = values["result"] == InjuryResult.SEVERELY_WOUNDED.value
        if severe and not (values["severe_key"] and values["severe_name"]):
            self.problem(
                child(path, "severe_key"), T_("a severe wound needs severe_key and severe_name")
            )
        if not severe and (values["severe_key"] or values["severe_name"]):
            self.problem(
                child(path, "severe_key"),
                T_("must be null for a {result} result", result=values["result"]),
            )
        if values["stat_delta"] and values["stat"] is None:
            self.problem(child(path, "stat_delta"), T_("must be 0 when stat is null"))
        if values["dies"] and not values["removed"]:
            self.problem(child(path, "removed"), T_("must be true when the warrior dies"))
        if (severe or values["removed"]) and not values["lasting"]:
            # Stats, Blind and status are derived from lasting injuries only.
            self.problem(child(path, "lasting"), T_("must be true for a severe wound or a removal"))
        if len(self.problems) > before:
            return None
        # An earlier game's "misses the next game" has been served already.
        values["misses_next_game"] = values["misses_next_game"] and bool(latest)
        values["result"] = InjuryResult(values["result"])
        return ParsedInjury(**values), values["lasting"] or bool(latest)

    def severe_key(self, value: Any, path: str) -> str | None:
        return self.text(value, path, limit=40, blank=False)

    def die(self, value: Any, path: str) -> int | None:
        return self.whole(value, path, 1, 6)

    def improvement(self, value: Any, path: str) -> ParsedImprovement | None:
        read = self.record(
            value,
            path,
            {
                "stat": self.stat,
                "delta": lambda v, p: self.whole(v, p, 1, 99),
                "glory_paid": self.glory,
            },
        )
        return None if read is None else ParsedImprovement(**read)

    def god_power(self, value: Any, path: str) -> ParsedGodPower | None:
        values = self.record(
            value,
            path,
            {
                "key": self.label,
                "god": lambda v, p: self.text(v, p, limit=60, blank=False),
                "name": self.label,
                "godspark_cost": self.two_digits,
                "boosts": lambda v, p: self.each(v, p, ANY_LENGTH, self.boost),
                "attack": lambda v, p: self.optional(v, p, self.attack),
                "text": self.rule_text,
                "house_rule": self.flag,
                "step": lambda v, p: self.choice(v, p, _STEPS),
                "glory_paid": self.glory,
            },
        )
        if values is None:
            return None
        values["power_key"] = values.pop("key")  # the column's name
        values["boosts"] = tuple(values["boosts"])
        values["step"] = PowerStep(values["step"])
        return ParsedGodPower(**values)

    def attack(self, value: Any, path: str) -> AttackProfile | None:
        """An attack profile (warrior or God Power), checked by the rules' own constructor."""
        read = self.record(
            value,
            path,
            {
                "name": self.label,
                "st": lambda v, p: self.optional(v, p, self.two_digits),
                "rn": lambda v, p: self.text(v, p, limit=10, blank=False),
                "abilities": self.labels,
            },
        )
        if read is None:
            return None
        try:
            return AttackProfile(read["name"], read["st"], read["rn"], tuple(read["abilities"]))
        except RulesError as exc:
            self.problem(child(path, "rn"), reason(exc))
            return None

    def boost(self, value: Any, path: str) -> Boost | None:
        read = self.record(
            value,
            path,
            {
                "godspark": self.two_digits,
                "effect": lambda v, p: self.text(v, p, limit=MAX_TEXT, blank=False),
            },
        )
        return None if read is None else Boost(**read)

    def item(self, value: Any, path: str) -> ParsedItem | None:
        values = self.record(
            value,
            path,
            {
                "key": self.label,
                "name": self.label,
                "kind": lambda v, p: self.choice(v, p, ("equipment", "artifact")),
                "text": self.rule_text,
                "house_rule": self.flag,
                "glory_paid": self.glory,
                "lost": self.flag,
                "lost_in_game": lambda v, p: self.optional(v, p, self.game),
            },
        )
        if values is None:
            return None
        values["item_key"] = values.pop("key")  # the column's name
        del values["lost_in_game"]  # kept in the file for people reading it
        return ParsedItem(**values)

    def ledger_entry(self, value: Any, path: str) -> tuple[str, int, str] | None:
        read = self.record(
            value,
            path,
            {
                "kind": lambda v, p: self.choice(v, p, _LEDGER_KINDS),
                "amount": lambda v, p: self.whole(v, p, -MAX_GLORY, MAX_GLORY),
                "note": lambda v, p: self.text(v, p, limit=2_000),
            },
        )
        if read is None:
            return None
        kind, amount, note = read["kind"], read["amount"], read["note"]
        # Spending takes Glory away; every other kind but a correction adds it.
        if kind == glory.LedgerKind.SPEND.value and amount > 0:
            self.problem(
                child(path, "amount"), T_("a spend is negative, found {amount}", amount=amount)
            )
            return None
        if amount < 0 and kind not in (glory.LedgerKind.SPEND, glory.LedgerKind.CORRECTION):
            self.problem(
                child(path, "amount"),
                T_("a {kind} entry cannot be negative ({amount})", kind=kind, amount=amount),
            )
            return None
        return kind, amount, note

    def store(self, value: Any, path: str) -> tuple[str, int, str] | None:
        read = self.record(
            value,
            path,
            {
                "name": self.named,
                "quantity": lambda v, p: self.whole(v, p, 1, 10_000),
                "source": lambda v, p: self.text(v, p, limit=200),
            },
        )
        if read is None:
            return None
        return read["name"], read["quantity"], read["source"]

    def unspent(self, clan: ParsedClan) -> None:
        entries = (glory.LedgerEntry(glory.LedgerKind(k), a) for k, a, _ in clan.ledger)
        summary = glory.summarize(clan.creation_cost, entries)
        if summary.unspent < 0:
            self.problem(
                "ledger",
                T_(
                    "leaves {unspent} unspent Glory ({starting} − {creation_cost} creation cost"
                    " + {collected} collected + {found} found − {spent} spent); it cannot go"
                    " below 0",
                    unspent=summary.unspent,
                    starting=glory.STARTING_GLORY,
                    creation_cost=summary.creation_cost,
                    collected=summary.collected,
                    found=summary.found,
                    spent=summary.spent,
                ),
            )
