"""A table of plain DTO rows replaced as a whole by ``set_rows()``: the base of every
table model in the window, whatever the game system.

``SORT_ROLE`` gives the raw value to sort by (numbers as numbers, names case-folded), so a
``QSortFilterProxyModel`` with ``setSortRole(SORT_ROLE)`` sorts the way a player expects.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from warclan.gui import i18n

__all__ = ["ID_ROLE", "SORT_ROLE", "Index", "RowsTableModel"]

# The roles warclan's models add, after the first one Qt leaves to applications.
SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # the raw value to sort by
ID_ROLE = Qt.ItemDataRole.UserRole + 2  # the row's database id

Index = QModelIndex | QPersistentModelIndex
RowT = TypeVar("RowT")


class RowsTableModel(QAbstractTableModel, Generic[RowT]):
    """A table of plain DTO rows replaced as a whole by ``set_rows()``; subclasses give
    ``HEADERS`` (``T_()`` when translated), ``cell()`` and, optionally, a tooltip per
    header."""

    HEADERS: ClassVar[tuple[str, ...]] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[RowT] = []

    def set_rows(self, rows: Sequence[RowT]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rows(self) -> list[RowT]:
        return list(self._rows)

    def row_at(self, row: int) -> RowT:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers())

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        headers = self.headers()
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(headers):
            return None
        # A T_() (a class attribute is made before the translator is installed) shows in
        # the window's language; a tr() text is already in it.
        if role == Qt.ItemDataRole.DisplayRole:
            return i18n.text(headers[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self.header_tip(section)
            return i18n.text(tip) if tip else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        return self.cell(self._rows[index.row()], index.column(), role)

    def cell(self, row: RowT, column: int, role: int) -> Any:
        """What ``data`` answers for ``row`` in ``column`` and ``role`` (None: nothing)."""
        return None

    def headers(self) -> Sequence[str]:
        """The column headers: ``HEADERS`` unless a model works them out."""
        return self.HEADERS

    def header_tip(self, section: int) -> str:
        return ""
