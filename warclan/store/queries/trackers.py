"""Whether any game is at the table, asked without the tracker's mapped classes.

The window asks at every start, and most databases have no game going: the question is
one statement over a lightweight Core view of the table (its name and the two columns
asked about; ``store/models/game_tracker.py`` defines the table), so answering it loads
none of the trackers' classes.
"""

from __future__ import annotations

from sqlalchemy import column, select, table
from sqlalchemy.orm import Session

IN_PROGRESS = ("playing", "ended")  # at the table: not yet recorded or abandoned
TRACKERS = table("game_tracker", column("id"), column("status"))


def any_in_progress(session: Session) -> bool:
    """Whether a tracked game is neither recorded nor abandoned."""
    query = select(TRACKERS.c.id).where(TRACKERS.c.status.in_(IN_PROGRESS)).limit(1)
    return session.scalar(query) is not None
