"""What the integrity check at open costs: opening a warclan database of about 1 MB and
50 MB (campaigns with long notes), against SQLite's quick check of the same file alone
and a bare ``sqlite3`` connection that reads one row. Prints every round and medians."""

from __future__ import annotations

import shutil
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from warclan.paths import sqlite_url
from warclan.store.database import Database
from warclan.store.sqlite_files import integrity_problems

ROUNDS = 7
NOTE = "x" * 5000


def build(path: Path, megabytes: int) -> None:
    Database(sqlite_url(path)).close()
    conn = sqlite3.connect(path)
    with conn:
        for i in range(megabytes * 200):  # ~5 KB a row
            conn.execute(
                "INSERT INTO campaign (name, game_system, notes, created_at, raids, name_key)"
                " VALUES (?, 'ragnarok', ?, '2026-01-01 00:00:00', 1, ?)",
                (f"Campaign {i}", NOTE, f"campaign {i}"),
            )
    conn.close()


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def bare_read(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("SELECT count(*) FROM campaign").fetchone()
    conn.close()


def main() -> None:
    folder = Path(tempfile.mkdtemp())
    try:
        for megabytes in (1, 50):
            path = folder / f"db{megabytes}.sqlite"
            build(path, megabytes)
            opens, checks, bares = [], [], []
            for _ in range(ROUNDS):  # alternating, so a busy moment hits all three
                opens.append(timed(lambda p=path: Database(sqlite_url(p)).close()))
                checks.append(timed(lambda p=path: integrity_problems(p, limit=1, quick=True)))
                bares.append(timed(lambda p=path: bare_read(p)))
            size = path.stat().st_size / 1e6
            print(f"{size:.1f} MB database")
            for name, values in (("open", opens), ("quick check", checks), ("bare", bares)):
                rounds = " ".join(f"{v:.1f}" for v in values)
                print(f"  {name:12} median {statistics.median(values):7.1f} ms  ({rounds})")
            share = statistics.median(checks) / statistics.median(opens)
            print(f"  the check is {share:.0%} of opening")
    finally:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
