"""The Record Game / Continue Post-Game Sequence wizard (MekHQ's post-battle shape):
Sides (or: pick a pending sequence) → Glory → Injuries → Raid → Improve → Recruit →
Buy → Preview.

Nothing is written before Finish. Every page dry-runs, through the services, the game
(when it is new) plus the chosen clan's sequence up to that page's step, and rolls it
all back; Finish runs the very same call for real, on a pool thread through ``ctx.ops``,
so the game and that clan's sequence are saved as one unit (``game_night``). Cancel at
any page therefore changes nothing. The other clans of the game are then pending, listed
by Campaign ▸ Continue Post-Game Sequence… (this wizard in "continue" mode).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QWidget, QWizard

from warclan.errors import UserError
from warclan.gui.context import AppContext
from warclan.gui.ops import Changed
from warclan.gui.ragnarok.game_wizard.base import (
    BUY,
    GLORY,
    IMPROVE,
    INJURIES,
    PICK,
    PREVIEW,
    RAID,
    RECRUIT,
    SIDES,
    StepPage,
)
from warclan.gui.ragnarok.game_wizard.buy_page import BuyPage
from warclan.gui.ragnarok.game_wizard.glory_page import GloryPage
from warclan.gui.ragnarok.game_wizard.improve_page import ImprovePage
from warclan.gui.ragnarok.game_wizard.injuries_page import InjuriesPage
from warclan.gui.ragnarok.game_wizard.models import Draft, SideDraft
from warclan.gui.ragnarok.game_wizard.pick_page import PickPage
from warclan.gui.ragnarok.game_wizard.preview_page import PreviewPage
from warclan.gui.ragnarok.game_wizard.raid_page import RaidPage
from warclan.gui.ragnarok.game_wizard.recruit_page import RecruitPage
from warclan.gui.ragnarok.game_wizard.sides_page import SidesPage
from warclan.services.ragnarok import campaigns, clans, game_night, pending, price_list
from warclan.services.ragnarok.dto import WarriorView
from warclan.services.ragnarok.game_night import SequenceOutcome
from warclan.services.ragnarok.game_results import GameView
from warclan.services.ragnarok.games import Side
from warclan.services.ragnarok.pending import PendingSequence
from warclan.services.ragnarok.post_game import InjuryDice

T = TypeVar("T")


class GameWizard(QWizard):
    """``continue_mode`` False: record a new game (Sides first); True: resume a pending
    sequence (pick it first; ``clan_id`` preselects one)."""

    saved = Signal(object)  # GameNight or SequenceOutcome, once committed

    def __init__(
        self,
        ctx: AppContext,
        campaign_id: int,
        parent: QWidget | None = None,
        *,
        continue_mode: bool = False,
        clan_id: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.campaign_id = campaign_id
        self.continue_mode = continue_mode
        self.busy = False
        self.committed: object | None = None
        self.draft = Draft()
        self.clan_warriors: tuple[WarriorView, ...] = ()
        self.prices = ctx.ops.call("Price list", lambda: price_list.price_list(ctx.db, campaign_id))
        self.setWindowTitle("Continue Post-Game Sequence" if continue_mode else "Record Game")
        self.setAccessibleName(self.windowTitle())
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.setOption(QWizard.WizardOption.HaveFinishButtonOnEarlyPages, False)
        if continue_mode:
            waiting = ctx.ops.call(
                "Sequences not run", lambda: pending.pending_sequences(ctx.db, campaign_id)
            )
            self.pick_page = PickPage(self, waiting or ())
            self.setPage(PICK, self.pick_page)
        else:
            self._load_sides()
            self.sides_page = SidesPage(self)
            self.setPage(SIDES, self.sides_page)
            self.setOption(QWizard.WizardOption.HaveCustomButton1)
            self.setButtonText(QWizard.WizardButton.CustomButton1, "Record Game &Only")
            self.record_only_button = self.button(QWizard.WizardButton.CustomButton1)
            self.record_only_button.clicked.connect(self.record_only)
            self.currentIdChanged.connect(self._sides_buttons)
            self.sides_page.completeChanged.connect(self._sides_buttons)
        self.glory_page = GloryPage(self)
        self.injuries_page = InjuriesPage(self)
        self.raid_page = RaidPage(self)
        self.improve_page = ImprovePage(self)
        self.recruit_page = RecruitPage(self)
        self.buy_page = BuyPage(self)
        self.preview_page = PreviewPage(self)
        for page in (
            self.glory_page,
            self.injuries_page,
            self.raid_page,
            self.improve_page,
            self.recruit_page,
            self.buy_page,
            self.preview_page,
        ):
            self.setPage(page.page_id, page)
        self.resize(960, 640)
        if continue_mode:
            self.pick_page.choose(clan_id)

    # --- data ----------------------------------------------------------------------
    def _load_sides(self) -> None:
        db, camp = self.ctx.db, self.campaign_id
        overview = self.ctx.ops.call("Campaign", lambda: campaigns.campaign_overview(db, camp))
        for summary in overview.clans if overview else ():
            if not summary.active:
                continue
            view = self.ctx.ops.call("War Clan", partial(clans.show_clan, db, summary.id))
            if view is None:
                continue
            playable = {
                w.id for w in view.warriors if w.status == "active" and not w.misses_next_game
            }
            self.draft.sides.append(SideDraft(view.id, view.name, view.warriors, fielded=playable))

    def pick(self, item: PendingSequence | None) -> None:
        """Continue mode: the chosen pending sequence."""
        self.draft.game_id = item.game_id if item else None
        self.draft.clan_id = item.clan_id if item else None
        self.draft.removed = item.removed if item else ()

    def warrior_names(self) -> list[str]:
        return [w.name for w in self.clan_warriors if w.in_clan]

    def power_name(self, key: str) -> str:
        return (
            next((p.name for p in self.prices.powers if p.key == key), key) if self.prices else key
        )

    def item_name(self, key: str) -> str:
        return (
            next((i.name for i in self.prices.items if i.key == key), key) if self.prices else key
        )

    def profile_name(self, key: str) -> str:
        found = (p.name for p in self.prices.profiles if p.key == key) if self.prices else ()
        return next(iter(found), key)

    def initializePage(self, page_id: int) -> None:
        if page_id == GLORY:
            self._enter_sequence()
        super().initializePage(page_id)
        page = self.page(page_id)
        first = page.first_field() if isinstance(page, StepPage) else None
        if first is not None:  # after QWizard has put the focus on its buttons
            QTimer.singleShot(0, first.setFocus)

    def _enter_sequence(self) -> None:
        draft = self.draft
        if not self.continue_mode:
            side = next(s for s in draft.sides if s.clan_id == draft.clan_id)
            draft.removed = side.removed_names()
            self.clan_warriors = side.warriors
        elif draft.clan_id is not None:
            db, clan = self.ctx.db, draft.clan_id
            view = self.ctx.ops.call("War Clan", lambda: clans.show_clan(db, clan))
            self.clan_warriors = view.warriors if view else ()
        # Dice typed for warriors no longer removed would be refused as "not needed".
        draft.dice_text = {k: v for k, v in draft.dice_text.items() if k in draft.removed}
        draft.rolled &= set(draft.removed)

    def _sides_buttons(self) -> None:
        on_sides = self.currentId() == SIDES
        self.record_only_button.setVisible(on_sides)
        self.record_only_button.setEnabled(
            on_sides and self.sides_page.problem is None and not self.busy
        )

    def record_only(self) -> None:
        """Save the game alone; every clan's sequence is then pending."""
        if self.currentId() == SIDES and self.sides_page.problem is None:
            self.draft.clan_id = None
            self._commit()

    # --- dry runs and the commit -------------------------------------------------------
    def _sides(self) -> list[Side]:
        return [s.side() for s in self.draft.sides if s.played]

    def dry_run_game(self) -> tuple[GameView | None, str | None]:
        """Sides page: would ``record_game`` accept these sides?"""
        if not any(s.played for s in self.draft.sides):
            return None, "tick the War Clans that played"
        night, problem = self._guard(
            lambda: game_night.record_and_run(
                self.ctx.db,
                self.campaign_id,
                self._sides(),
                played_on=self.draft.played_on,
                scenario=self.draft.scenario,
                dry_run=True,
            )
        )
        return (night.game if night else None), problem

    def _sequence_call(self, steps: int, dry_run: bool) -> SequenceOutcome:
        draft = self.draft
        assert draft.clan_id is not None
        dice = draft.injury_dice() if steps >= 2 else InjuryDice()
        orders = draft.orders()
        if self.continue_mode:
            assert draft.game_id is not None
            return game_night.run_sequence(
                self.ctx.db,
                draft.game_id,
                draft.clan_id,
                dice,
                orders,
                dry_run=dry_run,
                steps=steps,
            )
        night = game_night.record_and_run(
            self.ctx.db,
            self.campaign_id,
            self._sides(),
            draft.clan_id,
            dice,
            orders,
            played_on=draft.played_on,
            scenario=draft.scenario,
            dry_run=dry_run,
            steps=steps,
        )
        assert night.sequence is not None
        return night.sequence

    def dry_run(self, steps: int) -> tuple[SequenceOutcome | None, str | None]:
        return self._guard(lambda: self._sequence_call(steps, dry_run=True))

    def _guard(self, fn: Callable[[], T]) -> tuple[T | None, str | None]:
        """Live validation: a refusal is the reason shown on the page, never a dialog;
        anything else is a bug and is reported."""
        try:
            return fn(), None
        except UserError as exc:  # a refusal, badly typed dice included
            return None, str(exc)
        except Exception as exc:
            self.ctx.ops.report(self.windowTitle(), exc, traceback.format_exc())
            return None, f"unexpected error: {exc}"

    def accept(self) -> None:
        """Finish: the same call as the dry runs, committed, off the GUI thread."""
        if self.busy or not self.currentPage().isComplete():
            return
        self._commit()

    def _commit(self) -> None:
        page = self.currentPage()
        self.busy = True
        page.completeChanged.emit()
        draft = self.draft
        record_only = not self.continue_mode and draft.clan_id is None
        clan = next((s.clan for s in draft.sides if s.clan_id == draft.clan_id), "")
        if record_only:
            db, camp, sides = self.ctx.db, self.campaign_id, self._sides()
            played_on, scenario = draft.played_on, draft.scenario
            label = "Record game"

            def work() -> object:
                return game_night.record_and_run(
                    db, camp, sides, played_on=played_on, scenario=scenario
                )
        else:
            label = f"Post-game sequence for {clan}" if clan else "Post-game sequence"

            def work() -> object:
                return self._sequence_call(6, dry_run=False)

        def done(result: object) -> None:
            self.busy = False
            self.committed = result
            self.saved.emit(result)
            super(GameWizard, self).accept()

        def failed(_exc: BaseException) -> None:
            self.busy = False
            page.completeChanged.emit()

        self.ctx.ops.run(
            label,
            work,
            changed=Changed.of("games", "clans", campaign_id=self.campaign_id),
            on_done=done,
            on_failed=failed,
        )


__all__ = ["BUY", "IMPROVE", "INJURIES", "PREVIEW", "RAID", "RECRUIT", "GameWizard"]
