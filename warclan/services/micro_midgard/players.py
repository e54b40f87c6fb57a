"""Micro Midgard players: the names a match may use ("unknown player" otherwise)."""

from __future__ import annotations

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from warclan.rules.micro_midgard.setup import LOKI
from warclan.services.errors import NotFound, ServiceError
from warclan.services.micro_midgard.dto import MmPlayerView
from warclan.services.names import as_id, clean_name, now
from warclan.store.database import Database
from warclan.store.models.base import name_key
from warclan.store.models.micro_midgard import MmMatch, MmPlayer


def find_player(session: Session, ref: str | int) -> MmPlayer:
    found = None
    if isinstance(ref, str):
        found = session.scalar(select(MmPlayer).where(MmPlayer.name_key == name_key(ref)))
    ident = as_id(ref)
    if found is None and ident is not None:
        found = session.get(MmPlayer, ident)
    if found is None:
        raise NotFound(f"unknown player {ref!r} (add them with 'warclan midgard player add')")
    return found


def add_player(db: Database, name: str) -> MmPlayerView:
    name = clean_name(name, "player")
    if name.casefold() == LOKI.casefold():
        raise ServiceError(
            "Loki is the solo opponent, not a player; record a solo game against Loki instead"
        )
    with db.session() as session:
        taken = session.scalar(select(MmPlayer.name).where(MmPlayer.name_key == name_key(name)))
        if taken is not None:
            raise ServiceError(f"there is already a player called {taken}")
        player = MmPlayer(name=name, created_at=now())
        session.add(player)
        session.flush()
        return MmPlayerView(player.id, player.name, 0)


def list_players(db: Database) -> list[MmPlayerView]:
    with db.session(write=False) as session:
        out = []
        for p in session.scalars(select(MmPlayer).order_by(func.lower(MmPlayer.name))):
            count = session.scalar(
                select(func.count())
                .select_from(MmMatch)
                .where(or_(MmMatch.a_player_id == p.id, MmMatch.b_player_id == p.id))
            )
            out.append(MmPlayerView(p.id, p.name, int(count or 0)))
        return out
