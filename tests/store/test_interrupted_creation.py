"""A new database is built beside its place and moved there once migrated: a warclan
killed while creating one leaves no half-made file under the user's name, and the next
open simply creates it (before, it refused warclan's own unfinished file as a stranger's).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from warclan.paths import sqlite_url
from warclan.services.ragnarok import campaigns
from warclan.store.database import Database

pytestmark = pytest.mark.sqlite_only("creates SQLite files")

# Opens a new database and kills itself (SIGKILL: no clean-up runs) just before the
# N-th SQL statement of the migrations.
KILLER = """
import os, signal, sys
from sqlalchemy import event
from sqlalchemy.engine import Engine
from warclan.store.database import Database

seen = 0
@event.listens_for(Engine, "before_cursor_execute")
def die(*_args):
    global seen
    seen += 1
    if seen == int(sys.argv[2]):
        os.kill(os.getpid(), signal.SIGKILL)

Database(sys.argv[1])
"""


@pytest.mark.parametrize("statement", [1, 5, 40])
def test_a_kill_during_creation_leaves_nothing_in_the_way(tmp_path: Path, statement: int):
    target = tmp_path / "league.sqlite"
    done = subprocess.run(
        [sys.executable, "-c", KILLER, sqlite_url(target), str(statement)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == -signal.SIGKILL, done.stderr
    assert not target.exists()
    left = [p for p in tmp_path.iterdir() if p.name.startswith(".league.sqlite.")]
    assert left  # the killed creation's temp file, hidden beside the target
    for stray in left:  # as if the kill were long ago
        os.utime(stray, (stray.stat().st_atime, stray.stat().st_mtime - 3600))
    db = Database(sqlite_url(target))
    try:
        campaigns.create_campaign(db, "Winter")
        assert [c.name for c in campaigns.list_campaigns(db)] == ["Winter"]
    finally:
        db.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["league.sqlite"]  # tidied up


def test_a_young_temp_file_may_be_another_creation_in_progress(tmp_path: Path):
    target = tmp_path / "league.sqlite"
    young = tmp_path / ".league.sqlite.0123abcd.tmp"
    young.write_bytes(b"")
    Database(sqlite_url(target)).close()
    assert young.exists()


def test_a_created_database_leaves_no_temporary_files(tmp_path: Path):
    target = tmp_path / "league.sqlite"
    Database(sqlite_url(target)).close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["league.sqlite"]
