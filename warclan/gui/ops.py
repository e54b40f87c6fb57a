"""The one helper every database change from the window goes through (GUI.md).

Like Anki's ``CollectionOp``: ``Ops.run`` calls a service on a pool thread (each service
opens its own Session there, so none crosses threads), shows a busy indicator when the
call takes longer than ``BUSY_AFTER_MS``, turns a ``UserError`` into a dialog with the
reason and anything else into a dialog with copyable details, names the change for the
status bar, and emits one ``changed`` signal saying what changed so each page refreshes
only that.

``Ops.run_command`` does the same and, on success, puts the change on the window's
``QUndoStack`` as one command whose undo is another service call.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QApplication, QWidget

from warclan.errors import UserError
from warclan.gui import dialogs

T = TypeVar("T")
BUSY_AFTER_MS = 300
RETRY_AFTER_MS = 1000  # before a change the server connection broke is run again


@dataclass(frozen=True, slots=True)
class Changed:
    """What a change touched. ``kinds`` are words such as "campaigns", "clans", "games",
    "warbands", "matches", "catalog"; the ids narrow it down where known."""

    kinds: frozenset[str] = field(default_factory=frozenset)
    campaign_id: int | None = None
    clan_id: int | None = None
    warband_id: int | None = None

    @staticmethod
    def of(*kinds: str, **ids: int | None) -> Changed:
        return Changed(frozenset(kinds), **ids)

    def touches(self, *kinds: str) -> bool:
        return bool(self.kinds.intersection(kinds))


class _Signals(QObject):
    done = Signal(object)
    failed = Signal(object, str)  # the exception, its formatted traceback


class _Job(QRunnable, Generic[T]):
    def __init__(self, fn: Callable[[], T]) -> None:
        super().__init__()
        self.fn = fn
        self.signals = _Signals()

    def run(self) -> None:
        # Nothing may escape run(): an exception in a pool thread would be lost.
        try:
            result = self.fn()
        except BaseException as exc:
            self.signals.failed.emit(exc, traceback.format_exc())
        else:
            self.signals.done.emit(result)


def describe(exc: BaseException) -> tuple[bool, str]:
    """(is it the user's to fix, the message). Database failures the user must hear
    about (a locked file, a lost server) count as the user's."""
    if isinstance(exc, UserError):
        return True, str(exc)
    # Imported here: the window paints before SQLAlchemy is loaded.
    from sqlalchemy.exc import SQLAlchemyError

    if isinstance(exc, SQLAlchemyError):
        detail = str(getattr(exc, "orig", None) or exc).splitlines()[0]
        return True, f"database problem: {detail}"
    return False, f"{type(exc).__name__}: {exc}"


class Ops(QObject):
    """Runs changes off the GUI thread. One instance per window."""

    changed = Signal(object)  # Changed
    message = Signal(str)  # what just happened, for the status bar
    busy = Signal(bool)  # show or hide the busy indicator

    def __init__(self, parent_widget: QWidget | None = None) -> None:
        super().__init__()
        self._parent = parent_widget
        self._pool = QThreadPool.globalInstance()
        self._active: set[_Job[Any]] = set()
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.timeout.connect(lambda: self.busy.emit(bool(self._active)))

    # --- running -----------------------------------------------------------------------
    def run(
        self,
        label: str,
        fn: Callable[[], T],
        *,
        changed: Changed | None = None,
        on_done: Callable[[T], None] | None = None,
        on_failed: Callable[[BaseException], None] | None = None,
        title: str | None = None,
        retries: int = 2,
    ) -> None:
        """Run ``fn`` on a pool thread. ``label`` names the change ("Rename warband"),
        for the status bar and the error dialog's title. A change whose server
        connection broke before it was committed (``ConnectionLostError.retry_safe``)
        is run again, up to ``retries`` times; one that may have been committed never."""
        job: _Job[T] = _Job(fn)
        self._active.add(job)
        if not self._busy_timer.isActive():
            self._busy_timer.start(BUSY_AFTER_MS)

        def finish() -> None:
            self._active.discard(job)
            if not self._active:
                self._busy_timer.stop()
                self.busy.emit(False)

        def done(result: T) -> None:
            finish()
            self.message.emit(label)
            if on_done is not None:
                on_done(result)
            if changed is not None:
                self.changed.emit(changed)

        def failed(exc: BaseException, details: str) -> None:
            finish()
            if getattr(exc, "retry_safe", False) and retries > 0:
                # The server connection broke before the change was committed, so it
                # was rolled back: run it again once the pool has reconnected.
                self.message.emit(f"{label}: the connection broke, trying again…")
                QTimer.singleShot(
                    RETRY_AFTER_MS,
                    lambda: self.run(
                        label,
                        fn,
                        changed=changed,
                        on_done=on_done,
                        on_failed=on_failed,
                        title=title,
                        retries=retries - 1,
                    ),
                )
                return
            self.report(title or label, exc, details)
            if on_failed is not None:
                on_failed(exc)

        job.signals.done.connect(done)
        job.signals.failed.connect(failed)
        self._pool.start(job)

    def call(self, title: str, fn: Callable[[], T]) -> T | None:
        """A quick read on the GUI thread (a page load, a dry run for live validation):
        the result, or None after the error was shown."""
        try:
            return fn()
        except Exception as exc:
            self.report(title, exc, traceback.format_exc())
            return None

    def report(self, title: str, exc: BaseException, details: str = "") -> None:
        mine, text = describe(exc)
        if mine:
            dialogs.show_error(self._parent, title, text)
        else:
            dialogs.show_bug(
                self._parent, title, f"Something went wrong: {text}", details or repr(exc)
            )

    # --- undoable edits ----------------------------------------------------------------
    def run_command(
        self,
        stack: QUndoStack,
        label: str,
        do: Callable[[], T],
        undo: Callable[[T], object],
        *,
        changed: Changed | None = None,
        on_done: Callable[[T], None] | None = None,
        on_failed: Callable[[BaseException], None] | None = None,
    ) -> None:
        """Do ``do`` now; once it succeeded, push it on ``stack`` as one command whose
        undo calls ``undo(result)`` and whose redo calls ``do`` again. If it is refused,
        nothing is pushed and ``on_failed`` runs after the error was shown (a form puts
        back the values the database still holds)."""

        def pushed(result: T) -> None:
            stack.push(ServiceCommand(self, stack, label, do, undo, result, changed))
            if on_done is not None:
                on_done(result)

        self.run(label, do, changed=changed, on_done=pushed, on_failed=on_failed)

    # --- for tests and for closing the window ------------------------------------------
    def idle(self) -> bool:
        return not self._active

    def wait_idle(self, timeout_ms: int = 10_000) -> bool:
        """Process events until every job has finished (tests; closing the window)."""
        self._pool.waitForDone(timeout_ms)
        app = QApplication.instance()
        for _ in range(100):
            if not self._active:
                return True
            if app is not None:
                app.processEvents()
        return not self._active


class ServiceCommand(QUndoCommand):
    """One edit on the undo stack: each direction is one service call through ``Ops``.

    The first ``redo`` (Qt calls it on push) does nothing, because the edit already ran.
    If an undo or redo is refused (someone changed the data meanwhile), the error is
    shown and the stack is cleared, since its history no longer matches the database.
    """

    def __init__(
        self,
        ops: Ops,
        stack: QUndoStack,
        label: str,
        do: Callable[[], T],
        undo: Callable[[T], object],
        result: T,
        changed: Changed | None,
    ) -> None:
        super().__init__(label)
        self._ops = ops
        self._stack = stack
        self._do: Callable[[], Any] = do
        self._undo: Callable[[Any], object] = undo
        self._result: Any = result
        self._changed = changed
        self._first = True

    def redo(self) -> None:
        if self._first:
            self._first = False
            return

        def store(result: object) -> None:
            self._result = result

        self._ops.run(
            f"Redo {self.text()}",
            self._do,
            changed=self._changed,
            on_done=store,
            on_failed=lambda _exc: self._forget(),
        )

    def undo(self) -> None:
        result = self._result
        self._ops.run(
            f"Undo {self.text()}",
            lambda: self._undo(result),
            changed=self._changed,
            on_failed=lambda _exc: self._forget(),
        )

    def _forget(self) -> None:
        # Later: a stack cannot be cleared from inside its own undo()/redo().
        QTimer.singleShot(0, self._stack.clear)
