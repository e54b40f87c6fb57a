"""Start the desktop app: ``python -m warclan.gui.app [--db FILE_OR_URL]`` or ``warclan-gui``.

Paint first, then load: the window is shown before SQLAlchemy is imported; the database
(``--db``, else ``$WARCLAN_DB``, else the one used last, else the default file) is then
opened on a worker thread. If it cannot be opened, the window offers "Open Another…",
"New Database…" or Quit, and the file is left as it was.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from warclan import __version__
from warclan.gui.main_window import MainWindow
from warclan.gui.recent import RecentDatabases
from warclan.paths import DB_ENV_VAR, resolve_database, resources_dir


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="warclan-gui", description="warclan's desktop campaign manager."
    )
    parser.add_argument("--version", action="version", version=f"warclan {__version__}")
    parser.add_argument(
        "--db",
        help=f"database file or SQLAlchemy URL (default: ${DB_ENV_VAR}, else the database "
        "used last, else warclan.sqlite in your data folder)",
    )
    parser.add_argument(
        "--screenshot",
        metavar="PNG",
        help="save a picture of the window once it is shown, then quit (for docs and checks)",
    )
    return parser


def app_icon() -> QIcon:
    """The shield icon in every shipped size, so each desktop picks the sharpest."""
    icon = QIcon()
    for png in sorted((resources_dir() / "icons").glob("warclan-*.png")):
        icon.addFile(str(png))
    return icon


def screenshot_then_quit(window: QWidget, path: str, delay_ms: int = 800) -> None:
    def shoot() -> None:
        window.grab().save(path)
        QApplication.quit()

    QTimer.singleShot(delay_ms, shoot)


def startup_database(option: str | None, settings: QSettings) -> str:
    """``--db`` wins, then ``$WARCLAN_DB``, then the database used last, then the default."""
    if option or os.environ.get(DB_ENV_VAR):
        return resolve_database(option)
    return RecentDatabases(settings).last() or resolve_database(None)


def make_settings() -> QSettings:
    return QSettings("warclan", "warclan")


def main(argv: Sequence[str] | None = None) -> int:
    # Arguments first, so --help and --version work without a display.
    args = build_parser().parse_args(argv)
    # Reuse a running QApplication (pytest-qt has one); Qt allows only one per process.
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("warclan")
    app.setOrganizationName("warclan")
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    settings = make_settings()
    window = MainWindow(settings)
    window.offer_demo = not args.screenshot
    window.quit_requested.connect(app.quit)
    window.show()
    # Paint first, then load: the database opens once the window has been drawn.
    window.open_after_first_paint(startup_database(args.db, settings))
    if args.screenshot:
        # After the database is shown (or could not be), not after a fixed delay alone.
        window.database_opened.connect(
            lambda _db: screenshot_then_quit(window, args.screenshot, 300)
        )
        window.open_failed.connect(lambda _r: screenshot_then_quit(window, args.screenshot, 300))
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
