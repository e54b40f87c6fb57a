"""The main window: campaigns on the left, their War Clans, and the chosen clan's warriors.

Read-only apart from "New Campaign…" and "Export Roster…". Every service call goes through
the controller and every dialog through ``show_error`` / ``ask_campaign_name`` /
``ask_roster_path`` / ``show_about``, so tests can replace them and never open a native
modal dialog.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import (
    QModelIndex,
    QSignalBlocker,
    QSortFilterProxyModel,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warclan import __version__
from warclan.gui.controller import CampaignController
from warclan.gui.ragnarok.table_models import ID_ROLE, SORT_ROLE, ClanTableModel, WarriorTableModel
from warclan.gui.roster_export import RosterExportJob, RosterJobSignals
from warclan.reports.output import PdfResult, RosterOptions
from warclan.services.errors import ServiceError
from warclan.services.ragnarok.dto import CampaignView, ClanView
from warclan.store.errors import StorageError

T = TypeVar("T")
CAMPAIGN_ID_ROLE = Qt.ItemDataRole.UserRole
_SHORTCUTS = {
    QKeySequence.StandardKey.New: "Ctrl+N",
    QKeySequence.StandardKey.Refresh: "F5",
    QKeySequence.StandardKey.Print: "Ctrl+P",
    QKeySequence.StandardKey.Quit: "Ctrl+Q",
}


# The save dialog's file types double as the choice of layout.
ROSTER_FILTERS = {
    "Roster sheet, one block per warrior (*.pdf)": "sheet",
    "Warrior cards to cut out (*.pdf)": "cards",
}


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _table(model: QSortFilterProxyModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setVisible(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setHighlightSections(False)
    return view


def _proxy(model: ClanTableModel | WarriorTableModel) -> QSortFilterProxyModel:
    proxy = QSortFilterProxyModel(model)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    return proxy


def _panel(*widgets: QWidget) -> QWidget:
    panel = QWidget()
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(4, 4, 4, 4)
    for widget in widgets:
        layout.addWidget(widget)
    return panel


def _heading() -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.15)
    label.setFont(font)
    return label


class MainWindow(QMainWindow):
    # A roster export ended: its PdfResult, or None when it failed (after show_error).
    roster_exported = Signal(object)

    def __init__(self, controller: CampaignController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._exports = QThreadPool(self)
        self._exports.setMaxThreadCount(1)  # one PDF at a time; the action waits meanwhile
        self._job_signals: RosterJobSignals | None = None
        self.setWindowTitle(f"warclan — {controller.database_name}")
        self.resize(1180, 680)

        self.campaign_list = QListWidget()
        self.campaign_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.campaign_list.currentItemChanged.connect(self._campaign_changed)

        self.clan_model = ClanTableModel(self)
        self.clan_proxy = _proxy(self.clan_model)
        self.clan_table = _table(self.clan_proxy)
        self.clan_table.horizontalHeader().setSectionResizeMode(
            ClanTableModel.NAME, QHeaderView.ResizeMode.Stretch
        )
        self.clan_table.setSortingEnabled(True)
        # A league table: highest rank first.
        self.clan_table.sortByColumn(ClanTableModel.RANK, Qt.SortOrder.DescendingOrder)
        self.clan_table.selectionModel().currentRowChanged.connect(self._clan_changed)

        self.warrior_model = WarriorTableModel(self)
        self.warrior_proxy = _proxy(self.warrior_model)
        self.warrior_table = _table(self.warrior_proxy)
        self.warrior_table.horizontalHeader().setSectionResizeMode(
            WarriorTableModel.STATUS, QHeaderView.ResizeMode.Stretch
        )
        # No sort column until the user clicks one: the clan's own order (recruitment).
        self.warrior_table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.warrior_table.setSortingEnabled(True)

        self.campaign_heading = _heading()
        self.clan_heading = _heading()
        self.clan_details = QLabel()
        self.clan_details.setTextFormat(Qt.TextFormat.PlainText)
        self.clan_details.setWordWrap(True)
        campaigns_heading = _heading()
        campaigns_heading.setText("Campaigns")

        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(_panel(self.campaign_heading, self.clan_table))
        right.addWidget(_panel(self.clan_heading, self.clan_details, self.warrior_table))
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 3)
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(_panel(campaigns_heading, self.campaign_list))
        main.addWidget(right)
        main.setStretchFactor(1, 1)
        main.setSizes([220, 960])
        self.setCentralWidget(main)

        self.database_label = QLabel(f"Database: {controller.url}")
        self.database_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.base_rank_label = QLabel()
        self.export_progress = QProgressBar()
        self.export_progress.setRange(0, 0)  # busy, no percentage: reportlab reports none
        self.export_progress.setMaximumWidth(120)
        self.export_progress.setFormat("Writing roster…")
        self.export_progress.hide()
        self.statusBar().addWidget(self.database_label, 1)
        self.statusBar().addPermanentWidget(self.export_progress)
        self.statusBar().addPermanentWidget(self.base_rank_label)

        self._build_menus()
        self.refresh()

    # --- menus -------------------------------------------------------------------------

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self.new_campaign_action = self._action(
            "&New Campaign…", QKeySequence.StandardKey.New, self.new_campaign
        )
        self.refresh_action = self._action(
            "&Refresh", QKeySequence.StandardKey.Refresh, self.refresh
        )
        self.export_roster_action = self._action(
            "Export &Roster…", QKeySequence.StandardKey.Print, self.export_roster
        )
        self.quit_action = self._action("&Quit", QKeySequence.StandardKey.Quit, self.close)
        file_menu.addAction(self.new_campaign_action)
        file_menu.addAction(self.refresh_action)
        file_menu.addSeparator()
        file_menu.addAction(self.export_roster_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        help_menu = self.menuBar().addMenu("&Help")
        self.about_action = QAction("&About warclan", self)
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.about_action)

    def _action(
        self, text: str, key: QKeySequence.StandardKey, slot: Callable[[], object]
    ) -> QAction:
        action = QAction(text, self)
        # Standard keys vary per platform (Quit has none on Windows), so the same key
        # everywhere comes first, shown in the menu; the platform's own ones also work.
        keys = [QKeySequence(_SHORTCUTS[key]), *QKeySequence.keyBindings(key)]
        action.setShortcuts(list({k.toString(): k for k in keys}.values()))  # no repeats
        action.triggered.connect(slot)
        return action

    # --- dialogs (replaced in tests) ---------------------------------------------------------

    def show_error(self, message: str) -> None:
        QMessageBox.critical(self, "warclan", message)

    def ask_campaign_name(self) -> str | None:
        """The new campaign's name, or None if the user cancelled."""
        text, ok = QInputDialog.getText(
            self, "New Campaign", "Campaign name:", QLineEdit.EchoMode.Normal
        )
        return text if ok else None

    def ask_roster_path(self, suggested: str) -> tuple[Path, str] | None:
        """Where to write the roster and its layout (sheet | cards), or None if cancelled."""
        path, chosen = QFileDialog.getSaveFileName(
            self, "Export Roster", suggested, ";;".join(ROSTER_FILTERS)
        )
        if not path:
            return None
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        return Path(path), ROSTER_FILTERS.get(chosen, "sheet")

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            "About warclan",
            f"warclan {__version__}\n\nCampaign manager for the Ragnarok skirmish wargame.\n"
            f"Database: {self.controller.url}",
        )

    # --- actions -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Reload everything from the database, keeping the current campaign and clan."""
        self._load_campaigns(self.current_campaign_id(), self.current_clan_id())

    def new_campaign(self) -> None:
        name = self.ask_campaign_name()
        if name is None or not name.strip():
            return
        created = self._call(self.controller.create_campaign, name)
        if created is not None:
            self._load_campaigns(created.id, None)
            self.statusBar().showMessage(f"Created campaign {created.name}", 5000)

    def export_roster(self) -> None:
        """Write the selected clan's roster PDF on a worker thread, busy bar meanwhile."""
        clan_id = self.current_clan_id()
        if clan_id is None:
            self.show_error("Choose a War Clan first: its roster is what gets exported.")
            return
        index = self.clan_table.currentIndex().siblingAtColumn(ClanTableModel.NAME)
        # A file name from the clan's name, without characters file systems refuse.
        stem = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", str(index.data())).strip() or "roster"
        choice = self.ask_roster_path(f"{stem} roster.pdf")
        if choice is None:
            return
        path, layout = choice
        try:
            options = RosterOptions(layout=layout)
        except ServiceError as exc:
            self.show_error(str(exc))
            return
        job = RosterExportJob(self.controller, clan_id, path, options)
        job.signals.finished.connect(self._roster_written)
        job.signals.failed.connect(self._roster_failed)
        self._job_signals = job.signals  # kept until its signal has been delivered
        self.export_roster_action.setEnabled(False)
        self.export_progress.show()
        self.statusBar().showMessage(f"Writing the roster to {path}…")
        self._exports.start(job)

    def _export_done(self) -> None:
        self.export_progress.hide()
        self.export_roster_action.setEnabled(True)
        self.statusBar().clearMessage()

    def _roster_written(self, result: PdfResult) -> None:
        self._export_done()
        pages = _plural(result.pages, "page")
        self.statusBar().showMessage(f"Wrote {result.path} ({pages})", 10_000)
        self.roster_exported.emit(result)

    def _roster_failed(self, message: str) -> None:
        self._export_done()
        self.show_error(message)
        self.roster_exported.emit(None)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._exports.waitForDone()  # never leave a half-written temp file behind
        super().closeEvent(event)

    # --- state -----------------------------------------------------------------------------

    def current_campaign_id(self) -> int | None:
        item = self.campaign_list.currentItem()
        return None if item is None else int(item.data(CAMPAIGN_ID_ROLE))

    def current_clan_id(self) -> int | None:
        index = self.clan_table.currentIndex()
        return None if not index.isValid() else int(index.data(ID_ROLE))

    def select_clan(self, clan_id: int) -> bool:
        """Make the clan with this id current (as a click would); False if it is not listed."""
        for row in range(self.clan_proxy.rowCount()):
            index = self.clan_proxy.index(row, ClanTableModel.NAME)
            if index.data(ID_ROLE) == clan_id:
                self.clan_table.setCurrentIndex(index)
                return True
        return False

    # --- loading ---------------------------------------------------------------------------

    def _call(self, service: Callable[..., T], *args: object) -> T | None:
        """One controller call; a problem the user can act on is shown, not raised."""
        try:
            return service(*args)
        except (ServiceError, StorageError) as exc:
            self.show_error(str(exc))
            return None

    def _load_campaigns(self, campaign_id: int | None, clan_id: int | None) -> None:
        found = self._call(self.controller.list_campaigns)
        if found is None:
            return
        with QSignalBlocker(self.campaign_list):
            self.campaign_list.clear()
            for campaign in found:
                item = QListWidgetItem(campaign.name)
                item.setData(CAMPAIGN_ID_ROLE, campaign.id)
                item.setToolTip(
                    f"{_plural(len(campaign.clans), 'War Clan')}, {_plural(campaign.games, 'game')}"
                )
                self.campaign_list.addItem(item)
                if campaign.id == campaign_id:
                    self.campaign_list.setCurrentItem(item)
            if self.campaign_list.currentItem() is None and found:
                self.campaign_list.setCurrentRow(0)
        current = self.current_campaign_id()
        self._show_campaign(next((c for c in found if c.id == current), None), clan_id)

    def _campaign_changed(self, current: QListWidgetItem | None, _previous: object) -> None:
        if current is None:
            self._show_campaign(None, None)
            return
        campaign = self._call(self.controller.campaign, int(current.data(CAMPAIGN_ID_ROLE)))
        self._show_campaign(campaign, None)

    def _show_campaign(self, campaign: CampaignView | None, clan_id: int | None) -> None:
        self.clan_model.set_rows(campaign.clans if campaign else ())
        if campaign is None:
            empty = self.campaign_list.count() == 0
            self.campaign_heading.setText(
                "No campaigns yet: File › New Campaign… (Ctrl+N)" if empty else "War Clans"
            )
            self.base_rank_label.setText("Base War Clan Rank: —")
        else:
            self.campaign_heading.setText(
                f"{campaign.name}: {_plural(len(campaign.clans), 'War Clan')}, "
                f"{_plural(campaign.games, 'game')}"
            )
            self.base_rank_label.setText(f"Base War Clan Rank: {campaign.base_rank}")
        selected = clan_id is not None and self.select_clan(clan_id)
        if not selected and self.clan_proxy.rowCount() > 0:
            self.clan_table.setCurrentIndex(self.clan_proxy.index(0, ClanTableModel.NAME))
        elif not selected:
            self._show_clan(None)

    def _clan_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            self._show_clan(None)
            return
        self._show_clan(self._call(self.controller.clan, int(current.data(ID_ROLE))))

    def _show_clan(self, clan: ClanView | None) -> None:
        self.warrior_model.set_rows(clan.warriors if clan else ())
        if clan is None:
            self.clan_heading.setText("Warriors")
            self.clan_details.setText(
                "Add a War Clan to this campaign to see its warriors."
                if self.current_campaign_id() is not None
                else ""
            )
            return
        self.clan_heading.setText(f"{clan.name}: warriors")
        self.clan_details.setText(self._clan_details(clan))

    @staticmethod
    def _clan_details(clan: ClanView) -> str:
        parts = [
            f"Player {clan.player}" if clan.player else "",
            f"Rank {clan.rank}",
            f"{clan.glory_collected} Glory collected",
            f"{clan.unspent_glory} unspent",
            _plural(clan.games_played, "game"),
        ]
        notes = []
        if clan.catch_up_active:
            notes.append(f"earns catch-up Glory until Rank {clan.joined_base_rank}")
        if clan.must_miss_next_game:
            notes.append(f"misses next game: {', '.join(clan.must_miss_next_game)}")
        if clan.pending_game_id is not None:
            notes.append(f"post-game sequence of game {clan.pending_game_id} not yet run")
        line = " · ".join(p for p in parts if p)
        if not notes:
            return line
        text = "; ".join(notes)
        return f"{line}\n{text[0].upper()}{text[1:]}"
