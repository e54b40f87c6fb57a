"""Morpheus Engine Model Profile and Attack profile (core rules, 000_1cf410f8624f862d.txt)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from warclan.i18n_text import T_, Text
from warclan.rules.errors import RulesError

STAT_NAMES: tuple[str, ...] = ("ap", "hp", "sp", "ma", "ra", "df", "rs", "dr", "mn")
# Shown in the window in its language (``i18n.text``); str() is the English.
STAT_LABELS: dict[str, Text] = {
    "ap": T_("Action Points"),
    "hp": T_("Health Points"),
    "sp": T_("Speed"),
    "ma": T_("Melee Attack"),
    "ra": T_("Ranged Attack"),
    "df": T_("Defense"),
    "rs": T_("Resilience"),
    "dr": T_("Drive"),
    "mn": T_("Mind"),
}
# Range codes that are not inches: ML = base-to-base Melee, MR = Melee Reach (2").
RANGE_CODES: tuple[str, ...] = ("ML", "MR")
MAX_RANGE = 999  # inches; longer is a typo (the longest printed range is 36)


def unknown_stat(stat: str) -> Text:
    """Why ``stat`` (as typed) is no stat: the rules and the post-game services say it alike."""
    return T_("unknown stat {stat!r}; stats are {names}", stat=stat, names=", ".join(STAT_NAMES))


@dataclass(frozen=True, slots=True)
class Stats:
    """The nine stats of a Model Profile, AP to MN (also improvements and penalties)."""

    ap: int
    hp: int
    sp: int
    ma: int
    ra: int
    df: int
    rs: int
    dr: int
    mn: int

    def __add__(self, other: Stats) -> Stats:
        return Stats(*(getattr(self, n) + getattr(other, n) for n in STAT_NAMES))

    def as_dict(self) -> dict[str, int]:
        return {n: getattr(self, n) for n in STAT_NAMES}

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any]) -> Stats:
        return cls(**{n: int(values.get(n, 0)) for n in STAT_NAMES})

    @classmethod
    def zero(cls) -> Stats:
        return cls(0, 0, 0, 0, 0, 0, 0, 0, 0)

    def with_delta(self, stat: str, delta: int) -> Stats:
        if stat not in STAT_NAMES:
            raise RulesError(unknown_stat(stat))
        return replace(self, **{stat: getattr(self, stat) + delta})


def check_range(rn: str) -> str:
    """RN is inches (a whole number) or one of the melee codes ML / MR."""
    text = rn.strip().upper()
    if text in RANGE_CODES or (text.isascii() and text.isdigit() and 0 < int(text) <= MAX_RANGE):
        return text
    raise RulesError(
        T_(
            "attack range must be 1–{max_range} inches or ML / MR, not {rn!r}",
            max_range=MAX_RANGE,
            rn=rn,
        )
    )


@dataclass(frozen=True, slots=True)
class AttackProfile:
    """One attack of a profile: name, Strength (ST), range (RN) and abilities."""

    name: str
    st: int | None  # None where the profile prints "-" (e.g. Aid attacks)
    rn: str
    abilities: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise RulesError(T_("an attack needs a name"))
        object.__setattr__(self, "rn", check_range(self.rn))

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "st": self.st, "rn": self.rn, "abilities": list(self.abilities)}

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> AttackProfile:
        st = data.get("st")
        return cls(
            name=str(data["name"]),
            st=None if st in (None, "-") else int(st),
            rn=str(data["rn"]),
            abilities=tuple(str(a) for a in data.get("abilities", ())),
        )


@dataclass(frozen=True, slots=True)
class ModelProfile:
    """A Model Profile a warrior is recruited from: stats, cost, size and attacks."""

    key: str
    name: str
    faction: str
    stats: Stats
    cost: int
    size: int
    base_size: str  # e.g. "30mm"
    special_abilities: tuple[str, ...] = ()
    attacks: tuple[AttackProfile, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise RulesError(T_("a model profile needs a name"))
        if self.cost < 0:
            raise RulesError(
                T_(
                    "{name}: cost cannot be negative ({cost})",
                    name=self.name,
                    cost=self.cost,
                )
            )
        if self.stats.hp <= 0:
            raise RulesError(T_("{name}: HP must be at least 1", name=self.name))

    def as_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "name": self.name,
            "faction": self.faction,
            **self.stats.as_dict(),
            "cost": self.cost,
            "size": self.size,
            "base_size": self.base_size,
            "special_abilities": list(self.special_abilities),
            "attacks": [a.as_dict() for a in self.attacks],
        }

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> ModelProfile:
        missing = [n for n in (*STAT_NAMES, "key", "name", "cost") if n not in data]
        if missing:
            raise RulesError(T_("model profile is missing {names}", names=", ".join(missing)))
        return cls(
            key=str(data["key"]),
            name=str(data["name"]),
            faction=str(data.get("faction", "")),
            stats=Stats.from_mapping(data),
            cost=int(data["cost"]),
            size=int(data.get("size", 1)),
            base_size=str(data.get("base_size", "")),
            special_abilities=tuple(str(s) for s in data.get("special_abilities", ())),
            attacks=tuple(AttackProfile.from_mapping(a) for a in data.get("attacks", ())),
        )


assert tuple(f.name for f in fields(Stats)) == STAT_NAMES
