"""Looking at an SQLite file before warclan uses it, without writing to it: whose file it
is, which revision it holds, whether it can be written, and readable reasons for the
errors SQLite gives (a full disk is not a foreign file)."""

from __future__ import annotations

import os
import shutil
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from warclan.i18n_text import T_
from warclan.os_reasons import os_reason
from warclan.store import schema_head
from warclan.store.errors import ForeignDatabaseError, StorageError
from warclan.store.revisions import VERSION_TABLE, stored_revision

# Below this much free space a write in WAL mode (the -shm index alone is 32 KiB, then
# the WAL pages and the checkpoint) is likely to fail half-way and leave -wal/-shm files
# behind, so warclan opens the database for reading only and says the disk is full.
MIN_FREE_BYTES = 1 << 20

# SQLite's primary result codes (the low byte of an extended code).
SQLITE_BUSY = 5
SQLITE_LOCKED = 6
SQLITE_READONLY = 8
SQLITE_IOERR = 10
SQLITE_CORRUPT = 11
SQLITE_FULL = 13
SQLITE_CANTOPEN = 14
SQLITE_NOTADB = 26


@dataclass(frozen=True, slots=True)
class FileState:
    """What an existing SQLite file holds, as far as warclan is concerned."""

    revision: str | None  # None: a new warclan database, no tables yet
    has_tables: bool  # worth a backup before migrating
    damage: str | None = None  # the first problem SQLite's quick check found, if any


def primary_code(exc: BaseException) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def free_bytes(folder: Path) -> int | None:
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return None


def disk_full(folder: Path) -> str | None:
    """``the disk is full (N bytes free in FOLDER)`` when less than MIN_FREE_BYTES is free."""
    free = free_bytes(folder)
    if free is None or free >= MIN_FREE_BYTES:
        return None
    return T_("the disk is full ({free} bytes free in {folder})", free=free, folder=folder)


def io_reason(exc: BaseException, path: Path) -> str | None:
    """A readable reason for an SQLite or OS error about ``path``, or None for other errors."""
    folder = path.parent
    code = primary_code(exc)
    errno = getattr(exc, "errno", None)
    if code == SQLITE_FULL or errno == 28:  # ENOSPC
        return T_(
            "the disk is full ({free} bytes free in {folder})",
            free=free_bytes(folder),
            folder=folder,
        )
    if code in (SQLITE_IOERR, SQLITE_CANTOPEN) or isinstance(exc, OSError):
        full = disk_full(folder)
        if full:
            return full
        if not os.access(folder, os.W_OK):
            return T_("the folder {folder} is read-only", folder=folder)
        detail = os_reason(exc) if isinstance(exc, OSError) else str(exc)
        return T_("cannot read or write {path} ({detail})", path=path, detail=detail)
    return None


def read_only_reason(path: Path) -> str | None:
    """Why an existing database file cannot be written here, or None if it can."""
    # SQLite creates -wal/-shm (or a rollback journal) beside the file to write it. The
    # folder comes first: on a read-only mount both are read-only, and the folder is the
    # place to fix.
    if not os.access(path.parent, os.W_OK):
        return T_("the folder {folder} is read-only", folder=path.parent)
    if not os.access(path, os.W_OK):
        return T_("the file {path} is read-only", path=path)
    return disk_full(path.parent)


def read_only_uri(path: Path) -> str:
    """An SQLite URI that reads ``path`` without creating anything beside it.

    ``immutable=1`` makes SQLite take no locks and create no -wal/-shm, which is right
    when nobody can write the file. A WAL file with content holds committed rows that
    are not in the main file yet, so then the file is read through its WAL instead.
    """
    wal = path.with_name(path.name + "-wal")
    wal_has_rows = wal.exists() and wal.stat().st_size > 0
    return f"{path.resolve().as_uri()}?mode=ro" + ("" if wal_has_rows else "&immutable=1")


def integrity_problems(path: Path, *, limit: int = 100, quick: bool = False) -> list[str]:
    """What SQLite's integrity check finds wrong with the file (up to ``limit``), read
    without writing; an empty list when it is sound. ``quick`` skips the check of each
    index against its table, which is what makes the full check slow."""
    pragma = "quick_check" if quick else "integrity_check"
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
        try:
            found = [_one_line(r[0]) for r in conn.execute(f"PRAGMA {pragma}({int(limit)})")]
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:  # so damaged that the check itself fails
        reason = io_reason(exc, path)
        if reason is not None:
            raise StorageError(
                T_("cannot read {path}: {reason}", path=path, reason=reason)
            ) from exc
        return [str(exc)]
    return [] if found == ["ok"] else found


def _one_line(problem: object) -> str:
    """SQLite heads a problem with ``*** in database main ***`` on a line of its own."""
    lines = [line.strip() for line in str(problem).splitlines()]
    return " ".join(line for line in lines if line and not line.startswith("***"))


def _first_damage(path: Path) -> str | None:
    problems = integrity_problems(path, limit=1, quick=True)
    return problems[0] if problems else None


def inspect_file(path: Path) -> FileState:
    """Read an existing file's ownership and revision; refuse what is not ours."""
    if path.stat().st_size == 0:
        # What a failed copy, a truncated sync or a full disk leaves behind: adopting it
        # would hide the loss behind an empty, healthy-looking campaign list.
        raise ForeignDatabaseError(
            T_(
                "{path} is an empty file (0 bytes), not a warclan database; it was not "
                "changed. If you want a new database there, delete the file first.",
                path=path,
            )
        )
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error as exc:
        raise StorageError(
            T_(
                "cannot open {path}: {value}",
                path=path,
                value=io_reason(exc, path) or exc,
            )
        ) from exc
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        user_version = conn.execute("PRAGMA user_version").fetchone()[0]
        objects = conn.execute("SELECT type, name FROM sqlite_master").fetchall()
        tables = {name for kind, name in objects if kind == "table"}
        rows = (
            [r[0] for r in conn.execute(f"SELECT version_num FROM {VERSION_TABLE}")]
            if VERSION_TABLE in tables
            else None
        )
    except sqlite3.DatabaseError as exc:
        reason = io_reason(exc, path)
        if reason is not None:
            raise StorageError(
                T_(
                    "cannot read {path}: {reason}; it was not changed",
                    path=path,
                    reason=reason,
                )
            ) from exc
        raise ForeignDatabaseError(
            T_("{path} is not a warclan database ({exc})", path=path, exc=exc)
        ) from exc
    finally:
        conn.close()

    ours = app_id == schema_head.APPLICATION_ID
    if app_id not in (0, schema_head.APPLICATION_ID):
        raise ForeignDatabaseError(
            T_(
                "{path} is another program's database (its application id is "
                "{app_id:#x}); choose another file. It was not changed.",
                path=path,
                app_id=app_id,
            )
        )
    if rows is not None:
        revision = stored_revision(rows, tables, str(path), ours=ours)
        return FileState(revision, True, damage=_first_damage(path))
    if ours and not objects:
        return FileState(None, False)  # created by warclan, migration not yet committed
    held = [f"{kind} {name}" for kind, name in sorted(objects)][:3]
    if user_version:
        held.append(f"user_version {user_version}")
    what = ", ".join(held) if held else T_("no warclan tables")
    raise ForeignDatabaseError(
        T_(
            "{path} is not a warclan database (it holds {what}); choose another "
            "file. It was not changed.",
            path=path,
            what=what,
        )
    )
