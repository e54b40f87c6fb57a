"""Table models of the catalogue browser: the catalogues, and one catalogue's entries."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import Qt

from warclan.catalog.provenance import HOUSE_RULE_LABEL
from warclan.gui import i18n
from warclan.gui.i18n import tr
from warclan.gui.rows_model import ID_ROLE, SORT_ROLE, RowsTableModel
from warclan.i18n_text import T_
from warclan.services.ragnarok.rules_data.catalog_views import CatalogEntry, CatalogInfo

_DISPLAY = Qt.ItemDataRole.DisplayRole
TITLES = {
    "god_powers": T_("God Powers"),
    "items": T_("Items"),
    "injury_tables": T_("Injury and Severe Injury tables"),
    "raid_table": T_("Raid Table"),
    "glory_prices": T_("Glory prices"),
    "success_table": T_("Success Table"),
    "model_profiles": T_("Model profiles"),
    "abilities": T_("Abilities"),
}


# The words issue 10 asks for, one per kind of source; the file name or the note
# follows in the detail text and the tooltips. Shown in the window's language.
WORDS = {
    "rulebook": T_("rulebook excerpt"),
    "house_rule": T_("house rule — not from the rulebook excerpt"),  # HOUSE_RULE_LABEL
    "group_edit": T_("the group's own"),
    "example": T_("example — not from the rulebook excerpt"),
    "mixed": T_("rulebook excerpt and house rules"),
}
# The services' labels that are words rather than a group's note.
_SERVICE_WORDS = (HOUSE_RULE_LABEL, "example — not official", "the group's own edit")


def title(catalog: str) -> str:
    return i18n.text(TITLES.get(catalog, catalog.replace("_", " ").capitalize()))


def provenance_words(kind: str) -> str:
    return i18n.text(WORDS.get(kind, kind.replace("_", " ")))


def reworded(label: str) -> str:
    """A service's short label in the issue's words (the file name kept)."""
    if label == "rulebook":
        return provenance_words("rulebook")
    if label == HOUSE_RULE_LABEL:
        return provenance_words("house_rule")
    if label == "the group's own edit":
        return tr("the group's own edit")
    return (
        label.replace("rulebook (", provenance_words("rulebook") + " (")
        .replace("example — not official", provenance_words("example"))
        .replace(HOUSE_RULE_LABEL, provenance_words("house_rule"))
    )


def provenance_detail(kind: str, label: str) -> str:
    """The words, then what the label adds: the rule-text file, or the group's note."""
    words = provenance_words(kind)
    if kind in ("rulebook", "mixed"):
        return reworded(label)
    rest = label.removeprefix(HOUSE_RULE_LABEL).lstrip(":;— ").strip()
    if not rest or rest in (str(WORDS.get(kind, "")), *_SERVICE_WORDS):
        return words
    return f"{words}: {rest}"


class CatalogsModel(RowsTableModel[CatalogInfo]):
    NAME, VERSION, PROVENANCE, EDITS = range(4)
    HEADERS: ClassVar[tuple[str, ...]] = (
        T_("Catalogue"),
        T_("Version"),
        T_("Provenance"),
        T_("Edits"),
    )

    def cell(self, c: CatalogInfo, col: int, role: int) -> Any:
        if role in (_DISPLAY, SORT_ROLE):
            if col == self.NAME:
                return title(c.name)
            if col == self.VERSION:
                return f"v{c.version}" if role == _DISPLAY else c.version
            if col == self.PROVENANCE:
                return provenance_words(c.provenance_kind)
            return (
                (tr("{count} edited").format(count=c.overridden) if c.overridden else "")
                if role == _DISPLAY
                else (c.overridden)
            )
        if role == ID_ROLE:
            return c.name
        if role == Qt.ItemDataRole.ToolTipRole:
            counts = tr("resources/{file}: {entries} entries, {house_rules} house rules").format(
                file=c.file, entries=c.entries, house_rules=c.house_rule_entries
            )
            if c.overridden:
                counts += tr(", {count} edited by this campaign").format(count=c.overridden)
            return f"{provenance_detail(c.provenance_kind, c.provenance)}\n{counts}"
        return None


@dataclass(frozen=True, slots=True)
class EntryRow:
    entry: CatalogEntry
    price: int | None = None  # Glory, for God Powers and items
    extra: str = ""  # the god and Godspark cost of a God Power


class EntriesModel(RowsTableModel[EntryRow]):
    NAME, EXTRA, PRICE, PROVENANCE = range(4)
    HEADERS: ClassVar[tuple[str, ...]] = (T_("Entry"), "", T_("Glory"), T_("Provenance"))

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.extra_header = ""

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if section == self.EXTRA and orientation == Qt.Orientation.Horizontal and role == _DISPLAY:
            return self.extra_header
        return super().headerData(section, orientation, role)

    def cell(self, r: EntryRow, col: int, role: int) -> Any:
        e = r.entry
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
                tip += tr(" (added by the group)")
            elif e.original_provenance:
                tip += tr(" (edited; the original: {original})").format(
                    original=reworded(e.original_provenance)
                )
            note = "\n" + tr("The group's note: {note}").format(note=e.note) if e.note else ""
            return tip + note
        return None
