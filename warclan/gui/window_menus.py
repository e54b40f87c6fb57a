"""The main window's actions, menus and toolbar, built once when it starts
(``MainWindow.__init__``), and the File, Warband and Rules menus filled again for each
database its sections open. Functions of the window (``self``), kept apart so the
window class holds the frame, the navigator and the pages."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from warclan.gui import language_menu
from warclan.gui.access import needs
from warclan.gui.i18n import tr
from warclan.gui.ragnarok import actions as ragnarok
from warclan.gui.sections import section_title

if TYPE_CHECKING:
    from warclan.gui.main_window import MainWindow


def _action(
    self: MainWindow,
    text: str,
    slot: Callable[[], object],
    *keys: str,
    tip: str = "",
    writes: tuple[str, ...] = (),
) -> QAction:
    """An action; ``writes``: what a league role needs for it, any one will do
    (``gui/access.py``)."""
    action = QAction(text, self)
    if keys:
        action.setShortcuts([QKeySequence(k) for k in keys])
    if tip:
        action.setStatusTip(tip)
        action.setToolTip(tip)
    action.triggered.connect(lambda _checked=False: slot())
    return needs(action, *writes) if writes else action


def build_actions(self: MainWindow) -> None:
    a = partial(_action, self)
    self.new_db_action = a(tr("&New Database…"), self.opening.new_database)
    self.open_db_action = a(tr("&Open Database…"), self.opening.open_another, "Ctrl+O")
    self.connect_league_action = a(tr("Connect to &League Server…"), self.connect_league)
    self.new_campaign_action = a(
        tr("New &Campaign…"),
        partial(ragnarok.new_campaign, self),
        "Ctrl+N",
        writes=("campaigns",),
    )
    self.export_action = a(
        tr("&Export Roster…"),
        partial(ragnarok.export_roster, self),
        "Ctrl+P",
        tip=tr("Print roster sheets or cards as PDF"),
    )
    self.quit_action = a(tr("&Quit"), self.close, "Ctrl+Q")
    self.undo_action = self.undo.group.createUndoAction(self, tr("&Undo"))
    self.undo_action.setShortcuts([QKeySequence("Ctrl+Z")])
    self.redo_action = self.undo.group.createRedoAction(self, tr("&Redo"))
    self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    self.undo_game_action = a(
        ragnarok.no_undo(),
        partial(ragnarok.undo_latest_game, self),
        "Ctrl+Alt+Z",
        writes=("games",),
    )
    # Either will do: the selected kind is checked again in update_actions.
    self.rename_action = a(
        tr("Re&name…"), partial(ragnarok.rename, self), "F2", writes=("campaigns", "clans")
    )
    self.filter_action = a(
        tr("&Filter…"),
        self.focus_filter,
        "Ctrl+F",
        tip=tr("Filter the page's table, or the navigator when it has the focus"),
    )
    self.new_clan_action = a(
        tr("New &War Clan…"),
        partial(ragnarok.new_clan, self),
        "Ctrl+Shift+N",
        tip=tr("Build a War Clan from 800 Glory"),
        writes=("clans",),
    )
    self.record_game_action = a(
        tr("&Record Game…"),
        partial(ragnarok.record_game, self),
        "Ctrl+G",
        tip=tr("Record a game and its post-game sequence"),
        writes=("games",),
    )
    self.play_game_action = a(
        tr("&Play a Game…"),
        partial(ragnarok.play_game, self),
        "Ctrl+Shift+G",
        tip=tr("Track a game at the table, then record it"),
        writes=("games",),
    )
    self.play_game_action.setObjectName("action.play_game")  # also on the campaign page
    self.record_game_action.setObjectName("action.record_game")
    self.continue_action = a(
        tr("&Continue Post-Game Sequence…"),
        partial(ragnarok.continue_sequence, self),
        tip=tr("Run a post-game sequence that was not run yet"),
        writes=("games",),
    )
    self.zoom_in_action = a(
        tr("Zoom &In"), lambda: self._zoomed(self.zoom.step(+1)), "Ctrl+=", "Ctrl++"
    )
    self.zoom_out_action = a(tr("Zoom &Out"), lambda: self._zoomed(self.zoom.step(-1)), "Ctrl+-")
    self.zoom_reset_action = a(tr("&Actual Size"), lambda: self.apply_zoom(100), "Ctrl+0")
    self.refresh_action = a(tr("&Refresh"), self.refresh, "F5")
    self.help_action = a(tr("warclan &Help"), self.show_help, "F1")
    self.about_action = a(tr("&About warclan"), self.show_about)
    self.licences_action = a(tr("&Licences…"), lambda: show_licences(self))
    for action in (self.new_clan_action, self.play_game_action, self.record_game_action):
        action.setIconText(action.text().replace("&", "").replace("…", ""))
    self.continue_action.setIconText(tr("Continue Sequence"))
    self.export_action.setIconText(tr("Print"))


def build_menus(self: MainWindow) -> None:
    menus = self.menuBar()
    self.file_menu = menus.addMenu(tr("&File"))
    self.recent_menu = QMenu(tr("Open &Recent"), self)
    self.recent_menu.aboutToShow.connect(lambda: self.opening.fill_recent(self.recent_menu))
    self.edit_menu = menus.addMenu(tr("&Edit"))
    self.campaign_menu = menus.addMenu(tr("&Campaign"))
    self.warband_menu = menus.addMenu(tr("&Warband"))
    self.rules_menu = menus.addMenu(tr("R&ules"))
    self.view_menu = menus.addMenu(tr("&View"))
    self.help_menu = menus.addMenu(tr("&Help"))
    fill_file_menu(self)
    self.edit_menu.aboutToShow.connect(self.labels_now)
    _add(
        self.edit_menu,
        self.undo_action,
        self.redo_action,
        None,
        self.undo_game_action,
        None,
        self.rename_action,
        self.filter_action,
    )
    _add(
        self.campaign_menu,
        self.new_campaign_action,
        None,
        self.new_clan_action,
        self.play_game_action,
        self.record_game_action,
        self.continue_action,
    )
    _add(
        self.view_menu,
        self.zoom_in_action,
        self.zoom_out_action,
        self.zoom_reset_action,
        None,
        self.refresh_action,
        None,
    )
    self.language_menu = language_menu.build(
        self, self.settings, lambda said: self.show_status(said, timeout=False)
    )
    self.view_menu.addMenu(self.language_menu)
    _add(self.help_menu, self.help_action, self.about_action, self.licences_action)


def fill_file_menu(self: MainWindow) -> None:
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
            self.guard(
                section_title(section.title), partial(section.fill_file_menu, menu, self.ctx, self)
            )
    menu.addSeparator()
    menu.addAction(self.export_action)
    menu.addSeparator()
    menu.addAction(self.quit_action)
    self.fit_access(menu)


def build_toolbar(self: MainWindow) -> None:
    self.toolbar = bar = self.addToolBar(tr("Main"))
    bar.setObjectName("toolbar.main")
    bar.setAccessibleName(tr("Toolbar"))
    bar.setMovable(False)
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    _add(
        bar,
        self.new_clan_action,
        self.play_game_action,
        self.record_game_action,
        self.continue_action,
        self.export_action,
        None,
        self.undo_action,
        self.redo_action,
    )


def fill_menus(self: MainWindow) -> None:
    """The File menu and the sections' own menus, for the open database."""
    fill_file_menu(self)
    assert self.ctx is not None
    for menu, title in ((self.warband_menu, "Mors Regnat"), (self.rules_menu, "Rules")):
        menu.clear()
        for section in self.sections:
            if section.title == title:
                self.guard(section_title(title), partial(section.fill_menu, menu, self.ctx, self))
        if menu.isEmpty():
            menu.addAction(tr("Nothing here yet")).setEnabled(False)
        self.fit_access(menu)


def navigator_menu(self: MainWindow, pos: Any) -> None:
    index = self.navigator.indexAt(pos)
    if index.isValid():
        self.nav.select_index(index)
    self.labels_now()
    menu = QMenu(self.navigator)
    _add(
        menu,
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
    )
    self.last_menu = menu
    menu.popup(self.navigator.viewport().mapToGlobal(pos))


def _add(target: QWidget, *actions: QAction | None) -> None:
    """Add ``actions`` to a menu or toolbar in order; None is a separator."""
    for action in actions:
        if action is None:
            cast(QMenu, target).addSeparator()
        else:
            target.addAction(action)


def show_licences(window: QWidget) -> None:
    """Help ▸ Licences…; its module reads the installed distributions' metadata, so it
    is imported when asked for, not while the window starts."""
    from warclan.gui import licences

    licences.show_licences(window)
