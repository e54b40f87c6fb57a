"""Strict reading of JSON files, shared by every reader of data warclan did not write itself.

The primitives here do the checks; the callers word the messages. A file is read only if
it is a regular file (unless told otherwise) no bigger than a limit, and never more than
that limit even if it grows meanwhile; it must be UTF-8; it is parsed with ``json`` only
(never executed), refusing repeated keys, NaN/Infinity, integers too long to read and
nesting too deep for the parser. Every failure is one ``JsonFileError`` whose ``kind``
says which check failed, so each caller can keep its own wording.

Text that JSON can carry but warclan cannot keep (lone surrogates, ``"\\ud800"``) parses
fine, so it is found afterwards by ``invalid_text``: stored, such text would later break
printing, exports and rosters. Pure standard library: no Qt, no SQL.
"""

from __future__ import annotations

import json
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from warclan.i18n_text import T_, Text, fill, reason
from warclan.text import surrogate

# kinds of JsonFileError
MISSING: Final = "missing"  # no such file
FOLDER: Final = "folder"  # a directory
NOT_FILE: Final = "not a file"  # a device, a pipe, a socket
UNREADABLE: Final = "unreadable"  # any other OSError; ``message`` is the system's reason
TOO_BIG: Final = "too big"  # ``size`` bytes; ``grown``: found while reading, not by stat
NOT_UTF8: Final = "not utf-8"  # ``byte``: where decoding failed
SYNTAX: Final = "syntax"  # ``line``, ``column``, ``message``, ``cut_short``
TOO_DEEP: Final = "too deep"  # nested deeper than the parser can go
NOT_ALLOWED: Final = "not allowed"  # a repeated key, NaN, a number too long to read


class JsonFileError(Exception):
    """Why a file or text is not usable JSON; ``kind`` is one of the constants above and
    ``message`` a plain description (the parser's, or the system's)."""

    def __init__(
        self,
        kind: str,
        message: str = "",
        *,
        size: int = 0,
        grown: bool = False,
        byte: int = 0,
        line: int = 0,
        column: int = 0,
        cut_short: bool = False,
    ) -> None:
        super().__init__(message or kind)
        self.kind = kind
        self.message = message
        self.size = size
        self.grown = grown
        self.byte = byte
        self.line = line
        self.column = column
        self.cut_short = cut_short


def read_limited(path: Path, limit: int, *, regular_only: bool = True) -> bytes:
    """At most ``limit`` bytes of the file at ``path``: a bigger file is refused before it
    is read, and one that grows meanwhile is refused too. ``regular_only=False`` lets
    devices and pipes through (a folder never is)."""
    try:
        info = path.stat()
    except FileNotFoundError as exc:
        raise JsonFileError(MISSING, exc.strerror or str(exc)) from exc
    except OSError as exc:
        raise JsonFileError(UNREADABLE, exc.strerror or str(exc)) from exc
    if stat.S_ISDIR(info.st_mode):
        raise JsonFileError(FOLDER)
    if regular_only and not stat.S_ISREG(info.st_mode):
        raise JsonFileError(NOT_FILE)
    if info.st_size > limit:
        raise JsonFileError(TOO_BIG, size=info.st_size)
    try:
        with path.open("rb") as handle:
            data = handle.read(limit + 1)  # the file may have grown since stat()
    except FileNotFoundError as exc:  # removed since stat()
        raise JsonFileError(MISSING, exc.strerror or str(exc)) from exc
    except IsADirectoryError as exc:
        raise JsonFileError(FOLDER) from exc
    except OSError as exc:
        raise JsonFileError(UNREADABLE, exc.strerror or str(exc)) from exc
    if len(data) > limit:
        raise JsonFileError(TOO_BIG, size=len(data), grown=True)
    return data


def decode(data: bytes, *, bom: bool = True) -> str:
    """UTF-8 text; ``bom`` tolerates the byte-order mark some editors write."""
    try:
        return data.decode("utf-8-sig" if bom else "utf-8")
    except UnicodeDecodeError as exc:
        raise JsonFileError(NOT_UTF8, "not UTF-8 text", byte=exc.start) from exc


def parse_text(
    text: str,
    *,
    key_noun: str = "key",
    parse_int: Callable[[str], Any] | None = None,
) -> Any:
    """The parsed JSON of ``text``, strictly: a repeated key ("the ``key_noun`` 'x' appears
    twice in one object"), NaN or Infinity, and integers too long to read are refused.
    ``parse_int`` replaces ``int`` for whole numbers, e.g. to keep huge ones as markers."""

    def unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        # Python keeps the last of two equal keys; a file that says two things is refused.
        result: dict[str, Any] = {}
        for key, value in pairs:
            if key in result:
                raise ValueError(_twice(key_noun, key))
            result[key] = value
        return result

    try:
        return json.loads(
            text, object_pairs_hook=unique, parse_constant=_no_constant, parse_int=parse_int
        )
    except json.JSONDecodeError as exc:
        cut = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        raise JsonFileError(
            SYNTAX, exc.msg, line=exc.lineno, column=exc.colno, cut_short=cut
        ) from exc
    except RecursionError as exc:
        raise JsonFileError(TOO_DEEP, "nested too deeply") from exc
    except ValueError as exc:  # repeated keys, NaN, integers with thousands of digits
        raise JsonFileError(NOT_ALLOWED, reason(exc)) from exc


def _twice(key_noun: str, key: str) -> Text:
    if key_noun == "field":
        return T_("the field {key!r} appears twice in one object", key=key)
    if key_noun == "key":
        return T_("the key {key!r} appears twice in one object", key=key)
    return T_("the {key_noun} {key!r} appears twice in one object", key_noun=key_noun, key=key)


def _no_constant(name: str) -> Any:
    raise ValueError(T_("{name} is not a number JSON allows", name=name))


def too_deep(value: Any, max_depth: int) -> bool:
    """Whether parsed JSON nests deeper than ``max_depth``, found without recursion."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = (
            item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
        )
        if children and depth > max_depth:
            return True
        stack.extend((inner, depth + 1) for inner in children)
    return False


# --- text JSON can carry but warclan cannot keep -----------------------------------------


def printable(text: str) -> str:
    """``text`` with anything UTF-8 cannot hold shown as an escape (safe in a message)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _valid(text: str) -> bool:
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


TOP: Final = T_("(top level)")  # the path of the document itself


def child(path: str, key: str | int) -> str:
    """The path of a field or list item below ``path`` (``warriors[2].cp.speed``): the one
    path joiner of every file reader."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{printable(key)}" if path and path != TOP else printable(key)


def invalid_text(document: Any, root: str = TOP) -> list[str]:
    """A problem (``path: message``) for every string, key or value, in parsed JSON that is
    not valid Unicode text (a lone surrogate); ``root`` names the document itself."""
    return [
        fill("{path}: {message}", path=path, message=message)
        for path, message in text_problems(document, root)
    ]


def text_problems(document: Any, root: str = TOP) -> list[tuple[str, Text]]:
    """``invalid_text`` as (path, message) pairs, for callers that place them."""
    problems: list[tuple[str, Text]] = []
    stack: list[tuple[str, Any]] = [("", document)]  # no recursion: the depth is the file's
    while stack:
        path, value = stack.pop()
        if isinstance(value, str):
            if not _valid(value):
                problems.append((path or root, _in_text(value)))
        elif isinstance(value, dict):
            children = []
            for key, item in value.items():
                if not _valid(key):
                    problems.append((path or root, _in_field_name(key)))
                children.append((child(path, key), item))
            stack.extend(reversed(children))
        elif isinstance(value, list):
            stack.extend(reversed([(child(path, i), item) for i, item in enumerate(value)]))
    return problems


def _surrogate_in(text: str) -> Text:
    return surrogate(next((c for c in text if 0xD800 <= ord(c) <= 0xDFFF), "\ufffd"))


def _in_text(text: str) -> Text:
    return T_(
        "the text contains {surrogate}, which is not valid text", surrogate=_surrogate_in(text)
    )


def _in_field_name(key: str) -> Text:
    return T_(
        'the field name "{shown}" contains {surrogate}, which is not valid text',
        shown=printable(key)[:60],
        surrogate=_surrogate_in(key),
    )
