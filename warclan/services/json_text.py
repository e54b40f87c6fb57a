"""Text that JSON can carry but warclan cannot keep: lone surrogates.

JSON allows escapes such as ``"\\ud800"`` (half of a UTF-16 pair) and ``json.loads``
turns them into Python strings that cannot be encoded as UTF-8: stored, they would later
break printing, exports and rosters. The readers of other people's files refuse them,
naming the place in the document.
"""

from __future__ import annotations

from typing import Any


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


def _child(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{printable(key)}" if path else printable(key)


def invalid_text(document: Any, root: str = "(top level)") -> list[str]:
    """A problem (``path: message``) for every string, key or value, in parsed JSON that is
    not valid Unicode text; ``root`` names the document itself."""
    problems: list[str] = []
    stack: list[tuple[str, Any]] = [("", document)]  # no recursion: the depth is the file's
    while stack:
        path, value = stack.pop()
        if isinstance(value, str):
            if not _valid(value):
                problems.append(f"{path or root}: the text {_message(value)}")
        elif isinstance(value, dict):
            children = []
            for key, item in value.items():
                if not _valid(key):
                    shown = printable(key)[:60]
                    problems.append(f'{path or root}: the field name "{shown}" {_message(key)}')
                children.append((_child(path, key), item))
            stack.extend(reversed(children))
        elif isinstance(value, list):
            stack.extend(reversed([(_child(path, i), item) for i, item in enumerate(value)]))
    return problems


def _message(text: str) -> str:
    bad = next((c for c in text if 0xD800 <= ord(c) <= 0xDFFF), "\ufffd")
    return (
        f"contains \\u{ord(bad):04x}, a lone surrogate (half of a UTF-16 pair), which is "
        "not valid text"
    )
