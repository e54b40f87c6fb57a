"""Roles are enforced by PostgreSQL: each write service per role, allowed or refused,
and the database unchanged after a refusal."""

from __future__ import annotations

import pytest
from dbsnapshot import dump
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from tests.league.conftest import as_user, league_campaign
from warclan.services import league
from warclan.services.micro_midgard import players as mm_players
from warclan.services.mors_regnat import warbands
from warclan.services.ragnarok import campaigns, clans, games, ownership, post_game
from warclan.services.ragnarok.ownership import NotYourClan
from warclan.services.ragnarok.rules_data import catalogs
from warclan.services.vgw import players as vgw_players
from warclan.store.database import Database
from warclan.store.errors import PermissionDeniedError

RAID = post_game.Orders(raid_roll=2)

# Every write service, and which roles may use it.
WRITES = {
    "create campaign": (
        {"organiser"},
        lambda db, c: campaigns.create_campaign(db, "Another"),
    ),
    "set a house rule": (
        {"organiser"},
        lambda db, c: catalogs.set_override(db, c, "items", "shield", {"price": 25}, merge=True),
    ),
    "create a clan": (
        {"organiser", "player"},
        lambda db, c: clans.create_clan(db, c, "Hild", "Crows", [clans.Recruit("example.jarl")]),
    ),
    "run a post-game sequence": (
        {"organiser", "player"},
        lambda db, c: post_game.run_post_game(db, 1, "Ravens", None, RAID),
    ),
    "record a game": (
        {"organiser", "player"},
        lambda db, c: (
            post_game.run_post_game(db, 1, "Ravens", None, RAID),
            post_game.run_post_game(db, 1, "Wolves", None, RAID),
            games.record_game(db, c, [games.Side("Ravens"), games.Side("Wolves")]),
        ),
    ),
    "undo a game": ({"organiser", "player"}, lambda db, c: games.undo_latest_game(db, "Ravens")),
    "create a warband": ({"organiser", "player"}, lambda db, c: warbands.create_warband(db, "W")),
    "add a game-night player": (
        {"organiser", "player"},
        lambda db, c: (vgw_players.add_player(db, "Astrid"), mm_players.add_player(db, "Astrid")),
    ),
}


@pytest.mark.parametrize("role", ["organiser", "player", "viewer"])
@pytest.mark.parametrize("action", sorted(WRITES))
def test_each_role_may_do_only_its_writes(pg_url, role, action):
    database = make_url(pg_url).database
    user = f"{database}_{role}"[:63]
    admin = Database(pg_url)
    try:
        camp = league_campaign(admin)
        league.grant_role(admin, role, user)
        for clan in ("Ravens", "Wolves"):  # the organiser hands the clans to this login
            ownership.give_clan(admin, clan, user)
    finally:
        admin.close()
    allowed, write = WRITES[action]
    db = Database(as_user(pg_url, user))
    try:
        before = dump(pg_url)
        if role in allowed:
            write(db, camp)
            assert dump(pg_url) != before
        else:
            with pytest.raises((PermissionDeniedError, NotYourClan)) as refused:
                write(db, camp)
            if refused.type is PermissionDeniedError:  # the role is named, not the user
                assert f"a league {role} may not make it" in str(refused.value)
            assert dump(pg_url) == before
        assert campaigns.list_campaigns(db)  # every role reads
    finally:
        db.close()
        _drop_roles(pg_url, database, user)


def _drop_roles(pg_url: str, database: str, user: str) -> None:
    engine = create_engine(make_url(pg_url).set(database="postgres"), isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)'))
            conn.execute(text(f'DROP ROLE IF EXISTS "{user}"'))
            for role in ("organiser", "player", "viewer"):
                conn.execute(text(f'DROP ROLE IF EXISTS "warclan_{database}_{role}"'))
    finally:
        engine.dispose()
