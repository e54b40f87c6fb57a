"""The argument helpers every command module shares (``warclan.cli.args``)."""

from __future__ import annotations

import argparse
from datetime import date

import pytest

from warclan.cli.args import Parser, json_flag, non_negative, pdf_args, pdf_options, whole


def test_whole_takes_a_seed_of_nineteen_digits_and_refuses_more() -> None:
    assert whole(" 9223372036854775807 ") == 2**63 - 1
    with pytest.raises(argparse.ArgumentTypeError, match="a number of 20 digits is far too"):
        whole("1" * 20)
    with pytest.raises(argparse.ArgumentTypeError, match="a number of 5,000 digits"):
        whole("-" + "9" * 5000)
    with pytest.raises(argparse.ArgumentTypeError, match="expected a whole number, not '12x'"):
        whole("12x")


def test_a_number_past_64_bits_is_refused_before_any_database_sees_it() -> None:
    with pytest.raises(argparse.ArgumentTypeError) as caught:
        whole("9999999999999999999")  # 19 digits, but over 2**63 - 1
    assert str(caught.value) == (
        "9,999,999,999,999,999,999 is too large; at most 9,223,372,036,854,775,807"
    )
    assert whole("-9223372036854775808") == -(2**63)


@pytest.mark.parametrize(
    "argv",
    [
        ["game", "show", "9999999999999999999", "--campaign", "Winter"],
        ["game", "sequence", "--game", "9223372036854775808", "--clan", "Ravens"],
        ["game", "sequence", "--game", "1", "--clan", "Ravens", "--roll", "--seed",
         "1180591620717411303424"],
        ["game", "sequence", "--game", "1", "--clan", "Ravens", "--raid-roll",
         "99999999999999999999"],
    ],
)  # fmt: skip
def test_huge_numbers_are_one_line_refusals(run, argv) -> None:
    run("campaign", "create", "Winter")
    out, err = run(*argv, expect=2)
    assert out == "" and err.count("\n") == 1
    assert "too large" in err and "internal error" not in err


def test_a_huge_count_is_named_by_its_length_not_echoed() -> None:
    with pytest.raises(argparse.ArgumentTypeError) as caught:
        non_negative("9" * 5000)
    assert str(caught.value) == "a number of 5,000 digits is far too large"
    with pytest.raises(argparse.ArgumentTypeError, match="must not be negative"):
        non_negative("-3")


def test_the_pdf_options_read_back_with_their_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    parser = Parser(prog="t")
    pdf_args(parser, "--pdf")
    json_flag(parser)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")  # 2026-01-01
    args = parser.parse_args(["--pdf", "out.pdf", "--paper", "letter"])
    assert str(args.pdf) == "out.pdf" and not hasattr(args, "json")
    options = pdf_options(args)
    assert (options.paper, options.layout, options.fixed_date) == (
        "letter",
        "sheet",
        date(2026, 1, 1),
    )
    given = parser.parse_args(["--fixed-date", "2025-05-04", "--json"])
    assert pdf_options(given).fixed_date == date(2025, 5, 4) and given.json is True


def test_what_argparse_quotes_reaches_the_terminal_harmless(run) -> None:
    out, err = run("campaign", "list", "Red\x1b[31mX\x1b[0m\rY\nZ", expect=2)
    assert out == ""
    assert "\x1b" not in err and "\r" not in err and err.count("\n") == 1
    assert "unrecognized arguments: Red\\x1b[31mX\\x1b[0m\\rY\\nZ" in err


def test_a_huge_stray_argument_is_cut_not_echoed(run) -> None:
    _out, err = run("campaign", "list", "a" * 1_000_000, expect=2)
    assert err.count("\n") == 1 and len(err) < 500
    assert "…" in err
