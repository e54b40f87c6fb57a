"""The League Audit Trail dialog (its menu entry: ``league_audit_entry``): who changed
which row of a league server, when, and how (issue 26), for the league organiser.
Filters by War Clan, player, table and dates; newest first; each change in a line
("hp 5 → 3"), the whole rows in its tooltip; the filtered rows can be exported as CSV.

Only the organiser is offered the entry; the server is the judge all the same, and its
refusal is shown as a message. Every read goes through ``ctx.ops.read``
(``services.audit``).
"""

from __future__ import annotations

import json
from datetime import date, datetime, time, timedelta
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TR_NOOP, QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import dialogs, i18n
from warclan.gui.columns import Column, ColumnsModel
from warclan.gui.i18n import tr
from warclan.gui.widgets import fit_columns, remember_fit, table

if TYPE_CHECKING:  # the window paints before the services load
    from warclan.gui.context import AppContext
    from warclan.services.audit import AuditChoices, AuditRow, AuditTrail

TITLE = "League Audit Trail"  # English, as tests and the status bar name it; shown: tr(TITLE)
DEFAULT_LIMIT = 1000
# The operations in the window's words (tr() when shown).
OPS = {"INSERT": "added", "UPDATE": "changed", "DELETE": "deleted"}
_WORDS = (  # for lupdate: the constants above, said through tr() where they are shown
    QT_TR_NOOP("League Audit Trail"),
    QT_TR_NOOP("added"),
    QT_TR_NOOP("changed"),
    QT_TR_NOOP("deleted"),
)
CHANGE_WIDTH = 520  # at most, as fitted: a whole row added is long (its tooltip has it all)


# --- the dialog -----------------------------------------------------------------------


def _when(row: AuditRow) -> str:
    return i18n.moment_text(row.at, seconds=True)


def _op(row: AuditRow) -> str:
    return tr(OPS[row.op]) if row.op in OPS else row.op.lower()


def _row_id(row: AuditRow) -> str:
    return "" if row.row_id is None else str(row.row_id)


def _clan(row: AuditRow) -> str:
    return row.clan or ("" if row.clan_id is None else f"#{row.clan_id}")


def _change_tip(row: AuditRow) -> str:
    parts = []
    for name, values in ((tr("before"), row.before), (tr("after"), row.after)):
        if values is not None:
            parts.append(f"{name}: {json.dumps(values, ensure_ascii=False, sort_keys=True)}")
    return "\n".join(parts)


def _start_of(day: date) -> datetime:
    return datetime.combine(day, time()).astimezone()  # the local midnight


class AuditDialog(QDialog):
    """The filters over the table of audit rows, newest first."""

    def __init__(self, ctx: AppContext, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(tr(TITLE))
        self.setObjectName("league.audit.dialog")
        self.trail: AuditTrail | None = None
        from warclan.services.audit import change_text

        self.clan = self._combo(tr("War Clan"), tr("Any War Clan"))
        self.login = self._combo(tr("Player"), tr("Anyone"))
        self.table_name = self._combo(tr("Table"), tr("Any table"))
        today = QDate.currentDate()
        self.use_since, self.since = self._day(tr("&From"), today.addDays(-7))
        self.use_until, self.until = self._day(tr("&To"), today)
        self.limit = QSpinBox()
        self.limit.setRange(1, 1_000_000)
        self.limit.setValue(DEFAULT_LIMIT)
        self.limit.setAccessibleName(tr("Rows at most"))
        self.limit.setToolTip(tr("Show at most this many rows, the newest"))
        self.model: ColumnsModel[AuditRow] = ColumnsModel(
            [
                Column(tr("When"), _when, sort=lambda r: r.id),
                Column(tr("Who"), lambda r: r.login),
                Column(tr("Table"), lambda r: r.table),
                Column(tr("Op"), _op, tip=tr("added, changed or deleted")),
                Column(tr("Row"), _row_id, numeric=True, sort=lambda r: r.row_id or 0),
                Column(tr("War Clan"), _clan),
                Column(
                    tr("Change"),
                    change_text,
                    tooltip=_change_tip,
                    tip=tr("an update's changed columns; the row added or deleted"),
                ),
            ],
            ident=lambda r: r.id,
            parent=self,
        )
        self.view, self.proxy = table(self.model, tr("Audit trail"))
        self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.hint = QLabel()
        self.hint.setAccessibleName(tr("More rows"))
        self.hint.setWordWrap(True)
        self.hint.hide()
        self.message = QLabel()
        self.message.setAccessibleName(tr("Message"))
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.refresh_button = QPushButton(tr("&Refresh"))
        self.refresh_button.setToolTip(tr("Read the audit trail again (new changes, new filters)"))
        self.refresh_button.clicked.connect(lambda: self.load(choices=True))
        self.export_button = QPushButton(tr("&Export CSV…"))
        self.export_button.setToolTip(tr("Write the rows shown to a CSV file"))
        self.export_button.clicked.connect(self.export)
        self.export_button.setEnabled(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.refresh_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        grid = QGridLayout()
        for column, (label, field) in enumerate(
            (
                (tr("&War Clan:"), self.clan),
                (tr("&Player:"), self.login),
                (tr("T&able:"), self.table_name),
            )
        ):
            text = QLabel(label)
            text.setBuddy(field)
            grid.addWidget(text, 0, 2 * column)
            grid.addWidget(field, 0, 2 * column + 1)
        grid.addWidget(self.use_since, 1, 0)
        grid.addWidget(self.since, 1, 1)
        grid.addWidget(self.use_until, 1, 2)
        grid.addWidget(self.until, 1, 3)
        rows = QLabel(tr("&Rows at most:"))
        rows.setBuddy(self.limit)
        grid.addWidget(rows, 1, 4)
        grid.addWidget(self.limit, 1, 5)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        grid.setColumnStretch(5, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.message)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.hint)
        layout.addWidget(buttons)
        self.resize(960, 560)

        for combo in (self.clan, self.login, self.table_name):
            combo.currentIndexChanged.connect(lambda _i: self.load())
        for check in (self.use_since, self.use_until):
            check.toggled.connect(lambda _on: self._dates_changed())
        for edit in (self.since, self.until):
            edit.dateChanged.connect(lambda _d: self._dates_changed())
        self.limit.editingFinished.connect(self.load)
        # A change from this window or, live, from another player's: the newest on top.
        ctx.ops.changed.connect(self._on_changed)
        self._dates_changed(load=False)
        self.load(choices=True)

    def _on_changed(self, _changed: object) -> None:
        if self.isVisible():
            self.load(choices=True)

    def _combo(self, name: str, anything: str) -> QComboBox:
        combo = QComboBox()
        combo.setAccessibleName(name)
        combo.addItem(anything, None)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        return combo

    def _day(self, label: str, day: QDate) -> tuple[QCheckBox, QDateEdit]:
        check = QCheckBox(label)
        edit = QDateEdit(day)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat(i18n.date_format())
        name = label.replace("&", "")
        check.setAccessibleName(tr("Filter by the day: {which}").format(which=name))
        edit.setAccessibleName(tr("Day: {which}").format(which=name))
        return check, edit

    def _dates_changed(self, *, load: bool = True) -> None:
        self.since.setEnabled(self.use_since.isChecked())
        self.until.setEnabled(self.use_until.isChecked())
        if load:
            self.load()

    # --- what the filters ask for -------------------------------------------------------
    def filters(self) -> dict[str, Any]:
        """The ``audit_trail`` arguments the filters say (the To day is included)."""
        until = self.until.date().toPython() if self.use_until.isChecked() else None
        since = self.since.date().toPython() if self.use_since.isChecked() else None
        return {
            "clan_id": self.clan.currentData(),
            "login": self.login.currentData(),
            "table": self.table_name.currentData(),
            "since": _start_of(since) if isinstance(since, date) else None,
            "until": _start_of(until + timedelta(days=1)) if isinstance(until, date) else None,
            "limit": self.limit.value(),
        }

    def load(self, *, choices: bool = False) -> None:
        """Read the trail the filters ask for (and the filters' choices, when asked)."""
        from warclan.services import audit

        db, wanted = self.ctx.db, self.filters()

        def read() -> tuple[AuditChoices | None, AuditTrail]:
            found = audit.audit_choices(db) if choices else None
            return found, audit.audit_trail(db, **wanted)

        self.message.setText(tr("Reading the audit trail…"))
        self.ctx.ops.read(self, TITLE, read, self._show, key="trail", on_refused=self._refused)

    def _show(self, found: tuple[AuditChoices | None, AuditTrail]) -> None:
        choices, trail = found
        if choices is not None:
            self._fill_choices(choices)
        self.trail = trail
        self.model.set_rows(list(reversed(trail.rows)))
        fit_columns(self.view)
        change = self.model.columnCount() - 1
        if self.view.columnWidth(change) > CHANGE_WIDTH and self.view.property("fitted_widths"):
            self.view.setColumnWidth(change, CHANGE_WIDTH)
            remember_fit(self.view)
        self.export_button.setEnabled(bool(trail.rows))
        count = len(trail.rows)
        self.message.setText(
            tr("No change matches these filters.")
            if not count
            else tr("%n change(s), newest first.", "", count)
        )
        self.hint.setVisible(trail.limited)
        self.hint.setText(
            tr(
                "More rows match than are shown: these are the newest {count}. Narrow the "
                "filters or raise “Rows at most” to see older ones."
            ).format(count=count)
        )

    def _refused(self, reason: str) -> None:
        self.trail = None
        self.model.set_rows([])
        self.export_button.setEnabled(False)
        self.hint.hide()
        self.message.setText(reason)
        dialogs.show_error(self, TITLE, reason)  # its title stays English: tests answer it

    def _fill_choices(self, choices: AuditChoices) -> None:
        for combo, items in (
            (self.clan, [(c.label, c.id) for c in choices.clans]),
            (self.login, [(login, login) for login in choices.logins]),
            (self.table_name, [(t, t) for t in choices.tables]),
        ):
            kept = combo.currentData()
            combo.blockSignals(True)  # one read follows the filling, not one per item
            while combo.count() > 1:
                combo.removeItem(1)
            for text, data in items:
                combo.addItem(text, data)
            at = combo.findData(kept) if kept is not None else 0
            combo.setCurrentIndex(max(at, 0))
            combo.blockSignals(False)
            if at < 0:  # what it held is gone from the trail: show the trail unfiltered
                self.load()

    def export(self) -> None:
        trail = self.trail
        if trail is None or not trail.rows:
            return
        path = dialogs.ask_save_path(
            self, tr("Export Audit Trail"), "audit.csv", tr("CSV files (*.csv)")
        )
        if path is None:
            return
        from warclan.services import audit

        count = len(trail.rows)
        self.ctx.ops.run(
            tr("Export %n audit row(s) to {file}", "", count).format(file=path.name),
            lambda: audit.export_csv(trail, path),
            on_done=lambda written: self.message.setText(
                tr("Wrote %n row(s) to {file}", "", count).format(file=written)
            ),
        )
