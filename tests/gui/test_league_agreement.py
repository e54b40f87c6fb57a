"""A league campaign's page lists the games that do not count yet, with Confirm and
Dispute… (issue 26); the clan page names the clan's owner."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from sqlalchemy.engine import make_url

from tests.gui.test_league_connect import SECRET, _connect, memory_keyring  # noqa: F401
from tests.gui.waiting import settle
from warclan.gui.ragnarok.campaign_page import CampaignPage
from warclan.gui.ragnarok.clan_page import ClanPage
from warclan.services import league
from warclan.services.ragnarok import campaigns, clans, games, ownership
from warclan.store.database import Database

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def two_players(pg_server) -> Iterator[tuple[str, str, dict[str, str]]]:
    """A league with Ravens (p1's) and Wolves (p2's) and a game p1 recorded."""
    url = pg_server.migrated_database()
    database = make_url(url).database
    users = {p: f"{database}_{p}"[:63] for p in ("p1", "p2")}
    admin = Database(url)
    try:
        camp = campaigns.create_campaign(admin, "League")
        for user in users.values():
            league.grant_role(admin, "player", user, SECRET)
        clans.create_clan(admin, camp.id, "Snorre", "Ravens", [clans.Recruit("example.jarl")])
        clans.create_clan(admin, camp.id, "Ulla", "Wolves", [clans.Recruit("example.jarl")])
        ownership.give_clan(admin, "Ravens", users["p1"])
        ownership.give_clan(admin, "Wolves", users["p2"])
    finally:
        admin.close()
    p1 = Database(make_url(url).set(username=users["p1"], password=SECRET).render_as_string(False))
    try:
        games.record_game(p1, "League", [games.Side("Ravens", 3), games.Side("Wolves", 1)])
    finally:
        p1.close()
    yield url, database, users
    pg_server.drop(url)


def ident_of(window, kind: str, label: str) -> int | None:
    model = window.nav.model
    items = [model.item_at(index) for index in model.walk()]
    return next(i.ident for i in items if i and i.kind == kind and i.label == label)


@pytest.mark.postgresql
@pytest.mark.usefixtures("memory_keyring")
@pytest.mark.parametrize("dispute", [False, True], ids=["confirm", "dispute"])
def test_the_other_player_confirms_or_disputes_in_the_window(
    qtbot, settings, dialog_log, two_players, dispute: bool
):
    url, _database, users = two_players
    window = _connect(qtbot, settings, dialog_log, url, users["p2"])
    assert window.select("campaign", ident_of(window, "campaign", "League"))
    settle(window)
    page = window.current_page()
    assert isinstance(page, CampaignPage)
    box = page.agreement
    assert box.isVisibleTo(page.widget())
    rows = [(state, side.clan, side.game_number) for state, side in box.model.rows()]
    assert rows == [("waiting for you", "Wolves", 1)]
    box.view.selectRow(0)
    if not dispute:
        qtbot.mouseClick(box.confirm_button, Qt.MouseButton.LeftButton)
        settle(window)
        assert box.model.rows() == [] and not box.isVisibleTo(page.widget())  # it counts
        window.close()
        return
    dialog_log.answer("Wolves scored 2 VP, not 1")
    qtbot.mouseClick(box.dispute_button, Qt.MouseButton.LeftButton)
    settle(window)
    assert [(s, side.clan, side.note) for s, side in box.model.rows()] == [
        ("disputed", "Wolves", "Wolves scored 2 VP, not 1")
    ]
    assert not box.confirm_button.isEnabled()  # disputed: nothing of p2's to confirm now

    assert window.select("clan", ident_of(window, "clan", "Ravens"))
    settle(window)
    clan_page = window.current_page()
    assert isinstance(clan_page, ClanPage)
    assert f"owner: {users['p1']}" in clan_page.subheading.text()
    window.close()
