"""The catalogue browser: every rules catalogue with version and provenance, its entries,
the full text of the chosen one, and a campaign's house rule edited in place as a form
beside the original (the JSON stays as an "Advanced" view). Every change is checked by
the override service's own dry run as it is typed; Save stays off, with the reason,
while the service would refuse. Save and Reset are undoable; prices already paid stay
pinned."""

from __future__ import annotations

import itertools
import json
from typing import Any

from PySide6.QtCore import QItemSelectionModel, QSortFilterProxyModel, Qt
from PySide6.QtGui import QFont, QKeySequence, QShortcut, QShowEvent
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
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from warclan.catalog.ragnarok.rulesets import SPECS
from warclan.errors import UserError
from warclan.gui import dialogs
from warclan.gui.access import needs
from warclan.gui.catalogs.house_rule_form import (
    LONG_TEXT,
    FieldProblem,
    HouseRuleForm,
    field_title,
    leaves,
    shown,
)
from warclan.gui.catalogs.table_models import (
    CatalogsModel,
    EntriesModel,
    EntryRow,
    provenance_detail,
    title,
)
from warclan.gui.context import AppContext, NavItem
from warclan.gui.keys import DELETE, on_keys
from warclan.gui.ops import Changed, describe
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


FORM, ADVANCED = 0, 1


def _table(view: QTableView, name: str) -> None:
    view.setAccessibleName(name)
    view.setTabKeyNavigation(False)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().hide()
    view.setWordWrap(True)


def entry_text(data: dict[str, Any]) -> str:
    """An entry as a player reads it: the short values first, then the rule text."""
    short: list[str] = []
    long: list[str] = []
    for path, value in leaves(data):
        if path == ("key",):
            continue
        line = f"{field_title(path)}: {shown(value)}"
        (long if isinstance(value, str) and len(value) > LONG_TEXT else short).append(line)
    return "\n".join(short) + ("\n\n" + "\n\n".join(long) if long else "")


class CatalogBrowser(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self.setAccessibleName("Rules catalogues")
        self.powers: dict[str, PowerInfo] = {}
        self.entry: CatalogEntry | None = None
        self._pinned = 0
        self._original: dict[str, Any] | None = None
        self._read_only_fields: frozenset[str] = frozenset()
        self.save_reason = ""
        self.reset_reason = ""

        self.campaign = QComboBox()
        self.campaign.setAccessibleName("Campaign whose house rules are shown")
        self.catalogs = CatalogsModel(self)
        self.catalog_view = QTableView()
        self.catalog_view.setModel(self.catalogs)
        _table(self.catalog_view, "Catalogues")
        cat_header = self.catalog_view.horizontalHeader()
        cat_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The provenance wraps in its own column rather than being cut off.
        cat_header.setSectionResizeMode(CatalogsModel.PROVENANCE, QHeaderView.ResizeMode.Stretch)
        self.catalog_view.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )

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
        god_label = QLabel("&God")
        god_label.setBuddy(self.god)
        filters.addWidget(god_label)
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
        _table(self.entry_view, "Catalogue entries")
        header = self.entry_view.horizontalHeader()
        # One line a row: names are never squeezed into two, and the provenance (last)
        # takes what is left, cut with "…" only when the pane is narrow (tooltip whole).
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.entry_view.setWordWrap(False)
        self.entry_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        # Delete on an edited entry resets it (after asking).
        on_keys(self.entry_view, DELETE, self.reset_house_rule)
        self.catalog_title = QLabel()
        self.catalog_title.setStyleSheet("font-size: 13pt; font-weight: bold")
        self.catalog_title.setWordWrap(True)
        self.catalog_provenance = QLabel()
        self.catalog_provenance.setWordWrap(True)
        self.catalog_provenance.setAccessibleName("Catalogue provenance")

        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setAccessibleName("Full rule text")
        self.text.setTabChangesFocus(True)

        # --- the house rule: a form, and the JSON as the "Advanced" view ---------------
        self.form = HouseRuleForm()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        scroll.setAccessibleName("House rule fields")
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the fields themselves
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.edit = QPlainTextEdit()
        self.edit.setFont(mono)
        self.edit.setTabChangesFocus(True)
        self.edit.setAccessibleName("House rule as this campaign plays it, in JSON")
        self.original = QPlainTextEdit()
        self.original.setFont(mono)
        self.original.setReadOnly(True)
        self.original.setTabChangesFocus(True)
        self.original.setAccessibleName("Original entry, in JSON")
        advanced = QWidget()
        grid = QGridLayout(advanced)
        grid.addWidget(QLabel("This campaign plays it as (JSON):"), 0, 0)
        grid.addWidget(QLabel("Original:"), 0, 1)
        grid.addWidget(self.edit, 1, 0)
        grid.addWidget(self.original, 1, 1)
        self.views = QTabWidget()
        self.views.addTab(scroll, "&Form")
        self.views.addTab(advanced, "&Advanced (JSON)")
        self.views.setAccessibleName("House rule views")

        self.note = QLineEdit()
        self.note.setPlaceholderText("Why the group changed it (optional)")
        self.note.setAccessibleName("House rule note")
        self.save = QPushButton("&Save house rule")
        self.save.setToolTip("Enter or Ctrl+Enter saves")
        self.reset = QPushButton("&Reset to original…")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAccessibleName("House rule status")
        house = needs(QGroupBox("House rule for this campaign"), "house_rules")
        box = QVBoxLayout(house)
        box.addWidget(self.views, 1)
        note_row = QHBoxLayout()
        note_label = QLabel("&Note:")
        note_label.setBuddy(self.note)
        note_row.addWidget(note_label)
        note_row.addWidget(self.note, 1)
        box.addLayout(note_row)
        box.addWidget(self.status)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.reset)
        buttons.addWidget(self.save)
        box.addLayout(buttons)
        self.house = house

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
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 5)
        splitter.setSizes([600, 700])
        self.left, self.right, self.splitter = left, right, splitter

        top = QHBoxLayout()
        heading = QLabel("Rules catalogues")
        heading.setStyleSheet("font-size: 15pt; font-weight: bold")
        top.addWidget(heading)
        top.addStretch(1)
        camp_label = QLabel("House rules &of")
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
            self.views,
            self.note,
            self.reset,
            self.save,
        ]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

        self.campaign.currentIndexChanged.connect(lambda _i: self.reload())
        self.catalog_view.selectionModel().currentRowChanged.connect(lambda *_: self.load_entries())
        self.entry_view.selectionModel().currentRowChanged.connect(lambda *_: self._entry_chosen())
        self.god.currentIndexChanged.connect(lambda _i: self.load_entries())
        self.min_cost.valueChanged.connect(lambda _v: self.load_entries())
        self.max_cost.valueChanged.connect(lambda _v: self.load_entries())
        self.form.edited.connect(self._check_text)
        self.form.submitted.connect(self.save_house_rule)
        self.edit.textChanged.connect(self._check_text)
        self.note.textChanged.connect(self._check_text)
        self.note.returnPressed.connect(self.save_house_rule)
        self.views.currentChanged.connect(self._switch_view)
        self.save.clicked.connect(self.save_house_rule)
        self.reset.clicked.connect(self.reset_house_rule)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), house)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.save_house_rule)
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

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_catalogs()  # the splitter has its real height only now

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
        catalog = self.current_catalog()
        if catalog is None:
            return
        camp, db = self.campaign_id(), self._ctx.db
        detail = self._ctx.ops.call("Catalogues", lambda: catalogs.show_catalog(db, catalog, camp))
        if detail is None:
            return
        kept = self.entry.key if self.entry is not None else None
        self.catalog_title.setText(f"{title(catalog)} — version {detail.version}")
        self.catalog_provenance.setText(
            f"Provenance: {provenance_detail(detail.provenance_kind, detail.provenance)}"
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

    def _read_only(self, catalog: str, entry: CatalogEntry) -> frozenset[str]:
        """The entry's key field: shown in the form, never renamed by a house rule."""
        return frozenset(
            field for _, field in SPECS[catalog].lists if str(entry.data.get(field)) == entry.key
        )

    def _entry_chosen(self) -> None:
        entry = self.current_entry()
        self.entry = entry
        catalog = self.current_catalog()
        camp = self.campaign_id()
        if entry is None or catalog is None:
            self.text.setPlainText("")
            self.edit.setPlainText("")
            self.original.setPlainText("")
            self.form.set_entry({}, {})
            self.house.setEnabled(False)
            self._check_text()
            return
        power = self.powers.get(entry.key) if catalog == "god_powers" else None
        where = provenance_detail(entry.provenance_kind, entry.provenance)
        head = f"{entry.name}\nProvenance: {where}"
        if entry.overridden and entry.original_provenance:
            head += f" (original: {entry.original_provenance})"
        if entry.note:
            head += f"\nThe group's note: {entry.note}"
        body = power_text(power) if power is not None else entry_text(entry.data)
        self.text.setPlainText(f"{head}\n\n{body}")
        shown = entry.original if entry.overridden else entry.data
        original = None if entry.added else shown
        self._original = original
        self._read_only_fields = self._read_only(catalog, entry)
        self.form.set_entry(entry.data, original, self._read_only_fields)
        self._tab_through_form()
        self.edit.blockSignals(True)
        self.edit.setPlainText(pretty(entry.data))
        self.edit.blockSignals(False)
        self.original.setPlainText(
            "(added by the group: no original)" if original is None else pretty(original)
        )
        self.note.blockSignals(True)
        self.note.setText(entry.note)
        self.note.blockSignals(False)
        self.house.setEnabled(camp is not None)
        self.house.setTitle(
            f"House rule for this campaign: {entry.name}"
            if camp is not None
            else "House rules: choose a campaign above to edit"
        )
        self._pinned = (
            self._ctx.ops.call(
                "House rules",
                lambda: override_history.pinned_purchases(self._ctx.db, camp, catalog, entry.key),
            )
            or 0
            if camp is not None
            else 0
        )
        self._check_text()

    # --- the form and its Advanced view --------------------------------------------------
    def edited_data(self) -> tuple[dict[str, Any] | None, str]:
        """The entry as the shown view says, or None and why it cannot be read."""
        if self.views.currentIndex() == ADVANCED:
            try:
                data = catalogs.parse_json_text(self.edit.toPlainText(), "the entry")
            except UserError as exc:
                return None, str(exc)
            if not isinstance(data, dict):
                return None, "the entry must be a JSON object"
            return data, ""
        try:
            return self.form.data(), ""
        except FieldProblem as exc:
            return None, str(exc)

    def _switch_view(self, index: int) -> None:
        entry = self.entry
        if entry is None:
            return
        if index == ADVANCED:
            try:
                data = self.form.data()
            except FieldProblem:
                pass  # keep the JSON as it was; the form's mistake is shown below
            else:
                self.edit.blockSignals(True)
                self.edit.setPlainText(pretty(data))
                self.edit.blockSignals(False)
        else:
            try:
                parsed = catalogs.parse_json_text(self.edit.toPlainText(), "the entry")
            except UserError:
                parsed = None
            if isinstance(parsed, dict):
                if not self.form.set_values(parsed):  # new fields: build the form again
                    self.form.set_entry(parsed, self._original, self._read_only_fields)
                    self._tab_through_form()
            else:
                # The JSON has a mistake: stay in it, so nothing typed is lost.
                self.views.blockSignals(True)
                self.views.setCurrentIndex(ADVANCED)
                self.views.blockSignals(False)
        self._check_text()

    def _tab_through_form(self) -> None:
        """The form's fields are made per entry, so they would come last in the Tab
        chain: put them between the Form/Advanced tabs and the note."""
        chain: list[QWidget] = [self.views.tabBar()]
        for field in self.form.fields.values():
            chain += [field.widget, field.revert]
        chain += [self.edit, self.note, self.reset, self.save]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _check_text(self) -> None:
        """Live check through the override service's dry run; Save stays off, with the
        reason, while the service would refuse."""
        entry, camp, catalog = self.entry, self.campaign_id(), self.current_catalog()
        if entry is None or camp is None or catalog is None:
            self._allow("", "choose a campaign and an entry", "")
            self.status.setText("")
            return
        lines: list[str] = []
        data, problem = self.edited_data()
        note = self.note.text()
        save_reason = ""
        if data is None:
            save_reason = problem
        elif data == entry.data and note.strip() == entry.note:
            save_reason = "nothing changed yet"
        else:
            save_reason = self._dry_run(
                lambda: catalogs.set_override(
                    self._ctx.db, camp, catalog, entry.key, data, note, dry_run=True
                )
            )
            if not save_reason:
                lines.append("✔ The campaign's rules load with this change.")
        if save_reason and save_reason != "nothing changed yet":
            lines.append(f"✖ {save_reason}")
        reset_reason = "" if entry.overridden else "this campaign plays the original"
        if entry.overridden:
            reset_reason = self._dry_run(
                lambda: catalogs.remove_override(
                    self._ctx.db, camp, catalog, entry.key, dry_run=True
                )
            )
            lines.append(
                "This campaign plays its own edit; Reset goes back to the original."
                if not reset_reason
                else f"Reset is off: {reset_reason}"
            )
        if self._pinned:
            paid = self._pinned
            lines.append(
                f"{paid} purchase{'s' if paid != 1 else ''} already paid "
                f"{'keep' if paid != 1 else 'keeps'} the price paid then; "
                "a new price applies to later purchases only."
            )
        self._allow(save_reason, reset_reason, "\n".join(lines))

    def _allow(self, save_reason: str, reset_reason: str, status: str) -> None:
        self.save_reason, self.reset_reason = save_reason, reset_reason
        self.save.setEnabled(not save_reason)
        self.save.setToolTip(f"Save is off: {save_reason}" if save_reason else "Enter saves")
        self.reset.setEnabled(not reset_reason)
        self.reset.setToolTip(f"Reset is off: {reset_reason}" if reset_reason else "")
        self.status.setText(status)

    def _dry_run(self, check: Any) -> str:
        """'' when the service accepts, else its reason. Only a refusal is expected here;
        anything else is a bug and gets the usual dialog once."""
        try:
            check()
        except UserError as exc:
            return str(exc)
        except Exception as exc:
            mine, text = describe(exc)
            if not mine:
                self._ctx.ops.report("House rules", exc)
            return text
        return ""

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
        data, _problem = self.edited_data()
        if entry is None or data is None or not self.save.isEnabled():
            return
        note, db = self.note.text(), self._ctx.db
        self._command(
            f"House rule: {entry.name}",
            entry.key,
            lambda camp, catalog: catalogs.set_override(db, camp, catalog, entry.key, data, note),
        )

    def reset_house_rule(self) -> None:
        entry = self.entry
        if entry is None or not entry.overridden or not self.reset.isEnabled():
            return
        what = "the group's own entry" if entry.added else "the group's edit"
        if not dialogs.confirm(
            self,
            "Reset house rule",
            f"Remove {what} of {entry.name} and play "
            + ("without it?" if entry.added else "the original?")
            + " Purchases already paid keep their price. Edit ▸ Undo brings it back.",
            "Reset",
        ):
            return
        db = self._ctx.db
        self._command(
            f"Reset {entry.name}",
            entry.key,
            lambda camp, catalog: catalogs.remove_override(db, camp, catalog, entry.key),
        )
