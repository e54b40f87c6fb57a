"""Help ▸ Licences: the licence of every part warclan ships with, one text each.

In the desktop bundle the texts are files in its ``licenses/`` folder, written when the
bundle is built (packaging/warclan.spec calls :func:`write_folder`): the Python
distributions, Qt's LGPL, the fonts, Python, PyInstaller's bootloader and the system
libraries bundled. From a source checkout or a wheel the same list is read from the
installed distributions' metadata and the fonts in ``resources/``.

Importing this module loads no Qt (the spec imports it); the dialog imports it when shown.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

from warclan.paths import resources_dir

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

FOLDER = "licenses"
ROOT_DISTRIBUTION = "warclan"
_LICENCE_FILE = re.compile(r"licen[cs]e|copying|notice|^authors", re.IGNORECASE)
# Qt's wheels carry no licence text: these come from packaging/licenses/ (in a checkout).
_QT_DISTRIBUTIONS = {"pyside6-essentials", "pyside6-addons", "shiboken6"}


@dataclass(frozen=True)
class Licence:
    name: str  # what it covers: "SQLAlchemy 2.1.9", "Font: DejaVu"
    text: str


def distribution_key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirement_name(requirement: str) -> str | None:
    """The distribution a requirement names, None for an optional one (an extra)."""
    if "extra ==" in requirement.replace("extra==", "extra =="):
        return None
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    return match.group(0) if match else None


def distributions(root: str = ROOT_DISTRIBUTION) -> list[metadata.Distribution]:
    """``root`` and every installed distribution it requires, extras left out."""
    found: dict[str, metadata.Distribution] = {}
    todo = [root]
    while todo:
        name = todo.pop()
        if distribution_key(name) in found:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # a requirement for another platform or Python
        found[distribution_key(name)] = dist
        todo.extend(n for r in dist.requires or [] if (n := _requirement_name(r)))
    return sorted(found.values(), key=lambda d: distribution_key(d.metadata["Name"]))


def _licence_name(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    named = (meta.get_all("License-Expression") or meta.get_all("License") or [""])[0]
    if not named or len(named) > 100:  # some put the whole text in the field
        named = ", ".join(
            c.rpartition(" :: ")[2] for c in meta.get_all("Classifier") or [] if "License" in c
        )
    return named.strip() or "see the text"


def distribution_licence(dist: metadata.Distribution) -> Licence:
    name = f"{dist.metadata['Name']} {dist.version}"
    parts = [f"{name}\nLicence: {_licence_name(dist)}\n"]
    for file in dist.files or []:
        path = Path(str(file.locate()))
        # is_file: an editable install lists files it does not hold.
        if _LICENCE_FILE.search(file.name) and file.suffix != ".py" and path.is_file():
            text = path.read_text(encoding="utf-8", errors="replace")
            parts.append(f"===== {file.name} =====\n{text}")
    return Licence(name, "\n".join(parts))


def font_licences() -> list[Licence]:
    fonts = resources_dir() / "fonts"
    return [
        Licence(f"Font: {path.stem.removeprefix('LICENSE-')}", path.read_text(encoding="utf-8"))
        for path in sorted(fonts.glob("LICENSE-*.txt"))
    ]


def qt_licences(packaging: Path) -> list[Licence]:
    """Qt's notice and the LGPL and GPL it points to, kept in packaging/licenses/."""
    return [
        Licence(path.stem, path.read_text(encoding="utf-8"))
        for path in sorted((packaging / FOLDER).glob("*.txt"))
    ]


def _checkout_packaging() -> Path:
    return Path(__file__).resolve().parents[2] / "packaging"


def installed_licences(only: set[str] | None = None) -> list[Licence]:
    """From metadata: the distributions (``only``: those whose keys are given), the
    fonts and, where packaging/ is at hand, Qt's texts."""
    found = [
        distribution_licence(dist)
        for dist in distributions()
        if only is None or distribution_key(dist.metadata["Name"]) in only
    ]
    return [*found, *qt_licences(_checkout_packaging()), *font_licences()]


def bundled_folder() -> Path | None:
    """The bundle's ``licenses/`` folder; None outside a bundle."""
    base = getattr(sys, "_MEIPASS", None)
    folder = Path(base) / FOLDER if base else None
    return folder if folder is not None and folder.is_dir() else None


def all_licences() -> list[Licence]:
    folder = bundled_folder()
    if folder is None:
        return installed_licences()
    return [
        Licence(path.stem, path.read_text(encoding="utf-8", errors="replace"))
        for path in sorted(folder.glob("*.txt"), key=lambda p: p.stem.lower())
    ]


def write_folder(folder: Path, licences: list[Licence]) -> None:
    """One ``NAME.txt`` per licence (the spec calls this at build time)."""
    folder.mkdir(parents=True, exist_ok=True)
    for licence in licences:
        safe = re.sub(r"[^A-Za-z0-9.+_ -]+", "", licence.name).strip()
        (folder / f"{safe}.txt").write_text(licence.text, encoding="utf-8")


def show_licences(parent: QWidget | None) -> QDialog:
    """The list of parts on the left, the chosen one's licence text on the right."""
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import (
        QDialog,
        QDialogButtonBox,
        QListWidget,
        QPlainTextEdit,
        QSplitter,
        QVBoxLayout,
    )

    licences = all_licences()
    dialog = QDialog(parent)
    from warclan.gui.i18n import tr

    # The parts' names and their licence texts stay as written (legal documents, also
    # written to the bundle's licenses/ folder at build time).
    dialog.setWindowTitle(tr("Licences"))
    dialog.resize(900, 600)
    names = QListWidget()
    names.addItems([licence.name for licence in licences])
    text = QPlainTextEdit(readOnly=True)
    text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    names.currentRowChanged.connect(
        lambda row: text.setPlainText(licences[row].text if 0 <= row < len(licences) else "")
    )
    split = QSplitter()
    split.addWidget(names)
    split.addWidget(text)
    split.setSizes([260, 640])
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(split)
    layout.addWidget(buttons)
    names.setCurrentRow(0)
    dialog.show()
    return dialog
