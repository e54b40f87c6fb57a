"""Opening a database off the GUI thread, so the window is painted (and stays responsive)
while SQLAlchemy loads and, for an older file, the backup and migration run."""

from __future__ import annotations

import contextlib
import importlib
import traceback

from PySide6.QtCore import QObject, QRunnable, Signal


class _OpenSignals(QObject):
    opened = Signal(str, object)  # url, Database
    failed = Signal(str, object, str)  # url, exception, traceback


class OpenJob(QRunnable):
    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        self.signals = _OpenSignals()

    def run(self) -> None:
        try:
            # Imported here, on the worker: the window paints before SQLAlchemy loads.
            from warclan.gui.league_passwords import with_password
            from warclan.store.database import Database

            try:
                db = Database(with_password(self.url))
            except OSError as exc:  # e.g. the folder for a new file cannot be created
                from warclan.store.errors import StorageError

                raise StorageError(f"cannot open {self.url}: {exc}") from exc
        except BaseException as exc:
            self.signals.failed.emit(self.url, exc, traceback.format_exc())
        else:
            self.signals.opened.emit(self.url, db)


class _ImportSignals(QObject):
    done = Signal()


class ImportJob(QRunnable):
    """Import modules on a worker (no widgets are made), so that the GUI thread later
    finds them loaded: the sections a user does not need to see the first data."""

    def __init__(self, modules: tuple[str, ...]) -> None:
        super().__init__()
        self.modules = modules
        self.signals = _ImportSignals()

    def run(self) -> None:
        for name in self.modules:
            try:
                importlib.import_module(name)
            except Exception:  # the GUI thread imports it again and shows why
                continue
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self.signals.done.emit()
