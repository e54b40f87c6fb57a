"""The live view: another client records a game and the open window shows it within
seconds, on SQLite and on PostgreSQL; never while the user has a cell editor open."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView, QVBoxLayout, QWidget
from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool

from tests.gui.test_main_window import cells, column, open_window, row_of
from warclan.gui import live
from warclan.gui.live import ALL_KINDS, LiveView, changed_for
from warclan.gui.ops import Ops
from warclan.gui.ragnarok.campaign_page import CampaignPage
from warclan.services.ragnarok import campaigns, clans, games
from warclan.store.database import Database

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

SECONDS = 10_000  # ms the window gets to show another client's change


@pytest.fixture(params=["sqlite", "postgresql"])
def league_url(request, tmp_path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'league.sqlite'}"
        return
    server = request.getfixturevalue("pg_server")
    url = server.migrated_database()
    try:
        yield url
    finally:
        server.drop(url)


@pytest.fixture
def other(league_url) -> Iterator[Database]:
    """The other player's client: sets the league up, then records games."""
    database = Database(league_url)
    camp = campaigns.create_campaign(database, "League")
    for player, name in (("Snorre", "Ravens"), ("Ulla", "Wolves")):
        clans.create_clan(database, camp.id, player, name, [clans.Recruit("example.jarl")])
    try:
        yield database
    finally:
        database.close()


def test_tables_become_the_kinds_pages_refresh_on():
    assert changed_for({"game", "glory_entry"}).kinds == {"games", "clans"}
    assert changed_for({"mr_match"}).kinds == {"matches"}
    assert changed_for(()).kinds == ALL_KINDS  # SQLite, or after a reconnect
    assert changed_for({"a_newer_table"}).kinds == ALL_KINDS


def test_a_game_recorded_elsewhere_shows_in_the_open_window(qtbot, settings, league_url, other):
    window = open_window(qtbot, settings, league_url)
    window.select("campaign", campaigns.list_campaigns(other)[0].id)
    page = window.current_page()
    assert isinstance(page, CampaignPage)
    games_col = column(page.view, "Games")
    assert cells(page.view, row_of(page.view, "Ravens"))[games_col] == "0"
    games.record_game(other, "League", [games.Side("Ravens", 2)])
    qtbot.waitUntil(
        lambda: cells(page.view, row_of(page.view, "Ravens"))[games_col] == "1", timeout=SECONDS
    )
    window.close()


def test_a_refresh_waits_until_the_cell_editor_closes(qtbot, db):
    holder = QWidget()
    qtbot.addWidget(holder)
    model = QStandardItemModel(1, 1)
    model.setItem(0, 0, QStandardItem("Bjorn"))
    view = QTableView()
    view.setModel(model)
    QVBoxLayout(holder).addWidget(view)
    holder.show()
    qtbot.waitExposed(holder)
    ops = Ops(holder)
    heard: list[object] = []
    ops.changed.connect(heard.append)
    view_live = LiveView(holder, ops, db, poll_seconds=0.2).start()
    try:
        assert view_live.watcher.listening.wait(SECONDS / 1000)
        view.edit(model.index(0, 0))
        assert view.state() == QTableView.State.EditingState
        other = Database(db.url)
        try:
            campaigns.create_campaign(other, "Elsewhere")
        finally:
            other.close()
        qtbot.waitUntil(lambda: view_live.deferred, timeout=SECONDS)
        for _ in range(2):  # the deferred refresh looks twice more, and still waits
            with qtbot.waitSignal(view_live._retry.timeout, timeout=SECONDS):
                pass
        assert heard == []  # nothing refreshed under the open editor
        editor = view.focusWidget()
        qtbot.keyClicks(editor, "Bjorn the Red")
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(heard) == 1, timeout=SECONDS)
        assert model.item(0, 0).text() == "Bjorn the Red"  # the edit was kept
        assert not view_live.deferred
    finally:
        view_live.stop()


def test_a_change_heard_as_the_view_stops_refreshes_nothing(qtbot, db):
    """The window closes (its database closed, on a server dropped) while the watcher's
    last notice still waits in the event queue: it must not reach the pages."""
    holder = QWidget()
    qtbot.addWidget(holder)
    ops = Ops(holder)
    heard: list[object] = []
    ops.changed.connect(heard.append)
    lost: list[object] = []
    view_live = LiveView(holder, ops, db, poll_seconds=0.2, editing=lambda: False).start()
    view_live.connection_changed.connect(lost.append)
    try:
        assert view_live.watcher.listening.wait(SECONDS / 1000)
        other = Database(db.url)
        try:
            campaigns.create_campaign(other, "Elsewhere")
        finally:
            other.close()
        # The watcher looks twice more: it has heard the commit and queued its notice
        # for this (GUI) thread, which has not run it yet.
        assert view_live.watcher.wait_rounds(2, SECONDS / 1000)
        # A lost connection reported at the same moment, from the watcher's thread.
        said = threading.Thread(target=view_live._connection.emit, args=("lost just now",))
        said.start()
        said.join()
    finally:
        view_live.stop()
    qtbot.wait(300)  # the queued notices are delivered now, to a stopped view
    assert heard == [] and lost == []
    assert not view_live.deferred


@pytest.mark.postgresql
def test_a_lost_server_shows_a_banner_until_it_is_back(qtbot, settings, pg_server, dialog_log):
    url = pg_server.migrated_database()
    dialog_log.answer(False)  # no demo campaign
    try:
        window = open_window(qtbot, settings, url)
        assert window.live is not None
        name = f"{window.ctx.db.client_name} watcher"
        admin = create_engine(url, poolclass=NullPool)
        try:
            with admin.connect() as conn:
                qtbot.waitUntil(
                    lambda: (
                        conn.scalar(
                            text(
                                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                                " WHERE application_name = :name"
                            ),
                            {"name": name},
                        )
                        == 1
                    ),
                    timeout=SECONDS,
                )
        finally:
            admin.dispose()
        qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=SECONDS)
        assert window.banner.text().startswith("Lost the connection to the league server")
        assert "what you typed is kept" in window.banner.text()
        qtbot.waitUntil(lambda: not window.banner.isVisible(), timeout=SECONDS)
        assert "Reconnected" in window.status_message.text()
        window.close()
    finally:
        pg_server.drop(url)


@pytest.mark.sqlite_only("opens the test's database as a local file")
def test_show_connection_leaves_another_banner_alone(qtbot, settings, db_path, dialog_log):
    dialog_log.answer(False)  # no demo campaign
    window = open_window(qtbot, settings, f"sqlite:///{db_path}")
    window.show_banner("This database was brought up to date.")
    live.show_connection(window, None)
    assert window.banner.isVisible()
    window.close()


def test_a_game_at_the_table_is_followed_from_another_window(
    qtbot, settings, league_url, other, dialog_log
) -> None:
    """Another player's tap shows on the open tracker page within seconds (read: on
    SQLite through the file's data version, on PostgreSQL through NOTIFY)."""
    from warclan.gui.ragnarok.tracker_page import TrackerPage
    from warclan.services.ragnarok import tracker

    camp = campaigns.list_campaigns(other)[0].id
    game = tracker.start_game(
        other, camp, [tracker.TrackerSide("Ravens"), tracker.TrackerSide("Wolves")]
    )
    dialog_log.answer("Resume")  # the window offers the game in progress
    window = open_window(qtbot, settings, league_url)
    qtbot.waitUntil(lambda: isinstance(window.current_page(), TrackerPage), timeout=SECONDS)
    page = window.current_page()
    assert isinstance(page, TrackerPage)
    qtbot.waitUntil(lambda: page.view is not None, timeout=SECONDS)
    jarl = page.view.state.sides[1].warriors[0]
    tracker.tap(other, game, "hp", {"warrior": jarl.id, "delta": -3})
    qtbot.waitUntil(
        lambda: page.view is not None and page.view.state.warrior(jarl.id).hp == jarl.hp_max - 3,
        timeout=SECONDS,
    )
    card = next(c for col in page.columns for c in col.cards if c.warrior_id == jarl.id)
    assert card.hp.text() == f"{jarl.hp_max - 3}/{jarl.hp_max}"
    window.close()
