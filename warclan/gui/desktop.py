"""Handing a file to the desktop: open a PDF, show it in its folder. Module functions, so
tests replace them and no viewer ever opens during a test."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices


def open_file(path: Path) -> bool:
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


def show_in_folder(path: Path) -> bool:
    # Selecting the file inside a file manager has no portable API; its folder opens.
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent)))
