"""Issue 12, items 7 and 8: names and texts from the command line that are not text, or
that would colour or reorder the terminal of whoever lists them later."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from dbsnapshot import dump


def _warclan(db, *args: bytes | str) -> subprocess.CompletedProcess[bytes]:
    argv = [os.fsencode(a) if isinstance(a, str) else a for a in args]
    return subprocess.run(
        [os.fsencode(sys.executable), b"-m", b"warclan", b"--db", os.fsencode(db), *argv],
        capture_output=True,
        check=False,
        env={**os.environ, "LC_ALL": "C.UTF-8", "PYTHONUTF8": "1"},
    )


def test_bytes_that_are_not_utf8_are_refused_clearly(tmp_path):
    db = tmp_path / "bytes.sqlite"
    assert _warclan(db, "campaign", "create", "Winter").returncode == 0
    before = dump(db)
    for argv in (
        (b"campaign", b"create", b"bad\xffname"),
        (b"warband", b"create", b"\xc3("),
        (b"clan", b"show", b"R\xe4ven"),
        (b"game", b"record", b"--campaign", b"Winter", b"--scenario", b"\xff", b"--side", b"X"),
    ):
        done = _warclan(db, *argv)
        err = done.stderr.decode("utf-8")
        assert done.returncode == 1, err
        assert err.startswith("warclan: error: argument "), err
        assert "which is not UTF-8 text" in err and err.count("\n") == 1, err
        assert "internal error" not in err and "Traceback" not in err
        assert done.stdout == b""
    assert dump(db) == before


def test_a_path_that_is_not_utf8_is_refused_too(tmp_path):
    db = tmp_path / "paths.sqlite"
    done = _warclan(db, "warband", "import", os.fsencode(tmp_path) + b"/band\xff.json")
    assert done.returncode == 1
    assert b"has the byte 0xff at character" in done.stderr


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ("campaign", "create", "x\x1b[31mred"),
            "the campaign name has the control character U+001B at character 2; "
            "names are plain text",
        ),
        (("campaign", "create", "bell\x07"), "U+0007 at character 5"),
        (("campaign", "create", "two\nlines"), "U+000A at character 4"),
        (("warband", "create", "abc\u202edcba"), "the bidirectional control U+202E at character 4"),
        (("warband", "create", "zero\u200bwidth"), "the invisible character U+200B at character 5"),
    ],
)
def test_control_characters_in_names_are_refused_with_the_position(run, db_path, argv, message):
    run("campaign", "list")
    before = dump(db_path)
    _, err = run(*argv, expect=1)
    assert err.startswith("warclan: error: ") and message in err
    assert err.count("\n") == 1 and "\x1b" not in err and "\u202e" not in err
    assert dump(db_path) == before


def test_clan_and_warrior_names_are_checked_too(run, db_path):
    run("campaign", "create", "Winter")
    _, err = run(
        "clan",
        "create",
        "--campaign",
        "Winter",
        "--player",
        "Ann",
        "--name",
        "Ravens",
        "--warrior",
        "example.jarl=Sn\x1borre",
        expect=1,
    )
    assert "the warrior name has the control character U+001B at character 3" in err
    _, err = run("warband", "create", "Ash")
    _, err = run(
        "warrior",
        "add",
        "Ash",
        "Grim",
        "--weapon",
        "cc_light",
        "--ability",
        "Eye:1:see\x1b[2J",
        expect=1,
    )
    assert "has the control character U+001B at character 4" in err


def test_names_are_stored_nfc_and_a_joiner_inside_a_word_stays(run):
    run("campaign", "create", "Cafe\u0301")
    run("warband", "create", "क्\u200dष")
    out, _ = run("--json", "campaign", "list")
    assert [c["name"] for c in json.loads(out)] == ["Caf\u00e9"]
    out, _ = run("campaign", "show", "Caf\u00e9")  # typed the other way, found
    assert "Caf\u00e9" in out
    out, _ = run("--json", "warband", "list")
    assert json.loads(out)[0]["name"] == "क्\u200dष"
