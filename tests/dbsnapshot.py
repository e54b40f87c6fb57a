"""Every row of every table of a database, for proving bad input changes nothing.

Two snapshots compare equal exactly when the database is "exactly as before": same tables,
same rows (row order ignored, so rows are sorted by ``repr``). Takes an SQLite file's path
or, for the PostgreSQL runs, a database URL.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlalchemy import create_engine, inspect, text
from sqlalchemy.pool import NullPool


def game_data(path: str | Path) -> dict[str, list[tuple]]:
    """``dump`` without the league's audit trail, which records an undo like any other
    change: 'the campaign exactly as before' after an undo means this is equal."""
    return {t: rows for t, rows in dump(path).items() if t != "audit_log"}


def dump(path: str | Path) -> dict[str, list[tuple]]:
    """Every row of every table: 'the database exactly as before' means this is equal."""
    if isinstance(path, str) and "://" in path:
        return _dump_url(path)
    conn = sqlite3.connect(path)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return {
            t: sorted(conn.execute(f'SELECT * FROM "{t}"').fetchall(), key=repr) for t in tables
        }
    finally:
        conn.close()


def _dump_url(url: str) -> dict[str, list[tuple]]:
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as conn:
            tables = inspect(conn).get_table_names()
            return {
                t: sorted((tuple(r) for r in conn.execute(text(f'SELECT * FROM "{t}"'))), key=repr)
                for t in tables
            }
    finally:
        engine.dispose()
