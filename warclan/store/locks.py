"""Row locks that keep two writers from spending the same Glory twice.

On PostgreSQL ``lock_rows`` is ``SELECT … FOR NO KEY UPDATE``: a second writer for the
same clan waits for the first to commit and then reads what it wrote (READ COMMITTED
takes a new snapshot per statement). NO KEY leaves foreign-key checks of other
transactions (which take KEY SHARE) free to run. SQLite has no row locks, but its
writers already run one at a time (``BEGIN IMMEDIATE``) and SQLAlchemy leaves FOR UPDATE
out there, so both servers run the same code.

Lock order, to keep writers from deadlocking: clans by id, then the campaign (taken last
and held briefly: it only numbers the game being recorded).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session


def lock_rows(session: Session, model: Any, ids: Iterable[int]) -> None:
    """Hold write locks on these rows of ``model`` until the transaction ends."""
    wanted = sorted(set(ids))
    if wanted:
        session.execute(
            select(model.id)
            .where(model.id.in_(wanted))
            .order_by(model.id)
            .with_for_update(key_share=True)
        ).all()
