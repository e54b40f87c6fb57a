"""What every sequence page shares: the unspent-Glory line at the top, the reason Next
is disabled at the bottom, and a dry run of the sequence up to the page's step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget, QWizardPage

from warclan.gui.i18n import number, tr
from warclan.services.ragnarok.game_night import SequenceOutcome

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard

CHECKING = "checking…"  # a page's problem while its dry run is on its way (a key: not shown)
# QWizard page ids, in the rules' order.
SIDES, PICK, GLORY, INJURIES, RAID, IMPROVE, RECRUIT, BUY, PREVIEW = range(9)
STEP_OF_PAGE = {GLORY: 1, INJURIES: 2, RAID: 3, IMPROVE: 4, RECRUIT: 5, BUY: 6, PREVIEW: 6}


def step_texts(page_id: int) -> tuple[str, str]:
    """A sequence page's title and subtitle, in the window's language (a call, not a
    constant: the translator is installed after import)."""
    return {
        GLORY: (
            tr("Step 1 — Record Glory"),
            tr(
                "20 Glory per Victory Point and 10 per encounter model killed, plus the "
                "catch-up bonus for a clan that joined a running campaign."
            ),
        ),
        INJURIES: (
            tr("Step 2 — Determine Injuries"),
            # Two lines at 150 %: the order of the dice is in each field's placeholder.
            tr(
                "For each warrior removed from play, type the dice rolled at the table in "
                "order, or press Roll to let warclan roll them."
            ),
        ),
        RAID: (
            tr("Step 3 — Raid"),
            tr(
                "If any warrior survived, roll 2D6 on the Raid Table (modified by the number "
                "of survivors). Finds go to the clan's stores."
            ),
        ),
        IMPROVE: (
            tr("Step 4 — Improve and imprint God Powers"),
            tr(
                "Warriors still on the battlefield at the end of the game may raise a stat or "
                "have a God Power imprinted, paying Glory."
            ),
        ),
        RECRUIT: (
            tr("Step 5 — Recruit"),
            tr(
                "Buy new warriors from the campaign's profiles. Leave the name empty to "
                "number the profile name."
            ),
        ),
        BUY: (
            tr("Step 6 — Buy items and God Powers"),
            tr("Equipment, artifacts and God Powers for the clan's warriors, new recruits too."),
        ),
        PREVIEW: (
            tr("Preview"),
            tr(
                "This is what Finish saves, as one unit. Go Back to change anything; Cancel "
                "saves nothing."
            ),
        ),
    }[page_id]


class StepPage(QWizardPage):
    page_id = GLORY

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__()
        self.wiz = wizard
        title, subtitle = step_texts(self.page_id)
        self.setTitle(title)
        self.setSubTitle(subtitle)
        self.problem: str | None = None
        self.outcome: SequenceOutcome | None = None
        self.glory = QLabel()
        self.glory.setAccessibleName(tr("Unspent Glory"))
        font = self.glory.font()
        font.setBold(True)
        self.glory.setFont(font)
        self.glory.setWordWrap(True)  # three figures: two lines at 150 % or in German
        self.reason = QLabel()
        self.reason.setAccessibleName(tr("Why Next is disabled"))
        self.reason.setWordWrap(True)
        self.body = QVBoxLayout()
        layout = QVBoxLayout(self)
        layout.addWidget(self.glory)
        layout.addLayout(self.body, 1)
        layout.addWidget(self.reason)

    def initializePage(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Dry-run the sequence up to this page's step (on a pool thread) and show it, or
        why not, when it answers; Next waits for the answer."""
        self.problem = CHECKING
        self.reason.setText(tr("Checking with the rules…"))
        self.completeChanged.emit()
        self.wiz.dry_run(STEP_OF_PAGE[self.page_id], self, self.answered)

    def answered(self, outcome: SequenceOutcome | None, problem: str | None) -> None:
        self.problem = problem
        if outcome is not None:
            self.outcome = outcome
            result = outcome.result
            self.glory.setText(
                tr(
                    "{clan} — unspent Glory: {unspent}   ·   Glory collected: {collected}   ·   "
                    "War Clan Rank: {before} → {after}"
                ).format(
                    clan=result.clan,
                    unspent=number(result.unspent_glory),
                    collected=number(result.glory_collected),
                    before=number(result.rank_before),
                    after=number(result.rank_after),
                )
            )
        self.show_outcome(outcome)
        self.reason.setText(
            tr("⚠ Cannot go on: {problem}").format(problem=problem) if problem else ""
        )
        self.completeChanged.emit()

    def show_outcome(self, outcome: SequenceOutcome | None) -> None:
        """Fill the page from the dry run (None: it was refused; keep what is shown)."""

    def first_field(self) -> QWidget | None:
        """Where the keyboard starts on this page (the wizard focuses it on arrival),
        so that a player types the dice without reaching for the mouse."""
        return None

    def isComplete(self) -> bool:
        return self.problem is None and not self.wiz.busy
