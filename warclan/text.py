"""What text warclan keeps: the one check every writer of names and texts uses.

Names come from the command line, the window and four kinds of file. Whatever their
source, a name is refused when it holds something that would break or fool what prints
it later: a lone surrogate (a byte that was not UTF-8, smuggled in by the operating
system or by a ``\\udcff`` escape in JSON), a control character (ESC colours the terminal
of everyone who lists campaigns, CR/LF forge lines), a bidirectional override (text that
displays in another order than it reads) or a zero-width character that hides in a name.
Zero-width (non-)joiners inside a word stay: some scripts need them. Accepted names are
normalised to NFC so that "é" typed two ways is one name. Longer texts (descriptions,
notes) may hold line breaks and tabs, and nothing else of the above.

Positions in messages count characters from 1, as a person counts them. The refusals
are ``T_()`` texts (``warclan.i18n_text``): English for the command line, translated by
the window. Standard library only.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

from warclan.i18n_text import T_, Text

# Characters that reorder the display of text around them (embeddings, overrides,
# isolates); the plain marks LRM/RLM stay, as they only nudge neutral characters.
BIDI_CONTROLS: Final = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
ZERO_WIDTH: Final = frozenset("\u200b\u2060\ufeff")  # space, word joiner, BOM: never needed
JOINERS: Final = frozenset("\u200c\u200d")  # ZWNJ, ZWJ: only between two letters
TEXT_CONTROLS_ALLOWED: Final = frozenset("\t\n\r")


def _code(char: str) -> str:
    return f"U+{ord(char):04X}"


def surrogate(char: str) -> Text:
    """How every reader names a lone surrogate (also ``warclan.jsonfile``)."""
    return T_("{code}, a lone surrogate (half of a UTF-16 pair)", code=f"\\u{ord(char):04x}")


# What a refused character is, by kind: a sentence each, so that a language can place
# the position and the reason where its grammar wants them.
_SURROGATE: Final = "surrogate"
_CONTROL: Final = "control"
_BIDI: Final = "bidi"
_INVISIBLE: Final = "invisible"
_JOINER: Final = "joiner"


def _char_problem(char: str, *, name: bool) -> str | None:
    """The kind of refused character ``char`` is, or None when it may stay."""
    code = ord(char)
    if 0xD800 <= code <= 0xDFFF:
        return _SURROGATE
    if code < 0x20 or 0x7F <= code <= 0x9F:
        if not name and char in TEXT_CONTROLS_ALLOWED:
            return None
        return _CONTROL
    if char in BIDI_CONTROLS:
        return _BIDI
    if char in ZERO_WIDTH:
        return _INVISIBLE
    if name and char in JOINERS:
        return _JOINER
    return None


def _described(kind: str, char: str, position: int) -> Text:
    code = _code(char)
    if kind == _SURROGATE:
        return T_(
            "has {surrogate} at character {position}, which is not valid text",
            surrogate=surrogate(char),
            position=position,
        )
    if kind == _CONTROL:
        return T_(
            "has the control character {code} at character {position}",
            code=code,
            position=position,
        )
    if kind == _BIDI:
        return T_(
            "has the bidirectional control {code} at character {position}, "
            "which changes how text displays",
            code=code,
            position=position,
        )
    if kind == _INVISIBLE:
        return T_(
            "has the invisible character {code} at character {position}",
            code=code,
            position=position,
        )
    return T_(
        "has the zero-width joiner {code} at character {position} outside a word",
        code=code,
        position=position,
    )


def text_problem(value: str, *, name: bool = False) -> Text | None:
    """Why ``value`` cannot be kept, with the position, or None when it can.

    ``name`` applies the rules for names (no line breaks or tabs, joiners only inside a
    word)."""
    if value.isascii() and value.isprintable():
        return None  # the usual case, decided without looking at each character
    for index, char in enumerate(value):
        kind = _char_problem(char, name=name)
        if kind is not None and char in JOINERS and _inside_word(value, index):
            continue
        if kind is not None:
            return _described(kind, char, index + 1)
    return None


def _inside_word(value: str, index: int) -> bool:
    before = value[index - 1] if index else " "
    after = value[index + 1] if index + 1 < len(value) else " "
    return not any(c.isspace() or c in JOINERS for c in (before, after))


def tidy_name(value: str) -> str:
    """A name as stored: NFC, runs of whitespace collapsed, no spaces at either end.
    Check it with ``text_problem(value, name=True)`` first."""
    return " ".join(unicodedata.normalize("NFC", value).split())


def tidy_text(value: str) -> str:
    """A longer text as stored: NFC (its line breaks and spacing are the writer's)."""
    return unicodedata.normalize("NFC", value)


def printable(value: str, limit: int = 60) -> str:
    """``value`` quoted for a message: control characters and surrogates escaped, cut to
    ``limit`` characters, so that a refusal cannot itself colour the terminal."""
    shown = repr(value[:limit]).encode("utf-8", "backslashreplace").decode("utf-8")
    return shown + ("…" if len(value) > limit else "")


def harmless(message: str, limit: int = 300) -> str:
    """A message that quotes what someone typed, safe for a terminal: control characters,
    bidirectional controls and other invisible ones shown as escapes (``\\x1b``), line
    breaks included, and the whole cut to ``limit`` characters."""
    shown = "".join(_escaped(c) for c in message[: limit + 1])
    return shown[:limit] + ("…" if len(shown) > limit or len(message) > limit else "")


def _escaped(char: str) -> str:
    if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Zl", "Zp"):
        return repr(char)[1:-1] if ord(char) < 0x10000 else f"\\U{ord(char):08x}"
    return char


_BIDI_CONTROLS = frozenset(chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A)))


def terminal_safe(value: str) -> str:
    """Text bound for a terminal: line breaks and tabs kept (CR LF as a line break); any
    other control character, and the bidirectional controls, shown as escapes, so that a
    name, a note or a file name can neither colour nor rewrite the screen."""
    return "".join(
        c
        if c in "\n\t" or not (unicodedata.category(c) == "Cc" or c in _BIDI_CONTROLS)
        else _escaped(c)
        for c in value.replace("\r\n", "\n")
    )


def shown(value: str, *, lines: bool = False) -> str:
    """Text as the window shows it: a name, a title or a cell, or with ``lines`` a note
    (its line breaks and tabs kept, CR LF as one break). Every other control character,
    bidirectional control, invisible character and lone surrogate is shown as an escape
    (``\\x1b``, ``\\u202e``), so that text stored by another program or read from a file
    can neither reorder nor break what shows it, and shows what it holds."""
    if lines:
        value = value.replace("\r\n", "\n")
    # Nearly every cell is plain: one scan in C says so (the window asks for each cell's
    # text whenever it paints or sizes a table).
    if not (_MAY_ESCAPE_LINES if lines else _MAY_ESCAPE).search(value):
        return value
    return "".join(
        _escaped(c)
        if (c not in "\n\t" or not lines)
        and (unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") or c in _HIDDEN)
        else c
        for c in value
    )


_HIDDEN: Final = BIDI_CONTROLS | ZERO_WIDTH | frozenset("\u2028\u2029")
# What ``shown`` may escape: the control characters (Cc), surrogates (Cs), the line and
# paragraph separators (Zl, Zp) and the hidden ones; with ``lines``, not \n and \t.
_HIDDEN_CLASS = "".join(f"\\u{ord(c):04x}" for c in sorted(BIDI_CONTROLS | ZERO_WIDTH))
_MAY_ESCAPE: Final = re.compile(
    f"[\\x00-\\x1f\\x7f-\\x9f\\ud800-\\udfff\\u2028\\u2029{_HIDDEN_CLASS}]"
)
_MAY_ESCAPE_LINES: Final = re.compile(
    f"[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f\\ud800-\\udfff\\u2028\\u2029{_HIDDEN_CLASS}]"
)
