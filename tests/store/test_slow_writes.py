"""A change that is merely slow to be saved (no lock waited for: a slow network, a long
statement) is told after ``notice_after_s`` as ``slow``, and its Cancel gives it up:
the statement running is stopped (SQLite's ``interrupt()``, the server's cancel), or, if
none runs, the next statement or the COMMIT is refused. Nothing is changed, and the
connection serves the next write (issue 20). A dry run is never told: it keeps nothing.
Real SQLite files and a real PostgreSQL server."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.pgserver import PgServer
from warclan.services.ragnarok import campaigns, clans, edits
from warclan.store.database import Database
from warclan.store.waits import LockWait, WriteCancelled

GAVE_UP = "gave the change up before it was saved; nothing was changed"
# Runs until it is stopped: SQLite counts without end, the server sleeps a minute.
ENDLESS = {
    "sqlite": "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) "
    "SELECT count(*) FROM n",
    "postgresql": "SELECT pg_sleep(60)",
}


@pytest.fixture(params=["sqlite", "postgresql"])
def slow_db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    url: str | None = None
    server: PgServer | None = None
    if request.param == "sqlite":
        db = Database(f"sqlite:///{tmp_path / 'slow.sqlite'}")
    else:
        server = request.getfixturevalue("pg_server")
        url = server.migrated_database()
        db = Database(url)
    try:
        camp = campaigns.create_campaign(db, "Saga")
        clans.create_clan(db, camp.id, "Snorre", "Ravens", [clans.Recruit("example.jarl")])
        yield db
    finally:
        db.close()
        if server is not None and url is not None:
            server.drop(url)


class Listener:
    """Hears the waits told; cancels the first once ``cancel_now`` is set (at once when
    none is given)."""

    def __init__(self, cancel: bool = True) -> None:
        self.heard: list[tuple[LockWait, bool]] = []
        self.told = threading.Event()
        self.cancel = cancel

    def __call__(self, wait: LockWait) -> None:
        self.heard.append((wait, wait.over))
        if not wait.over:
            if self.cancel:
                wait.cancel()
            self.told.set()


def _names(db: Database) -> list[str]:
    return [c.name for c in campaigns.campaign_overview(db, "Saga").clans]


def _rename_slowly(db: Database, listener: Listener, statement: str | None) -> None:
    """Rename Ravens, then wait (or run ``statement``) until the change was told slow
    and cancelled, then one statement more, then COMMIT."""
    with db.session() as session:
        session.execute(text("UPDATE war_clan SET name = 'Crows' WHERE name = 'Ravens'"))
        if statement is not None:
            session.execute(text(statement))
        else:
            assert listener.told.wait(10)
        session.execute(text("SELECT 1"))


@pytest.mark.parametrize("running", [True, False], ids=["statement-running", "between-statements"])
def test_a_slow_change_is_told_and_given_up(slow_db: Database, running: bool) -> None:
    listener = Listener()
    slow_db.watch_lock_waits(listener, notice_after_s=0.3)
    statement = ENDLESS[slow_db.dialect] if running else None
    with pytest.raises(WriteCancelled, match=GAVE_UP):
        _rename_slowly(slow_db, listener, statement)
    assert _names(slow_db) == ["Ravens"]
    assert [over for _w, over in listener.heard] == [False, True]
    wait = listener.heard[0][0]
    assert wait.slow and wait.thread == threading.get_ident()
    file = slow_db.dialect == "sqlite"
    assert wait.file is file
    assert wait.headline == f"saving the change to the {'file' if file else 'server'}"
    # The connection serves the next write: no cancel is left behind.
    edits.rename_clan(slow_db, "Ravens", "Crows")
    assert _names(slow_db) == ["Crows"]


def test_a_cancel_just_before_the_commit_keeps_nothing(slow_db: Database) -> None:
    listener = Listener()
    slow_db.watch_lock_waits(listener, notice_after_s=0.3)
    with pytest.raises(WriteCancelled, match=GAVE_UP), slow_db.session() as session:
        session.execute(text("UPDATE war_clan SET name = 'Crows' WHERE name = 'Ravens'"))
        assert listener.told.wait(10)
    assert _names(slow_db) == ["Ravens"]


def test_a_slow_change_not_cancelled_is_kept(slow_db: Database) -> None:
    listener = Listener(cancel=False)
    slow_db.watch_lock_waits(listener, notice_after_s=0.3)
    _rename_slowly(slow_db, listener, None)
    assert _names(slow_db) == ["Crows"]
    assert [(w.slow, over) for w, over in listener.heard] == [(True, False), (True, True)]


def test_a_slow_dry_run_is_not_told(slow_db: Database) -> None:
    listener = Listener()
    slow_db.watch_lock_waits(listener, notice_after_s=0.2)
    with slow_db.session(rollback=True) as session:
        session.execute(text("UPDATE war_clan SET name = 'Crows' WHERE name = 'Ravens'"))
        assert not listener.told.wait(0.8)
    assert listener.heard == [] and _names(slow_db) == ["Ravens"]
