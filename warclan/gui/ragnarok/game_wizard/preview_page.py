"""Preview: the whole sequence as the service's dry run worked it out, and every die with
its origin. Finish commits exactly this."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSplitter, QTextBrowser

from warclan.gui import i18n
from warclan.gui.i18n import number, tr
from warclan.gui.ragnarok.game_wizard.base import PREVIEW, StepPage
from warclan.gui.ragnarok.game_wizard.injuries_page import consequence
from warclan.gui.ragnarok.wizard_models import DiceModel, DieRow
from warclan.gui.signs import modifier
from warclan.gui.widgets import plain_table
from warclan.services.ragnarok.game_night import SequenceOutcome

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


def summary_html(outcome: SequenceOutcome) -> str:
    r = outcome.result
    n = number
    lines = [
        "<h3>"
        + tr("{clan}: post-game sequence").format(clan=escape(r.clan))
        + "</h3><p>"
        + tr(
            "<b>1 Glory:</b> scenario {scenario}, catch-up {bonus} ({reason}). Glory "
            "collected {collected}; War Clan Rank {before} → {after}."
        ).format(
            scenario=n(r.scenario_glory),
            bonus=n(r.catch_up_bonus),
            reason=escape(i18n.text(outcome.catch_up_reason)),
            collected=n(r.glory_collected),
            before=n(r.rank_before),
            after=n(r.rank_after),
        )
        + "</p>",
    ]
    injuries = "".join(
        f"<li>{escape(i.warrior)}: {escape(consequence(i))}</li>" for i in r.injuries
    )
    lines.append(
        "<p>" + tr("<b>2 Injuries:</b>") + f"</p><ul>{injuries}</ul>"
        if injuries
        else "<p>" + tr("<b>2 Injuries:</b> nobody was removed from play.") + "</p>"
    )
    if r.lost_items:
        lost = tr("Lost: {items}").format(items=", ".join(r.lost_items))
        lines.append(f"<p>{escape(lost)}</p>")
    if r.raid:
        finds = ", ".join(r.raid.finds) or tr("no finds")
        raid = tr("<b>3 Raid:</b> {roll} {modifier} → {result}: {glory} Glory found, {finds}.")
        lines.append(
            "<p>"
            + raid.format(
                roll=r.raid.roll,
                modifier=modifier(r.raid.modifier),
                result=escape(r.raid.result),
                glory=n(r.raid.glory),
                finds=escape(finds),
            )
            + "</p>"
        )
    else:
        lines.append("<p>" + tr("<b>3 Raid:</b> no survivors, no raid.") + "</p>")
    bought = "".join(
        f"<li>{escape(i18n.text(p.what))} — "
        + tr("{glory} Glory").format(glory=n(p.glory_paid))
        + "</li>"
        for p in r.purchases
    )
    lines.append(
        "<p>" + tr("<b>4–6 Purchases:</b>") + f"</p><ul>{bought}</ul>"
        if bought
        else "<p>" + tr("<b>4–6 Purchases:</b> none.") + "</p>"
    )
    unspent = tr("Unspent Glory afterwards: {glory}").format(glory=n(r.unspent_glory))
    lines.append(f"<p><b>{unspent}</b></p>")
    return "".join(lines)


class PreviewPage(StepPage):
    page_id = PREVIEW

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(wizard)
        self.text = QTextBrowser()
        self.text.setAccessibleName(tr("Sequence summary"))
        self.dice = DiceModel(self)
        self.dice_view = plain_table(self.dice, tr("Every die and its origin"))
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
