"""Alembic migrations, run from code whenever a database is opened.

Order of work for an existing SQLite file: read its revision without writing to it;
refuse a revision this build does not know (a newer warclan wrote it); back the file up
with the SQLite backup API; only then migrate, with foreign keys off, checking them
before the migration commits.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, inspect, text

from warclan import __version__
from warclan.paths import migrations_dir
from warclan.store.errors import NewerDatabaseError, StorageError

VERSION_TABLE = "alembic_version"


def alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    return config


def script_directory() -> ScriptDirectory:
    return ScriptDirectory.from_config(alembic_config())


def head_revision() -> str:
    heads = script_directory().get_heads()
    if len(heads) != 1:
        raise StorageError(f"this build has {len(heads)} migration heads; expected one")
    return heads[0]


def known_revisions() -> set[str]:
    return {rev.revision for rev in script_directory().walk_revisions()}


def sqlite_file_revision(path: Path) -> tuple[str | None, bool]:
    """(revision, has_tables) of an existing SQLite file, read without modifying it."""
    # Without a -wal file no connection has the file open in WAL mode, so it can be read
    # as immutable: SQLite then creates no -wal/-shm side files, leaving the folder as it was.
    wal = path.with_name(path.name + "-wal")
    uri = f"{path.resolve().as_uri()}?mode=ro" + ("" if wal.exists() else "&immutable=1")
    try:
        conn = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as exc:
        raise StorageError(f"cannot open {path}: {exc}") from exc
    try:
        tables = {
            row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        if VERSION_TABLE not in tables:
            if tables:  # tables but never migrated by warclan: another program's database
                raise StorageError(
                    f"{path} is not a warclan database (it holds tables of another program: "
                    f"{', '.join(sorted(tables)[:3])}…); choose another file. It was not changed."
                )
            return None, False
        row = conn.execute(f"SELECT version_num FROM {VERSION_TABLE}").fetchone()
        return (row[0] if row else None), True
    except sqlite3.DatabaseError as exc:
        raise StorageError(f"{path} is not a warclan database ({exc})") from exc
    finally:
        conn.close()


def connection_revision(conn: Connection) -> str | None:
    if not inspect(conn).has_table(VERSION_TABLE):
        return None
    return conn.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalar()


def refuse_unknown(revision: str | None, where: str) -> None:
    if revision is not None and revision not in known_revisions():
        raise NewerDatabaseError(
            f"{where} was written by a newer warclan (database revision {revision}); "
            f"this is warclan {__version__}, which knows revisions up to {head_revision()}. "
            "Install a newer warclan to open it; the file was not changed."
        )


def backup_sqlite(path: Path, revision: str | None) -> Path:
    """Copy a live SQLite file with the backup API into ``backups/`` beside it."""
    folder = path.parent / "backups"
    folder.mkdir(exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = folder / f"{path.stem}-rev-{revision or 'none'}-{stamp}{path.suffix or '.sqlite'}"
    source = sqlite3.connect(path)
    try:
        dest = sqlite3.connect(target)
        try:
            source.backup(dest)
        finally:
            dest.close()
    finally:
        source.close()
    return target


def upgrade(engine: Engine) -> None:
    """Bring the database to head in one transaction (foreign keys checked at the end)."""
    config = alembic_config()
    sqlite = engine.dialect.name == "sqlite"
    # For SQLite the engine comes from make_engine(foreign_keys=False): the pragma only
    # takes effect outside a transaction, so it is set as each connection opens.
    with engine.connect() as conn, conn.begin():
        config.attributes["connection"] = conn
        command.upgrade(config, "head")
        if sqlite:
            problems = conn.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
            if problems:
                raise StorageError(
                    f"migration left {len(problems)} broken references; nothing was changed"
                )
