"""Every screenshot in docs/screenshots/, for the README: ``./dev screenshots`` runs this
under xvfb-run.

It takes the window's shots over the demo campaign (01-05), then runs, each in its own
process, the wizards' script (docs/screenshots/wizards.py: 10-11), the Mors Regnat and
catalogue script (scripts/screenshots_mors_regnat.py: 20-24), the Game nights script
(scripts/screenshots_game_nights.py: 30-34), the game trackers' script
(scripts/screenshots_tracker.py: 50-52) and the league script (40-41:
scripts/screenshots_league.py, on a PostgreSQL server: ``WARCLAN_TEST_PG_URL`` or a
throw-away cluster it starts), then the window in German (scripts/screenshots_i18n.py:
60); the window's, the wizards', Mors Regnat's and Game nights' shots again in German, in
docs/screenshots/de/. Every shot is taken at the default font and again at 150 % font
(``NN-name-150.png``). ``--window-only`` takes only the window's.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from warclan.gui import i18n
from warclan.gui.main_window import MainWindow
from warclan.services.ragnarok import demo
from warclan.store.database import Database

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
SIZE = (1024, 700)  # the smallest window the layouts are fitted to (issue 20)
SCALE_150 = 1.5

# Runs another screenshot script's main() as it is. With a scale, the application font is
# scaled before its first widget and its shots get the -150 suffix (its PDF examples, the
# same at any font, are not written again); with a language other than English, the
# window is in that language and its shots go to docs/screenshots/<language>/. It leaves
# with os._exit once main() is done: PySide6 6.12.0 can crash in the interpreter's
# teardown after everything was written.
RUN = r"""
import importlib.util, os, sys, tempfile
from pathlib import Path
from PySide6.QtWidgets import QApplication
path, out, scale = Path(sys.argv[1]), Path(sys.argv[2]), float(sys.argv[3])
lang = sys.argv[4] if len(sys.argv) > 4 else "en"
spec = importlib.util.spec_from_file_location(path.stem, path)
shots = importlib.util.module_from_spec(spec)
spec.loader.exec_module(shots)

class App(QApplication):
    def __init__(self, argv):
        super().__init__(argv)
        if scale != 1:
            font = self.font()
            font.setPointSizeF(font.pointSizeF() * scale)
            self.setFont(font)
        if lang != "en":  # as View > Language does, before the first widget
            from PySide6.QtCore import QSettings
            from warclan.gui import i18n
            chosen = QSettings(str(Path(spare) / "language.ini"), QSettings.Format.IniFormat)
            i18n.choose(chosen, lang)
            i18n.install(chosen)

if scale == 1 and lang == "en":
    code = shots.main()
else:
    with tempfile.TemporaryDirectory() as tmp, tempfile.TemporaryDirectory() as spare:
        for name in ("OUT", "SHOTS"):
            if hasattr(shots, name):
                setattr(shots, name, Path(tmp))
        if hasattr(shots, "EXAMPLES"):
            shots.EXAMPLES = Path(spare)
        shots.QApplication = App
        code = shots.main()
        folder = out if lang == "en" else out / lang
        folder.mkdir(exist_ok=True)
        for shot in sorted(Path(tmp).glob("*.png")):
            target = folder / f"{shot.stem}{'-150' if scale != 1 else ''}.png"
            target.write_bytes(shot.read_bytes())
            print("wrote", target)
sys.stdout.flush()
sys.stderr.flush()
os._exit(code or 0)
"""


def settle(app: QApplication, rounds: int = 20) -> None:
    """Let the windows' reads (on pool threads) answer, then paint."""
    for window in app.topLevelWidgets():
        if isinstance(window, MainWindow):
            window.ops.wait_idle(30_000)
    for _ in range(rounds):
        app.processEvents()


def save(widget: QWidget, name: str, suffix: str, out: Path = OUT) -> None:
    path = out / f"{name}{suffix}.png"
    widget.grab().save(str(path))
    print(f"wrote {path}")


def shoot(app: QApplication, folder: Path, scale: float, suffix: str, lang: str = "en") -> None:
    out = OUT if lang == "en" else OUT / lang
    out.mkdir(exist_ok=True)
    db_path = folder / f"demo{suffix}-{lang}.sqlite"
    db = Database(f"sqlite:///{db_path}")
    camp = demo.create_demo_campaign(db)
    db.close()
    settings = QSettings(str(folder / f"settings{suffix}-{lang}.ini"), QSettings.Format.IniFormat)
    settings.setValue("databases/demo_offered", [f"sqlite:///{db_path}"])
    i18n.choose(settings, lang)
    i18n.install(settings)  # as gui/app.py does (English too: its plural forms)
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
    window.wait_sections()
    settle(app)
    window.select("campaign", camp.id)
    settle(app)
    save(window, "01-main-window", suffix, out)
    ravens = next(c.id for c in camp.clans if c.name == "Ravens")
    window.select("clan", ravens)
    settle(app)
    page = window.current_page()
    view = page.warrior_view  # type: ignore[union-attr]
    view.setCurrentIndex(view.model().index(2, 0))  # Bjorn: a severe injury, a sign
    settle(app)
    save(window, "02-clan-page", suffix, out)
    page.tabs.setCurrentIndex(2)  # type: ignore[union-attr]
    settle(app, 40)
    save(window, "03-clan-chart", suffix, out)
    page.tabs.setCurrentIndex(1)  # type: ignore[union-attr]
    settle(app)
    save(window, "05-clan-history", suffix, out)
    window.export_action.trigger()
    settle(app)
    dialog = window.print_dialog
    rosters = folder / f"rosters{suffix}{lang}"  # its own: writing over a file would ask first
    rosters.mkdir(exist_ok=True)
    dialog.folder.setText(str(rosters))
    dialog.all.setChecked(True)
    dialog.write()
    window.ops.wait_idle(30_000)
    settle(app)
    save(dialog, "04-print-dialog", suffix, out)
    dialog.close()
    window.close()
    settle(app)
    app.setFont(base)


def others() -> int:
    """The wizards' (both sizes), Mors Regnat's (both sizes), Game nights' and the
    league's shots (the default size, then at 150 %), each script in its own process
    (each makes its own QApplication); the first failure stops the run."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    runs: list[tuple[Path, float] | tuple[Path, float, str]] = [
        (ROOT / "docs" / "screenshots" / "wizards.py", 1.0),
        (ROOT / "scripts" / "screenshots_mors_regnat.py", 1.0),
        (ROOT / "scripts" / "screenshots_game_nights.py", 1.0),
        (ROOT / "scripts" / "screenshots_game_nights.py", SCALE_150),
        (ROOT / "scripts" / "screenshots_tracker.py", 1.0),
        (ROOT / "scripts" / "screenshots_tracker.py", SCALE_150),
        (ROOT / "scripts" / "screenshots_league.py", 1.0),
        (ROOT / "scripts" / "screenshots_league.py", SCALE_150),
        (ROOT / "scripts" / "screenshots_i18n.py", 1.0),
        (ROOT / "scripts" / "screenshots_i18n.py", SCALE_150),
    ]
    # The main pages in German (issue 24): docs/screenshots/de/, at both sizes.
    runs += [(script, scale, "de") for script, scale in runs[:4]]
    for script, scale, *lang in runs:
        command = [sys.executable, "-c", RUN, str(script), str(OUT), str(scale), *lang]
        done = subprocess.run(command, cwd=ROOT, env=env, check=False)
        if done.returncode != 0:
            print(f"screenshots: {script.name} failed", file=sys.stderr)
            return done.returncode
    return 0


def main() -> int:
    app = QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for lang in ("en", "de"):
            shoot(app, Path(tmp), 1.0, "", lang)
            shoot(app, Path(tmp), SCALE_150, "-150", lang)
    return 0 if "--window-only" in sys.argv else others()


if __name__ == "__main__":
    raise SystemExit(main())
