"""Buttons for the table (the game trackers of every game system): at least 44 px, a
fingertip's size at 100 %, and never taking the keyboard focus, so a tracker's keys keep
acting on the chosen card."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

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
