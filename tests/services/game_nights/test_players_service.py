"""The game nights' players, through the one shared players service: each game night
finds, adds and lists its own players, and listing counts every player's plays or
matches in one query however many players there are."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import event

from warclan.services.errors import NotFound, ServiceError
from warclan.services.micro_midgard import matches
from warclan.services.micro_midgard import players as mm_players
from warclan.services.vgw import players as vgw_players
from warclan.services.vgw import plays
from warclan.store.database import Database


@contextmanager
def counted_queries(db: Database) -> Iterator[list[str]]:
    seen: list[str] = []

    def count(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.lstrip().upper().startswith("SELECT"):
            seen.append(statement)

    event.listen(db.engine, "before_cursor_execute", count)
    try:
        yield seen
    finally:
        event.remove(db.engine, "before_cursor_execute", count)


def test_vgw_players_count_their_plays(db: Database) -> None:
    for name in ("Bjorn", "astrid", "Cnut"):
        vgw_players.add_player(db, name)
    plays.log_play(db, plays.PlayEntry(players=("Bjorn", "astrid"), won=True, lost_vp=False))
    plays.log_play(db, plays.PlayEntry(players=("Bjorn",), won=False))
    listed = vgw_players.list_players(db)
    assert [(p.name, p.plays) for p in listed] == [("astrid", 1), ("Bjorn", 2), ("Cnut", 0)]


def test_midgard_players_count_their_matches_on_either_side(db: Database) -> None:
    for name in ("Bjorn", "Astrid", "Cnut"):
        mm_players.add_player(db, name)
    matches.record_match(db, matches.Score("Astrid", 10, 1, 1), matches.Score("Bjorn", 8, 2, 2))
    matches.record_match(db, matches.Score("Bjorn", 12, 0, 0), matches.Score("Astrid", 8, 3, 3))
    matches.record_match(
        db, matches.Score("Cnut", 7, 1, 0), matches.Score("Loki", 6, 0, 0), solo=True
    )
    listed = mm_players.list_players(db)
    assert [(p.name, p.matches) for p in listed] == [("Astrid", 2), ("Bjorn", 2), ("Cnut", 1)]


@pytest.mark.parametrize("system", [vgw_players, mm_players], ids=["vgw", "midgard"])
def test_listing_takes_the_same_queries_for_two_players_or_twenty(
    db: Database, system: Any
) -> None:
    for i in range(2):
        system.add_player(db, f"Player {i}")
    with counted_queries(db) as few:
        assert len(system.list_players(db)) == 2
    for i in range(2, 20):
        system.add_player(db, f"Player {i}")
    with counted_queries(db) as many:
        assert len(system.list_players(db)) == 20
    assert len(many) == len(few) <= 2


def test_each_game_night_keeps_its_own_players(db: Database) -> None:
    vgw_players.add_player(db, "Astrid")
    with pytest.raises(NotFound, match="warclan midgard player add"):
        matches.record_match(
            db, matches.Score("Astrid", 1, 0, 0), matches.Score("Loki", 0, 0, 0), solo=True
        )
    mm_players.add_player(db, "ASTRID")  # no clash with the Ragnarok! player
    with pytest.raises(ServiceError, match="already a player called Astrid"):
        vgw_players.add_player(db, " astrid ")
    with pytest.raises(ServiceError, match="Loki is the solo opponent"):
        mm_players.add_player(db, "loki")
    assert [p.name for p in mm_players.list_players(db)] == ["ASTRID"]
