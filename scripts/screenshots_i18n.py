"""Screenshots of the window in German (issue 24), 1024×700, over a demo database: the
main window with the demo campaign, its View menu (Language), Play a Game, the Ragnarok
tracker in its second Round and its log, the Mors Regnat match tracker. ``./dev
screenshots`` runs it at 100 % and 150 % (the ``-150`` shots).

xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_i18n.py
"""

from __future__ import annotations

import importlib.util
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QPoint, QSettings
from PySide6.QtWidgets import QApplication, QWidget

from warclan.gui import i18n
from warclan.gui.main_window import MainWindow
from warclan.services.ragnarok import demo
from warclan.store.database import Database

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SIZE = (1024, 700)


def _tracker_script() -> object:
    """The game and the match of scripts/screenshots_tracker.py, the same positions."""
    path = ROOT / "scripts" / "screenshots_tracker.py"
    spec = importlib.util.spec_from_file_location("screenshots_tracker", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def settle(app: QApplication, window: MainWindow) -> None:
    window.ops.wait_idle(30_000)
    for _ in range(30):
        app.processEvents()


def save(widget: QWidget, name: str) -> None:
    path = OUT / f"{name}.png"
    widget.grab().save(str(path))
    print(f"wrote {path}")


def main() -> int:
    app = QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    shots: object = _tracker_script()
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'i18n.sqlite'}"
        db = Database(url)
        camp = demo.create_demo_campaign(db)
        game = shots.ragnarok_game(db, camp.id)  # type: ignore[attr-defined]
        match = shots.mors_match(db)  # type: ignore[attr-defined]
        db.close()
        settings = QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat)
        settings.setValue("databases/demo_offered", [url])
        i18n.choose(settings, "de")
        i18n.install(settings)  # before the window, as gui/app.py does
        window = MainWindow(settings)
        window.offer_demo = False
        window.resize(*SIZE)
        window.show()
        window.open_database(url)
        window.wait_opened()
        window.wait_sections()
        settle(app, window)
        window.select("campaign", camp.id)
        settle(app, window)
        save(window, "60-main-window-de")
        menu = window.view_menu
        menu.popup(window.mapToGlobal(QPoint(200, 30)))
        settle(app, window)
        window.language_menu.popup(menu.mapToGlobal(QPoint(menu.width(), 0)))
        settle(app, window)
        save(menu, "60-view-menu-de")
        save(window.language_menu, "60-language-menu-de")
        window.language_menu.hide()
        menu.hide()
        window.play_game_action.trigger()
        settle(app, window)
        from warclan.gui.ragnarok.play_dialog import PlayDialog

        dialog = window.findChild(PlayDialog)
        if dialog is not None:
            save(dialog, "60-play-game-de")
            dialog.reject()
        window.select("tracker", game)
        settle(app, window)
        page = window.current_page()
        state = page.view.state  # type: ignore[union-attr]
        page.choose(state.side(state.turn).to_activate[0].id)  # type: ignore[union-attr]
        # A refusal of the rules in the message line: a warrior of the clan not on turn.
        other = next(w for s in state.sides if s.clan_id != state.turn for w in s.to_activate)
        page.say(i18n.text(state.may_activate(other) or ""))  # type: ignore[union-attr]
        settle(app, window)
        save(window, "60-game-tracker-de")
        page.tabs.setCurrentIndex(1)  # type: ignore[union-attr]
        settle(app, window)
        save(window, "60-game-tracker-log-de")
        window.select("mr_tracker", match)
        settle(app, window)
        save(window, "60-match-tracker-de")
        window.close()
        settle(app, window)
        i18n.uninstall()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
