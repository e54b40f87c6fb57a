"""The catalogue browser: every rules catalogue with version and provenance, its entries,
the full text of the chosen one, and beside it the chosen campaign's house rule for it
(``house_rule_editor``)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QItemSelectionModel, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warclan.gui.catalogs.house_rule_editor import HouseRuleEditor
from warclan.gui.catalogs.house_rule_form import (
    LONG_TEXT,
    field_title,
    leaves,
    shown,
)
from warclan.gui.catalogs.table_models import (
    CatalogsModel,
    EntriesModel,
    EntryRow,
    provenance_detail,
    reworded,
    title,
)
from warclan.gui.context import AppContext, NavItem
from warclan.gui.fitting import FlowLayout, StackWhenNarrow, side_by_side
from warclan.gui.i18n import tr
from warclan.gui.keys import DELETE, on_keys
from warclan.gui.ops import Changed
from warclan.gui.ragnarok.warrior_text import item_kind
from warclan.gui.widgets import Heading, plain_table, sorting_proxy
from warclan.services.ragnarok import campaigns
from warclan.services.ragnarok.dto import CampaignView
from warclan.services.ragnarok.rules_data import catalogs
from warclan.services.ragnarok.rules_data.catalog_views import (
    CatalogDetail,
    CatalogList,
    ItemList,
    PowerList,
)
from warclan.services.ragnarok.rules_data.catalogs import CatalogEntry, PowerInfo

ALL_GODS = "every god"  # the god filter's first choice, in English; shown as tr("every god")


def power_text(p: PowerInfo) -> str:
    """A God Power: our words around the book's (its name and rule text stay as printed)."""
    lines = [
        tr("{name} — {god}, Godspark cost {cost}").format(
            name=p.name, god=p.god, cost=p.godspark_cost
        ),
        "",
        p.text,
    ]
    for boost in p.boosts:
        lines.append(
            tr("Boost ({cost} Godspark): {effect}").format(cost=boost.godspark, effect=boost.effect)
        )
    if p.attack is not None:
        lines.append(
            tr("Attack: {name} ST {st} RN {rn}").format(
                name=p.attack.name, st=p.attack.st, rn=p.attack.rn
            )
        )
    lines += [
        "",
        tr("Glory price: {price}").format(price=p.glory_price),
        tr("Provenance: {where}").format(where=provenance_detail(p.provenance_kind, p.provenance)),
    ]
    return "\n".join(lines)


def _table(model: QAbstractItemModel, name: str) -> QTableView:
    view = plain_table(model, name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setWordWrap(True)
    return view


def entry_text(data: dict[str, Any]) -> str:
    """An entry as a player reads it: the short values first, then the rule text."""
    short: list[str] = []
    long: list[str] = []
    for path, value in leaves(data):
        if path == ("key",):
            continue
        if path == ("kind",) and isinstance(value, str):
            value = item_kind(value)  # an item's kind in words, as the table says it
        line = f"{field_title(path)}: {shown(value)}"
        (long if isinstance(value, str) and len(value) > LONG_TEXT else short).append(line)
    return "\n".join(short) + ("\n\n" + "\n\n".join(long) if long else "")


@dataclass(frozen=True, slots=True)
class Entries:
    """What one read of a catalogue's entries found."""

    catalog: str
    detail: CatalogDetail
    items: ItemList | None = None
    gods: tuple[str, ...] = ()
    powers: PowerList | None = None


class CatalogBrowser(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self.setAccessibleName(tr("Rules catalogues"))
        self.powers: dict[str, PowerInfo] = {}

        # Both combos get their items after the first show: sized to them each time, not
        # to the empty box shown first (German's "keine Kampagne", "alle Götter" were cut).
        grow = QComboBox.SizeAdjustPolicy.AdjustToContents
        self.campaign = QComboBox()
        self.campaign.setSizeAdjustPolicy(grow)
        self.campaign.setAccessibleName(tr("Campaign whose house rules are shown"))
        self.catalogs = CatalogsModel(self)
        self.catalog_view = _table(self.catalogs, tr("Catalogues"))
        cat_header = self.catalog_view.horizontalHeader()
        cat_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The provenance wraps in its own column rather than being cut off.
        cat_header.setSectionResizeMode(CatalogsModel.PROVENANCE, QHeaderView.ResizeMode.Stretch)
        self.catalog_view.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )

        self.god = QComboBox()
        self.god.setSizeAdjustPolicy(grow)
        # Never squeezed below its widest god by the filter row (QComboBox's least width
        # is a few characters, whatever its items).
        self.god.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.god.setAccessibleName(tr("God"))
        self.min_cost, self.max_cost = QSpinBox(), QSpinBox()
        for spin, name in (
            (self.min_cost, tr("Lowest Godspark cost")),
            (self.max_cost, tr("Highest Godspark cost")),
        ):
            spin.setRange(0, 99)
            spin.setAccessibleName(name)
        self.max_cost.setValue(99)
        self.filters = QWidget()
        # The god and the cost range wrap onto two rows when the pane is narrow.
        filters = FlowLayout(self.filters)
        god_label = QLabel(tr("&God"))
        god_label.setBuddy(self.god)
        filters.addWidget(side_by_side(god_label, self.god))
        filters.addWidget(
            side_by_side(
                QLabel(tr("Godspark cost from")),
                self.min_cost,
                QLabel(tr("to", "from … to")),
                self.max_cost,
            )
        )

        self.entries = EntriesModel(self)
        self.proxy = sorting_proxy(self.entries, self)
        self.entry_view = _table(self.proxy, tr("Catalogue entries"))
        self.entry_view.setSortingEnabled(True)
        self.entry_view.sortByColumn(EntriesModel.NAME, Qt.SortOrder.AscendingOrder)
        header = self.entry_view.horizontalHeader()
        # One line a row: names are never squeezed into two, and the provenance (last)
        # takes what is left, cut with "…" only when the pane is narrow (tooltip whole).
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.entry_view.setWordWrap(False)
        self.entry_view.setTextElideMode(Qt.TextElideMode.ElideRight)

        self.catalog_title = Heading(scale=1.3)
        self.catalog_title.setWordWrap(True)
        self.catalog_provenance = QLabel()
        self.catalog_provenance.setWordWrap(True)
        self.catalog_provenance.setAccessibleName(tr("Catalogue provenance"))

        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setAccessibleName(tr("Full rule text"))
        self.text.setTabChangesFocus(True)

        self.house = house = HouseRuleEditor(ctx, self.campaign_id, self.current_catalog)

        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self.catalog_view)
        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.setContentsMargins(0, 0, 0, 0)
        middle_layout.addWidget(self.catalog_title)
        middle_layout.addWidget(self.catalog_provenance)
        middle_layout.addWidget(self.filters)
        middle_layout.addWidget(self.entry_view, 1)
        left.addWidget(middle)
        left.setStretchFactor(0, 1)
        left.setStretchFactor(1, 3)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.text)
        right.addWidget(house)
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 3)
        splitter = QSplitter()
        StackWhenNarrow(self, splitter)  # the entry's text under the list when narrow
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 5)
        splitter.setSizes([600, 700])
        self.left, self.right, self.splitter = left, right, splitter

        top = QHBoxLayout()
        heading = Heading(tr("Rules catalogues"), scale=1.5)
        top.addWidget(heading)
        top.addStretch(1)
        camp_label = QLabel(tr("House rules &of"))
        camp_label.setBuddy(self.campaign)
        top.addWidget(camp_label)
        top.addWidget(self.campaign)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

        # Tab order follows the reading order: campaign, catalogues, filters, entries,
        # the form, the note, Reset, Save.
        order = [
            self.campaign,
            self.catalog_view,
            self.god,
            self.min_cost,
            self.max_cost,
            self.entry_view,
            self.text,
            *house.tab_order(),
        ]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

        self.campaign.currentIndexChanged.connect(lambda _i: self.reload())
        self.catalog_view.selectionModel().currentRowChanged.connect(lambda *_: self.load_entries())
        self.entry_view.selectionModel().currentRowChanged.connect(lambda *_: self._entry_chosen())
        self.god.currentIndexChanged.connect(lambda _i: self.load_entries())
        self.min_cost.valueChanged.connect(lambda _v: self.load_entries())
        self.max_cost.valueChanged.connect(lambda _v: self.load_entries())
        # Delete on an edited entry resets it (after asking).
        on_keys(self.entry_view, DELETE, house.reset_house_rule)
        house.stale.connect(self.reload)
        self.fill_campaigns()

    # --- Page protocol -------------------------------------------------------------------
    def widget(self) -> QWidget:
        return self

    def show_item(self, item: NavItem) -> None:
        self.fill_campaigns(item.ident)

    def on_changed(self, changed: Changed) -> None:
        if changed.touches("campaigns"):
            self.fill_campaigns(self.campaign_id())
        elif changed.touches("catalog", "clans"):
            self.reload()

    def unsaved(self) -> list[str]:
        """What this page holds unsaved (the window asks before closing)."""
        return [tr("the house rule for {name}").format(name=name) for name in self.house.drafts()]

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_catalogs()  # the splitter has its real height only now

    # --- what is shown -------------------------------------------------------------------
    def campaign_id(self) -> int | None:
        data = self.campaign.currentData()
        return int(data) if data is not None else None

    def fill_campaigns(self, chosen: int | None = None) -> None:
        """Read the campaigns on a pool thread, choose ``chosen``, then show its
        catalogues."""
        db = self._ctx.db
        self._ctx.ops.read(
            self,
            tr("Catalogues"),
            lambda: campaigns.list_campaigns(db),
            lambda found: self._campaigns_read(found, chosen),
            key="campaigns",
        )

    def _campaigns_read(self, found: list[CampaignView], chosen: int | None) -> None:
        self.campaign.blockSignals(True)
        self.campaign.clear()
        self.campaign.addItem(tr("no campaign (as shipped)"), None)
        for camp in found:
            self.campaign.addItem(camp.name, camp.id)
        self.campaign.setCurrentIndex(max(0, self.campaign.findData(chosen)))
        self.campaign.blockSignals(False)
        self.reload()

    def current_catalog(self) -> str | None:
        row = self.catalog_view.currentIndex().row()
        return self.catalogs.row_at(row).name if 0 <= row < self.catalogs.rowCount() else None

    def reload(self) -> None:
        chosen = self.current_catalog() or "god_powers"
        camp, db = self.campaign_id(), self._ctx.db
        self._ctx.ops.read(
            self,
            tr("Catalogues"),
            lambda: catalogs.list_catalogs(db, camp),
            lambda found: self._catalogs_read(found, chosen),
            key="catalogs",
        )

    def _catalogs_read(self, found: CatalogList, chosen: str) -> None:
        self.catalogs.set_rows(found.catalogs)
        self._fit_catalogs()
        self.select_catalog(chosen)

    def _fit_catalogs(self) -> None:
        """Give the catalogue list the height of all its rows (there are eight), so none
        hides behind a scroll bar, as long as the entries keep most of the pane."""
        view = self.catalog_view
        view.resizeRowsToContents()
        rows = sum(view.rowHeight(r) for r in range(self.catalogs.rowCount()))
        wanted = rows + view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth() + 2
        total = sum(self.left.sizes()) or self.left.height()
        top = min(wanted, max(total * 2 // 5, 1))
        self.left.setSizes([top, max(total - top, 1)])

    def select_catalog(self, name: str) -> None:
        rows = [c.name for c in self.catalogs.rows()]
        if name in rows:
            self.catalog_view.selectionModel().setCurrentIndex(
                self.catalogs.index(rows.index(name), 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
        self.load_entries()

    def load_entries(self) -> None:
        """Read the chosen catalogue's entries (God Powers filtered as chosen) on a pool
        thread; shown when they arrive, the chosen entry kept."""
        catalog = self.current_catalog()
        if catalog is None:
            return
        camp, db = self.campaign_id(), self._ctx.db
        god = None if self.god.currentIndex() <= 0 else self.god.currentText()  # 0: every god
        low, high = self.min_cost.value(), self.max_cost.value()

        def read() -> Entries:
            detail = catalogs.show_catalog(db, catalog, camp)
            if catalog == "items":
                return Entries(catalog, detail, items=catalogs.list_items(db, camp))
            if catalog != "god_powers":
                return Entries(catalog, detail)
            every = catalogs.list_god_powers(db, camp)
            gods = tuple(sorted({p.god for p in every.powers}))
            if god is not None and god not in gods:
                return Entries(catalog, detail, gods=gods, powers=every)
            found = catalogs.list_god_powers(db, camp, god=god, min_cost=low, max_cost=high)
            return Entries(catalog, detail, gods=gods, powers=found)

        self._ctx.ops.read(self, tr("Catalogues"), read, self._entries_read, key="entries")

    def _entries_read(self, read: Entries) -> None:
        if read.catalog != self.current_catalog():
            return  # another catalogue was chosen meanwhile; its read is on its way
        catalog, detail = read.catalog, read.detail
        kept = self.entry.key if self.entry is not None else None
        self.catalog_title.setText(
            tr("{catalogue} — version {version}").format(
                catalogue=title(catalog), version=detail.version
            )
        )
        self.catalog_provenance.setText(
            tr("Provenance: {where}").format(
                where=provenance_detail(detail.provenance_kind, detail.provenance)
            )
        )
        self.filters.setVisible(catalog == "god_powers")
        rows = [EntryRow(e) for e in detail.entries]
        self.entries.extra_header = ""
        if catalog == "god_powers":
            rows = self._powers(rows, read)
        elif catalog == "items":
            items = read.items.items if read.items is not None else ()
            prices = {i.key: i.glory_price for i in items}
            self.entries.extra_header = tr("Kind")
            words = {"equipment": tr("equipment"), "artifact": tr("artifact")}
            kinds = {i.key: words.get(i.kind, i.kind) for i in items}
            rows = [
                EntryRow(r.entry, prices.get(r.entry.key), kinds.get(r.entry.key, "")) for r in rows
            ]
        self.entries.set_rows(rows)
        keys = [r.entry.key for r in rows]
        row = keys.index(kept) if kept in keys else 0
        if rows:
            self.entry_view.selectionModel().blockSignals(True)
            self.entry_view.selectionModel().setCurrentIndex(
                self.proxy.mapFromSource(self.entries.index(row, 0)),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
            self.entry_view.selectionModel().blockSignals(False)
        self._entry_chosen()

    def _powers(self, rows: list[EntryRow], read: Entries) -> list[EntryRow]:
        chosen = self.god.currentText()
        self.god.blockSignals(True)
        self.god.clear()
        self.god.addItems([tr("every god"), *read.gods])
        self.god.setCurrentIndex(max(0, self.god.findText(chosen)))
        self.god.blockSignals(False)
        found = read.powers.powers if read.powers is not None else ()
        self.powers = {p.key: p for p in found}
        self.entries.extra_header = tr("God · Godspark")
        return [
            EntryRow(r.entry, p.glory_price, f"{p.god} · {p.godspark_cost}")
            for r in rows
            if (p := self.powers.get(r.entry.key)) is not None
        ]

    def current_entry(self) -> CatalogEntry | None:
        index = self.entry_view.currentIndex()
        if not index.isValid():
            return None
        return self.entries.row_at(self.proxy.mapToSource(index).row()).entry

    @property
    def entry(self) -> CatalogEntry | None:
        """The entry chosen, as the house rule editor has it."""
        return self.house.entry

    def _entry_chosen(self) -> None:
        entry = self.current_entry()
        catalog = self.current_catalog()
        if entry is None or catalog is None:
            self.text.setPlainText("")
            self.house.show_entry(entry)
            return
        power = self.powers.get(entry.key) if catalog == "god_powers" else None
        where = provenance_detail(entry.provenance_kind, entry.provenance)
        head = entry.name + "\n" + tr("Provenance: {where}").format(where=where)
        if entry.overridden and entry.original_provenance:
            head += tr(" (original: {original})").format(
                original=reworded(entry.original_provenance)
            )
        if entry.note:
            head += "\n" + tr("The group's note: {note}").format(note=entry.note)
        body = power_text(power) if power is not None else entry_text(entry.data)
        self.text.setPlainText(f"{head}\n\n{body}")
        self.house.show_entry(entry)
