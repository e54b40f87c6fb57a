"""Paint first, then load: the window paints its frame before the database is opened,
and the frame it paints is the finished one (the navigator's context menu, the toolbar's
text buttons, selectable labels, plain-text messages)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QSettings, Qt

from tests.conftest import db_url
from warclan.gui.main_window import MainWindow

# The offscreen platform says this whenever a window is shown; it is no fault of ours.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


class FirstPaint(QObject):
    """Notes, at the window's first paint, whether a database was open then."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.opened_at_paint: bool | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.opened_at_paint is None:
            self.opened_at_paint = self.window.ctx is not None
        return False


def test_the_window_paints_before_it_opens_the_database_and_then_is_complete(
    qtbot, tmp_path: Path, db_path: Path | str
) -> None:
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.offer_demo = False  # an empty database: no question
    watch = FirstPaint(window)
    window.installEventFilter(watch)
    window.open_when_shown(db_url(db_path))
    window.wait_opened()
    assert window.ctx is None  # not shown, not painted: nothing is opened yet
    with qtbot.waitSignal(window.database_opened, timeout=20_000):
        window.show()
    assert watch.opened_at_paint is False
    assert window.ctx is not None
    assert window.navigator.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu
    assert window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly
    flags = window.database_label.textInteractionFlags()
    assert flags & Qt.TextInteractionFlag.TextSelectableByMouse
    assert window.page_stack.message_page.text.textFormat() == Qt.TextFormat.PlainText
    window.close()


class NoPaint(QObject):
    """Swallows every paint: a window that is shown but never painted (minimized, on
    another desktop, not yet exposed when a script grabs it)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return event.type() == QEvent.Type.Paint


def test_a_window_shown_but_never_painted_still_opens_its_database(
    qtbot, tmp_path: Path, db_path: Path | str
) -> None:
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.offer_demo = False
    no_paint = NoPaint()
    window.installEventFilter(no_paint)
    window.open_when_shown(db_url(db_path))
    with qtbot.waitSignal(window.database_opened, timeout=20_000):
        window.show()
    assert window.ctx is not None
    window.removeEventFilter(no_paint)
    window.close()
