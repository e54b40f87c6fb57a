"""The tracker's Success Table helper: the active model and stat against the target
and stat, with modifiers; shows the Success Value on 2D6 and the exact chance of success
(``warclan.rules.ragnarok.tracker.chance``), citing the core rules. Conditions on a
card (Climbing) are already in the stats it offers."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warclan.gui.i18n import number, percent, tr
from warclan.gui.ragnarok.warrior_text import stat_abbr, stat_label
from warclan.rules.ragnarok.success import chance, success_value
from warclan.rules.ragnarok.tracker import (
    RULES_CITATION,
    GameState,
)

# Stats rolled against each other (AP, HP and SP are not).
ROLLED = ("ma", "ra", "df", "rs", "dr", "mn")
DIFFICULTY = -1  # the target list's "a Difficulty (D) test" entry


class SuccessHelper(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleName(tr("Success Table helper"))
        self._state: GameState | None = None
        self._models: tuple[tuple[int, bool], ...] = ()
        box = QVBoxLayout(self)
        form = QFormLayout()
        self.active = QComboBox()
        self.active.setAccessibleName(tr("Active model"))
        self.active_stat = QComboBox()
        self.active_stat.setAccessibleName(tr("Active stat"))
        self.active_mod = QSpinBox()
        self.active_mod.setRange(-10, 10)
        self.active_mod.setAccessibleName(tr("Active modifiers"))
        self.target = QComboBox()
        self.target.setAccessibleName(tr("Target model"))
        self.target_stat = QComboBox()
        self.target_stat.setAccessibleName(tr("Opposed stat"))
        self.target_mod = QSpinBox()
        self.target_mod.setRange(-10, 20)
        self.target_mod.setAccessibleName(tr("Opposed modifiers, or the Difficulty"))
        for combo in (self.active, self.target, self.active_stat, self.target_stat):
            # Narrow beside the cards: the combos shrink to a few letters, not the panel.
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(5)
        for combo in (self.active_stat, self.target_stat):
            for stat in ROLLED:
                combo.addItem(f"{stat_abbr(stat)} — {stat_label(stat)}", stat)
        self.target_stat.setCurrentIndex(ROLLED.index("df"))

        def row(*widgets: QWidget) -> QHBoxLayout:
            line = QHBoxLayout()
            for w in widgets:
                line.addWidget(w, 1 if isinstance(w, QComboBox) else 0)
            return line

        def label(text: str) -> QLabel:
            shown = QLabel(text)
            shown.setWordWrap(True)  # a long label wraps rather than widen the panel
            return shown

        # Narrow enough to sit beside the cards: each model on a line, its stat below.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        form.addRow(label(tr("Active model")), self.active)
        form.addRow(label(tr("its stat and modifiers")), row(self.active_stat, self.active_mod))
        form.addRow(label(tr("Target")), self.target)
        form.addRow(
            label(tr("its stat and modifiers (or the Difficulty)")),
            row(self.target_stat, self.target_mod),
        )
        box.addLayout(form)
        self.answer = QLabel()
        self.answer.setAccessibleName(tr("Success Value and chance"))
        self.answer.setWordWrap(True)
        font = self.answer.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.answer.setFont(font)
        box.addWidget(self.answer)
        cite = QLabel(
            tr(
                "Success Table, {citation}: Active − Opposed Value gives the 2D6 Success "
                "Value; a 12 always succeeds and a 2 always fails."
            ).format(citation=RULES_CITATION)
        )
        cite.setWordWrap(True)
        cite.setEnabled(False)
        box.addWidget(cite)
        box.addStretch(1)
        for combo in (self.active, self.active_stat, self.target, self.target_stat):
            combo.currentIndexChanged.connect(self.update_answer)
        for spin in (self.active_mod, self.target_mod):
            spin.valueChanged.connect(self.update_answer)

    def show_state(self, state: GameState) -> None:
        """New figures from the table; keeps the models and stats the player chose."""
        self._state = state
        models = tuple((w.id, w.removed) for s in state.sides for w in s.warriors)
        if models == self._models:  # the same models to choose from: the figures only
            self.update_answer()
            return
        self._models = models
        for combo, difficulty in ((self.active, False), (self.target, True)):
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for side in state.sides:
                for w in side.warriors:
                    if not w.removed:
                        combo.addItem(f"{w.name} ({side.clan})", w.id)
            if difficulty:
                combo.addItem(tr("a Difficulty test (D)"), DIFFICULTY)
            found = combo.findData(chosen)
            if found < 0 and difficulty:  # by default the first enemy of the active model
                active = self.active.currentData()
                mine = state.warrior(active).clan_id if active is not None else None
                enemy = next(
                    (
                        w
                        for s in state.sides
                        if s.clan_id != mine
                        for w in s.warriors
                        if not w.removed
                    ),
                    None,
                )
                found = combo.findData(enemy.id) if enemy is not None else 0
            combo.setCurrentIndex(max(found, 0))
            combo.blockSignals(False)
        self.update_answer()

    def choose_active(self, warrior_id: int) -> None:
        found = self.active.findData(warrior_id)
        if found >= 0:
            self.active.setCurrentIndex(found)
        state = self._state
        target = self.target.currentData()
        if state is None or target in (None, DIFFICULTY):
            return
        mine = state.warrior(warrior_id).clan_id
        if state.warrior(target).clan_id == mine:  # against a model of another clan
            enemy = next(
                (w for s in state.sides if s.clan_id != mine for w in s.warriors if not w.removed),
                None,
            )
            if enemy is not None:
                self.target.setCurrentIndex(self.target.findData(enemy.id))

    def values(self) -> tuple[int, int] | None:
        state = self._state
        if state is None or self.active.currentData() is None:
            return None
        active = state.warrior(self.active.currentData()).stat(self.active_stat.currentData())
        active += self.active_mod.value()
        target = self.target.currentData()
        if target == DIFFICULTY:
            opposed = self.target_mod.value()
        elif target is None:
            return None
        else:
            opposed = state.warrior(target).stat(self.target_stat.currentData())
            opposed += self.target_mod.value()
        return active, opposed

    def update_answer(self) -> None:
        difficulty = self.target.currentData() == DIFFICULTY
        self.target_stat.setEnabled(not difficulty)
        self.target_mod.setToolTip(
            tr("The Difficulty (D)") if difficulty else tr("Opposed modifiers")
        )
        found = self.values()
        if found is None:
            self.answer.setText(tr("Choose the active model and its target."))
            return
        active, opposed = found
        odds = chance(active, opposed)
        diff = active - opposed
        self.answer.setText(
            tr(
                "Active {active} − Opposed {opposed} = {diff}: roll "
                "<b>{needed}+</b> on 2D6 — <b>{percent}</b> ({ways} in 36)"
            ).format(
                active=number(active),
                opposed=number(opposed),
                diff=f"{diff:+d}",
                needed=success_value(active, opposed),
                percent=percent(float(odds), 1),
                ways=odds * 36,
            )
        )
