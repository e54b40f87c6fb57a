"""Alembic migrations, run from code when a database is opened at an older revision.

Only this module imports alembic, and ``database`` imports it only when the stored
revision differs from ``schema_head.HEAD_REVISION``. Order of work for an existing
SQLite file (see ``database``): read its revision without writing to it; refuse what is
not ours or is newer; back it up (``backups``); only then migrate, in one transaction
with foreign keys off, checking them before the migration commits.
"""

from __future__ import annotations

from typing import Any

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Engine

from warclan.i18n_text import T_
from warclan.paths import migrations_dir
from warclan.store import schema_head
from warclan.store.errors import StorageError


def alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    return config


def script_directory() -> ScriptDirectory:
    return ScriptDirectory.from_config(alembic_config())


def head_revision() -> str:
    """The head of ``migrations/`` (schema_head.HEAD_REVISION must equal it)."""
    heads = script_directory().get_heads()
    if len(heads) != 1:
        raise StorageError(
            T_(
                "this build has {count} migration heads; expected one",
                count=len(heads),
            )
        )
    return heads[0]


def known_revisions() -> set[str]:
    return {rev.revision for rev in script_directory().walk_revisions()}


def upgrade(engine: Engine) -> None:
    """Bring the database to head in one transaction (foreign keys checked at the end)."""
    config = alembic_config()
    sqlite = engine.dialect.name == "sqlite"
    with engine.connect() as conn:
        driver: Any = conn.connection.driver_connection
        if sqlite:
            # The pragma only takes effect outside a transaction, so it is set on the
            # driver connection before BEGIN (and restored: the connection is pooled).
            foreign_keys = driver.execute("PRAGMA foreign_keys").fetchone()[0]
            driver.execute("PRAGMA foreign_keys=OFF")
        try:
            with conn.execution_options(warclan_write=True).begin():
                config.attributes["connection"] = conn
                command.upgrade(config, "head")
                if sqlite:
                    conn.exec_driver_sql(f"PRAGMA application_id={schema_head.APPLICATION_ID}")
                    problems = conn.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                    if problems:
                        raise StorageError(
                            T_(
                                "migration left {count} broken references; nothing was changed",
                                count=len(problems),
                            )
                        )
        finally:
            if sqlite:
                driver.execute(f"PRAGMA foreign_keys={foreign_keys}")
