"""The window's first frame is painted before PySide6 creates ``Qt``'s namespace of enums
(~18 ms, all at once); what the first frame does not show is set right after it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt

from tests.conftest import db_url
from warclan.gui import item_roles

# A fresh process: pytest-qt's has long since named Qt.
PROGRAM = r"""
import json, sys
import PySide6.QtCore as QtCore
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from warclan.gui.main_window import MainWindow
window = MainWindow(QSettings(sys.argv[2], QSettings.Format.IniFormat))
seen = {}
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "at_paint" not in seen:
            seen["at_paint"] = "Qt" in QtCore.__dict__
        return False
watch = FirstPaint()
window.installEventFilter(watch)
def opened(_db):
    Qt = QtCore.Qt
    menu = window.navigator.contextMenuPolicy()
    seen["context_menu"] = menu == Qt.ContextMenuPolicy.CustomContextMenu
    style = window.toolbar.toolButtonStyle()
    seen["toolbar_text"] = style == Qt.ToolButtonStyle.ToolButtonTextOnly
    flags = window.database_label.textInteractionFlags()
    seen["selectable"] = bool(flags & Qt.TextInteractionFlag.TextSelectableByMouse)
    seen["plain"] = window.message_page.text.textFormat() == Qt.TextFormat.PlainText
    print(json.dumps(seen), flush=True)
    window.close()
    app.quit()
window.database_opened.connect(opened)
window.show()
window.open_after_first_paint(sys.argv[1])
app.exec()
"""


def test_first_paint_names_no_qt_enums_and_the_rest_follows(
    tmp_path: Path, db_path: Path | str
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM, db_url(db_path), str(tmp_path / "settings.ini")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, done.stderr
    seen = json.loads(lines[-1])
    assert seen == {
        "at_paint": False,
        "context_menu": True,
        "toolbar_text": True,
        "selectable": True,
        "plain": True,
    }


def test_item_roles_are_qts_user_roles() -> None:
    user = int(Qt.ItemDataRole.UserRole)
    roles = (item_roles.USER_ROLE, item_roles.SORT_ROLE, item_roles.ID_ROLE, item_roles.NAV_ROLE)
    assert roles == (user, user + 1, user + 2, user + 10)
