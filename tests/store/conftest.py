"""Places that fight back: a small disk that can be filled, a read-only folder, an
immutable file. Real mounts and file attributes, so these need root (CI runs as root);
elsewhere the tests that need them are skipped."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from alembic import command

from warclan.store import migrate
from warclan.store.database import Database
from warclan.store.engines import make_engine


def _run(*command: str) -> bool:
    try:
        done = subprocess.run(command, capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


class SmallDisk:
    """A tmpfs mounted at ``folder``: 16 MiB, room for a 3 MB database, its backup and
    the copies migration 0007 makes while it rebuilds each table."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.filler = folder / "filler.bin"

    def free(self) -> int:
        return shutil.disk_usage(self.folder).free

    def fill(self, leave: int = 0) -> int:
        """Take all free space but about ``leave`` bytes; the bytes left free."""
        self.filler.unlink(missing_ok=True)
        chunk = b"\0" * 65536
        with open(self.filler, "wb", buffering=0) as handle:
            try:
                while True:
                    handle.write(chunk if self.free() >= len(chunk) else b"\0" * 4096)
            except OSError:
                pass
        if leave:
            size = self.filler.stat().st_size
            os.truncate(self.filler, max(size - leave, 0))
        return self.free()

    def release(self) -> None:
        self.filler.unlink(missing_ok=True)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[SmallDisk]:
    folder = tmp_path / "disk"
    folder.mkdir()
    if not _run("mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(folder)):
        pytest.skip("needs root to mount a small tmpfs")
    try:
        yield SmallDisk(folder)
    finally:
        _run("umount", "-l", str(folder))


class Shelf:
    """A folder to fill, then ``lock()`` read-only with a read-only bind mount onto itself."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.locked = False

    def lock(self) -> None:
        if not _run("mount", "--bind", str(self.path), str(self.path)):
            pytest.skip("needs root for a read-only bind mount")
        self.locked = True
        if not _run("mount", "-o", "remount,bind,ro", str(self.path)):
            pytest.skip("needs root for a read-only bind mount")
        assert not os.access(self.path, os.W_OK)


@pytest.fixture
def shelf(tmp_path: Path) -> Iterator[Shelf]:
    folder = Shelf(tmp_path / "shelf")
    folder.path.mkdir()
    try:
        yield folder
    finally:
        if folder.locked:
            _run("umount", "-l", str(folder.path))


@pytest.fixture
def make_immutable() -> Iterator[Callable[[Path], None]]:
    """Make files immutable with chattr +i; the attribute is removed afterwards."""
    files: list[Path] = []

    def make(path: Path) -> None:
        if not _run("chattr", "+i", str(path)):
            pytest.skip("needs root (and chattr) to make a file immutable")
        files.append(path)
        assert not os.access(path, os.W_OK)

    yield make
    for path in files:
        _run("chattr", "-i", str(path))


@pytest.fixture
def make_old_database() -> Callable[..., None]:
    """Make a database as an older warclan left it: at revision 0001, with a campaign."""

    def make(path: Path, notes_bytes: int = 0) -> None:
        Database(f"sqlite:///{path}").close()
        engine = make_engine(f"sqlite:///{path}", foreign_keys=False)
        try:
            with engine.connect() as conn, conn.begin():
                config = migrate.alembic_config()
                config.attributes["connection"] = conn
                command.downgrade(config, "0001")
                conn.exec_driver_sql(
                    "INSERT INTO campaign (name, game_system, notes, created_at) "
                    "VALUES ('Saga', 'ragnarok', ?, '2026-01-01 00:00:00')",
                    ("x" * notes_bytes,),
                )
        finally:
            engine.dispose()

    return make


@pytest.fixture
def db_path(fresh_db_path: Path) -> Path:
    """The store tests open every database through the real migrations: here ``db_path``
    is a path with nothing there yet, not a copy of the run's template."""
    return fresh_db_path
