"""At 150 % in a 1024×700 window the Mors Regnat pages fit the width (issue 20): no
sideways scrolling, and the warrior editor's Apply is on screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from tests.conftest import db_url
from tests.gui.test_main_window import open_window
from tests.gui.waiting import settle
from warclan.gui.main_window import MainWindow
from warclan.gui.mors_regnat.odds_panel import OddsPanel
from warclan.gui.mors_regnat.warband_page import WarbandPage
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.mors_regnat import warbands, warriors

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def window(qtbot, settings, db_path, db, dialog_log):
    band = warbands.create_warband(db, "Ash Wolves of the Northern Moor")
    warriors.add_warrior(db, band.id, WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))
    warriors.add_warrior(db, band.id, WarriorBuild("Bo", 1, 0, 2, 3, "cc_bare_handed"))
    dialog_log.answer(False)  # no demo campaign
    win: MainWindow = open_window(qtbot, settings, db_url(db_path))
    win.apply_zoom(150)
    win.resize(1024, 700)
    settle(win)
    yield win, band.id
    win.close()


def frame_of(window: MainWindow, page: QWidget) -> QScrollArea:
    frame = window.page_stack.frame(page)  # type: ignore[arg-type]
    assert isinstance(frame, QScrollArea)
    return frame


def shown(qtbot, window: MainWindow) -> None:
    settle(window)
    QApplication.processEvents()
    qtbot.wait(50)  # the layouts settle at their real size


def on_screen(widget: QWidget, frame: QScrollArea) -> bool:
    viewport = frame.viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


def test_the_warband_page_fits_and_apply_is_on_screen(qtbot, window):
    win, band = window
    assert win.select("warband", band)
    shown(qtbot, win)
    page = win.current_page()
    assert isinstance(page, WarbandPage)
    page.select_row(0)
    shown(qtbot, win)
    frame = frame_of(win, page)
    assert not frame.horizontalScrollBar().isVisible()
    assert page.width() <= frame.viewport().width()
    assert on_screen(page.editor.apply, frame)
    assert on_screen(page.limits_button, frame)


def test_the_odds_page_fits(qtbot, window):
    win, _band = window
    assert win.select("odds", None)
    shown(qtbot, win)
    page = win.current_page()
    assert isinstance(page, OddsPanel)
    qtbot.waitUntil(page.idle)
    shown(qtbot, win)
    frame = frame_of(win, page)
    assert not frame.horizontalScrollBar().isVisible()
    assert page.width() <= frame.viewport().width()
