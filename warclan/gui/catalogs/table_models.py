"""Table models of the catalogue browser: the catalogues, and one catalogue's entries."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import Qt

from warclan.gui.rows_model import ID_ROLE, SORT_ROLE, Index, RowsTableModel
from warclan.services.ragnarok.rules_data.catalogs import CatalogEntry, CatalogInfo

_DISPLAY = Qt.ItemDataRole.DisplayRole
TITLES = {
    "god_powers": "God Powers",
    "items": "Items",
    "injury_tables": "Injury and Severe Injury tables",
    "raid_table": "Raid Table",
    "glory_prices": "Glory prices",
    "success_table": "Success Table",
    "model_profiles": "Model profiles",
    "abilities": "Abilities",
}


def title(catalog: str) -> str:
    return TITLES.get(catalog, catalog.replace("_", " ").capitalize())


class CatalogsModel(RowsTableModel[CatalogInfo]):
    NAME, VERSION, PROVENANCE, EDITS = range(4)
    HEADERS: ClassVar[tuple[str, ...]] = ("Catalogue", "Version", "Provenance", "House rules")

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        c = self._rows[index.row()]
        col = index.column()
        if role in (_DISPLAY, SORT_ROLE):
            if col == self.NAME:
                return title(c.name)
            if col == self.VERSION:
                return f"v{c.version}" if role == _DISPLAY else c.version
            if col == self.PROVENANCE:
                return c.provenance
            return (
                (f"{c.overridden} edited" if c.overridden else "")
                if role == _DISPLAY
                else (c.overridden)
            )
        if role == ID_ROLE:
            return c.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"resources/{c.file}: {c.entries} entries, {c.house_rule_entries} house rules"
        return None


@dataclass(frozen=True, slots=True)
class EntryRow:
    entry: CatalogEntry
    price: int | None = None  # Glory, for God Powers and items
    extra: str = ""  # the god and Godspark cost of a God Power


class EntriesModel(RowsTableModel[EntryRow]):
    NAME, EXTRA, PRICE, PROVENANCE, EDITED = range(5)
    HEADERS: ClassVar[tuple[str, ...]] = ("Entry", "", "Glory", "Provenance", "This campaign")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.extra_header = ""

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if section == self.EXTRA and orientation == Qt.Orientation.Horizontal and role == _DISPLAY:
            return self.extra_header
        return super().headerData(section, orientation, role)

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        r = self._rows[index.row()]
        e = r.entry
        col = index.column()
        if role in (_DISPLAY, SORT_ROLE):
            if col == self.NAME:
                return e.name
            if col == self.EXTRA:
                return r.extra
            if col == self.PRICE:
                if role == SORT_ROLE:
                    return r.price if r.price is not None else -1
                return "" if r.price is None else str(r.price)
            if col == self.PROVENANCE:
                return e.provenance
            if e.added:
                return "added by the group"
            return "house rule edited" if e.overridden else ""
        if role == ID_ROLE:
            return e.key
        if role == Qt.ItemDataRole.TextAlignmentRole and col == self.PRICE:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.ToolTipRole and e.note:
            return f"Note: {e.note}"
        return None
