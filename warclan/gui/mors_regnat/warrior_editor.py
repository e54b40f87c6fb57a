"""The warrior editor panel: CP per stat, the weapon, abilities, and the live budget.

Every keystroke asks the warband service for a dry run (the rules' own check, on a pool
thread) and shows its errors as the reason Apply is disabled; warnings are shown but do
not block. Apply is one undoable command (``commands.warband_command``).

What is typed is never lost (GUI.md): a refresh (another client's change, or the
window's own save) only fills a panel with nothing unsaved; typing stays, and if the
warrior changed meanwhile the "changed elsewhere" line offers Reload or Keep Mine. Apply
hands back the version it began from, so a save over a newer copy is refused, not
applied. Choosing another warrior keeps the unsaved typing as a draft, restored when the
warrior is chosen again.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warclan.gui.access import needs
from warclan.gui.context import AppContext
from warclan.gui.fitting import ElidingComboBox, ShortScroll
from warclan.gui.glyph_warning import GlyphWarning
from warclan.gui.i18n import text as i18n_text
from warclan.gui.i18n import tr
from warclan.gui.mors_regnat.commands import warband_command
from warclan.gui.mors_regnat.table_models import AbilitiesModel
from warclan.gui.unsaved import ChangedElsewhere
from warclan.gui.widgets import Heading, plain_table
from warclan.rules.mors_regnat.builder import SpecialAbility, WarriorBuild
from warclan.services.mors_regnat import warbands, warriors
from warclan.services.mors_regnat.dto import AbilityView, WarriorSheet
from warclan.store.errors import StaleEditError

STATS = ("speed", "attack", "toughness", "wounds")
# Loose on purpose: the rules, not the spin box, refuse a 13th CP, and say why.
MAX_SPIN_CP = 24


class WarriorEditor(QWidget):
    """Edits one warrior of one warband, or a new one. ``saved(name)`` after Apply."""

    saved = Signal(str)
    stale = Signal()  # a save was refused as made from a stale copy: read it again
    gone_reloaded = Signal()  # Reload after the warrior was deleted elsewhere

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self._warband_id: int | None = None
        self._warrior_id: int | None = None
        self._loading = False
        self._base = build_of(None)  # what the database held when the typing began
        self._version: int | None = None  # its version: the next save expects it
        self._their: WarriorSheet | None = None  # saved elsewhere while this was typed
        self._stale = False  # a save was refused: the warrior changed meanwhile
        self._deleted = False  # the warrior was deleted elsewhere while this was typed
        self._checking = False
        self._apply_when_checked = False
        self._busy = False
        self._drafts: dict[tuple[int, int | None], Draft] = {}
        self.setAccessibleName(tr("Warrior editor"))
        self.elsewhere = ChangedElsewhere()
        self.elsewhere.reload.connect(self._take_theirs)
        self.elsewhere.keep.connect(self._keep_mine)

        self.title = Heading(tr("No warrior selected"), scale=1.2)
        self.name = QLineEdit()
        self.name.setAccessibleName(tr("Warrior name"))
        self.name.setPlaceholderText(tr("Name"))
        self.name_warning = GlyphWarning(lambda: [self.name.text()])
        self.name_warning.watch(self.name.textChanged)
        self.spins: dict[str, QSpinBox] = {}
        self.values: dict[str, QLabel] = {}
        stats_box = QGroupBox(tr("Creation Points bought"))
        stats_form = QFormLayout(stats_box)
        for stat in STATS:
            spin = QSpinBox()
            spin.setRange(0, MAX_SPIN_CP)
            spin.setSuffix(tr(" CP"))
            spin.setAccessibleName(tr("{stat} CP bought").format(stat=stat.upper()))
            value = QLabel()
            value.setMinimumWidth(90)
            row = QHBoxLayout()
            row.addWidget(spin)
            row.addWidget(value)
            row.addStretch(1)
            stats_form.addRow(stat.upper(), row)
            self.spins[stat], self.values[stat] = spin, value
        # The longest weapon line must not set the panel's narrowest width: ended with
        # "…" when the panel is narrow, whole in its tooltip and in the list it opens.
        self.weapon = ElidingComboBox(16)
        self.weapon.setAccessibleName(tr("Weapon"))
        for weapon in warbands.list_weapons():
            self.weapon.addItem(
                tr("{weapon} — damage {damage}, {cp} CP, {range}").format(
                    weapon=i18n_text(weapon.label).capitalize(),
                    damage=weapon.damage,
                    cp=weapon.cp_cost,
                    range=i18n_text(weapon.range),
                ),
                weapon.key,
            )
        stats_form.addRow(tr("Weapon"), self.weapon)

        self.abilities = AbilitiesModel(self)
        self.abilities_view = plain_table(self.abilities, tr("Special abilities"))
        self.abilities_view.horizontalHeader().setSectionResizeMode(
            AbilitiesModel.DESCRIPTION, QHeaderView.ResizeMode.Stretch
        )
        self.abilities_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.abilities_view.setMinimumHeight(90)
        self.add_ability = QPushButton(tr("Add ability"))
        self.remove_ability = QPushButton(tr("Remove ability"))
        ability_box = QGroupBox(tr("Special abilities (1 or 2 CP each)"))
        ability_layout = QVBoxLayout(ability_box)
        ability_layout.addWidget(self.abilities_view)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_ability)
        buttons.addWidget(self.remove_ability)
        buttons.addStretch(1)
        ability_layout.addLayout(buttons)

        self.budget = Heading(scale=1.3)
        self.budget.setAccessibleName(tr("Creation Points left"))
        self.issues = QLabel()
        self.issues.setWordWrap(True)
        self.issues.setAccessibleName(tr("Refusals and warnings"))
        self.issues.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.apply = QPushButton(tr("Apply"))
        self.apply.setAccessibleName(tr("Apply warrior changes"))
        self.revert = QPushButton(tr("Revert"))
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

        # The fields scroll on their own when the window is short (a large zoom); the
        # budget, the refusals and Apply stay in view under them.
        fields = QWidget()
        fields_layout = QVBoxLayout(fields)
        fields_layout.setContentsMargins(0, 0, 0, 0)
        fields_layout.addWidget(self.name)
        fields_layout.addWidget(self.name_warning)
        fields_layout.addWidget(stats_box)
        fields_layout.addWidget(ability_box, 1)
        self.fields = ShortScroll(fields)
        self.fields.setAccessibleName(tr("Warrior fields"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.elsewhere)
        layout.addWidget(self.fields, 1)
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
        self.apply.clicked.connect(self.apply_changes)
        self.revert.clicked.connect(self.reload)
        self._last: WarriorSheet | None = None
        self._source: WarriorSheet | None = None
        self.clear()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The name field, the spin boxes and the weapon pass Enter on: it means Apply.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            # Hidden: the connected league role may not change warbands (gui/access.py).
            if (self.apply.isEnabled() or self._checking) and self.apply.isVisibleTo(self):
                self.apply_changes()
            return
        super().keyPressEvent(event)

    # --- what is edited ------------------------------------------------------------------
    def clear(self, warband_id: int | None = None) -> None:
        self._stash()
        self._warband_id, self._warrior_id, self._source = warband_id, None, None
        self._fill(None)
        self.setEnabled(warband_id is not None)
        self.title.setText(tr("New warrior") if warband_id is not None else tr("No warband"))

    def new_warrior(self, warband_id: int) -> None:
        self.clear(warband_id)
        self._restore()
        self.name.setFocus()

    def edit(self, warband_id: int, sheet: WarriorSheet) -> None:
        """Edit ``sheet``; the same warrior again is a refresh, which keeps the typing."""
        if (warband_id, sheet.id) == (self._warband_id, self._warrior_id):
            self.refresh(sheet)
            return
        self._stash()
        self._warband_id, self._warrior_id, self._source = warband_id, sheet.id, sheet
        self.setEnabled(True)
        self.title.setText(tr("Warrior: {name}").format(name=sheet.name))
        self._fill(sheet)
        self._restore()

    @property
    def warrior_id(self) -> int | None:
        return self._warrior_id

    @property
    def dirty(self) -> bool:
        """The panel holds values that are not saved."""
        return self._warband_id is not None and self.build() != self._base

    def drafts(self) -> list[str]:
        """The warriors with unsaved changes: the one shown and any left for another."""
        shown = [self.name.text() or tr("a new warrior")] if self.dirty else []
        return shown + [d.typed.name or tr("a new warrior") for d in self._drafts.values()]

    def reload(self) -> None:
        """Revert: what the database held when the editing began (or holds now)."""
        self._fill(self._their or self._source)

    def refresh(self, sheet: WarriorSheet) -> None:
        """What the database holds now for the warrior shown. Untouched fields take it;
        typing stays, and if the warrior changed meanwhile the line says so."""
        fresh = build_of(sheet)
        if not self.dirty:
            self._source = sheet
            self.title.setText(tr("Warrior: {name}").format(name=sheet.name))
            self._fill(sheet)
        elif fresh == self.build():  # they saved what is typed here
            self._source = sheet
            self._fill(sheet)
        elif fresh == self._base and not self._stale:
            # Unchanged but for its version (the window's own save, say): the typing's base.
            self._source, self._version, self._their = sheet, sheet.version, None
            self.elsewhere.hide()
            self.validate()
        else:
            self._stale = False
            self._their = sheet
            self.elsewhere.show_for(tr("Warrior {name}").format(name=sheet.name))
            self.validate()

    def gone(self) -> None:
        """The warrior shown was deleted elsewhere: typing stays (Keep Mine adds it anew)."""
        if self._warrior_id is None:
            return
        if not self.dirty:
            self.clear(self._warband_id)
            return
        self._their = None
        self._deleted = True
        self.elsewhere.show_for(tr("Warrior {name}").format(name=self._base.name))
        self.elsewhere.text.setText(
            tr(
                "⚠ Warrior {name} was deleted elsewhere while you were editing. "
                "Your changes are kept here: Keep Mine adds them as a new warrior."
            ).format(name=self._base.name)
        )

    def _take_theirs(self) -> None:
        if self._deleted:
            self._deleted = False
            self._base = self.build()  # dropped knowingly: not kept as a draft
            self.clear(self._warband_id)
            self.gone_reloaded.emit()
        elif self._their is not None:
            sheet, self._their = self._their, None
            self._source = sheet
            self.title.setText(tr("Warrior: {name}").format(name=sheet.name))
            self._fill(sheet)

    def _keep_mine(self) -> None:
        """The next Apply replaces the newer copy: the player has seen it moved on."""
        if self._deleted:
            self._deleted = False
            self._warrior_id, self._source, self._version = None, None, None
            self._base = build_of(None)
            self.title.setText(tr("New warrior"))
        elif self._their is not None:
            sheet, self._their = self._their, None
            self._source, self._base, self._version = sheet, build_of(sheet), sheet.version
        self.validate()

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
        self._base = build_of(sheet)
        self._version = sheet.version if sheet is not None else None
        self._their, self._stale, self._deleted = None, False, False
        self.elsewhere.hide()
        self.validate()

    def _put(self, build: WarriorBuild) -> None:
        self._loading = True
        try:
            self.name.setText(build.name)
            for stat in STATS:
                self.spins[stat].setValue(getattr(build, f"{stat}_points"))
            self.weapon.setCurrentIndex(max(0, self.weapon.findData(build.weapon_key)))
            self.abilities.set_abilities(
                tuple(AbilityView(a.name, a.cost, a.description) for a in build.abilities)
            )
        finally:
            self._loading = False

    # --- drafts: another warrior chosen while this one has unsaved changes -----------------
    def _stash(self) -> None:
        """Keep the unsaved typing of the warrior shown for when it is chosen again (a
        page switch never discards it; Revert does, knowingly)."""
        if self.dirty and self._warband_id is not None:
            key = (self._warband_id, self._warrior_id)
            self._drafts[key] = Draft(self._base, self.build(), self._version)

    def _restore(self) -> None:
        draft = self._drafts.pop((self._warband_id or 0, self._warrior_id), None)
        if draft is None:
            return
        source = self._source
        self._put(draft.typed)
        self._base, self._version = draft.base, draft.version
        if source is not None:
            self.refresh(source)  # changed meanwhile? the line says so
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
            self.validate()

    def validate(self) -> None:
        """The services' dry run of what is in the panel, on a pool thread; its answer
        (the budget, refusals and warnings) shows when it arrives, and Apply waits for it."""
        self._last = None
        band = self._warband_id
        if band is None:
            self._checking = False
            self._show(None, "")
            return
        # Apply keeps the last answer's state meanwhile (no flicker as one types); pressed
        # now, it waits for this answer.
        self._checking = True
        db, warrior, build = self._ctx.db, self._warrior_id, self.build()
        changes = self._changes(build)

        def check() -> WarriorSheet:
            if warrior is None:
                return warriors.add_warrior(db, band, build, dry_run=True)
            return warriors.edit_warrior(db, band, warrior, changes, dry_run=True)

        self._ctx.ops.read(
            self, tr("Check warrior"), check, self._checked, key="check", on_refused=self._refused
        )

    def _checked(self, sheet: WarriorSheet) -> None:
        self._checking = False
        self._last = sheet
        self._show(sheet, "")
        self._apply_if_asked()

    def _refused(self, reason: str) -> None:
        self._checking = False
        self._show(None, reason)
        self._apply_when_checked = False

    @property
    def checking(self) -> bool:
        """A check of the panel is on its way (Apply waits for it)."""
        return self._checking

    def _show(self, sheet: WarriorSheet | None, refusal: str) -> None:
        lines: list[str] = []
        if sheet is not None:
            left = sheet.cp_left
            figure = (
                tr("{budget} − {spent} spent = {left} left")
                if left >= 0
                else tr("{budget} − {spent} spent = −{over}: {over} CP over budget")
            )
            self.budget.setText(
                figure.format(budget=sheet.cp_budget, spent=sheet.cp_spent, left=left, over=-left)
            )
            for stat in STATS:
                shown = getattr(sheet.stats, stat)
                self.values[stat].setText(f'= {shown}"' if stat == "speed" else f"= {shown}")
            lines += [tr("✖ Refused: {why}").format(why=i18n_text(e.message)) for e in sheet.errors]
            lines += [
                tr("⚠ Warning: {why}").format(why=i18n_text(w.message)) for w in sheet.warnings
            ]
        else:
            self.budget.setText("")
            for label in self.values.values():
                label.setText("")
        if refusal:
            lines.append(tr("✖ Refused: {why}").format(why=refusal))
        self.issues.setText("\n".join(lines))
        refused = bool(refusal) or sheet is None or bool(sheet.errors)
        self.issues.setStyleSheet("color: #b3261e" if refused else "color: #a15c00")
        self.apply.setEnabled(not refused and self._warband_id is not None)
        why = tr("The rules refuse this warrior: see the reasons above")
        self.apply.setToolTip(why if refused else "")

    def refusals(self) -> list[str]:
        return [line for line in self.issues.text().splitlines() if line.startswith("✖")]

    # --- abilities -------------------------------------------------------------------------
    def _add_ability(self) -> None:
        row = self.abilities.add()
        self.abilities_view.setCurrentIndex(self.abilities.index(row, AbilitiesModel.NAME))

    def _remove_ability(self) -> None:
        self.abilities.remove(self.abilities_view.currentIndex().row())

    # --- apply ---------------------------------------------------------------------------
    def _apply_if_asked(self) -> None:
        if self._apply_when_checked:
            self._apply_when_checked = False
            self.apply_changes()

    def apply_changes(self) -> None:
        """Apply: one undoable command. Pressed while a check runs (Enter right after
        typing), it applies once the check passes. A save over a warrior changed
        elsewhere meanwhile is refused (its version moved on): the typing stays, and
        the line offers Reload or Keep Mine."""
        if self._checking:
            self._apply_when_checked = True
            return
        sheet, band = self._last, self._warband_id
        if sheet is None or sheet.errors or band is None or self._busy:
            return
        build = self.build()
        name = " ".join(build.name.split())
        db, warrior, version = self._ctx.db, self._warrior_id, self._version
        saved: dict[str, WarriorSheet] = {}
        self._busy = True

        def done(ident: int) -> None:
            self._busy = False
            if (self._warband_id, self._warrior_id) == (band, warrior):
                # The panel's base is now what was saved: typing done since stays unsaved.
                result = saved.get("sheet")
                self._warrior_id = ident
                self._base = build_of(result) if result is not None else build
                self._version = result.version if result is not None else None
                self.validate()
            self.saved.emit(name)

        def failed(exc: BaseException) -> None:
            self._busy = False
            if isinstance(exc, StaleEditError):
                self._stale = True
                self.stale.emit()  # the page reads the warrior again: the line shows

        def add() -> WarriorSheet:
            saved["sheet"] = warriors.add_warrior(db, band, build)
            return saved["sheet"]

        def change() -> WarriorSheet:
            saved["sheet"] = warriors.edit_warrior(
                db, band, warrior or 0, self._changes(build), expected_version=version
            )
            return saved["sheet"]

        warband_command(
            self._ctx,
            (tr("Add warrior {name}") if warrior is None else tr("Edit warrior {name}")).format(
                name=name
            ),
            band,
            add if warrior is None else change,
            on_done=done,
            on_failed=failed,
        )


@dataclass(frozen=True, slots=True)
class Draft:
    """A warrior's unsaved typing, kept while another warrior is shown."""

    base: WarriorBuild  # what the database held when the typing began
    typed: WarriorBuild
    version: int | None


def build_of(sheet: WarriorSheet | None) -> WarriorBuild:
    """The values a sheet shows, as the panel holds them (a new warrior: the blanks)."""
    if sheet is None:
        return WarriorBuild("", weapon_key="cc_light")
    cp = sheet.cp_bought
    return WarriorBuild(
        name=sheet.name,
        speed_points=cp.speed,
        attack_points=cp.attack,
        toughness_points=cp.toughness,
        wounds_points=cp.wounds,
        weapon_key=sheet.weapon_key,
        abilities=tuple(SpecialAbility(a.name, a.description, a.cost) for a in sheet.abilities),
    )
