"""The navigator: one tree over every section (Campaigns, Mors Regnat, Rules), built from
the sections' ``NavItem`` lists. A row is found again after a reload by (kind, id)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex
from PySide6.QtGui import QStandardItem, QStandardItemModel

from warclan.gui.context import NavItem
from warclan.gui.item_roles import NAV_ROLE

__all__ = ["NAV_ROLE", "Key", "NavigatorModel", "key_of"]
Key = tuple[str, int | None, str]  # kind, id, and the label for id-less rows


def key_of(item: NavItem) -> Key:
    return (item.kind, item.ident, item.label if item.ident is None else "")


class NavigatorModel(QStandardItemModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setHorizontalHeaderLabels(["Navigator"])

    def set_sections(self, sections: Sequence[NavItem]) -> None:
        self.clear()
        self.setHorizontalHeaderLabels(["Navigator"])
        for section in sections:
            self.appendRow(self._row(section))

    def replace_section(self, row: int, section: NavItem) -> None:
        self.removeRow(row)
        self.insertRow(row, self._row(section))

    def _row(self, item: NavItem) -> QStandardItem:
        from PySide6.QtCore import Qt  # after the first paint (see item_roles)

        row = QStandardItem(item.label)
        row.setEditable(False)
        row.setData(item, NAV_ROLE)
        row.setData(item.label, Qt.ItemDataRole.AccessibleTextRole)
        if item.tooltip:
            row.setToolTip(item.tooltip)
        for child in item.children:
            row.appendRow(self._row(child))
        return row

    @staticmethod
    def item_at(index: QModelIndex | QPersistentModelIndex) -> NavItem | None:
        value = index.data(NAV_ROLE) if index.isValid() else None
        return value if isinstance(value, NavItem) else None

    def walk(self, parent: QModelIndex | None = None) -> Iterator[QModelIndex]:
        parent = parent or QModelIndex()
        for row in range(self.rowCount(parent)):
            index = self.index(row, 0, parent)
            yield index
            yield from self.walk(index)

    def find(self, key: Key) -> QModelIndex:
        for index in self.walk():
            item = self.item_at(index)
            if item is not None and key_of(item) == key:
                return index
        return QModelIndex()

    def path(self, index: QModelIndex) -> list[NavItem]:
        """The items from the section down to ``index``."""
        items: list[NavItem] = []
        while index.isValid():
            item = self.item_at(index)
            if item is not None:
                items.insert(0, item)
            index = index.parent()
        return items
