"""Opening a database: checks, backup, migrations, then a ready session factory.

A current database is recognised with one plain query against
``schema_head.HEAD_REVISION``; alembic is imported only when a migration must run.
Writing transactions begin with ``BEGIN IMMEDIATE`` so that a second warclan waits for
the write lock (up to the busy timeout) instead of failing when it upgrades a read
transaction, which SQLite does not retry.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, event, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.orm.exc import StaleDataError

from warclan.i18n_text import T_, text_of
from warclan.os_reasons import os_reason
from warclan.store import schema_head
from warclan.store.engines import (
    BUSY_TIMEOUT_MS,
    READ_OPTION,
    WATCH_OPTION,
    WRITE_OPTION,
    make_engine,
    read_only_engine,
    sqlite_path,
)
from warclan.store.errors import (
    ConnectionLostError,
    DamagedDatabaseError,
    DatabaseBusyError,
    ForeignDatabaseError,
    ReadOnlyDatabaseError,
    StaleEditError,
    StorageError,
)
from warclan.store.revisions import VERSION_TABLE, stored_revision
from warclan.store.server import check_revision, server_problem
from warclan.store.sqlite_files import (
    SQLITE_BUSY,
    SQLITE_LOCKED,
    SQLITE_READONLY,
    disk_full,
    free_bytes,
    inspect_file,
    io_reason,
    primary_code,
    read_only_reason,
)
from warclan.store.waits import (
    NOTICE_AFTER_S,
    LockWait,
    WaitWatch,
)

SQLITE_COMPANIONS = ("-wal", "-shm", "-journal")  # files SQLite keeps beside a database
# A new database's temp file older than this was left by a warclan killed while creating
# it; a younger one may still be another warclan's creation in progress.
STALE_TEMP_SECONDS = 600
DRY_RUN = "warclan_dry_run"  # Session.info: rolled back however it ends


@dataclass(frozen=True, slots=True)
class OpenReport:
    """What opening the database did: any migration and backup, and if read-only, why."""

    url: str
    migrated_from: str | None  # None: already at head
    backup: Path | None
    read_only: str | None = None  # why the database was opened for reading only


class Database:
    """An open, migrated database. ``session()`` is one transaction."""

    def __init__(
        self,
        url: str,
        *,
        busy_timeout_ms: int | None = None,
        backups_kept: int | None = None,
    ) -> None:
        self.url = url
        self.busy_timeout_ms = busy_timeout_ms = busy_timeout_ms or BUSY_TIMEOUT_MS
        self.path = sqlite_path(url)
        # Who this client is on a server (its application_name): see store/live.py.
        self.client_name = f"warclan {os.getpid()} {os.urandom(4).hex()}"
        if self.path is not None:
            self.report = _prepare_file(self.path, url, busy_timeout_ms, backups_kept)
            self.engine = (
                read_only_engine(self.path, busy_timeout_ms)
                if self.report.read_only
                else make_engine(url, busy_timeout_ms=busy_timeout_ms)
            )
        else:
            self.engine = make_engine(
                url, busy_timeout_ms=busy_timeout_ms, client_name=self.client_name
            )
            try:
                self.report = _prepare_engine(self.engine, url)
            except BaseException:
                self.engine.dispose()
                raise
        self._watch: WaitWatch | None = None  # see watch_lock_waits
        self._writer = sessionmaker(
            self.engine.execution_options(
                **{WRITE_OPTION: True, WATCH_OPTION: lambda: self._watch}
            ),
            expire_on_commit=False,
        )
        self._reader = sessionmaker(
            self.engine.execution_options(**{READ_OPTION: True}), expire_on_commit=False
        )
        event.listen(self._writer, "after_begin", self._write_began)
        # A write the user gave up goes no further, whatever the cancel sent reached.
        event.listen(self.engine, "before_cursor_execute", self._refuse_cancelled)
        event.listen(self.engine, "commit", self._refuse_cancelled)

    def watch_lock_waits(
        self,
        listener: Callable[[LockWait], None] | None,
        *,
        notice_after_s: float = NOTICE_AFTER_S,
    ) -> None:
        """Tell ``listener`` (on a thread of its own) of a write that has waited more than
        ``notice_after_s`` for another client's lock (a league server's row, an SQLite
        file's write lock), and again when it is over; the ``LockWait`` can cancel it.
        None stops it (``store/waits.py``)."""
        if self._watch is not None:
            self._watch.stop()
            self._watch = None
        if listener is None or (self.path is None and self.dialect != "postgresql"):
            return  # SQLite in memory: one connection, nobody else to wait for
        shown = str(self.path) if self.path is not None else None
        self._watch = WaitWatch(self.engine, listener, notice_after_s, shown)

    def _write_began(self, session: Session, _transaction: Any, connection: Connection) -> None:
        watch = self._watch
        if watch is not None:
            dry_run = session.info.get(DRY_RUN, False)
            watch.begin(id(session), connection.connection.dbapi_connection, commits=not dry_run)

    def _refuse_cancelled(self, conn: Connection, *_statement: Any) -> None:
        watch = self._watch
        if watch is not None:
            watch.refuse_cancelled(conn.connection.dbapi_connection)

    @contextmanager
    def session(self, *, write: bool = True, rollback: bool = False) -> Iterator[Session]:
        """One unit of work: committed if the block finishes, rolled back if it raises.

        ``write=False`` for a block that only reads: it does not wait for the write lock.
        ``rollback=True`` for a dry run or a preview: the block writes as usual (its
        transaction takes the write lock like any other), and then its transaction is
        rolled back however the block ends, so nothing it did is kept.
        """
        maker = self._writer if write else self._reader
        committing = False
        key = 0  # the transaction, as the lock wait watch knows it
        try:
            with _transaction(maker, rollback=rollback) as session:
                key = id(session)
                session.info[DRY_RUN] = rollback
                yield session
                committing = not rollback  # the block is done: what fails now is the COMMIT
        except StaleDataError as exc:
            # A version counter did not match: another client's change came first.
            raise StaleEditError(
                T_(
                    "this was changed by someone else since you opened it — reload; nothing "
                    "was changed"
                )
            ) from exc
        except DBAPIError as exc:
            watch = self._watch
            cancelled = watch.cancelled_error(key, exc) if watch is not None else None
            if cancelled is not None:
                raise cancelled from exc
            if self.dialect == "sqlite":
                # A file has no connection to lose: what SQLite refused is said as that.
                problem = self._explain(exc) if isinstance(exc, OperationalError) else None
                if problem is None and isinstance(exc, OperationalError):
                    problem = StorageError(
                        T_(
                            "{where} refused this: {detail}; nothing was changed",
                            where=self._where(),
                            detail=str(exc.orig or exc).strip().splitlines()[0],
                        )
                    )
            else:
                problem = server_problem(exc, self.url, self._league_role)
            if problem is None:
                raise
            if isinstance(problem, ConnectionLostError) and (not committing or not write):
                # Broken before the COMMIT went out: the server rolled it back.
                lost = text_of(problem)
                assert lost is not None  # server_problem words it with T_()
                problem = ConnectionLostError(
                    T_(
                        "lost the connection to {place} ({detail}); nothing was changed, "
                        "retrying is safe",
                        place=lost.args["place"],
                        detail=lost.args["detail"],
                    )
                )
                problem.retry_safe = True
            raise problem from exc
        finally:
            if self._watch is not None and key:
                self._watch.end(key)

    def _league_role(self) -> str | None:
        """The connected user's league role (asked on a fresh connection, for a refusal's
        message); None when it cannot be told."""
        from warclan.store import roles

        try:
            with self.engine.connect() as conn:
                return roles.role_of(conn, make_url(self.url).database or "")
        except DBAPIError:
            return None

    @property
    def dialect(self) -> str:
        """``sqlite`` or ``postgresql``: what the connected server is."""
        return self.engine.dialect.name

    def _where(self) -> str:
        if self.path is not None:
            return str(self.path)
        return make_url(self.url).render_as_string(hide_password=True)

    def _explain(self, exc: OperationalError) -> StorageError | None:
        code = primary_code(exc.orig) if exc.orig is not None else None
        where = self._where()
        if code in (SQLITE_BUSY, SQLITE_LOCKED):
            return DatabaseBusyError(
                T_(
                    "another program (another warclan, or any tool with the file open) is "
                    "writing to {where} and did not finish within {value:g} s; nothing was "
                    "changed, retrying is safe",
                    where=where,
                    value=self.busy_timeout_ms / 1000,
                )
            )
        if code == SQLITE_READONLY:
            reason = self.report.read_only or T_("it is read-only")
            return ReadOnlyDatabaseError(
                T_(
                    "{where} was opened for reading only: {reason}; nothing was changed",
                    where=where,
                    reason=reason,
                )
            )
        if self.path is not None and exc.orig is not None:
            problem = io_reason(exc.orig, self.path)
            if problem is not None:
                return StorageError(
                    T_(
                        "cannot write {where}: {problem}; nothing was changed",
                        where=where,
                        problem=problem,
                    )
                )
        return None

    def close(self) -> None:
        self.watch_lock_waits(None)
        self.engine.dispose()


@contextmanager
def _transaction(maker: sessionmaker[Session], *, rollback: bool) -> Iterator[Session]:
    if not rollback:
        with maker.begin() as session:
            yield session
        return
    with maker() as session:
        session.begin()
        try:
            yield session
        finally:
            session.rollback()


def _prepare_file(
    path: Path, url: str, busy_timeout_ms: int, backups_kept: int | None
) -> OpenReport:
    if path.is_dir():
        raise StorageError(
            T_(
                "{path} is a folder, not a database file; give a file inside it, e.g. {value}",
                path=path,
                value=path / "warclan.sqlite",
            )
        )
    if path.exists() and not path.is_file():
        raise ForeignDatabaseError(
            T_(
                "{path} is not a regular file (a device, a pipe or a socket), so it "
                "cannot hold a database; it was not changed. Give the path of a database "
                "file.",
                path=path,
            )
        )
    from warclan.store.backups import remove_leftovers

    remove_leftovers(path)  # a backup of the file that a kill cut short
    if not path.exists():
        _create_folder_for(path)
        if _create_new_file(path, url, busy_timeout_ms):
            return OpenReport(url, None, None)

    state = inspect_file(path)
    if state.damage is not None:
        raise DamagedDatabaseError(_damaged(path, state.damage))
    read_only = read_only_reason(path)
    if state.revision == schema_head.HEAD_REVISION:
        return OpenReport(url, None, None, read_only)
    if read_only is not None:
        raise ReadOnlyDatabaseError(
            T_(
                "{path} must be brought up to this warclan's tables (revision {value} to "
                "{head_revision}), but {read_only}; it was not changed",
                path=path,
                value=state.revision or T_("none"),
                head_revision=schema_head.HEAD_REVISION,
                read_only=read_only,
            )
        )
    if not state.has_tables:  # nothing to back up, nothing two migrations could spoil
        _upgrade(url, path, busy_timeout_ms)
        return OpenReport(url, state.revision, None)
    from warclan.store.backups import backup_sqlite, migration_lock

    # Another warclan opening the same old file waits here, then finds it current.
    with migration_lock(path):
        state = inspect_file(path)
        if state.damage is not None:
            raise DamagedDatabaseError(_damaged(path, state.damage))
        if state.revision == schema_head.HEAD_REVISION:
            return OpenReport(url, None, None)
        backup: Path | None = backup_sqlite(path, state.revision, keep=backups_kept)
        try:
            _upgrade(url, path, busy_timeout_ms)
        except BaseException:
            # The migration rolled back, so the database is as it was and the backup only
            # duplicates it: removing it keeps repeated failures from piling up backups.
            if backup is not None:
                backup.unlink(missing_ok=True)
            raise
    return OpenReport(url, state.revision, backup)


def _damaged(path: Path, problem: str) -> str:
    from warclan.store.backups import newest_backup

    backup = newest_backup(path)
    restore = (
        T_("restore the newest backup, {backup}, by copying it over the file", backup=backup)
        if backup is not None
        else T_("restore a copy you keep elsewhere")
    )
    # SQLite's own words (``problem``) stay as SQLite says them.
    return T_(
        "{path} is damaged (SQLite's check found: {problem}); warclan will not read or "
        "write it, and it was not changed. Keep the file as it is, {restore}, or see "
        "every problem with 'warclan --db {path} db check'",
        path=path,
        problem=problem,
        restore=restore,
    )


def _create_folder_for(path: Path) -> None:
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        reason = io_reason(exc, folder) or os_reason(exc)
        raise StorageError(
            T_(
                "cannot create {path}: cannot create the folder {folder} ({reason})",
                path=path,
                folder=folder,
                reason=reason,
            )
        ) from exc
    if not os.access(folder, os.W_OK):
        raise StorageError(
            T_(
                "cannot create {path}: the folder {folder} is read-only",
                path=path,
                folder=folder,
            )
        )
    full = disk_full(folder)
    if full is not None:
        raise StorageError(T_("cannot create {path}: {full}", path=path, full=full))


def _create_new_file(path: Path, url: str, busy_timeout_ms: int) -> bool:
    """Build a new database beside ``path`` and move it there once migrated, so a
    creation cut short (a kill, a full disk) leaves no half-made file under the user's
    name. False if another warclan created ``path`` meanwhile (theirs is complete too)."""
    from warclan.atomic import FileExists, build_through, remove_stale_temps

    remove_stale_temps(path, older_than=STALE_TEMP_SECONDS, companions=SQLITE_COMPANIONS)

    def build(temp: Path) -> None:
        temp_url = make_url(url).set(database=str(temp)).render_as_string(False)
        _upgrade(temp_url, path, busy_timeout_ms)
        # Everything into the main file before it moves: a WAL left beside the temp
        # would stay behind.
        conn = sqlite3.connect(temp)
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            conn.close()

    try:
        build_through(path, build, overwrite=False, companions=SQLITE_COMPANIONS)
    except FileExists:
        return False
    return True


def _too_little_room(path: Path) -> bool:
    """Less room left than the file's size: a migration rebuilding its tables needs that."""
    free = free_bytes(path.parent)
    try:
        size = path.stat().st_size
    except OSError:
        return False
    return free is not None and free < size


def _upgrade(url: str, path: Path, busy_timeout_ms: int) -> None:
    from warclan.store import migrate  # alembic: only when a migration must run

    engine = make_engine(url, foreign_keys=False, busy_timeout_ms=busy_timeout_ms)
    try:
        migrate.upgrade(engine)
    except OperationalError as exc:
        code = primary_code(exc.orig) if exc.orig is not None else None
        if code in (SQLITE_BUSY, SQLITE_LOCKED):
            raise DatabaseBusyError(
                T_(
                    "cannot migrate database {path}: another program (another warclan, or "
                    "any tool with the file open) is writing to it; nothing was changed, "
                    "retrying is safe",
                    path=path,
                )
            ) from exc
        reason = (io_reason(exc.orig, path) if exc.orig is not None else None) or exc.orig
        if reason is exc.orig and _too_little_room(path):
            # A table rebuild that ran out of room can surface as an odd "no such table"
            # from SQLite; the real cause is the disk.
            reason = T_(
                "the disk is full ({free} bytes free in {folder})",
                free=free_bytes(path.parent),
                folder=path.parent,
            )
        raise StorageError(
            T_(
                "cannot migrate database {path}: {reason}; it was not changed",
                path=path,
                reason=reason,
            )
        ) from exc
    finally:
        engine.dispose()


def _connection_revision(conn: Connection, where: str) -> str | None:
    tables = inspect(conn).get_table_names()
    if VERSION_TABLE not in tables:
        return None
    rows = [r[0] for r in conn.execute(text(f"SELECT version_num FROM {VERSION_TABLE}"))]
    return stored_revision(rows, tables, where)


def _prepare_engine(engine: Engine, url: str) -> OpenReport:
    """A database that is not an SQLite file: a server, or SQLite in memory.

    A server database is only checked: migrating it is the organiser's act
    (``warclan db upgrade``, see ``server``).
    """
    where = make_url(url).render_as_string(hide_password=True)
    try:
        with engine.connect() as conn:
            revision = _connection_revision(conn, where)
        if engine.dialect.name != "sqlite":
            check_revision(revision, url)
        if revision == schema_head.HEAD_REVISION:
            return OpenReport(url, None, None)
        from warclan.store import migrate  # alembic: only when a migration must run

        migrate.upgrade(engine)
        return OpenReport(url, revision, None)
    except OperationalError as exc:
        raise StorageError(
            T_(
                "cannot open database {where}: {one_line}",
                where=where,
                one_line=one_line(exc.orig),
            )
        ) from exc


def one_line(problem: object) -> str:
    """A driver's message on one line (psycopg adds its hints on lines of their own)."""
    return "; ".join(line.strip() for line in str(problem).splitlines() if line.strip())
