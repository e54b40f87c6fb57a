"""League tests need the PostgreSQL test server (``WARCLAN_TEST_PG_URL``), whatever
``--backend`` says; without it they are skipped with that reason."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy.engine import make_url

from tests.builders import campaign_with_clans
from tests.pgserver import PgServer
from warclan.services.ragnarok import clans, games

R = clans.Recruit


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/league" in str(item.fspath):
            item.add_marker(pytest.mark.postgresql)


@pytest.fixture
def pg_url(pg_server: PgServer) -> Iterator[str]:
    url = pg_server.migrated_database()
    try:
        yield url
    finally:
        pg_server.drop(url)


def as_user(url: str, user: str) -> str:
    return make_url(url).set(username=user).render_as_string(hide_password=False)


def league_campaign(db) -> int:
    """A campaign with two War Clans and one recorded game, as an organiser sets it up."""
    camp = campaign_with_clans(
        db,
        "League",
        Ravens=("Snorre", [("example.jarl", "Snorre")]),
        Wolves=("Ulla", [("example.jarl", "Ulla")]),
    )
    games.record_game(db, camp.id, [games.Side("Ravens", 1), games.Side("Wolves", 0)])
    return camp.id
