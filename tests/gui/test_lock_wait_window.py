"""A change from the window that waits for another player's (a row lock held on the
league server) shows "Waiting for another player's change…" with Cancel on the page's
busy line (issue 26). Cancel gives it up: nothing changed, the status bar says so; once
the other change is over instead, it goes through. Two real connections: the superuser
holds the War Clan's row ``FOR UPDATE`` in an open transaction. In an SQLite file the
same, while another program holds the file's write lock."""

from __future__ import annotations

import sqlite3
import threading

import pytest
from PySide6.QtCore import Qt
from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool

from tests.gui.test_league_agreement import ident_of, two_players  # noqa: F401
from tests.gui.test_league_connect import _connect, memory_keyring  # noqa: F401
from tests.gui.test_main_window import clan_id, open_window, url_of
from tests.gui.waiting import settle
from warclan.gui.page_stack import WAITING

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.mark.postgresql
@pytest.mark.usefixtures("memory_keyring")
@pytest.mark.parametrize("cancel", [True, False], ids=["cancel", "the-other-change-ends"])
def test_a_change_waiting_for_another_players_says_so_and_can_be_given_up(
    qtbot, settings, dialog_log, request, cancel: bool
):
    url, _database, users = request.getfixturevalue("two_players")
    window = _connect(qtbot, settings, dialog_log, url, users["p1"])
    assert window.select("clan", ident_of(window, "clan", "Ravens"))
    settle(window)
    engine = create_engine(url, poolclass=NullPool)
    holder = engine.connect()
    try:
        holder.begin()
        holder.execute(text("SELECT 1 FROM war_clan WHERE name = 'Ravens' FOR UPDATE"))
        dialog_log.answer("Crows")
        window.rename_action.trigger()
        line = window.page_stack.busy_line
        qtbot.waitUntil(lambda: line.isVisible() and line.label.text() == WAITING, timeout=8000)
        assert line.label.toolTip().startswith("on war_clan/Ravens, held by ")
        assert line.cancel_button.isEnabled()
        if cancel:
            qtbot.mouseClick(line.cancel_button, Qt.MouseButton.LeftButton)
            settle(window)
            # Given up while the other change still holds the row.
            names = holder.execute(text("SELECT name FROM war_clan ORDER BY name")).scalars()
            assert list(names) == ["Ravens", "Wolves"]
            assert window.status_message.text() == (
                "Rename Ravens to Crows: stopped waiting for another player's change; "
                "nothing was changed"
            )
            assert window.undo_stack.count() == 0
        else:
            holder.commit()  # the other change is over
            settle(window)
            assert window.status_message.text() == "Renamed Ravens to Crows"
            assert window.undo_stack.count() == 1
        assert not line.isVisible()
        assert dialog_log.errors == [] and dialog_log.bugs == []
    finally:
        holder.rollback()
        holder.close()
        engine.dispose()
    window.close()


@pytest.mark.sqlite_only("another program holding an SQLite file's write lock")
@pytest.mark.parametrize("cancel", [True, False], ids=["cancel", "the-other-program-ends"])
def test_a_change_waiting_for_another_program_writing_the_file_can_be_given_up(
    qtbot, settings, dialog_log, db_path, demo_campaign, cancel: bool
):
    window = open_window(qtbot, settings, url_of(db_path))
    assert window.select("clan", clan_id(demo_campaign, "Ravens"))
    settle(window)
    holder = sqlite3.connect(db_path, isolation_level=None)
    try:
        holder.execute("BEGIN IMMEDIATE")
        dialog_log.answer("Crows")
        window.rename_action.trigger()
        line = window.page_stack.busy_line
        waiting = "Waiting for another program to finish writing to the file…"
        qtbot.waitUntil(lambda: line.isVisible() and line.label.text() == waiting, timeout=8000)
        assert line.label.toolTip() == str(db_path)
        if cancel:
            qtbot.mouseClick(line.cancel_button, Qt.MouseButton.LeftButton)
            settle(window)
            assert window.status_message.text() == (
                "Rename Ravens to Crows: stopped waiting for the other program writing to the "
                "file; nothing was changed"
            )
            holder.rollback()
            names = {r[0] for r in holder.execute("SELECT name FROM war_clan")}
            assert "Ravens" in names and "Crows" not in names
        else:
            holder.rollback()  # the other program is done
            settle(window)
            assert window.status_message.text() == "Renamed Ravens to Crows"
        assert not line.isVisible()
        assert dialog_log.errors == [] and dialog_log.bugs == []
    finally:
        holder.close()
    window.close()


@pytest.mark.sqlite_only("a write slowed between its statements on an SQLite file")
@pytest.mark.parametrize("cancel", [True, False], ids=["cancel", "let-it-finish"])
def test_a_slow_change_says_so_and_can_be_given_up(
    qtbot, settings, dialog_log, db_path, demo_campaign, cancel: bool
):
    """A change slow to be saved (here: slowed between its statements, as a slow network
    does) shows "Saving the change to the file…" with Cancel; Cancel gives it up and
    nothing is changed, or it finishes and is kept (issue 20)."""
    window = open_window(qtbot, settings, url_of(db_path))
    assert window.select("clan", clan_id(demo_campaign, "Ravens"))
    settle(window)
    assert window.ctx is not None
    db = window.ctx.db
    line = window.page_stack.busy_line
    go_on = threading.Event()

    def slow_rename() -> None:
        with db.session() as session:
            session.execute(text("UPDATE war_clan SET name = 'Crows' WHERE name = 'Ravens'"))
            assert go_on.wait(20)
            session.execute(text("SELECT 1"))

    window.ops.run("Rename Ravens to Crows", slow_rename, said="Renamed Ravens to Crows")
    saving = "Saving the change to the file…"
    qtbot.waitUntil(lambda: line.isVisible() and line.label.text() == saving, timeout=8000)
    assert line.cancel_button.isEnabled()
    if cancel:
        qtbot.mouseClick(line.cancel_button, Qt.MouseButton.LeftButton)
        assert line.label.text() == "Giving the change up…"
    go_on.set()
    settle(window)
    names = {r[0] for r in sqlite3.connect(db_path).execute("SELECT name FROM war_clan")}
    if cancel:
        assert window.status_message.text() == (
            "Rename Ravens to Crows: gave the change up before it was saved; nothing was changed"
        )
        assert "Ravens" in names and "Crows" not in names
    else:
        assert window.status_message.text() == "Renamed Ravens to Crows"
        assert "Crows" in names
    assert not line.isVisible()
    assert dialog_log.errors == [] and dialog_log.bugs == []
    window.close()
