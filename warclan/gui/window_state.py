"""Window geometry kept in QSettings and fitted to the screen it opens on.

The classic bug (vorta PR #661) is a window that grows on every start; here the saved
geometry is restored as is, and only shrunk and moved when it no longer fits the screen
(a smaller monitor, a changed resolution). A first start gets 85 % of the screen, at most
1280 × 820.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings, QSize
from PySide6.QtWidgets import QDialog, QMainWindow, QWidget

GEOMETRY = "window/geometry"
STATE = "window/state"
DEFAULT = QSize(1280, 820)


def restore(window: QMainWindow, settings: QSettings) -> None:
    saved = settings.value(GEOMETRY)
    if saved is not None:
        window.restoreGeometry(saved)
    state = settings.value(STATE)
    if state is not None:
        window.restoreState(state)
    fit_to_screen(window, first_time=saved is None)


def remember_dialog(dialog: QDialog, settings: QSettings, name: str) -> None:
    """A dialog or wizard opens at the size the player left it (as Anki's saveGeom),
    fitted to the screen; its geometry is kept whenever it closes."""
    key = f"dialogs/{name}"
    saved = settings.value(key)
    if saved is not None:
        dialog.restoreGeometry(saved)
        fit_to_screen(dialog, first_time=False)
    dialog.finished.connect(lambda _result: settings.setValue(key, dialog.saveGeometry()))


def fit_to_screen(window: QWidget, *, first_time: bool) -> None:
    screen = window.screen()
    if screen is None:
        return
    available: QRect = screen.availableGeometry()
    if first_time:
        size = QSize(
            min(DEFAULT.width(), int(available.width() * 0.85)),
            min(DEFAULT.height(), int(available.height() * 0.85)),
        )
        window.resize(size)
        frame = window.frameGeometry()
        frame.moveCenter(available.center())
        window.move(frame.topLeft())
        return
    frame = window.frameGeometry()
    if available.contains(frame):
        return
    width = min(window.width(), available.width() - (frame.width() - window.width()))
    height = min(window.height(), available.height() - (frame.height() - window.height()))
    window.resize(max(width, 400), max(height, 300))
    frame = window.frameGeometry()
    x = min(max(frame.left(), available.left()), available.right() - frame.width() + 1)
    y = min(max(frame.top(), available.top()), available.bottom() - frame.height() + 1)
    window.move(x, y)


def save(window: QMainWindow, settings: QSettings) -> None:
    settings.setValue(GEOMETRY, window.saveGeometry())
    settings.setValue(STATE, window.saveState())
