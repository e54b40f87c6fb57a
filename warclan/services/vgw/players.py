"""Ragnarok! players: the names a play log entry may use ("unknown player" otherwise)."""

from __future__ import annotations

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from warclan.services.game_nights.players import PlayerBook
from warclan.services.vgw.dto import VgwPlayerView
from warclan.store.database import Database
from warclan.store.models.vgw import VgwPlayer, VgwPlayPlayer


def _plays_per_player() -> Select[int, int]:
    return select(VgwPlayPlayer.player_id, func.count()).group_by(VgwPlayPlayer.player_id)


PLAYERS = PlayerBook(VgwPlayer, _plays_per_player, VgwPlayerView, "warclan vgw player add")


def find_player(session: Session, ref: str | int) -> VgwPlayer:
    return PLAYERS.find(session, ref)


def add_player(db: Database, name: str) -> VgwPlayerView:
    return PLAYERS.add(db, name)


def list_players(db: Database) -> list[VgwPlayerView]:
    return PLAYERS.list(db)
