"""Step 2, Determine Injuries: a row per warrior removed from play. Type the dice rolled
at the table (injury 2D6, then for a severe wound the Severe Injury 2D6 and any re-roll
a cap forces, then the 1D6 equipment roll), or press Roll. Each row shows at once what
the service's dry run made of it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QPushButton, QWidget

from warclan.gui import i18n
from warclan.gui.i18n import tr
from warclan.gui.ragnarok.game_wizard.base import INJURIES, StepPage
from warclan.gui.ragnarok.game_wizard.models import DiceTextError
from warclan.gui.ragnarok.warrior_text import injury_result, origin_text
from warclan.gui.signs import minus_signs
from warclan.services.ragnarok.game_night import SequenceOutcome
from warclan.services.ragnarok.game_results import InjuryOutcomeView, PostGameResult

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


def consequence(injury: InjuryOutcomeView) -> str:
    parts = [
        tr("Injury roll {roll}: {result}").format(
            roll=injury.roll, result=injury_result(injury.result)
        )
    ]
    if injury.severe:
        rolls = injury.severe_rolls
        if len(rolls) > 1:
            parts.append(
                tr(
                    "Severe Injury rolls {rolls} (re-rolled: a result at its cap) → {injury}"
                ).format(rolls=", ".join(map(str, rolls)), injury=injury.severe)
            )
        else:
            parts.append(
                tr("Severe Injury roll {roll} → {injury}").format(
                    roll=rolls[0], injury=injury.severe
                )
            )
    if injury.penalty:
        parts.append(minus_signs(injury.penalty))
    if injury.becomes_blind:
        parts.append(tr("now Blind"))
    if injury.equipment_roll is not None:
        kept = (
            tr("loses all equipment and artifacts")
            if injury.loses_equipment
            else tr("keeps equipment")
        )
        parts.append(
            tr("equipment 1D6 {roll}: {kept}").format(roll=injury.equipment_roll, kept=kept)
        )
    if injury.dies:
        parts.append(tr("DIES and leaves the War Clan"))
    elif injury.removed:
        parts.append(tr("is REMOVED from the War Clan"))
    elif injury.misses_next_game:
        parts.append(tr("misses the next game"))
    if injury.raid_survivor and injury.result != "recovers":
        parts.append(tr("counts as a raid survivor"))
    return "; ".join(parts)


def dice_of(result: PostGameResult, warrior: str) -> str:
    mine = [d for d in result.dice if d.purpose.startswith(f"{warrior}'s ")]
    origins = {origin_text(d.origin, result.seed) for d in mine}
    if len(origins) == 1:  # all alike: say it once
        return f"{', '.join(str(d.value) for d in mine)} — {origins.pop()}"
    return ", ".join(f"{d.value} ({origin_text(d.origin, result.seed)})" for d in mine)


class InjuryRow:
    def __init__(self, page: InjuriesPage, grid: QGridLayout, row: int, warrior: str) -> None:
        self.warrior = warrior
        self.page = page
        self.name = QLabel(f"<b>{warrior}</b>")
        self.dice = QLineEdit(page.wiz.draft.dice_text.get(warrior, ""))
        self.dice.setPlaceholderText(tr("e.g. 4  (then severe 2D6, then 1D6)"))
        self.dice.setToolTip(
            tr(
                "In order: the injury 2D6; for a severe wound the Severe Injury 2D6 and any "
                "re-roll a cap forces; then the 1D6 for equipment."
            )
        )
        self.dice.setAccessibleName(tr("{warrior}'s dice").format(warrior=warrior))
        self.roll = QPushButton(tr("Roll"))
        self.roll.setCheckable(True)
        self.roll.setChecked(warrior in page.wiz.draft.rolled)
        self.roll.setAccessibleName(tr("Roll {warrior}'s dice").format(warrior=warrior))
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setAccessibleName(tr("{warrior}'s injury").format(warrior=warrior))
        grid.addWidget(self.name, row * 2, 0)
        grid.addWidget(self.dice, row * 2, 1)
        grid.addWidget(self.roll, row * 2, 2)
        grid.addWidget(self.result, row * 2 + 1, 1, 1, 2)
        self.dice.textChanged.connect(self._typed)
        self.roll.toggled.connect(self._rolled)
        self.dice.setEnabled(not self.roll.isChecked())
        self.roll.setText(tr("Rolled ✓") if self.roll.isChecked() else tr("Roll"))

    def _typed(self, text: str) -> None:
        self.page.wiz.draft.dice_text[self.warrior] = text
        self.page.refresh()

    def _rolled(self, on: bool) -> None:
        rolled = self.page.wiz.draft.rolled
        if on:
            rolled.add(self.warrior)
        else:
            rolled.discard(self.warrior)
        self.dice.setEnabled(not on)
        self.roll.setText(tr("Rolled ✓") if on else tr("Roll"))
        self.page.refresh()


class InjuriesPage(StepPage):
    page_id = INJURIES

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(wizard)
        self.holder = QWidget()
        self.grid = QGridLayout(self.holder)
        self.grid.setColumnStretch(1, 1)
        self.rows: list[InjuryRow] = []
        self.seed = QLabel()
        self.seed.setWordWrap(True)  # German is longer than the page is wide at 150 %
        self.seed.setAccessibleName(tr("Seed"))
        self.none = QLabel(tr("Nobody was removed from play: no injury rolls."))
        self.body.addWidget(self.none)
        self.body.addWidget(self.holder)
        self.body.addWidget(self.seed)
        self.body.addStretch(1)

    def initializePage(self) -> None:
        if [r.warrior for r in self.rows] != list(self.wiz.draft.removed):
            for row in self.rows:
                for widget in (row.name, row.dice, row.roll, row.result):
                    widget.deleteLater()
            self.rows = [
                InjuryRow(self, self.grid, i, w) for i, w in enumerate(self.wiz.draft.removed)
            ]
        self.none.setVisible(not self.rows)
        super().initializePage()

    def first_field(self) -> QWidget | None:
        return self.rows[0].dice if self.rows else None

    def refresh(self) -> None:
        try:
            self.wiz.draft.injury_dice()
        except DiceTextError as exc:
            self.problem = i18n.text(exc)
            self.reason.setText(tr("⚠ Cannot go on: {problem}").format(problem=self.problem))
            self.completeChanged.emit()
            return
        super().refresh()

    def show_outcome(self, outcome: SequenceOutcome | None) -> None:
        draft = self.wiz.draft
        self.seed.setText(
            tr("Dice warclan rolls use seed {seed} (the same seed repeats the same dice).").format(
                seed=draft.seed
            )
            if draft.rolling()
            else tr("All dice are entered from the table.")
        )
        if outcome is None:
            for row in self.rows:
                row.result.setText(tr("…waiting for the dice (see below)"))
            return
        found = {i.warrior: i for i in outcome.result.injuries}
        for row in self.rows:
            injury = found.get(row.warrior)
            if injury is None:
                row.result.setText("")
                continue
            row.result.setText(
                tr("{consequence}.  Dice: {dice}").format(
                    consequence=consequence(injury), dice=dice_of(outcome.result, row.warrior)
                )
            )
