"""A warning beside a name field when no font can print one of its characters (issue 11):
a roster would show it as "[U+…]". It never blocks: the name is the player's to keep.

``warclan.reports.name_check`` imports the fonts (and reportlab) only when a name has a
character outside ASCII, so the window still paints before reportlab loads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget

from warclan.reports.name_check import warnings_for

DELAY_MS = 250  # a new character may ask fontconfig; wait until typing pauses


class GlyphWarning(QLabel):
    """Shown only while one of ``texts()`` has a character no font has."""

    def __init__(self, texts: Callable[[], Iterable[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._texts = texts
        self.setWordWrap(True)
        self.setAccessibleName("Printing warning")
        self.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.check)

    def watch(self, *signals: Any) -> GlyphWarning:
        for signal in signals:
            signal.connect(self.schedule)
        return self

    def schedule(self, *_args: object) -> None:
        self._timer.start()

    def check(self) -> list[str]:
        """Look now (tests; a page load) and show or hide the warning."""
        self._timer.stop()
        found = warnings_for(self._texts())
        # Words and a sign, not colour alone.
        self.setText("\n".join(f"⚠ Printing: {w}" for w in found))
        self.setVisible(bool(found))
        return found
