"""Everything the command line prints as text reaches the terminal harmlessly: a lone CR
in a note, or an escape in a file name, is shown as an escape, never acted on."""

from __future__ import annotations

from pathlib import Path

import pytest

from warclan.cli.main import main
from warclan.text import terminal_safe


def test_a_lone_carriage_return_in_notes_is_shown_not_obeyed(run) -> None:
    run("warband", "create", "Ash Wolves")
    run("warband", "create", "Bone Crows")
    out, _ = run(
        "match", "record", "--warband", "Ash Wolves", "--warband", "Bone Crows", "--draw",
        "--notes", "Fog\rRAIN",
    )  # fmt: skip
    assert "\r" not in out and "notes: Fog\\rRAIN" in out
    listed, _ = run("match", "list")
    assert "\r" not in listed and "Fog\\rRAIN" in listed


@pytest.mark.sqlite_only("names a database file")
def test_an_escape_in_a_file_name_is_shown_not_obeyed(tmp_path: Path, capsys) -> None:
    odd = tmp_path / "red\x1b[31m.sqlite"
    assert main(["--db", str(odd), "db"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "red\\x1b[31m.sqlite" in out


def test_line_breaks_and_tabs_stay_and_crlf_is_a_line_break() -> None:
    assert terminal_safe("a\r\nb\tc\n") == "a\nb\tc\n"
    assert terminal_safe("x\x07y\u202ez \u00e9\u200d") == "x\\x07y\\u202ez \u00e9\u200d"
