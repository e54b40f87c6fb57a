"""A campaign's house rule for one catalogue entry, edited in place: a form beside the
original (the JSON stays as an "Advanced" view) and a note. Every change is checked by
the override service's own dry run as it is typed (on a pool thread); Save stays off,
with the reason, while the service would refuse. Save and Reset are undoable; prices
already paid stay pinned.

What is typed is never lost (GUI.md): a refresh only fills a form with nothing unsaved;
typing stays, and if the house rule changed meanwhile the "changed elsewhere" line offers
Reload or Keep Mine. Save and Reset hand back the version they began from, so a save over
a newer house rule is refused, not applied. Another entry chosen keeps the typing as a
draft, restored when the entry is chosen again."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from warclan.catalog.ragnarok.rulesets import SPECS
from warclan.errors import UserError
from warclan.gui import dialogs, i18n
from warclan.gui.access import needs
from warclan.gui.catalogs.house_rule_form import FieldProblem, HouseRuleForm
from warclan.gui.context import AppContext
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed
from warclan.gui.unsaved import ChangedElsewhere
from warclan.services.ragnarok.rules_data import catalogs, override_history
from warclan.services.ragnarok.rules_data.catalogs import CatalogEntry
from warclan.store.errors import StaleEditError

FORM, ADVANCED = 0, 1


def nothing_changed() -> str:
    """Save's reason to stay off when nothing is typed: not shown as a refusal."""
    return tr("nothing changed yet")


def pretty(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False)


class HouseRuleEditor(QGroupBox):
    """The house rule of the entry ``show_entry`` was given, in the campaign and
    catalogue the browser has chosen (``campaign_id`` and ``catalog`` say which)."""

    stale = Signal()  # a save was refused as made from a stale copy: read it again

    def __init__(
        self,
        ctx: AppContext,
        campaign_id: Callable[[], int | None],
        catalog: Callable[[], str | None],
    ) -> None:
        super().__init__(tr("House rule for this campaign"))
        needs(self, "house_rules")
        self._ctx = ctx
        self._campaign_id = campaign_id
        self._catalog = catalog
        self.entry: CatalogEntry | None = None
        self._pinned = 0
        self._original: dict[str, Any] | None = None
        self._read_only_fields: frozenset[str] = frozenset()
        self.save_reason = ""
        self.reset_reason = ""
        self._shown: tuple[int, str, str] | None = None  # (campaign, catalogue, key) shown
        self._their: CatalogEntry | None = None  # saved elsewhere while this was typed
        self._stale = False  # a save was refused: the house rule changed meanwhile
        self._checking = False
        self._save_when_checked = False
        self._drafts: dict[tuple[int, str, str], Draft] = {}
        self.elsewhere = ChangedElsewhere()
        self.elsewhere.reload.connect(self._take_theirs)
        self.elsewhere.keep.connect(self._keep_mine)

        self.form = HouseRuleForm()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        scroll.setAccessibleName(tr("House rule fields"))
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the fields themselves
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.edit = QPlainTextEdit()
        self.edit.setFont(mono)
        self.edit.setTabChangesFocus(True)
        self.edit.setAccessibleName(tr("House rule as this campaign plays it, in JSON"))
        self.original = QPlainTextEdit()
        self.original.setFont(mono)
        self.original.setReadOnly(True)
        self.original.setTabChangesFocus(True)
        self.original.setAccessibleName(tr("Original entry, in JSON"))
        advanced = QWidget()
        grid = QGridLayout(advanced)
        grid.addWidget(QLabel(tr("This campaign plays it as (JSON):")), 0, 0)
        grid.addWidget(QLabel(tr("Original:")), 0, 1)
        grid.addWidget(self.edit, 1, 0)
        grid.addWidget(self.original, 1, 1)
        self.views = QTabWidget()
        self.views.addTab(scroll, tr("&Form"))
        self.views.addTab(advanced, tr("&Advanced (JSON)"))
        self.views.setAccessibleName(tr("House rule views"))

        self.note = QLineEdit()
        self.note.setPlaceholderText(tr("Why the group changed it (optional)"))
        self.note.setAccessibleName(tr("House rule note"))
        self.save = QPushButton(tr("&Save house rule"))
        self.save.setToolTip(tr("Enter or Ctrl+Enter saves"))
        self.reset = QPushButton(tr("&Reset to original…"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAccessibleName(tr("House rule status"))
        box = QVBoxLayout(self)
        box.addWidget(self.elsewhere)
        box.addWidget(self.views, 1)
        note_row = QHBoxLayout()
        note_label = QLabel(tr("&Note:"))
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

        self.form.edited.connect(self.check)
        self.form.submitted.connect(self.save_house_rule)
        self.edit.textChanged.connect(self.check)
        self.note.textChanged.connect(self.check)
        self.note.returnPressed.connect(self.save_house_rule)
        self.views.currentChanged.connect(self._switch_view)
        self.save.clicked.connect(self.save_house_rule)
        self.reset.clicked.connect(self.reset_house_rule)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.save_house_rule)

    def tab_order(self) -> list[QWidget]:
        """Its place in the page's Tab chain: the views, the note, Reset, Save."""
        return [self.views, self.note, self.reset, self.save]

    def show_entry(self, entry: CatalogEntry | None) -> None:
        """Edit ``entry`` of the chosen catalogue (None: nothing to edit). The entry
        shown again (a refresh) keeps what is typed; another entry keeps it as a draft,
        restored when that entry is chosen again."""
        camp, catalog = self._campaign_id(), self._catalog()
        shown = (camp, catalog, entry.key) if entry is not None and camp and catalog else None
        if shown is not None and shown == self._shown and self.dirty() and entry is not None:
            self._refresh(entry)
            return
        self._stash()
        self._fill(entry)
        self._shown = shown
        self._restore()

    def dirty(self) -> bool:
        """The form holds changes that are not saved."""
        entry = self.entry
        if entry is None or self._shown is None:
            return False
        data, _problem = self.edited_data()
        return data != entry.data or self.note.text().strip() != entry.note

    def drafts(self) -> list[str]:
        """The entries with unsaved changes: the one shown and any left for another."""
        shown = [self.entry.name] if self.dirty() and self.entry is not None else []
        return shown + [d.base.name for d in self._drafts.values()]

    def _refresh(self, fresh: CatalogEntry) -> None:
        """What the database holds now for the entry being typed into."""
        base = self.entry
        assert base is not None
        typed, _problem = self.edited_data()
        if fresh.data == typed and fresh.note == self.note.text().strip():
            self._fill(fresh)  # they saved what is typed here
        elif fresh.data == base.data and fresh.note == base.note and not self._stale:
            # Unchanged but for its version (the window's own save, say): the new base.
            self.entry, self._their = fresh, None
            self.elsewhere.hide()
            self.check()
        else:
            self._stale = False
            self._their = fresh
            self.elsewhere.show_for(tr("The house rule for {name}").format(name=fresh.name))
            self.check()

    def _take_theirs(self) -> None:
        if self._their is not None:
            self._fill(self._their)

    def _keep_mine(self) -> None:
        """Saving now replaces the newer house rule: the player has seen it move on."""
        if self._their is not None:
            self.entry, self._their = self._their, None
            self.check()

    def _stash(self) -> None:
        if self._shown is None or self.entry is None or not self.dirty():
            return
        data, _problem = self.edited_data()
        text = self.edit.toPlainText() if data is None else ""
        self._drafts[self._shown] = Draft(self.entry, data, text, self.note.text())

    def _restore(self) -> None:
        draft = self._drafts.pop(self._shown, None) if self._shown is not None else None
        if draft is None or self.entry is None:
            return
        fresh = self.entry
        self.entry = draft.base
        self.note.blockSignals(True)
        self.note.setText(draft.note)
        self.note.blockSignals(False)
        if draft.data is None:  # a JSON mistake: back in the Advanced view, as typed
            self.views.blockSignals(True)
            self.views.setCurrentIndex(ADVANCED)
            self.views.blockSignals(False)
            self.edit.blockSignals(True)
            self.edit.setPlainText(draft.text)
            self.edit.blockSignals(False)
        elif not self.form.set_values(draft.data):
            self.form.set_entry(draft.data, self._original, self._read_only_fields)
            self._tab_through_form()
        self._refresh(fresh)  # changed meanwhile? the line says so

    def _fill(self, entry: CatalogEntry | None) -> None:
        self.entry = entry
        self._their, self._stale = None, False
        self.elsewhere.hide()
        catalog, camp = self._catalog(), self._campaign_id()
        if entry is None or catalog is None:
            self.edit.setPlainText("")
            self.original.setPlainText("")
            self.form.set_entry({}, {})
            self.setEnabled(False)
            self.check()
            return
        shown = entry.original if entry.overridden else entry.data
        original = None if entry.added else shown
        self._original = original
        self._read_only_fields = _read_only(catalog, entry)
        self.form.set_entry(entry.data, original, self._read_only_fields)
        self._tab_through_form()
        self.edit.blockSignals(True)
        self.edit.setPlainText(pretty(entry.data))
        self.edit.blockSignals(False)
        self.original.setPlainText(
            tr("(added by the group: no original)") if original is None else pretty(original)
        )
        self.note.blockSignals(True)
        self.note.setText(entry.note)
        self.note.blockSignals(False)
        self.setEnabled(camp is not None)
        self.setTitle(
            tr("House rule for this campaign: {name}").format(name=entry.name)
            if camp is not None
            else tr("House rules: choose a campaign above to edit")
        )
        self._pinned = 0
        if camp is not None:
            db, key = self._ctx.db, entry.key
            self._ctx.ops.read(
                self,
                tr("House rules"),
                lambda: override_history.pinned_purchases(db, camp, catalog, key),
                self._pinned_read,
                key="pinned",
            )
        self.check()

    def _pinned_read(self, count: int) -> None:
        self._pinned = count
        self.check()

    # --- the form and its Advanced view --------------------------------------------------
    def edited_data(self) -> tuple[dict[str, Any] | None, str]:
        """The entry as the shown view says, or None and why it cannot be read."""
        if self.views.currentIndex() == ADVANCED:
            try:
                data = catalogs.parse_json_text(self.edit.toPlainText(), tr("the entry"))
            except UserError as exc:
                return None, i18n.text(exc)
            if not isinstance(data, dict):
                return None, tr("the entry must be a JSON object")
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
                parsed = catalogs.parse_json_text(self.edit.toPlainText(), tr("the entry"))
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
        self.check()

    def _tab_through_form(self) -> None:
        """The form's fields are made per entry, so they would come last in the Tab
        chain: put them between the Form/Advanced tabs and the note."""
        chain: list[QWidget] = [self.views.tabBar()]
        for field in self.form.fields.values():
            chain += [field.widget, field.revert]
        chain += [self.edit, self.note, self.reset, self.save]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def check(self) -> None:
        """Live check through the override service's dry runs, on a pool thread; Save
        stays off, with the reason, while the service would refuse (or the check runs)."""
        entry, camp, catalog = self.entry, self._campaign_id(), self._catalog()
        if entry is None or camp is None or catalog is None:
            self._checking = False
            self._allow("", tr("choose a campaign and an entry"), "")
            self.status.setText("")
            return
        data, problem = self.edited_data()
        note = self.note.text()
        if data is None:
            first = problem
        elif data == entry.data and note.strip() == entry.note:
            first = nothing_changed()
        else:
            first = ""
        db, key, overridden = self._ctx.db, entry.key, entry.overridden

        def dry_runs() -> tuple[str, str]:
            save_reason = first
            if not first and data is not None:
                save_reason = _refusal(
                    lambda: catalogs.set_override(db, camp, catalog, key, data, note, dry_run=True)
                )
            reset_reason = "" if overridden else tr("this campaign plays the original")
            if overridden:
                reset_reason = _refusal(
                    lambda: catalogs.remove_override(db, camp, catalog, key, dry_run=True)
                )
            return save_reason, reset_reason

        def refused(reason: str) -> None:
            self._checking = False
            self._save_when_checked = False
            self._allow(reason, reason, f"✖ {reason}")

        # Save and Reset keep the last answer's state meanwhile (no flicker as one
        # types); Save pressed now waits for this answer.
        self._checking = True
        self._ctx.ops.read(
            self,
            tr("House rules"),
            dry_runs,
            lambda reasons: self._checked(*reasons),
            key="check",
            on_refused=refused,
        )

    def _checked(self, save_reason: str, reset_reason: str) -> None:
        self._checking = False
        entry = self.entry
        lines: list[str] = []
        if not save_reason:
            lines.append(tr("✔ The campaign's rules load with this change."))
        elif save_reason != nothing_changed():
            lines.append(f"✖ {save_reason}")
        if entry is not None and entry.overridden:
            lines.append(
                tr("This campaign plays its own edit; Reset goes back to the original.")
                if not reset_reason
                else tr("Reset is off: {reason}").format(reason=reset_reason)
            )
        if self._pinned:
            lines.append(
                tr(
                    "%n purchase(s) already paid keep the price paid then; "
                    "a new price applies to later purchases only.",
                    "",
                    self._pinned,
                )
            )
        self._allow(save_reason, reset_reason, "\n".join(lines))
        if self._save_when_checked:
            self._save_when_checked = False
            self.save_house_rule()

    @property
    def checking(self) -> bool:
        return self._checking

    def _allow(self, save_reason: str, reset_reason: str, status: str) -> None:
        self.save_reason, self.reset_reason = save_reason, reset_reason
        self.save.setEnabled(not save_reason)
        self.save.setToolTip(
            tr("Save is off: {reason}").format(reason=save_reason)
            if save_reason
            else tr("Enter saves")
        )
        self.reset.setEnabled(not reset_reason)
        self.reset.setToolTip(
            tr("Reset is off: {reason}").format(reason=reset_reason) if reset_reason else ""
        )
        self.status.setText(status)

    # --- undoable house-rule edits -------------------------------------------------------
    def _command(self, label: str, key: str, run: Any) -> None:
        camp, catalog, db = self._campaign_id(), self._catalog(), self._ctx.db
        assert camp is not None and catalog is not None
        state: dict[str, Any] = {}
        shown = self._shown

        def do() -> None:
            if "after" in state:
                override_history.restore_override(db, camp, catalog, key, state["after"])
                return
            state["before"] = override_history.capture_override(db, camp, catalog, key)
            state["result"] = run(camp, catalog)
            state["after"] = override_history.capture_override(db, camp, catalog, key)

        def undo(_result: None) -> None:
            override_history.restore_override(db, camp, catalog, key, state["before"])

        def done(_result: None) -> None:
            result = state.get("result")
            if shown == self._shown and result is not None and result.entry is not None:
                # Saved: the form's base is what was saved; typing done since stays.
                self.entry, self._their = result.entry, None
                self.elsewhere.hide()
                self.check()

        def failed(exc: BaseException) -> None:
            if isinstance(exc, StaleEditError) and shown == self._shown:
                self._stale = True
                self.stale.emit()  # the browser reads it again: the line shows

        self._ctx.ops.run_command(
            self._ctx.undo_stack,
            label,
            do,
            undo,
            changed=Changed.of("catalog", campaign_id=camp),
            on_done=done,
            on_failed=failed,
        )

    def save_house_rule(self) -> None:
        """Save: one undoable command, handing back the version the typing began from,
        so a save over a house rule changed elsewhere meanwhile is refused. Pressed
        while a check runs (Enter right after typing), it saves once the check passes."""
        if self._checking:
            self._save_when_checked = True
            return
        entry = self.entry
        data, _problem = self.edited_data()
        if entry is None or data is None or not self.save.isEnabled():
            return
        note, db, version = self.note.text(), self._ctx.db, entry.version
        self._command(
            tr("House rule: {name}").format(name=entry.name),
            entry.key,
            lambda camp, catalog: catalogs.set_override(
                db, camp, catalog, entry.key, data, note, expected_version=version
            ),
        )

    def reset_house_rule(self) -> None:
        entry = self.entry
        if entry is None or not entry.overridden or not self.reset.isEnabled():
            return
        question = (
            tr(
                "Remove the group's own entry of {name} and play without it? Purchases "
                "already paid keep their price. Edit ▸ Undo brings it back."
            )
            if entry.added
            else tr(
                "Remove the group's edit of {name} and play the original? Purchases "
                "already paid keep their price. Edit ▸ Undo brings it back."
            )
        )
        if not dialogs.confirm(
            self,
            tr("Reset house rule"),
            question.format(name=entry.name),
            tr("Reset"),
        ):
            return
        db, version = self._ctx.db, entry.version
        self._command(
            tr("Reset {name}").format(name=entry.name),
            entry.key,
            lambda camp, catalog: catalogs.remove_override(
                db, camp, catalog, entry.key, expected_version=version
            ),
        )


@dataclass(frozen=True, slots=True)
class Draft:
    """An entry's unsaved typing, kept while another entry is shown."""

    base: CatalogEntry  # what the database held when the typing began
    data: dict[str, Any] | None  # the typed entry (None: see ``text``)
    text: str  # the Advanced view's JSON, when it has a mistake in it
    note: str


def _refusal(check: Callable[[], object]) -> str:
    """'' when the service accepts, else its reason (on the pool thread; a bug
    propagates to ``Ops.read``, which shows it)."""
    try:
        check()
    except UserError as exc:
        return i18n.text(exc)  # in the window's language when the service said it so
    return ""


def _read_only(catalog: str, entry: CatalogEntry) -> frozenset[str]:
    """The entry's key field: shown in the form, never renamed by a house rule."""
    return frozenset(
        field for _, field in SPECS[catalog].lists if str(entry.data.get(field)) == entry.key
    )
