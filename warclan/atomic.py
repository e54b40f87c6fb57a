"""Write a file all at once: into a temp file beside it, synced to disk, then renamed over it.

A failure at any point (a full disk, a bug in the writer, Ctrl-C) removes the temp file
and leaves an existing file as it was, so a half-written export or roster never replaces
a good one. New files get the usual permissions (0o666 less the umask), not mkstemp's
private 0o600. Standard library only (and the shared error base): used by the services and the
reports alike.
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO, TypeVar

from warclan.errors import UserError
from warclan.i18n_text import T_
from warclan.os_reasons import os_reason

T = TypeVar("T")
_TRIES = 20  # temp names taken by someone else before giving up


class WriteError(UserError):
    """The file cannot be written; the message is one line naming it, for the user."""


class FileExists(WriteError):
    """The file is there already and was kept, as asked (``path``)."""

    def __init__(self, path: Path | str) -> None:
        self.path = str(path)
        super().__init__(T_("{path} already exists", path=path))


def write_atomically(path: Path, data: bytes, *, overwrite: bool) -> None:
    """Write ``data`` to ``path``; an existing file is kept (``WriteError``) unless
    ``overwrite``."""
    write_through(path, lambda handle: handle.write(data), overwrite=overwrite)


def write_through(path: Path, write: Callable[[BinaryIO], T], *, overwrite: bool = True) -> T:
    """Run ``write`` on a temp file beside ``path``, then put it in place of ``path``.

    OS errors become ``WriteError``; anything else ``write`` raises passes through
    unchanged. Either way the temp file is gone and ``path`` untouched.
    """
    target = Path(path)
    _check_target(target, overwrite)
    folder = target.parent
    temp, fd = _create_temp(folder, target.name)
    try:
        with os.fdopen(fd, "wb") as handle:
            result = write(handle)
            handle.flush()
            os.fsync(handle.fileno())
        _put_in_place(temp, target, overwrite)
    except BaseException as exc:
        temp.unlink(missing_ok=True)
        if isinstance(exc, _Refused):
            raise FileExists(target) from None
        if isinstance(exc, OSError):
            raise WriteError(_cannot_write(target, exc)) from exc
        raise
    _sync_folder(folder)
    return result


def build_through(
    path: Path,
    build: Callable[[Path], T],
    *,
    overwrite: bool = True,
    companions: tuple[str, ...] = (),
) -> T:
    """Like ``write_through``, for a file another library writes by name (an SQLite
    database): ``build`` completes an empty temp file beside ``path``, which then takes
    ``path``'s place. ``companions`` are suffixes of files the builder may leave beside
    the temp (``-wal``); they go with it. What ``build`` raises passes through unchanged;
    an existing ``path`` is ``FileExists`` unless ``overwrite``.
    """
    target = Path(path)
    _check_target(target, overwrite)
    folder = target.parent
    temp, fd = _create_temp(folder, target.name)
    os.close(fd)
    try:
        result = build(temp)
        _put_in_place(temp, target, overwrite)
    except BaseException as exc:
        if isinstance(exc, _Refused):
            raise FileExists(target) from None
        if isinstance(exc, OSError):
            raise WriteError(_cannot_write(target, exc)) from exc
        raise
    finally:
        for name in (temp.name, *(temp.name + suffix for suffix in companions)):
            with contextlib.suppress(OSError):
                temp.with_name(name).unlink(missing_ok=True)
    _sync_folder(folder)
    return result


def remove_stale_temps(path: Path, *, older_than: float, companions: tuple[str, ...] = ()) -> None:
    """Remove the temp files that a writer of ``path`` killed half-way left beside it,
    once they are ``older_than`` seconds (a younger one may still be being written)."""
    pattern = re.compile(rf"\.{re.escape(path.name)}\.[0-9a-f]{{8}}\.tmp")
    stale = time.time() - older_than
    try:
        entries = list(path.parent.iterdir())
    except OSError:
        return
    for entry in entries:
        base = entry.name
        for suffix in companions:
            base = base.removesuffix(suffix)
        with contextlib.suppress(OSError):  # tidying never stands in the way
            if pattern.fullmatch(base) and entry.stat().st_mtime < stale:
                entry.unlink()


def _cannot_write(target: Path, exc: OSError) -> str:
    return T_("cannot write {target}: {reason}", target=target, reason=os_reason(exc))


class _Refused(FileExistsError):
    pass


def _check_target(target: Path, overwrite: bool) -> None:
    if target.is_dir():
        raise WriteError(T_("{target} is a folder, not a file", target=target))
    if target.exists() or target.is_symlink():
        if not target.is_file():
            raise WriteError(T_("{target} is not a file", target=target))
        if not overwrite:
            raise FileExists(target)


def _create_temp(folder: Path, name: str) -> tuple[Path, int]:
    if not folder.is_dir():
        what = T_("is not a folder") if folder.exists() else T_("the folder does not exist")
        raise WriteError(T_("cannot write into {folder}: {what}", folder=folder, what=what))
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(_TRIES):
        temp = folder / f".{name}.{os.urandom(4).hex()}.tmp"
        try:
            # O_EXCL: never reuse someone else's file; 0o666 lets the umask set the mode
            # the user expects of a new file (mkstemp would make it private).
            return temp, os.open(temp, flags, 0o666)
        except FileExistsError:
            continue
        except OSError as exc:
            raise WriteError(
                T_("cannot write into {folder}: {what}", folder=folder, what=os_reason(exc))
            ) from exc
    raise WriteError(T_("cannot create a temporary file in {folder}", folder=folder))


def _put_in_place(temp: Path, target: Path, overwrite: bool) -> None:
    if overwrite:
        os.replace(temp, target)
        return
    # No overwrite: a hard link fails if the target appeared since the check above.
    try:
        os.link(temp, target)
    except FileExistsError:
        raise _Refused() from None
    except (OSError, NotImplementedError):  # a file system without hard links
        if target.exists() or target.is_symlink():
            raise _Refused() from None
        os.replace(temp, target)
        return
    with contextlib.suppress(OSError):  # the file is in place; a stray temp is only untidy
        temp.unlink()


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
