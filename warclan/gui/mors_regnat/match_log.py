"""The match log page: record a match, the log (sortable, filtered by warband), delete a
match, and the standings (played / won / lost / drawn, counted by the services)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from typing import Any, ClassVar

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import dialogs, i18n
from warclan.gui.access import needs
from warclan.gui.context import AppContext, NavItem
from warclan.gui.i18n import tr
from warclan.gui.keys import DELETE, on_keys
from warclan.gui.mors_regnat.commands import match_command
from warclan.gui.mors_regnat.table_models import MatchesModel, StandingsModel
from warclan.gui.ops import Changed
from warclan.gui.rows_model import ID_ROLE, SORT_ROLE, Index, RowsTableModel
from warclan.gui.widgets import Heading, plain_table, sorting_proxy
from warclan.i18n_text import T_
from warclan.services.mors_regnat import matches, warbands
from warclan.services.mors_regnat.dto import MatchView, WarbandRecord, WarbandSummary

_DISPLAY = Qt.ItemDataRole.DisplayRole


@dataclass(frozen=True, slots=True)
class EntryRow:
    warband_id: int
    name: str
    played: bool = False
    casualties: int = 0


class EntryModel(RowsTableModel[EntryRow]):
    """The warbands to tick for a new match, each with the warriors it lost."""

    WARBAND, CASUALTIES = range(2)
    HEADERS: ClassVar[tuple[str, ...]] = (T_("Warband (tick who played)"), T_("Casualties"))

    def cell(self, r: EntryRow, col: int, role: int) -> Any:
        if role in (_DISPLAY, SORT_ROLE):
            return r.name if col == self.WARBAND else (str(r.casualties) if r.played else "")
        if role == Qt.ItemDataRole.EditRole and col == self.CASUALTIES:
            return r.casualties
        if role == Qt.ItemDataRole.CheckStateRole and col == self.WARBAND:
            return Qt.CheckState.Checked if r.played else Qt.CheckState.Unchecked
        if role == ID_ROLE:
            return r.warband_id
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if not index.isValid():
            return flags
        if index.column() == self.WARBAND:
            return flags | Qt.ItemFlag.ItemIsUserCheckable
        if self._rows[index.row()].played:
            return flags | Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        r = self._rows[index.row()]
        if role == Qt.ItemDataRole.CheckStateRole and index.column() == self.WARBAND:
            checked = Qt.CheckState(value) == Qt.CheckState.Checked
            self._rows[index.row()] = replace(r, played=checked)
        elif role == Qt.ItemDataRole.EditRole and index.column() == self.CASUALTIES:
            try:
                self._rows[index.row()] = replace(r, casualties=int(value))
            except (TypeError, ValueError):
                return False
        else:
            return False
        self.dataChanged.emit(self.index(index.row(), 0), self.index(index.row(), 1))
        return True

    def played(self) -> list[EntryRow]:
        return [r for r in self._rows if r.played]


class MatchLogPage(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self.setAccessibleName(tr("Match log"))
        self.summaries: list[WarbandSummary] = []
        self._keep_entries = True  # cleared by a reload that starts afresh

        # --- record a match ---
        self.entries = EntryModel(self)
        self.entry_view = plain_table(self.entries, tr("Warbands in the new match"))
        self.entry_view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.result = QComboBox()
        self.result.setAccessibleName(tr("Winner or draw"))
        self.played_on = QDateEdit(QDate.currentDate())
        self.played_on.setCalendarPopup(True)
        self.played_on.setDisplayFormat(i18n.date_format())
        self.played_on.setAccessibleName(tr("Date played"))
        self.notes = QLineEdit()
        self.notes.setPlaceholderText(tr("Scenario, weather, what happened…"))
        self.notes.setAccessibleName(tr("Match notes"))
        self.record_button = QPushButton(tr("Record match"))
        self.hint = QLabel()
        self.hint.setWordWrap(True)  # German's longer hint must not widen the page
        record_box = needs(QGroupBox(tr("Record a match")), "matches")
        form = QFormLayout()
        form.addRow(tr("Result"), self.result)
        form.addRow(tr("Date"), self.played_on)
        form.addRow(tr("Notes"), self.notes)
        record_layout = QVBoxLayout(record_box)
        record_layout.addWidget(self.entry_view, 1)
        record_layout.addLayout(form)
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint, 1)
        buttons.addWidget(self.record_button)
        record_layout.addLayout(buttons)

        # --- standings ---
        self.standings = StandingsModel(self)
        self.standings_view = plain_table(sorting_proxy(self.standings, self), tr("Standings"))
        self.standings_view.setSortingEnabled(True)
        self.standings_view.sortByColumn(StandingsModel.WON, Qt.SortOrder.DescendingOrder)
        # The figures as wide as their headers ("Unentschieden"), the names the rest: at
        # a fixed 100 px each they left the name column too narrow for its header.
        header = self.standings_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        standings_box = QGroupBox(tr("Standings"))
        QVBoxLayout(standings_box).addWidget(self.standings_view)

        top = QSplitter()
        top.addWidget(record_box)
        top.addWidget(standings_box)

        # --- the log ---
        self.filter = QComboBox()
        self.filter.setAccessibleName(tr("Show matches of"))
        # Wide enough for "every warband" in any language, whatever the names it holds.
        self.filter.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.filter.setMinimumContentsLength(20)
        self.delete_button = needs(QPushButton(tr("Delete match")), "matches")
        self.matches = MatchesModel(self)
        self.proxy = sorting_proxy(self.matches, self)
        self.log_view = plain_table(self.proxy, tr("Match log"))
        self.log_view.setSortingEnabled(True)
        self.log_view.sortByColumn(MatchesModel.DATE, Qt.SortOrder.AscendingOrder)
        self.log_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.log_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(MatchesModel.NOTES, QHeaderView.ResizeMode.Stretch)
        log_bar = QHBoxLayout()
        log_bar.addWidget(QLabel(tr("Show matches of")))
        log_bar.addWidget(self.filter)
        log_bar.addStretch(1)
        log_bar.addWidget(self.delete_button)
        log = QWidget()
        log_layout = QVBoxLayout(log)
        log_layout.setContentsMargins(0, 0, 0, 0)
        log_layout.addLayout(log_bar)
        log_layout.addWidget(self.log_view)

        title = Heading(tr("Match log"), scale=1.5)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(top)
        splitter.addWidget(log)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(splitter, 1)

        self.entries.dataChanged.connect(self._entries_changed)
        self.record_button.clicked.connect(self.record)
        # Enter in the notes records the match; Delete in the log deletes one (after asking).
        self.notes.returnPressed.connect(self.record)
        on_keys(self.log_view, DELETE, self.delete_selected)
        self.filter.currentIndexChanged.connect(self._load_log)
        self.delete_button.clicked.connect(self.delete_selected)
        self.log_view.selectionModel().selectionChanged.connect(self._update_buttons)
        self._entries_changed()

    # --- Page protocol -------------------------------------------------------------------
    def widget(self) -> QWidget:
        return self

    def show_item(self, item: NavItem) -> None:
        self.reload()

    def on_changed(self, changed: Changed) -> None:
        if changed.touches("warbands", "matches"):
            self.reload(keep_entries=True)

    # --- loading ---------------------------------------------------------------------------
    def reload(self, *, keep_entries: bool = False) -> None:
        """Read the warbands and the log on a pool thread; ticked entries being filled in
        stay when ``keep_entries`` (a refresh)."""
        db, band = self._ctx.db, self.filter.currentData()

        def read() -> tuple[list[WarbandSummary], list[MatchView], int | None]:
            return warbands.list_warbands(db), matches.list_matches(db, warband=band), band

        self._keep_entries = self._keep_entries and keep_entries
        self._ctx.ops.read(
            self, tr("Match log"), read, lambda found: self._show(*found), key="warbands"
        )

    def _show(
        self, summaries: list[WarbandSummary], log: list[MatchView], band: int | None
    ) -> None:
        keep_entries, self._keep_entries = self._keep_entries, True
        self.summaries = summaries
        old = {r.warband_id: r for r in self.entries.rows()} if keep_entries else {}
        self.entries.set_rows(
            [replace(old.get(s.id, EntryRow(s.id, s.name)), name=s.name) for s in self.summaries]
        )
        self.standings.set_rows([WarbandRecord(s.id, s.name, s.record) for s in self.summaries])
        chosen = self.filter.currentData()
        self.filter.blockSignals(True)
        self.filter.clear()
        self.filter.addItem(tr("every warband"), None)
        for s in self.summaries:
            self.filter.addItem(s.name, s.id)
        self.filter.setCurrentIndex(max(0, self.filter.findData(chosen)))
        self.filter.blockSignals(False)
        self._entries_changed()
        if self.filter.currentData() == band:
            self._show_log(log)
        else:  # the filter changed meanwhile, or its warband is gone
            self._load_log()

    def _load_log(self, *_args: object) -> None:
        db, band = self._ctx.db, self.filter.currentData()
        self._ctx.ops.read(
            self,
            tr("Match log"),
            lambda: matches.list_matches(db, warband=band),
            self._show_log,
            key="log",
        )

    def _show_log(self, rows: list[MatchView]) -> None:
        self.matches.set_rows(rows)
        self._update_buttons()

    def _entries_changed(self, *_args: object) -> None:
        played = self.entries.played()
        current = self.result.currentText()
        self.result.blockSignals(True)
        self.result.clear()
        for row in played:
            self.result.addItem(tr("{warband} won").format(warband=row.name), row.warband_id)
        self.result.addItem(tr("Draw"), None)
        index = self.result.findText(current)
        self.result.setCurrentIndex(index if index >= 0 else 0)
        self.result.blockSignals(False)
        enough = len(played) >= 2
        self.record_button.setEnabled(enough)
        self.hint.setText("" if enough else tr("Tick at least two warbands that played."))

    def _update_buttons(self, *_args: object) -> None:
        self.delete_button.setEnabled(self.selected_match() is not None)

    def selected_match(self) -> MatchView | None:
        rows = self.log_view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.matches.row_at(self.proxy.mapToSource(rows[0]).row())

    # --- edits ---------------------------------------------------------------------------
    def record(self) -> None:
        if not self.record_button.isEnabled():  # Enter in the notes before it is ready
            return
        played = self.entries.played()
        entries = [matches.MatchEntry(r.warband_id, r.casualties) for r in played]
        winner = self.result.currentData()
        qdate = self.played_on.date()
        day = date(qdate.year(), qdate.month(), qdate.day())
        notes, db = self.notes.text(), self._ctx.db
        names = tr(" vs ").join(r.name for r in played)

        def done(_ident: int) -> None:
            self.notes.clear()
            self.entries.set_rows(
                [replace(r, played=False, casualties=0) for r in self.entries.rows()]
            )
            self._entries_changed()

        match_command(
            self._ctx,
            tr("Record match {names}").format(names=names),
            None,
            lambda: matches.record_match(
                db, entries, winner=winner, draw=winner is None, played_on=day, notes=notes
            ),
            on_done=done,
        )

    def delete_selected(self) -> None:
        match = self.selected_match()
        if match is None:
            return
        db = self._ctx.db
        names = tr(" vs ").join(s.warband for s in match.sides)
        if not dialogs.confirm(
            self,
            tr("Delete match"),
            tr(
                "Delete match {id} ({names}, {date}) from the log? The standings change with "
                "it; Edit ▸ Undo brings it back."
            ).format(id=match.id, names=names, date=i18n.date_text(match.played_on)),
            tr("Delete"),
        ):
            return
        match_command(
            self._ctx,
            tr("Delete match {id} ({names})").format(id=match.id, names=names),
            match.id,
            lambda: matches.delete_match(db, match.id),
        )
