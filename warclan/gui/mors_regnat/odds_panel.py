"""The attack odds panel: attacker and defender (stored warriors or typed numbers), Weak
Attack, the exact damage distribution as a bar chart and a table, the chance to kill and
the expected damage as fractions and percentages.

The counting is the odds service's. A cold 12-vs-12 count takes longer than a frame
(benchmarks/bench_odds_panel.py has the figure), so every count runs on a pool thread and
only the latest request's answer is shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from warclan.errors import UserError
from warclan.gui.context import AppContext, NavItem
from warclan.gui.fitting import StackWhenNarrow
from warclan.gui.i18n import number, tr
from warclan.gui.i18n import text as i18n_text
from warclan.gui.mors_regnat.odds_chart import OddsChart
from warclan.gui.mors_regnat.table_models import OddsModel, percent
from warclan.gui.ops import Changed
from warclan.gui.widgets import Heading, plain_table
from warclan.services.mors_regnat import odds, warbands
from warclan.services.mors_regnat.dto import OddsView, WarriorSheet


def typed() -> str:
    """The picker's first choice: no stored warrior, the numbers typed."""
    return tr("Typed numbers")


@dataclass(frozen=True, slots=True)
class OddsRequest:
    attack: int
    damage: int
    toughness: int
    wounds: int
    weak: bool


class _Signals(QObject):
    done = Signal(int, object)  # generation, OddsView or the UserError


class _Count(QRunnable):
    def __init__(self, generation: int, request: OddsRequest) -> None:
        super().__init__()
        self.generation, self.request = generation, request
        self.signals = _Signals()

    def run(self) -> None:
        r = self.request
        result: object
        try:
            result = odds.attack_odds(r.attack, r.damage, r.toughness, r.wounds, weak=r.weak)
        except Exception as exc:  # a refusal or a bug: either way, never lost in a pool thread
            result = exc
        self.signals.done.emit(self.generation, result)


class _Side(QGroupBox):
    """A warrior picker with the two numbers it supplies, typed when no warrior is chosen."""

    def __init__(self, title: str, first: str, second: str, defaults: tuple[int, int]) -> None:
        super().__init__(title)
        self.choice = QComboBox()
        self.choice.setAccessibleName(tr("{side}: warrior").format(side=title))
        self.first, self.second = QSpinBox(), QSpinBox()
        self.first.setRange(0, odds.MAX_DICE)
        self.second.setRange(1, odds.MAX_DAMAGE)
        self.first.setValue(defaults[0])
        self.second.setValue(defaults[1])
        self.first.setAccessibleName(f"{title} {first}")
        self.second.setAccessibleName(f"{title} {second}")
        form = QFormLayout(self)
        form.addRow(tr("Warrior"), self.choice)
        form.addRow(first, self.first)
        form.addRow(second, self.second)
        self.warriors: dict[str, WarriorSheet] = {}

    def set_warriors(self, warriors: list[WarriorSheet]) -> None:
        chosen = self.choice.currentText()
        self.warriors = {f"{w.warband}/{w.name}": w for w in warriors}
        self.choice.blockSignals(True)
        self.choice.clear()
        self.choice.addItem(typed())
        self.choice.addItems(list(self.warriors))
        self.choice.setCurrentIndex(max(0, self.choice.findText(chosen)))
        self.choice.blockSignals(False)

    def chosen(self) -> WarriorSheet | None:
        return self.warriors.get(self.choice.currentText())


class OddsPanel(QWidget):
    computed = Signal(object)  # the OddsView shown

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self._generation = 0
        self._jobs: set[_Count] = set()
        self.view: OddsView | None = None
        self.setAccessibleName(tr("Attack odds"))

        self.attacker = _Side(tr("Attacker"), tr("ATTACK dice"), tr("Damage per hit"), (3, 1))
        self.defender = _Side(tr("Defender"), tr("TOUGHNESS dice"), "WOUNDS", (2, 4))
        self.weak = QCheckBox(tr("Weak Attack (half ATTACK dice, rounded up)"))
        self.weak.setAccessibleName(tr("Weak Attack"))
        self.kill = Heading(scale=1.3)  # the figures, large; they grow with the zoom
        self.kill.setAccessibleName(tr("Chance to kill"))
        self.expected = Heading(scale=1.3)
        self.expected.setAccessibleName(tr("Expected damage"))
        self.status = QLabel()
        for label in (self.kill, self.expected):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.model = OddsModel(self)
        self.table = plain_table(self.model, tr("Damage distribution"))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.chart_holder = QVBoxLayout()
        self.chart: OddsChart | None = None

        title = Heading(tr("Attack odds"), scale=1.5)
        sides = QHBoxLayout()
        sides.addWidget(self.attacker)
        sides.addWidget(self.defender)
        figures = QVBoxLayout()
        figures.addWidget(self.kill)
        figures.addWidget(self.expected)
        figures.addWidget(self.status)
        chart_box = QWidget()
        chart_box.setLayout(self.chart_holder)
        chart_box.setMinimumSize(420, 260)
        lower = QSplitter()
        lower.addWidget(chart_box)
        lower.addWidget(self.table)
        lower.setStretchFactor(0, 1)
        lower.setStretchFactor(1, 0)
        lower.setSizes([760, 520])
        # The table under the chart when the window is too narrow for both side by side.
        self._fit = StackWhenNarrow(self, lower)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addLayout(sides)
        layout.addWidget(self.weak)
        layout.addLayout(figures)
        layout.addWidget(lower, 1)

        for side in (self.attacker, self.defender):
            side.choice.currentIndexChanged.connect(self._picked)
            side.first.valueChanged.connect(self.recompute)
            side.second.valueChanged.connect(self.recompute)
        self.weak.toggled.connect(self.recompute)

    # --- Page protocol -------------------------------------------------------------------
    def widget(self) -> QWidget:
        return self

    def show_item(self, item: NavItem) -> None:
        self.reload()

    def on_changed(self, changed: Changed) -> None:
        if changed.touches("warbands"):
            self.reload()

    # --- choosing ------------------------------------------------------------------------
    def reload(self) -> None:
        def read() -> list[WarriorSheet]:
            db = self._ctx.db
            return [
                w
                for band in warbands.list_warbands(db)
                for w in warbands.show_warband(db, band.id).warriors
            ]

        self._ctx.ops.read(self, tr("Attack odds"), read, self._show_warriors, key="warriors")

    def _show_warriors(self, warriors: list[WarriorSheet]) -> None:
        self.attacker.set_warriors(warriors)
        self.defender.set_warriors(warriors)
        self._picked()

    def choose(self, attacker: str | None, defender: str | None) -> None:
        """Pick two stored warriors ("Warband/Warrior") or typed numbers (None)."""
        self.attacker.choice.setCurrentText(attacker or typed())
        self.defender.choice.setCurrentText(defender or typed())

    def _picked(self, *_args: object) -> None:
        a, d = self.attacker.chosen(), self.defender.chosen()
        for spin, on in (
            (self.attacker.first, a is None),
            (self.attacker.second, a is None),
            (self.defender.first, d is None),
            (self.defender.second, d is None),
        ):
            spin.setEnabled(on)
        widgets = (self.attacker.first, self.attacker.second)
        for spin in (*widgets, self.defender.first, self.defender.second):
            spin.blockSignals(True)
        if a is not None:
            self.attacker.first.setValue(a.stats.attack)
            self.attacker.second.setValue(a.weapon.damage if a.weapon else 1)
        if d is not None:
            self.defender.first.setValue(d.stats.toughness)
            self.defender.second.setValue(d.stats.wounds)
        for spin in (*widgets, self.defender.first, self.defender.second):
            spin.blockSignals(False)
        self.recompute()

    def request(self) -> OddsRequest:
        return OddsRequest(
            self.attacker.first.value(),
            self.attacker.second.value(),
            self.defender.first.value(),
            self.defender.second.value(),
            self.weak.isChecked(),
        )

    # --- counting off the GUI thread -----------------------------------------------------
    def recompute(self, *_args: object) -> None:
        self._generation += 1
        job = _Count(self._generation, self.request())
        self._jobs.add(job)
        job.signals.done.connect(lambda gen, result, job=job: self._done(job, gen, result))
        self.status.setText(tr("Counting…"))
        QThreadPool.globalInstance().start(job)

    def idle(self) -> bool:
        return not self._jobs

    def _done(self, job: _Count, generation: int, result: object) -> None:
        self._jobs.discard(job)
        if generation != self._generation:
            return  # a newer request is on its way
        if isinstance(result, UserError):
            self.status.setText(f"✖ {i18n_text(result)}")
            return
        if isinstance(result, Exception):
            self._ctx.ops.report(tr("Attack odds"), result)
            return
        assert isinstance(result, OddsView)
        self.show_odds(result)

    def show_odds(self, view: OddsView) -> None:
        self.view = view
        weak = tr(" (Weak Attack: {dice} dice)").format(dice=view.attack_dice) if view.weak else ""
        self.status.setText(
            tr(
                "{attack} ATTACK dice × {damage} damage against "
                "{toughness} TOUGHNESS dice and {wounds} WOUNDS{weak}"
            ).format(
                attack=view.attack_dice,
                damage=view.damage,
                toughness=view.toughness_dice,
                wounds=view.wounds,
                weak=weak,
            )
        )
        kill = view.kill_chance
        self.kill.setText(
            tr("Chance to kill: {fraction} = {percent}").format(
                fraction=kill.fraction, percent=percent(kill.p)
            )
        )
        exp = view.expected_damage
        self.expected.setText(
            tr("Expected damage: {fraction} ≈ {value}").format(
                fraction=exp.fraction, value=number(float(exp.value), 3)
            )
        )
        self.model.set_rows(view.rows)
        # The table keeps its columns whole at any font size; the chart takes the rest.
        table = self.table
        table.resizeColumnsToContents()
        room = table.verticalScrollBar().sizeHint().width() + 2 * table.frameWidth() + 2
        table.setMinimumWidth(table.horizontalHeader().length() + room)
        self._fit.fit()
        self._chart().show_odds(view)
        self.computed.emit(view)

    def _chart(self) -> OddsChart:
        if self.chart is None:  # QtCharts is imported the first time a chart is shown
            self.chart = OddsChart()
            self.chart_holder.addWidget(self.chart.widget)
        return self.chart
