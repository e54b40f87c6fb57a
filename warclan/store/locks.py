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

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from warclan.store.models.ragnarok import WarClan


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


def lock_clans(session: Session, ids: Iterable[int]) -> None:
    """``lock_rows`` for War Clans. On PostgreSQL through ``warclan_lock_clans`` (0009):
    row-level security hides another player's clan from FOR UPDATE, yet a game locks
    every clan in it, whoever owns them."""
    wanted = sorted(set(ids))
    if not wanted:
        return
    if session.get_bind().dialect.name != "postgresql":
        lock_rows(session, WarClan, wanted)
        return
    session.execute(text("SELECT warclan_lock_clans(:ids)"), {"ids": wanted})
