"""Dice: every roll is either entered (rolled at the table) or rolled by the program.

Rules never roll for themselves; they ask a :class:`DiceSource` for the next value of
a given kind, and the source records every value it hands out, so the history shows
exactly what was rolled and where each value came from.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from warclan.i18n_text import T_, Text
from warclan.rules.errors import RulesError


class DiceKind(StrEnum):
    TWO_D6 = "2D6"
    ONE_D6 = "1D6"
    D10 = "D10"

    @property
    def low(self) -> int:
        return 2 if self is DiceKind.TWO_D6 else 1

    @property
    def high(self) -> int:
        return {DiceKind.TWO_D6: 12, DiceKind.ONE_D6: 6, DiceKind.D10: 10}[self]

    @property
    def label(self) -> Text:
        """The dice as the window writes them (German: 2W6)."""
        return {DiceKind.TWO_D6: T_("2D6"), DiceKind.ONE_D6: T_("1D6"), DiceKind.D10: T_("D10")}[
            self
        ]


class DiceOrigin(StrEnum):
    ENTERED = "entered"
    ROLLED = "rolled"


@dataclass(frozen=True, slots=True)
class DiceRoll:
    """One value a ``DiceSource`` handed out: the kind of dice, entered or rolled, and what for."""

    kind: DiceKind
    value: int
    origin: DiceOrigin
    purpose: str


def check_value(kind: DiceKind, value: int, purpose: str = "") -> int:
    """Refuse a value the dice cannot show (saying what the roll was for, when given)."""
    args = {
        "kind": kind.label,
        "purpose": purpose,
        "value": value,
        "low": kind.low,
        "high": kind.high,
    }
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(
            T_("{kind} roll for {purpose} must be a whole number, not {value!r}", **args)
            if purpose
            else T_("{kind} roll must be a whole number, not {value!r}", **args)
        )
    if not kind.low <= value <= kind.high:
        raise RulesError(
            T_("{kind} roll for {purpose} must be {low}–{high}, not {value}", **args)
            if purpose
            else T_("{kind} roll must be {low}–{high}, not {value}", **args)
        )
    return value


class DiceNeeded(RulesError):
    """A roll the rules asked for that nobody entered: ``kind`` of die, ``purpose`` (whose
    roll and what for, in words) and ``key`` (whose dice, e.g. a warrior id) let a front end
    ask for exactly that die; ``note`` is added to the message."""

    def __init__(
        self, kind: DiceKind, purpose: str, key: str | None = None, note: str = ""
    ) -> None:
        self.kind = kind
        self.purpose = purpose
        self.key = key
        if purpose:
            message = T_(
                "another {kind} roll is needed for {purpose}{note}",
                kind=kind.label,
                purpose=purpose,
                note=note,
            )
        else:
            message = T_("another {kind} roll is needed{note}", kind=kind.label, note=note)
        super().__init__(message)


class DiceSource:
    """Hands out dice values in order and keeps the record of every one."""

    def __init__(self) -> None:
        self.log: list[DiceRoll] = []

    def roll(self, kind: DiceKind, purpose: str, slot: str = "") -> int:
        """The next value; ``slot`` names the roll (e.g. "injury") for sources that keep
        entered values apart by what they are for."""
        value, origin = self._next(kind, purpose)
        check_value(kind, value, purpose)
        self.log.append(DiceRoll(kind, value, origin, purpose))
        return value

    def _next(self, kind: DiceKind, purpose: str) -> tuple[int, DiceOrigin]:
        raise NotImplementedError


class RandomDice(DiceSource):
    """The program rolls, with a seedable generator so a run can be repeated."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()
        self._rng = random.Random(seed)

    def _next(self, kind: DiceKind, purpose: str) -> tuple[int, DiceOrigin]:
        if kind is DiceKind.TWO_D6:
            value = self._rng.randint(1, 6) + self._rng.randint(1, 6)
        else:
            value = self._rng.randint(kind.low, kind.high)
        return value, DiceOrigin.ROLLED


class EnteredDice(DiceSource):
    """Values rolled at the table, consumed in order.

    With ``fallback`` the program rolls once the entered values run out; without it,
    running out is an error naming the roll still needed.
    """

    def __init__(
        self, values: Iterable[int], fallback: DiceSource | None = None, key: str | None = None
    ) -> None:
        super().__init__()
        self._values: list[int] = list(values)
        self._fallback = fallback
        self._key = key

    def _next(self, kind: DiceKind, purpose: str) -> tuple[int, DiceOrigin]:
        if self._values:
            value = self._values.pop(0)
            check_value(kind, value, purpose)
            return value, DiceOrigin.ENTERED
        if self._fallback is not None:
            value = self._fallback.roll(kind, purpose)
            self._fallback.log.pop()
            return value, DiceOrigin.ROLLED
        raise DiceNeeded(kind, purpose, self._key)

    @property
    def unused(self) -> Sequence[int]:
        return tuple(self._values)


class SlottedDice(EnteredDice):
    """Entered values kept apart by slot (the roll they are for), then the values entered
    in one flat list, then the fallback. A slot's values nobody asked for are left over."""

    def __init__(
        self,
        slots: Mapping[str, Iterable[int]],
        values: Iterable[int] = (),
        fallback: DiceSource | None = None,
        key: str | None = None,
    ) -> None:
        super().__init__(values, fallback, key)
        self._slots = {slot: list(v) for slot, v in slots.items()}
        self._slot = ""

    def roll(self, kind: DiceKind, purpose: str, slot: str = "") -> int:
        self._slot = slot
        return super().roll(kind, purpose, slot)

    def _next(self, kind: DiceKind, purpose: str) -> tuple[int, DiceOrigin]:
        queue = self._slots.get(self._slot)
        if queue:
            value = queue.pop(0)
            check_value(kind, value, purpose)
            return value, DiceOrigin.ENTERED
        return super()._next(kind, purpose)

    @property
    def unused_slots(self) -> dict[str, Sequence[int]]:
        return {slot: tuple(v) for slot, v in self._slots.items() if v}


@dataclass(slots=True)
class DiceByKey:
    """One dice source per key (e.g. per warrior) with one shared fallback; each key's
    source keeps its own log, in the order its rolls were asked for."""

    entered: dict[str, list[int]] = field(default_factory=dict)
    fallback: DiceSource | None = None
    slots: dict[str, dict[str, list[int]]] = field(default_factory=dict)  # key -> slot -> values
    # The keys the fallback may roll for (None: every key); another key's missing die is
    # DiceNeeded, so nobody gets a die rolled that the player did not ask for.
    rolled_keys: frozenset[str] | None = None
    _sources: dict[str, SlottedDice] = field(default_factory=dict)

    def for_key(self, key: str) -> SlottedDice:
        if key not in self._sources:
            may_roll = self.rolled_keys is None or key in self.rolled_keys
            self._sources[key] = SlottedDice(
                self.slots.get(key, {}),
                self.entered.get(key, ()),
                self.fallback if may_roll else None,
                key,
            )
        return self._sources[key]

    def unused_slots(self) -> dict[str, dict[str, Sequence[int]]]:
        """Values entered for a named roll that never came (e.g. a severe roll for a
        warrior who only recovered)."""
        left: dict[str, dict[str, Sequence[int]]] = {}
        for key, slots in self.slots.items():
            remaining: dict[str, Sequence[int]] = (
                dict(self._sources[key].unused_slots)
                if key in self._sources
                else {s: tuple(v) for s, v in slots.items() if v}
            )
            if remaining:
                left[key] = remaining
        return left

    def unused(self) -> dict[str, Sequence[int]]:
        """Entered values nobody asked for: a typo the user should hear about."""
        left: dict[str, Sequence[int]] = {}
        for key, values in self.entered.items():
            remaining = self._sources[key].unused if key in self._sources else tuple(values)
            if remaining:
                left[key] = remaining
        return left
