"""Change notices: a watcher on one client hears another client's commits within
seconds, on SQLite (PRAGMA data_version) and on PostgreSQL (LISTEN/NOTIFY).

Every test runs on both, whatever ``--backend`` says (PostgreSQL needs the test server),
with two ``Database`` handles on one database: the watching client and the other one.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import NullPool

from warclan.services.mors_regnat import warbands
from warclan.services.ragnarok import campaigns, clans, games
from warclan.services.ragnarok.rules_data import catalogs
from warclan.store.database import Database
from warclan.store.live import EVERYTHING, ChangeWatcher

WAIT = 10.0


class Heard:
    """What a watcher reported, as it arrives on its thread."""

    def __init__(self) -> None:
        self.watcher: ChangeWatcher | None = None
        self.changes: list[frozenset[str]] = []
        self.connection: list[str | None] = []
        self._cond = threading.Condition()

    def change(self, tables: frozenset[str]) -> None:
        with self._cond:
            self.changes.append(tables)
            self._cond.notify_all()

    def state(self, reason: str | None) -> None:
        with self._cond:
            self.connection.append(reason)
            self._cond.notify_all()

    def wait_for(self, predicate, timeout: float = WAIT) -> bool:
        with self._cond:
            return self._cond.wait_for(predicate, timeout)


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request, tmp_path) -> str:
    return str(request.param)


@pytest.fixture
def db_path(head_db_path) -> str:
    """A copy (or clone) of the run's template, as a URL: nothing here is about migrating."""
    return head_db_path if isinstance(head_db_path, str) else f"sqlite:///{head_db_path}"


@pytest.fixture
def db(db_path) -> Iterator[Database]:
    database = Database(db_path)
    try:
        yield database
    finally:
        database.close()


@pytest.fixture
def other(db, db_path) -> Iterator[Database]:
    database = Database(db_path)
    try:
        yield database
    finally:
        database.close()


@pytest.fixture
def heard(db) -> Iterator[Heard]:
    found = Heard()
    watcher = ChangeWatcher(db, found.change, on_connection=found.state, poll_seconds=0.2)
    found.watcher = watcher
    watcher.start()
    assert watcher.listening.wait(WAIT), found.connection  # listening before anyone writes
    try:
        yield found
    finally:
        watcher.stop()


def _tables(heard: Heard) -> set[str]:
    return set().union(*heard.changes)


def test_another_client_recording_a_game_is_heard(db, other, heard, backend):
    camp = campaigns.create_campaign(other, "League")
    clans.create_clan(other, camp.id, "Snorre", "Ravens", [clans.Recruit("example.jarl")])
    assert heard.wait_for(lambda: heard.changes)
    heard.changes.clear()
    games.record_game(other, camp.id, [games.Side("Ravens", 1)])
    if backend == "postgresql":
        assert heard.wait_for(lambda: "game" in _tables(heard)), heard.changes
        assert {"game_participant", "fielded_warrior"} <= _tables(heard)
    else:
        assert heard.wait_for(lambda: EVERYTHING in heard.changes), heard.changes
    assert heard.connection == []


def test_nothing_is_heard_while_nobody_writes(db, other, heard):
    campaigns.list_campaigns(other)
    clans_before = len(heard.changes)
    assert heard.watcher is not None and heard.watcher.wait_rounds(5, WAIT)
    assert len(heard.changes) == clans_before == 0


def test_on_postgresql_a_client_does_not_hear_itself(db, other, heard, backend):
    if backend == "sqlite":
        pytest.skip("SQLite's data_version cannot tell this client's commits from others'")
    mine = campaigns.create_campaign(db, "Mine")
    catalogs.set_override(db, mine.id, "items", "shield", {"price": 25}, merge=True)
    warbands.create_warband(other, "Theirs")  # notices arrive in commit order
    assert heard.wait_for(lambda: "mr_warband" in _tables(heard)), heard.changes
    assert not {"campaign", "catalog_override"} & _tables(heard), heard.changes


def test_a_stopped_watcher_is_silent(db, other, heard):
    found = Heard()
    watcher = ChangeWatcher(db, found.change, poll_seconds=0.1)
    watcher.start()
    assert watcher.listening.wait(WAIT)
    watcher.stop()
    campaigns.create_campaign(other, "League")
    # The running watcher (``heard``) hears it: time enough for a live one to hear it too.
    assert heard.wait_for(lambda: heard.changes), heard.connection
    assert found.changes == []


def test_a_database_in_memory_is_not_watched():
    db = Database("sqlite://")
    try:
        watcher = ChangeWatcher(db, lambda _t: None)
        watcher.start()
        assert not watcher.watches
        watcher.stop()
    finally:
        db.close()


def test_every_table_sends_notices(pg_server):
    url = pg_server.migrated_database()
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as conn:
            tables = set(inspect(conn).get_table_names()) - {"alembic_version"}
            triggered = set(
                conn.scalars(
                    text(
                        "SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid"
                        " WHERE t.tgname = 'warclan_notify_change'"
                    )
                )
            )
        assert triggered == tables, "a new table needs the warclan_notify_change trigger"
    finally:
        engine.dispose()
        pg_server.drop(url)


def test_a_lost_server_connection_is_reported_and_reconnected(db, other, backend, db_path):
    if backend == "sqlite":
        pytest.skip("an SQLite file has no connection to lose")
    found = Heard()
    watcher = ChangeWatcher(
        db, found.change, on_connection=found.state, poll_seconds=0.2, reconnect_seconds=0.3
    )
    watcher.start()
    try:
        admin = create_engine(make_url(db_path), poolclass=NullPool)
        name = f"{db.client_name} watcher"
        # Its thread imports psycopg first, which took over 5 s once on a loaded CI machine.
        assert watcher.listening.wait(30), found.connection
        with admin.connect() as conn:
            killed = conn.scalar(
                text(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                    " WHERE application_name = :name"
                ),
                {"name": name},
            )
        admin.dispose()
        assert killed == 1, found.connection  # a reason here: it could not connect
        assert found.wait_for(lambda: found.connection[-1:] == [None]), found.connection
        lost = found.connection[0]
        assert lost and "server closed the connection" in lost, found.connection
        # Notices sent while it was away are gone: it says "reload everything".
        assert found.wait_for(lambda: EVERYTHING in found.changes), found.changes
        warbands.create_warband(other, "After")
        assert found.wait_for(lambda: "mr_warband" in set().union(*found.changes))
    finally:
        watcher.stop()
