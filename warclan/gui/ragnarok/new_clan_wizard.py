"""Campaign ▸ New War Clan… (Ctrl+Shift+N): the 800-Glory clan builder wizard.

Coordination point: the window calls ``open_new_clan_wizard``; the wizard itself is being
written (issue 9).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from warclan.gui.context import AppContext


def open_new_clan_wizard(ctx: AppContext, campaign_id: int, parent: QWidget) -> None:
    """Show the wizard for ``campaign_id``; on Finish the clan is created through
    ``ctx.ops`` (one transaction) and ``Changed.of("clans", campaign_id=…)`` is emitted."""
    raise NotImplementedError("the New War Clan wizard is not written yet")
