"""A write that waits for another client's row lock on a league server (or for another
program writing to an SQLite file), or that is merely slow to be saved (a slow network):
noticed after about a second, said, and cancellable (issues 26 and 20).

PostgreSQL makes a write blocked on a row another player is changing wait until that
change ends, up to ``lock_timeout`` (``engines.make_engine``). Waiting silently looks
like a hang, so ``WaitWatch`` keeps an eye on every write transaction of a ``Database``
given a listener (``Database.watch_lock_waits``): one daemon thread, asleep unless a
write runs longer than ``NOTICE_AFTER_S``. It then asks the server (on another
connection) whether that write's backend waits for a lock, and if so on which row, and
tells the listener once with a ``LockWait``; once more, ``over`` set, when the
transaction ends. ``LockWait.cancel`` gives the write up: the watch thread sends the
server a cancel request for that backend (never the GUI thread: it is a network round
trip), and the write fails with ``WriteCancelled``, its transaction rolled back.

A change that runs that long without waiting for a lock is told too, as ``slow`` (not a
dry run: it changes nothing anyway, and its page says it is busy). Its Cancel also sends
the cancel (an SQLite file's: ``interrupt()``), and as the statement running may already
be over (a slow network spends its time between them), ``refuse_cancelled`` stops the
next statement or the COMMIT on the client. Once the COMMIT has gone out the change is
kept: the write then succeeds as usual.

The cancel is sent under the entry's lock, and the transaction's end takes that lock
before its connection goes back to the pool, so a cancel never reaches a later
transaction on the same connection (an idle backend ignores a cancel request).

An SQLite file's writer waits in ``BEGIN IMMEDIATE`` for the busy timeout, where
``sqlite3``'s ``interrupt()`` does not reach it (SQLite 3.40 waited the whole 5 s after
an interrupt at 1 s). So a watched file's writer asks for the lock in slices of
``FILE_SLICE_MS`` (``engines._begin_watched``), and gives up between two when cancelled.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError

from warclan.i18n_text import T_, Text
from warclan.store.errors import StorageError

NOTICE_AFTER_S = 1.0  # a write running this long is asked about
FILE_SLICE_MS = 100  # an SQLite file's writer looks whether it was cancelled this often
RECHECK_S = 0.5  # one that was busy, not waiting for a lock, is asked again after this
QUERY_CANCELED = "57014"

log = logging.getLogger(__name__)


class WriteCancelled(StorageError):
    """The user gave up a write that waited for another client's lock; nothing changed."""

    cancelled_by_user = True  # for the window: a status message, not an error dialog


@dataclass(eq=False)
class LockWait:
    """A write waiting for another client's lock. ``where`` names the row ("war_clan/
    Ravens", "" when the server did not say) or the file; ``holders`` the logins holding
    it (a server's)."""

    where: str
    holders: tuple[str, ...]
    thread: int  # the thread whose write waits
    over: bool = False  # the transaction ended (committed, failed or cancelled)
    file: bool = False  # an SQLite file's write lock, not a server's row
    slow: bool = False  # no lock: a change slow to be saved (a slow network, a big one)
    _cancel: Callable[[], None] = field(default=lambda: None, repr=False)

    @property
    def headline(self) -> Text:
        """What waits, in words, lower case and without an ellipsis."""
        if self.slow:
            if self.file:
                return T_("saving the change to the file")
            return T_("saving the change to the server")
        if self.file:
            return T_("waiting for another program to finish writing to the file")
        return T_("waiting for another player's change")

    def cancel(self) -> None:
        """Give the write up (sent from the watch thread; safe from any thread)."""
        self._cancel()

    def describe(self) -> str:
        """ "on war_clan/Ravens, held by p2" (or less, as far as is known)."""
        if self.slow:
            return self.where or T_("the server has not finished it yet")
        held = ", ".join(self.holders)
        if self.where and not self.file:
            if held:
                return T_("on {where}, held by {holders}", where=self.where, holders=held)
            return T_("on {where}", where=self.where)
        if self.where:
            if held:
                return T_("{where}, held by {holders}", where=self.where, holders=held)
            return self.where
        return T_("held by {holders}", holders=held) if held else ""


@dataclass(eq=False)
class _Entry:
    pid: int | None  # the server's backend; None: an SQLite file's writer
    dbapi: Any  # the DB-API connection, for its cancel; None: asking for a file's lock
    thread: int
    due: float  # when to ask the server next
    lock: threading.Lock = field(default_factory=threading.Lock)
    live: bool = True
    wait: LockWait | None = None
    cancel_asked: bool = False
    cancelled: bool = False
    commits: bool = False  # a change to be kept (not a dry run): told when slow

    def given_up(self) -> bool:
        """The user gave it up: from the Cancel on, not once the cancel was sent (the
        write must not go on meanwhile)."""
        return self.cancel_asked or self.cancelled

    def rechecked(self) -> bool:
        """Asked again while told as slow: a server's write may come to wait for a lock."""
        return self.wait is None or (self.wait.slow and self.pid is not None)


class WaitWatch:
    """Watches a ``Database``'s write transactions for lock waits (see the module)."""

    def __init__(
        self,
        engine: Engine,
        listener: Callable[[LockWait], None],
        notice_after_s: float = NOTICE_AFTER_S,
        file: str | None = None,
    ) -> None:
        self.engine = engine
        self.file = file  # an SQLite file's path, as shown
        self.listener = listener
        self.notice_after_s = notice_after_s
        self._entries: dict[int, _Entry] = {}
        self._by_conn: dict[int, _Entry] = {}  # id() of a watched DB-API connection
        self._changed = threading.Condition()
        self._stopped = False
        self._thread: threading.Thread | None = None

    # --- the transactions (on their own threads) -----------------------------------------
    def begin(self, key: int, dbapi: Any, *, commits: bool = True) -> None:
        """A write transaction ``key`` began on the DB-API connection ``dbapi`` (a
        server's: watched for lock waits; either: told when slow, if it ``commits``)."""
        pid = getattr(getattr(dbapi, "info", None), "backend_pid", None)
        if not isinstance(pid, int):
            pid = None
            if not commits:
                return  # an SQLite dry run: it holds the file's lock, waits for nothing
        entry = _Entry(pid, dbapi, threading.get_ident(), self._due(), commits=commits)
        self._add(key, entry)
        with self._changed:
            self._by_conn[id(dbapi)] = entry

    def begin_file(self, key: int) -> None:
        """An SQLite file's writer ``key`` starts asking for the write lock."""
        self._add(key, _Entry(None, None, threading.get_ident(), self._due()))

    def _due(self) -> float:
        return time.monotonic() + self.notice_after_s

    def _add(self, key: int, entry: _Entry) -> None:
        with self._changed:
            self._entries[key] = entry
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="warclan lock waits", daemon=True
                )
                self._thread.start()
            self._changed.notify()

    def cancelled(self, key: int) -> bool:
        """Whether the user cancelled transaction ``key`` (its error is theirs)."""
        entry = self._entries.get(key)
        return entry is not None and entry.given_up()

    def end(self, key: int) -> None:
        """Transaction ``key`` is over: no cancel may reach its connection now."""
        with self._changed:  # as _ask sees it: either its wait is told over, or not told
            entry = self._entries.pop(key, None)
            if entry is None:
                return
            if entry.dbapi is not None and self._by_conn.get(id(entry.dbapi)) is entry:
                del self._by_conn[id(entry.dbapi)]
            entry.live = False
            wait = entry.wait
        with entry.lock:  # a cancel being sent finishes before the connection is reused
            pass
        if wait is not None:
            wait.over = True
            self._tell(wait)

    def refuse_cancelled(self, dbapi: Any) -> None:
        """Before a statement or the COMMIT of a watched write on ``dbapi``: stop it if
        the user gave it up (the cancel sent may have found no statement running)."""
        entry = self._by_conn.get(id(dbapi))
        if entry is not None and entry.live and entry.given_up():
            raise WriteCancelled(_given_up(entry.wait))

    def cancelled_error(self, key: int, exc: DBAPIError) -> WriteCancelled | None:
        """The error of transaction ``key``, failed with ``exc``, if the user gave it up
        and ``exc`` is what the cancel caused (None: another failure)."""
        entry = self._entries.get(key)
        if entry is None or not entry.given_up():
            return None
        code = getattr(exc.orig, "sqlite_errorcode", None)
        sqlstate = getattr(exc.orig, "sqlstate", None)
        if sqlstate != QUERY_CANCELED and code != SQLITE_INTERRUPT:
            return None
        return WriteCancelled(_given_up(entry.wait))

    def stop(self) -> None:
        with self._changed:
            self._stopped = True
            self._changed.notify()

    # --- the watch thread ----------------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._changed:
                if self._stopped:
                    return
                now = time.monotonic()
                entries = list(self._entries.values())
                cancels = [e for e in entries if e.cancel_asked and not e.cancelled]
                due = [e for e in entries if e.rechecked() and e.due <= now]
                if not cancels and not due:
                    later = [e.due for e in entries if e.rechecked()]
                    self._changed.wait(max(min(later) - now, 0.01) if later else None)
                    continue
            for entry in cancels:
                self._send_cancel(entry)
            for entry in due:
                self._ask(entry)

    def _send_cancel(self, entry: _Entry) -> None:
        with entry.lock:
            entry.cancelled = True
            if not entry.live or entry.dbapi is None:
                return  # a file's writer asking for the lock sees it between two slices
            try:
                if entry.pid is None:
                    entry.dbapi.interrupt()  # SQLite: safe from another thread
                else:
                    entry.dbapi.cancel_safe(timeout=5.0)
            except Exception:  # the server is gone: the write fails on its own
                log.warning("could not send a cancel request", exc_info=True)

    def _ask(self, entry: _Entry) -> None:
        try:
            wait = self._waiting(entry)
        except DBAPIError:
            wait = None  # the server did not answer: ask again later
        with self._changed:
            if not entry.live:
                return
            entry.due = time.monotonic() + RECHECK_S
            old = entry.wait
            if wait is None or (old is not None and old.slow and wait.slow):
                return  # nothing new to tell
            entry.wait = wait
        if old is not None:  # slow, and now waiting for a lock: told as that instead
            old.over = True
            self._tell(old)
        self._tell(wait)

    def _waiting(self, entry: _Entry) -> LockWait | None:
        """The server's answer: is ``entry``'s backend waiting for a lock, and on what.
        A file's writer still registered is still asking for the write lock."""

        def cancel() -> None:
            with self._changed:
                entry.cancel_asked = True
                self._changed.notify()

        if entry.pid is None:
            slow = entry.dbapi is not None  # past the lock: writing
            return LockWait(self.file or "", (), entry.thread, file=True, slow=slow, _cancel=cancel)
        with self.engine.connect() as conn:
            waits = conn.execute(
                text("SELECT wait_event_type FROM pg_stat_activity WHERE pid = :pid"),
                {"pid": entry.pid},
            ).scalar()
            if waits != "Lock":
                if not entry.commits:
                    return None
                return LockWait("", (), entry.thread, slow=True, _cancel=cancel)
            holders = tuple(
                str(h)
                for h in conn.execute(
                    text(
                        "SELECT DISTINCT usename FROM pg_stat_activity"
                        " WHERE pid = ANY(pg_blocking_pids(:pid)) ORDER BY 1"
                    ),
                    {"pid": entry.pid},
                ).scalars()
                if h is not None
            )
            where = _locked_row(conn, entry.pid)
            conn.rollback()
        return LockWait(where, holders, entry.thread, _cancel=cancel)

    def _tell(self, wait: LockWait) -> None:
        try:
            self.listener(wait)
        except Exception:  # a listener's failure must not stop the watch or the write
            log.exception("a lock wait listener failed")


def _locked_row(conn: Any, pid: int) -> str:
    """ "war_clan/Ravens": the table of the row ``pid`` waits for and the War Clan it
    belongs to (or the campaign's name); as much as the server shows this user."""
    found = conn.execute(
        text(
            "SELECT relation::regclass::text, page, tuple FROM pg_locks"
            " WHERE pid = :pid AND relation IS NOT NULL"
            " AND (locktype = 'tuple' OR NOT granted)"
            " ORDER BY locktype = 'tuple' DESC LIMIT 1"
        ),
        {"pid": pid},
    ).first()
    if found is None:
        return ""
    table, page, row = str(found[0]), found[1], found[2]
    if page is None or row is None:
        return table
    try:
        with conn.begin_nested():
            # The table's name comes from the server's catalogue, quoted as it needs.
            values = conn.execute(
                text(f"SELECT to_jsonb(t) FROM {table} AS t WHERE t.ctid = CAST(:tid AS tid)"),
                {"tid": f"({page},{row})"},
            ).scalar()
            if isinstance(values, str):
                values = json.loads(values)
            name = _owner_name(conn, table, values if isinstance(values, dict) else {})
    except DBAPIError:  # hidden from this user: the table is all it learns
        return table
    return f"{table}/{name}" if name else table


def _owner_name(conn: Any, table: str, values: dict[str, Any]) -> str:
    if table in ("war_clan", "campaign"):
        return str(values.get("name") or "")
    clan = values.get("clan_id")
    if not isinstance(clan, int):
        return ""
    name = conn.execute(text("SELECT name FROM war_clan WHERE id = :id"), {"id": clan}).scalar()
    return str(name or "")


def file_cancelled() -> Text:
    return T_("stopped waiting for the other program writing to the file; nothing was changed")


SQLITE_INTERRUPT = 9  # sqlite3's error code for a statement stopped by interrupt()


def _given_up(wait: LockWait | None) -> Text:
    """What a cancelled write says, after what it was told as."""
    if wait is not None and wait.slow:
        return T_("gave the change up before it was saved; nothing was changed")
    if wait is not None and wait.file:
        return file_cancelled()
    return T_("stopped waiting for another player's change; nothing was changed")
