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

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget, QWizard

from warclan.errors import UserError
from warclan.gui.context import AppContext
from warclan.gui.help import context_help
from warclan.gui.i18n import text as i18n_text
from warclan.gui.i18n import tr
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
from warclan.gui.window_state import remember_dialog
from warclan.services.ragnarok import campaigns, clans, game_night, pending, price_list
from warclan.services.ragnarok.dto import ClanView, WarriorView
from warclan.services.ragnarok.game_night import SequenceOutcome
from warclan.services.ragnarok.game_results import GameView
from warclan.services.ragnarok.games import Side
from warclan.services.ragnarok.pending import PendingSequence
from warclan.services.ragnarok.post_game import InjuryDice

if TYPE_CHECKING:
    from warclan.services.ragnarok.price_list import PriceList
    from warclan.services.ragnarok.tracker import TrackerView
    from warclan.store.database import Database

T = TypeVar("T")
DryRun = Callable[[SequenceOutcome | None, str | None], None]


@dataclass(frozen=True)
class WizardData:
    """What the wizard shows before the first dry run, read on a pool thread
    (``load``) before it opens: the prices, and the War Clans with their warriors (the
    campaign's active clans; in continue mode the sequences waiting and their clans)."""

    prices: PriceList
    clans: tuple[ClanView, ...]
    waiting: tuple[PendingSequence, ...] = ()

    @staticmethod
    def load(db: Database, campaign_id: int, continue_mode: bool) -> WizardData:
        prices = price_list.price_list(db, campaign_id)
        if continue_mode:
            waiting = tuple(pending.pending_sequences(db, campaign_id))
            ids = dict.fromkeys(w.clan_id for w in waiting)
            return WizardData(prices, tuple(clans.show_clan(db, i) for i in ids), waiting)
        overview = campaigns.campaign_overview(db, campaign_id)
        found = tuple(clans.show_clan(db, s.id) for s in overview.clans if s.active)
        return WizardData(prices, found)


class GameWizard(QWizard):
    """``continue_mode`` False: record a new game (Sides first); True: resume a pending
    sequence (pick it first; ``clan_id`` preselects one)."""

    saved = Signal(object)  # GameNight or SequenceOutcome, once committed

    def __init__(
        self,
        ctx: AppContext,
        campaign_id: int,
        data: WizardData,
        parent: QWidget | None = None,
        *,
        continue_mode: bool = False,
        clan_id: int | None = None,
        tracked: TrackerView | None = None,
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.tracked = tracked
        self.tracker_id = tracked.id if tracked is not None else None
        self.campaign_id = campaign_id
        self.continue_mode = continue_mode
        self.busy = False
        self.committed: object | None = None
        self.draft = Draft()
        self.clan_warriors: tuple[WarriorView, ...] = ()
        self.data = data
        self.prices: PriceList | None = data.prices
        self.setWindowTitle(
            tr("Continue Post-Game Sequence") if continue_mode else tr("Record Game")
        )
        self.setAccessibleName(self.windowTitle())
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.setOption(QWizard.WizardOption.HaveFinishButtonOnEarlyPages, False)
        if continue_mode:
            self.pick_page = PickPage(self, data.waiting)
            self.setPage(PICK, self.pick_page)
        else:
            self._load_sides()
            self.sides_page = SidesPage(self)
            self.setPage(SIDES, self.sides_page)
            self.setOption(QWizard.WizardOption.HaveCustomButton1)
            self.setButtonText(QWizard.WizardButton.CustomButton1, tr("Record Game &Only"))
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
        remember_dialog(self, ctx.settings, "record_game")
        self.help = context_help(self, "record-game")  # F1: the window's cannot reach a modal
        if continue_mode:
            self.pick_page.choose(clan_id)

    # --- data ----------------------------------------------------------------------
    def _load_sides(self) -> None:
        tracked = {r.clan_id: r for r in self.tracked.result()} if self.tracked else {}
        for view in self.data.clans:
            playable = {
                w.id for w in view.warriors if w.status == "active" and not w.misses_next_game
            }
            side = SideDraft(view.id, view.name, view.warriors, fielded=playable)
            found = tracked.get(view.id)
            if self.tracked is not None:  # as the tracker saw the game
                side.played = found is not None
                if found is not None:
                    side.victory_points = found.victory_points
                    side.encounter_kills = found.encounter_kills
                    side.fielded = set(found.fielded)
                    side.removed = set(found.removed)
            self.draft.sides.append(side)

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
            view = next((c for c in self.data.clans if c.id == draft.clan_id), None)
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

    def dry_run_game(
        self, owner: QObject, answer: Callable[[GameView | None, str | None], None]
    ) -> None:
        """Sides page: would ``record_game`` accept these sides? Asked on a pool thread;
        ``answer`` gets (the game, None) or (None, the reason)."""
        if not any(s.played for s in self.draft.sides):
            answer(None, tr("tick the War Clans that played"))
            return
        db, camp, sides = self.ctx.db, self.campaign_id, self._sides()
        played_on, scenario = self.draft.played_on, self.draft.scenario
        tracker_id = self.tracker_id

        def work() -> GameView | None:
            night = game_night.record_and_run(
                db,
                camp,
                sides,
                played_on=played_on,
                scenario=scenario,
                dry_run=True,
                tracker_id=tracker_id,
            )
            return night.game

        self.ctx.ops.read(
            owner,
            self.windowTitle(),
            work,
            lambda game: answer(game, None),
            key="dry_run",
            on_refused=lambda reason: answer(None, reason),
        )

    def _sequence_work(self, steps: int, dry_run: bool) -> Callable[[], SequenceOutcome]:
        """The sequence call for what the pages hold now, to run on a pool thread (the
        draft is read here, on the GUI thread, never there)."""
        draft = self.draft
        assert draft.clan_id is not None
        dice = draft.injury_dice() if steps >= 2 else InjuryDice()
        orders = draft.orders()
        db, clan = self.ctx.db, draft.clan_id
        if self.continue_mode:
            assert draft.game_id is not None
            game = draft.game_id
            return lambda: game_night.run_sequence(
                db, game, clan, dice, orders, dry_run=dry_run, steps=steps
            )
        camp, sides, played_on, scenario = (
            self.campaign_id,
            self._sides(),
            draft.played_on,
            draft.scenario,
        )
        tracker_id = self.tracker_id

        def work() -> SequenceOutcome:
            night = game_night.record_and_run(
                db,
                camp,
                sides,
                clan,
                dice,
                orders,
                played_on=played_on,
                scenario=scenario,
                dry_run=dry_run,
                steps=steps,
                tracker_id=tracker_id,
            )
            assert night.sequence is not None
            return night.sequence

        return work

    def dry_run(self, steps: int, owner: QObject, answer: DryRun) -> None:
        """The sequence up to ``steps``, dry-run on a pool thread; ``answer`` gets
        (the outcome, None) or (None, the reason), unless the page asked again since."""
        try:
            work = self._sequence_work(steps, dry_run=True)
        except UserError as exc:  # dice typed badly: refused before any query
            answer(None, i18n_text(exc))
            return
        self.ctx.ops.read(
            owner,
            self.windowTitle(),
            work,
            lambda outcome: answer(outcome, None),
            key="dry_run",
            on_refused=lambda reason: answer(None, reason),
        )

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
            label = tr("Record game")
            tracker_id = self.tracker_id

            def work() -> object:
                return game_night.record_and_run(
                    db, camp, sides, played_on=played_on, scenario=scenario, tracker_id=tracker_id
                )

        else:
            label = (
                tr("Run the post-game sequence for {clan}").format(clan=clan)
                if clan
                else tr("Run the sequence")
            )
            work = self._sequence_work(6, dry_run=False)

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
