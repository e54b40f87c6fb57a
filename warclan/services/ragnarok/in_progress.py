"""Games at the table (tracked, neither recorded nor abandoned), as the navigator lists them
and the window offers to resume them.

Most databases have none, and the window asks at every start: one query says so
(``store/queries/trackers.py``). Only when there are some is the tracker's service loaded
(its rules replay each game's taps to tell its round), so a start without a game at the
table does without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warclan.store.database import Database
from warclan.store.queries.trackers import any_in_progress

if TYPE_CHECKING:
    from warclan.services.ragnarok.tracker import TrackerSummary


def games_in_progress(db: Database) -> list[TrackerSummary]:
    """``tracker.games_in_progress(db)``: newest first, [] when no game is at the table."""
    with db.session(write=False) as session:
        going = any_in_progress(session)
    if not going:
        return []
    from warclan.services.ragnarok import tracker

    return tracker.games_in_progress(db)
