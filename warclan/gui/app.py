"""Start the desktop app: ``python -m warclan.gui.app [--db FILE_OR_URL]`` or ``warclan-gui``.

Paint first, then load: the window is shown before SQLAlchemy is imported; the database
(``--db``, else ``$WARCLAN_DB``, else the one used last, else the default file) is then
opened on a worker thread. If it cannot be opened, the window offers "Open Another…",
"New Database…" or Quit, and the file is left as it was.

``main`` is the boundary: importing this module loads no Qt. ``main`` parses the
arguments (``--help`` and ``--version`` need no display; with none, as a desktop's
launcher starts it, argparse is not loaded at all), takes PySide6's import hook out
(:mod:`warclan.gui.pyside_hook`) and only then imports the window, so that none of the
window's modules, nor SQLAlchemy after them, pass through the hook. What the first frame
does not show (the window icon) is set after it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from warclan import __version__
from warclan.gc_tuning import relax_collector
from warclan.gui.pyside_hook import drop_feature_import_hook
from warclan.paths import DB_ENV_VAR, resolve_database, resources_dir

if TYPE_CHECKING:
    import argparse

    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QWidget


# What Qt's X11 platform plugin loads from the system, with the Debian/Ubuntu package
# that has it. The bundle carries the xcb-util ones; a pip-installed PySide6 does not.
# Without one, Qt names libxcb-cursor0 whatever is missing.
XCB_LIBRARIES = {
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libfontconfig.so.1": "libfontconfig1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
}


def missing_library(libraries: dict[str, str]) -> str | None:
    """The first of ``libraries`` the dynamic loader cannot load, as a one-line message
    naming its package; None when all load (they are loaded as Qt would load them)."""
    import ctypes

    for name, package in libraries.items():
        try:
            ctypes.CDLL(name)
        except OSError:
            return (
                f"the window needs {name}, which this system lacks: install the package "
                f"{package} (Debian, Ubuntu), or the one that provides {name}"
            )
    return None


def uses_xcb(environ: dict[str, str] | os._Environ[str]) -> bool:
    """Whether Qt will start on X11: asked for, or the default outside a Wayland session."""
    if not sys.platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "")
    if asked:
        return asked.split(";")[0].startswith("xcb")
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


@dataclass(frozen=True, slots=True)
class Options:
    """What the command line asked for (``build_parser``'s defaults: nothing)."""

    db: str | None = None
    screenshot: str | None = None


def parse_options(argv: Sequence[str] | None = None) -> Options:
    """The options given; with none (the usual start), ``Options()`` without argparse."""
    given = sys.argv[1:] if argv is None else list(argv)
    if not given:
        return Options()
    args = build_parser().parse_args(given)
    return Options(db=args.db, screenshot=args.screenshot)


def build_parser() -> argparse.ArgumentParser:
    import argparse

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
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for png in sorted((resources_dir() / "icons").glob("warclan-*.png")):
        # With its size (from the name, warclan-48.png) a file is read only when a desktop
        # asks for that size; without, Qt decodes every file at once to learn it.
        side = png.stem.rpartition("-")[2]
        icon.addFile(str(png), QSize(int(side), int(side)) if side.isdigit() else QSize())
    return icon


def screenshot_then_quit(window: QWidget, path: str, delay_ms: int = 800) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def shoot() -> None:
        window.grab().save(path)
        QApplication.quit()

    QTimer.singleShot(delay_ms, shoot)


def startup_database(option: str | None, settings: QSettings) -> str:
    """``--db`` wins, then ``$WARCLAN_DB``, then the database used last, then the default."""
    from warclan.gui.recent import RecentDatabases

    if option or os.environ.get(DB_ENV_VAR):
        return resolve_database(option)
    return RecentDatabases(settings).last() or resolve_database(None)


def make_settings() -> QSettings:
    from PySide6.QtCore import QSettings

    return QSettings("warclan", "warclan")


def after_first_paint(window: QWidget, then: Callable[[], object]) -> None:
    """Call ``then`` once ``window`` has painted its first frame (after that paint)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                self.deleteLater()
                QTimer.singleShot(0, then)
            return False

    window.installEventFilter(FirstPaint(window))


def main(argv: Sequence[str] | None = None) -> int:
    # Arguments first, so --help and --version work without a display (or Qt).
    args = parse_options(argv)
    if uses_xcb(os.environ) and (problem := missing_library(XCB_LIBRARIES)):
        print(f"warclan-gui: error: {problem}", file=sys.stderr)
        return 1
    # Both before the window's modules load: they and what they create are long-lived.
    drop_feature_import_hook()
    relax_collector()
    from PySide6.QtWidgets import QApplication

    from warclan.gui.main_window import MainWindow

    # Reuse a running QApplication (pytest-qt has one); Qt allows only one per process.
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("warclan")
    app.setOrganizationName("warclan")
    app.setApplicationVersion(__version__)
    # Wayland matches the window to its desktop entry (and icon) by this name.
    app.setDesktopFileName("io.github.warclan.Warclan")
    settings = make_settings()
    # Before the window is built: its words are translated as it is made.
    from warclan.gui import i18n

    i18n.install(settings)
    window = MainWindow(settings)
    window.offer_demo = not args.screenshot
    window.quit_requested.connect(app.quit)
    # The first frame does not show the icon: the desktop takes it when it is set.
    after_first_paint(window, lambda: app.setWindowIcon(app_icon()))
    window.show()
    # Paint first, then load: the database opens from a zero timer once the window shows.
    window.open_when_shown(startup_database(args.db, settings))
    if args.screenshot:
        # After the database is shown (or could not be), not after a fixed delay alone.
        window.database_opened.connect(
            lambda _db: screenshot_then_quit(window, args.screenshot, 300)
        )
        window.open_failed.connect(lambda _r: screenshot_then_quit(window, args.screenshot, 300))
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
