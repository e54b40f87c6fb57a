"""Step 1, Record Glory: scenario Glory (20 per VP, 10 per encounter kill) and the
catch-up bonus with the reason it applies or not, all from the service's dry run."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel

from warclan.gui.ragnarok.game_wizard.base import GLORY, StepPage
from warclan.services.ragnarok.game_night import SequenceOutcome

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


class GloryPage(StepPage):
    page_id = GLORY

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(
            wizard,
            "Step 1 — Record Glory",
            "20 Glory per Victory Point and 10 per encounter model killed, plus the catch-up "
            "bonus for a clan that joined a running campaign.",
        )
        self.scenario = QLabel()
        self.bonus = QLabel()
        self.bonus.setWordWrap(True)
        self.total = QLabel()
        for label, name in (
            (self.scenario, "Scenario Glory"),
            (self.bonus, "Catch-up bonus"),
            (self.total, "Glory collected"),
        ):
            label.setAccessibleName(name)
            self.body.addWidget(label)
        self.body.addStretch(1)

    def show_outcome(self, outcome: SequenceOutcome | None) -> None:
        if outcome is None:
            return
        result = outcome.result
        self.scenario.setText(f"Scenario Glory: {result.scenario_glory}")
        self.bonus.setText(f"Catch-up bonus: {result.catch_up_bonus} — {outcome.catch_up_reason}")
        self.total.setText(
            f"Glory collected after this game: {result.glory_collected} "
            f"(War Clan Rank {result.rank_before} → {result.rank_after})"
        )
