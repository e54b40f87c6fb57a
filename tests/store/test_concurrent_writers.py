"""Writers wait their turn: a writing transaction takes the write lock at BEGIN
(``BEGIN IMMEDIATE``), where SQLite waits for the busy timeout, instead of failing at
once when a read transaction is upgraded. When the wait runs out, the message says so."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from warclan.cli.main import main as cli_main
from warclan.services.mors_regnat import warbands
from warclan.services.ragnarok import campaigns, clans, edits, history, rosters
from warclan.store import database
from warclan.store.database import Database
from warclan.store.errors import DatabaseBusyError, StorageError

ROSTER = [clans.Recruit("example.huscarl", "Ulf")]


def hold_write_lock(path: Path, seconds: float, locked: threading.Event) -> threading.Thread:
    """Another warclan mid-write: a raw connection holding BEGIN IMMEDIATE."""
    released: list[float] = []

    def run() -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            conn.execute("BEGIN IMMEDIATE")
            conn.execute("UPDATE campaign SET notes = 'held' WHERE name = 'Saga'")
            locked.set()
            time.sleep(seconds)
            released.append(time.monotonic())
            conn.execute("COMMIT")
        finally:
            conn.close()

    thread = threading.Thread(target=run)
    thread.released = released  # type: ignore[attr-defined]
    thread.start()
    assert locked.wait(10)
    return thread


@pytest.fixture
def saga(db: Database) -> Database:
    campaigns.create_campaign(db, "Saga")
    return db


def test_a_write_waits_for_another_writer_and_succeeds(saga: Database, db_path: Path) -> None:
    holder = hold_write_lock(db_path, 2.0, threading.Event())
    clans.create_clan(saga, "Saga", "Snorre", "Ravens", ROSTER)  # reads first, then writes
    finished = time.monotonic()
    holder.join()

    assert holder.released and holder.released[0] < finished  # type: ignore[attr-defined]
    with saga.session(write=False) as session:
        names = session.connection().exec_driver_sql("SELECT name FROM war_clan").all()
        notes = session.connection().exec_driver_sql("SELECT notes FROM campaign").all()
    assert names == [("Ravens",)]
    assert notes == [("held",)]  # the other writer's change is kept as well


@pytest.mark.slow
def test_when_the_wait_runs_out_the_message_says_retrying_is_safe(
    saga: Database, db_path: Path
) -> None:
    impatient = Database(f"sqlite:///{db_path}", busy_timeout_ms=200)
    try:
        holder = hold_write_lock(db_path, 2.0, threading.Event())
        with pytest.raises(DatabaseBusyError) as caught:
            clans.create_clan(impatient, "Saga", "Snorre", "Ravens", ROSTER)
        holder.join()
        assert str(caught.value) == (
            "another program (another warclan, or any tool with the file open) is writing "
            f"to {db_path} and did not finish within 0.2 s; "
            "nothing was changed, retrying is safe"
        )
        with impatient.session(write=False) as session:
            count = session.connection().exec_driver_sql("SELECT count(*) FROM war_clan")
            assert count.scalar() == 0
    finally:
        impatient.close()


@pytest.mark.slow
def test_reads_do_not_wait_for_a_writer(saga: Database, db_path: Path) -> None:
    """WAL readers see the last commit while another warclan writes."""
    impatient = Database(f"sqlite:///{db_path}", busy_timeout_ms=100)
    try:
        holder = hold_write_lock(db_path, 1.0, threading.Event())
        with impatient.session(write=False) as session:
            rows = session.connection().exec_driver_sql("SELECT name, notes FROM campaign")
            assert rows.all() == [("Saga", "")]
        holder.join()
    finally:
        impatient.close()


def test_what_the_window_and_clan_show_read_does_not_wait_for_a_writer(
    saga: Database, db_path: Path
) -> None:
    """The services that only read open read transactions: with another warclan holding
    the write lock for 3 s, and 0.1 s of patience, each still answers at once."""
    clans.create_clan(saga, "Saga", "Snorre", "Ravens", ROSTER)
    impatient = Database(f"sqlite:///{db_path}", busy_timeout_ms=100)
    try:
        holder = hold_write_lock(db_path, 3.0, threading.Event())
        started = time.monotonic()
        assert [c.name for c in campaigns.list_campaigns(impatient)] == ["Saga"]
        assert campaigns.campaign_overview(impatient, "Saga").clans[0].name == "Ravens"
        assert clans.show_clan(impatient, "Ravens").warriors[0].name == "Ulf"
        assert history.clan_history(impatient, "Ravens").games == ()
        assert rosters.clan_roster(impatient, "Ravens").clan.name == "Ravens"
        assert warbands.list_warbands(impatient) == []
        assert not holder.released  # every answer came while the lock was held
        assert time.monotonic() - started < 3.0
        holder.join()
    finally:
        impatient.close()


def test_a_session_opened_to_read_cannot_write(saga: Database) -> None:
    with pytest.raises(StorageError, match="read"), saga.session(write=False) as session:
        session.connection().exec_driver_sql("UPDATE campaign SET notes = 'x'")
    assert edits.campaign_notes(saga, "Saga") == ""


@pytest.mark.slow
def test_cli_reports_a_busy_database_in_one_line(
    saga: Database,
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    saga.close()
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 300)  # the 10 s default, shortened
    holder = hold_write_lock(db_path, 1.5, threading.Event())
    code = cli_main(["--db", str(db_path), "campaign", "create", "Second"])
    holder.join()
    out, err = capsys.readouterr()
    assert code != 0 and out == ""
    assert err.startswith("warclan: error: another program (another warclan, or any tool ")
    assert err.rstrip().endswith("nothing was changed, retrying is safe")
    assert len(err.splitlines()) == 1


WORKER = """
import json, sys, time
from pathlib import Path
from warclan.services.ragnarok import clans
from warclan.store import database
from warclan.store.database import Database

path, index, writes, go = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), Path(sys.argv[4])
db = Database(f"sqlite:///{path}")
Path(f"{go}.ready{index}").touch()
while not go.exists():
    time.sleep(0.01)
failures = []
for k in range(writes):
    try:
        clans.create_clan(db, "Saga", f"P{index}", f"Clan {index}-{k}",
                          [clans.Recruit("example.huscarl", "Ulf")])
    except Exception as exc:
        failures.append(f"{type(exc).__name__}: {exc}")
db.close()
print(json.dumps(failures))
"""


def run_writers(path: Path, processes: int, writes: int) -> list[str]:
    """``processes`` warclans each writing ``writes`` clans at once; their failures."""
    go = path.parent / "go"
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(path), str(i), str(writes), str(go)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for i in range(processes)
    ]
    deadline = time.monotonic() + 120
    while not all(Path(f"{go}.ready{i}").exists() for i in range(processes)):
        assert time.monotonic() < deadline and all(w.poll() is None for w in workers)
        time.sleep(0.02)
    go.touch()
    failures: list[str] = []
    for worker in workers:
        out, err = worker.communicate(timeout=120)
        assert worker.returncode == 0, err
        failures.extend(json.loads(out))
    return failures


@pytest.mark.slow
def test_several_processes_writing_at_once_all_succeed(saga: Database, db_path: Path) -> None:
    processes, writes = 4, 8
    assert run_writers(db_path, processes, writes) == []
    with saga.session(write=False) as session:
        count = session.connection().exec_driver_sql("SELECT count(*) FROM war_clan").scalar()
    assert count == processes * writes
