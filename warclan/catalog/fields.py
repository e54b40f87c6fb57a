"""Typed reading of parsed JSON with the path of every value, for precise error messages.

Worded as every file reader words it (``warclan.wording``); text is checked as every
writer checks it (``warclan.text``)."""

from __future__ import annotations

import builtins
from collections.abc import Iterator, Mapping
from typing import Any

from warclan import wording
from warclan.catalog.errors import CatalogError
from warclan.text import text_problem, tidy_name

MAX_TEXT = 20_000  # characters of any one text in a rules file; a rule text is far shorter


class Node:
    """A JSON value with its path; each accessor checks the type it promises."""

    def __init__(self, value: Any, file: str, path: str = "") -> None:
        self.value = value
        self.file = file
        self.path = path

    def fail(self, message: str) -> CatalogError:
        return CatalogError(self.file, self.path or "(top level)", message)

    def _child(self, key: str | int) -> str:
        return (
            f"{self.path}[{key}]"
            if isinstance(key, int)
            else (f"{self.path}.{key}" if self.path else key)
        )

    def obj(self) -> Mapping[str, Any]:
        if not isinstance(self.value, dict):
            raise self.fail(wording.expected("an object", self.value))
        return self.value

    def has(self, key: str) -> bool:
        return key in self.obj()

    def get(self, key: str) -> Node:
        data = self.obj()
        if key not in data:
            raise CatalogError(self.file, self._child(key), wording.MISSING)
        return Node(data[key], self.file, self._child(key))

    def opt(self, key: str) -> Node | None:
        data = self.obj()
        return Node(data[key], self.file, self._child(key)) if key in data else None

    def items(self) -> Iterator[Node]:
        if not isinstance(self.value, list):
            raise self.fail(wording.expected("a list", self.value))
        for index, item in enumerate(self.value):
            yield Node(item, self.file, self._child(index))

    def str(self, *, blank: bool = False, limit: int = MAX_TEXT) -> str:
        if not isinstance(self.value, str):
            raise self.fail(wording.expected("text", self.value))
        if not blank and not self.value.strip():
            raise self.fail("must not be blank")
        if len(self.value) > limit:
            raise self.fail(wording.too_long(len(self.value), limit))
        problem = text_problem(self.value)
        if problem is not None:
            raise self.fail(problem)
        return self.value

    def name(self, limit: builtins.int) -> builtins.str:
        """A name, checked and tidied as every name warclan stores (``warclan.text``)."""
        if not isinstance(self.value, str):
            raise self.fail(wording.expected("text", self.value))
        problem = text_problem(self.value, name=True)
        if problem is not None:
            raise self.fail(problem)
        name = tidy_name(self.value)
        if not name:
            raise self.fail("must not be blank")
        if len(name) > limit:
            raise self.fail(wording.too_long(len(name), limit))
        return name

    def keys(self, known: tuple[builtins.str, ...]) -> None:
        """Refuse a field not in ``known`` (the first one, in the file's order)."""
        for key in self.obj():
            if key not in known:
                raise CatalogError(self.file, self._child(key), wording.unknown_field(key, known))

    def int(
        self, low: builtins.int | None = None, high: builtins.int | None = None
    ) -> builtins.int:
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            raise self.fail(wording.expected("a whole number", self.value))
        if low is not None and self.value < low:
            raise self.fail(wording.at_least(low, self.value))
        if high is not None and self.value > high:
            raise self.fail(wording.at_most(high, self.value))
        return self.value

    def opt_int(
        self, low: builtins.int | None = None, high: builtins.int | None = None
    ) -> builtins.int | None:
        return None if self.value is None else self.int(low, high)

    def opt_str(self) -> builtins.str | None:
        return None if self.value is None else self.str()

    def choice(self, allowed: tuple[builtins.str, ...]) -> builtins.str:
        text = self.str()
        if text not in allowed:
            raise self.fail(wording.not_one_of(allowed, text))
        return text

    def str_list(self) -> tuple[builtins.str, ...]:
        return tuple(item.str() for item in self.items())
