"""Screenshots of the window over the demo campaign, for docs/screenshots/ and the README.

Run with ``./dev screenshots`` (under xvfb-run). Each shot is taken at the default font
and again at 150 % font (``NN-name-150.png``).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from warclan.gui.main_window import MainWindow
from warclan.services.ragnarok import demo
from warclan.store.database import Database

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SIZE = (1280, 800)


def settle(app: QApplication, rounds: int = 20) -> None:
    for _ in range(rounds):
        app.processEvents()


def save(widget: QWidget, name: str, suffix: str) -> None:
    path = OUT / f"{name}{suffix}.png"
    widget.grab().save(str(path))
    print(f"wrote {path}")


def shoot(app: QApplication, folder: Path, scale: float, suffix: str) -> None:
    db_path = folder / f"demo{suffix}.sqlite"
    db = Database(f"sqlite:///{db_path}")
    camp = demo.create_demo_campaign(db)
    db.close()
    settings = QSettings(str(folder / f"settings{suffix}.ini"), QSettings.Format.IniFormat)
    settings.setValue("databases/demo_offered", [f"sqlite:///{db_path}"])
    base = QFont(app.font())
    if scale != 1:
        font = QFont(base)
        font.setPointSizeF(base.pointSizeF() * scale)
        app.setFont(font)
    window = MainWindow(settings)
    window.resize(*SIZE)
    window.show()
    window.open_database(f"sqlite:///{db_path}")
    window.wait_opened()
    settle(app)
    window.select("campaign", camp.id)
    settle(app)
    save(window, "01-main-window", suffix)
    ravens = next(c.id for c in camp.clans if c.name == "Ravens")
    window.select("clan", ravens)
    settle(app)
    page = window.current_page()
    view = page.warrior_view  # type: ignore[union-attr]
    view.setCurrentIndex(view.model().index(2, 0))  # Bjorn: a severe injury, a sign
    settle(app)
    save(window, "02-clan-page", suffix)
    page.tabs.setCurrentIndex(2)  # type: ignore[union-attr]
    settle(app, 40)
    save(window, "03-clan-chart", suffix)
    page.tabs.setCurrentIndex(1)  # type: ignore[union-attr]
    settle(app)
    save(window, "05-clan-history", suffix)
    window.export_roster()
    settle(app)
    dialog = window.print_dialog
    dialog.folder.setText(str(folder))
    dialog.all.setChecked(True)
    dialog.write()
    window.ops.wait_idle(30_000)
    settle(app)
    save(dialog, "04-print-dialog", suffix)
    dialog.close()
    window.close()
    settle(app)
    app.setFont(base)


def main() -> int:
    app = QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        shoot(app, Path(tmp), 1.0, "")
        shoot(app, Path(tmp), 1.5, "-150")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
