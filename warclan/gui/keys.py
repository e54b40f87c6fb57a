"""Keys a page gives its widgets: Delete on a table deletes (after asking), Enter in a
spin box applies. An event filter, so the widget keeps every other key."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
DELETE = (Qt.Key.Key_Delete,)


class KeyAction(QObject):
    def __init__(self, widget: QWidget, keys: Iterable[Qt.Key], action: Callable[[], None]) -> None:
        super().__init__(widget)
        self._keys = frozenset(keys)
        self._action = action
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in self._keys
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self._action()
            return True
        return False


def on_keys(widget: QWidget, keys: Iterable[Qt.Key], action: Callable[[], None]) -> KeyAction:
    """Call ``action`` (and swallow the key) when one of ``keys`` is pressed in ``widget``."""
    return KeyAction(widget, keys, action)
