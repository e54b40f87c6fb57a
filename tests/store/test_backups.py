"""Backups before a migration: checked before they take their name, never partial or
empty, refused clearly when they cannot be written, pruned to the last N per database."""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from warclan.cli.main import main as cli_main
from warclan.store import backups, migrate
from warclan.store.database import Database
from warclan.store.errors import StorageError

OLD = "0001"  # what the make_old_database fixture leaves


def url_of(path: Path) -> str:
    return f"sqlite:///{path}"


def revision_of(path: Path) -> str:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return str(conn.execute("SELECT version_num FROM alembic_version").fetchone()[0])
    finally:
        conn.close()


def listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def test_backup_is_complete_and_checked(
    tmp_path: Path, make_old_database: Callable[..., None]
) -> None:
    path = tmp_path / "clan.sqlite"
    make_old_database(path)
    database = Database(url_of(path))
    database.close()
    backup = database.report.backup
    assert backup is not None and database.report.migrated_from == OLD
    assert listing(tmp_path / "backups") == [backup.name]  # no temporary file left
    conn = sqlite3.connect(backup)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert conn.execute("SELECT name FROM campaign").fetchall() == [("Saga",)]
        assert conn.execute("SELECT version_num FROM alembic_version").fetchall() == [(OLD,)]
    finally:
        conn.close()


@pytest.mark.slow
def test_backups_path_that_is_a_file_is_a_clear_refusal(
    tmp_path: Path, make_old_database: Callable[..., None]
) -> None:
    path = tmp_path / "clan.sqlite"
    make_old_database(path)
    (tmp_path / "backups").write_text("not a folder")
    before = path.read_bytes()
    with pytest.raises(StorageError) as caught:
        Database(url_of(path))
    assert str(caught.value) == (
        f"cannot back up {path} before migrating it: {tmp_path / 'backups'} is a file, not a "
        "folder. Move it away and open the database again; it was not changed."
    )
    assert path.read_bytes() == before and revision_of(path) == OLD


@pytest.mark.slow
def test_cli_backups_file_is_one_line_not_an_internal_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], make_old_database: Callable[..., None]
) -> None:
    path = tmp_path / "clan.sqlite"
    make_old_database(path)
    (tmp_path / "backups").write_text("not a folder")
    code = cli_main(["--db", str(path), "campaign", "list"])
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    assert err.startswith(f"warclan: error: cannot back up {path} before migrating it")
    assert len(err.splitlines()) == 1


@pytest.mark.slow
def test_full_disk_during_backup_leaves_no_partial_backup_and_no_change(
    small_disk, make_old_database: Callable[..., None]
) -> None:  # type: ignore[no-untyped-def]
    path = small_disk.folder / "clan.sqlite"
    make_old_database(path, notes_bytes=3_000_000)
    before = path.read_bytes()
    free = small_disk.fill(leave=1_500_000)  # above the 1 MiB floor, below the file's size
    assert 1 << 20 <= free < len(before)

    for _attempt in range(3):
        with pytest.raises(StorageError) as caught:
            Database(url_of(path))
        message = str(caught.value)
        assert message.startswith(f"cannot back up {path} before migrating it: the disk is full (")
        assert f"bytes free in {small_disk.folder / 'backups'})" in message
        assert "The database was not changed" in message

    assert listing(small_disk.folder / "backups") == []  # no partial, no empty backup
    small_disk.release()
    assert path.read_bytes() == before and revision_of(path) == OLD

    database = Database(url_of(path))  # with room again, the same file migrates
    database.close()
    assert database.report.backup is not None
    assert listing(small_disk.folder / "backups") == [database.report.backup.name]
    assert revision_of(path) == migrate.head_revision()


@pytest.mark.slow
def test_nearly_full_disk_refuses_to_migrate_before_backing_up(
    small_disk, make_old_database: Callable[..., None]
) -> None:  # type: ignore[no-untyped-def]
    path = small_disk.folder / "clan.sqlite"
    make_old_database(path)
    before = path.read_bytes()
    free = small_disk.fill()
    with pytest.raises(StorageError) as caught:
        Database(url_of(path))
    assert str(caught.value) == (
        f"{path} must be brought up to this warclan's tables (revision {OLD} to "
        f"{migrate.head_revision()}), but the disk is full ({free} bytes free in "
        f"{small_disk.folder}); it was not changed"
    )
    assert listing(small_disk.folder) == ["clan.sqlite", "filler.bin"]
    assert path.read_bytes() == before


def _fake_backup(folder: Path, stem: str, revision: str, day: int) -> Path:
    path = folder / f"{stem}-rev-{revision}-202601{day:02d}T120000000000Z.sqlite"
    path.write_bytes(b"old backup")
    return path


@pytest.mark.slow
def test_only_the_last_ten_backups_of_a_database_are_kept(
    tmp_path: Path, make_old_database: Callable[..., None]
) -> None:
    path = tmp_path / "clan.sqlite"
    make_old_database(path)
    folder = tmp_path / "backups"
    folder.mkdir()
    old = [_fake_backup(folder, "clan", "0001", day) for day in range(1, 13)]
    others = [
        _fake_backup(folder, "clan-rev-x", "0001", 1),  # another database's backup
        _fake_backup(folder, "other", "0001", 1),
        folder / "notes.txt",
    ]
    others[-1].write_text("mine")

    database = Database(url_of(path))
    database.close()

    newest = database.report.backup
    assert newest is not None
    kept = [p.name for p in old[-9:]] + [newest.name]
    assert listing(folder) == sorted(kept + [p.name for p in others])


@pytest.mark.slow
def test_how_many_backups_are_kept_is_configurable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, make_old_database: Callable[..., None]
) -> None:
    path = tmp_path / "clan.sqlite"
    make_old_database(path)
    folder = tmp_path / "backups"
    folder.mkdir()
    for day in range(1, 6):
        _fake_backup(folder, "clan", "0001", day)
    monkeypatch.setenv(backups.KEPT_ENV_VAR, "1")
    database = Database(url_of(path))
    database.close()
    assert database.report.backup is not None
    assert listing(folder) == [database.report.backup.name]  # the newest is never removed


def test_a_bad_backups_kept_setting_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    for value in ("0", "ten", "-3"):
        monkeypatch.setenv(backups.KEPT_ENV_VAR, value)
        with pytest.raises(StorageError, match="must be a whole number of at least 1"):
            backups.backups_kept()


@pytest.mark.slow
def test_partial_backups_left_by_a_killed_warclan_are_removed_whatever_their_age(
    tmp_path: Path, make_old_database: Callable[..., None]
) -> None:
    """No warclan is writing a backup (the folder's lock is free): a young leftover is
    no backup in progress either (tests/store/test_backup_leftovers.py has the one that
    is, and a real kill)."""
    path = tmp_path / "clan.sqlite"
    make_old_database(path)
    folder = tmp_path / "backups"
    folder.mkdir()
    stale = folder / ".clan-rev-0001-20260101T120000000000Z.sqlite.partial"
    fresh = folder / ".clan-rev-0001-20260102T120000000000Z.sqlite.partial"
    for leftover in (stale, fresh):
        leftover.write_bytes(b"half a copy")
    old = time.time() - 3600
    os.utime(stale, (old, old))

    database = Database(url_of(path))
    database.close()
    assert database.report.backup is not None
    assert listing(folder) == [database.report.backup.name]


@pytest.mark.slow
def test_running_out_of_room_during_the_migration_says_the_disk_is_full(
    small_disk, make_old_database: Callable[..., None]
) -> None:  # type: ignore[no-untyped-def]
    """The backup fits but the table rebuild does not: the message names the disk, and
    the database stays at its old revision."""
    path = small_disk.folder / "clan.sqlite"
    make_old_database(path, notes_bytes=5_000_000)
    before = path.read_bytes()
    small_disk.fill(leave=len(before) + 1_500_000)  # room for the backup, not the rebuild
    with pytest.raises(StorageError) as caught:
        Database(url_of(path))
    message = str(caught.value)
    assert message.startswith(f"cannot migrate database {path}: the disk is full (")
    assert message.endswith("; it was not changed")
    small_disk.release()
    assert revision_of(path) == OLD


def test_two_warclans_opening_an_old_file_at_once_migrate_it_once(tmp_path: Path) -> None:
    """Both wait for one another: one backs up and migrates, the other finds the file
    current (they made two backups and ran the migration twice)."""
    import shutil
    import subprocess
    import sys

    path = tmp_path / "old.sqlite"
    shutil.copyfile(Path(__file__).parents[1] / "fixtures" / "databases" / "rev-0002.sqlite", path)
    script = (
        "import sys; from warclan.store.database import Database; "
        "db = Database(sys.argv[1]); db.close(); "
        "print(db.report.migrated_from, db.report.backup is not None)"
    )
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", script, f"sqlite:///{path}"],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])},
        )
        for _ in range(2)
    ]
    reports = sorted(run.communicate(timeout=120)[0].strip() for run in runs)
    assert reports == ["0002 True", "None False"]
    assert len(list((tmp_path / "backups").glob("old-rev-0002-*.sqlite"))) == 1
