"""Step 3, Raid: one 2D6 on the Raid Table if anyone survived, entered or rolled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QSpinBox, QWidget

from warclan.gui.i18n import number, tr
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
        super().__init__(wizard)
        self.roll = QSpinBox()
        self.roll.setRange(NOT_ENTERED, 12)
        self.roll.setSpecialValueText(tr("not entered"))
        self.roll.setAccessibleName(tr("Raid roll (2D6)"))
        self.rolled = QCheckBox(tr("Let warclan roll it"))
        self.rolled.setAccessibleName(tr("Let warclan roll the raid"))
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setAccessibleName(tr("Raid result"))
        form = QFormLayout()
        form.addRow(tr("Raid roll (2D6) rolled at the table:"), self.roll)
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
            self.result.setText(tr("Nobody survived on the battlefield: no raid this time."))
            self.roll.setEnabled(False)
            self.rolled.setEnabled(False)
            return
        die = next(d for d in result.dice if d.purpose == "the raid")  # the rules' key
        house = tr(" (house rule table)") if raid.house_rule else ""
        finds = ", ".join(raid.finds) or tr("nothing for the stores")
        self.result.setText(
            tr("Survivors: {names} ({count}).").format(
                names=", ".join(raid.survivors), count=number(len(raid.survivors))
            )
            + "<br>"
            + tr(
                "Roll {roll} {modifier} for survivors → <b>{result}</b>{house}: {glory} Glory "
                "found; {finds}."
            ).format(
                roll=raid.roll,
                modifier=modifier(raid.modifier),
                result=raid.result,
                house=house,
                glory=number(raid.glory),
                finds=finds,
            )
            + "<br>"
            + tr("The roll: {origin}.").format(origin=origin_text(die.origin, result.seed))
        )
