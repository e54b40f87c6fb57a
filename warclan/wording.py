"""One wording for the same problem in every file warclan reads.

War Clan files, warband files, house-rules files and the rules catalogues (profiles
included) describe a bad value or a bad file in these words, so a player who has read
one refusal can read them all: ``expected a whole number, found text '3'``, ``unknown
field (did you mean 'name'?)``, ``is missing``, ``is 130 characters; at most 120``.
Callers put the path in front (``warriors[2].cp.speed: …``). Standard library only.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any, Final

from warclan import jsonfile
from warclan.text import printable

MISSING: Final = "is missing"
LONG_NUMBER: Final = 20  # digits beyond which a number is described, not printed


class LongNumber:
    """A whole number too long to be meant (read with ``parse_int=long_numbers``); kept so
    that the checks report it at its path. ``int()`` refuses more than 4300 digits with a
    bare ValueError, and 10**30 is no count of anything in a game."""

    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits


def long_numbers(text: str) -> int | LongNumber:
    """``parse_int`` for ``jsonfile.parse_text``: long numbers become ``LongNumber``."""
    digits = len(text.lstrip("-"))
    return LongNumber(digits) if digits > LONG_NUMBER else int(text)


def found(value: Any) -> str:
    """The value as a refusal shows it: its kind, and itself when short."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        shown = jsonfile.printable(repr(value[:40]))
        return f"text {shown}" + ("…" if len(value) > 40 else "")
    if isinstance(value, LongNumber):
        return f"a number with {value.digits:,} digits"
    if isinstance(value, int) and len(str(abs(value))) > LONG_NUMBER:
        return f"a number with {len(str(abs(value))):,} digits"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, list):
        return "a list"
    return "an object" if isinstance(value, dict) else type(value).__name__


def expected(what: str, value: Any) -> str:
    """``expected a whole number, found text '3'``."""
    return f"expected {what}, found {found(value)}"


def at_least(low: int, value: Any) -> str:
    return f"must be at least {low}, found {found(value).removeprefix('the number ')}"


def at_most(high: int, value: Any) -> str:
    return f"must be at most {high}, found {found(value).removeprefix('the number ')}"


def not_one_of(allowed: Iterable[str], text: str, what: str | None = None) -> str:
    """A word that is not among ``allowed``: ``unknown stat 'xp'; stats are ap, …`` when
    the words have a name (``what``), else ``must be one of founding, later, found 'x'``."""
    listed = ", ".join(allowed)
    if what is not None:
        return f"unknown {what} {printable(text)}; {what}s are {listed}"
    return f"must be one of {listed}, found {printable(text)}"


def unknown_field(key: str, known: Iterable[str]) -> str:
    """``unknown field (did you mean 'name'?)``, or the fields allowed when none is near."""
    known = tuple(known)
    near = difflib.get_close_matches(key, known, n=1)
    if near:
        return f"unknown field (did you mean {near[0]!r}?)"
    return f"unknown field (fields here: {', '.join(known)})"


def too_long(length: int, limit: int) -> str:
    return f"is {length:,} characters; at most {limit:,}"


def too_many(count: int, limit: int) -> str:
    return f"has {count:,} entries; at most {limit:,}"


def file_too_big(size: int, limit: int, what: str) -> str:
    """Said after the file's name: ``x.json: is 6,000,000 bytes; a … may be at most …``."""
    return f"is {size:,} bytes; a {what} may be at most {limit:,} bytes, so it was not read"


def unreadable(exc: jsonfile.JsonFileError) -> str:
    """Said after the file's name: a file that could not be opened at all."""
    match exc.kind:
        case jsonfile.MISSING:
            return "cannot be read: no such file"
        case jsonfile.FOLDER:
            return "cannot be read: it is a folder"
        case jsonfile.NOT_FILE:
            return "cannot be read: not a regular file"
        case _:
            return f"cannot be read: {exc.message}"


def read_problem(exc: jsonfile.JsonFileError, limit: int, what: str) -> str:
    """Said after the file's name: any reason ``jsonfile.read_limited`` refused it."""
    if exc.kind == jsonfile.TOO_BIG:
        return file_too_big(exc.size, limit, what)
    return unreadable(exc)


def not_format(what: str, expected_format: str, value: Any) -> str:
    """A file of another kind: one problem instead of a hundred."""
    shown = "none" if value is None else found(value)
    return f"not a {what} (expected format {expected_format!r}, found {shown})"


def newer_version(what: str, version: int, supported: int) -> str:
    return (
        f"the file is a {what} of version {version}; this warclan reads version {supported}: "
        "update warclan to read it"
    )


def json_problem(exc: jsonfile.JsonFileError) -> str:
    """Why the bytes are not usable JSON (after the file was read)."""
    match exc.kind:
        case jsonfile.NOT_UTF8:
            return f"not UTF-8 text (byte {exc.byte})"
        case jsonfile.SYNTAX:
            cut = "; it looks cut short" if exc.cut_short else ""
            return f"not valid JSON at line {exc.line}, column {exc.column}: {exc.message}{cut}"
        case jsonfile.TOO_DEEP:
            return "nested too deeply to read"
        case _:  # a repeated key, NaN, a number too long to read
            return exc.message
