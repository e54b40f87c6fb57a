"""Columns fitted to their contents: again when a refresh brings wider text, kept when it
brings the same (the cells are not all sized again), and never over the user's widths."""

from __future__ import annotations

import pytest

from warclan.gui.columns import Column, ColumnsModel
from warclan.gui.widgets import fit_columns, table

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

Row = tuple[str, int]


def names_table(qtbot):
    model: ColumnsModel[Row] = ColumnsModel(
        [Column("Name", lambda r: r[0]), Column("Glory", lambda r: str(r[1]), numeric=True)]
    )
    view, _proxy = table(model, "Names table", stretch_last=False)
    model.setParent(view)  # goes with the view (the proxy is the model's child)
    qtbot.addWidget(view)
    view.resize(900, 300)
    view.show()
    qtbot.waitExposed(view)
    return model, view


def show(model, view, rows: list[Row]) -> int:
    model.set_rows(rows)
    fit_columns(view)
    return view.columnWidth(0)


def test_wider_text_widens_the_column_and_the_same_text_keeps_it(qtbot):
    model, view = names_table(qtbot)
    narrow = show(model, view, [("Bo", 10), ("Ulf", 20)])
    wide = show(model, view, [("Bo", 10), ("Ragnhild Wolfsbane of the North", 20)])
    assert wide > narrow
    assert show(model, view, [("Ragnhild Wolfsbane of the North", 30), ("Bo", 5)]) == wide
    assert show(model, view, [("Bo", 10), ("Ulf", 20)]) == narrow  # narrower text: narrower


def test_a_width_the_user_set_is_kept(qtbot):
    model, view = names_table(qtbot)
    show(model, view, [("Bo", 10)])
    view.setColumnWidth(0, 333)  # the user drags the column's edge
    assert show(model, view, [("Ragnhild Wolfsbane of the North", 20)]) == 333
