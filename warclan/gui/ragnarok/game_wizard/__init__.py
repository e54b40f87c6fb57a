"""Campaign ▸ Record Game… (Ctrl+G) and Continue Post-Game Sequence…: the wizard that
records a game and runs each clan's post-game sequence in the rules' order.

Coordination point: the window calls these two functions; the wizard itself is being
written (issue 9).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from warclan.gui.context import AppContext


def open_record_game_wizard(ctx: AppContext, campaign_id: int, parent: QWidget) -> None:
    """Record a game of ``campaign_id`` and run its clans' sequences."""
    raise NotImplementedError("the Record Game wizard is not written yet")


def open_continue_sequence(
    ctx: AppContext, campaign_id: int, parent: QWidget, clan_id: int | None = None
) -> None:
    """Resume a clan's post-game sequence that was not run yet."""
    raise NotImplementedError("the Continue Sequence wizard is not written yet")
