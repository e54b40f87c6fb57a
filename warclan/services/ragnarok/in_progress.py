"""Games at the table (tracked, neither recorded nor abandoned), as the navigator lists them
and the window offers to resume them.

Most databases have none, and the window asks at every start: one query over the tracker
table says so. Only when there are some is the tracker's service loaded (its rules replay
each game's taps to tell its round), so a start without a game at the table does without.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import select

from warclan.store.database import Database
from warclan.store.models.game_tracker import IN_PROGRESS, GameTracker

if TYPE_CHECKING:
    from warclan.services.ragnarok.tracker import TrackerSummary


def games_in_progress(db: Database) -> list[TrackerSummary]:
    """``tracker.games_in_progress(db)``: newest first, [] when no game is at the table."""
    with db.session(write=False) as session:
        going = session.scalar(
            select(GameTracker.id).where(GameTracker.status.in_(IN_PROGRESS)).limit(1)
        )
    if going is None:
        return []
    from warclan.services.ragnarok import tracker

    return tracker.games_in_progress(db)
