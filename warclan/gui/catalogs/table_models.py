"""Table models of the catalogue browser: the catalogues, and one catalogue's entries."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import Qt

from warclan.catalog.provenance import HOUSE_RULE_LABEL
from warclan.gui.rows_model import ID_ROLE, SORT_ROLE, Index, RowsTableModel
from warclan.services.ragnarok.rules_data.catalog_views import CatalogEntry, CatalogInfo

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


# The words issue 10 asks for, one per kind of source; the file name or the note
# follows in the detail text and the tooltips.
WORDS = {
    "rulebook": "rulebook excerpt",
    "house_rule": HOUSE_RULE_LABEL,
    "group_edit": "the group's own",
    "example": "example — not from the rulebook excerpt",
    "mixed": "rulebook excerpt and house rules",
}


def title(catalog: str) -> str:
    return TITLES.get(catalog, catalog.replace("_", " ").capitalize())


def provenance_words(kind: str) -> str:
    return WORDS.get(kind, kind.replace("_", " "))


def reworded(label: str) -> str:
    """A service's short label in the issue's words (the file name kept)."""
    if label == "rulebook":
        return WORDS["rulebook"]
    return label.replace("rulebook (", "rulebook excerpt (").replace(
        "example — not official", WORDS["example"]
    )


def provenance_detail(kind: str, label: str) -> str:
    """The words, then what the label adds: the rule-text file, or the group's note."""
    words = provenance_words(kind)
    if kind in ("rulebook", "mixed"):
        return reworded(label)
    rest = label.removeprefix(HOUSE_RULE_LABEL).lstrip(":;— ").strip()
    if not rest or rest in (words, "example — not official", "the group's own edit"):
        return words
    return f"{words}: {rest}"


class CatalogsModel(RowsTableModel[CatalogInfo]):
    NAME, VERSION, PROVENANCE, EDITS = range(4)
    HEADERS: ClassVar[tuple[str, ...]] = ("Catalogue", "Version", "Provenance", "Edits")

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
                return provenance_words(c.provenance_kind)
            return (
                (f"{c.overridden} edited" if c.overridden else "")
                if role == _DISPLAY
                else (c.overridden)
            )
        if role == ID_ROLE:
            return c.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                f"{provenance_detail(c.provenance_kind, c.provenance)}\n"
                f"resources/{c.file}: {c.entries} entries, {c.house_rule_entries} house rules"
                + (f", {c.overridden} edited by this campaign" if c.overridden else "")
            )
        return None


@dataclass(frozen=True, slots=True)
class EntryRow:
    entry: CatalogEntry
    price: int | None = None  # Glory, for God Powers and items
    extra: str = ""  # the god and Godspark cost of a God Power


class EntriesModel(RowsTableModel[EntryRow]):
    NAME, EXTRA, PRICE, PROVENANCE = range(4)
    HEADERS: ClassVar[tuple[str, ...]] = ("Entry", "", "Glory", "Provenance")

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
            # An entry the campaign edited or added reads "the group's own".
            return provenance_words(e.provenance_kind)
        if role == ID_ROLE:
            return e.key
        if role == Qt.ItemDataRole.TextAlignmentRole and col == self.PRICE:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = f"{e.name}\n{provenance_detail(e.provenance_kind, e.provenance)}"
            if e.added:
                tip += " (added by the group)"
            elif e.original_provenance:
                tip += f" (edited; the original: {reworded(e.original_provenance)})"
            return tip + (f"\nThe group's note: {e.note}" if e.note else "")
        return None
