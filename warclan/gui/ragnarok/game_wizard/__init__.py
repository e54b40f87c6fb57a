"""Campaign ▸ Record Game… (Ctrl+G) and Continue Post-Game Sequence…: the wizard that
records a game and runs a clan's post-game sequence in the rules' order.

Both open the wizard window-modal and return at once (non-blocking ``show()``); tests
build ``GameWizard`` directly. After a Record Game wizard saves a clan's sequence, the
next clan still waiting in that game is offered straight away in a Continue wizard, and
after that one the next, until the game's last clan (Cancel there changes nothing and
leaves it listed for later).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from warclan.gui.context import AppContext
from warclan.gui.ragnarok.game_wizard.wizard import GameWizard
from warclan.services.ragnarok import pending

__all__ = ["GameWizard", "open_continue_sequence", "open_record_game_wizard"]


def _show(wizard: GameWizard) -> GameWizard:
    wizard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    wizard.setWindowModality(Qt.WindowModality.WindowModal)
    wizard.show()
    return wizard


def open_record_game_wizard(ctx: AppContext, campaign_id: int, parent: QWidget) -> GameWizard:
    """Record a game of ``campaign_id`` and run one clan's sequence with it."""
    wizard = GameWizard(ctx, campaign_id, parent)
    wizard.saved.connect(lambda result: _offer_next(ctx, campaign_id, parent, result))
    return _show(wizard)


def open_continue_sequence(
    ctx: AppContext, campaign_id: int, parent: QWidget, clan_id: int | None = None
) -> GameWizard:
    """Resume a clan's post-game sequence that was not run yet."""
    wizard = GameWizard(ctx, campaign_id, parent, continue_mode=True, clan_id=clan_id)
    wizard.saved.connect(lambda result: _offer_next(ctx, campaign_id, parent, result))
    return _show(wizard)


def _offer_next(ctx: AppContext, campaign_id: int, parent: QWidget, result: object) -> None:
    """After a save, the next clan of the same game still waiting for its sequence, in
    a Continue wizard; each save runs one, so the chain ends with the game's last clan."""
    game = getattr(result, "game", None)  # a GameNight (recorded with the wizard)
    outcome = getattr(result, "result", None)  # a SequenceOutcome (a Continue wizard)
    game_id = game.id if game is not None else getattr(outcome, "game_id", None)
    waiting = ctx.ops.call("Sequences", lambda: pending.pending_sequences(ctx.db, campaign_id))
    same_game = [w for w in waiting or () if w.game_id == game_id]
    if same_game:
        open_continue_sequence(ctx, campaign_id, parent, same_game[0].clan_id)
