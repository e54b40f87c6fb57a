"""A table's stretching column kept at least as wide as its title (every table of the
window: ``widgets.plain_table``). Its own small module: the first page's tables are made
before the first paint, and the rest of ``fitting`` is not needed then."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QHeaderView, QTableView


class TitleKeeper(QObject):
    """Keeps ``view``'s stretching column (``Stretch`` mode, or the last one with
    ``stretchLastSection``) at least as wide as its title: where the room left is less,
    the column takes its title's width and the table scrolls sideways, instead of showing
    "Kriegerba" under a header that was fitted for English."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._view = view
        self._held: dict[int, bool] = {}  # the columns widened: were they Stretch?
        self._fitting = False
        header = view.horizontalHeader()
        # Signals, not an event filter on the viewport: that would call Python for every
        # paint and mouse move of every table (each call waits for the interpreter while
        # a worker runs a read).
        header.sectionResized.connect(lambda *_: self.fit())
        header.geometriesChanged.connect(self.fit)

    def _stretching(self) -> list[int]:
        header = self._view.horizontalHeader()
        found = [
            s
            for s in range(header.count())
            if header.sectionResizeMode(s) == QHeaderView.ResizeMode.Stretch
        ]
        last = header.logicalIndex(header.count() - 1) if header.count() else -1
        if header.stretchLastSection() and last >= 0 and last not in found:
            found.append(last)
        return [*found, *(s for s in self._held if s not in found)]

    def fit(self) -> None:
        if self._fitting:
            return
        self._fitting = True
        try:
            header = self._view.horizontalHeader()
            room = self._view.viewport().width()
            for section in self._stretching():
                if header.isSectionHidden(section):
                    continue
                title = header.sectionSizeHint(section)
                others = header.length() - header.sectionSize(section)
                if section in self._held:
                    if room - others >= title:  # room again: it stretches as before
                        stretch = self._held.pop(section)
                        if stretch:
                            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Stretch)
                        else:
                            header.setStretchLastSection(True)
                    elif header.sectionSize(section) < title:  # fitted to its (no) text
                        header.resizeSection(section, title)
                elif header.sectionSize(section) < title:
                    was_stretch = (
                        header.sectionResizeMode(section) == QHeaderView.ResizeMode.Stretch
                    )
                    self._held[section] = was_stretch
                    if was_stretch:
                        header.setSectionResizeMode(section, QHeaderView.ResizeMode.Interactive)
                    else:
                        header.setStretchLastSection(False)
                    header.resizeSection(section, title)
        finally:
            self._fitting = False
