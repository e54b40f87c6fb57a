"""A backup cut short by a kill leaves a hidden ``.….partial`` file in ``backups/``; the
next open removes it (issue #27), and never a complete backup or the partial file of a
backup another warclan is writing at that moment."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import db_url
from warclan.store.database import Database

# A warclan writing a backup of argv[1], held half-way (its copy made, its check not
# done) until it is killed: as a kill during a backup finds it.
BACKING_UP = """
import sys, time
from pathlib import Path
from warclan.store import backups

def held(partial, expected):
    print("copying", flush=True)
    time.sleep(120)

backups._check = held
backups.backup_sqlite(Path(sys.argv[1]), "0001")
"""


def _partials(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".partial"))


def _open_and_close(path: Path) -> None:
    Database(db_url(path)).close()


@pytest.mark.skipif(sys.platform == "win32", reason="the folder lock is POSIX's flock")
def test_a_killed_backup_is_left_while_it_runs_and_removed_at_the_next_open(
    head_db_path: Path | str,
) -> None:
    if isinstance(head_db_path, str):
        pytest.skip("backups are of SQLite files")
    folder = head_db_path.parent / "backups"
    writer = subprocess.Popen(
        [sys.executable, "-c", BACKING_UP, str(head_db_path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert writer.stdout is not None
        assert writer.stdout.readline().strip() == "copying"
        (partial,) = _partials(folder)
        _open_and_close(head_db_path)  # another warclan opens the file meanwhile
        assert _partials(folder) == [partial]  # a backup in progress: left alone
    finally:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
    assert _partials(folder) == [partial]  # what the kill left
    _open_and_close(head_db_path)
    assert list(folder.iterdir()) == []


def test_a_leftover_is_removed_and_complete_backups_are_kept(head_db_path: Path | str) -> None:
    if isinstance(head_db_path, str):
        pytest.skip("backups are of SQLite files")
    folder = head_db_path.parent / "backups"
    folder.mkdir()
    stem = head_db_path.stem
    complete = folder / f"{stem}-rev-0001-20260101T120000000000Z.sqlite"
    leftover = folder / f".{stem}-rev-0001-20260102T120000000000Z.sqlite.partial"
    journal = folder / f"{leftover.name}-journal"
    others = folder / ".other-rev-0001-20260102T120000000000Z.sqlite.partial"  # not ours
    for made in (complete, leftover, journal, others):
        made.write_bytes(b"made just now, as a kill a moment ago leaves it")
    _open_and_close(head_db_path)
    assert sorted(p.name for p in folder.iterdir()) == sorted([complete.name, others.name])
