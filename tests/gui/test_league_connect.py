"""File ▸ Connect to League Server…: the password goes to the keyring (an in-memory
backend set here), never into the settings; the window shows the URL without it, offers
only what the connected role may do, and explains a write the server refuses."""

from __future__ import annotations

from collections.abc import Iterator

import keyring
import pytest
from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError
from PySide6.QtWidgets import QDialogButtonBox
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from tests.gui.test_main_window import open_window
from tests.gui.waiting import settle
from warclan.gui import league_passwords
from warclan.gui.league_dialog import LeagueDialog, LeagueLogin
from warclan.gui.main_window import MainWindow
from warclan.services import league
from warclan.services.ragnarok import campaigns, clans
from warclan.store.database import Database

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

SECRET = "s3cret-Pa55"


class MemoryKeyring(KeyringBackend):
    """A keyring that lives as long as the test."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.entries: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.entries.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.entries[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.entries.pop((service, username), None) is None:
            raise PasswordDeleteError("not kept")


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    before = keyring.get_keyring()
    ring = MemoryKeyring()
    keyring.set_keyring(ring)
    try:
        yield ring
    finally:
        keyring.set_keyring(before)


def test_the_dialog_shows_the_url_without_the_password(qtbot):
    dialog = LeagueDialog(None, LeagueLogin())
    qtbot.addWidget(dialog)
    connect = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not connect.isEnabled()
    qtbot.keyClicks(dialog.host, "league.example.org")
    qtbot.keyClicks(dialog.database, "winter")
    assert not connect.isEnabled()  # no user yet
    qtbot.keyClicks(dialog.user, "snorre")
    qtbot.keyClicks(dialog.password, SECRET)
    assert connect.isEnabled()
    assert dialog.shown.text() == "postgresql+psycopg://snorre:***@league.example.org:5432/winter"
    assert dialog.password.echoMode() == dialog.password.EchoMode.Password
    assert dialog.login().password == SECRET


def test_passwords_are_hidden_from_what_is_shown_and_remembered():
    url = f"postgresql+psycopg://snorre:{SECRET}@host:5432/league"
    assert league_passwords.hide_password(url) == "postgresql+psycopg://snorre:***@host:5432/league"
    assert league_passwords.without_password(url) == "postgresql+psycopg://snorre@host:5432/league"
    assert league_passwords.hide_password("sqlite:///a:b@c.sqlite") == "sqlite:///a:b@c.sqlite"


@pytest.fixture
def league_db(pg_server) -> Iterator[tuple[str, str]]:
    """A league database with a campaign and a login role per league role."""
    url = pg_server.migrated_database()
    database = make_url(url).database
    admin = Database(url)
    users = {r: f"{database}_{r}"[:63] for r in ("viewer", "player")}
    try:
        camp = campaigns.create_campaign(admin, "League")
        clans.create_clan(admin, camp.id, "Snorre", "Ravens", [clans.Recruit("example.jarl")])
        for role, user in users.items():
            league.grant_role(admin, role, user, SECRET)
    finally:
        admin.close()
    yield url, database
    pg_server.drop(url)
    engine = create_engine(make_url(url).set(database="postgres"), isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        for user in users.values():
            conn.execute(text(f'DROP ROLE IF EXISTS "{user}"'))
        for role in ("organiser", "player", "viewer"):
            conn.execute(text(f'DROP ROLE IF EXISTS "warclan_{database}_{role}"'))
    engine.dispose()


def _connect(qtbot, settings, dialog_log, url: str, user: str) -> MainWindow:
    parsed = make_url(url)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    login = LeagueLogin(parsed.host, parsed.port, parsed.database, user, SECRET)
    dialog_log.answer(login)
    window.connect_league()
    qtbot.waitUntil(lambda: window.ctx is not None, timeout=20_000)
    settle(window)  # the role's answer, among the window's first reads
    return window


@pytest.mark.postgresql
def test_connecting_keeps_the_password_in_the_keyring_only(
    qtbot, settings, dialog_log, league_db, memory_keyring, tmp_path
):
    url, database = league_db
    user = f"{database}_player"[:63]
    window = _connect(qtbot, settings, dialog_log, url, user)
    assert window.ctx is not None
    parsed = make_url(url)
    key = f"{user}@{parsed.host}:{parsed.port}/{database}"
    assert memory_keyring.entries == {("warclan league", key): SECRET}
    assert make_url(window.ctx.db.url).password == SECRET  # the keyring supplied it
    settings.sync()
    stored = (tmp_path / "settings.ini").read_text(encoding="utf-8")
    assert SECRET not in stored and user in stored  # the recent list and the form
    assert SECRET not in window.windowTitle() + window.database_label.text()
    assert (
        window.recent.urls()[0]
        == f"postgresql+psycopg://{user}@{parsed.host}:{parsed.port}/{database}"
    )
    window.close()


@pytest.mark.postgresql
def test_a_viewer_is_not_offered_changes_and_a_refused_write_is_explained(
    qtbot, settings, dialog_log, league_db, memory_keyring
):
    url, database = league_db
    user = f"{database}_viewer"[:63]
    window = _connect(qtbot, settings, dialog_log, url, user)
    for action in (
        window.new_campaign_action,
        window.new_clan_action,
        window.record_game_action,
        window.undo_game_action,
    ):
        assert not action.isVisible(), action.text()
    assert window.database_label.text().endswith("(viewer)")
    assert "viewer" in window.database_label.toolTip()
    db = window.ctx.db
    window.ops.run("New campaign", lambda: campaigns.create_campaign(db, "Mine"))
    qtbot.waitUntil(lambda: bool(dialog_log.errors), timeout=10_000)
    title, message = dialog_log.errors[0]
    assert title == "New campaign"
    assert "a league viewer may not make it" in message and "Ask the league organiser" in message
    window.close()


@pytest.mark.postgresql
def test_a_player_may_record_games_but_not_start_campaigns(
    qtbot, settings, dialog_log, league_db, memory_keyring
):
    url, database = league_db
    window = _connect(qtbot, settings, dialog_log, url, f"{database}_player"[:63])
    assert not window.new_campaign_action.isVisible()
    assert window.record_game_action.isVisible() and window.new_clan_action.isVisible()
    window.close()


@pytest.mark.sqlite_only("opens the test's database as a local file")
def test_a_local_file_offers_everything(qtbot, settings, db_path, dialog_log):
    dialog_log.answer(False)  # no demo campaign
    window = open_window(qtbot, settings, f"sqlite:///{db_path}")
    assert window.new_campaign_action.isVisible() and window.record_game_action.isVisible()
    assert window.connect_league_action in window.file_menu.actions()
    window.close()


def test_the_menu_entry_opens_the_dialog_with_the_last_form(
    qtbot, settings, dialog_log, memory_keyring
):
    settings.setValue(
        "league/last", {"host": "h", "port": 5433, "database": "league", "user": "ulla"}
    )
    league_passwords.save("ulla@h:5433/league", SECRET)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    dialog_log.answer(None)  # cancelled
    window.connect_league_action.trigger()
    ((asked, _),) = dialog_log.questions
    assert asked == LeagueLogin("h", 5433, "league", "ulla", SECRET)
    assert window.ctx is None
    window.close()


@pytest.mark.postgresql
def test_a_change_whose_connection_broke_before_commit_is_run_again(qtbot, pg_server, dialog_log):
    from tests.league.test_reconnect import kill_client
    from warclan.gui.ops import Ops

    url = pg_server.migrated_database()
    db = Database(url)
    tries: list[int] = []

    def create() -> object:
        tries.append(1)
        with db.session() as session:
            session.execute(text("SELECT 1"))
            if len(tries) == 1:  # the server goes away in the middle of the first try
                kill_client(url, db.client_name)
            session.execute(text("SELECT 1"))
        return campaigns.create_campaign(db, "Saga")

    try:
        ops = Ops()
        done: list[object] = []
        messages: list[str] = []
        ops.message.connect(messages.append)
        ops.run("New campaign", create, on_done=done.append)
        qtbot.waitUntil(lambda: bool(done), timeout=10_000)
        assert len(tries) == 2 and dialog_log.errors == []
        assert "the connection broke, trying again" in messages[0]
        assert [c.name for c in campaigns.list_campaigns(db)] == ["Saga"]  # once
    finally:
        db.close()
        pg_server.drop(url)
