"""The catalogue browser: every rules catalogue with version and provenance, its entries,
the full text of the chosen one, and a campaign's house rule edited in place beside the
original (save and reset are undoable; prices already paid stay pinned)."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QItemSelectionModel, QSortFilterProxyModel, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warclan.errors import UserError
from warclan.gui.catalogs.table_models import CatalogsModel, EntriesModel, EntryRow, title
from warclan.gui.context import AppContext, NavItem
from warclan.gui.ops import Changed
from warclan.gui.rows_model import SORT_ROLE
from warclan.services.ragnarok import campaigns
from warclan.services.ragnarok.rules_data import catalogs, override_history
from warclan.services.ragnarok.rules_data.catalogs import CatalogEntry, PowerInfo

ALL_GODS = "every god"


def pretty(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False)


def power_text(p: PowerInfo) -> str:
    lines = [f"{p.name} — {p.god}, Godspark cost {p.godspark_cost}", "", p.text]
    for boost in p.boosts:
        lines.append(f"Boost ({boost.godspark} Godspark): {boost.effect}")
    if p.attack is not None:
        lines.append(f"Attack: {p.attack.name} ST {p.attack.st} RN {p.attack.rn}")
    lines += ["", f"Glory price: {p.glory_price}", f"Provenance: {p.provenance}"]
    return "\n".join(lines)


class CatalogBrowser(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self.setAccessibleName("Rules catalogues")
        self.powers: dict[str, PowerInfo] = {}
        self.entry: CatalogEntry | None = None

        self.campaign = QComboBox()
        self.campaign.setAccessibleName("Campaign whose house rules are shown")
        self.catalogs = CatalogsModel(self)
        self.catalog_view = QTableView()
        self.catalog_view.setModel(self.catalogs)
        self.catalog_view.setAccessibleName("Catalogues")
        self.catalog_view.setTabKeyNavigation(False)
        self.catalog_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.catalog_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.catalog_view.verticalHeader().hide()
        self.catalog_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.catalog_view.horizontalHeader().setStretchLastSection(True)

        self.god = QComboBox()
        self.god.setAccessibleName("God")
        self.min_cost, self.max_cost = QSpinBox(), QSpinBox()
        for spin, name in ((self.min_cost, "Lowest"), (self.max_cost, "Highest")):
            spin.setRange(0, 99)
            spin.setAccessibleName(f"{name} Godspark cost")
        self.max_cost.setValue(99)
        self.filters = QWidget()
        filters = QHBoxLayout(self.filters)
        filters.setContentsMargins(0, 0, 0, 0)
        filters.addWidget(QLabel("God"))
        filters.addWidget(self.god)
        filters.addWidget(QLabel("Godspark cost from"))
        filters.addWidget(self.min_cost)
        filters.addWidget(QLabel("to"))
        filters.addWidget(self.max_cost)
        filters.addStretch(1)

        self.entries = EntriesModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.entries)
        self.proxy.setSortRole(SORT_ROLE)
        self.entry_view = QTableView()
        self.entry_view.setModel(self.proxy)
        self.entry_view.setSortingEnabled(True)
        self.entry_view.sortByColumn(EntriesModel.NAME, Qt.SortOrder.AscendingOrder)
        self.entry_view.setAccessibleName("Catalogue entries")
        self.entry_view.setTabKeyNavigation(False)
        self.entry_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.entry_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.entry_view.verticalHeader().hide()
        header = self.entry_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(EntriesModel.NAME, QHeaderView.ResizeMode.Stretch)
        self.catalog_title = QLabel()
        self.catalog_title.setStyleSheet("font-size: 13pt; font-weight: bold")
        self.catalog_title.setWordWrap(True)

        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setAccessibleName("Full rule text")
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.edit = QPlainTextEdit()
        self.edit.setFont(mono)
        self.edit.setAccessibleName("House rule as this campaign plays it")
        self.original = QPlainTextEdit()
        self.original.setFont(mono)
        self.original.setReadOnly(True)
        self.original.setAccessibleName("Original entry")
        self.note = QLineEdit()
        self.note.setPlaceholderText("Why the group changed it (optional)")
        self.note.setAccessibleName("House rule note")
        self.save = QPushButton("Save house rule")
        self.reset = QPushButton("Reset to original")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAccessibleName("House rule status")
        house = QGroupBox("House rule for this campaign")
        grid = QGridLayout(house)
        grid.addWidget(QLabel("This campaign plays it as (JSON):"), 0, 0)
        grid.addWidget(QLabel("Original:"), 0, 1)
        grid.addWidget(self.edit, 1, 0)
        grid.addWidget(self.original, 1, 1)
        grid.addWidget(self.note, 2, 0, 1, 2)
        grid.addWidget(self.status, 3, 0, 1, 2)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.reset)
        buttons.addWidget(self.save)
        grid.addLayout(buttons, 4, 0, 1, 2)
        self.house = house

        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.setContentsMargins(0, 0, 0, 0)
        middle_layout.addWidget(self.catalog_title)
        middle_layout.addWidget(self.filters)
        middle_layout.addWidget(self.entry_view, 1)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.text)
        right.addWidget(house)
        splitter = QSplitter()
        splitter.addWidget(self.catalog_view)
        splitter.addWidget(middle)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 3)
        splitter.setSizes([300, 560, 560])

        top = QHBoxLayout()
        heading = QLabel("Rules catalogues")
        heading.setStyleSheet("font-size: 15pt; font-weight: bold")
        top.addWidget(heading)
        top.addStretch(1)
        top.addWidget(QLabel("House rules of"))
        top.addWidget(self.campaign)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

        self.campaign.currentIndexChanged.connect(lambda _i: self.reload())
        self.catalog_view.selectionModel().currentRowChanged.connect(lambda *_: self.load_entries())
        self.entry_view.selectionModel().currentRowChanged.connect(lambda *_: self._entry_chosen())
        self.god.currentIndexChanged.connect(lambda _i: self.load_entries())
        self.min_cost.valueChanged.connect(lambda _v: self.load_entries())
        self.max_cost.valueChanged.connect(lambda _v: self.load_entries())
        self.edit.textChanged.connect(self._check_text)
        self.save.clicked.connect(self.save_house_rule)
        self.reset.clicked.connect(self.reset_house_rule)
        self.fill_campaigns()

    # --- Page protocol -------------------------------------------------------------------
    def widget(self) -> QWidget:
        return self

    def show_item(self, item: NavItem) -> None:
        self.fill_campaigns(item.ident)
        self.reload()

    def on_changed(self, changed: Changed) -> None:
        if changed.touches("campaigns"):
            self.fill_campaigns(self.campaign_id())
        if changed.touches("catalog", "campaigns", "clans"):
            self.reload()

    # --- what is shown -------------------------------------------------------------------
    def campaign_id(self) -> int | None:
        data = self.campaign.currentData()
        return int(data) if data is not None else None

    def fill_campaigns(self, chosen: int | None = None) -> None:
        found = self._ctx.ops.call("Catalogues", lambda: campaigns.list_campaigns(self._ctx.db))
        self.campaign.blockSignals(True)
        self.campaign.clear()
        self.campaign.addItem("no campaign (as shipped)", None)
        for camp in found or []:
            self.campaign.addItem(camp.name, camp.id)
        self.campaign.setCurrentIndex(max(0, self.campaign.findData(chosen)))
        self.campaign.blockSignals(False)

    def current_catalog(self) -> str | None:
        row = self.catalog_view.currentIndex().row()
        return self.catalogs.row_at(row).name if 0 <= row < self.catalogs.rowCount() else None

    def reload(self) -> None:
        chosen = self.current_catalog() or "god_powers"
        camp = self.campaign_id()
        found = self._ctx.ops.call("Catalogues", lambda: catalogs.list_catalogs(self._ctx.db, camp))
        self.catalogs.set_rows(found.catalogs if found else ())
        self.select_catalog(chosen)

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
        catalog = self.current_catalog()
        if catalog is None:
            return
        camp, db = self.campaign_id(), self._ctx.db
        detail = self._ctx.ops.call("Catalogues", lambda: catalogs.show_catalog(db, catalog, camp))
        if detail is None:
            return
        kept = self.entry.key if self.entry is not None else None
        self.catalog_title.setText(
            f"{title(catalog)} — version {detail.version} — {detail.provenance}"
        )
        self.filters.setVisible(catalog == "god_powers")
        rows = [EntryRow(e) for e in detail.entries]
        self.entries.extra_header = ""
        if catalog == "god_powers":
            rows = self._powers(rows)
        elif catalog == "items":
            items = self._ctx.ops.call("Catalogues", lambda: catalogs.list_items(db, camp))
            prices = {i.key: i.glory_price for i in items.items} if items else {}
            self.entries.extra_header = "Kind"
            kinds = {i.key: i.kind for i in items.items} if items else {}
            rows = [
                EntryRow(r.entry, prices.get(r.entry.key), kinds.get(r.entry.key, "")) for r in rows
            ]
        self.entries.set_rows(rows)
        keys = [r.entry.key for r in rows]
        row = keys.index(kept) if kept in keys else 0
        if rows:
            self.entry_view.selectionModel().setCurrentIndex(
                self.proxy.mapFromSource(self.entries.index(row, 0)),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
        self._entry_chosen()

    def _powers(self, rows: list[EntryRow]) -> list[EntryRow]:
        camp, db = self.campaign_id(), self._ctx.db
        every = self._ctx.ops.call("Catalogues", lambda: catalogs.list_god_powers(db, camp))
        gods = sorted({p.god for p in every.powers}) if every else []
        chosen = self.god.currentText()
        self.god.blockSignals(True)
        self.god.clear()
        self.god.addItems([ALL_GODS, *gods])
        self.god.setCurrentIndex(max(0, self.god.findText(chosen)))
        self.god.blockSignals(False)
        god = None if self.god.currentText() == ALL_GODS else self.god.currentText()
        low, high = self.min_cost.value(), self.max_cost.value()
        found = self._ctx.ops.call(
            "God Powers",
            lambda: catalogs.list_god_powers(db, camp, god=god, min_cost=low, max_cost=high),
        )
        self.powers = {p.key: p for p in found.powers} if found else {}
        self.entries.extra_header = "God · Godspark"
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

    def _entry_chosen(self) -> None:
        entry = self.current_entry()
        self.entry = entry
        catalog = self.current_catalog()
        camp = self.campaign_id()
        if entry is None or catalog is None:
            self.text.setPlainText("")
            self.edit.setPlainText("")
            self.original.setPlainText("")
            self.house.setEnabled(False)
            return
        power = self.powers.get(entry.key) if catalog == "god_powers" else None
        head = f"{entry.name}\nProvenance: {entry.provenance}"
        if entry.note:
            head += f"\nThe group's note: {entry.note}"
        body = power_text(power) if power is not None else pretty(entry.data)
        self.text.setPlainText(f"{head}\n\n{body}")
        self.edit.blockSignals(True)
        self.edit.setPlainText(pretty(entry.data))
        self.edit.blockSignals(False)
        shown = entry.original if entry.overridden else entry.data
        self.original.setPlainText(
            "(added by the group: no original)" if entry.added else pretty(shown)
        )
        self.note.setText(entry.note)
        self.house.setEnabled(camp is not None)
        self.house.setTitle(
            "House rule for this campaign"
            if camp is not None
            else "House rules: choose a campaign above to edit"
        )
        self._check_text()

    def _check_text(self) -> None:
        entry, camp, catalog = self.entry, self.campaign_id(), self.current_catalog()
        if entry is None or camp is None or catalog is None:
            self.save.setEnabled(False)
            self.reset.setEnabled(False)
            self.status.setText("")
            return
        self.reset.setEnabled(entry.overridden)
        lines = []
        try:
            data = catalogs.parse_json_text(self.edit.toPlainText(), "the entry")
        except UserError as exc:
            lines.append(f"✖ {exc}")
            data = None
        if data is not None and not isinstance(data, dict):
            lines.append("✖ the entry must be a JSON object")
            data = None
        self.save.setEnabled(data is not None and data != entry.data)
        paid = self._ctx.ops.call(
            "House rules",
            lambda: override_history.pinned_purchases(self._ctx.db, camp, catalog, entry.key),
        )
        if paid:
            lines.append(
                f"{paid} purchase{'s' if paid != 1 else ''} already paid "
                f"{'keep' if paid != 1 else 'keeps'} the price paid then; "
                "a new price applies to later purchases only."
            )
        if entry.overridden:
            lines.append("This campaign plays its own edit; Reset goes back to the original.")
        self.status.setText("\n".join(lines))

    # --- undoable house-rule edits -------------------------------------------------------
    def _command(self, label: str, key: str, run: Any) -> None:
        camp, catalog, db = self.campaign_id(), self.current_catalog(), self._ctx.db
        assert camp is not None and catalog is not None
        state: dict[str, Any] = {}

        def do() -> None:
            if "after" in state:
                override_history.restore_override(db, camp, catalog, key, state["after"])
                return
            state["before"] = override_history.capture_override(db, camp, catalog, key)
            run(camp, catalog)
            state["after"] = override_history.capture_override(db, camp, catalog, key)

        def undo(_result: None) -> None:
            override_history.restore_override(db, camp, catalog, key, state["before"])

        self._ctx.ops.run_command(
            self._ctx.undo_stack,
            label,
            do,
            undo,
            changed=Changed.of("catalog", campaign_id=camp),
        )

    def save_house_rule(self) -> None:
        entry = self.entry
        if entry is None:
            return
        data = json.loads(self.edit.toPlainText())
        note, db = self.note.text(), self._ctx.db
        self._command(
            f"House rule: {entry.name}",
            entry.key,
            lambda camp, catalog: catalogs.set_override(db, camp, catalog, entry.key, data, note),
        )

    def reset_house_rule(self) -> None:
        entry = self.entry
        if entry is None or not entry.overridden:
            return
        db = self._ctx.db
        self._command(
            f"Reset {entry.name}",
            entry.key,
            lambda camp, catalog: catalogs.remove_override(db, camp, catalog, entry.key),
        )
