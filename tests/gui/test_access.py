"""Fitting a window to what the connected role may change (``warclan.gui.access``): what a
limited role hides comes back when the limits go, and a window that was never limited is
left exactly as its pages made it."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLineEdit, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from warclan.gui import access
from warclan.services.league import CAPABILITIES, Access

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

VIEWER = Access("viewer", frozenset(), "viewer is a league viewer")
ORGANISER = Access("organiser", frozenset(CAPABILITIES))


def _page(qtbot: QtBot) -> tuple[QWidget, QPushButton, QLineEdit, QAction]:
    root = QWidget()
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    button = access.needs(QPushButton("Save Notes"), "campaigns")
    field = access.needs(QLineEdit(), "campaigns")
    field.setPlaceholderText("Scenario, weather, …")
    layout.addWidget(button)
    layout.addWidget(field)
    action = access.needs(QAction("Record Game…", root), "games")
    root.addAction(action)
    root.show()
    return root, button, field, action


def test_a_limited_role_hides_and_the_limits_going_restore(qtbot: QtBot) -> None:
    root, button, field, action = _page(qtbot)
    access.apply(root, VIEWER)
    assert not button.isVisible()
    assert field.isReadOnly()
    assert field.placeholderText() == access.READ_ONLY_HINT
    assert not action.isVisible()

    access.apply(root, ORGANISER)
    assert button.isVisible()
    assert not field.isReadOnly()
    assert field.placeholderText() == "Scenario, weather, …"
    assert action.isVisible()

    access.apply(root, VIEWER)  # and limited again
    assert not button.isVisible()
    access.apply(root, None)  # no limits known: everything offered
    assert button.isVisible()
    assert action.isVisible()


def test_a_window_never_limited_is_left_as_its_pages_made_it(qtbot: QtBot) -> None:
    """A page may hide a tagged control for its own reasons (nothing to save yet); a
    role that may do everything must not show it again."""
    root, button, _field, action = _page(qtbot)
    button.hide()
    action.setVisible(False)
    access.apply(root, ORGANISER)
    access.apply(root, None)
    assert not button.isVisible()
    assert not action.isVisible()


def test_allows_everything() -> None:
    assert ORGANISER.allows_everything
    assert not VIEWER.allows_everything
    player = Access("player", frozenset(CAPABILITIES) - {"campaigns"})
    assert not player.allows_everything
