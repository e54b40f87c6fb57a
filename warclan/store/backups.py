"""Backups taken before a migration, into ``backups/`` beside the database.

A backup is written under a temporary name, checked (``integrity_check`` and every
table's row count against the source, read in the same snapshot) and only then renamed
into place, so ``backups/`` never holds a partial or empty copy under a backup's name. The
last ``backups_kept()`` backups of each database are kept; the newest is never removed.

A warclan killed while copying leaves its hidden ``.….partial`` file behind; the next
open removes it (``remove_leftovers``). A warclan writing a backup holds a shared lock on
the ``backups/`` folder meanwhile, so a leftover is told from another warclan's backup in
progress by the lock, not by a guess from its age (where there is no such lock, on
Windows, age decides, and a file another process has open cannot be removed there).
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import BinaryIO

from warclan.i18n_text import T_
from warclan.os_reasons import os_reason
from warclan.store.errors import StorageError
from warclan.store.sqlite_files import io_reason

DEFAULT_KEPT = 10
KEPT_ENV_VAR = "WARCLAN_BACKUPS_KEPT"
FOLDER_NAME = "backups"
# Without the folder lock: a partial backup older than this was left by a warclan killed
# while copying; a younger one may still be being written by another warclan.
STALE_PARTIAL_SECONDS = 600
PARTIAL = ".partial"
_PARTIAL_COMPANIONS = ("", "-journal", "-wal", "-shm")


def backups_kept() -> int:
    """How many backups per database to keep: ``$WARCLAN_BACKUPS_KEPT`` or 10."""
    value = os.environ.get(KEPT_ENV_VAR, "").strip()
    if not value:
        return DEFAULT_KEPT
    if not value.isdigit() or int(value) < 1:
        raise StorageError(
            T_(
                "{kept_env_var} must be a whole number of at least 1, not {value!r}",
                kept_env_var=KEPT_ENV_VAR,
                value=value,
            )
        )
    return int(value)


def backup_name_pattern(database: Path) -> re.Pattern[str]:
    """Names of this database's backups: ``<stem>-rev-<revision>-<UTC stamp><suffix>``.

    Revisions hold no '-', so the backups of ``a.sqlite`` never match those of
    ``a-rev-b.sqlite``.
    """
    suffix = database.suffix or ".sqlite"
    return re.compile(
        rf"{re.escape(database.stem)}-rev-[A-Za-z0-9_]+-(?P<stamp>\d{{8}}T\d{{12}}Z)"
        rf"{re.escape(suffix)}"
    )


def backup_sqlite(path: Path, revision: str | None, *, keep: int | None = None) -> Path:
    """Copy a live SQLite file with the backup API, check the copy, then keep it."""
    folder = path.parent / FOLDER_NAME
    _make_folder(folder, path)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = folder / f"{path.stem}-rev-{revision or 'none'}-{stamp}{path.suffix or '.sqlite'}"
    partial = folder / f".{target.name}{PARTIAL}"
    try:
        with _folder_lock(folder, exclusive=False):  # see remove_leftovers
            expected = _copy(path, partial)
            _check(partial, expected)
            os.replace(partial, target)
        _sync_folder(folder)
    except (sqlite3.Error, OSError) as exc:
        reason = io_reason(exc, partial) or str(exc)  # the free space before cleaning up
        _remove_partial(partial)
        raise StorageError(
            T_(
                "cannot back up {path} before migrating it: {reason}. The database was "
                "not changed; free some space or fix the folder, then open it again.",
                path=path,
                reason=reason,
            )
        ) from exc
    except StorageError as exc:
        _remove_partial(partial)
        raise StorageError(
            T_(
                "cannot back up {path} before migrating it: {exc}",
                path=path,
                exc=exc,
            )
        ) from exc
    prune(path, keep=backups_kept() if keep is None else keep, newest=target)
    return target


def newest_backup(database: Path) -> Path | None:
    """The newest complete backup of ``database`` in its ``backups/`` folder, if any."""
    folder = database.parent / FOLDER_NAME
    pattern = backup_name_pattern(database)
    try:
        entries = list(folder.iterdir())
    except OSError:
        return None
    found = [(m["stamp"], e) for e in entries if (m := pattern.fullmatch(e.name)) and e.is_file()]
    return max(found)[1] if found else None


def prune(database: Path, *, keep: int, newest: Path | None = None) -> list[Path]:
    """Remove all but the ``keep`` newest backups of ``database``; never ``newest``."""
    folder = database.parent / FOLDER_NAME
    pattern = backup_name_pattern(database)
    found = []
    for entry in folder.iterdir():
        match = pattern.fullmatch(entry.name)
        if match and entry.is_file():
            found.append((match["stamp"], entry))
    found.sort()
    doomed = [entry for _stamp, entry in found[: max(len(found) - max(keep, 1), 0)]]
    removed = []
    for entry in doomed:
        if entry == newest:
            continue
        with contextlib.suppress(OSError):  # pruning is tidying; it never blocks opening
            entry.unlink()
            removed.append(entry)
    return removed


def remove_leftovers(database: Path) -> list[Path]:
    """Remove the partial backups of ``database`` that a warclan killed while copying
    left in ``backups/`` (and SQLite's journals beside them); the files removed.

    Only when no warclan is writing a backup there (the folder's lock is free): then every
    partial file is a leftover, whatever its age. A complete backup is never touched."""
    folder = database.parent / FOLDER_NAME
    pattern = backup_name_pattern(database)
    removed: list[Path] = []
    with contextlib.suppress(OSError), _folder_lock(folder, exclusive=True) as alone:
        stale = None if alone else time.time() - STALE_PARTIAL_SECONDS
        for entry in folder.iterdir():
            if not (entry.name.startswith(".") and _is_partial_of(entry.name[1:], pattern)):
                continue
            with contextlib.suppress(OSError):  # tidying never blocks opening
                if stale is not None and entry.stat().st_mtime >= stale:
                    continue  # maybe another warclan's backup in progress
                entry.unlink()
                removed.append(entry)
    return removed


def _is_partial_of(name: str, pattern: re.Pattern[str]) -> bool:
    for companion in _PARTIAL_COMPANIONS:
        ending = PARTIAL + companion
        if name.endswith(ending) and pattern.fullmatch(name[: -len(ending)]):
            return True
    return False


@contextlib.contextmanager
def _folder_lock(folder: Path, *, exclusive: bool) -> Iterator[bool]:
    """A lock on ``folder``: shared while a backup is written there (waiting for a
    cleaner's brief hold), exclusive without waiting to clean up. True if held; False
    where it is not (no such lock on this system, or another process holds it)."""
    try:
        import fcntl
    except ImportError:  # Windows
        yield False
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        yield False
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB if exclusive else fcntl.LOCK_SH)
        except OSError:
            yield False
        else:
            yield True
    finally:
        os.close(fd)  # releases the lock


def _remove_partial(partial: Path) -> None:
    """The partial copy and any journal SQLite left beside it."""
    for suffix in _PARTIAL_COMPANIONS:
        with contextlib.suppress(OSError):
            partial.with_name(partial.name + suffix).unlink(missing_ok=True)


def _make_folder(folder: Path, database: Path) -> None:
    if folder.exists() and not folder.is_dir():
        raise StorageError(
            T_(
                "cannot back up {database} before migrating it: {folder} is a file, not "
                "a folder. Move it away and open the database again; it was not changed.",
                database=database,
                folder=folder,
            )
        )
    try:
        folder.mkdir(exist_ok=True)
    except OSError as exc:
        reason = io_reason(exc, folder) or os_reason(exc)
        raise StorageError(
            T_(
                "cannot back up {database} before migrating it: cannot create the folder "
                "{folder} ({reason}). The database was not changed.",
                database=database,
                folder=folder,
                reason=reason,
            )
        ) from exc


def _table_counts(conn: sqlite3.Connection) -> dict[str, int]:
    names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {name: conn.execute(f'SELECT count(*) FROM "{name}"').fetchone()[0] for name in names}


def _copy(path: Path, partial: Path) -> dict[str, int]:
    """Back ``path`` up into ``partial``; the row counts of the snapshot that was copied."""
    _remove_partial(partial)
    source = sqlite3.connect(path, isolation_level=None)
    try:
        source.execute("BEGIN")  # one read snapshot for the counts and the copy
        counts = _table_counts(source)
        dest = sqlite3.connect(partial)
        try:
            source.backup(dest)
        finally:
            dest.close()
        source.execute("COMMIT")
        return counts
    finally:
        source.close()


def _check(partial: Path, expected: dict[str, int]) -> None:
    conn = sqlite3.connect(f"{partial.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        result = [r[0] for r in conn.execute("PRAGMA integrity_check")]
        counts = _table_counts(conn)
    finally:
        conn.close()
    if result != ["ok"]:
        raise StorageError(
            T_(
                "the backup failed its integrity check ({names}); it was removed and the "
                "database was not changed",
                names="; ".join(result[:3]),
            )
        )
    if counts != expected:
        raise StorageError(
            T_(
                "the backup does not hold the same rows as the database; it was removed "
                "and the database was not changed"
            )
        )
    with open(partial, "rb+") as handle:  # on disk before it takes its final name
        os.fsync(handle.fileno())


def _sync_folder(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@contextmanager
def migration_lock(database: Path) -> Iterator[None]:
    """Held while one warclan backs up and migrates ``database``: a second warclan opening
    the same old file waits here, then finds it current (one migration, one backup).
    An OS lock on a file in the backups folder, removed while still locked; a waiter
    that then holds a lock on the removed file tries again on a fresh one."""
    folder = database.parent / FOLDER_NAME
    _make_folder(folder, database)
    lock_path = folder / f".{database.name}.migrating"
    while True:
        try:
            handle = open(lock_path, "a+b")  # noqa: SIM115  (held open for the lock's life)
        except OSError as exc:
            reason = io_reason(exc, lock_path) or os_reason(exc)
            raise StorageError(
                T_(
                    "cannot migrate {database}: cannot create {lock_path} ({reason}); it was "
                    "not changed",
                    database=database,
                    lock_path=lock_path,
                    reason=reason,
                )
            ) from exc
        _lock(handle)
        if _same_file(lock_path, handle):
            break
        handle.close()  # the holder removed it as it finished: lock the new one
    try:
        yield
    finally:
        with contextlib.suppress(OSError):  # Windows keeps an open file: it stays
            lock_path.unlink()
        handle.close()  # closing releases the lock


def _same_file(path: Path, handle: BinaryIO) -> bool:
    try:
        return os.path.samestat(os.stat(path), os.fstat(handle.fileno()))
    except OSError:
        return False


def _lock(handle: BinaryIO) -> None:
    if sys.platform == "win32":
        import msvcrt

        handle.seek(0)
        while True:  # LK_LOCK tries for 10 s, then raises; keep waiting like flock
            try:
                msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
                return
            except OSError:
                continue
    import fcntl

    fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
