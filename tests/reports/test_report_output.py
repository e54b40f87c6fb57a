"""The pieces around the PDF: options, paper from the locale, the fixed date from the
environment, the atomic write and the tick boxes' layout."""

from __future__ import annotations

import os
from datetime import date
from pathlib import Path

import pytest

from warclan.reports.options import ReportError, RosterOptions
from warclan.reports.output import fixed_date_from_env, write_atomically
from warclan.reports.paper import default_paper, paper_for_locale


@pytest.mark.parametrize(
    ("name", "paper"),
    [
        ("en_US.UTF-8", "letter"),
        ("fr_CA.UTF-8", "letter"),
        ("es_MX", "letter"),
        ("en_PH.utf8", "letter"),
        ("English_United States", "letter"),
        ("en_GB.UTF-8", "a4"),
        ("de_DE.UTF-8@euro", "a4"),
        ("nb_NO.UTF-8", "a4"),
        ("C", "a4"),
        ("POSIX", "a4"),
        ("", "a4"),
    ],
)
def test_paper_for_locale(name: str, paper: str) -> None:
    assert paper_for_locale(name) == paper


def test_default_paper_follows_the_posix_precedence() -> None:
    assert default_paper({"LANG": "en_US.UTF-8"}) == "letter"
    assert default_paper({"LANG": "en_US.UTF-8", "LC_PAPER": "de_DE.UTF-8"}) == "a4"
    assert default_paper({"LC_ALL": "en_CA.UTF-8", "LC_PAPER": "de_DE.UTF-8"}) == "letter"
    assert default_paper({}) == "a4"


def test_options_default_the_paper_from_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.setenv("LC_PAPER", "en_US.UTF-8")
    assert RosterOptions().paper == "letter"
    monkeypatch.setenv("LC_PAPER", "sv_SE.UTF-8")
    assert RosterOptions().paper == "a4"


def test_options_are_checked() -> None:
    with pytest.raises(ReportError, match="paper must be one of a4, letter"):
        RosterOptions(paper="a3")
    with pytest.raises(ReportError, match="layout must be one of sheet, cards"):
        RosterOptions(paper="a4", layout="poster")
    assert RosterOptions("a4", fixed_date=date(2026, 1, 1)).printed_on == date(2026, 1, 1)


def test_fixed_date_from_source_date_epoch() -> None:
    assert fixed_date_from_env({}) is None
    assert fixed_date_from_env({"SOURCE_DATE_EPOCH": "1767225600"}) == date(2026, 1, 1)
    with pytest.raises(ReportError, match="SOURCE_DATE_EPOCH"):
        fixed_date_from_env({"SOURCE_DATE_EPOCH": "yesterday"})


def test_atomic_write_replaces_only_when_complete(tmp_path: Path) -> None:
    target = tmp_path / "r.pdf"
    assert write_atomically(target, lambda f: f.write(b"first")) == 5
    assert target.read_bytes() == b"first"

    def half_then_fail(handle: object) -> None:
        handle.write(b"half")  # type: ignore[attr-defined]
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        write_atomically(target, half_then_fail)
    assert target.read_bytes() == b"first"
    assert [p.name for p in tmp_path.iterdir()] == ["r.pdf"]


def test_atomic_write_turns_os_errors_into_report_errors(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "r.pdf"
    target.write_bytes(b"good")

    def refuse(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(ReportError, match="No space left on device"):
        write_atomically(target, lambda f: f.write(b"new"))
    assert target.read_bytes() == b"good"
    assert [p.name for p in tmp_path.iterdir()] == ["r.pdf"]


def test_a_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        write_atomically(tmp_path / "r.pdf", lambda f: f.write(b"x"))
    finally:
        os.umask(old)
    assert (tmp_path / "r.pdf").stat().st_mode & 0o777 == 0o644


def test_tick_boxes_keep_each_group_on_rows_of_its_own() -> None:
    """A 21st HP box wraps onto a row of its own, never onto the Godspark row: the block
    grows by whole rows. (Where each drawn box lands is checked on a real roster PDF in
    ``ragnarok/test_roster_at_the_table.py``.)"""
    from warclan.reports.flowables import TickBoxes

    boxes = TickBoxes([("HP", 21), ("Godspark", 10)], size=8)
    row = boxes.box + boxes.ROW_GAP
    width, wide = boxes.wrap(1000, 100)  # room for every box of a group on one row
    assert wide == 2 * row + boxes.GROUP_GAP
    width, narrow = boxes.wrap(150, 100)  # room for two runs of five: 10 + 10 + 1, then 10
    assert narrow == 4 * row + boxes.GROUP_GAP
    assert width <= 150
