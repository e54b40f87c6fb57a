"""Campaign ▸ Record Game… (Ctrl+G) and Continue Post-Game Sequence…: the wizard that
records a game and runs a clan's post-game sequence in the rules' order.

Both open the wizard window-modal and return at once (non-blocking ``show()``); tests
build ``GameWizard`` directly. After a Record Game wizard saves a clan's sequence, the
next clan still waiting in that game is offered straight away in a Continue wizard
(Cancel there changes nothing and leaves it listed for later).
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

    def next_clan(_result: object) -> None:
        waiting = ctx.ops.call("Sequences", lambda: pending.pending_sequences(ctx.db, campaign_id))
        if waiting:
            open_continue_sequence(ctx, campaign_id, parent, waiting[0].clan_id)

    wizard.saved.connect(next_clan)
    return _show(wizard)


def open_continue_sequence(
    ctx: AppContext, campaign_id: int, parent: QWidget, clan_id: int | None = None
) -> GameWizard:
    """Resume a clan's post-game sequence that was not run yet."""
    return _show(GameWizard(ctx, campaign_id, parent, continue_mode=True, clan_id=clan_id))
