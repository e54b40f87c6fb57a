"""The window hears of a change that waits for another player's (``store/waits.py``): the
page's busy line says "Waiting for another player's change…" with Cancel, which gives
the change up (``PageStack.on_lock_wait``); ``Ops`` then says in the status bar that
nothing was changed.

The database tells of a wait on a thread of its own; a queued signal brings it to the
GUI thread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from warclan.gui.main_window import MainWindow


class LockWaits(QObject):
    """Relays a ``Database``'s lock waits to the window's busy line."""

    seen = Signal(object)  # a store.waits.LockWait, started or over

    def watch(self, db: Any) -> None:
        """Hear of ``db``'s lock waits (a league server's rows, an SQLite file's lock)."""
        db.watch_lock_waits(self.seen.emit)


def install(window: MainWindow) -> LockWaits:
    """Each database the window opens tells the busy line of its writes' lock waits."""
    relay = LockWaits(window)
    relay.seen.connect(window.page_stack.on_lock_wait)
    window.database_opened.connect(relay.watch)
    return relay
