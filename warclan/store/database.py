"""Opening a database: checks, backup, migrations, then a ready session factory."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from warclan.store import migrate
from warclan.store.errors import StorageError

BUSY_TIMEOUT_MS = 10_000


def _sqlite_pragmas(engine: Engine, *, foreign_keys: bool) -> None:
    """WAL, a busy timeout, synchronous FULL and foreign keys on every connection.

    The driver's own transaction handling is switched off so that SQLAlchemy's BEGIN
    really starts a transaction, DDL included (the pysqlite recipe).
    """

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None
        cursor = dbapi_conn.cursor()
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute(f"PRAGMA foreign_keys={'ON' if foreign_keys else 'OFF'}")
        cursor.close()
        # SQLite's own lower() folds ASCII only; names like "Łukasz" or "Рагнар" must match
        # case-insensitively too (PostgreSQL's lower() already does this).
        dbapi_conn.create_function("lower", 1, _unicode_lower, deterministic=True)

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN")


def _unicode_lower(value: object) -> object:
    return value.lower() if isinstance(value, str) else value


def make_engine(url: str, *, foreign_keys: bool = True) -> Engine:
    try:
        parsed = make_url(url)
    except ArgumentError as exc:
        raise StorageError(f"not a database URL or path: {url!r}") from exc
    try:
        engine = create_engine(parsed)
    except (ArgumentError, ImportError) as exc:
        raise StorageError(f"cannot use database {parsed!r}: {exc}") from exc
    if engine.dialect.name == "sqlite":
        _sqlite_pragmas(engine, foreign_keys=foreign_keys)
    return engine


def sqlite_path(url: str) -> Path | None:
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)


@dataclass(frozen=True, slots=True)
class OpenReport:
    url: str
    migrated_from: str | None  # None: already at head
    backup: Path | None


class Database:
    """An open, migrated database. ``session()`` is one transaction."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.report = self._prepare(url)
        self.engine = make_engine(url)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)

    @staticmethod
    def _prepare(url: str) -> OpenReport:
        path = sqlite_path(url)
        head = migrate.head_revision()
        if path is not None:
            if path.exists() and path.stat().st_size > 0:
                revision, has_tables = migrate.sqlite_file_revision(path)
                migrate.refuse_unknown(revision, str(path))
                if revision == head:
                    return OpenReport(url, None, None)
                backup = migrate.backup_sqlite(path, revision) if has_tables else None
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                revision, backup = None, None
            _upgrade(url)
            return OpenReport(url, revision, backup)
        engine = make_engine(url)
        try:
            with engine.connect() as conn:
                revision = migrate.connection_revision(conn)
            migrate.refuse_unknown(revision, url)
            if revision == head:
                return OpenReport(url, None, None)
            migrate.upgrade(engine)
            return OpenReport(url, revision, None)
        except OperationalError as exc:
            raise StorageError(f"cannot open database: {exc.orig}") from exc
        finally:
            engine.dispose()

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One unit of work: committed if the block finishes, rolled back if it raises."""
        with self._sessions.begin() as session:
            yield session

    def close(self) -> None:
        self.engine.dispose()


def _upgrade(url: str) -> None:
    engine = make_engine(url, foreign_keys=False)
    try:
        migrate.upgrade(engine)
    except OperationalError as exc:
        raise StorageError(f"cannot migrate database: {exc.orig}") from exc
    finally:
        engine.dispose()
