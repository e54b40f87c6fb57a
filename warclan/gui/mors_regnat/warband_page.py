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
    QGroupBox,
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
from warclan.gui.fitting import FlowLayout, StackWhenNarrow
from warclan.gui.i18n import number, tr
from warclan.gui.i18n import text as i18n_text
from warclan.gui.keys import DELETE, ENTER, on_keys
from warclan.gui.mors_regnat import actions
from warclan.gui.mors_regnat.commands import warband_command
from warclan.gui.mors_regnat.table_models import WarriorsModel
from warclan.gui.mors_regnat.warrior_editor import STATS, WarriorEditor
from warclan.gui.ops import Changed
from warclan.gui.title_keeper import TitleKeeper
from warclan.gui.unsaved import ChangedElsewhere
from warclan.gui.widgets import Heading, show_harmlessly
from warclan.rules.mors_regnat.builder import Stat
from warclan.services.mors_regnat import snapshots, warbands, warriors
from warclan.services.mors_regnat.dto import LimitsView, WarbandSheet, WarriorSheet
from warclan.store.errors import StaleEditError


def record_text(sheet: WarbandSheet) -> str:
    r = sheet.record
    return tr("{played} played: {won} won, {lost} lost, {drawn} drawn").format(
        played=number(r.played), won=number(r.won), lost=number(r.lost), drawn=number(r.drawn)
    )


class WarbandPage(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self.sheet: WarbandSheet | None = None
        self._select_name: str | None = None
        self._select_id: int | None = None
        self._reset_editor = False  # a read on its way was asked for another item
        self._limits_base: LimitsView | None = None  # the limits the typing began from
        self._their_limits: LimitsView | None = None  # saved elsewhere meanwhile
        self._limits_stale = False
        self._limit_drafts: dict[int, tuple[LimitsView, LimitsView]] = {}
        self.setAccessibleName(tr("Warband page"))

        self.header = Heading(scale=1.5)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.rename_button = QPushButton(tr("Rename…"))
        self.copy_band_button = QPushButton(tr("Copy warband…"))
        self.delete_band_button = QPushButton(tr("Delete warband…"))
        self.export_button = QPushButton(tr("Export…"))
        # The name on its own row and the buttons wrapping under it: the page keeps to the
        # window's width at any zoom (fitting.py).
        self.header.setWordWrap(True)
        band_bar = FlowLayout()
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
        self.table.setAccessibleName(tr("Warriors in roster order"))
        self.table.setTabKeyNavigation(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setDragEnabled(True)
        self.table.setAcceptDrops(True)
        self.table.setDropIndicatorShown(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.table.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.table.verticalHeader().setToolTip(tr("Drag a row to change the roster order"))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(WarriorsModel.NOTES, QHeaderView.ResizeMode.Stretch)
        TitleKeeper(self.table)
        self.table.setWordWrap(False)

        self.new_button = QPushButton(tr("New warrior"))
        self.copy_button = QPushButton(tr("Copy warrior…"))
        self.delete_button = QPushButton(tr("Delete warrior…"))
        self.up_button = QPushButton(tr("Move up"))
        self.down_button = QPushButton(tr("Move down"))
        warrior_bar = FlowLayout()
        for button in (
            self.new_button,
            self.copy_button,
            self.delete_button,
            self.up_button,
            self.down_button,
        ):
            warrior_bar.addWidget(button)

        self.limit_spins: dict[str, QSpinBox] = {}
        # Wrapping, so the limits never make the page wider than the window at any zoom.
        limits_box = QGroupBox(tr("Limits"))  # a short title: a group box is never narrower
        limits_box.setToolTip(tr("Every warrior of the warband must keep within them"))
        limits_grid = FlowLayout()
        QVBoxLayout(limits_box).addLayout(limits_grid)
        for stat in STATS:
            spin = QSpinBox()
            spin.setRange(0, warbands.MAX_LIMIT)
            spin.setSpecialValueText(tr("{stat}: none").format(stat=stat.upper()))  # 0: no limit
            spin.setPrefix(f"{stat.upper()} ≤ ")
            spin.setAccessibleName(tr("{stat} limit").format(stat=stat.upper()))
            limits_grid.addWidget(spin)
            self.limit_spins[stat] = spin
        self.limits_elsewhere = ChangedElsewhere()
        self.limits_elsewhere.reload.connect(self._take_their_limits)
        self.limits_elsewhere.keep.connect(self._keep_my_limits)
        self.limits_button = QPushButton(tr("Apply limits"))
        limits_grid.addWidget(self.limits_button)

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
        left_layout.addWidget(self.limits_elsewhere)
        left_layout.addWidget(limits_box)
        self.splitter = QSplitter()
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.editor)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        # Wide enough for the weapon's line at any font size.
        self.editor.setMaximumWidth(66 * self.editor.fontMetrics().averageCharWidth())
        self.splitter.setSizes([1000, self.editor.maximumWidth()])

        StackWhenNarrow(self, self.splitter)  # a narrower window still: editor below

        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
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
        self.editor.stale.connect(self._reread)
        self.editor.gone_reloaded.connect(self._reread)
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
        if item.kind == "mr_warrior" and item.ident is not None:
            self._select_name = item.label
            self._select_id = item.ident
            self.load(None, reset_editor=True, warrior_id=item.ident)
        elif item.ident is not None:
            self.load(item.ident, reset_editor=True)

    def on_changed(self, changed: Changed) -> None:
        if self.sheet is None or not changed.touches("warbands", "matches"):
            return
        if changed.warband_id not in (None, self.sheet.id):
            return
        self.load(self.sheet.id, reset_editor=False)

    def unsaved(self) -> list[str]:
        """What this page holds unsaved (the window asks before closing)."""
        found = [tr("warrior {name}").format(name=name) for name in self.editor.drafts()]
        if self.limits_dirty():
            band = self.sheet.name if self.sheet else tr("a warband")
            found.append(tr("the limits of {warband}").format(warband=band))
        found += [tr("the limits of warband {id}").format(id=ident) for ident in self._limit_drafts]
        return found

    # --- loading ---------------------------------------------------------------------------
    def load(
        self, warband_id: int | None, *, reset_editor: bool, warrior_id: int | None = None
    ) -> None:
        """Read the warband (or the warband of ``warrior_id``) on a pool thread; shown
        when it arrives. ``reset_editor``: another warband or warrior was chosen."""
        db = self._ctx.db
        self._reset_editor = self._reset_editor or reset_editor

        def read() -> tuple[int | None, WarbandSheet | None]:
            band = warband_id
            if band is None and warrior_id is not None:
                band = snapshots.warband_of_warrior(db, warrior_id)
            if band is None or snapshots.capture_warband(db, band) is None:
                return band, None
            return band, warbands.show_warband(db, band)

        self._ctx.ops.read(
            self, tr("Show warband"), read, lambda found: self._show(*found), key="sheet"
        )

    def _show(self, band_id: int | None, sheet: WarbandSheet | None) -> None:
        reset, self._reset_editor = self._reset_editor, False
        previous = self.sheet
        if previous is not None and (sheet is None or sheet.id != previous.id):
            self._stash_limits()
        # The row to choose: the one asked for (a navigator item, a warrior just added or
        # copied), else the one the editor shows, else the one selected.
        selected = self.current_warrior()
        keep_id, keep = self._select_id, self._select_name
        if keep_id is None and keep is None:
            keep_id = self.editor.warrior_id if not reset else None
            keep = selected.name if selected else None
        self._select_name, self._select_id = None, None
        self.sheet = sheet
        if sheet is None:
            self.header.setText(tr("This warband no longer exists"))
            self.summary.setText("")
            self.model.set_rows([])
            self.editor.clear()
            self._update_buttons()
            return
        self.header.setText(sheet.name)
        count = len(sheet.warriors)
        notes = [
            tr("%n warrior(s)", "", count),
            tr("{cp} CP spent").format(cp=number(sheet.cp_spent)),
            record_text(sheet),
        ]
        issues = [f"⚠ {i18n_text(w.message)}" for w in sheet.warnings]
        issues += [f"✖ {i18n_text(e.message)}" for e in sheet.errors]
        self.summary.setText(" · ".join(notes) + ("\n" + "  ".join(issues) if issues else ""))
        self._show_limits(sheet, another=previous is None or previous.id != sheet.id)
        self.model.set_rows(sheet.warriors)
        ids = [w.id for w in sheet.warriors]
        row = ids.index(keep_id) if keep_id is not None and keep_id in ids else None
        if row is None and keep is not None:
            row = next((i for i, w in enumerate(sheet.warriors) if w.name == keep), None)
        editor = self.editor
        if reset or not editor.dirty:
            if row is not None:
                self.select_row(row)
            else:
                editor.new_warrior(sheet.id)
        else:
            # Unsaved typing in the editor: the row stays chosen, the typing stays, and
            # the editor hears what the database holds now for its warrior.
            if row is not None:
                self.table.selectionModel().blockSignals(True)
                self.select_row(row, edit=False)
                self.table.selectionModel().blockSignals(False)
            mine = next((w for w in sheet.warriors if w.id == editor.warrior_id), None)
            if mine is not None:
                editor.refresh(mine)
            elif editor.warrior_id is not None:
                editor.gone()
            else:
                editor.validate()  # a new warrior: the warband it joins changed
        self._update_buttons()

    def select_row(self, row: int, *, edit: bool = True) -> None:
        index = self.model.index(row, 0)
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self.table.selectionModel().setCurrentIndex(index, flags)
        if edit:
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

    def _reread(self) -> None:
        if self.sheet is not None:
            self.load(self.sheet.id, reset_editor=False)

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
            tr("Move {name} to place {place}").format(name=warrior.name, place=position),
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
            self,
            tr("Copy warrior"),
            tr("Name of the copy:"),
            f"{warrior.name} II",
            check_printing=True,
        )
        if not name:
            return
        ident, db = warrior.id, self._ctx.db
        self._select_name = " ".join(name.split())
        warband_command(
            self._ctx,
            tr("Copy warrior {name}").format(name=warrior.name),
            sheet.id,
            lambda: warriors.copy_warrior(db, sheet.id, ident, name),
        )

    def delete_warrior(self) -> None:
        sheet, warrior = self.sheet, self.current_warrior()
        if sheet is None or warrior is None or warrior.id is None:
            return
        if not dialogs.confirm(
            self,
            tr("Delete warrior"),
            tr("Delete {name} from {warband}? Edit ▸ Undo brings them back.").format(
                name=warrior.name, warband=sheet.name
            ),
            tr("Delete"),
        ):
            return
        ident, db = warrior.id, self._ctx.db
        warband_command(
            self._ctx,
            tr("Delete warrior {name}").format(name=warrior.name),
            sheet.id,
            lambda: warriors.delete_warrior(db, sheet.id, ident),
        )

    # --- the limits form: typing never lost -----------------------------------------------
    def typed_limits(self) -> LimitsView:
        values = {stat: self.limit_spins[stat].value() or None for stat in STATS}
        return LimitsView(**values)

    def limits_dirty(self) -> bool:
        return self._limits_base is not None and self.typed_limits() != self._limits_base

    def _put_limits(self, limits: LimitsView) -> None:
        for stat in STATS:
            self.limit_spins[stat].setValue(getattr(limits, stat) or 0)

    def _show_limits(self, sheet: WarbandSheet, *, another: bool) -> None:
        """The limits the database holds; typed ones stay, with the line if the saved
        ones moved on meanwhile."""
        held = sheet.limits
        if another:
            self._their_limits = None
            self.limits_elsewhere.hide()
            self._put_limits(held)
            self._limits_base = held
            draft = self._limit_drafts.pop(sheet.id, None)
            if draft is not None:  # typed before another warband was chosen
                self._limits_base = draft[0]
                self._put_limits(draft[1])
            else:
                return
        if not self.limits_dirty() or held == self.typed_limits():
            self._limits_base, self._their_limits = held, None
            self.limits_elsewhere.hide()
            self._put_limits(held)
        elif held != self._limits_base or self._limits_stale:
            self._limits_stale = False
            self._their_limits = held
            self.limits_elsewhere.show_for(tr("The limits of {warband}").format(warband=sheet.name))

    def _stash_limits(self) -> None:
        if self.sheet is not None and self._limits_base is not None and self.limits_dirty():
            self._limit_drafts[self.sheet.id] = (self._limits_base, self.typed_limits())

    def _take_their_limits(self) -> None:
        if self._their_limits is not None:
            self._limits_base, self._their_limits = self._their_limits, None
            self._put_limits(self._limits_base)

    def _keep_my_limits(self) -> None:
        """Applying now replaces the newer limits: the player has seen them move on."""
        if self._their_limits is not None:
            self._limits_base, self._their_limits = self._their_limits, None

    def show_limits(self) -> None:
        """The limits the database holds (after a refused change, so the spin boxes never
        keep numbers the rules refused)."""
        if self._limits_base is not None:
            self._put_limits(self._limits_base)

    def apply_limits(self) -> None:
        sheet, base = self.sheet, self._limits_base
        if sheet is None or base is None:
            return
        typed = self.typed_limits()
        changes: dict[Stat, int | None] = {
            Stat(stat.upper()): getattr(typed, stat) for stat in STATS
        }
        db = self._ctx.db

        def done(_ident: int) -> None:
            if self.sheet is not None and self.sheet.id == sheet.id:
                # Saved: typing done since the click stays unsaved, never overwritten.
                self._limits_base = typed

        def failed(exc: BaseException) -> None:
            if self.sheet is None or self.sheet.id != sheet.id:
                return
            if isinstance(exc, StaleEditError):
                self._limits_stale = True  # the typing stays; a fresh read shows the line
                self.load(sheet.id, reset_editor=False)
            else:
                self.show_limits()

        warband_command(
            self._ctx,
            tr("Limits of {warband}").format(warband=sheet.name),
            sheet.id,
            lambda: warbands.set_limits(db, sheet.id, changes, expected=base),
            on_done=done,
            on_failed=failed,
        )
