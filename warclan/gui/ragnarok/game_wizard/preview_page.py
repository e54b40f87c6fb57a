"""Preview: the whole sequence as the service's dry run worked it out, and every die with
its origin. Finish commits exactly this."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSplitter, QTableView, QTextBrowser

from warclan.gui.ragnarok.game_wizard.base import PREVIEW, StepPage
from warclan.gui.ragnarok.game_wizard.injuries_page import consequence
from warclan.gui.ragnarok.wizard_models import DiceModel, DieRow
from warclan.gui.signs import modifier
from warclan.gui.widgets import show_harmlessly
from warclan.services.ragnarok.game_night import SequenceOutcome

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


def summary_html(outcome: SequenceOutcome) -> str:
    r = outcome.result
    lines = [
        f"<h3>{escape(r.clan)}: post-game sequence</h3>",
        f"<p><b>1 Glory:</b> scenario {r.scenario_glory}, catch-up {r.catch_up_bonus} "
        f"({escape(outcome.catch_up_reason)}). Glory collected {r.glory_collected}; "
        f"War Clan Rank {r.rank_before} → {r.rank_after}.</p>",
    ]
    injuries = "".join(
        f"<li>{escape(i.warrior)}: {escape(consequence(i))}</li>" for i in r.injuries
    )
    lines.append(
        f"<p><b>2 Injuries:</b></p><ul>{injuries}</ul>"
        if injuries
        else "<p><b>2 Injuries:</b> nobody was removed from play.</p>"
    )
    if r.lost_items:
        lines.append(f"<p>Lost: {escape(', '.join(r.lost_items))}</p>")
    if r.raid:
        finds = ", ".join(r.raid.finds) or "no finds"
        lines.append(
            f"<p><b>3 Raid:</b> {r.raid.roll} {modifier(r.raid.modifier)} → "
            f"{escape(r.raid.result)}: "
            f"{r.raid.glory} Glory found, {escape(finds)}.</p>"
        )
    else:
        lines.append("<p><b>3 Raid:</b> no survivors, no raid.</p>")
    bought = "".join(f"<li>{escape(p.what)} — {p.glory_paid} Glory</li>" for p in r.purchases)
    lines.append(
        f"<p><b>4–6 Purchases:</b></p><ul>{bought}</ul>"
        if bought
        else "<p><b>4–6 Purchases:</b> none.</p>"
    )
    lines.append(f"<p><b>Unspent Glory afterwards: {r.unspent_glory}</b></p>")
    return "".join(lines)


class PreviewPage(StepPage):
    page_id = PREVIEW

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(
            wizard,
            "Preview",
            "This is what Finish saves, as one unit. Go Back to change anything; Cancel "
            "saves nothing.",
        )
        self.text = QTextBrowser()
        self.text.setAccessibleName("Sequence summary")
        self.dice = DiceModel(self)
        self.dice_view = QTableView()
        show_harmlessly(self.dice_view)
        self.dice_view.setModel(self.dice)
        self.dice_view.setAccessibleName("Every die and its origin")
        self.dice_view.setTabKeyNavigation(False)
        self.dice_view.verticalHeader().hide()
        self.dice_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.dice_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.dice_view.horizontalHeader().setStretchLastSection(True)
        splitter = QSplitter(Qt.Orientation.Vertical)  # the dice table needs the width
        splitter.addWidget(self.text)
        splitter.addWidget(self.dice_view)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        self.body.addWidget(splitter, 1)
        self.setFinalPage(True)

    def show_outcome(self, outcome: SequenceOutcome | None) -> None:
        if outcome is None:
            self.text.setHtml("")
            self.dice.set_rows([])
            return
        self.text.setHtml(summary_html(outcome))
        self.dice.set_rows([DieRow(d, outcome.result.seed) for d in outcome.result.dice])
