"""A catalogue entry as a form: one field per value (price, name, text, numbers…), the
original beside each, and a button that puts one field back.

The form only edits values. Whether the edited entry is allowed is the services' call:
the browser runs ``set_override(..., dry_run=True)`` on every change. Values the form has
no widget for (lists, nothing yet) are typed as JSON in a one-line field.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QToolButton,
    QWidget,
)

from warclan.gui import i18n
from warclan.gui.i18n import tr
from warclan.i18n_text import T_

FieldPath = tuple[str, ...]
LONG_TEXT = 50  # characters: longer strings get a text box
SHORT_NAMES = {"ap", "hp", "sp", "ma", "ra", "df", "rs", "dr", "mn", "st", "rn"}
# The catalogues' field names as the form titles them, in the window's language; others
# are shown as written in the file ("base_size" → "Base size").
NAMES = {
    "price": T_("Price (Glory)"),
    "glory": T_("Glory found"),
    "per_godspark": T_("Glory per Godspark"),
    "hp": T_("HP"),  # Health Points: Lebenspunkte (LP) in German
    "name": T_("Name"),
    "text": T_("Text"),
    "rule": T_("Rule"),
    "about": T_("About"),
    "effect": T_("Effect"),
    "note": T_("Note"),
    "god": T_("God"),
    "godspark": T_("Godspark"),
    "godspark_cost": T_("Godspark cost"),
    "attack": T_("Attack"),
    "attacks": T_("Attacks"),
    "kind": T_("Kind"),
    "cost": T_("Cost"),
    "size": T_("Size"),
    "base_size": T_("Base size"),
    "faction": T_("Faction"),
    "abilities": T_("Abilities"),
    "special_abilities": T_("Special abilities"),
    "printed_name": T_("Printed name"),
    "aliases": T_("Aliases"),
    "dice": T_("Dice"),
    "result": T_("Result"),
    "low": T_("Low"),
    "high": T_("High"),
    "severe": T_("Severe"),
    "modifier": T_("Modifier"),
    "multiplier": T_("Multiplier"),
    "penalty": T_("Penalty"),
    "stat": T_("Stat"),
    "finds": T_("Finds"),
    "removal": T_("Removal"),
    "max_times": T_("Max times"),
    "max_per_stat": T_("Max per stat"),
    "price_per_point": T_("Price per point"),
    "improvements": T_("Improvements"),
    "recruit": T_("Recruit"),
    "key": T_("Key"),
    "boosts": T_("Boosts"),
    "at_least": T_("At least"),
    "at_most": T_("At most"),
    "exactly": T_("Exactly"),
    "blind_at": T_("Blind at"),
    "difference": T_("Difference"),
    "injury": T_("Injury"),
    "min_survivors": T_("Min survivors"),
    "success_value": T_("Success value"),
    "survivor_bonus": T_("Survivor bonus"),
    "section": T_("Section"),
    "source": T_("Source"),
}
TEXT_FIELDS = {"text", "rule", "effect", "about"}
CHANGED = " *"


class FieldProblem(ValueError):
    """A field the form cannot read (JSON with a mistake in it)."""


def field_title(path: FieldPath) -> str:
    def one(part: str) -> str:
        if part in NAMES:
            return i18n.text(NAMES[part])
        if part in SHORT_NAMES:
            return part.upper()
        words = part.replace("_", " ")
        return words[:1].upper() + words[1:]

    return " › ".join(one(p) for p in path)


def shown(value: Any) -> str:
    """A value as the original column shows it."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    return json.dumps(value, ensure_ascii=False)


def leaves(data: Mapping[str, Any], prefix: FieldPath = ()) -> Iterator[tuple[FieldPath, Any]]:
    """Every value the form shows: nested objects open into their fields."""
    for name, value in data.items():
        path = (*prefix, str(name))
        if isinstance(value, dict) and value and len(path) < 3:
            yield from leaves(value, path)
        else:
            yield path, value


def lookup(data: Mapping[str, Any] | None, path: FieldPath) -> tuple[bool, Any]:
    node: Any = data
    for part in path:
        if not isinstance(node, dict) or part not in node:
            return False, None
        node = node[part]
    return True, node


def _fits(kind: str, value: Any) -> bool:
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "text":
        return isinstance(value, str)
    return True


@dataclass
class Field:
    path: FieldPath
    widget: QWidget
    kind: str  # bool | int | text | json
    read: Callable[[], Any]
    write: Callable[[Any], None]
    title: QLabel
    original: QLabel
    revert: QToolButton
    has_original: bool
    original_value: Any


class HouseRuleForm(QWidget):
    """The entry's fields in a grid: name | this campaign plays | original | ↺."""

    edited = Signal()
    submitted = Signal()  # Enter in a one-line field or a number: save

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(tr("House rule form"))
        self.fields: dict[str, Field] = {}
        self._grid = QGridLayout(self)
        self._grid.setColumnStretch(1, 3)
        self._grid.setColumnStretch(2, 2)
        self._shape: dict[str, Any] = {}
        self._filling = False

    # --- building ---------------------------------------------------------------------
    def set_entry(
        self,
        data: Mapping[str, Any],
        original: Mapping[str, Any] | None,
        read_only: frozenset[str] = frozenset(),
    ) -> None:
        """Show ``data`` (the entry as the campaign plays it) beside ``original`` (None:
        the group's own entry). Top-level fields in ``read_only`` (the entry's key) are
        shown but cannot change."""
        self._clear()
        self._shape = json.loads(json.dumps(data))
        self._original = original
        heads = (
            tr("Field"),
            tr("This campaign plays"),
            tr("Original") if original is not None else "",
        )
        for column, text in enumerate(heads):
            head = QLabel(f"<b>{text}</b>")
            head.setWordWrap(True)  # a narrow editor: two lines rather than a cut word
            self._grid.addWidget(head, 0, column)
        if original is None:
            note = QLabel(tr("The group's own entry: there is no original."))
            note.setWordWrap(True)
            self._grid.addWidget(note, 0, 2, 1, 2)
        self._filling = True
        for row, (path, value) in enumerate(leaves(data), start=1):
            self._add(row, path, value, len(path) == 1 and path[0] in read_only)
        self._filling = False
        self._grid.setRowStretch(len(self.fields) + 1, 1)
        self._mark_all()

    def _clear(self) -> None:
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        for row in range(self._grid.rowCount()):
            self._grid.setRowStretch(row, 0)
        self.fields = {}

    def _add(self, row: int, path: FieldPath, value: Any, read_only: bool) -> None:
        title = QLabel(field_title(path))
        title.setWordWrap(True)
        kind, widget, read, write, changed = self._editor(path, value)
        widget.setAccessibleName(field_title(path))
        if read_only:
            widget.setEnabled(False)
            widget.setToolTip(tr("The entry's key: a house rule cannot rename it"))
        title.setBuddy(widget)
        has, original = lookup(self._original, path)
        orig = QLabel(shown(original) if has else ("—" if self._original is not None else ""))
        orig.setWordWrap(True)
        orig.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        orig.setAccessibleName(tr("{field} (original)").format(field=field_title(path)))
        revert = QToolButton()
        revert.setText("↺")
        revert.setAccessibleName(
            tr("Put back the original {field}").format(field=field_title(path))
        )
        revert.setToolTip(
            tr("Put back the original: {value}").format(value=shown(original)) if has else ""
        )
        revert.setVisible(has and not read_only)
        field = Field(path, widget, kind, read, write, title, orig, revert, has, original)
        self.fields[".".join(path)] = field
        revert.clicked.connect(lambda: self._revert(field))
        changed.connect(self._changed)
        self._grid.addWidget(title, row, 0)
        self._grid.addWidget(widget, row, 1)
        self._grid.addWidget(orig, row, 2)
        self._grid.addWidget(revert, row, 3)

    def _editor(
        self, path: FieldPath, value: Any
    ) -> tuple[str, QWidget, Callable[[], Any], Callable[[Any], None], Any]:
        """A widget for ``value``, how to read and write it, and its change signal."""
        if isinstance(value, bool):
            box = QCheckBox()
            box.setChecked(value)
            return "bool", box, box.isChecked, lambda v: box.setChecked(bool(v)), box.toggled
        if isinstance(value, int):
            spin = QSpinBox()
            spin.setRange(-99_999, 99_999)
            spin.setValue(value)
            return "int", spin, spin.value, lambda v: spin.setValue(int(v)), spin.valueChanged
        if isinstance(value, str) and (
            path[-1] in TEXT_FIELDS or len(value) > LONG_TEXT or "\n" in value
        ):
            text = QPlainTextEdit(value)
            text.setTabChangesFocus(True)  # Tab leaves the box; the rule text has no tabs
            lines = 5 if len(value) > 120 else 3
            text.setFixedHeight(text.fontMetrics().lineSpacing() * lines + 12)
            return (
                "text",
                text,
                text.toPlainText,
                lambda v: text.setPlainText(str(v)),
                text.textChanged,
            )
        if isinstance(value, str):
            line = QLineEdit(value)
            return "text", line, line.text, lambda v: line.setText(str(v)), line.textChanged
        # lists and nothing-yet: typed as JSON on one line
        raw = QLineEdit(json.dumps(value, ensure_ascii=False))
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        raw.setFont(mono)
        raw.setToolTip(tr("JSON: a list in [ ], text in quotes, null for none"))

        def read_json() -> Any:
            try:
                return json.loads(raw.text())
            except json.JSONDecodeError as exc:
                raise FieldProblem(
                    tr("{field}: not valid JSON ({error})").format(
                        field=field_title(path), error=exc.msg
                    )
                ) from exc

        def write_json(v: Any) -> None:
            raw.setText(json.dumps(v, ensure_ascii=False))

        return "json", raw, read_json, write_json, raw.textChanged

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # One-line fields and spin boxes pass Enter on to their parent: it means Save.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submitted.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    # --- values -----------------------------------------------------------------------
    def data(self) -> dict[str, Any]:
        """The entry as the form now says; ``FieldProblem`` for a field it cannot read."""
        result = json.loads(json.dumps(self._shape))
        for field in self.fields.values():
            node = result
            for part in field.path[:-1]:
                node = node[part]
            node[field.path[-1]] = field.read()
        return result  # type: ignore[no-any-return]

    def set_values(self, data: Mapping[str, Any]) -> bool:
        """Put ``data`` in the fields; False (nothing changed) when its shape differs
        from the form's, so the caller builds the form again."""
        paths = [p for p, _ in leaves(data)]
        if paths != [f.path for f in self.fields.values()]:
            return False
        values = list(leaves(data))
        if any(not _fits(self.fields[".".join(p)].kind, v) for p, v in values):
            return False
        self._filling = True
        try:
            for path, value in values:
                self.fields[".".join(path)].write(value)
        finally:
            self._filling = False
        self._mark_all()
        return True

    def changed_fields(self) -> list[str]:
        return [name for name, f in self.fields.items() if self._differs(f)]

    # --- marking changes --------------------------------------------------------------
    def _differs(self, field: Field) -> bool:
        if not field.has_original:
            return False
        try:
            return bool(field.read() != field.original_value)
        except FieldProblem:
            return True

    def _mark(self, field: Field) -> None:
        differs = self._differs(field)
        # Bold and an asterisk, not colour alone, say "changed".
        field.title.setText(field_title(field.path) + (CHANGED if differs else ""))
        font = field.title.font()
        font.setBold(differs)
        field.title.setFont(font)
        field.revert.setEnabled(differs)

    def _mark_all(self) -> None:
        for field in self.fields.values():
            self._mark(field)

    def _changed(self, *_args: object) -> None:
        if self._filling:
            return
        self._mark_all()
        self.edited.emit()

    def _revert(self, field: Field) -> None:
        field.write(field.original_value)
        field.widget.setFocus()
