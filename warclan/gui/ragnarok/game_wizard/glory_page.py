"""Step 1, Record Glory: scenario Glory (20 per VP, 10 per encounter kill) and the
catch-up bonus with the reason it applies or not, all from the service's dry run."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel

from warclan.gui import i18n
from warclan.gui.i18n import number, tr
from warclan.gui.ragnarok.game_wizard.base import GLORY, StepPage
from warclan.services.ragnarok.game_night import SequenceOutcome

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


class GloryPage(StepPage):
    page_id = GLORY

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(wizard)
        self.scenario = QLabel()
        self.bonus = QLabel()
        self.bonus.setWordWrap(True)
        self.total = QLabel()
        for label, name in (
            (self.scenario, tr("Scenario Glory")),
            (self.bonus, tr("Catch-up bonus")),
            (self.total, tr("Glory collected")),
        ):
            label.setAccessibleName(name)
            self.body.addWidget(label)
        self.body.addStretch(1)

    def show_outcome(self, outcome: SequenceOutcome | None) -> None:
        if outcome is None:
            return
        result = outcome.result
        self.scenario.setText(
            tr("Scenario Glory: {glory}").format(glory=number(result.scenario_glory))
        )
        self.bonus.setText(
            tr("Catch-up bonus: {glory} — {reason}").format(
                glory=number(result.catch_up_bonus), reason=i18n.text(outcome.catch_up_reason)
            )
        )
        self.total.setText(
            tr(
                "Glory collected after this game: {glory} (War Clan Rank {before} → {after})"
            ).format(
                glory=number(result.glory_collected),
                before=number(result.rank_before),
                after=number(result.rank_after),
            )
        )
