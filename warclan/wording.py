"""One wording for the same problem in every file warclan reads.

War Clan files, warband files, house-rules files and the rules catalogues (profiles
included) describe a bad value or a bad file in these words, so a player who has read
one refusal can read them all: ``expected a whole number, found text '3'``, ``unknown
field (did you mean 'name'?)``, ``is missing``, ``is 130 characters; at most 120``.
Callers put the path in front (``warriors[2].cp.speed: …``). Standard library only.

Each wording is a ``T_()`` text (``warclan.i18n_text``): ``str()`` is the English above,
and the window shows it in its language. The words callers pass for what was expected
or what a file is ("a whole number", "War Clan file") are looked up in ``WORDS``, so the
window translates them too; a word not there stays as given.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any, Final

from warclan import jsonfile
from warclan.i18n_text import T_
from warclan.os_reasons import OS_REASONS
from warclan.text import printable

MISSING: Final = T_("is missing")
LONG_NUMBER: Final = 20  # digits beyond which a number is described, not printed
# The English words callers pass (kinds of value, kinds of file, kinds of word), as texts.
WORDS: Final = {
    "an object": T_("an object"),
    "a list": T_("a list"),
    "text": T_("text"),
    "a whole number": T_("a whole number"),
    "true or false": T_("true or false"),
    "rules file": T_("rules file"),
    "profile file": T_("profile file"),
    "warband file": T_("warband file"),
    "War Clan file": T_("War Clan file"),
    "house-rules file": T_("house-rules file"),
    "stat": T_("stat"),
    "catalogue": T_("catalogue"),
}


def word(english: str) -> str:
    """``english`` as a text the window translates, when it is one of ``WORDS``."""
    return WORDS.get(english, english)


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
    shown = _found(value)
    if isinstance(value, int | float) and shown == str(value) and not isinstance(value, bool):
        return T_("the number {value}", value=value)
    return shown


def _found(value: Any) -> str:
    """``found``, with a short number bare (``must be at least 1, found 0``)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        shown = jsonfile.printable(repr(value[:40])) + ("…" if len(value) > 40 else "")
        return T_("text {shown}", shown=shown)
    if isinstance(value, LongNumber):
        return T_("a number with {digits:,} digits", digits=value.digits)
    if isinstance(value, int) and len(str(abs(value))) > LONG_NUMBER:
        return T_("a number with {digits:,} digits", digits=len(str(abs(value))))
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, list):
        return T_("a list")
    return T_("an object") if isinstance(value, dict) else type(value).__name__


def expected(what: str, value: Any) -> str:
    """``expected a whole number, found text '3'``."""
    return T_("expected {what}, found {found}", what=word(what), found=found(value))


def at_least(low: int, value: Any) -> str:
    return T_("must be at least {low}, found {found}", low=low, found=_found(value))


def at_most(high: int, value: Any) -> str:
    return T_("must be at most {high}, found {found}", high=high, found=_found(value))


def not_one_of(allowed: Iterable[str], text: str, what: str | None = None) -> str:
    """A word that is not among ``allowed``: ``unknown stat 'xp'; stats are ap, …`` when
    the words have a name (``what``), else ``must be one of founding, later, found 'x'``."""
    listed = ", ".join(allowed)
    if what is not None:
        return T_(
            "unknown {what} {text}; {what}s are {listed}",
            what=word(what),
            text=printable(text),
            listed=listed,
        )
    return T_("must be one of {listed}, found {text}", listed=listed, text=printable(text))


def unknown_field(key: str, known: Iterable[str]) -> str:
    """``unknown field (did you mean 'name'?)``, or the fields allowed when none is near."""
    known = tuple(known)
    near = difflib.get_close_matches(key, known, n=1)
    if near:
        return T_("unknown field (did you mean {near!r}?)", near=near[0])
    return T_("unknown field (fields here: {fields})", fields=", ".join(known))


def duplicate_key(key: str) -> str:
    """A second entry with a key already used in the same list."""
    return T_("duplicate key {key!r}", key=key)


def too_long(length: int, limit: int) -> str:
    return T_("is {length:,} characters; at most {limit:,}", length=length, limit=limit)


def too_many(count: int, limit: int) -> str:
    return T_("has {count:,} entries; at most {limit:,}", count=count, limit=limit)


def file_too_big(size: int, limit: int, what: str) -> str:
    """Said after the file's name: ``x.json: is 6,000,000 bytes; a … may be at most …``."""
    return T_(
        "is {size:,} bytes; a {what} may be at most {limit:,} bytes, so it was not read",
        size=size,
        what=word(what),
        limit=limit,
    )


def unreadable(exc: jsonfile.JsonFileError) -> str:
    """Said after the file's name: a file that could not be opened at all."""
    match exc.kind:
        case jsonfile.MISSING:
            return T_("cannot be read: no such file")
        case jsonfile.FOLDER:
            return T_("cannot be read: it is a folder")
        case jsonfile.NOT_FILE:
            return T_("cannot be read: not a regular file")
        case _:
            # The OS's reason (strerror): in the window's language when it is a known one.
            reason = OS_REASONS.get(exc.message, exc.message)
            return T_("cannot be read: {message}", message=reason)


def read_problem(exc: jsonfile.JsonFileError, limit: int, what: str) -> str:
    """Said after the file's name: any reason ``jsonfile.read_limited`` refused it."""
    if exc.kind == jsonfile.TOO_BIG:
        return file_too_big(exc.size, limit, what)
    return unreadable(exc)


def not_format(what: str, expected_format: str, value: Any) -> str:
    """A file of another kind: one problem instead of a hundred."""
    shown = T_("none") if value is None else found(value)
    return T_(
        "not a {what} (expected format {expected_format!r}, found {shown})",
        what=word(what),
        expected_format=expected_format,
        shown=shown,
    )


def newer_version(what: str, version: int, supported: int) -> str:
    return T_(
        "the file is a {what} of version {version}; this warclan reads version {supported}: "
        "update warclan to read it",
        what=word(what),
        version=version,
        supported=supported,
    )


# The json module's own reasons (``JSONDecodeError.msg``), as texts; one it adds later
# stays English.
JSON_REASONS: Final = {
    "Expecting value": T_("Expecting value"),
    "Expecting ',' delimiter": T_("Expecting ',' delimiter"),
    "Expecting ':' delimiter": T_("Expecting ':' delimiter"),
    "Expecting property name enclosed in double quotes": T_(
        "Expecting property name enclosed in double quotes"
    ),
    "Unterminated string starting at": T_("Unterminated string starting at"),
    "Invalid control character at": T_("Invalid control character at"),
    "Invalid \\escape": T_("Invalid \\escape"),
    "Invalid \\uXXXX escape": T_("Invalid \\uXXXX escape"),
    "Extra data": T_("Extra data"),
    "Illegal trailing comma before end of object": T_(
        "Illegal trailing comma before end of object"
    ),
    "Illegal trailing comma before end of array": T_("Illegal trailing comma before end of array"),
}


def json_problem(exc: jsonfile.JsonFileError) -> str:
    """Why the bytes are not usable JSON (after the file was read)."""
    match exc.kind:
        case jsonfile.NOT_UTF8:
            return T_("not UTF-8 text (byte {byte})", byte=exc.byte)
        case jsonfile.SYNTAX:
            return T_(
                "not valid JSON at line {line}, column {column}: {message}{cut}",
                line=exc.line,
                column=exc.column,
                message=JSON_REASONS.get(exc.message, exc.message),
                cut=T_("; it looks cut short") if exc.cut_short else "",
            )
        case jsonfile.TOO_DEEP:
            return T_("nested too deeply to read")
        case _:  # a repeated key, NaN, a number too long to read
            return exc.message
