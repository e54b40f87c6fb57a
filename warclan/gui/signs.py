"""One minus sign in the whole window: U+2212 ("−1 RS"), as the rosters print it. The
services and the command line write ASCII "-1 RS"; the window converts what it shows."""

from __future__ import annotations

import re

MINUS = "\u2212"
# A hyphen-minus that starts a number: at the start, or after a space, "(" or "→"; not
# one inside a date ("2024-05-01") or a range ("2-12"), which follows a digit or letter.
_NEGATIVE = re.compile(r"(?<![\w.\-])-(?=\d)")


def signed(value: int) -> str:
    """+2, −1 or 0."""
    return f"+{value}" if value > 0 else f"{MINUS}{-value}" if value < 0 else "0"


def signed_number(value: int) -> str:
    """A figure that may be negative: 40 or −40 (never a hyphen for the minus)."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def modifier(value: int) -> str:
    """A dice modifier, signed even at nought: +0, +1, −2."""
    return f"{MINUS}{-value}" if value < 0 else f"+{value}"


def minus_signs(text: str) -> str:
    """``text`` with every negative number's hyphen-minus made a minus sign."""
    return _NEGATIVE.sub(MINUS, text)
