"""Page 1, Sides: which clans played, their VP and encounter kills, who was fielded and
who was removed from play. The services decide who may play and who sits out; the page
dry-runs ``record_game`` as the player clicks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDate
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
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from warclan.gui import i18n
from warclan.gui.i18n import tr
from warclan.gui.ragnarok.game_wizard.base import CHECKING, GLORY
from warclan.gui.ragnarok.game_wizard.models import FieldingModel, SideDraft
from warclan.gui.widgets import plain_table

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard
    from warclan.services.ragnarok.game_results import GameView


class ClanSideBox(QGroupBox):
    def __init__(self, side: SideDraft, page: SidesPage) -> None:
        super().__init__(side.clan)
        self.side = side
        self.setCheckable(True)
        self.setChecked(False)
        self.setAccessibleName(tr("{clan} played").format(clan=side.clan))
        self.vp = QSpinBox()
        self.vp.setRange(0, 1000)
        self.vp.setAccessibleName(tr("{clan} Victory Points").format(clan=side.clan))
        self.kills = QSpinBox()
        self.kills.setRange(0, 1000)
        self.kills.setAccessibleName(tr("{clan} encounter kills").format(clan=side.clan))
        self.model = FieldingModel(side, self)
        self.table = plain_table(self.model, tr("{clan} warriors").format(clan=side.clan))
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        rows = max(1, len(side.warriors))
        self.table.setMinimumHeight(
            self.table.horizontalHeader().sizeHint().height()
            + rows * self.table.verticalHeader().defaultSectionSize()
            + 4
        )
        numbers = QHBoxLayout()
        numbers.addWidget(QLabel(tr("Victory Points:")))
        numbers.addWidget(self.vp)
        numbers.addSpacing(16)
        numbers.addWidget(QLabel(tr("Encounter kills:")))
        numbers.addWidget(self.kills)
        numbers.addStretch(1)
        self.note = QLabel()
        self.note.setWordWrap(True)
        box = QVBoxLayout(self)
        box.addLayout(numbers)
        box.addWidget(self.table)
        box.addWidget(self.note)
        # As the draft has it (a game played with the tracker fills it in beforehand).
        self.setChecked(side.played)
        self.vp.setValue(side.victory_points)
        self.kills.setValue(side.encounter_kills)
        self.toggled.connect(self._played)
        self.vp.valueChanged.connect(self._numbers)
        self.kills.valueChanged.connect(self._numbers)
        self.model.dataChanged.connect(lambda *_a: page.changed())
        self._page = page

    def _played(self, on: bool) -> None:
        self.side.played = on
        self._page.changed()

    def _numbers(self) -> None:
        self.side.victory_points = self.vp.value()
        self.side.encounter_kills = self.kills.value()
        self._page.changed()


class SidesPage(QWizardPage):
    def __init__(self, wizard: GameWizard) -> None:
        super().__init__()
        self.wiz = wizard
        self.setTitle(tr("Record Game — Sides"))
        # Two lines at 150 % (QWizard's header does not grow); the rest is on the page.
        self.setSubTitle(
            tr(
                "Tick each War Clan that played, then its Victory Points, encounter kills, "
                "who was fielded and who was removed from play."
            )
        )
        self.next_note = QLabel(
            tr(
                "Next runs one clan's post-game sequence; “Record Game Only” saves the game "
                "and leaves every sequence for later."
            )
        )
        self.next_note.setWordWrap(True)
        self.problem: str | None = None
        self.scenario = QLineEdit()
        self.scenario.setAccessibleName(tr("Scenario"))
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat(i18n.date_format())
        self.date.setAccessibleName(tr("Date played"))
        self.sequence_for = QComboBox()
        self.sequence_for.setAccessibleName(tr("Run the post-game sequence now for"))
        form = QFormLayout()
        form.addRow(tr("&Scenario:"), self.scenario)
        form.addRow(tr("&Date:"), self.date)
        form.addRow(tr("Run the post-game &sequence now for:"), self.sequence_for)
        self.boxes = [ClanSideBox(side, self) for side in wizard.draft.sides]
        holder = QWidget()
        column = QVBoxLayout(holder)
        for box in self.boxes:
            column.addWidget(box)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setAccessibleName(tr("Why Next is disabled"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.next_note)
        layout.addWidget(self.reason)
        self.scenario.textChanged.connect(self.changed)
        self.date.dateChanged.connect(self.changed)
        self.sequence_for.currentIndexChanged.connect(self._pick)
        self._fill_choice()
        self.changed()

    def box(self, clan: str) -> ClanSideBox:
        return next(b for b in self.boxes if b.side.clan == clan)

    def _fill_choice(self) -> None:
        current = self.sequence_for.currentData()
        self.sequence_for.blockSignals(True)
        self.sequence_for.clear()
        for side in self.wiz.draft.sides:
            if side.played:
                self.sequence_for.addItem(side.clan, side.clan_id)
        at = self.sequence_for.findData(current)
        self.sequence_for.setCurrentIndex(max(at, 0))
        self.sequence_for.blockSignals(False)
        self._pick()

    def _pick(self) -> None:
        self.wiz.draft.clan_id = self.sequence_for.currentData()
        self.completeChanged.emit()

    def changed(self) -> None:
        draft = self.wiz.draft
        draft.scenario = self.scenario.text()
        draft.played_on = self.date.date().toPython()  # type: ignore[assignment]
        if self.sequence_for.count() != sum(s.played for s in draft.sides) + 1:
            self._fill_choice()
        self.problem = CHECKING
        self.reason.setText(tr("Checking with the rules…"))
        self.completeChanged.emit()
        self.wiz.dry_run_game(self, self._answered)

    def _answered(self, game: GameView | None, problem: str | None) -> None:
        if game is not None:
            fielded = {s.clan_id: s for s in game.sides}
            for box in self.boxes:
                result = fielded.get(box.side.clan_id)
                if result is not None and not result.fielded:
                    box.note.setText(
                        tr("{clan} sits this game out: nobody can be fielded.").format(
                            clan=box.side.clan
                        )
                    )
                else:
                    box.note.setText("")
        self.problem = problem
        self.reason.setText(
            tr("⚠ Cannot go on: {problem}").format(problem=problem) if problem else ""
        )
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return self.problem is None and not self.wiz.busy and self.wiz.draft.clan_id is not None

    def nextId(self) -> int:
        return GLORY
