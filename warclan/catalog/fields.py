"""Typed reading of parsed JSON with the path of every value, for precise error messages."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from warclan.catalog.errors import CatalogError


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
            raise self.fail(f"expected an object, found {_kind(self.value)}")
        return self.value

    def has(self, key: str) -> bool:
        return key in self.obj()

    def get(self, key: str) -> Node:
        data = self.obj()
        if key not in data:
            raise CatalogError(self.file, self._child(key), "is missing")
        return Node(data[key], self.file, self._child(key))

    def opt(self, key: str) -> Node | None:
        data = self.obj()
        return Node(data[key], self.file, self._child(key)) if key in data else None

    def items(self) -> Iterator[Node]:
        if not isinstance(self.value, list):
            raise self.fail(f"expected a list, found {_kind(self.value)}")
        for index, item in enumerate(self.value):
            yield Node(item, self.file, self._child(index))

    def str(self, *, blank: bool = False) -> str:
        if not isinstance(self.value, str):
            raise self.fail(f"expected text, found {_kind(self.value)}")
        if not blank and not self.value.strip():
            raise self.fail("must not be blank")
        return self.value

    def int(self, low: int | None = None, high: int | None = None) -> int:
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            raise self.fail(f"expected a whole number, found {_kind(self.value)}")
        if low is not None and self.value < low:
            raise self.fail(f"must be at least {low}, found {self.value}")
        if high is not None and self.value > high:
            raise self.fail(f"must be at most {high}, found {self.value}")
        return self.value

    def opt_int(self, low: int | None = None, high: int | None = None) -> int | None:
        return None if self.value is None else self.int(low, high)

    def opt_str(self) -> str | None:
        return None if self.value is None else self.str()

    def choice(self, allowed: tuple[str, ...]) -> str:
        text = self.str()
        if text not in allowed:
            raise self.fail(f"must be one of {', '.join(allowed)}, found {text!r}")
        return text

    def str_list(self) -> tuple[str, ...]:
        return tuple(item.str() for item in self.items())


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    return {
        bool: "true/false",
        int: "a number",
        float: "a number",
        str: "text",
        list: "a list",
        dict: "an object",
    }.get(type(value), type(value).__name__)
