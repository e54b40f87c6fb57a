"""The one helper every database change from the window goes through (GUI.md).

Like Anki's ``CollectionOp``: ``Ops.run`` calls a service on a pool thread (each service
opens its own Session there, so none crosses threads), shows a busy indicator when the
call takes longer than ``BUSY_AFTER_MS``, turns a ``UserError`` into a dialog with the
reason and anything else into a dialog with copyable details, names the change for the
status bar, and emits one ``changed`` signal saying what changed so each page refreshes
only that.

``Ops.read`` is the same way for what a page, dialog or wizard shows (reads, and the dry
runs of live validation), like Anki's ``QueryOp``: on a pool thread, with stale results
dropped, so the GUI thread never runs SQL (tests/gui/sql_guard.py holds every GUI test to
that).

``Ops.run_command`` does the same and, on success, puts the change on the window's
``QUndoStack`` as one command whose undo is another service call.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QApplication, QWidget

from warclan.errors import UserError
from warclan.gui import dialogs, i18n
from warclan.gui.i18n import tr
from warclan.gui.status_bar import happened

T = TypeVar("T")
BUSY_AFTER_MS = 300
RETRY_AFTER_MS = 1000  # before a change the server connection broke is run again
SETTLE_MS = 150  # after the last answer, before ``when_idle`` work: its page is painted


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
        # Ops keeps every job until its answer has arrived: were the pool to delete it
        # after run(), its signals could go with it before the queued answer is
        # delivered, and the window would wait for that answer for ever.
        self.setAutoDelete(False)
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
        return True, i18n.text(exc)  # in the window's language when the rules said it so
    # Imported here: the window paints before SQLAlchemy is loaded.
    from sqlalchemy.exc import SQLAlchemyError

    if isinstance(exc, SQLAlchemyError):
        detail = str(getattr(exc, "orig", None) or exc).splitlines()[0]
        return True, tr("database problem: {detail}").format(detail=detail)
    return False, f"{type(exc).__name__}: {exc}"


class Ops(QObject):
    """Runs changes off the GUI thread. One instance per window."""

    changed = Signal(object)  # Changed
    message = Signal(str)  # what just happened, for the status bar
    busy = Signal(bool)  # show or hide the busy indicator
    reading = Signal(object, bool)  # an owner of reads, whether it still waits for one

    def __init__(self, parent_widget: QWidget | None = None) -> None:
        super().__init__()
        self._parent = parent_widget
        self._pool = QThreadPool.globalInstance()
        self._active: set[_Job[Any]] = set()
        # Reads: the latest serial asked per (owner, key), and how many run per owner.
        self._serial = 0
        self._latest: dict[tuple[int, str], int] = {}
        self._reading: dict[int, int] = {}
        self._queued: dict[tuple[int, str], tuple[_Job[Any], Callable[[], bool]]] = {}
        self._when_idle: list[Callable[[], object]] = []
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
        said: str | None = None,
    ) -> None:
        """Run ``fn`` on a pool thread. ``label`` names the change ("Rename warband"),
        for the status bar and the error dialog's title; ``said``: what the status bar
        says once done, when ``label`` is not an order (a tracker's "Ulla: HP 5 → 4").
        A change whose server connection broke before it was committed
        (``ConnectionLostError.retry_safe``) is run again, up to ``retries`` times; one that
        may have been committed never."""
        job: _Job[T] = _Job(fn)
        self._active.add(job)
        if not self._busy_timer.isActive():
            self._busy_timer.start(BUSY_AFTER_MS)

        def finish() -> None:
            self._active.discard(job)
            if not self._active:
                self._busy_timer.stop()
                self.busy.emit(False)
            self._check_idle()

        def done(result: T) -> None:
            finish()
            self.message.emit(said or happened(label))
            if on_done is not None:
                on_done(result)
            if changed is not None:
                self.changed.emit(changed)

        def failed(exc: BaseException, details: str) -> None:
            finish()
            if getattr(exc, "retry_safe", False) and retries > 0:
                # The server connection broke before the change was committed, so it
                # was rolled back: run it again once the pool has reconnected.
                self.message.emit(
                    tr("{what}: the connection broke, trying again…").format(what=label)
                )
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
                        said=said,
                    ),
                )
                return
            if getattr(exc, "cancelled_by_user", False):
                # Given up with the busy line's Cancel while it waited for another
                # player's change: said in the status bar, not as an error.
                self.message.emit(tr("{name}: {why}").format(name=label, why=i18n.text(exc)))
            else:
                self.report(title or label, exc, details)
            if on_failed is not None:
                on_failed(exc)

        job.signals.done.connect(done)
        job.signals.failed.connect(failed)
        self._pool.start(job)

    def read(
        self,
        owner: QObject,
        title: str,
        fn: Callable[[], T],
        on_done: Callable[[T], None],
        *,
        key: str = "",
        on_refused: Callable[[str], None] | None = None,
    ) -> None:
        """Run the read (or dry run) ``fn`` on a pool thread and hand its result to
        ``on_done`` on the GUI thread, unless it is stale by then: ``owner`` (the page,
        dialog or wizard asking) was deleted, or it asked again under the same ``key``
        since, or ``cancel`` dropped it. The GUI thread never waits on the database.

        A refusal (``UserError``: a dry run the rules refuse, a locked file) goes to
        ``on_refused`` with its reason when given (live validation shows it in place),
        else to a dialog titled ``title``; anything else is a bug: it gets the details
        dialog, and ``on_refused`` hears of it too. ``owner`` shows it is busy meanwhile
        (``reading``)."""
        slot = (id(owner), key)
        self._serial += 1
        serial = self._latest[slot] = self._serial
        queued = self._queued.pop(slot, None)
        # A job that ran is deleted by the pool (auto-delete): only one still queued
        # can be taken back.
        if queued is not None and shiboken6.isValid(queued[0]) and self._pool.tryTake(queued[0]):
            # Its answer would be stale anyway: it never runs (typing runs one check).
            self._active.discard(queued[0])
            queued[1]()
        job: _Job[T] = _Job(fn)
        self._active.add(job)
        self._reading[id(owner)] = self._reading.get(id(owner), 0) + 1
        self.reading.emit(owner, True)

        def current() -> bool:
            return self._latest.get(slot) == serial and shiboken6.isValid(owner)

        def finish() -> bool:
            self._active.discard(job)
            self._check_idle()
            if self._queued.get(slot, (None,))[0] is job:
                del self._queued[slot]
            left = self._reading.get(id(owner), 1) - 1
            if left:
                self._reading[id(owner)] = left
            else:
                self._reading.pop(id(owner), None)
            fresh = current()
            if fresh:
                del self._latest[slot]
            if shiboken6.isValid(owner):
                self.reading.emit(owner, bool(left))
            return fresh

        def done(result: T) -> None:
            if finish():
                on_done(result)

        def failed(exc: BaseException, details: str) -> None:
            if not finish():
                return
            mine, text = describe(exc)
            if not mine:
                self.report(title, exc, details)
            if on_refused is not None:
                on_refused(text if mine else tr("unexpected error: {error}").format(error=text))
            elif mine:
                self.report(title, exc, details)

        job.signals.done.connect(done)
        job.signals.failed.connect(failed)
        self._queued[slot] = (job, finish)
        self._pool.start(job)

    def is_reading(self, owner: QObject) -> bool:
        """Whether a read ``owner`` asked for is still running."""
        return id(owner) in self._reading

    def cancel(self, owner: QObject) -> None:
        """Drop the results of every read ``owner`` is waiting for (the Cancel of its
        busy line): the page keeps what it shows. A read the database is already
        running finishes on its pool thread, unseen."""
        gone = [slot for slot in self._latest if slot[0] == id(owner)]
        for slot in gone:
            del self._latest[slot]

    def report(self, title: str, exc: BaseException, details: str = "") -> None:
        mine, text = describe(exc)
        if mine:
            dialogs.show_error(self._parent, title, text)
        else:
            dialogs.show_bug(
                self._parent,
                title,
                tr("Something went wrong: {error}").format(error=text),
                details or repr(exc),
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
        said: str | None = None,
    ) -> None:
        """Do ``do`` now; once it succeeded, push it on ``stack`` as one command whose
        undo calls ``undo(result)`` and whose redo calls ``do`` again. If it is refused,
        nothing is pushed and ``on_failed`` runs after the error was shown (a form puts
        back the values the database still holds)."""

        def pushed(result: T) -> None:
            stack.push(ServiceCommand(self, stack, label, do, undo, result, changed))
            if on_done is not None:
                on_done(result)

        self.run(label, do, changed=changed, on_done=pushed, on_failed=on_failed, said=said)

    # --- once the window has what it asked for --------------------------------------------
    def when_idle(self, callback: Callable[[], object]) -> None:
        """Call ``callback`` once no job runs, the reads their answers started included,
        and the window has had ``SETTLE_MS`` to lay out and paint what they brought (work
        the first page does not need waits for its data: a worker importing modules
        meanwhile would make the GUI thread wait for the interpreter as it paints)."""
        self._when_idle.append(callback)
        self._check_idle()

    def _check_idle(self) -> None:
        # Looked at once the answer's handler has run (it may have started a read) and its
        # page has been painted; a job started meanwhile puts it off again.
        if self._when_idle:
            QTimer.singleShot(SETTLE_MS, self._call_when_idle)

    def idle_work_pending(self) -> bool:
        """Whether ``when_idle`` work waits to run (tests wait for it)."""
        return bool(self._when_idle)

    def drop_idle_work(self) -> None:
        """Forget the ``when_idle`` work not done yet (the window is closing)."""
        self._when_idle.clear()

    def _call_when_idle(self) -> None:
        if self._active or not self._when_idle:
            return
        waiting, self._when_idle = self._when_idle, []
        for callback in waiting:
            callback()

    # --- for tests and for closing the window ------------------------------------------
    def idle(self) -> bool:
        return not self._active

    def wait_idle(self, timeout_ms: int = 10_000) -> bool:
        """Process events until every job has finished and its result arrived, reads
        that a result started included (tests; closing the window)."""
        app = QApplication.instance()
        deadline = time.monotonic() + timeout_ms / 1000
        while time.monotonic() < deadline:
            self._pool.waitForDone(20)
            if app is not None:
                app.processEvents()
            if not self._active:
                return True
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
            tr("Redo {what}").format(what=self.text()),
            self._do,
            changed=self._changed,
            on_done=store,
            on_failed=lambda _exc: self._forget(),
            said=tr("Redid {what}").format(what=self.text()),
        )

    def undo(self) -> None:
        result = self._result
        self._ops.run(
            tr("Undo {what}").format(what=self.text()),
            lambda: self._undo(result),
            changed=self._changed,
            on_failed=lambda _exc: self._forget(),
            said=tr("Undid {what}").format(what=self.text()),
        )

    def _forget(self) -> None:
        # Later: a stack cannot be cleared from inside its own undo()/redo().
        QTimer.singleShot(0, self._stack.clear)
