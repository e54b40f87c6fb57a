"""View ▸ Language: System, English, Deutsch (radio, remembered in the settings).

The choice takes effect at the next start (see ``gui/i18n.py`` for why); the status bar
says so, in the language shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from warclan.gui import i18n
from warclan.gui.i18n import tr


def build(parent: QWidget, settings: QSettings, say: Callable[[str], object]) -> QMenu:
    """The submenu; ``say`` tells the player when the choice takes effect."""
    menu = QMenu(tr("&Language"), parent)
    menu.setObjectName("menu.language")
    group = QActionGroup(menu)
    group.setExclusive(True)
    current = i18n.chosen(settings)
    choices = [(i18n.SYSTEM, tr("System")), *i18n.LANGUAGES.items()]
    for code, name in choices:
        action = QAction(name, menu)
        action.setCheckable(True)
        action.setChecked(code == current)
        action.setData(code)
        action.setObjectName(f"language.{code}")
        group.addAction(action)
        menu.addAction(action)
        action.triggered.connect(lambda _on=False, c=code: chosen(settings, c, say))
    return menu


def chosen(settings: QSettings, code: str, say: Callable[[str], object]) -> None:
    if code == i18n.chosen(settings):
        return
    i18n.choose(settings, code)
    settings.sync()
    say(tr("The language changes at the next start of warclan."))
