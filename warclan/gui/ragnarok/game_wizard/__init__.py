"""Campaign ▸ Record Game… (Ctrl+G) and Continue Post-Game Sequence…: the wizard that
records a game and runs a clan's post-game sequence in the rules' order.

Both read what the wizard shows first on a pool thread, then open it window-modal
(non-blocking ``show()``); tests build ``GameWizard`` from ``WizardData`` directly.
After a Record Game wizard saves a clan's sequence, the
next clan still waiting in that game is offered straight away in a Continue wizard, and
after that one the next, until the game's last clan (Cancel there changes nothing and
leaves it listed for later).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from warclan.gui.context import AppContext
from warclan.gui.i18n import tr
from warclan.gui.ragnarok.game_wizard.wizard import GameWizard, WizardData
from warclan.services.ragnarok import pending
from warclan.services.ragnarok.pending import PendingSequence

if TYPE_CHECKING:
    from warclan.services.ragnarok.tracker import TrackerView

__all__ = ["GameWizard", "WizardData", "open_continue_sequence", "open_record_game_wizard"]


def _show(wizard: GameWizard) -> GameWizard:
    wizard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    wizard.setWindowModality(Qt.WindowModality.WindowModal)
    wizard.show()
    return wizard


def _open(
    ctx: AppContext,
    campaign_id: int,
    parent: QWidget,
    continue_mode: bool,
    clan_id: int | None = None,
    opened: Callable[[GameWizard], object] | None = None,
    tracked: TrackerView | None = None,
) -> None:
    """Read what the wizard shows first on a pool thread, then open it (window-modal,
    non-blocking); ``opened`` hears of it (tests)."""
    db = ctx.db

    def show(data: WizardData) -> None:
        wizard = GameWizard(
            ctx,
            campaign_id,
            data,
            parent,
            continue_mode=continue_mode,
            clan_id=clan_id,
            tracked=tracked,
        )
        wizard.saved.connect(lambda result: _offer_next(ctx, campaign_id, parent, result))
        _show(wizard)
        if opened is not None:
            opened(wizard)

    title = tr("Continue Post-Game Sequence") if continue_mode else tr("Record Game")
    ctx.ops.read(
        parent,
        title,
        lambda: WizardData.load(db, campaign_id, continue_mode),
        show,
        key="game_wizard",
    )


def open_record_game_wizard(
    ctx: AppContext,
    campaign_id: int,
    parent: QWidget,
    opened: Callable[[GameWizard], object] | None = None,
    tracked: TrackerView | None = None,
) -> None:
    """Record a game of ``campaign_id`` and run one clan's sequence with it; ``tracked``:
    a game played with the tracker, whose result fills in the sides."""
    _open(ctx, campaign_id, parent, False, opened=opened, tracked=tracked)


def open_continue_sequence(
    ctx: AppContext,
    campaign_id: int,
    parent: QWidget,
    clan_id: int | None = None,
    opened: Callable[[GameWizard], object] | None = None,
) -> None:
    """Resume a clan's post-game sequence that was not run yet."""
    _open(ctx, campaign_id, parent, True, clan_id, opened)


def _offer_next(ctx: AppContext, campaign_id: int, parent: QWidget, result: object) -> None:
    """After a save, the next clan of the same game still waiting for its sequence, in
    a Continue wizard; each save runs one, so the chain ends with the game's last clan."""
    game = getattr(result, "game", None)  # a GameNight (recorded with the wizard)
    outcome = getattr(result, "result", None)  # a SequenceOutcome (a Continue wizard)
    game_id = game.id if game is not None else getattr(outcome, "game_id", None)
    db = ctx.db

    def offer(waiting: tuple[PendingSequence, ...]) -> None:
        same_game = [w for w in waiting if w.game_id == game_id]
        if same_game:
            open_continue_sequence(ctx, campaign_id, parent, same_game[0].clan_id)

    ctx.ops.read(
        parent,
        tr("Sequences"),
        lambda: pending.pending_sequences(db, campaign_id),
        offer,
        key="next_sequence",
    )
