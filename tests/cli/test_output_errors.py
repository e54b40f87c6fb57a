"""Output that cannot be written is an error, never a silent success: a full disk, a file
size limit, small output (still buffered at exit) and large output (written at once).
A reader that went away (``| head``) stays the shell's convention: no error."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from warclan.services.ragnarok.demo import DEMO_CAMPAIGN, create_demo_campaign
from warclan.store.database import Database

WARCLAN = (sys.executable, "-c", "from warclan.cli.main import run; run()")

pytestmark = pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")


def _warclan(
    db_path: Path | str, *argv: str, stdout: int, unbuffered: bool = False, **kwargs: object
):
    """``warclan ARGV`` in a fresh process through the installed entry point (``run``),
    its standard output buffered as usual or, with ``unbuffered``, as ``PYTHONUNBUFFERED``
    leaves it (where Python's text layer ignores a short write)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"
    return subprocess.run(
        [*WARCLAN, "--db", str(db_path), *argv],
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=120,
        env=env,
        **kwargs,
    )


@pytest.fixture
def demo_db(db: Database, db_path: Path | str) -> Path | str:
    create_demo_campaign(db)
    return db_path


def _one_error_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("warclan: error: could not write the output"), stderr
    assert "Traceback" not in stderr
    return lines[0]


BUFFERING = pytest.mark.parametrize("unbuffered", [False, True], ids=["buffered", "unbuffered"])


@BUFFERING
@pytest.mark.parametrize(
    "argv",
    [
        ("campaign", "list"),  # a few hundred bytes: still in the buffer when main returns
        ("--json", "campaign", "show", "1"),
        ("--json", "clan", "show", "Ravens"),  # larger than the 8 KiB buffer: written at once
    ],
)
def test_a_full_disk_is_an_error(
    demo_db: Path | str, argv: tuple[str, ...], unbuffered: bool
) -> None:
    with open("/dev/full", "w") as full:
        done = _warclan(demo_db, *argv, stdout=full.fileno(), unbuffered=unbuffered)
    assert done.returncode != 0
    assert "the disk is full" in _one_error_line(done.stderr)


def test_the_large_output_really_is_larger_than_the_buffer(demo_db: Path | str) -> None:
    done = _warclan(demo_db, "--json", "clan", "show", "Ravens", stdout=subprocess.PIPE)
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.encode()) > 8192


def _limit_file_size_to_1k() -> None:
    resource.setrlimit(resource.RLIMIT_FSIZE, (1024, resource.RLIM_INFINITY))


@BUFFERING
def test_a_file_size_limit_is_an_error(
    demo_db: Path | str, tmp_path: Path, unbuffered: bool
) -> None:
    complete = _warclan(demo_db, "items", "list", stdout=subprocess.PIPE)
    assert complete.returncode == 0 and len(complete.stdout.encode()) > 1024
    target = tmp_path / "items.txt"
    with target.open("w") as out:
        done = _warclan(
            demo_db,
            "items",
            "list",
            stdout=out.fileno(),
            unbuffered=unbuffered,
            preexec_fn=_limit_file_size_to_1k,
        )
    assert done.returncode != 0
    assert "file size limit" in _one_error_line(done.stderr)
    assert target.stat().st_size <= 1024


@BUFFERING
@pytest.mark.parametrize("flag", ["--help", "--version"])
def test_help_to_a_full_disk_is_an_error(demo_db: Path | str, flag: str, unbuffered: bool) -> None:
    with open("/dev/full", "w") as full:
        done = _warclan(demo_db, flag, stdout=full.fileno(), unbuffered=unbuffered)
    assert done.returncode != 0
    _one_error_line(done.stderr)


def test_a_reader_that_goes_away_is_no_error(demo_db: Path | str) -> None:
    """``warclan … | head -n 1``: the rest has nowhere to go, and that is fine."""
    read_fd, write_fd = os.pipe()
    proc = subprocess.Popen(
        [*WARCLAN, "--db", str(demo_db), "--json", "clan", "show", "Ravens"],
        stdout=write_fd,
        stderr=subprocess.PIPE,
        text=True,
    )
    os.close(write_fd)
    os.close(read_fd)  # gone before the command writes: its output meets a broken pipe
    _, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 0, stderr
    assert stderr == ""


def test_ordinary_output_still_arrives_whole(demo_db: Path | str) -> None:
    done = _warclan(demo_db, "campaign", "list", stdout=subprocess.PIPE)
    assert done.returncode == 0 and done.stderr == ""
    assert DEMO_CAMPAIGN in done.stdout
