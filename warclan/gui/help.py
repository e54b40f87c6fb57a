"""Help ▸ warclan Help (F1): the README's usage, in a window beside the main one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

import warclan

FALLBACK = """# warclan

Campaigns ▸ choose a campaign and a War Clan in the navigator on the left.

* **Ctrl+Shift+N** new War Clan · **Ctrl+G** record a game · **Ctrl+P** export a roster
* **Ctrl+Z / Ctrl+Shift+Z** undo / redo renames and notes; Edit ▸ Undo Game… removes a
  clan's latest recorded game after asking
* **Ctrl+= / Ctrl+−** zoom · **F5** refresh · **F2** rename
"""

SHORTCUTS = """
## Keys in the window

| key | does |
|---|---|
| Ctrl+N | new campaign |
| Ctrl+Shift+N | new War Clan |
| Ctrl+G | record a game and its post-game sequence |
| Ctrl+P | export roster PDFs |
| Ctrl+Z / Ctrl+Shift+Z | undo / redo renames and notes |
| Ctrl+Alt+Z | undo the chosen clan's latest game (asks first) |
| F2 | rename the chosen campaign or War Clan |
| Ctrl+= / Ctrl+− / Ctrl+0 | zoom in / out / back to 100 % |
| F5 | reload from the database |
| F1 | this help |
"""


def readme_text() -> str:
    """The README (a source checkout has it beside the package), else a short summary."""
    readme = Path(warclan.__file__).resolve().parent.parent / "README.md"
    try:
        return SHORTCUTS + "\n" + readme.read_text(encoding="utf-8")
    except OSError:
        return FALLBACK + SHORTCUTS


class HelpWindow(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("warclan Help")
        self.resize(820, 640)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName("Help text")
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(readme_text())
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
