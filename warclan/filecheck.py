"""The checker every file reader builds on: it walks parsed JSON and collects every problem
with its path (``warriors[2].cp.speed: expected a whole number, found text '3'``) instead
of stopping at the first, worded as ``warclan.wording`` words them and with text checked
as ``warclan.text`` checks it.

Each reader declares its format as a subclass that reads one object after another with
these primitives; a primitive returns the value, or None once the problem is recorded, so
checks across fields run only over values read in full. (Strict pydantic models were
weighed: each of their error types would need its message rewritten to keep saying what
was found, and names, limits and cross-field rules would still be checked by hand, so the
formats are declared here, on one checker.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Final, TypeVar

from warclan import wording
from warclan.text import text_problem, tidy_name, tidy_text

T = TypeVar("T")
TOP: Final = "(top level)"  # the path of the document itself


def child(path: str, key: str | int) -> str:
    """The path of a field or list item below ``path``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path and path != TOP else key


class Checker:
    """Collects ``path: message`` problems; subclasses read one file format."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def problem(self, path: str, message: str) -> None:
        self.problems.append(f"{path or TOP}: {message}")

    def object(self, value: Any, path: str, allowed: Iterable[str]) -> dict[str, Any] | None:
        """An object whose fields are all in ``allowed`` (an unknown one is a problem, so that
        a misspelt field is not silently lost)."""
        if not isinstance(value, dict):
            self.problem(path, wording.expected("an object", value))
            return None
        known = tuple(allowed)
        for key in value:
            if key not in known:
                self.problem(child(path, key), wording.unknown_field(key, known))
        return value

    def required(
        self,
        item: dict[str, Any],
        key: str,
        path: str,
        check: Callable[[Any, str], T | None],
    ) -> T | None:
        """``check`` on a field that must be there."""
        where = child(path, key)
        if key not in item:
            self.problem(where, wording.MISSING)
            return None
        return check(item[key], where)

    def list(self, value: Any, path: str, limit: int) -> Sequence[Any] | None:
        if not isinstance(value, list):
            self.problem(path, wording.expected("a list", value))
            return None
        if len(value) > limit:
            self.problem(path, wording.too_many(len(value), limit))
            return None
        return value

    def text(self, value: Any, path: str, *, limit: int, blank: bool = True) -> str | None:
        """A text (line breaks allowed), NFC."""
        if not isinstance(value, str):
            self.problem(path, wording.expected("text", value))
            return None
        if not blank and not value.strip():
            self.problem(path, "must not be blank")
            return None
        if len(value) > limit:
            self.problem(path, wording.too_long(len(value), limit))
            return None
        problem = text_problem(value)
        if problem is not None:
            self.problem(path, problem)
            return None
        return tidy_text(value)

    def name(self, value: Any, path: str, *, limit: int) -> str | None:
        """A name as every writer stores it (``warclan.text``); blank names are left to the
        caller, whose rules may word them."""
        if not isinstance(value, str):
            self.problem(path, wording.expected("text", value))
            return None
        problem = text_problem(value, name=True)
        if problem is not None:
            self.problem(path, problem)
            return None
        name = tidy_name(value)
        if len(name) > limit:
            self.problem(path, wording.too_long(len(name), limit))
            return None
        return name

    def whole(
        self, value: Any, path: str, low: int | None = None, high: int | None = None
    ) -> int | None:
        # bool is an int in Python but not a number in a file.
        if isinstance(value, bool) or not isinstance(value, int):
            self.problem(path, wording.expected("a whole number", value))
            return None
        if low is not None and value < low:
            self.problem(path, wording.at_least(low, value))
            return None
        if high is not None and value > high:
            self.problem(path, wording.at_most(high, value))
            return None
        return value

    def flag(self, value: Any, path: str) -> bool | None:
        if not isinstance(value, bool):
            self.problem(path, wording.expected("true or false", value))
            return None
        return value
