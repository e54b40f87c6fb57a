"""Edits are never lost (GUI.md): a form with unsaved changes keeps them when the
database changes under it, says so in place, and lets the player choose.

``ChangedElsewhere`` is the line a form shows over itself: "changed elsewhere" with
**Reload** (take what the database holds now, dropping the typing) and **Keep mine**
(keep typing; the next save replaces the newer copy knowingly). A save made from a copy
that moved on meanwhile is refused by the services' version check
(``services/versions.py``) and brings the same line back, so neither side's change
disappears silently.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from warclan.gui.i18n import tr


class ChangedElsewhere(QFrame):
    """ "⚠ … changed elsewhere" with Reload and Keep mine; hidden until ``show_for``."""

    reload = Signal()
    keep = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleName(tr("Changed elsewhere"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("QFrame { background: palette(alternate-base); }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.reload_button = QPushButton(tr("&Reload"))
        self.reload_button.setToolTip(tr("Show what the database holds now; your changes go"))
        self.keep_button = QPushButton(tr("&Keep Mine"))
        self.keep_button.setToolTip(tr("Keep your changes; saving them replaces the newer copy"))
        self.reload_button.clicked.connect(self._reload)
        self.keep_button.clicked.connect(self._keep)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.reload_button)
        layout.addWidget(self.keep_button)
        self.hide()

    def show_for(self, what: str) -> None:
        self.text.setText(
            tr(
                "⚠ {what} changed elsewhere while you were editing. Your changes are kept "
                "here, not saved."
            ).format(what=what)
        )
        self.show()

    def _reload(self) -> None:
        self.hide()
        self.reload.emit()

    def _keep(self) -> None:
        self.hide()
        self.keep.emit()
