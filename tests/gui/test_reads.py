"""``Ops.read``, the window's one way to read (issue 20): off the GUI thread, stale
answers dropped, a busy line with Cancel over the page; and the guard that holds every GUI
test to "the GUI thread never runs SQL"."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QWidget

from tests.gui.sql_guard import GuiThreadSql
from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.services.ragnarok import campaigns, demo
from warclan.store.database import Database


def test_a_read_runs_off_the_gui_thread_and_only_the_latest_answer_arrives(qtbot, ctx) -> None:
    campaigns.create_campaign(ctx.db, "Winter")
    owner = QWidget()
    qtbot.addWidget(owner)
    threads: list[threading.Thread] = []
    got: list[object] = []
    release = threading.Event()

    def slow() -> str:
        threads.append(threading.current_thread())
        release.wait(10)
        return "stale"

    def quick() -> list[str]:
        threads.append(threading.current_thread())
        return [c.name for c in campaigns.list_campaigns(ctx.db)]

    ctx.ops.read(owner, "Show", slow, got.append, key="page")
    ctx.ops.read(owner, "Show", quick, got.append, key="page")  # asked again: the first is stale
    qtbot.waitUntil(lambda: bool(got))
    release.set()
    settle(ctx)
    assert got == [["Winter"]]
    assert threads and all(t is not threading.main_thread() for t in threads)


def test_an_answer_for_a_page_that_is_gone_is_dropped(qtbot, ctx) -> None:
    owner = QWidget()
    got: list[object] = []
    release = threading.Event()
    ctx.ops.read(owner, "Show", lambda: release.wait(10) and "late", got.append)
    owner.deleteLater()
    qtbot.waitUntil(lambda: not __import__("shiboken6").isValid(owner))
    release.set()
    settle(ctx)
    assert got == []


def test_a_refusal_goes_in_place_when_asked_and_to_a_dialog_else(qtbot, ctx, dialog_log) -> None:
    campaigns.create_campaign(ctx.db, "Winter")
    owner = QWidget()
    qtbot.addWidget(owner)
    reasons: list[str] = []
    check = lambda: campaigns.create_campaign(ctx.db, "winter")  # noqa: E731  (refused)
    ctx.ops.read(owner, "New campaign", check, print, on_refused=reasons.append)
    settle(ctx)
    assert reasons == ["a campaign called 'Winter' already exists"] and not dialog_log.errors
    ctx.ops.read(owner, "New campaign", check, print)
    settle(ctx)
    assert dialog_log.errors == [("New campaign", "a campaign called 'Winter' already exists")]


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
@pytest.mark.sqlite_only("opens database files")
def test_a_slow_read_shows_the_busy_line_and_cancel_keeps_the_page(
    qtbot, settings: QSettings, db: Database, db_path: Path
) -> None:
    camp = demo.create_demo_campaign(db)
    window = open_window(qtbot, settings, url_of(db_path))
    window.select("campaign", camp.id)
    settle(window)
    page = window.current_page()
    shown = page.heading.text()  # type: ignore[union-attr]
    release = threading.Event()
    got: list[object] = []
    window.ops.read(page.widget(), "Show campaign", lambda: release.wait(10), got.append)
    line = window.page_stack.busy_line
    qtbot.waitUntil(line.isVisible, timeout=3000)  # after BUSY_AFTER_MS, not at once
    qtbot.mouseClick(line.cancel_button, Qt.MouseButton.LeftButton)
    assert line.isHidden()
    release.set()
    settle(window)
    assert got == []  # cancelled: the answer is dropped
    assert page.heading.text() == shown  # type: ignore[union-attr]


def test_the_guard_sees_sql_the_window_runs_on_the_gui_thread(
    ctx, gui_thread_sql: GuiThreadSql
) -> None:
    """The guard itself (the one every GUI test has): a statement from a window
    module's frame on the GUI thread is caught; the same from a test's own setup, or
    from a pool thread, is not."""
    campaigns.list_campaigns(ctx.db)  # the test's own setup: allowed
    done = threading.Event()
    threading.Thread(target=lambda: (campaigns.list_campaigns(ctx.db), done.set())).start()
    assert done.wait(10)
    assert gui_thread_sql.seen == []
    window_code = compile("campaigns.list_campaigns(db)", "/src/warclan/gui/some_page.py", "exec")
    exec(window_code, {"campaigns": campaigns, "db": ctx.db})  # as a page would
    assert gui_thread_sql.seen
    assert all(where.startswith("some_page.py:1") for where, _ in gui_thread_sql.seen)
    assert any("SELECT" in statement for _, statement in gui_thread_sql.seen)
    gui_thread_sql.seen.clear()  # caught as it should be: not this test's failure
