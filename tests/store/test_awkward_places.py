"""Full disks, read-only files and folders, a folder or nothing given as --db, and
SQLite in memory: each is either used correctly or refused with a message that names
the place, and reading never leaves -wal/-shm files behind."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from warclan import paths
from warclan.cli.main import main as cli_main
from warclan.services.ragnarok import campaigns
from warclan.store.database import Database
from warclan.store.errors import ReadOnlyDatabaseError, StorageError
from warclan.store.sqlite_files import inspect_file


def url_of(path: Path) -> str:
    return f"sqlite:///{path}"


def listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli_main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def make_campaign_file(path: Path) -> None:
    db = Database(url_of(path))
    campaigns.create_campaign(db, "Saga")
    db.close()
    assert not path.with_name(path.name + "-wal").exists()


# --- a full disk ----------------------------------------------------------------------------


def test_full_disk_reads_work_and_leave_no_side_files(
    small_disk,
    capsys: pytest.CaptureFixture[str],  # type: ignore[no-untyped-def]
) -> None:
    path = small_disk.folder / "clan.sqlite"
    make_campaign_file(path)
    small_disk.fill()
    before = path.read_bytes()

    code, out, err = cli(capsys, "--db", str(path), "campaign", "list")
    assert (code, err) == (0, "")
    assert "Saga" in out
    assert listing(small_disk.folder) == ["clan.sqlite", "filler.bin"]
    assert path.read_bytes() == before


def test_full_disk_write_says_the_disk_is_full_with_the_free_bytes(
    small_disk,
    capsys: pytest.CaptureFixture[str],  # type: ignore[no-untyped-def]
) -> None:
    path = small_disk.folder / "clan.sqlite"
    make_campaign_file(path)
    free = small_disk.fill()
    before = path.read_bytes()

    code, out, err = cli(capsys, "--db", str(path), "campaign", "create", "Second")
    assert code == 1 and out == ""
    assert err == (
        f"warclan: error: {path} was opened for reading only: the disk is full "
        f"({free} bytes free in {small_disk.folder}); nothing was changed\n"
    )
    assert listing(small_disk.folder) == ["clan.sqlite", "filler.bin"]
    assert path.read_bytes() == before


def test_full_disk_is_not_mistaken_for_a_foreign_file(small_disk) -> None:  # type: ignore[no-untyped-def]
    """A WAL with rows must be read through its -shm index, which a full disk cannot hold:
    that is an I/O problem, not 'not a warclan database'."""
    path = small_disk.folder / "clan.sqlite"
    make_campaign_file(path)
    live = sqlite3.connect(path)
    live.execute("PRAGMA wal_autocheckpoint=0")
    live.execute("UPDATE campaign SET notes = 'in the WAL only'")
    live.commit()
    copy = small_disk.folder / "copy"
    copy.mkdir()
    for name in ("clan.sqlite", "clan.sqlite-wal"):  # as a crash would leave them
        shutil.copyfile(small_disk.folder / name, copy / name)
    live.close()
    free = small_disk.fill()

    with pytest.raises(StorageError) as caught:
        inspect_file(copy / "clan.sqlite")
    message = str(caught.value)
    assert "not a warclan database" not in message
    assert f"the disk is full ({free} bytes free in {copy})" in message


def test_new_database_on_a_full_disk_is_refused_and_leaves_nothing(small_disk) -> None:  # type: ignore[no-untyped-def]
    free = small_disk.fill()
    path = small_disk.folder / "new.sqlite"
    with pytest.raises(StorageError) as caught:
        Database(url_of(path))
    assert str(caught.value) == (
        f"cannot create {path}: the disk is full ({free} bytes free in {small_disk.folder})"
    )
    assert listing(small_disk.folder) == ["filler.bin"]


# --- read-only files and folders ------------------------------------------------------------


def test_immutable_file_is_read_without_side_files_and_writes_are_refused(
    tmp_path: Path,
    make_immutable: Callable[[Path], None],
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "archive.sqlite"
    make_campaign_file(path)
    make_immutable(path)

    code, out, err = cli(capsys, "--db", str(path), "campaign", "list")
    assert (code, err) == (0, "") and "Saga" in out
    assert listing(tmp_path) == ["archive.sqlite"]

    code, out, err = cli(capsys, "--db", str(path), "campaign", "create", "Second")
    assert code == 1 and out == ""
    assert err == (
        f"warclan: error: {path} was opened for reading only: the file {path} is read-only; "
        "nothing was changed\n"
    )
    assert listing(tmp_path) == ["archive.sqlite"]


def test_read_only_folder_is_named_when_reading_works_and_writing_is_refused(
    shelf,
    capsys: pytest.CaptureFixture[str],  # type: ignore[no-untyped-def]
) -> None:
    path = shelf.path / "clan.sqlite"
    make_campaign_file(path)
    shelf.lock()

    code, out, err = cli(capsys, "--db", str(path), "campaign", "list")
    assert (code, err) == (0, "") and "Saga" in out

    code, out, err = cli(capsys, "--db", str(path), "campaign", "create", "Second")
    assert code == 1
    assert f"the folder {shelf.path} is read-only; nothing was changed" in err
    assert listing(shelf.path) == ["clan.sqlite"]


def test_new_file_in_a_read_only_folder_names_the_folder(shelf) -> None:  # type: ignore[no-untyped-def]
    shelf.lock()
    path = shelf.path / "new.sqlite"
    with pytest.raises(StorageError) as caught:
        Database(url_of(path))
    assert str(caught.value) == f"cannot create {path}: the folder {shelf.path} is read-only"


@pytest.mark.slow
def test_old_database_in_a_read_only_folder_is_refused_not_migrated(
    shelf,
    make_old_database: Callable[..., None],  # type: ignore[no-untyped-def]
) -> None:
    path = shelf.path / "clan.sqlite"
    make_old_database(path)
    before = path.read_bytes()
    shelf.lock()
    with pytest.raises(ReadOnlyDatabaseError) as caught:
        Database(url_of(path))
    assert str(caught.value).endswith(
        f"but the folder {shelf.path} is read-only; it was not changed"
    )
    assert listing(shelf.path) == ["clan.sqlite"]
    assert path.read_bytes() == before


# --- what --db names ------------------------------------------------------------------------


def test_a_folder_given_as_db_gets_a_clear_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = cli(capsys, "--db", str(tmp_path), "campaign", "list")
    assert code == 1 and out == ""
    assert err == (
        f"warclan: error: {tmp_path} is a folder, not a database file; give a file inside "
        f"it, e.g. {tmp_path / 'warclan.sqlite'}\n"
    )


def test_empty_db_option_is_refused_and_the_default_is_not_touched(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for empty in ("", "  "):
        code, out, err = cli(capsys, "--db", empty, "campaign", "create", "Oops")
        assert code == 1 and out == ""
        assert err == (
            "warclan: error: --db needs a file or a database URL; it was given an empty value\n"
        )
    assert not paths.default_database_path().exists()


@pytest.mark.parametrize("url", ["sqlite://", "sqlite:///:memory:"])
def test_in_memory_database_works_through_one_connection(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    db = Database(url)
    try:
        campaigns.create_campaign(db, "Saga")
        assert [c.name for c in campaigns.list_campaigns(db)] == ["Saga"]
    finally:
        db.close()

    code, out, err = cli(capsys, "--db", url, "campaign", "create", "Fleeting")
    assert (code, err) == (0, "") and "Fleeting" in out
