"""Micro Midgard players: the names a match may use ("unknown player" otherwise)."""

from __future__ import annotations

from sqlalchemy import Select, distinct, func, select, union_all
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.rules.micro_midgard.setup import LOKI
from warclan.services.errors import ServiceError
from warclan.services.game_nights.players import PlayerBook
from warclan.services.micro_midgard.dto import MmPlayerView
from warclan.store.database import Database
from warclan.store.models.micro_midgard import MmMatch, MmPlayer


def _matches_per_player() -> Select[int, int]:
    # A player may be side A or side B (B is empty in a solo match against Loki); a
    # match counts once per player.
    sides = union_all(
        select(MmMatch.id.label("match_id"), MmMatch.a_player_id.label("player_id")),
        select(MmMatch.id, MmMatch.b_player_id).where(MmMatch.b_player_id.is_not(None)),
    ).subquery()
    return select(sides.c.player_id, func.count(distinct(sides.c.match_id))).group_by(
        sides.c.player_id
    )


def _not_loki(name: str) -> None:
    if name.casefold() == LOKI.casefold():
        raise ServiceError(
            T_("Loki is the solo opponent, not a player; record a solo game against Loki instead")
        )


PLAYERS = PlayerBook(
    MmPlayer, _matches_per_player, MmPlayerView, "warclan midgard player add", _not_loki
)


def find_player(session: Session, ref: str | int) -> MmPlayer:
    return PLAYERS.find(session, ref)


def add_player(db: Database, name: str) -> MmPlayerView:
    return PLAYERS.add(db, name)


def list_players(db: Database) -> list[MmPlayerView]:
    return PLAYERS.list(db)
