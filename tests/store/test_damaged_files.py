"""A file with a damaged page is refused when it is opened, with what to do, and never
written; ``warclan db check`` lists what SQLite's full check finds."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from warclan.cli.main import main
from warclan.paths import sqlite_url
from warclan.services.ragnarok import campaigns
from warclan.store.backups import FOLDER_NAME
from warclan.store.database import Database
from warclan.store.errors import DamagedDatabaseError

pytestmark = pytest.mark.sqlite_only("damages an SQLite file")


def _database_with_campaigns(path: Path) -> None:
    db = Database(sqlite_url(path))
    try:
        for n in range(30):
            campaigns.create_campaign(db, f"Campaign {n}")
    finally:
        db.close()


def _damage_page_of(path: Path, table: str) -> None:
    """Scribble over the header of ``table``'s first page, as a failing disk might."""
    conn = sqlite3.connect(path)
    try:
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,))
        page = root.fetchone()[0]
    finally:
        conn.close()
    with path.open("r+b") as handle:
        handle.seek((page - 1) * page_size)
        handle.write(b"\xff" * 16)


def _fingerprint(folder: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir() if p.is_file()
    }


@pytest.fixture
def damaged(tmp_path: Path) -> Path:
    path = tmp_path / "league.sqlite"
    _database_with_campaigns(path)
    _damage_page_of(path, "campaign")
    return path


def test_a_damaged_file_is_refused_at_open_and_left_alone(damaged: Path) -> None:
    before = _fingerprint(damaged.parent)
    with pytest.raises(DamagedDatabaseError) as refused:
        Database(sqlite_url(damaged))
    message = str(refused.value)
    assert message.startswith(f"{damaged} is damaged (SQLite's check found: ")
    assert "restore a copy you keep elsewhere" in message
    assert f"'warclan --db {damaged} db check'" in message
    assert _fingerprint(damaged.parent) == before  # not a byte written, no -wal made


def test_the_refusal_names_the_newest_backup(damaged: Path) -> None:
    backups = damaged.parent / FOLDER_NAME
    backups.mkdir()
    for stamp in ("20260101T000000000000Z", "20260301T000000000000Z"):
        (backups / f"league-rev-0007-{stamp}.sqlite").write_bytes(b"")
    with pytest.raises(DamagedDatabaseError, match=r"restore the newest backup, .*20260301T"):
        Database(sqlite_url(damaged))


def test_the_cli_refuses_in_one_line_and_writes_nothing(damaged: Path, capsys) -> None:
    before = _fingerprint(damaged.parent)
    assert main(["--db", str(damaged), "campaign", "create", "Summer"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith(f"warclan: error: {damaged} is damaged")
    assert _fingerprint(damaged.parent) == before


def test_db_check_lists_the_damage(damaged: Path, capsys) -> None:
    assert main(["--db", str(damaged), "db", "check"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith(f"warclan: error: {damaged} is damaged: ")
    assert "found by SQLite's integrity check" in err


def test_db_check_passes_a_sound_file(tmp_path: Path, capsys) -> None:
    path = tmp_path / "sound.sqlite"
    _database_with_campaigns(path)
    assert main(["--db", str(path), "db", "check"]) == 0
    assert capsys.readouterr().out == (f"{path}: ok (SQLite's integrity check found no damage)\n")


def test_a_sound_file_still_opens(tmp_path: Path) -> None:
    path = tmp_path / "sound.sqlite"
    _database_with_campaigns(path)
    db = Database(sqlite_url(path))
    try:
        assert len(campaigns.list_campaigns(db)) == 30
    finally:
        db.close()
