"""Notices that another client changed the database, for windows that show it live.

A ``ChangeWatcher`` runs on a background thread with its own connection and calls back
(on that thread) with the tables that changed. No Qt here: ``gui/live.py`` carries the
notices to the window.

- PostgreSQL: ``LISTEN warclan_changes``; migration 0006 makes every write to a warclan
  table send ``table|application_name``. Notices from this client's own connections
  (``Database.client_name``) are dropped: the window already knows its own changes.
  A broken connection is reported, retried every few seconds, and once it is back the
  callback gets ``EVERYTHING``, since notices sent meanwhile were lost.
- SQLite: polls ``PRAGMA data_version``, which moves when another connection commits;
  it cannot say which tables changed (``EVERYTHING``), nor tell this client's own
  commits from others', so a window also hears its own changes once, harmlessly.
- An in-memory SQLite database has no other clients: nothing is watched.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from typing import Any

from sqlalchemy.engine import make_url

from warclan.i18n_text import T_
from warclan.store.database import Database
from warclan.store.sqlite_files import read_only_uri

CHANNEL = "warclan_changes"
EVERYTHING: frozenset[str] = frozenset()  # which tables changed is not known
POLL_SECONDS = 1.0  # SQLite's data_version check; PostgreSQL's longest wait per batch
RECONNECT_SECONDS = 3.0
HEARTBEAT_SECONDS = 10.0  # a quiet server connection is checked this often

OnChange = Callable[[frozenset[str]], None]
OnConnection = Callable[[str | None], None]  # the reason it was lost; None once back


class ChangeWatcher:
    """Watch ``db`` for other clients' commits until ``stop()``."""

    def __init__(
        self,
        db: Database,
        on_change: OnChange,
        *,
        on_connection: OnConnection | None = None,
        poll_seconds: float = POLL_SECONDS,
        reconnect_seconds: float = RECONNECT_SECONDS,
    ) -> None:
        self._db = db
        self._on_change_cb = on_change
        self._on_connection_cb = on_connection or (lambda _reason: None)
        self._poll = poll_seconds
        self._reconnect = reconnect_seconds
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.lost: str | None = None  # why the connection is down, while it is
        # Set once a commit from now on will be heard (the watcher has its starting point).
        self.listening = threading.Event()
        self._rounds = 0  # how many times it has looked for changes
        self._looked = threading.Condition()

    @property
    def watches(self) -> bool:
        """False for a database no other client can write (SQLite in memory)."""
        return self._db.dialect == "postgresql" or self._db.path is not None

    def wait_rounds(self, count: int, timeout: float) -> bool:
        """Wait until the watcher has looked for changes ``count`` more times: a quiet
        spell that shows something was *not* heard. False if ``timeout`` ran out first."""
        with self._looked:
            target = self._rounds + count
            return self._looked.wait_for(lambda: self._rounds >= target, timeout)

    def _looked_once(self) -> None:
        self.listening.set()
        with self._looked:
            self._rounds += 1
            self._looked.notify_all()

    def start(self) -> None:
        if self._thread is not None or not self.watches:
            return
        run = self._listen if self._db.dialect == "postgresql" else self._poll_sqlite
        self._thread = threading.Thread(target=run, name="warclan-live", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    # --- SQLite --------------------------------------------------------------------------
    def _poll_sqlite(self) -> None:
        path = self._db.path
        assert path is not None
        read_only = self._db.report.read_only is not None
        uri = read_only_uri(path) if read_only else f"{path.resolve().as_uri()}?mode=rw"
        conn: sqlite3.Connection | None = None
        last: int | None = None
        while not self._stop.is_set():
            try:
                if conn is None:
                    conn = sqlite3.connect(uri, uri=True, timeout=self._poll)
                version = int(conn.execute("PRAGMA data_version").fetchone()[0])
            except sqlite3.Error as exc:  # the file went away or is locked: try again
                if conn is not None:
                    conn.close()
                    conn = None
                self._set_lost(T_("cannot read {path}: {exc}", path=path, exc=str(exc)))
            else:
                self._set_back()
                if last is not None and version != last:
                    self._on_change(EVERYTHING)
                last = version
                self._looked_once()
            self._stop.wait(self._poll)
        if conn is not None:
            conn.close()

    # --- PostgreSQL ----------------------------------------------------------------------
    def _listen(self) -> None:
        import psycopg

        missed = False
        while not self._stop.is_set():
            try:
                conn = psycopg.connect(**self._connect_args(), autocommit=True)
            except psycopg.Error as exc:
                self._set_lost(_first_line(exc))
                missed = True
                self._stop.wait(self._reconnect)
                continue
            try:
                conn.execute(f"LISTEN {CHANNEL}")
                self._set_back()
                if missed:
                    self._on_change(EVERYTHING)  # what was sent while we were away
                self._looked_once()
                missed = self._listen_on(conn)
            except psycopg.Error as exc:
                self._set_lost(_first_line(exc))
                missed = True
                self._stop.wait(self._reconnect)
            finally:
                conn.close()

    def _listen_on(self, conn: Any) -> bool:
        """Deliver notices in batches until stopped (False) or the server goes (raises)."""
        quiet = 0.0
        while not self._stop.is_set():
            tables: set[str] = set()
            for notice in conn.notifies(timeout=self._poll):
                table, _, sender = notice.payload.partition("|")
                if sender != self._db.client_name:
                    tables.add(table)
            if tables:
                quiet = 0.0
                self._on_change(frozenset(tables))
            else:
                quiet += self._poll
                if quiet >= HEARTBEAT_SECONDS:  # a dead server says nothing either
                    quiet = 0.0
                    conn.execute("SELECT 1")
            self._looked_once()
        return False

    def _connect_args(self) -> dict[str, Any]:
        url = make_url(self._db.url)
        args: dict[str, Any] = {
            "host": url.host,
            "port": url.port,
            "dbname": url.database,
            "user": url.username,
            "password": url.password,
            "connect_timeout": 5,
            # Notice a server that vanished without closing the connection.
            "keepalives": 1,
            "keepalives_idle": 5,
            "keepalives_interval": 2,
            "keepalives_count": 2,
        }
        args.update({k: v for k, v in url.query.items() if isinstance(v, str)})
        args["application_name"] = f"{self._db.client_name} watcher"
        return {k: v for k, v in args.items() if v is not None}

    # --- telling the owner ----------------------------------------------------------------
    # Nothing is told once stop() was called: the owner may be tearing down what the
    # callbacks reach (a window closing, its database closed or dropped), and a thread
    # that outlived stop()'s join (a slow connect) must not call into it later.
    def _on_change(self, tables: frozenset[str]) -> None:
        if not self._stop.is_set():
            self._on_change_cb(tables)

    def _on_connection(self, reason: str | None) -> None:
        if not self._stop.is_set():
            self._on_connection_cb(reason)

    # --- the connection's state ----------------------------------------------------------
    def _set_lost(self, reason: str) -> None:
        if self.lost != reason:
            self.lost = reason
            self._on_connection(reason)

    def _set_back(self) -> None:
        if self.lost is not None:
            self.lost = None
            self._on_connection(None)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
