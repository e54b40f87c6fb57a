"""A command whose write waits for another player's change on a league server (or for
another program writing to an SQLite file) says so on stderr once, after about a second
(``store/waits.py``); it gives up at the lock or busy timeout with an error of its own
("gave up waiting for another player's change …")."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from warclan.store.database import Database
    from warclan.store.waits import LockWait


def say_lock_waits(db: Database) -> None:
    """Print "waiting for another player's change (on war_clan/Ravens, held by p2)…"
    once, when a write of ``db`` waits for a lock."""
    said = False

    def say(wait: LockWait) -> None:
        nonlocal said
        if wait.over or said or wait.slow:  # a slow change: Ctrl+C gives it up
            return
        said = True
        where = f" ({wait.describe()})" if wait.describe() else ""
        print(f"warclan: {wait.headline}{where}…", file=sys.stderr, flush=True)

    db.watch_lock_waits(say)
