"""``TitleKeeper``: a stretching column is never narrower than its title. Short of room
it takes its title's width and the table scrolls sideways; given room again it
stretches as before (both kinds: a ``Stretch`` column and ``stretchLastSection``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QHeaderView

from warclan.gui.widgets import plain_table

TITLES = ["Krieger", "Gespielt", "Gewonnen", "Direkter Vergleich (S-N-U)"]


@pytest.mark.parametrize("how", ["stretch", "stretch-last"])
def test_a_stretching_column_keeps_its_title(qtbot, how: str) -> None:
    model = QStandardItemModel(2, len(TITLES))
    model.setHorizontalHeaderLabels(TITLES)
    view = plain_table(model, "standings")  # the window's tables all keep their titles
    qtbot.addWidget(view)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    last = len(TITLES) - 1
    if how == "stretch":
        header.setSectionResizeMode(last, QHeaderView.ResizeMode.Stretch)
    else:
        header.setSectionResizeMode(last, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
    title = header.sectionSizeHint(last)
    view.resize(260, 150)  # far less than the four columns need
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: header.sectionSize(last) >= title)
    assert view.horizontalScrollBar().maximum() > 0  # the table scrolls instead
    view.resize(header.length() + 400, 150)  # room again: it stretches to fill it
    qtbot.waitUntil(lambda: header.sectionSize(last) > title + 200)
    assert view.horizontalScrollBar().maximum() == 0
    if how == "stretch":
        assert header.sectionResizeMode(last) == QHeaderView.ResizeMode.Stretch
    else:
        assert header.stretchLastSection()
    assert model.headerData(last, Qt.Orientation.Horizontal) == TITLES[-1]
