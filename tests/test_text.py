"""The one text check every writer uses (warclan/text.py), on its own."""

from __future__ import annotations

import pytest

from warclan.text import printable, shown, text_problem, tidy_name


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("bad\udcffname", r"has \udcff, a lone surrogate (half of a UTF-16 pair) at character 4"),
        ("x\x1b[31mred", "has the control character U+001B at character 2"),
        ("bell\x07", "has the control character U+0007 at character 5"),
        ("nul\x00", "has the control character U+0000 at character 4"),
        ("two\nlines", "has the control character U+000A at character 4"),
        ("cr\r", "has the control character U+000D at character 3"),
        ("c1\x9b31m", "has the control character U+009B at character 3"),
        ("abc\u202edcba", "has the bidirectional control U+202E at character 4"),
        ("\u2066isolate", "has the bidirectional control U+2066 at character 1"),
        ("zero\u200bwidth", "has the invisible character U+200B at character 5"),
        ("\ufeffbom", "has the invisible character U+FEFF at character 1"),
        ("\u200dstart", "has the zero-width joiner U+200D at character 1 outside a word"),
        ("end \u200c", "has the zero-width joiner U+200C at character 5 outside a word"),
    ],
)
def test_names_refuse_what_would_break_or_fool_a_listing(value, problem):
    found = text_problem(value, name=True)
    assert found is not None and found.startswith(problem)


@pytest.mark.parametrize(
    "value",
    [
        "Ravens",
        "Björn Järnsida",
        "Рагнар",
        "क्‍ष",  # Devanagari with a zero-width joiner inside the word
        "می‌خواهم",  # Persian with a zero-width non-joiner inside the word
        "Ulf \u200eLRM",  # a plain direction mark only nudges neutral characters
        "👨‍👩‍👧",  # an emoji family is joined by ZWJs
    ],
)
def test_names_keep_what_real_scripts_need(value):
    assert text_problem(value, name=True) is None


def test_texts_may_hold_line_breaks_and_tabs_but_nothing_else_of_the_above():
    assert text_problem("line one\nline two\twith a tab\r\n") is None
    assert text_problem("colour \x1b[31m") == "has the control character U+001B at character 8"
    assert text_problem("a\u202eb") is not None


def test_names_are_stored_nfc_with_whitespace_collapsed():
    assert tidy_name("  Cafe\u0301   Ravens ") == "Caf\u00e9 Ravens"
    assert tidy_name("\u00c5sa") == tidy_name("A\u030asa")


def test_printable_quotes_safely():
    assert printable("x\x1b[31m\udcff\u202e") == r"'x\x1b[31m\udcff\u202e'"
    assert printable("y" * 100, limit=5) == "'yyyyy'…"


@pytest.mark.parametrize(
    ("value", "name", "note"),
    [
        ("Red\x1b[31mX", "Red\\x1b[31mX", "Red\\x1b[31mX"),
        ("a\rb", "a\\rb", "a\\rb"),  # a lone CR rewrites a line: escaped in a note too
        ("a\r\nb", "a\\r\\nb", "a\nb"),
        ("a\tb", "a\\tb", "a\tb"),
        ("ab\u202ecd", "ab\\u202ecd", "ab\\u202ecd"),
        ("x\u200by", "x\\u200by", "x\\u200by"),
        ("a\u2028b", "a\\u2028b", "a\\u2028b"),
        ("\udcff", "\\udcff", "\\udcff"),
        ("Ma\u200cn é", "Ma\u200cn é", "Ma\u200cn é"),  # a joiner a script needs stays
    ],
)
def test_shown_escapes_what_would_break_or_reorder_the_window(
    value: str, name: str, note: str
) -> None:
    assert shown(value) == name
    assert shown(value, lines=True) == note


def test_shown_escapes_exactly_what_its_rule_says_for_every_code_point() -> None:
    """The quick scan ``shown`` starts with never lets through a character its rule
    escapes: every code point up to U+2FFFF, alone and inside a name."""
    import unicodedata

    from warclan.text import _HIDDEN, shown

    for code in range(0x30000):
        char = chr(code)
        for lines in (False, True):
            escaped = (char not in "\n\t" or not lines) and (
                unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp") or char in _HIDDEN
            )
            assert (shown(f"a{char}b", lines=lines) != f"a{char}b") == escaped, (hex(code), lines)
