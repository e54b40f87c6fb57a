"""``warclan.atomic``: the one way every export and roster reaches the disk — beside the
target, synced, renamed; the usual permissions; nothing left behind on any failure."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from warclan import atomic
from warclan.atomic import FileExists, WriteError, write_atomically, write_through


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_a_new_file_gets_the_usual_permissions(tmp_path: Path, umask_022: None) -> None:
    target = tmp_path / "out.json"
    write_atomically(target, b"{}", overwrite=False)
    assert target.read_bytes() == b"{}"
    assert target.stat().st_mode & 0o777 == 0o644  # not mkstemp's 0o600
    os.umask(0o077)
    again = tmp_path / "private.json"
    write_atomically(again, b"{}", overwrite=False)
    assert again.stat().st_mode & 0o777 == 0o600  # the umask decides


def test_an_existing_file_is_kept_unless_overwrite(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    target.write_bytes(b"keep me")
    with pytest.raises(FileExists, match=r"already exists$"):
        write_atomically(target, b"new", overwrite=False)
    assert target.read_bytes() == b"keep me"
    write_atomically(target, b"new", overwrite=True)
    assert target.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_a_file_that_appears_while_writing_is_not_replaced(tmp_path: Path) -> None:
    target = tmp_path / "out.json"

    def racing(handle: object) -> None:
        target.write_bytes(b"theirs")  # someone else's file, between the check and the rename
        handle.write(b"ours")  # type: ignore[attr-defined]

    with pytest.raises(WriteError, match="already exists"):
        write_through(target, racing, overwrite=False)
    assert target.read_bytes() == b"theirs"
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_data_and_folder_are_synced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real = os.fsync

    def record(fd: int) -> None:
        synced.append(fd)
        real(fd)

    monkeypatch.setattr(os, "fsync", record)
    write_atomically(tmp_path / "out.json", b"{}", overwrite=False)
    assert len(synced) == 2  # the file's data, then the folder's entry (POSIX)


@pytest.mark.parametrize("error", [OSError(28, "No space left on device"), KeyboardInterrupt()])
def test_any_failure_removes_the_temp_file_and_keeps_the_old_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: BaseException
) -> None:
    target = tmp_path / "out.json"
    target.write_bytes(b"good")

    def fail(_fd: int) -> None:
        raise error

    monkeypatch.setattr(os, "fsync", fail)
    expected = WriteError if isinstance(error, OSError) else KeyboardInterrupt
    with pytest.raises(expected) as caught:
        write_atomically(target, b"half", overwrite=True)
    if isinstance(error, OSError):
        assert str(caught.value) == f"cannot write {target}: No space left on device"
    assert target.read_bytes() == b"good"
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_a_writer_that_raises_leaves_nothing(tmp_path: Path) -> None:
    def boom(handle: object) -> None:
        handle.write(b"half")  # type: ignore[attr-defined]
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        write_through(tmp_path / "r.pdf", boom)
    assert list(tmp_path.iterdir()) == []


def test_places_that_cannot_hold_the_file(tmp_path: Path) -> None:
    with pytest.raises(WriteError, match=r"cannot write into .*: the folder does not exist"):
        write_atomically(tmp_path / "missing" / "out.json", b"{}", overwrite=False)
    with pytest.raises(WriteError, match="is a folder, not a file"):
        write_atomically(tmp_path, b"{}", overwrite=True)
    plain = tmp_path / "plain"
    plain.write_text("x")
    with pytest.raises(WriteError, match="is not a folder"):
        write_atomically(plain / "out.json", b"{}", overwrite=False)


def test_without_hard_links_the_refusal_still_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(*_args: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    target = tmp_path / "out.json"
    write_atomically(target, b"first", overwrite=False)
    assert target.read_bytes() == b"first"
    with pytest.raises(WriteError, match="already exists"):
        write_atomically(target, b"second", overwrite=False)
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_the_module_needs_no_qt_or_sql() -> None:
    source = Path(atomic.__file__).read_text(encoding="utf-8")
    assert "PySide6" not in source and "sqlalchemy" not in source
