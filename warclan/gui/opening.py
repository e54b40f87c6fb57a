"""Opening and switching the window's database. The file is opened off the GUI thread, so
the window is painted (and stays responsive) while SQLAlchemy loads and, for an older
file, the backup and migration run."""

from __future__ import annotations

import contextlib
import importlib
import itertools
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRunnable, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QMenu

from warclan import paths
from warclan.gui import dialogs, recent
from warclan.gui.context import AppContext
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed, describe
from warclan.text import shown

if TYPE_CHECKING:
    from warclan.gui.main_window import MainWindow

DEMO_OFFERED = "databases/demo_offered"
# What the first page after an open needs: the Campaigns section's pages and the services
# the navigator's and a clan's first reads call. The open's worker imports them before it
# answers; imported by the reads instead, they would run beside the GUI thread building
# and painting that page, which then waits for the interpreter at each call into Python.
FIRST_PAGES = (
    "warclan.gui.ragnarok.actions",
    "warclan.gui.ragnarok.section",
    "warclan.gui.ragnarok.campaign_page",
    "warclan.gui.ragnarok.clan_page",
    "warclan.services.ragnarok.campaigns",
    "warclan.services.ragnarok.in_progress",
    "warclan.services.ragnarok.clans",
)
# The choices after a failed open; shown translated, compared in English.
OPEN_ANOTHER, NEW_DATABASE, QUIT = "Open Another…", "New Database…", "Quit"


def db_filters() -> str:
    return tr("warclan databases (*.sqlite *.db);;All files (*)")


def _choices() -> dict[str, str]:
    return {tr("Open Another…"): OPEN_ANOTHER, tr("New Database…"): NEW_DATABASE, tr("Quit"): QUIT}


class _OpenSignals(QObject):
    opened = Signal(int, str, object)  # job number, url, Database
    failed = Signal(int, str, object, str)  # job number, url, exception, traceback


class OpenJob(QRunnable):
    """Opens one database on a pool thread and reports how it went through ``signals``.

    The pool does not delete it (``autoDelete`` off): the opener keeps it, and with it the
    QObject that carries the result, until that result has arrived on the GUI thread. The
    last reference to a Qt object is then never dropped on the worker thread."""

    def __init__(self, number: int, url: str) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.number = number
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
                from warclan.i18n_text import T_
                from warclan.store.errors import StorageError

                raise StorageError(
                    T_("cannot open {url}: {error}", url=self.url, error=exc)
                ) from exc
        except BaseException as exc:
            self.signals.failed.emit(self.number, self.url, exc, traceback.format_exc())
        else:
            # Before the answer: the GUI thread's own import of a module the worker is
            # still importing would wait for it.
            import_modules(FIRST_PAGES)
            self.signals.opened.emit(self.number, self.url, db)


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
        import_modules(self.modules)
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self.signals.done.emit()


def import_modules(modules: tuple[str, ...]) -> None:
    """Import ``modules`` (on a worker: no widget is made by importing)."""
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception:  # the GUI thread imports it again and shows why
            continue


class DatabaseOpener(QObject):
    """Opening and switching the window's database: File ▸ New, Open, Open Recent, the
    choices offered when a file cannot be opened, and what the window shows once it is
    (its pages, menus and navigator, made afresh for the new database).

    A QObject living on the GUI thread: each job's result is a queued signal to its slots,
    so it always arrives there, through the event loop, whatever the worker was doing."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._job: OpenJob | None = None  # the open whose result the window will show
        self._jobs: dict[int, OpenJob] = {}  # every job whose result has not arrived yet
        self._numbers = itertools.count(1)
        self._at_start: str | None = None  # what start-up asked for, once the window shows

    # --- starting -----------------------------------------------------------------------
    def open_when_shown(self, url: str) -> None:
        """Start-up: open ``url`` once the window is shown, from a zero timer, so that its
        first frame is painted first and the user sees the window at once.

        The open does not wait for a paint: a window that is never painted (minimized, on
        another desktop, grabbed to an image before it is exposed) opens its database all
        the same."""
        if self._window.isVisible():
            self._open_soon(url)
        else:
            self._at_start = url

    def shown(self) -> None:
        """The window is shown (its first ``showEvent``): open what start-up asked for."""
        if self._at_start is not None:
            url, self._at_start = self._at_start, None
            self._open_soon(url)

    def _open_soon(self, url: str) -> None:
        # After the events show() posted (the first paint among them); the worker's import
        # of SQLAlchemy then runs while Qt paints, which it does without Python's GIL.
        QTimer.singleShot(0, self, lambda: self.open(url))

    def open(self, url: str) -> None:
        """Open ``url`` on a worker thread; the window stays painted and responsive.
        Typing not saved on the pages of the database open now is asked about first."""
        if not self._window.may_discard_edits(
            tr("Open Another Database"), tr("Open Another Database Anyway")
        ):
            return
        self._show_opening(self._start(url))

    def _start(self, url: str) -> OpenJob:
        self._job = job = OpenJob(next(self._numbers), url)
        self._jobs[job.number] = job
        queued = Qt.ConnectionType.QueuedConnection
        job.signals.opened.connect(self._arrived, queued)
        job.signals.failed.connect(self._refused, queued)
        self._window.pool.start(job)
        return job

    @Slot(int, str, object)
    def _arrived(self, number: int, url: str, db: Any) -> None:
        job = self._jobs.pop(number, None)
        if job is None or job is not self._job:
            db.close()  # another open began meanwhile: the newer one is shown
            return
        self._opened(url, db)

    @Slot(int, str, object, str)
    def _refused(self, number: int, url: str, exc: BaseException, details: str) -> None:
        job = self._jobs.pop(number, None)
        if job is None or job is not self._job:
            return
        self._failed(url, exc, details)

    def _show_opening(self, job: OpenJob) -> None:
        if self._job is not job:
            return  # already opened (or failed, or another open began)
        window = self._window
        where = recent.label(job.url)
        window.page_stack.show_message(
            tr("Opening the database…"),
            tr(
                "{where}\n\nA database written by an older warclan is first backed up into "
                "backups/ beside it, then brought up to date; this page says where the backup "
                "went."
            ).format(where=where),
        )
        window.show_status(tr("Opening {where}…").format(where=where), timeout=False)
        window.busy_bar.show()

    # --- the outcome --------------------------------------------------------------------
    def _opened(self, url: str, db: Any) -> None:
        window = self._window
        self._job = None
        window.busy_bar.hide()
        old = window.ctx
        if old is not None:
            window.ops.wait_idle()
            old.db.close()
        window.undo_stack.clear()
        window.access = None  # the new database's role is asked for in watch_live
        window.ctx = AppContext(
            db=db, ops=window.ops, undo_stack=window.undo_stack, settings=window.settings
        )
        window.recent.add(url)
        window.show_sections()
        # A file's name may hold any character but "/": shown with its escapes.
        where = shown(recent.label(url))
        short = Path(where).name if recent.url_path(url) else where
        window.setWindowTitle(f"warclan — {short}")
        window.database_label.setText(tr("Database: {where}").format(where=short))
        window.database_label.setToolTip(where)
        report = getattr(db, "report", None)
        if report is not None and report.migrated_from is not None:
            backup = (
                tr(" The file as it was is kept at {backup}.").format(backup=report.backup)
                if report.backup
                else ""
            )
            window.show_banner(
                tr(
                    "This database was written by an older warclan (revision "
                    "{revision}) and has been brought up to date."
                ).format(revision=report.migrated_from)
                + backup
            )
        else:
            window.banner.hide()
        window.show_status(tr("Opened {where}").format(where=where))
        window.watch_live(db)
        window.reload_navigator()
        window.restore_selection()
        window.database_opened.emit(db)
        # What the first page does not show waits until its data is shown.
        window.ops.when_idle(window.section_loader.load_later)
        if window.offer_demo:  # unattended runs (--screenshot) ask nothing
            self._offer_demo(url)
            from warclan.gui.ragnarok import actions

            window.ops.when_idle(lambda: actions.offer_resume(window))

    def _failed(self, url: str, exc: BaseException, details: str) -> None:
        window = self._window
        self._job = None
        window.busy_bar.hide()
        mine, reason = describe(exc)
        if not mine:
            reason = tr("Something went wrong: {reason}").format(reason=reason)
        window.show_status(tr("The database could not be opened"), timeout=False)
        pages = window.page_stack
        pages.message_page.set(
            tr("No database open"),
            tr(
                "{where} could not be opened:\n{reason}\n\n"
                "File ▸ Open Database… or File ▸ New Database…"
            ).format(where=recent.label(url), reason=reason),
        )
        if window.ctx is None:
            pages.show(pages.message_page)
        choices = _choices()
        answer = dialogs.ask_choice(
            window,
            tr("warclan cannot open the database"),
            tr("{where} cannot be opened.\n\n{reason}").format(
                where=recent.label(url), reason=reason
            ),
            list(choices),
        )
        choice = choices.get(answer or "", answer)
        window.open_failed.emit(reason)
        if choice == OPEN_ANOTHER:
            self.open_another()
        elif choice == NEW_DATABASE:
            self.new_database()
        elif choice == QUIT:
            window.quit_requested.emit()
            window.close()

    def _offer_demo(self, url: str) -> None:
        window = self._window
        assert window.ctx is not None
        offered: Any = window.settings.value(DEMO_OFFERED, [])
        offered = [offered] if isinstance(offered, str) else list(offered or [])
        if url in offered:
            return
        from warclan.services.ragnarok import demo

        db = window.ctx.db
        window.ops.read(
            window,
            tr("Open database"),
            lambda: demo.is_empty(db),
            lambda empty: self._ask_demo(url, offered) if empty else None,
            key="demo",
        )

    def _ask_demo(self, url: str, offered: list[Any]) -> None:
        from warclan.services.ragnarok import demo

        window = self._window
        if window.ctx is None or window.ctx.db.url != url:  # another database by now
            return
        db = window.ctx.db
        window.settings.setValue(DEMO_OFFERED, [*offered, url])
        if not dialogs.confirm(
            window,
            tr("A new database"),
            tr(
                "This database has no campaign yet.\n\nCreate a demo campaign to look around? "
                "It has three War Clans built from the example profiles and three games with "
                "injuries, raids and purchases. You can rename or ignore it; it is ordinary "
                "data."
            ),
            accept=tr("Create Demo Campaign"),
        ):
            return

        def made(camp: Any) -> None:
            window.reload_navigator()  # on_done comes before the "changed" signal
            window.select("campaign", camp.id)

        window.ops.run(
            tr("Create the demo campaign"),
            lambda: demo.create_demo_campaign(db),
            changed=Changed.of("campaigns"),
            on_done=made,
        )

    # --- File ▸ New, Open, Open Recent --------------------------------------------------
    def open_another(self) -> None:
        path = dialogs.ask_open_path(self._window, tr("Open Database"), db_filters())
        if path is not None:
            self.open(sqlite_url(path))

    def new_database(self) -> None:
        path = dialogs.ask_save_path(
            self._window, tr("New Database"), "campaign.sqlite", db_filters()
        )
        if path is None:
            return
        if path.suffix == "":
            path = path.with_suffix(".sqlite")
        if path.exists() and path.stat().st_size > 0:
            dialogs.show_error(
                self._window,
                tr("New Database"),
                tr(
                    "{path} already exists. Choose another name, or File ▸ Open Database… "
                    "to open it."
                ).format(path=path),
            )
            return
        self.open(sqlite_url(path))

    def fill_recent(self, menu: QMenu) -> None:
        """File ▸ Open Recent, filled as it is about to show."""
        menu.clear()
        urls = self._window.recent.urls()
        for number, url in enumerate(urls, start=1):
            gone = recent.missing(url)
            text = f"&{number % 10} {recent.label(url)}" + (tr("  (missing)") if gone else "")
            action = menu.addAction(text)
            action.setData(url)
            if gone:
                action.setToolTip(
                    tr("The file is no longer there: choose it to remove it from the list")
                )
            action.triggered.connect(lambda _c=False, u=url: self.open_recent(u))
        if not urls:
            menu.addAction(tr("No recent databases")).setEnabled(False)
            return
        menu.addSeparator()
        clean = menu.addAction(tr("Remove &Missing Files"))
        clean.setEnabled(any(recent.missing(u) for u in urls))
        clean.triggered.connect(self.remove_missing_recent)

    def open_recent(self, url: str) -> None:
        if recent.missing(url):
            if dialogs.confirm(
                self._window,
                tr("Database missing"),
                tr(
                    "{where} is no longer there (moved or deleted).\n\n"
                    "Remove it from the list of recent databases?"
                ).format(where=recent.label(url)),
                accept=tr("Remove from List"),
            ):
                self._window.recent.remove(url)
            return
        self.open(url)

    def remove_missing_recent(self) -> None:
        for url in self._window.recent.urls():
            if recent.missing(url):
                self._window.recent.remove(url)
        self._window.show_status(tr("Removed missing files from the recent databases"))


def sqlite_url(path: Path) -> str:
    """The URL of exactly the file a player chose, whatever its name holds."""
    return paths.sqlite_url(path.expanduser().resolve())
