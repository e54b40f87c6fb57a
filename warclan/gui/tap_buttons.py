"""Buttons and cards for the table (the game trackers of every game system): buttons at
least 44 px, a fingertip's size at 100 %, that never take the keyboard focus, so a
tracker's keys keep acting on the chosen card."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QPushButton

TAP_HEIGHT = 44  # px at 100 %: a fingertip
CARD_WIDTH = 250  # px at 100 %: what a card's figure row needs


def big_button(text: str, tip: str, name: str = "") -> QPushButton:
    button = QPushButton(text)
    button.setMinimumSize(TAP_HEIGHT, TAP_HEIGHT)
    if len(text) == 1:  # − and +: a square, so two fit beside a figure on a narrow card
        button.setFixedSize(TAP_HEIGHT, TAP_HEIGHT)
    button.setToolTip(tip)
    button.setAccessibleName(name or tip)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


class TapCard(QFrame):
    """A warrior's card on a tracker: clicking it chooses it (the page's keys act on the
    chosen card), which its border shows."""

    def __init__(self, warrior_id: int, chosen: Callable[[int], None]) -> None:
        super().__init__()
        self.warrior_id = warrior_id
        self._chosen = chosen
        self.setObjectName("tapCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # the page's keys then reach it

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._chosen(self.warrior_id)
        super().mousePressEvent(event)

    def set_chosen(self, chosen: bool) -> None:
        # A style sheet set is a restyle of the whole card: only when it changes.
        if self.property("chosen") == chosen:
            return
        self.setProperty("chosen", chosen)
        width, colour = (3, "palette(highlight)") if chosen else (1, "palette(mid)")
        self.setStyleSheet(f"#tapCard {{ border: {width}px solid {colour}; border-radius: 6px; }}")
