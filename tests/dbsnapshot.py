"""Every row of every table of an SQLite file, for proving bad input changes nothing.

Two snapshots compare equal exactly when the database is "exactly as before": same tables,
same rows (row order ignored, so rows are sorted by ``repr``).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path


def dump(path: str | Path) -> dict[str, list[tuple]]:
    """Every row of every table: 'the database exactly as before' means this is equal."""
    conn = sqlite3.connect(path)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return {
            t: sorted(conn.execute(f'SELECT * FROM "{t}"').fetchall(), key=repr) for t in tables
        }
    finally:
        conn.close()
