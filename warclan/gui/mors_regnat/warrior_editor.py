"""The warrior editor panel: CP per stat, the weapon, abilities, and the live budget.

Every keystroke asks the warband service for a dry run (the rules' own check) and shows
its errors as the reason Apply is disabled; warnings are shown but do not block. Apply
is one undoable command (``commands.warband_command``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warclan.errors import UserError
from warclan.gui.access import needs
from warclan.gui.context import AppContext
from warclan.gui.glyph_warning import GlyphWarning
from warclan.gui.mors_regnat.commands import warband_command
from warclan.gui.mors_regnat.table_models import AbilitiesModel
from warclan.gui.widgets import show_harmlessly
from warclan.rules.mors_regnat.builder import SpecialAbility, WarriorBuild
from warclan.services.mors_regnat import warbands, warriors
from warclan.services.mors_regnat.dto import WarriorSheet

STATS = ("speed", "attack", "toughness", "wounds")
# Loose on purpose: the rules, not the spin box, refuse a 13th CP, and say why.
MAX_SPIN_CP = 24


class WarriorEditor(QWidget):
    """Edits one warrior of one warband, or a new one. ``saved(name)`` after Apply."""

    saved = Signal(str)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self._warband_id: int | None = None
        self._warrior_id: int | None = None
        self._loading = False
        self.dirty = False
        self.setAccessibleName("Warrior editor")

        self.title = QLabel("No warrior selected")
        self.title.setStyleSheet("font-weight: bold; font-size: 12pt")
        self.name = QLineEdit()
        self.name.setAccessibleName("Warrior name")
        self.name.setPlaceholderText("Name")
        self.name_warning = GlyphWarning(lambda: [self.name.text()])
        self.name_warning.watch(self.name.textChanged)
        self.spins: dict[str, QSpinBox] = {}
        self.values: dict[str, QLabel] = {}
        stats_box = QGroupBox("Creation Points bought")
        stats_form = QFormLayout(stats_box)
        for stat in STATS:
            spin = QSpinBox()
            spin.setRange(0, MAX_SPIN_CP)
            spin.setSuffix(" CP")
            spin.setAccessibleName(f"{stat.upper()} CP bought")
            value = QLabel()
            value.setMinimumWidth(90)
            row = QHBoxLayout()
            row.addWidget(spin)
            row.addWidget(value)
            row.addStretch(1)
            stats_form.addRow(stat.upper(), row)
            self.spins[stat], self.values[stat] = spin, value
        self.weapon = QComboBox()
        self.weapon.setAccessibleName("Weapon")
        # The longest weapon line must not set the panel's narrowest width.
        self.weapon.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.weapon.setMinimumContentsLength(16)
        for weapon in warbands.list_weapons():
            self.weapon.addItem(
                f"{weapon.label.capitalize()} — damage {weapon.damage}, {weapon.cp_cost} CP, "
                f"{weapon.range}",
                weapon.key,
            )
        stats_form.addRow("Weapon", self.weapon)

        self.abilities = AbilitiesModel(self)
        self.abilities_view = QTableView()
        show_harmlessly(self.abilities_view)
        self.abilities_view.setModel(self.abilities)
        self.abilities_view.setAccessibleName("Special abilities")
        self.abilities_view.setTabKeyNavigation(False)
        self.abilities_view.verticalHeader().hide()
        self.abilities_view.horizontalHeader().setSectionResizeMode(
            AbilitiesModel.DESCRIPTION, QHeaderView.ResizeMode.Stretch
        )
        self.abilities_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.abilities_view.setMinimumHeight(90)
        self.add_ability = QPushButton("Add ability")
        self.remove_ability = QPushButton("Remove ability")
        ability_box = QGroupBox("Special abilities (1 or 2 CP each)")
        ability_layout = QVBoxLayout(ability_box)
        ability_layout.addWidget(self.abilities_view)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_ability)
        buttons.addWidget(self.remove_ability)
        buttons.addStretch(1)
        ability_layout.addLayout(buttons)

        self.budget = QLabel()
        self.budget.setAccessibleName("Creation Points left")
        self.budget.setStyleSheet("font-size: 13pt; font-weight: bold")
        self.issues = QLabel()
        self.issues.setWordWrap(True)
        self.issues.setAccessibleName("Refusals and warnings")
        self.issues.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.apply = QPushButton("Apply")
        self.apply.setAccessibleName("Apply warrior changes")
        self.revert = QPushButton("Revert")
        for widget in (
            self.name,
            *self.spins.values(),
            self.weapon,
            self.abilities_view,
            self.add_ability,
            self.remove_ability,
            self.apply,
            self.revert,
        ):
            needs(widget, "warbands")

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.name)
        layout.addWidget(self.name_warning)
        layout.addWidget(stats_box)
        layout.addWidget(ability_box, 1)
        layout.addWidget(self.budget)
        layout.addWidget(self.issues)
        actions = QHBoxLayout()
        actions.addStretch(1)
        actions.addWidget(self.revert)
        actions.addWidget(self.apply)
        layout.addLayout(actions)

        self.name.textEdited.connect(self._edited)
        for spin in self.spins.values():
            spin.valueChanged.connect(self._edited)
        self.weapon.currentIndexChanged.connect(self._edited)
        self.abilities.edited = self._edited
        self.add_ability.clicked.connect(self._add_ability)
        self.remove_ability.clicked.connect(self._remove_ability)
        self.apply.clicked.connect(lambda: self.apply_changes())
        self.revert.clicked.connect(self.reload)
        self._last: WarriorSheet | None = None
        self._source: WarriorSheet | None = None
        self.clear()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The name field, the spin boxes and the weapon pass Enter on: it means Apply.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            # Hidden: the connected league role may not change warbands (gui/access.py).
            if self.apply.isEnabled() and self.apply.isVisibleTo(self):
                self.apply_changes()
            return
        super().keyPressEvent(event)

    # --- what is edited ------------------------------------------------------------------
    def clear(self, warband_id: int | None = None) -> None:
        self._warband_id, self._warrior_id, self._source = warband_id, None, None
        self._fill(None)
        self.setEnabled(warband_id is not None)
        self.title.setText("New warrior" if warband_id is not None else "No warband")

    def new_warrior(self, warband_id: int) -> None:
        self.clear(warband_id)
        self.name.setFocus()

    def edit(self, warband_id: int, sheet: WarriorSheet) -> None:
        self._warband_id, self._warrior_id, self._source = warband_id, sheet.id, sheet
        self.setEnabled(True)
        self.title.setText(f"Warrior: {sheet.name}")
        self._fill(sheet)

    @property
    def warrior_id(self) -> int | None:
        return self._warrior_id

    def reload(self) -> None:
        self._fill(self._source)

    def _fill(self, sheet: WarriorSheet | None) -> None:
        self._loading = True
        try:
            self.name.setText(sheet.name if sheet else "")
            for stat in STATS:
                self.spins[stat].setValue(getattr(sheet.cp_bought, stat) if sheet else 0)
            key = sheet.weapon_key if sheet else "cc_light"
            self.weapon.setCurrentIndex(max(0, self.weapon.findData(key)))
            self.abilities.set_abilities(sheet.abilities if sheet else ())
        finally:
            self._loading = False
        self.dirty = False
        self.validate()

    def build(self) -> WarriorBuild:
        return WarriorBuild(
            name=self.name.text(),
            speed_points=self.spins["speed"].value(),
            attack_points=self.spins["attack"].value(),
            toughness_points=self.spins["toughness"].value(),
            wounds_points=self.spins["wounds"].value(),
            weapon_key=str(self.weapon.currentData()),
            abilities=tuple(
                SpecialAbility(a.name, a.description, a.cost) for a in self.abilities.rows()
            ),
        )

    def _changes(self, build: WarriorBuild) -> warriors.WarriorChanges:
        return warriors.WarriorChanges(
            name=build.name,
            speed_points=build.speed_points,
            attack_points=build.attack_points,
            toughness_points=build.toughness_points,
            wounds_points=build.wounds_points,
            weapon_key=build.weapon_key,
            abilities=build.abilities,
        )

    # --- live check ------------------------------------------------------------------------
    def _edited(self, *_args: object) -> None:
        if not self._loading:
            self.dirty = True
            self.validate()

    def validate(self) -> WarriorSheet | None:
        """The services' dry run of what is in the panel; shows it and returns it."""
        self._last = None
        band = self._warband_id
        if band is None:
            self._show(None, "")
            return None
        build = self.build()
        try:
            if self._warrior_id is None:
                sheet = warriors.add_warrior(self._ctx.db, band, build, dry_run=True)
            else:
                sheet = warriors.edit_warrior(
                    self._ctx.db, band, self._warrior_id, self._changes(build), dry_run=True
                )
        except UserError as exc:
            self._show(None, str(exc))
            return None
        self._last = sheet
        self._show(sheet, "")
        return sheet

    def _show(self, sheet: WarriorSheet | None, refusal: str) -> None:
        lines: list[str] = []
        if sheet is not None:
            left = sheet.cp_left
            sums = f"{sheet.cp_budget} − {sheet.cp_spent} spent = "
            shown = f"{left} left" if left >= 0 else f"−{-left}: {-left} CP over budget"
            self.budget.setText(sums + shown)
            for stat in STATS:
                shown = getattr(sheet.stats, stat)
                self.values[stat].setText(f'= {shown}"' if stat == "speed" else f"= {shown}")
            lines += [f"✖ Refused: {e.message}" for e in sheet.errors]
            lines += [f"⚠ Warning: {w.message}" for w in sheet.warnings]
        else:
            self.budget.setText("")
            for label in self.values.values():
                label.setText("")
        if refusal:
            lines.append(f"✖ Refused: {refusal}")
        self.issues.setText("\n".join(lines))
        refused = bool(refusal) or sheet is None or bool(sheet.errors)
        self.issues.setStyleSheet("color: #b3261e" if refused else "color: #a15c00")
        self.apply.setEnabled(not refused and self._warband_id is not None)
        why = "The rules refuse this warrior: see the reasons above"
        self.apply.setToolTip(why if refused else "")

    def refusals(self) -> list[str]:
        return [line for line in self.issues.text().splitlines() if line.startswith("✖")]

    # --- abilities -------------------------------------------------------------------------
    def _add_ability(self) -> None:
        row = self.abilities.add()
        self.abilities_view.setCurrentIndex(self.abilities.index(row, AbilitiesModel.NAME))

    def _remove_ability(self) -> None:
        self.abilities.remove(self.abilities_view.currentIndex().row())

    # --- apply -----------------------------------------------------------------------------
    def apply_changes(self, on_done: Callable[[int], None] | None = None) -> None:
        sheet = self.validate()
        band = self._warband_id
        if sheet is None or sheet.errors or band is None:
            return
        build = self.build()
        name = " ".join(build.name.split())
        db, warrior = self._ctx.db, self._warrior_id

        def done(ident: int) -> None:
            self.dirty = False
            self.saved.emit(name)
            if callable(on_done):
                on_done(ident)

        if warrior is None:
            warband_command(
                self._ctx,
                f"Add warrior {name}",
                band,
                lambda: warriors.add_warrior(db, band, build),
                on_done=done,
            )
        else:
            changes = self._changes(build)
            warband_command(
                self._ctx,
                f"Edit warrior {name}",
                band,
                lambda: warriors.edit_warrior(db, band, warrior, changes),
                on_done=done,
            )
