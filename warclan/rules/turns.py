"""What the game trackers of every system share: a tap, its whole-number argument, and
play passing to the next side in initiative order that still has someone to activate
(Ragnarok's core rules and Mors Regnat both alternate activations this way)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from warclan.i18n_text import T_
from warclan.rules.errors import RulesError


@dataclass(frozen=True, slots=True)
class Tap:
    """One thing done at the table: ``kind`` and its arguments (ids, deltas)."""

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)


def whole(data: Mapping[str, Any], key: str, error: type[RulesError]) -> int:
    """``data[key]`` as a whole number, or ``error`` saying it must be one."""
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise error(T_("{key} must be a whole number", key=key))
    return value


def next_in_order(
    order: Sequence[int], after: int | None, has_someone: Callable[[int], bool]
) -> int | None:
    """The side after ``after`` in ``order`` (from the first when None), going round,
    that still has a model to activate; None when nobody has."""
    if not order:
        return None
    start = order.index(after) + 1 if after in order else 0
    for i in range(len(order)):
        side = order[(start + i) % len(order)]
        if has_someone(side):
            return side
    return None
