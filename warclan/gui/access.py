"""What the connected role may change, shown in the window.

Each control that writes is tagged where it is built with the capabilities it needs
(``needs(button, "warbands")``; any one of them will do; the names are
``services.league.CAPABILITIES``). ``apply`` then fits a whole window, page or menu to an
``Access``: actions, buttons and write-only panels are hidden, text and number fields
become read-only (a drop-down list disabled), tables stop editing in place and dragging
rows. The window applies it when the role is known and again to every page or menu it
builds later. The server is still the judge: a hidden control only spares the user a refusal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from warclan.gui import i18n
from warclan.i18n_text import T_

if TYPE_CHECKING:  # no SQLAlchemy before the first paint
    from PySide6.QtWidgets import QAbstractItemView, QLineEdit, QPlainTextEdit, QTextEdit

    from warclan.services.league import Access

NEEDS = "warclanNeeds"  # dynamic property: capabilities, comma-separated
_TRIGGERS = "warclanEditTriggers"  # a table's own edit triggers and drag mode, kept
_DRAG = "warclanDragDrop"
_PLACEHOLDER = "warclanPlaceholder"  # a field's own placeholder, kept
_LIMITED = "warclanLimited"  # on a root last fitted to an access that did not allow all
READ_ONLY_HINT = T_("(your league role may not change this)")  # shown: i18n.text()

T = TypeVar("T", bound=QObject)


def needs(obj: T, *capabilities: str) -> T:
    """Tag ``obj`` as a change that needs one of ``capabilities``; returns it."""
    obj.setProperty(NEEDS, ",".join(capabilities))
    return obj


def allowed(obj: QObject, access: Access | None) -> bool:
    """Whether ``access`` (None: no limits known) lets the user use ``obj``."""
    tagged = obj.property(NEEDS)
    if not tagged or access is None:
        return True
    return any(access.allows(c) for c in str(tagged).split(","))


def apply(root: QObject, access: Access | None) -> None:
    """Fit every tagged object in ``root`` (itself included) to ``access``."""
    everything = access is None or access.allows_everything
    if everything and not root.property(_LIMITED):
        # Nothing in root was ever hidden or made read-only: nothing to undo. Walking
        # every child would also make a Python wrapper for each, at every start-up.
        return
    for obj in (root, *root.findChildren(QObject)):
        if obj.property(NEEDS):
            _fit(obj, allowed(obj, access))
    root.setProperty(_LIMITED, not everything)


def _fit(obj: QObject, ok: bool) -> None:
    # Imported here, where a role limits the window: tagging (``needs``) is done as the
    # window is built, and these classes are not needed for its first frame.
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import (
        QAbstractItemView,
        QAbstractSpinBox,
        QComboBox,
        QLineEdit,
        QPlainTextEdit,
        QTextEdit,
    )

    if isinstance(obj, QAction):
        obj.setVisible(ok)
    elif isinstance(obj, QAbstractItemView):
        _fit_view(obj, ok)
    elif isinstance(obj, (QLineEdit, QAbstractSpinBox, QPlainTextEdit, QTextEdit)):
        obj.setReadOnly(not ok)  # still readable, selectable and scrollable
        if not isinstance(obj, QAbstractSpinBox):
            _fit_placeholder(obj, ok)
    elif isinstance(obj, QComboBox):
        obj.setEnabled(ok)  # shows its choice; has no read-only mode
    elif isinstance(obj, QWidget):
        obj.setVisible(ok)


def _fit_placeholder(field: QLineEdit | QPlainTextEdit | QTextEdit, ok: bool) -> None:
    """An empty read-only field must not invite typing ("Scenario, weather, …")."""
    if field.property(_PLACEHOLDER) is None:
        field.setProperty(_PLACEHOLDER, field.placeholderText())
    field.setPlaceholderText(str(field.property(_PLACEHOLDER)) if ok else i18n.text(READ_ONLY_HINT))


def _fit_view(view: QAbstractItemView, ok: bool) -> None:
    from PySide6.QtWidgets import QAbstractItemView

    if view.property(_TRIGGERS) is None:
        view.setProperty(_TRIGGERS, int(view.editTriggers().value))
        view.setProperty(_DRAG, int(view.dragDropMode().value))
    if ok:
        view.setEditTriggers(QAbstractItemView.EditTrigger(int(view.property(_TRIGGERS))))
        view.setDragDropMode(QAbstractItemView.DragDropMode(int(view.property(_DRAG))))
    else:
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setDragDropMode(QAbstractItemView.DragDropMode.NoDragDrop)
