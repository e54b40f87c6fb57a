"""Making an engine for a database URL: SQLite's pragmas and ``BEGIN IMMEDIATE`` on every
connection, a server's lock timeout and pre-ping, an SQLite file opened read-only."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, OperationalError
from sqlalchemy.pool import QueuePool, StaticPool

from warclan.i18n_text import T_
from warclan.store.errors import StorageError
from warclan.store.sqlite_files import SQLITE_BUSY, SQLITE_LOCKED, primary_code, read_only_uri
from warclan.store.waits import FILE_SLICE_MS, WaitWatch, WriteCancelled, file_cancelled

BUSY_TIMEOUT_MS = 10_000
WRITE_OPTION = "warclan_write"  # execution option: this transaction will write
READ_OPTION = "warclan_read"  # execution option: a session opened only to read
# Execution option: a callable giving the Database's lock wait watch (or None); an SQLite
# writer then asks for the lock in slices, so that it can be cancelled (store/waits.py).
WATCH_OPTION = "warclan_watch"


def _sqlite_events(
    engine: Engine, *, foreign_keys: bool, busy_timeout_ms: int, read_only: bool = False
) -> None:
    """WAL, a busy timeout, synchronous FULL and foreign keys on every connection.

    The driver's own transaction handling is switched off so that SQLAlchemy's BEGIN
    really starts a transaction, DDL included (the pysqlite recipe).
    """

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None
        cursor = dbapi_conn.cursor()
        cursor.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        if not read_only:
            cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute(f"PRAGMA foreign_keys={'ON' if foreign_keys else 'OFF'}")
        cursor.close()
        # SQLite's own lower() folds ASCII only; names like "Łukasz" or "Рагнар" must match
        # case-insensitively too (PostgreSQL's lower() already does this).
        dbapi_conn.create_function("lower", 1, _unicode_lower, deterministic=True)

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        # IMMEDIATE takes the write lock at BEGIN, where SQLite waits for the busy
        # timeout; a deferred read transaction upgraded later fails at once instead.
        options = conn.get_execution_options()
        write = options.get(WRITE_OPTION, False)
        # A session opened to read (``write=False``) really only reads: a write in it
        # fails loudly instead of taking the lock without waiting. Pooled connections
        # are shared, so every transaction sets the flag its own way.
        reading = options.get(READ_OPTION, False)
        conn.exec_driver_sql(f"PRAGMA query_only = {'ON' if reading else 'OFF'}")
        watching = options.get(WATCH_OPTION)
        watch = watching() if write and watching is not None else None
        if watch is not None:
            _begin_watched(conn, watch, busy_timeout_ms)
            return
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


def _begin_watched(conn: Connection, watch: WaitWatch, busy_timeout_ms: int) -> None:
    """``BEGIN IMMEDIATE`` as the busy timeout says, asked for in slices, so that a writer
    waiting for another program is told of and can be given up (``store/waits.py``)."""
    deadline = time.monotonic() + busy_timeout_ms / 1000
    key = id(conn)
    conn.exec_driver_sql(f"PRAGMA busy_timeout = {FILE_SLICE_MS}")
    watch.begin_file(key)
    try:
        while True:
            try:
                conn.exec_driver_sql("BEGIN IMMEDIATE")
                return
            except OperationalError as exc:
                busy = exc.orig is not None and primary_code(exc.orig) in (
                    SQLITE_BUSY,
                    SQLITE_LOCKED,
                )
                if not busy or time.monotonic() >= deadline:
                    raise
                if watch.cancelled(key):
                    raise WriteCancelled(file_cancelled()) from exc
    finally:
        watch.end(key)
        conn.exec_driver_sql(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")


def _unicode_lower(value: object) -> object:
    return value.lower() if isinstance(value, str) else value


def _is_memory(url: str) -> bool:
    parsed = make_url(url)
    return parsed.get_backend_name() == "sqlite" and parsed.database in (None, "", ":memory:")


def make_engine(
    url: str,
    *,
    foreign_keys: bool = True,
    busy_timeout_ms: int = BUSY_TIMEOUT_MS,
    client_name: str | None = None,
) -> Engine:
    """``client_name``: the server's ``application_name`` for this client's connections;
    change notices carry it, so a window can tell its own changes from others'."""
    try:
        parsed = make_url(url)
    except ArgumentError as exc:
        raise StorageError(T_("not a database URL or path: {url!r}", url=url)) from exc
    options: dict[str, Any] = {}
    if _is_memory(url):
        # One in-memory database lives as long as its connection: every session (and the
        # migrations) must share that one connection.
        options = {"poolclass": StaticPool, "connect_args": {"check_same_thread": False}}
    elif parsed.get_backend_name() == "postgresql":
        connect_args: dict[str, str] = {}
        if client_name and "application_name" not in parsed.query:
            connect_args["application_name"] = client_name
        if "options" not in parsed.query:
            # A write blocked on another client's row gives up after the busy timeout
            # (it waited forever, and on the server even after its client died).
            connect_args["options"] = f"-c lock_timeout={int(busy_timeout_ms)}"
        options = {"connect_args": connect_args}
    if parsed.get_backend_name() == "postgresql":
        # A pooled connection the server dropped (a restart, a network break) is
        # replaced before a transaction starts on it, so nothing needs retrying then.
        options["pool_pre_ping"] = True
    try:
        engine = create_engine(parsed, **options)
    except (ArgumentError, ImportError) as exc:
        raise StorageError(
            T_("cannot use database {parsed!r}: {exc}", parsed=parsed, exc=exc)
        ) from exc
    if engine.dialect.name == "sqlite":
        _sqlite_events(engine, foreign_keys=foreign_keys, busy_timeout_ms=busy_timeout_ms)
    return engine


def read_only_engine(path: Path, busy_timeout_ms: int) -> Engine:
    uri = read_only_uri(path)
    engine = create_engine(
        "sqlite://",
        creator=lambda: sqlite3.connect(uri, uri=True, check_same_thread=False),
        poolclass=QueuePool,
    )
    _sqlite_events(engine, foreign_keys=True, busy_timeout_ms=busy_timeout_ms, read_only=True)
    return engine


def sqlite_path(url: str) -> Path | None:
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)
