"""The main window (GUI.md): menus, toolbar, the navigator over every section, a stack of
pages and the status bar (database · what just happened · base War Clan Rank).

The window paints before any database is open: ``open_database`` opens it on a worker
thread (``opening.DatabaseOpener``), and SQLAlchemy, the services and the sections' pages
load only then. Every change goes through ``ctx.ops``, every dialog through
``warclan.gui.dialogs``; Ragnarok's actions are in ``gui/ragnarok/actions.py``.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSettings, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QSplitter,
    QToolBar,
    QWidget,
)

from warclan import __version__
from warclan.gc_tuning import relax_collector
from warclan.gui import (
    dialogs,
    i18n,
    league_audit_entry,
    live,
    recent,
    waiting,
    window_menus,
    window_state,
)
from warclan.gui.collector import GuiThreadCollector
from warclan.gui.context import AppContext, NavItem, Page, Section
from warclan.gui.fonts import register_shipped_fonts
from warclan.gui.i18n import tr
from warclan.gui.navigator import Navigator
from warclan.gui.opening import DatabaseOpener
from warclan.gui.ops import Changed, Ops
from warclan.gui.page_stack import PageStack
from warclan.gui.ragnarok import actions as ragnarok
from warclan.gui.sections import SectionLoader, section_title
from warclan.gui.status_bar import StatusFields
from warclan.gui.undo import UndoStacks, document_of
from warclan.gui.widgets import save_headers
from warclan.gui.zoom import Zoom

if TYPE_CHECKING:  # the services load once a database is open
    from warclan.services.league import Access

LAST_ITEM = "navigator/last"
SPLIT_KEY = "splitters/main"


class MainWindow(QMainWindow):
    database_opened = Signal(object)  # the Database, once its pages are shown
    open_failed = Signal(str)  # the reason, after the choices were offered
    quit_requested = Signal()
    # Built by gui/window_menus.py when the window starts.
    about_action: QAction
    connect_league_action: QAction
    continue_action: QAction
    export_action: QAction
    filter_action: QAction
    help_action: QAction
    licences_action: QAction
    new_campaign_action: QAction
    new_clan_action: QAction
    new_db_action: QAction
    open_db_action: QAction
    play_game_action: QAction
    quit_action: QAction
    record_game_action: QAction
    redo_action: QAction
    refresh_action: QAction
    rename_action: QAction
    undo_action: QAction
    undo_game_action: QAction
    zoom_in_action: QAction
    zoom_out_action: QAction
    zoom_reset_action: QAction
    campaign_menu: QMenu
    edit_menu: QMenu
    file_menu: QMenu
    help_menu: QMenu
    language_menu: QMenu
    recent_menu: QMenu
    rules_menu: QMenu
    view_menu: QMenu
    warband_menu: QMenu
    toolbar: QToolBar

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        relax_collector()  # before SQLAlchemy, the tables and the services load
        self.collector = GuiThreadCollector(self)  # never on a pool thread
        self.settings = settings
        self.recent = recent.RecentDatabases(settings)
        self.ops = Ops(self)
        self.undo = UndoStacks(self)
        self.ctx: AppContext | None = None
        # What the connected league role may change (league_connect.apply_access);
        # None: no limits known (an SQLite file, or the server did not say).
        self.access: Access | None = None
        self.sections: list[Section] = []
        self.pool = QThreadPool(self)
        self.opening = DatabaseOpener(self)
        self.section_loader = SectionLoader(self)
        self._help: QWidget | None = None
        self.print_dialog: Any = None
        self.live: live.LiveView | None = None
        self.last_menu: QMenu | None = None  # the context menu shown last
        self.closed = False  # closeEvent has saved the state and closed the database
        self._nav_reloads = 0  # navigator reads under way
        self._after_reload: Callable[[], object] | None = None  # a choice made meanwhile
        self.offer_demo = True  # off for unattended runs (--screenshot): no question asked
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        self.zoom = Zoom(self, settings)
        self.setWindowTitle("warclan")
        self.setObjectName("warclan.main")

        self.nav = Navigator(self)
        self.navigator, self.nav_model, self.nav_filter = (
            self.nav.view,
            self.nav.model,
            self.nav.filter,
        )
        self.navigator.customContextMenuRequested.connect(
            lambda pos: window_menus.navigator_menu(self, pos)
        )
        self.nav.chosen.connect(self._show_item)

        self.page_stack = PageStack(self.guard, self.fit_access)
        self.pages, self.banner = self.page_stack.pages, self.page_stack.banner

        self.splitter = QSplitter()  # side by side
        self.splitter.setObjectName("main.split")
        self.splitter.addWidget(self.nav.pane)
        self.splitter.addWidget(self.page_stack.pane)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([240, 1000])
        self.setCentralWidget(self.splitter)

        self.status = StatusFields(self.statusBar())
        self.database_label, self.status_message = self.status.database, self.status.message
        self.busy_bar, self.base_rank_label = self.status.busy, self.status.base_rank
        self._labels_due = False  # update_actions asked for the labels; not read yet

        self.ops.message.connect(self.show_status)
        self.ops.busy.connect(self.busy_bar.setVisible)
        self.ops.reading.connect(self.page_stack.on_reading)
        self.page_stack.cancel_reads = self.ops.cancel
        self.ops.changed.connect(self._on_changed)

        window_menus.build_actions(self)
        window_menus.build_menus(self)
        window_menus.build_toolbar(self)
        self.audit_action = league_audit_entry.install(self)  # Campaign ▸ League Audit Trail…
        waiting.install(self)  # "Waiting for another player's change…" with Cancel
        self.update_actions()
        window_state.restore(self, settings)
        state = settings.value(SPLIT_KEY)
        if state is not None:
            self.splitter.restoreState(state)
        if self.zoom.percent() != 100:  # at 100 % the application font is the one to use
            self.apply_zoom(self.zoom.percent())
        # Names in any script (Runic too) as the rosters print them; not needed for the
        # first frame, which shows no name yet.
        QTimer.singleShot(0, register_shipped_fonts)

    # === the database (gui/opening.py) ==================================================
    def open_database(self, url: str) -> None:
        """Open ``url`` on a worker thread; the window stays painted and responsive."""
        self.opening.open(url)

    def open_when_shown(self, url: str) -> None:
        """Start-up: open ``url`` once the window is shown (see ``DatabaseOpener``)."""
        self.opening.open_when_shown(url)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.opening.shown()

    def wait_opened(self, timeout_ms: int = 20_000) -> None:
        """Tests and the benchmark: let the open job finish and its signal arrive."""
        self.pool.waitForDone(timeout_ms)
        QApplication.processEvents()

    # === actions and menus (gui/window_menus.py) ======================================
    def fill_menus(self) -> None:
        """The File menu and the sections' own menus, for the open database."""
        window_menus.fill_menus(self)

    def guard(self, title: str, fn: Callable[[], object]) -> Any:
        """Call into a section; a failure there is shown, it does not stop the window."""
        try:
            return fn()
        except Exception as exc:
            self.ops.report(title, exc, traceback.format_exc())
            return None

    # === sections and pages =============================================================
    @property
    def undo_stack(self) -> QUndoStack:
        """The shown document's undo stack (``gui/undo.py``)."""
        return self.undo.active

    def show_sections(self) -> None:
        """A database was opened: its pages are made afresh, the sections fill the menus."""
        self.undo.reset()
        if self.ctx is not None:
            self.ctx.undo_stack = self.undo.active
        self.page_stack.reset()
        self.nav.clear_choice()
        self.section_loader.first(str(self.settings.value(LAST_ITEM) or "").partition(":")[0])
        self.fill_menus()

    @property
    def later_loaded(self) -> bool:
        """Whether the sections after Campaigns are in the navigator (gui/sections.py)."""
        return self.section_loader.later_loaded

    def wait_sections(self, timeout_ms: int = 20_000) -> None:
        """Tests: let the later sections load and appear in the navigator."""
        self.pool.waitForDone(timeout_ms)
        QApplication.processEvents()

    def reload_navigator(self) -> None:
        """Rebuild the tree from the sections, keeping what was open and chosen. The
        sections' items are read on a pool thread; a ``select`` or ``restore_selection``
        asked for meanwhile applies to the new tree."""
        ctx = self.ctx
        if ctx is None:
            return
        sections = list(self.sections)
        self._nav_reloads += 1

        def read() -> list[list[NavItem] | BaseException]:
            found: list[list[NavItem] | BaseException] = []
            for section in sections:
                try:
                    found.append(section.items(ctx))
                except Exception as exc:  # one section's failure leaves the others
                    found.append(exc)
            return found

        def done(found: list[list[NavItem] | BaseException]) -> None:
            self._nav_reloads = 0
            tops = []
            for section, items in zip(sections, found, strict=True):
                title = section_title(section.title)
                if isinstance(items, BaseException):
                    self.ops.report(title, items)
                    items = []
                kind = "campaigns" if "campaigns" in section.page_kinds() else "section"
                tops.append(NavItem(kind, None, title, tuple(items)))
            self.nav.reload(tops)
            then, self._after_reload = self._after_reload, None
            if then is not None:
                then()

        def refused(_reason: str) -> None:
            self._nav_reloads = 0

        self.ops.read(self, tr("Navigator"), read, done, key="navigator", on_refused=refused)

    def restore_selection(self) -> None:
        if self._nav_reloads:
            self._after_reload = self.restore_selection
            return
        self.nav.restore(str(self.settings.value(LAST_ITEM) or ""))

    def select(self, kind: str, ident: int | None) -> bool:
        """Make the navigator's row for (kind, id) current, as a click would (once the
        tree being read has arrived, if it is being read)."""
        if self._nav_reloads:
            self._after_reload = lambda: self.nav.select(kind, ident) and None
            return True
        return self.nav.select(kind, ident)

    def focus_filter(self) -> None:
        """Ctrl+F: the page's own filter (the warriors' table), unless the navigator or
        its filter has the focus, or the page has none: then the navigator's."""
        focus = getattr(self.current_page(), "focus_filter", None)
        if callable(focus) and not self.nav.has_focus():
            focus()
            return
        self.nav.focus_filter()

    def _show_item(self, item: NavItem) -> None:
        if self.ctx is None:
            return
        self.ctx.undo_stack = self.undo.show_document(document_of(self.nav.path))
        page = self._page_for(item)
        self.guard(item.label, lambda: page.show_item(item))
        self.page_stack.show(page)
        if item.ident is not None:
            self.settings.setValue(LAST_ITEM, f"{item.kind}:{item.ident}")
        self.update_actions()

    def _page_for(self, item: NavItem) -> Page:
        assert self.ctx is not None
        return self.page_stack.page_for(item, self.sections, self.ctx)

    def current_page(self) -> Page | None:
        return self.pages.get(self.current.kind) if self.current else None

    def _on_changed(self, changed: Changed) -> None:
        if self.ctx is None:
            return
        if any(s.refresh_on(changed) for s in self.sections):
            self.reload_navigator()
        page = self.current_page()
        if page is not None:
            self.guard(tr("Refresh"), lambda: page.on_changed(changed))
        self.update_actions()

    def refresh(self) -> None:
        if self.ctx is None:
            return
        self.reload_navigator()
        if self.current is not None:
            item = self.current
            page = self._page_for(item)
            self.guard(item.label, lambda: page.show_item(item))
        self.update_actions()
        self.show_status(tr("Reloaded from the database"))

    # === what is chosen ================================================================
    @property
    def current(self) -> NavItem | None:
        """The item chosen in the navigator."""
        return self.nav.current

    def current_campaign_id(self) -> int | None:
        return next((i.ident for i in self.nav.path if i.kind == "campaign"), None)

    def current_clan_id(self) -> int | None:
        """The clan chosen in the navigator, or the row chosen on a campaign's page."""
        clan = next((i.ident for i in self.nav.path if i.kind == "clan"), None)
        if clan is not None:
            return clan
        chooser = getattr(self.current_page(), "selected_clan_id", None)
        return (
            chooser()
            if callable(chooser) and self.current and self.current.kind == "campaign"
            else None
        )

    def clan_name(self, clan_id: int) -> str:
        return self.nav.label_of("clan", clan_id) or tr("War Clan {id}").format(id=clan_id)

    def update_actions(self) -> None:
        """Offer what applies to the item chosen (and the connected league role)."""
        self.refresh_action.setEnabled(self.ctx is not None)
        ragnarok.enable_actions(self)
        # The undo label and the base rank each need a query: they follow once the reads
        # under way (the page's own) are answered, not alongside them (once however often
        # this runs meanwhile).
        if not self._labels_due:
            self._labels_due = True
            self.ops.when_idle(self.labels_now)

    def labels_now(self) -> None:
        """The labels asked for, read now (before a menu shows them, they must be right,
        not about to be)."""
        if self._labels_due:
            self._labels_due = False
            self._update_labels()

    def _update_labels(self) -> None:
        ragnarok.update_undo_game(self, self.current_clan_id())
        ragnarok.update_base_rank(self, self.current_campaign_id())

    # === view ==========================================================================
    def apply_zoom(self, percent: int) -> None:
        self._zoomed(self.zoom.apply(percent))

    def _zoomed(self, percent: int) -> None:
        if percent != 100:
            self.show_status(tr("Zoom {percent}").format(percent=i18n.percent(percent / 100)))

    def show_status(self, text: str, timeout: bool = True) -> None:
        self.status.show(text, timeout)

    def show_banner(self, text: str) -> None:
        self.banner.setText(text)
        self.banner.show()

    def show_help(self) -> None:
        """F1: the guide, at the topic of the page shown (gui/help.py)."""
        from warclan.gui.help import show_help

        self._help = show_help(self, self._help, self.current.kind if self.current else None)

    def show_about(self) -> None:
        # The whole path (or the server's URL without its password): which file this is.
        where = (
            tr("Database: {where}").format(where=recent.label(self.ctx.db.url))
            if self.ctx
            else tr("No database open")
        )
        dialogs.show_info(
            self,
            tr("About warclan"),
            tr(
                "warclan {version}\n\nCampaign and warband manager for the Ragnarok and "
                "Mors Regnat skirmish wargames.\n{where}"
            ).format(version=__version__, where=where),
        )

    # === a league server: live view, role, connecting (gui/live.py, league_connect.py) ===
    def watch_live(self, db: Any) -> None:
        """Refresh when another client changes ``db`` (None: stop watching)."""
        live.watch_window(self, db)

    def fit_access(self, root: QObject) -> None:
        """Hide in ``root`` (a page or menu built now) what the role may not change."""
        from warclan.gui import access

        access.apply(root, self.access)

    def connect_league(self) -> None:
        from warclan.gui import league_connect

        league_connect.connect_to_league(self)

    # === closing =======================================================================
    def save_state(self) -> None:
        window_state.save(self, self.settings)
        self.settings.setValue(SPLIT_KEY, self.splitter.saveState())
        self.page_stack.save_state()
        save_headers(self, self.settings)
        self.settings.sync()

    def unsaved_edits(self) -> list[str]:
        """What the pages hold typed and not saved (each page's ``unsaved``)."""
        found: list[str] = []
        for page in self.pages.values():
            unsaved = getattr(page, "unsaved", None)
            if callable(unsaved):
                found.extend(unsaved())
        return found

    def may_discard_edits(self, doing: str, anyway: str = "") -> bool:
        """Before the pages go (quitting, another database): ask if typing would be
        lost. ``doing`` names the action ("Quit"), ``anyway`` its button ("Quit Anyway")."""
        lost = self.unsaved_edits()
        if not lost:
            return True
        listed = "\n".join(f"• {what}" for what in lost)
        return dialogs.confirm(
            self,
            tr("Unsaved changes"),
            tr(
                "These changes are typed but not saved:\n\n{listed}\n\n"
                "{doing} anyway and lose them?"
            ).format(listed=listed, doing=doing),
            accept=anyway or tr("{doing} Anyway").format(doing=doing),
            safe_default=True,
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.closed:  # closed before (a second close only hides it again)
            super().closeEvent(event)
            return
        if not self.may_discard_edits(tr("Quit"), tr("Quit Anyway")):
            event.ignore()
            return
        self.closed = True
        self.pool.waitForDone()
        self.ops.wait_idle()
        self.ops.drop_idle_work()  # the labels, the later sections: for a window no more
        self.save_state()
        self.watch_live(None)
        if self.ctx is not None:
            self.ctx.db.close()
        self.zoom.restore_font()  # the zoom belongs to this window
        self.collector.stop()
        super().closeEvent(event)
