"""The main window (GUI.md): menus, toolbar, the navigator over every section, a stack of
pages and the status bar (database · what just happened · base War Clan Rank).

The window paints before any database is open: ``open_database`` opens it on a worker
thread, and SQLAlchemy, the services and the sections' pages load only then. Every change
goes through ``ctx.ops``, every dialog through ``warclan.gui.dialogs``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import (
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QSettings,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence, QPaintEvent, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QProgressBar,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from warclan import __version__
from warclan.gc_tuning import relax_collector
from warclan.gui import dialogs, recent, window_state
from warclan.gui.access import needs
from warclan.gui.collector import GuiThreadCollector
from warclan.gui.context import AppContext, NavItem, Page, Section
from warclan.gui.navigator import NavigatorModel, key_of
from warclan.gui.opening import ImportJob, OpenJob
from warclan.gui.ops import Changed, Ops, describe
from warclan.gui.widgets import ClearOnEscape, Heading, PlainLabel, save_headers

if TYPE_CHECKING:  # the services load after the first paint
    from warclan.services.league import Access
    from warclan.services.ragnarok.dto import CampaignView

STATUS_MS = 10_000
ZOOM_KEY = "view/zoom"
ZOOM_STEPS = (70, 80, 90, 100, 110, 125, 150, 175, 200)
LAST_ITEM = "navigator/last"
SPLIT_KEY = "splitters/main"
DEMO_OFFERED = "databases/demo_offered"
DB_FILTERS = "warclan databases (*.sqlite *.db);;All files (*)"
OPEN_ANOTHER, NEW_DATABASE, QUIT = "Open Another…", "New Database…", "Quit"
# The sections after Campaigns, as (module, class). Their modules (and what they import:
# the rules catalogues, Mors Regnat's services) are not needed to show the last-used
# campaign, so they are imported on a worker once its data is shown.
LATER_SECTIONS = (
    ("warclan.gui.mors_regnat.section", "MorsRegnatSection"),
    ("warclan.gui.game_nights.section", "GameNightsSection"),
    ("warclan.gui.catalogs.section", "RulesSection"),
)


class MessagePage:
    """What the stack shows with no item chosen: opening, no database, a section's list."""

    def __init__(self, parent: QWidget) -> None:
        self._root = QWidget(parent)
        layout = QVBoxLayout(self._root)
        self.heading = Heading(scale=1.5)
        self.text = PlainLabel()
        self.text.setWordWrap(True)
        layout.addWidget(self.heading)
        layout.addWidget(self.text)
        layout.addStretch(1)

    def widget(self) -> QWidget:
        return self._root

    def show_item(self, item: NavItem) -> None:
        self.set(
            item.label, "\n".join(f"• {c.label}" for c in item.children) or "Nothing here yet."
        )

    def on_changed(self, changed: Changed) -> None:
        return None

    def set(self, heading: str, text: str) -> None:
        self.heading.setText(heading)
        self.text.setText(text)


class MainWindow(QMainWindow):
    database_opened = Signal(object)  # the Database, once its pages are shown
    open_failed = Signal(str)  # the reason, after the choices were offered
    quit_requested = Signal()

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        relax_collector()  # before SQLAlchemy, the tables and the services load
        self.collector = GuiThreadCollector(self)  # never on a pool thread
        self.settings = settings
        self.recent = recent.RecentDatabases(settings)
        self.ops = Ops(self)
        self.undo_stack = QUndoStack(self)
        self.ctx: AppContext | None = None
        # What the connected league role may change (league_connect.apply_access);
        # None: no limits known (an SQLite file, or the server did not say).
        self.access: Access | None = None
        self.sections: list[Section] = []
        self.pages: dict[str, Page] = {}
        self._frames: dict[Page, QWidget] = {}  # each page's scroll area in the stack
        self.current: NavItem | None = None
        self._path: list[NavItem] = []
        self._pool = QThreadPool(self)
        self._opening: OpenJob | None = None
        self._later: ImportJob | None = None  # importing LATER_SECTIONS
        self.later_loaded = False
        self._help: QWidget | None = None
        self.print_dialog: Any = None
        self._painted = False
        self.offer_demo = True  # off for unattended runs (--screenshot): no question asked
        self._open_when_painted: str | None = None
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        self._base_font = QFont(QApplication.font())
        self.setWindowTitle("warclan")
        self.setObjectName("warclan.main")

        self.nav_model = NavigatorModel(self)
        self.navigator = QTreeView()
        self.navigator.setObjectName("navigator")
        self.navigator.setAccessibleName("Navigator")
        self.navigator.setModel(self.nav_model)
        self.navigator.setHeaderHidden(True)
        self.navigator.setUniformRowHeights(True)
        self.navigator.customContextMenuRequested.connect(self._navigator_menu)
        self.navigator.selectionModel().currentChanged.connect(self._nav_changed)

        self.stack = QStackedWidget()
        self.stack.setAccessibleName("Page")
        self.message_page = MessagePage(self.stack)
        self.stack.addWidget(self.message_page.widget())
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setAccessibleName("Notice")
        self.banner.setStyleSheet(
            "QLabel { background: palette(alternate-base); border: 1px solid palette(mid);"
            " padding: 6px; }"
        )
        self.banner.hide()
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.banner)
        right_layout.addWidget(self.stack, 1)

        self.splitter = QSplitter()  # side by side
        self.splitter.setObjectName("main.split")
        self.nav_filter = QLineEdit()
        self.nav_filter.setPlaceholderText("Filter (Ctrl+F)")
        self.nav_filter.setAccessibleName("Filter the navigator")
        self.nav_filter.setClearButtonEnabled(True)
        self.nav_filter.textChanged.connect(self._apply_nav_filter)
        self.nav_filter.returnPressed.connect(self._first_nav_match)
        self.nav_filter.installEventFilter(ClearOnEscape(self.nav_filter))
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(2)
        left_layout.addWidget(self.nav_filter)
        left_layout.addWidget(self.navigator, 1)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([240, 1000])
        self.setCentralWidget(self.splitter)

        self.database_label = QLabel("No database")
        self.database_label.setAccessibleName("Database")
        self.status_message = QLabel()
        self.status_message.setIndent(16)  # apart from the database name
        # A long message or path must never make the window wider than the screen.
        self.status_message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.status_message.setAccessibleName("What just happened")
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(110)
        self.busy_bar.setAccessibleName("Working")
        self.busy_bar.hide()
        self.base_rank_label = QLabel("Base War Clan Rank: —")
        self.base_rank_label.setAccessibleName("Base War Clan Rank")
        bar = self.statusBar()
        bar.addPermanentWidget(self.database_label)
        bar.addPermanentWidget(self.status_message, 1)
        bar.addPermanentWidget(self.busy_bar)
        bar.addPermanentWidget(self.base_rank_label)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self.status_message.clear)
        self._labels_timer = QTimer(self)
        self._labels_timer.setSingleShot(True)
        self._labels_timer.setInterval(0)
        self._labels_timer.timeout.connect(self._update_labels)

        self.ops.message.connect(self.show_status)
        self.ops.busy.connect(self.busy_bar.setVisible)
        self.ops.changed.connect(self._on_changed)

        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._update_actions()
        self._finished = False  # see _finish_window
        window_state.restore(self, settings)
        state = settings.value(SPLIT_KEY)
        if state is not None:
            self.splitter.restoreState(state)
        zoom = int(cast(int, settings.value(ZOOM_KEY, 100)))
        if zoom != 100:  # at 100 % the application font is already the one to use
            self.apply_zoom(zoom)

    def _finish_window(self) -> None:
        """What the first frame does not show, done once it is painted: everything that
        names ``Qt``, whose enums PySide6 creates all at once (~18 ms; see item_roles)."""
        if self._finished:
            return
        self._finished = True
        from PySide6.QtCore import Qt

        self.navigator.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        selectable = Qt.TextInteractionFlag.TextSelectableByMouse
        self.banner.setTextInteractionFlags(selectable)
        self.database_label.setTextInteractionFlags(selectable)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        if self.ctx is None and not self.message_page.heading.text():
            self.message_page.set("warclan", "")

    # === actions and menus ============================================================
    def _action(self, text: str, slot: Callable[[], object], *keys: str, tip: str = "") -> QAction:
        action = QAction(text, self)
        if keys:
            action.setShortcuts([QKeySequence(k) for k in keys])
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _build_actions(self) -> None:
        a = self._action
        self.new_db_action = a("&New Database…", self.new_database)
        self.open_db_action = a("&Open Database…", self.open_another, "Ctrl+O")
        self.connect_league_action = a("Connect to &League Server…", self.connect_league)
        # Each write is tagged with what a league role needs for it (gui/access.py).
        self.new_campaign_action = needs(
            a("New &Campaign…", self.new_campaign, "Ctrl+N"), "campaigns"
        )
        self.export_action = a(
            "&Export Roster…",
            self.export_roster,
            "Ctrl+P",
            tip="Print roster sheets or cards as PDF",
        )
        self.quit_action = a("&Quit", self.close, "Ctrl+Q")
        self.undo_action = self.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcuts([QKeySequence("Ctrl+Z")])
        self.redo_action = self.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.undo_game_action = needs(
            a("Undo Latest &Game…", self.undo_latest_game, "Ctrl+Alt+Z"), "games"
        )
        # Either will do: the selected kind is checked again in _update_actions.
        self.rename_action = needs(a("Re&name…", self.rename, "F2"), "campaigns", "clans")
        self.filter_action = a(
            "&Filter…",
            self.focus_filter,
            "Ctrl+F",
            tip="Filter the page's table, or the navigator when it has the focus",
        )
        self.new_clan_action = needs(
            a(
                "New &War Clan…",
                self.new_clan,
                "Ctrl+Shift+N",
                tip="Build a War Clan from 800 Glory",
            ),
            "clans",
        )
        self.record_game_action = needs(
            a(
                "&Record Game…",
                self.record_game,
                "Ctrl+G",
                tip="Record a game and its post-game sequence",
            ),
            "games",
        )
        self.continue_action = needs(
            a(
                "&Continue Post-Game Sequence…",
                self.continue_sequence,
                tip="Run a post-game sequence that was not run yet",
            ),
            "games",
        )
        self.zoom_in_action = a("Zoom &In", lambda: self.zoom(+1), "Ctrl+=", "Ctrl++")
        self.zoom_out_action = a("Zoom &Out", lambda: self.zoom(-1), "Ctrl+-")
        self.zoom_reset_action = a("&Actual Size", lambda: self.apply_zoom(100), "Ctrl+0")
        self.refresh_action = a("&Refresh", self.refresh, "F5")
        self.help_action = a("warclan &Help", self.show_help, "F1")
        self.about_action = a("&About warclan", self.show_about)
        for action in (self.new_clan_action, self.record_game_action, self.continue_action):
            action.setIconText(
                action.text()
                .replace("&", "")
                .replace("…", "")
                .replace("Continue Post-Game Sequence", "Continue Sequence")
            )
        self.export_action.setIconText("Print")

    def _build_menus(self) -> None:
        menus = self.menuBar()
        self.file_menu = menus.addMenu("&File")
        self.recent_menu = QMenu("Open &Recent", self)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.edit_menu = menus.addMenu("&Edit")
        self.campaign_menu = menus.addMenu("&Campaign")
        self.warband_menu = menus.addMenu("&Warband")
        self.rules_menu = menus.addMenu("R&ules")
        self.view_menu = menus.addMenu("&View")
        self.help_menu = menus.addMenu("&Help")
        self._fill_file_menu()
        self.edit_menu.aboutToShow.connect(self._labels_now)
        for action in (
            self.undo_action,
            self.redo_action,
            None,
            self.undo_game_action,
            None,
            self.rename_action,
            self.filter_action,
        ):
            self.edit_menu.addSeparator() if action is None else self.edit_menu.addAction(action)
        for action in (
            self.new_campaign_action,
            None,
            self.new_clan_action,
            self.record_game_action,
            self.continue_action,
        ):
            self.campaign_menu.addSeparator() if action is None else self.campaign_menu.addAction(
                action
            )
        for action in (
            self.zoom_in_action,
            self.zoom_out_action,
            self.zoom_reset_action,
            None,
            self.refresh_action,
        ):
            self.view_menu.addSeparator() if action is None else self.view_menu.addAction(action)
        self.help_menu.addAction(self.help_action)
        self.help_menu.addAction(self.about_action)

    def _fill_file_menu(self) -> None:
        menu = self.file_menu
        menu.clear()
        menu.addAction(self.new_db_action)
        menu.addAction(self.open_db_action)
        menu.addAction(self.connect_league_action)
        menu.addMenu(self.recent_menu)
        menu.addSeparator()
        menu.addAction(self.new_campaign_action)
        if self.ctx is not None:
            for section in self.sections:
                self._guard(section.title, partial(section.fill_file_menu, menu, self.ctx, self))
        menu.addSeparator()
        menu.addAction(self.export_action)
        menu.addSeparator()
        menu.addAction(self.quit_action)
        self.fit_access(menu)

    def _build_toolbar(self) -> None:
        self.toolbar = bar = self.addToolBar("Main")
        bar.setObjectName("toolbar.main")
        bar.setAccessibleName("Toolbar")
        bar.setMovable(False)
        for action in (
            self.new_clan_action,
            self.record_game_action,
            self.continue_action,
            self.export_action,
            None,
            self.undo_action,
            self.redo_action,
        ):
            bar.addSeparator() if action is None else bar.addAction(action)
        self.toolbar = bar

    def _fill_recent(self) -> None:
        menu = self.recent_menu
        menu.clear()
        urls = self.recent.urls()
        for number, url in enumerate(urls, start=1):
            gone = recent.missing(url)
            text = f"&{number % 10} {recent.label(url)}" + ("  (missing)" if gone else "")
            action = menu.addAction(text)
            action.setData(url)
            if gone:
                action.setToolTip(
                    "The file is no longer there: choose it to remove it from the list"
                )
            action.triggered.connect(lambda _c=False, u=url: self.open_recent(u))
        if not urls:
            menu.addAction("No recent databases").setEnabled(False)
            return
        menu.addSeparator()
        clean = menu.addAction("Remove &Missing Files")
        clean.setEnabled(any(recent.missing(u) for u in urls))
        clean.triggered.connect(self.remove_missing_recent)

    def _fill_section_menus(self) -> None:
        assert self.ctx is not None
        for menu, title in ((self.warband_menu, "Mors Regnat"), (self.rules_menu, "Rules")):
            menu.clear()
            for section in self.sections:
                if section.title == title:
                    self._guard(title, partial(section.fill_menu, menu, self.ctx, self))
            if menu.isEmpty():
                menu.addAction("Nothing here yet").setEnabled(False)
            self.fit_access(menu)

    def _guard(self, title: str, fn: Callable[[], object]) -> Any:
        """Call into a section; a failure there is shown, it does not stop the window."""
        try:
            return fn()
        except Exception as exc:
            import traceback

            self.ops.report(title, exc, traceback.format_exc())
            return None

    # === the database ==================================================================
    def open_after_first_paint(self, url: str) -> None:
        """Start-up: open ``url`` once the window has painted, so the user sees it at
        once; loading SQLAlchemy on the worker must not compete with the first paint."""
        if self._painted:
            self.open_database(url)
        else:
            self._open_when_painted = url

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self._finish_window)
            if self._open_when_painted is not None:
                url, self._open_when_painted = self._open_when_painted, None
                # The worker starts at once: it imports SQLAlchemy while Qt paints the
                # rest of the window, which it does without holding Python's GIL. The
                # page saying so is set once this paint is done.
                job = self._start_opening(url)
                QTimer.singleShot(0, lambda: self._show_opening(job))

    def open_database(self, url: str) -> None:
        """Open ``url`` on a worker thread; the window stays painted and responsive."""
        self._finish_window()
        self._show_opening(self._start_opening(url))

    def _start_opening(self, url: str) -> OpenJob:
        self._opening = job = OpenJob(url)
        job.signals.opened.connect(self._database_ready)
        job.signals.failed.connect(self._database_failed)
        self._pool.start(job)
        return job

    def _show_opening(self, job: OpenJob) -> None:
        if self._opening is not job:
            return  # already opened (or failed, or another open began)
        where = recent.label(job.url)
        self.message_page.set(
            "Opening the database…",
            f"{where}\n\nA database written by an older warclan is first backed up into "
            "backups/ beside it, then brought up to date; this page says where the backup went.",
        )
        self.stack.setCurrentWidget(self.message_page.widget())
        self.show_status(f"Opening {where}…", timeout=False)
        self.busy_bar.show()

    def wait_opened(self, timeout_ms: int = 20_000) -> None:
        """Tests and the benchmark: let the open job finish and its signal arrive."""
        self._pool.waitForDone(timeout_ms)
        QApplication.processEvents()

    def _database_ready(self, url: str, db: Any) -> None:
        self._finish_window()
        self._opening = None
        self.busy_bar.hide()
        old = self.ctx
        if old is not None:
            self.ops.wait_idle()
            old.db.close()
        self.undo_stack.clear()
        self.access = None  # the new database's role is asked for in watch_live
        self.ctx = AppContext(
            db=db, ops=self.ops, undo_stack=self.undo_stack, settings=self.settings
        )
        self.recent.add(url)
        self._reset_pages()
        if not self.sections:
            self.sections = self._make_sections()
        saved = self._saved_kind()
        if not self.later_loaded and saved and saved not in self._page_kinds():
            self._add_later_sections()  # the last item chosen lives in one of them
        self._fill_file_menu()
        self._fill_section_menus()
        where = recent.label(url)
        self.setWindowTitle(f"warclan — {Path(where).name if recent.url_path(url) else where}")
        short = Path(where).name if recent.url_path(url) else where
        self.database_label.setText(f"Database: {short}")
        self.database_label.setToolTip(where)
        report = getattr(db, "report", None)
        if report is not None and report.migrated_from is not None:
            backup = f" The file as it was is kept at {report.backup}." if report.backup else ""
            self.show_banner(
                f"This database was written by an older warclan (revision "
                f"{report.migrated_from}) and has been brought up to date.{backup}"
            )
        else:
            self.banner.hide()
        self.show_status(f"Opened {where}")
        self.watch_live(db)
        self.reload_navigator()
        self._restore_selection()
        self.database_opened.emit(db)
        if not self.later_loaded and self._later is None:
            self._later = job = ImportJob(tuple(module for module, _ in LATER_SECTIONS))
            job.signals.done.connect(self._add_later_sections)
            self._pool.start(job)
        if self.offer_demo:
            self._offer_demo(url)

    def _database_failed(self, url: str, exc: BaseException, details: str) -> None:
        self._finish_window()
        self._opening = None
        self.busy_bar.hide()
        mine, reason = describe(exc)
        if not mine:
            reason = f"Something went wrong: {reason}"
        self.show_status("The database could not be opened", timeout=False)
        self.message_page.set(
            "No database open",
            f"{recent.label(url)} could not be opened:\n{reason}\n\n"
            "File ▸ Open Database… or File ▸ New Database…",
        )
        if self.ctx is None:
            self.stack.setCurrentWidget(self.message_page.widget())
        choice = dialogs.ask_choice(
            self,
            "warclan cannot open the database",
            f"{recent.label(url)} cannot be opened.\n\n{reason}",
            [OPEN_ANOTHER, NEW_DATABASE, QUIT],
        )
        self.open_failed.emit(reason)
        if choice == OPEN_ANOTHER:
            self.open_another()
        elif choice == NEW_DATABASE:
            self.new_database()
        elif choice == QUIT:
            self.quit_requested.emit()
            self.close()

    def open_another(self) -> None:
        path = dialogs.ask_open_path(self, "Open Database", DB_FILTERS)
        if path is not None:
            self.open_database(_sqlite_url(path))

    def new_database(self) -> None:
        path = dialogs.ask_save_path(self, "New Database", "campaign.sqlite", DB_FILTERS)
        if path is None:
            return
        if path.suffix == "":
            path = path.with_suffix(".sqlite")
        if path.exists() and path.stat().st_size > 0:
            dialogs.show_error(
                self,
                "New Database",
                f"{path} already exists. Choose another name, or File ▸ Open Database… to open it.",
            )
            return
        self.open_database(_sqlite_url(path))

    def open_recent(self, url: str) -> None:
        if recent.missing(url):
            if dialogs.confirm(
                self,
                "Database missing",
                f"{recent.label(url)} is no longer there (moved or deleted).\n\n"
                "Remove it from the list of recent databases?",
                accept="Remove from List",
            ):
                self.recent.remove(url)
            return
        self.open_database(url)

    def remove_missing_recent(self) -> None:
        for url in self.recent.urls():
            if recent.missing(url):
                self.recent.remove(url)
        self.show_status("Removed missing files from the recent databases")

    def _offer_demo(self, url: str) -> None:
        assert self.ctx is not None
        offered: Any = self.settings.value(DEMO_OFFERED, [])
        offered = [offered] if isinstance(offered, str) else list(offered or [])
        if url in offered:
            return
        from warclan.services.ragnarok import demo

        db = self.ctx.db
        if not self.ops.call("Open database", lambda: demo.is_empty(db)):
            return
        self.settings.setValue(DEMO_OFFERED, [*offered, url])
        if not dialogs.confirm(
            self,
            "A new database",
            "This database has no campaign yet.\n\nCreate a demo campaign to look around? "
            "It has three War Clans built from the example profiles and three games with "
            "injuries, raids and purchases. You can rename or ignore it; it is ordinary data.",
            accept="Create Demo Campaign",
        ):
            return

        def made(camp: Any) -> None:
            self.reload_navigator()  # on_done comes before the "changed" signal
            self.select("campaign", camp.id)

        self.ops.run(
            "Create the demo campaign",
            lambda: demo.create_demo_campaign(db),
            changed=Changed.of("campaigns"),
            on_done=made,
        )

    # === sections, navigator, pages =====================================================
    def _make_sections(self) -> list[Section]:
        # Imported once a database is open: none of this is needed to paint the window.
        from warclan.gui.ragnarok.section import RagnarokSection

        return [RagnarokSection(self.table_menu, self.select)]

    def _add_later_sections(self) -> None:
        """Make LATER_SECTIONS (imported on a worker, or here when one is needed at once)
        and put them in the navigator and the menus."""
        self._later = None
        if self.later_loaded:
            return
        self.later_loaded = True
        import importlib

        for module, name in LATER_SECTIONS:
            make = lambda m=module, n=name: getattr(importlib.import_module(m), n)()  # noqa: E731
            made = self._guard(name, make)
            if made is not None:
                self.sections.append(made)
        if self.ctx is not None and self.nav_model.rowCount():
            self._fill_file_menu()
            self._fill_section_menus()
            self.reload_navigator()

    def wait_sections(self, timeout_ms: int = 20_000) -> None:
        """Tests: let the later sections load and appear in the navigator."""
        self._pool.waitForDone(timeout_ms)
        QApplication.processEvents()

    def _page_kinds(self) -> set[str]:
        return {kind for section in self.sections for kind in section.page_kinds()}

    def _saved_kind(self) -> str:
        return str(self.settings.value(LAST_ITEM) or "").partition(":")[0]

    def _reset_pages(self) -> None:
        for page in self.pages.values():
            self._save_page(page)
            frame = self._frame(page)
            self.stack.removeWidget(frame)
            frame.deleteLater()
        self.pages.clear()
        self._frames.clear()
        self.current = None
        self._path = []

    def _section_items(self, section: Section) -> NavItem:
        ctx = self.ctx
        assert ctx is not None
        items = self._guard(section.title, lambda: section.items(ctx)) or []
        kind = "campaigns" if "campaigns" in section.page_kinds() else "section"
        return NavItem(kind, None, section.title, tuple(items))

    def reload_navigator(self) -> None:
        """Rebuild the tree from the sections, keeping what was open and chosen."""
        rows = [(ix, i) for ix in self.nav_model.walk() if (i := self.nav_model.item_at(ix))]
        expanded = {key_of(i) for ix, i in rows if self.navigator.isExpanded(ix)}
        known = {key_of(i) for _ix, i in rows}  # a row new to the tree opens like a first one
        current = self.current
        blocker = self.navigator.selectionModel().blockSignals(True)
        try:
            self.nav_model.set_sections([self._section_items(s) for s in self.sections])
            for index in self.nav_model.walk():
                item = self.nav_model.item_at(index)
                if item is None:
                    continue
                top = not index.parent().isValid()
                new = key_of(item) not in known
                if key_of(item) in expanded or (new and (top or item.kind == "campaign")):
                    self.navigator.setExpanded(index, True)
            found = self.nav_model.find(key_of(current)) if current else QModelIndex()
            if found.isValid():
                self.navigator.selectionModel().setCurrentIndex(
                    found, QItemSelectionModel.SelectionFlag.ClearAndSelect
                )
        finally:
            self.navigator.selectionModel().blockSignals(blocker)
        if self.nav_filter.text():
            self._apply_nav_filter(self.nav_filter.text())
        if current is not None and found.isValid():
            self.current = self.nav_model.item_at(found)
            self._path = self.nav_model.path(found)
        elif current is not None:  # the item is gone (undone, deleted): show its parent
            parent = self._path[-2] if len(self._path) > 1 else None
            self.current = None
            if parent is None or not self.select(parent.kind, parent.ident):
                self._select_index(self.nav_model.index(0, 0))

    # --- Ctrl+F ------------------------------------------------------------------------
    def focus_filter(self) -> None:
        """The page's own filter (the warriors' table), unless the navigator or its
        filter has the focus, or the page has none: then the navigator's."""
        page = self.current_page()
        in_navigator = self.navigator.hasFocus() or self.nav_filter.hasFocus()
        focus = getattr(page, "focus_filter", None)
        if callable(focus) and not in_navigator:
            focus()
            return
        self.nav_filter.setFocus()
        self.nav_filter.selectAll()

    def _apply_nav_filter(self, text: str) -> None:
        """Hide the rows that neither match nor lead to a match; a matching row keeps its
        children, and the rows leading to a match are opened."""
        needle = text.strip().casefold()

        def show(parent: QModelIndex, inherited: bool) -> bool:
            any_shown = False
            for row in range(self.nav_model.rowCount(parent)):
                index = self.nav_model.index(row, 0, parent)
                label = str(index.data() or "").casefold()
                match = inherited or not needle or needle in label
                below = show(index, match)
                visible = match or below
                self.navigator.setRowHidden(row, parent, not visible)
                if needle and below:
                    self.navigator.setExpanded(index, True)
                any_shown = any_shown or visible
            return any_shown

        show(QModelIndex(), False)

    def _first_nav_match(self) -> None:
        """Return in the filter: choose the first row shown that matches."""
        needle = self.nav_filter.text().strip().casefold()
        for index in self.nav_model.walk():
            label = str(index.data() or "").casefold()
            if (
                needle
                and needle in label
                and not self.navigator.isRowHidden(index.row(), index.parent())
            ):
                self._select_index(index)
                self.navigator.setFocus()
                return

    def _restore_selection(self) -> None:
        saved = str(self.settings.value(LAST_ITEM) or "")
        kind, _, ident = saved.partition(":")
        if kind and ident.isdigit() and self.select(kind, int(ident)):
            return
        # First start: the first campaign, else the Campaigns overview.
        root = self.nav_model.index(0, 0)
        first = self.nav_model.index(0, 0, root)
        self._select_index(first if first.isValid() else root)

    def select(self, kind: str, ident: int | None) -> bool:
        """Make the navigator's row for (kind, id) current, as a click would."""
        for index in self.nav_model.walk():
            item = self.nav_model.item_at(index)
            if item is not None and item.kind == kind and item.ident == ident:
                self._select_index(index)
                return True
        return False

    def _select_index(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        parent = index.parent()
        while parent.isValid():
            self.navigator.setExpanded(parent, True)
            parent = parent.parent()
        self.navigator.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect
        )
        self.navigator.scrollTo(index)

    def _nav_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        item = self.nav_model.item_at(current)
        if item is None or self.ctx is None:
            return
        self.current = item
        self._path = self.nav_model.path(current)
        page = self._page_for(item)
        self._guard(item.label, lambda: page.show_item(item))
        self.stack.setCurrentWidget(self._frame(page))
        if item.ident is not None:
            self.settings.setValue(LAST_ITEM, f"{item.kind}:{item.ident}")
        self._update_actions()

    def _page_for(self, item: NavItem) -> Page:
        assert self.ctx is not None
        if item.kind in self.pages:
            return self.pages[item.kind]
        for section in self.sections:
            if item.kind in section.page_kinds():
                page: Page | None = self._guard(
                    section.title, partial(section.make_page, item.kind, self.ctx, self.stack)
                )
                if page is not None:
                    self.pages[item.kind] = page
                    self.fit_access(page.widget())
                    # In a scroll area: a page's figures never make the window wider
                    # than the screen at a large zoom; it scrolls instead.
                    scroll = QScrollArea()
                    scroll.setWidgetResizable(True)
                    scroll.setFrameShape(QFrame.Shape.NoFrame)
                    scroll.setWidget(page.widget())
                    self.stack.addWidget(scroll)
                    self._frames[page] = scroll
                    return page
        return self.message_page

    def _frame(self, page: Page) -> QWidget:
        """The widget the stack holds for ``page``: the scroll area it was put in (kept,
        not found by walking up from the page: that made Python wrappers, ~7 ms)."""
        return self._frames.get(page) or page.widget()

    def current_page(self) -> Page | None:
        return self.pages.get(self.current.kind) if self.current else None

    def _on_changed(self, changed: Changed) -> None:
        if self.ctx is None:
            return
        if any(s.refresh_on(changed) for s in self.sections):
            self.reload_navigator()
        page = self.current_page()
        if page is not None:
            self._guard("Refresh", lambda: page.on_changed(changed))
        self._update_actions()

    def refresh(self) -> None:
        if self.ctx is None:
            return
        self.reload_navigator()
        if self.current is not None:
            item = self.current
            page = self._page_for(item)
            self._guard(item.label, lambda: page.show_item(item))
        self._update_actions()
        self.show_status("Reloaded from the database")

    # === what is chosen ================================================================
    def current_campaign_id(self) -> int | None:
        return next((i.ident for i in self._path if i.kind == "campaign"), None)

    def current_clan_id(self) -> int | None:
        """The clan chosen in the navigator, or the row chosen on a campaign's page."""
        clan = next((i.ident for i in self._path if i.kind == "clan"), None)
        if clan is not None:
            return clan
        chooser = getattr(self.current_page(), "selected_clan_id", None)
        return (
            chooser()
            if callable(chooser) and self.current and self.current.kind == "campaign"
            else None
        )

    def _clan_name(self, clan_id: int) -> str:
        for index in self.nav_model.walk():
            item = self.nav_model.item_at(index)
            if item is not None and item.kind == "clan" and item.ident == clan_id:
                return item.label
        return f"War Clan {clan_id}"

    def _update_actions(self) -> None:
        has_db = self.ctx is not None
        campaign = self.current_campaign_id()
        clan = self.current_clan_id()
        for action in (self.new_clan_action, self.record_game_action, self.continue_action):
            action.setEnabled(campaign is not None)
        self.new_campaign_action.setEnabled(has_db)
        self.refresh_action.setEnabled(has_db)
        # A campaign or a War Clan, if the connected league role may rename it.
        needs = {"campaign": "campaigns", "clan": "clans"}.get(
            self.current.kind if self.current else ""
        )
        self.rename_action.setEnabled(
            needs is not None and (self.access is None or self.access.allows(needs))
        )
        printable = clan is not None or bool(self.current and self.current.kind == "warband")
        self.export_action.setEnabled(printable)
        # The undo label and the base rank each need a query: they follow once the page
        # is painted (one timer however often this runs), not before it.
        self._labels_timer.start()

    def _labels_now(self) -> None:
        """Before a menu shows them: the labels must be right, not about to be."""
        if self._labels_timer.isActive():
            self._labels_timer.stop()
            self._update_labels()

    def _update_labels(self) -> None:
        self._update_undo_game(self.current_clan_id())
        self._update_base_rank(self.current_campaign_id())

    def _update_undo_game(self, clan_id: int | None) -> None:
        from_preview = None
        if clan_id is not None and self.ctx is not None:
            from warclan.services.ragnarok.undo_preview import undo_preview

            db = self.ctx.db
            from_preview = self.ops.call("Undo game", lambda: undo_preview(db, clan_id))
        if from_preview is None:
            self.undo_game_action.setText("Undo Latest &Game…")
            self.undo_game_action.setEnabled(False)
        else:
            self.undo_game_action.setText(f'Undo "{from_preview.title}"…')
            self.undo_game_action.setEnabled(True)

    def _update_base_rank(self, campaign_id: int | None) -> None:
        if campaign_id is None or self.ctx is None:
            self.base_rank_label.setText("Base War Clan Rank: —")
            return
        from warclan.services.ragnarok import campaigns

        db = self.ctx.db
        camp = self.ops.call("Campaign", lambda: campaigns.campaign_overview(db, campaign_id))
        self.base_rank_label.setText(
            f"Base War Clan Rank: {camp.base_rank}" if camp else "Base War Clan Rank: —"
        )
        self.base_rank_label.setToolTip(
            f"{camp.name}: the lowest rank among its active War Clans" if camp else ""
        )

    # === commands ======================================================================
    def new_campaign(self) -> None:
        if self.ctx is None:
            return
        from warclan.services.ragnarok import campaigns

        name = dialogs.ask_text(self, "New Campaign", "Campaign name:", check_printing=True)
        if name is None or not name.strip():
            return
        db = self.ctx.db
        self.ops.run(
            f"Create campaign {name.strip()}",
            lambda: campaigns.create_campaign(db, name),
            changed=Changed.of("campaigns"),
            on_done=self._campaign_created,
        )

    def _campaign_created(self, camp: CampaignView) -> None:
        self.reload_navigator()
        self.select("campaign", camp.id)

    def _wizard(self, title: str, open_it: Callable[..., Any], *extra: Any) -> Any:
        campaign = self.current_campaign_id()
        if self.ctx is None or campaign is None:
            dialogs.show_error(self, title, "Choose a campaign in the navigator first.")
            return None
        try:
            return open_it(self.ctx, campaign, self, *extra)
        except NotImplementedError as exc:
            dialogs.show_info(
                self,
                title,
                f"{exc}.\n\nUntil it is, the command line does this: ./dev cli --help",
            )
            return None

    def new_clan(self) -> None:
        from warclan.gui.ragnarok.new_clan_wizard import open_new_clan_wizard

        wizard = self._wizard("New War Clan", open_new_clan_wizard)
        if wizard is not None:
            wizard.finished.connect(lambda _r: self._show_created(wizard))

    def _show_created(self, wizard: Any) -> None:
        """After New War Clan: its page, as a player would look at it next."""
        created = getattr(wizard, "created", None)
        if created is not None:
            self.reload_navigator()  # the wizard closes before "changed" arrives
            self.select("clan", created.id)

    def record_game(self) -> None:
        from warclan.gui.ragnarok.game_wizard import open_record_game_wizard

        self._wizard("Record Game", open_record_game_wizard)

    def continue_sequence(self) -> None:
        from warclan.gui.ragnarok.game_wizard import open_continue_sequence

        self._wizard("Continue Post-Game Sequence", open_continue_sequence, self.current_clan_id())

    def undo_latest_game(self) -> None:
        self._labels_now()
        clan_id = self.current_clan_id()
        if self.ctx is None or clan_id is None:
            return
        from warclan.services.ragnarok import games
        from warclan.services.ragnarok.undo_preview import undo_preview

        db = self.ctx.db
        preview = self.ops.call("Undo game", lambda: undo_preview(db, clan_id))
        if preview is None:
            dialogs.show_info(
                self, "Undo game", f"{self._clan_name(clan_id)} has no recorded game."
            )
            return
        from warclan.gui.signs import minus_signs

        lines = "\n".join(f"• {minus_signs(line)}" for line in preview.lines)
        if not dialogs.confirm(
            self,
            f"Undo {preview.title}?",
            f"Undoing {preview.title} ({preview.scenario or 'no scenario'}) removes:\n\n{lines}"
            f"\n\n{preview.clan} will be exactly as it was before that game. "
            "This cannot be redone with Ctrl+Shift+Z: the game would have to be recorded again.",
            accept="Undo Game",
            safe_default=True,
        ):
            return
        campaign = self.current_campaign_id()

        def undone(result: Any) -> None:
            self.show_status(
                f"Undid game {result.game_number} for {result.clan}: now rank {result.rank}, "
                f"{result.glory_collected} Glory collected, {result.unspent_glory} unspent"
            )

        self.ops.run(
            f"Undo {preview.title}",
            lambda: games.undo_latest_game(db, clan_id),
            changed=Changed.of("games", "clans", campaign_id=campaign, clan_id=clan_id),
            on_done=undone,
        )

    def rename(self) -> None:
        item = self.current
        if self.ctx is None or item is None or item.ident is None:
            return
        if item.kind not in ("campaign", "clan"):
            return
        from warclan.services.ragnarok import edits

        noun = "campaign" if item.kind == "campaign" else "War Clan"
        name = dialogs.ask_text(
            self, f"Rename {noun}", f"New name for {item.label}:", item.label, check_printing=True
        )
        if name is None or not name.strip() or name.strip() == item.label:
            return
        db, ident = self.ctx.db, item.ident
        service = edits.rename_campaign if item.kind == "campaign" else edits.rename_clan
        self.ops.run_command(
            self.undo_stack,
            f"Rename {item.label} to {' '.join(name.split())}",
            lambda: service(db, ident, name),
            lambda done: service(db, done.id, done.old),
            changed=Changed.of(
                "renames",
                campaign_id=self.current_campaign_id(),
                clan_id=ident if item.kind == "clan" else None,
            ),
        )

    def export_roster(self) -> None:
        if self.ctx is None or not self.export_action.isEnabled():
            return
        from warclan.gui.print_dialog import PrintDialog
        from warclan.gui.roster_export import RosterTarget

        item = self.current
        if item is not None and item.kind == "warband" and item.ident is not None:
            this = RosterTarget("warband", item.ident, item.label)
            every: list[RosterTarget] = []
            every_label = ""
        else:
            clan_id = self.current_clan_id()
            if clan_id is None:
                return
            this = RosterTarget("clan", clan_id, self._clan_name(clan_id))
            campaign = next((i for i in self._path if i.kind == "campaign"), None)
            every = [
                RosterTarget("clan", c.ident, c.label)
                for c in (campaign.children if campaign else ())
                if c.ident is not None
            ]
            every_label = f"Every War Clan of {campaign.label}" if campaign else ""
        self.print_dialog = PrintDialog(self.ctx, this, every, every_label, self)
        self.print_dialog.written.connect(self._rosters_written)
        self.print_dialog.open()

    def _rosters_written(self, results: Any) -> None:
        if results:
            pages = sum(r.pages for r in results)
            self.show_status(f"Wrote {len(results)} roster PDF(s), {pages} pages")

    # === context menus =================================================================
    def table_menu(self, view: QTableView, pos: Any) -> None:
        """The right-click menu of a page's table: what the window can do with the row."""
        index = view.indexAt(pos)
        if index.isValid():
            view.setCurrentIndex(index)
        self._update_actions()
        self._labels_now()
        menu = QMenu(view)
        from warclan.gui.rows_model import ID_ROLE

        ident = index.data(ID_ROLE) if index.isValid() else None
        if view.objectName() == "War Clans table" and ident is not None:
            menu.addAction("Open", lambda: self.select("clan", int(ident)))
        if view.objectName() == "Campaigns table" and ident is not None:
            menu.addAction("Open", lambda: self.select("campaign", int(ident)))
        for action in (
            self.new_clan_action,
            self.record_game_action,
            self.continue_action,
            self.export_action,
            self.undo_game_action,
        ):
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction("Copy Row", lambda: _copy_row(view, index))
        self.last_menu = menu
        menu.popup(view.viewport().mapToGlobal(pos))

    def _navigator_menu(self, pos: Any) -> None:
        index = self.navigator.indexAt(pos)
        if index.isValid():
            self._select_index(index)
        self._labels_now()
        menu = QMenu(self.navigator)
        for action in (
            self.rename_action,
            None,
            self.new_clan_action,
            self.record_game_action,
            self.continue_action,
            self.export_action,
            self.undo_game_action,
            None,
            self.new_campaign_action,
            self.refresh_action,
        ):
            menu.addSeparator() if action is None else menu.addAction(action)
        self.last_menu = menu
        menu.popup(self.navigator.viewport().mapToGlobal(pos))

    # === view ==========================================================================
    def zoom(self, step: int) -> None:
        current = int(cast(int, self.settings.value(ZOOM_KEY, 100)))
        steps = list(ZOOM_STEPS)
        position = min(range(len(steps)), key=lambda i: abs(steps[i] - current))
        self.apply_zoom(steps[max(0, min(len(steps) - 1, position + step))])

    def apply_zoom(self, percent: int) -> None:
        """Scale the application font, and with it every table and heading (headings
        follow the application font; see ``widgets.Heading``)."""
        percent = max(ZOOM_STEPS[0], min(ZOOM_STEPS[-1], percent))
        font = QFont(self._base_font)
        size = self._base_font.pointSizeF()
        if size > 0:
            font.setPointSizeF(size * percent / 100)
        QApplication.setFont(font)
        for heading in self.findChildren(Heading):
            heading.follow_app_font()
        self.settings.setValue(ZOOM_KEY, percent)
        if percent != 100:
            self.show_status(f"Zoom {percent} %")

    def show_status(self, text: str, timeout: bool = True) -> None:
        self.status_message.setText(text)
        if timeout:
            self._status_timer.start(STATUS_MS)
        else:
            self._status_timer.stop()

    def show_banner(self, text: str) -> None:
        self.banner.setText(text)
        self.banner.show()

    def show_help(self) -> None:
        from warclan.gui.help import HelpWindow

        if self._help is None:
            self._help = HelpWindow(self)
        self._help.show()
        self._help.raise_()

    def show_about(self) -> None:
        where = self.database_label.text()
        dialogs.show_info(
            self,
            "About warclan",
            f"warclan {__version__}\n\nCampaign and warband manager for the Ragnarok and "
            f"Mors Regnat skirmish wargames.\n{where}",
        )

    # === a league server: live view, role, connecting (gui/live.py, league_connect.py) ===
    def watch_live(self, db: Any) -> None:
        """Refresh when another client changes ``db`` (None: stop watching); a lost
        league server connection shows in the banner until it is back. Offer only what
        the connected role may do."""
        old = getattr(self, "live", None)
        if old is not None:
            old.stop()
        self.live = None
        if db is not None:
            from warclan.gui import live

            self.live = live.watch(self, self.ops, db, self._connection_lost)
            if db.dialect == "postgresql" or db.report.read_only:
                from warclan.gui import league_connect

                league_connect.apply_access(self, db)
            else:  # a file this user can write: nothing to ask, nothing to hide
                self.access = None
                self.fit_access(self)  # shows again what a league role had hidden

    def fit_access(self, root: QObject) -> None:
        """Hide in ``root`` (a page or menu built now) what the role may not change."""
        from warclan.gui import access

        access.apply(root, self.access)

    def connect_league(self) -> None:
        from warclan.gui import league_connect

        league_connect.connect_to_league(self)

    def _connection_lost(self, reason: str | None) -> None:
        from warclan.gui import live

        live.show_connection(self, reason)

    # === closing =======================================================================
    def _save_page(self, page: Page) -> None:
        saver = getattr(page, "save_state", None)
        if callable(saver):
            saver()

    def save_state(self) -> None:
        window_state.save(self, self.settings)
        self.settings.setValue(SPLIT_KEY, self.splitter.saveState())
        for page in self.pages.values():
            self._save_page(page)
        save_headers(self, self.settings)
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._pool.waitForDone()
        self.ops.wait_idle()
        self.save_state()
        self.watch_live(None)
        if self.ctx is not None:
            self.ctx.db.close()
        QApplication.setFont(self._base_font)  # the zoom belongs to this window
        self.collector.stop()
        super().closeEvent(event)


def _sqlite_url(path: Path) -> str:
    return f"sqlite:///{path.expanduser().resolve()}"


def _copy_row(view: QTableView, index: QModelIndex) -> None:
    if not index.isValid():
        return
    model = view.model()
    cells = [str(model.index(index.row(), c).data() or "") for c in range(model.columnCount())]
    QApplication.clipboard().setText("\t".join(cells))
