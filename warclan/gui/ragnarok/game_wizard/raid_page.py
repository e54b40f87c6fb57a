"""Step 3, Raid: one 2D6 on the Raid Table if anyone survived, entered or rolled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QSpinBox, QWidget

from warclan.gui.ragnarok.game_wizard.base import RAID, StepPage
from warclan.gui.ragnarok.warrior_text import origin_text
from warclan.gui.signs import modifier
from warclan.services.ragnarok.game_night import SequenceOutcome

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard

NOT_ENTERED = 1  # the spin box's "not entered" position, below any 2D6


class RaidPage(StepPage):
    page_id = RAID

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(
            wizard,
            "Step 3 — Raid",
            "If any warrior survived, roll 2D6 on the Raid Table (modified by the number of "
            "survivors). Finds go to the clan's stores.",
        )
        self.roll = QSpinBox()
        self.roll.setRange(NOT_ENTERED, 12)
        self.roll.setSpecialValueText("not entered")
        self.roll.setAccessibleName("Raid roll (2D6)")
        self.rolled = QCheckBox("Let warclan roll it")
        self.rolled.setAccessibleName("Let warclan roll the raid")
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setAccessibleName("Raid result")
        form = QFormLayout()
        form.addRow("Raid roll (2D6) rolled at the table:", self.roll)
        form.addRow("", self.rolled)
        self.body.addLayout(form)
        self.body.addWidget(self.result)
        self.body.addStretch(1)
        self.roll.valueChanged.connect(self._changed)
        self.rolled.toggled.connect(self._changed)

    def _changed(self) -> None:
        draft = self.wiz.draft
        draft.raid_rolled = self.rolled.isChecked()
        self.roll.setEnabled(not draft.raid_rolled)
        value = self.roll.value()
        draft.raid_roll = None if value == NOT_ENTERED else value
        self.refresh()

    def first_field(self) -> QWidget | None:
        return self.roll if self.roll.isEnabled() else None

    def show_outcome(self, outcome: SequenceOutcome | None) -> None:
        if outcome is None:
            self.result.setText("")
            return
        result = outcome.result
        raid = result.raid
        if raid is None:
            self.result.setText("Nobody survived on the battlefield: no raid this time.")
            self.roll.setEnabled(False)
            self.rolled.setEnabled(False)
            return
        die = next(d for d in result.dice if d.purpose == "the raid")
        house = " (house rule table)" if raid.house_rule else ""
        finds = ", ".join(raid.finds) or "nothing for the stores"
        self.result.setText(
            f"Survivors: {', '.join(raid.survivors)} ({len(raid.survivors)}).<br>"
            f"Roll {raid.roll} {modifier(raid.modifier)} for survivors → "
            f"<b>{raid.result}</b>{house}: {raid.glory} Glory found; {finds}.<br>"
            f"The roll: {origin_text(die.origin, result.seed)}."
        )
