"""An SQLite file's writer that waits for another program's write lock is told of after
``notice_after_s`` and can be given up (``store/waits.py``): watched, it asks for the
lock in slices, and still gives up at the busy timeout with the same message."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from warclan.services.ragnarok import campaigns, clans, edits
from warclan.store.database import Database
from warclan.store.errors import DatabaseBusyError
from warclan.store.waits import LockWait, WriteCancelled

pytestmark = pytest.mark.sqlite_only("another program holding an SQLite file's write lock")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def file_db(tmp_path: Path) -> Iterator[Database]:
    db = Database(f"sqlite:///{tmp_path / 'league.sqlite'}", busy_timeout_ms=800)
    camp = campaigns.create_campaign(db, "Saga")
    clans.create_clan(db, camp.id, "Snorre", "Ravens", [clans.Recruit("example.jarl")])
    try:
        yield db
    finally:
        db.close()


def _held(db: Database) -> sqlite3.Connection:
    assert db.path is not None
    holder = sqlite3.connect(db.path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    return holder


def _names(db: Database) -> list[str]:
    return [c.name for c in campaigns.campaign_overview(db, "Saga").clans]


@pytest.mark.parametrize("cancel", [True, False], ids=["cancelled", "timed-out"])
def test_a_file_writer_waiting_is_told_of_and_can_be_given_up(
    file_db: Database, cancel: bool
) -> None:
    heard: list[tuple[LockWait, bool]] = []

    def listener(wait: LockWait) -> None:
        heard.append((wait, wait.over))
        if cancel and not wait.over:
            wait.cancel()

    file_db.watch_lock_waits(listener, notice_after_s=0.2)
    holder = _held(file_db)
    try:
        expected = (
            pytest.raises(WriteCancelled, match="stopped waiting for the other program")
            if cancel
            else pytest.raises(
                DatabaseBusyError, match=f"is writing to {file_db.path} and did not finish within"
            )
        )
        with expected:
            edits.rename_clan(file_db, "Ravens", "Crows")
    finally:
        holder.rollback()
        holder.close()
    assert [over for _w, over in heard] == [False, True]
    wait = heard[0][0]
    assert wait.file and wait.where == str(file_db.path) and wait.thread == threading.get_ident()
    assert _names(file_db) == ["Ravens"]
    # The lock is free again: the next write goes through, at the usual busy timeout.
    edits.rename_clan(file_db, "Ravens", "Crows")
    assert _names(file_db) == ["Crows"]
    with file_db.session() as session:
        timeout = session.connection().exec_driver_sql("PRAGMA busy_timeout").scalar()
    assert timeout == 800


def test_the_cli_says_it_waits_for_another_program(file_db: Database) -> None:
    """A real ``warclan`` process: the other program lets go once it said it waits."""
    holder = _held(file_db)
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "warclan",
            "--db",
            str(file_db.path),
            "campaign",
            "create",
            "Vinter",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert process.stderr is not None
        said = process.stderr.readline()
        holder.rollback()  # the other program is done
        _out, rest = process.communicate(timeout=60)
    finally:
        process.kill()
        holder.close()
    assert said == (
        f"warclan: waiting for another program to finish writing to the file ({file_db.path})…\n"
    )
    assert process.returncode == 0 and rest == ""
    assert [c.name for c in campaigns.list_campaigns(file_db)] == ["Saga", "Vinter"]
