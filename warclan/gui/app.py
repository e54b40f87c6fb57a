"""Start the desktop app: ``python -m warclan.gui.app [--db FILE_OR_URL]`` or ``warclan-gui``.

The database is opened (and migrated) before the window exists; if it cannot be used,
for example because a newer warclan wrote it, the user gets one dialog saying why and
the file is left as it was.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from warclan import __version__
from warclan.gui.controller import CampaignController, open_database
from warclan.gui.main_window import MainWindow
from warclan.paths import DB_ENV_VAR, resolve_database, resources_dir
from warclan.store.errors import StorageError

EXIT_CANNOT_OPEN = 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="warclan-gui", description="warclan's desktop campaign manager."
    )
    parser.add_argument("--version", action="version", version=f"warclan {__version__}")
    parser.add_argument(
        "--db",
        help=f"database file or SQLAlchemy URL (default: ${DB_ENV_VAR}, else your data folder)",
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


def show_fatal_error(message: str) -> None:
    """The one dialog shown when the app cannot start (tests replace this)."""
    QMessageBox.critical(None, "warclan cannot open the database", message)


def main(argv: Sequence[str] | None = None) -> int:
    # Arguments first, so --help and --version work without a display.
    args = build_parser().parse_args(argv)
    # Reuse a running QApplication (pytest-qt has one); Qt allows only one per process.
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("warclan")
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    try:
        db = open_database(resolve_database(args.db))
    except StorageError as exc:
        show_fatal_error(str(exc))
        return EXIT_CANNOT_OPEN
    try:
        window = MainWindow(CampaignController(db))
        window.show()
        if args.screenshot:
            screenshot_then_quit(window, args.screenshot)
        return app.exec()
    finally:
        db.close()


if __name__ == "__main__":
    raise SystemExit(main())
