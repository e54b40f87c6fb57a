"""The warband page: the warriors in roster order, the warband's limits, and the editor.

Every change is one undoable command (``commands.warband_command``); the page reloads
from the services when ``Ops`` says warbands changed, keeping the selected warrior and
never overwriting what the editor panel holds unsaved.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import dialogs
from warclan.gui.access import needs
from warclan.gui.context import AppContext, NavItem
from warclan.gui.keys import DELETE, ENTER, on_keys
from warclan.gui.mors_regnat import actions
from warclan.gui.mors_regnat.commands import warband_command
from warclan.gui.mors_regnat.table_models import WarriorsModel
from warclan.gui.mors_regnat.warrior_editor import STATS, WarriorEditor
from warclan.gui.ops import Changed
from warclan.gui.widgets import show_harmlessly
from warclan.rules.mors_regnat.builder import Stat
from warclan.services.mors_regnat import snapshots, warbands, warriors
from warclan.services.mors_regnat.dto import WarbandSheet, WarriorSheet


def record_text(sheet: WarbandSheet) -> str:
    r = sheet.record
    return f"{r.played} played: {r.won} won, {r.lost} lost, {r.drawn} drawn"


class WarbandPage(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self.sheet: WarbandSheet | None = None
        self._select_name: str | None = None
        self.setAccessibleName("Warband page")

        self.header = QLabel()
        self.header.setStyleSheet("font-size: 15pt; font-weight: bold")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.rename_button = QPushButton("Rename…")
        self.copy_band_button = QPushButton("Copy warband…")
        self.delete_band_button = QPushButton("Delete warband…")
        self.export_button = QPushButton("Export…")
        band_bar = QHBoxLayout()
        band_bar.addWidget(self.header, 1)
        for button in (
            self.rename_button,
            self.copy_band_button,
            self.delete_band_button,
            self.export_button,
        ):
            band_bar.addWidget(button)

        self.model = WarriorsModel(self)
        self.model.on_move = self.move_warrior
        self.table = QTableView()
        show_harmlessly(self.table)
        self.table.setModel(self.model)
        self.table.setAccessibleName("Warriors in roster order")
        self.table.setTabKeyNavigation(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setDragEnabled(True)
        self.table.setAcceptDrops(True)
        self.table.setDropIndicatorShown(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.table.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.table.verticalHeader().setToolTip("Drag a row to change the roster order")
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(WarriorsModel.NOTES, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(False)

        self.new_button = QPushButton("New warrior")
        self.copy_button = QPushButton("Copy warrior…")
        self.delete_button = QPushButton("Delete warrior…")
        self.up_button = QPushButton("Move up")
        self.down_button = QPushButton("Move down")
        warrior_bar = QHBoxLayout()
        for button in (
            self.new_button,
            self.copy_button,
            self.delete_button,
            self.up_button,
            self.down_button,
        ):
            warrior_bar.addWidget(button)
        warrior_bar.addStretch(1)

        self.limit_spins: dict[str, QSpinBox] = {}
        # Two by two, so the limits never make the page wider than a screen at 150 %.
        limits_box = QGroupBox("Limits (every warrior must keep within them)")
        limits_grid = QGridLayout(limits_box)
        for number, stat in enumerate(STATS):
            spin = QSpinBox()
            spin.setRange(0, warbands.MAX_LIMIT)
            spin.setSpecialValueText(f"{stat.upper()}: none")  # 0: no limit
            spin.setPrefix(f"{stat.upper()} ≤ ")
            spin.setAccessibleName(f"{stat.upper()} limit")
            limits_grid.addWidget(spin, number // 2, number % 2)
            self.limit_spins[stat] = spin
        self.limits_button = QPushButton("Apply limits")
        limits_grid.addWidget(self.limits_button, 1, 2)
        limits_grid.setColumnStretch(3, 1)

        for widget in (
            self.rename_button,
            self.copy_band_button,
            self.delete_band_button,
            self.new_button,
            self.copy_button,
            self.delete_button,
            self.up_button,
            self.down_button,
            self.limits_button,
            self.table,  # drag to reorder
            *self.limit_spins.values(),
        ):
            needs(widget, "warbands")

        self.editor = WarriorEditor(ctx)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(warrior_bar)
        left_layout.addWidget(self.table, 1)
        left_layout.addWidget(limits_box)
        self.splitter = QSplitter()
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.editor)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        # Wide enough for the weapon's line at any font size.
        self.editor.setMaximumWidth(66 * self.editor.fontMetrics().averageCharWidth())
        self.splitter.setSizes([1000, self.editor.maximumWidth()])

        layout = QVBoxLayout(self)
        layout.addLayout(band_bar)
        layout.addWidget(self.summary)
        layout.addWidget(self.splitter, 1)

        self.table.selectionModel().currentRowChanged.connect(self._row_changed)
        self.new_button.clicked.connect(self._new_warrior)
        self.copy_button.clicked.connect(self.copy_warrior)
        self.delete_button.clicked.connect(self.delete_warrior)
        self.up_button.clicked.connect(lambda: self._step(-1))
        self.down_button.clicked.connect(lambda: self._step(+1))
        self.limits_button.clicked.connect(self.apply_limits)
        self.editor.saved.connect(self._remember)
        self.rename_button.clicked.connect(self._band_action(actions.rename_warband))
        self.copy_band_button.clicked.connect(self._band_action(actions.copy_warband))
        self.delete_band_button.clicked.connect(self._band_action(actions.delete_warband))
        self.export_button.clicked.connect(self._band_action(actions.export_warband))
        # Keys: Delete on the table deletes the warrior (after asking); Enter in a limit
        # applies the limits. Tab runs from the warriors through the editor, then the
        # limits, then the buttons.
        on_keys(self.table, DELETE, self.delete_warrior)
        for spin in self.limit_spins.values():
            on_keys(spin, ENTER, self.apply_limits)
        editor = self.editor
        order: list[QWidget] = [
            self.table,
            editor.name,
            *editor.spins.values(),
            editor.weapon,
            editor.abilities_view,
            editor.add_ability,
            editor.remove_ability,
            editor.apply,
            editor.revert,
            *self.limit_spins.values(),
            self.limits_button,
            self.new_button,
            self.copy_button,
            self.delete_button,
            self.up_button,
            self.down_button,
            self.rename_button,
            self.copy_band_button,
            self.delete_band_button,
            self.export_button,
        ]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        self._update_buttons()

    # --- Page protocol -------------------------------------------------------------------
    def widget(self) -> QWidget:
        return self

    def show_item(self, item: NavItem) -> None:
        band_id = item.ident
        if item.kind == "mr_warrior" and item.ident is not None:
            band_id = self._ctx.ops.call(
                "Show warrior", lambda: snapshots.warband_of_warrior(self._ctx.db, item.ident or 0)
            )
            self._select_name = item.label
        if band_id is not None:
            self.load(band_id, reset_editor=True)

    def on_changed(self, changed: Changed) -> None:
        if self.sheet is None or not changed.touches("warbands", "matches"):
            return
        if changed.warband_id not in (None, self.sheet.id):
            return
        self.load(self.sheet.id, reset_editor=False)

    # --- loading ---------------------------------------------------------------------------
    def load(self, warband_id: int, *, reset_editor: bool) -> None:
        def read() -> WarbandSheet | None:
            gone = snapshots.capture_warband(self._ctx.db, warband_id) is None
            return None if gone else warbands.show_warband(self._ctx.db, warband_id)

        sheet = self._ctx.ops.call("Show warband", read)
        selected = self.current_warrior()
        keep = self._select_name or (selected.name if selected else None)
        self._select_name = None
        self.sheet = sheet
        if sheet is None:
            self.header.setText("This warband no longer exists")
            self.summary.setText("")
            self.model.set_rows([])
            self.editor.clear()
            self._update_buttons()
            return
        self.header.setText(sheet.name)
        count = len(sheet.warriors)
        notes = [f"{count} warriors", f"{sheet.cp_spent} CP spent", record_text(sheet)]
        issues = [f"⚠ {w.message}" for w in sheet.warnings]
        issues += [f"✖ {e.message}" for e in sheet.errors]
        self.summary.setText(" · ".join(notes) + ("\n" + "  ".join(issues) if issues else ""))
        self.show_limits()
        self.model.set_rows(sheet.warriors)
        row = next((i for i, w in enumerate(sheet.warriors) if w.name == keep), None)
        if reset_editor or not self.editor.dirty:
            if row is not None:
                self.select_row(row)
            else:
                self.editor.new_warrior(sheet.id)
        elif row is not None:
            self.table.selectionModel().blockSignals(True)
            self.select_row(row)
            self.table.selectionModel().blockSignals(False)
        self._update_buttons()

    def select_row(self, row: int) -> None:
        index = self.model.index(row, 0)
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self.table.selectionModel().setCurrentIndex(index, flags)
        self._row_changed(index)

    def current_warrior(self) -> WarriorSheet | None:
        row = self.table.currentIndex().row()
        return self.model.row_at(row) if 0 <= row < self.model.rowCount() else None

    def _row_changed(self, *_args: object) -> None:
        warrior = self.current_warrior()
        if self.sheet is not None and warrior is not None:
            self.editor.edit(self.sheet.id, warrior)
        self._update_buttons()

    def _band_action(
        self, action: Callable[[AppContext, QWidget, WarbandSheet], None]
    ) -> Callable[[], None]:
        def run() -> None:
            if self.sheet is not None:
                action(self._ctx, self, self.sheet)

        return run

    def _remember(self, name: str) -> None:
        self._select_name = name

    def _update_buttons(self) -> None:
        has_band = self.sheet is not None
        warrior = self.current_warrior()
        row = self.table.currentIndex().row()
        for button in (
            self.new_button,
            self.limits_button,
            self.rename_button,
            self.copy_band_button,
            self.delete_band_button,
            self.export_button,
        ):
            button.setEnabled(has_band)
        for button in (self.copy_button, self.delete_button):
            button.setEnabled(warrior is not None)
        self.up_button.setEnabled(warrior is not None and row > 0)
        self.down_button.setEnabled(warrior is not None and row < self.model.rowCount() - 1)

    # --- edits ---------------------------------------------------------------------------
    def _new_warrior(self) -> None:
        if self.sheet is not None:
            self.table.clearSelection()
            self.table.setCurrentIndex(self.model.index(-1, -1))
            self.editor.new_warrior(self.sheet.id)

    def move_warrior(self, warrior_id: int, position: int) -> None:
        sheet = self.sheet
        if sheet is None:
            return
        warrior = next(w for w in sheet.warriors if w.id == warrior_id)
        self._select_name = warrior.name
        db = self._ctx.db
        warband_command(
            self._ctx,
            f"Move {warrior.name} to place {position}",
            sheet.id,
            lambda: warriors.move_warrior(db, sheet.id, warrior_id, position),
        )

    def _step(self, delta: int) -> None:
        warrior = self.current_warrior()
        if warrior is not None and warrior.id is not None:
            self.move_warrior(warrior.id, warrior.position + delta)

    def copy_warrior(self) -> None:
        sheet, warrior = self.sheet, self.current_warrior()
        if sheet is None or warrior is None or warrior.id is None:
            return
        name = dialogs.ask_text(
            self, "Copy warrior", "Name of the copy:", f"{warrior.name} II", check_printing=True
        )
        if not name:
            return
        ident, db = warrior.id, self._ctx.db
        self._select_name = " ".join(name.split())
        warband_command(
            self._ctx,
            f"Copy warrior {warrior.name}",
            sheet.id,
            lambda: warriors.copy_warrior(db, sheet.id, ident, name),
        )

    def delete_warrior(self) -> None:
        sheet, warrior = self.sheet, self.current_warrior()
        if sheet is None or warrior is None or warrior.id is None:
            return
        if not dialogs.confirm(
            self,
            "Delete warrior",
            f"Delete {warrior.name} from {sheet.name}? Edit ▸ Undo brings them back.",
            "Delete",
        ):
            return
        ident, db = warrior.id, self._ctx.db
        warband_command(
            self._ctx,
            f"Delete warrior {warrior.name}",
            sheet.id,
            lambda: warriors.delete_warrior(db, sheet.id, ident),
        )

    def show_limits(self) -> None:
        """The limits the database holds (also after a refused change, so the spin
        boxes never keep numbers that were not saved)."""
        if self.sheet is None:
            return
        for stat in STATS:
            self.limit_spins[stat].setValue(getattr(self.sheet.limits, stat) or 0)

    def apply_limits(self) -> None:
        sheet = self.sheet
        if sheet is None:
            return
        changes: dict[Stat, int | None] = {
            Stat(stat.upper()): (self.limit_spins[stat].value() or None) for stat in STATS
        }
        db = self._ctx.db
        warband_command(
            self._ctx,
            f"Limits of {sheet.name}",
            sheet.id,
            lambda: warbands.set_limits(db, sheet.id, changes),
            on_failed=lambda _exc: self.show_limits(),
        )
