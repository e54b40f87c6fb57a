"""``Database.session(rollback=True)``: the transaction of a dry run or a preview.

The block writes and reads its own writes; afterwards nothing of it is kept, whether the
block finished or raised, and an error inside still reaches the caller. On SQLite the
transaction takes the write lock at BEGIN like any writing one.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from sqlalchemy import func, select

from tests.pgserver import PgServer
from warclan.store.database import Database
from warclan.store.errors import DatabaseBusyError
from warclan.store.models.vgw import VgwPlayer


class Boom(Exception):
    pass


def player_count(db: Database) -> int:
    with db.session(write=False) as session:
        return int(session.scalar(select(func.count()).select_from(VgwPlayer)) or 0)


def add_player(db: Database, name: str) -> None:
    with db.session() as session:
        session.add(VgwPlayer(name=name, created_at=datetime(2026, 1, 1)))


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)])
def any_db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """The same checks on an SQLite file and on a PostgreSQL server (when there is one)."""
    if request.param == "sqlite":
        database = Database(f"sqlite:///{tmp_path / 'rollback.sqlite'}")
        try:
            yield database
        finally:
            database.close()
        return
    server: PgServer = request.getfixturevalue("pg_server")
    url = server.migrated_database()
    database = Database(url)
    try:
        yield database
    finally:
        database.close()
        server.drop(url)


def test_a_write_inside_is_seen_inside_and_gone_afterwards(any_db: Database) -> None:
    add_player(any_db, "Astrid")
    with any_db.session(rollback=True) as session:
        session.add(VgwPlayer(name="Bjorn", created_at=datetime(2026, 1, 2)))
        session.flush()
        names = session.scalars(select(VgwPlayer.name).order_by(VgwPlayer.name)).all()
        assert names == ["Astrid", "Bjorn"]
    assert player_count(any_db) == 1
    # The database is usable as before: the next ordinary session commits.
    add_player(any_db, "Cnut")
    assert player_count(any_db) == 2


def test_an_error_inside_propagates_and_nothing_is_kept(any_db: Database) -> None:
    with pytest.raises(Boom), any_db.session(rollback=True) as session:
        session.add(VgwPlayer(name="Bjorn", created_at=datetime(2026, 1, 2)))
        session.flush()
        raise Boom
    assert player_count(any_db) == 0


def test_a_value_returned_from_inside_reaches_the_caller(any_db: Database) -> None:
    def preview() -> int:
        with any_db.session(rollback=True) as session:
            player = VgwPlayer(name="Bjorn", created_at=datetime(2026, 1, 2))
            session.add(player)
            session.flush()
            return player.id

    assert preview() >= 1
    assert player_count(any_db) == 0


def test_on_sqlite_it_takes_the_write_lock_at_begin(tmp_path: Path) -> None:
    """Like any writing transaction (BEGIN IMMEDIATE): a second writer meets a busy
    database while a dry run is open, even before the dry run has written anything."""
    url = f"sqlite:///{tmp_path / 'rollback.sqlite'}"
    dry = Database(url)
    impatient = Database(url, busy_timeout_ms=100)
    try:
        with dry.session(rollback=True) as session:
            session.connection()  # the transaction has begun
            with pytest.raises(DatabaseBusyError):
                add_player(impatient, "Astrid")
        add_player(impatient, "Astrid")  # and the lock is let go at the end
        assert player_count(dry) == 1
    finally:
        impatient.close()
        dry.close()
