"""A table model described by its columns: each column says how to show, sort, align and
explain a row. The window's many small read-only tables are one class, not one each."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush

from warclan.gui import i18n
from warclan.gui.rows_model import ID_ROLE, SORT_ROLE, RowsTableModel

RowT = TypeVar("RowT")
_Index = QModelIndex | QPersistentModelIndex
_NUMERIC = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
# The roles data() answers, looked up once: Qt asks for a dozen roles per cell whenever
# it sizes or paints a table (some 4,000 calls to show a War Clan), and most get None.
_DISPLAY = Qt.ItemDataRole.DisplayRole
_ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_FOREGROUND = Qt.ItemDataRole.ForegroundRole
_TEXT = (_DISPLAY, _ACCESSIBLE)
_ANSWERED = frozenset({*_TEXT, _ALIGNMENT, _TOOLTIP, _FOREGROUND, SORT_ROLE, ID_ROLE})


@dataclass(frozen=True)
class Column(Generic[RowT]):
    """One column of a ``ColumnsModel``: its header, and how it shows and sorts a row."""

    header: str  # a T_() when the table is translated: shown in the window's language
    text: Callable[[RowT], str]
    sort: Callable[[RowT], Any] | None = None  # default: the text, case-folded
    numeric: bool = False
    tip: str = ""  # the header's tooltip (a T_() too)
    tooltip: Callable[[RowT], str | None] | None = None
    foreground: Callable[[RowT], QBrush | None] | None = None


def date_column(header: str, value: Callable[[RowT], date]) -> Column[RowT]:
    """A day, as the window's locale writes it, sorted by the day."""
    return Column(header, lambda row: i18n.date_text(value(row)), sort=value)


def figure_column(
    header: str,
    value: Callable[[RowT], int],
    *,
    tip: str = "",
    foreground: Callable[[RowT], QBrush | None] | None = None,
) -> Column[RowT]:
    """A whole number: in the locale's figures, right-aligned, sorted as a number."""
    return Column(
        header,
        lambda row: i18n.number(value(row)),
        sort=value,
        numeric=True,
        tip=tip,
        foreground=foreground,
    )


class ColumnsModel(RowsTableModel[RowT]):
    def __init__(
        self,
        columns: Sequence[Column[RowT]],
        ident: Callable[[RowT], int | None] | None = None,
        parent: Any = None,
    ) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self._headers = tuple(c.header for c in self.columns)
        self._ident = ident

    def headers(self) -> Sequence[str]:
        return self._headers

    def header_tip(self, section: int) -> str:
        return self.columns[section].tip

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if role not in _ANSWERED or not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        column = self.columns[index.column()]
        if role in _TEXT:
            return column.text(row)
        if role == SORT_ROLE:
            return column.sort(row) if column.sort else column.text(row).casefold()
        if role == ID_ROLE:
            return self._ident(row) if self._ident else None
        if role == _ALIGNMENT:
            return _NUMERIC if column.numeric else None
        if role == _TOOLTIP:
            return column.tooltip(row) if column.tooltip else None
        return column.foreground(row) if column.foreground else None  # _FOREGROUND
