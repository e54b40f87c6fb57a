"""Ragnarok! players: the names a play log entry may use ("unknown player" otherwise)."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from warclan.services.errors import NotFound, ServiceError
from warclan.services.names import as_id, clean_name, now
from warclan.services.vgw.dto import VgwPlayerView
from warclan.store.database import Database
from warclan.store.models.base import name_key
from warclan.store.models.vgw import VgwPlayer, VgwPlayPlayer


def find_player(session: Session, ref: str | int) -> VgwPlayer:
    found = None
    if isinstance(ref, str):
        found = session.scalar(select(VgwPlayer).where(VgwPlayer.name_key == name_key(ref)))
    ident = as_id(ref)
    if found is None and ident is not None:
        found = session.get(VgwPlayer, ident)
    if found is None:
        raise NotFound(f"unknown player {ref!r} (add them with 'warclan vgw player add')")
    return found


def add_player(db: Database, name: str) -> VgwPlayerView:
    name = clean_name(name, "player")
    with db.session() as session:
        taken = session.scalar(select(VgwPlayer.name).where(VgwPlayer.name_key == name_key(name)))
        if taken is not None:
            raise ServiceError(f"there is already a player called {taken}")
        player = VgwPlayer(name=name, created_at=now())
        session.add(player)
        session.flush()
        return VgwPlayerView(player.id, player.name, 0)


def list_players(db: Database) -> list[VgwPlayerView]:
    with db.session(write=False) as session:
        counts = dict(
            session.execute(
                select(VgwPlayPlayer.player_id, func.count()).group_by(VgwPlayPlayer.player_id)
            ).all()
        )
        players = session.scalars(select(VgwPlayer).order_by(func.lower(VgwPlayer.name)))
        return [VgwPlayerView(p.id, p.name, int(counts.get(p.id, 0))) for p in players]
