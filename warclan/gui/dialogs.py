"""Every modal dialog the window opens goes through one of these functions.

Tests replace them (``monkeypatch.setattr(dialogs, "confirm", ...)``), so no test ever
opens a native or modal dialog. Call them as ``dialogs.confirm(...)`` (through the
module) so a replacement takes effect everywhere.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from warclan.gui.i18n import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QInputDialog, QWidget

# The dialogs' classes are imported in the functions that open them: the window imports
# this module before its first frame, which shows none of them.


def show_error(parent: QWidget | None, title: str, message: str) -> None:
    """A refusal the user can act on (a ``UserError``): the reason, nothing more."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, title, message)


def show_bug(parent: QWidget | None, title: str, message: str, details: str) -> None:
    """An unexpected failure: the message, and the traceback behind "Show Details…",
    with a button that copies it for a bug report."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    box = QMessageBox(QMessageBox.Icon.Critical, title, message, parent=parent)
    box.setDetailedText(details)
    copy = box.addButton(tr("Copy Details"), QMessageBox.ButtonRole.ActionRole)
    box.addButton(QMessageBox.StandardButton.Close)
    box.exec()
    if box.clickedButton() is copy:
        QApplication.clipboard().setText(f"{message}\n\n{details}")


def show_info(parent: QWidget | None, title: str, message: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.information(parent, title, message)


def confirm(
    parent: QWidget | None,
    title: str,
    message: str,
    accept: str = "",
    *,
    safe_default: bool = False,
) -> bool:
    """Ask before a change that cannot simply be undone; ``accept`` names the action.
    Return presses it, unless ``safe_default``: then Return cancels (for what cannot be
    redone, a stray Return must not do it)."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, title, message, parent=parent)
    yes = box.addButton(accept or tr("OK"), QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel if safe_default else yes)
    box.exec()
    return box.clickedButton() is yes


def ask_text(
    parent: QWidget | None,
    title: str,
    label: str,
    text: str = "",
    *,
    check_printing: bool = False,
) -> str | None:
    """One line of text. ``check_printing`` (for names that go on rosters): the dialog
    warns, as the name is typed, about characters no font can print; it never refuses."""
    from PySide6.QtWidgets import QDialog, QInputDialog

    if not check_printing:
        value, ok = QInputDialog.getText(parent, title, label, text=text)
        return value if ok else None
    dialog = name_dialog(parent, title, label, text)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    return dialog.textValue() if accepted else None


def name_dialog(parent: QWidget | None, title: str, label: str, text: str = "") -> QInputDialog:
    """The dialog ``ask_text(check_printing=True)`` runs (built apart so tests can type in
    it): its label grows a line per warning as the name changes."""
    from PySide6.QtWidgets import QInputDialog

    from warclan.reports.name_check import warnings_for

    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setInputMode(QInputDialog.InputMode.TextInput)

    def show(value: str) -> None:
        found = warnings_for([value])
        dialog.setLabelText(
            label + "".join("\n" + tr("⚠ Printing: {warning}").format(warning=w) for w in found)
        )

    dialog.textValueChanged.connect(show)
    dialog.setTextValue(text)
    show(text)
    return dialog


def ask_open_path(parent: QWidget | None, title: str, filters: str) -> Path | None:
    from PySide6.QtWidgets import QFileDialog

    name, _ = QFileDialog.getOpenFileName(parent, title, "", filters)
    return Path(name) if name else None


def ask_save_path(parent: QWidget | None, title: str, suggested: str, filters: str) -> Path | None:
    from PySide6.QtWidgets import QFileDialog

    name, _ = QFileDialog.getSaveFileName(parent, title, suggested, filters)
    return Path(name) if name else None


def ask_folder(parent: QWidget | None, title: str, start: str = "") -> Path | None:
    from PySide6.QtWidgets import QFileDialog

    name = QFileDialog.getExistingDirectory(parent, title, start)
    return Path(name) if name else None


def ask_choice(parent: QWidget | None, title: str, message: str, choices: list[str]) -> str | None:
    """Buttons named by ``choices`` (plus Cancel); returns the chosen text or None."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, title, message, parent=parent)
    buttons: dict[QAbstractButton, str] = {
        box.addButton(c, QMessageBox.ButtonRole.AcceptRole): c for c in choices
    }
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return buttons.get(box.clickedButton())


def ask_league_login(parent: QWidget | None, initial: Any) -> Any:
    """File ▸ Connect to League Server…: a ``LeagueLogin``, or None when cancelled."""
    from warclan.gui.league_dialog import LeagueDialog

    dialog = LeagueDialog(parent, initial)
    return dialog.login() if dialog.exec() == LeagueDialog.DialogCode.Accepted else None
