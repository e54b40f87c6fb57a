"""The window's one minus sign (U+2212) for negative numbers, never for dates or ranges."""

from __future__ import annotations

import pytest

from warclan.gui.signs import MINUS, minus_signs, modifier, signed


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("-1 RS", f"{MINUS}1 RS"),
        ("Glory: -60 (spent)", f"Glory: {MINUS}60 (spent)"),
        ("improvement -1 SP for Bjorn", f"improvement {MINUS}1 SP for Bjorn"),
        ("(-2 DF)", f"({MINUS}2 DF)"),
        ("played 2024-05-01", "played 2024-05-01"),
        ("a 2-12 roll", "a 2-12 roll"),
        ("Crushed-Leg", "Crushed-Leg"),
        ("--roll", "--roll"),
    ],
)
def test_minus_signs_only_for_negative_numbers(text: str, shown: str) -> None:
    assert minus_signs(text) == shown


def test_signed() -> None:
    assert [signed(v) for v in (2, 0, -1)] == ["+2", "0", f"{MINUS}1"]
    assert [modifier(v) for v in (2, 0, -1)] == ["+2", "+0", f"{MINUS}1"]
