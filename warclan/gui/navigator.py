"""The navigator: one tree over every section (Campaigns, Mors Regnat, Rules), built from
the sections' ``NavItem`` lists, with a filter line above it. A row is found again after
a reload by (kind, id)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from PySide6.QtCore import (
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QLineEdit, QTreeView, QVBoxLayout, QWidget

from warclan.gui.context import NavItem
from warclan.gui.i18n import tr
from warclan.gui.widgets import ClearOnEscape, show_harmlessly
from warclan.text import shown

__all__ = ["NAV_ROLE", "Key", "Navigator", "NavigatorModel", "key_of"]
NAV_ROLE = Qt.ItemDataRole.UserRole + 10  # a row's NavItem (apart from the table roles)
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
        row = QStandardItem(item.label)
        row.setEditable(False)
        row.setData(item, NAV_ROLE)
        row.setData(shown(item.label), Qt.ItemDataRole.AccessibleTextRole)
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


class Navigator(QObject):
    """The navigator pane: the tree, its filter line (Ctrl+F) and the item chosen in it,
    with the items leading to it. ``chosen`` says when a click, a key or ``select``
    makes another row current."""

    chosen = Signal(object)  # the NavItem

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.current: NavItem | None = None
        self.path: list[NavItem] = []  # from the section down to ``current``
        self.model = NavigatorModel(self)
        self.view = QTreeView()
        show_harmlessly(self.view)
        self.view.setObjectName("navigator")
        self.view.setAccessibleName("Navigator")
        self.view.setModel(self.model)
        self.view.setHeaderHidden(True)
        self.view.setUniformRowHeights(True)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.selectionModel().currentChanged.connect(self._current_changed)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Filter (Ctrl+F)"))
        self.filter.setAccessibleName(tr("Filter the navigator"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.apply_filter)
        self.filter.returnPressed.connect(self.first_match)
        self.filter.installEventFilter(ClearOnEscape(self.filter))
        self.pane = QWidget()
        layout = QVBoxLayout(self.pane)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.filter)
        layout.addWidget(self.view, 1)

    def clear_choice(self) -> None:
        self.current = None
        self.path = []

    def reload(self, sections: Sequence[NavItem]) -> None:
        """Rebuild the tree from ``sections``, keeping what was open and chosen."""
        model, view = self.model, self.view
        rows = [(ix, i) for ix in model.walk() if (i := model.item_at(ix))]
        expanded = {key_of(i) for ix, i in rows if view.isExpanded(ix)}
        known = {key_of(i) for _ix, i in rows}  # a row new to the tree opens like a first one
        current = self.current
        blocker = view.selectionModel().blockSignals(True)
        try:
            model.set_sections(sections)
            for index in model.walk():
                item = model.item_at(index)
                if item is None:
                    continue
                top = not index.parent().isValid()
                new = key_of(item) not in known
                if key_of(item) in expanded or (new and (top or item.kind == "campaign")):
                    view.setExpanded(index, True)
            found = model.find(key_of(current)) if current else QModelIndex()
            if found.isValid():
                view.selectionModel().setCurrentIndex(
                    found, QItemSelectionModel.SelectionFlag.ClearAndSelect
                )
        finally:
            view.selectionModel().blockSignals(blocker)
        if self.filter.text():
            self.apply_filter(self.filter.text())
        if current is not None and found.isValid():
            self.current = model.item_at(found)
            self.path = model.path(found)
        elif current is not None:  # the item is gone (undone, deleted): show its parent
            parent = self.path[-2] if len(self.path) > 1 else None
            self.current = None
            if parent is None or not self.select(parent.kind, parent.ident):
                self.select_index(model.index(0, 0))

    def restore(self, saved: str) -> None:
        """Choose the item saved as "kind:id"; else, on a first start, the first
        campaign, else the Campaigns overview."""
        kind, _, ident = saved.partition(":")
        if kind and ident.isdigit() and self.select(kind, int(ident)):
            return
        root = self.model.index(0, 0)
        first = self.model.index(0, 0, root)
        self.select_index(first if first.isValid() else root)

    def select(self, kind: str, ident: int | None) -> bool:
        """Make the row for (kind, id) current, as a click would."""
        for index in self.model.walk():
            item = self.model.item_at(index)
            if item is not None and item.kind == kind and item.ident == ident:
                self.select_index(index)
                return True
        return False

    def select_index(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        parent = index.parent()
        while parent.isValid():
            self.view.setExpanded(parent, True)
            parent = parent.parent()
        self.view.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect
        )
        self.view.scrollTo(index)

    def label_of(self, kind: str, ident: int) -> str | None:
        for index in self.model.walk():
            item = self.model.item_at(index)
            if item is not None and item.kind == kind and item.ident == ident:
                return item.label
        return None

    def has_focus(self) -> bool:
        return self.view.hasFocus() or self.filter.hasFocus()

    def focus_filter(self) -> None:
        self.filter.setFocus()
        self.filter.selectAll()

    def apply_filter(self, text: str) -> None:
        """Hide the rows that neither match nor lead to a match; a matching row keeps its
        children, and the rows leading to a match are opened."""
        needle = text.strip().casefold()

        def show(parent: QModelIndex, inherited: bool) -> bool:
            any_shown = False
            for row in range(self.model.rowCount(parent)):
                index = self.model.index(row, 0, parent)
                label = str(index.data() or "").casefold()
                match = inherited or not needle or needle in label
                below = show(index, match)
                visible = match or below
                self.view.setRowHidden(row, parent, not visible)
                if needle and below:
                    self.view.setExpanded(index, True)
                any_shown = any_shown or visible
            return any_shown

        show(QModelIndex(), False)

    def first_match(self) -> None:
        """Return in the filter: choose the first row shown that matches."""
        needle = self.filter.text().strip().casefold()
        for index in self.model.walk():
            label = str(index.data() or "").casefold()
            if (
                needle
                and needle in label
                and not self.view.isRowHidden(index.row(), index.parent())
            ):
                self.select_index(index)
                self.view.setFocus()
                return

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        item = self.model.item_at(current)
        if item is None:
            return
        self.current = item
        self.path = self.model.path(current)
        self.chosen.emit(item)
