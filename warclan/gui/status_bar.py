"""The window's status bar: the database (its name, selectable), what just happened (for
a while), a busy bar while a change runs, and the chosen campaign's base War Clan Rank."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel, QProgressBar, QSizePolicy, QStatusBar

from warclan.gui import i18n
from warclan.gui.i18n import tr
from warclan.i18n_text import T_

STATUS_MS = 10_000  # how long a message stays
# A change's label names it as an order ("Rename Ravens to Storm Ravens", also the undo
# command's text); once done, the status bar says what happened, in the past tense.
_PAST = {
    "Add": "Added",
    "Create": "Created",
    "Delete": "Deleted",
    "Draw": "Drew",
    "Edit": "Edited",
    "Export": "Exported",
    "Import": "Imported",
    "Log": "Logged",
    "New": "Created new",
    "Print": "Printed",
    "Record": "Recorded",
    "Redo": "Redid",
    "Rename": "Renamed",
    "Resolve": "Resolved",
    "Run": "Ran",
    "Save": "Saved",
    "Score": "Scored",
    "Start": "Started",
    "Take": "Took",
    "Undo": "Undid",
    "Write": "Wrote",
}


def happened(label: str) -> str:
    """``label`` ("Create campaign Winter") as what happened ("Created campaign Winter")."""
    verb, space, rest = label.partition(" ")
    past = _PAST.get(verb)
    if past is not None:
        return f"{past}{space}{rest}"
    if not label:
        return tr("Done")
    done = tr("Done: {what}")
    if done != "Done: {what}":  # another language: its label's nouns keep their capitals
        return done.format(what=label)
    return done.format(what=f"{label[:1].lower()}{label[1:]}")


# Shown in the window's language (i18n.text); English as it stands.
NO_RANK = T_("Base War Clan Rank: —")


class StatusFields(QObject):
    """The status bar's fields, added to ``bar``."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.database = QLabel(tr("No database"))
        self.database.setAccessibleName(tr("Database"))
        self.database.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message = QLabel()
        self.message.setIndent(16)  # apart from the database name
        # A long message or path must never make the window wider than the screen.
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message.setAccessibleName(tr("What just happened"))
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(110)
        self.busy.setAccessibleName(tr("Working"))
        self.busy.hide()
        self.base_rank = QLabel(i18n.text(NO_RANK))
        self.base_rank.setAccessibleName(tr("Base War Clan Rank"))
        bar.addPermanentWidget(self.database)
        bar.addPermanentWidget(self.message, 1)
        bar.addPermanentWidget(self.busy)
        bar.addPermanentWidget(self.base_rank)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.message.clear)

    def show(self, text: str, timeout: bool = True) -> None:
        """Say what just happened; it goes after a while, unless ``timeout`` is off."""
        self.message.setText(text)
        if timeout:
            self._timer.start(STATUS_MS)
        else:
            self._timer.stop()
