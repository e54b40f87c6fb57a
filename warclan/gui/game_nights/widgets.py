"""Small pieces the Game nights pages share: a titled page, a sortable table, a date edit."""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDateEdit,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QWidget,
)

from warclan.errors import UserError
from warclan.gui import i18n
from warclan.gui.i18n import tr
from warclan.gui.rows_model import RowsTableModel
from warclan.gui.widgets import Heading, plain_table, sorting_proxy
from warclan.i18n_text import T_


def title(text: str) -> QLabel:
    """A page's title: bold, larger than the text, and growing with the zoom."""
    return Heading(text, scale=1.5)


def table(model: RowsTableModel[Any], name: str, parent: QWidget, stretch: int = -1) -> QTableView:
    view = plain_table(sorting_proxy(model, parent), name, parent)
    view.setSortingEnabled(True)
    view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # the services' order until a click
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(
        model.columnCount() - 1 if stretch < 0 else stretch, QHeaderView.ResizeMode.Stretch
    )
    return view


def date_edit(name: str) -> QDateEdit:
    edit = QDateEdit(QDate.currentDate())
    edit.setCalendarPopup(True)
    edit.setDisplayFormat(i18n.date_format())
    edit.setAccessibleName(name)
    return edit


def date_of(edit: QDateEdit) -> date:
    q = edit.date()
    return date(q.year(), q.month(), q.day())


def seed_edit(name: str) -> QLineEdit:
    edit = QLineEdit()
    edit.setPlaceholderText(tr("blank: a new seed"))
    edit.setAccessibleName(name)
    edit.setMaximumWidth(160)
    return edit


def parse_seed(text: str) -> int | None:
    """The typed seed, None when blank. Call it inside the ``ops`` call, so a typo is
    shown as a refusal; the range is the rules' to check."""
    text = text.strip()
    if not text:
        return None
    if not (text.isascii() and text.isdigit()) or len(text) > 19:
        raise UserError(T_("a seed is a whole number such as 1234, not {text!r}", text=text))
    return int(text)


def wrap_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    return label
