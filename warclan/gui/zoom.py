"""View ▸ Zoom: the application font scaled in steps, and with it every table and heading
(headings follow the application font; see ``widgets.Heading``). The zoom is kept in
QSettings and belongs to the window: closing it gives the application its font back."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from warclan.gui.widgets import Heading

ZOOM_KEY = "view/zoom"
ZOOM_STEPS = (70, 80, 90, 100, 110, 125, 150, 175, 200)


class Zoom:
    def __init__(self, root: QWidget, settings: QSettings) -> None:
        self._root = root
        self._settings = settings
        self.base_font = QFont(QApplication.font())

    def percent(self) -> int:
        return int(cast(int, self._settings.value(ZOOM_KEY, 100)))

    def step(self, step: int) -> int:
        """One step in or out (``step`` +1 or -1) from the nearest step; the new zoom."""
        current = self.percent()
        steps = list(ZOOM_STEPS)
        position = min(range(len(steps)), key=lambda i: abs(steps[i] - current))
        return self.apply(steps[max(0, min(len(steps) - 1, position + step))])

    def apply(self, percent: int) -> int:
        """Scale the application font to ``percent`` (within the steps); the zoom set."""
        percent = max(ZOOM_STEPS[0], min(ZOOM_STEPS[-1], percent))
        font = QFont(self.base_font)
        size = self.base_font.pointSizeF()
        if size > 0:
            font.setPointSizeF(size * percent / 100)
        QApplication.setFont(font)
        for heading in self._root.findChildren(Heading):
            heading.follow_app_font()
        self._settings.setValue(ZOOM_KEY, percent)
        return percent

    def restore_font(self) -> None:
        QApplication.setFont(self.base_font)
