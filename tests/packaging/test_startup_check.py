"""The window's start-up check names the package of a missing X11 library in one line,
where Qt would name libxcb-cursor0 whatever is missing (issue 25)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from warclan.gui.app import XCB_LIBRARIES, missing_library, uses_xcb


def test_a_library_the_loader_cannot_find_is_named_with_its_package() -> None:
    found = missing_library({"libc.so.6": "libc6", "libwarclan-absent.so.4": "warclan-absent4"})
    assert found is not None
    assert "libwarclan-absent.so.4" in found and "warclan-absent4" in found
    assert "\n" not in found


def test_libraries_that_load_are_no_problem() -> None:
    assert missing_library({"libc.so.6": "libc6", "libm.so.6": "libc6"}) is None


@pytest.mark.parametrize(
    ("environ", "xcb"),
    [
        ({"DISPLAY": ":0"}, True),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, False),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, False),
        ({}, False),
    ],
)
def test_the_check_runs_only_where_qt_starts_on_x11(environ: dict[str, str], xcb: bool) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("X11 is Linux's here")
    assert uses_xcb(environ) is xcb


def test_the_window_refuses_to_start_with_one_line_naming_the_package(tmp_path) -> None:
    """Run as a user would, with an X11 library the system lacks: a clear line, exit 1,
    and no database file made."""
    if not sys.platform.startswith("linux"):
        pytest.skip("X11 is Linux's here")
    script = (
        "import sys; from warclan.gui import app; "
        "app.XCB_LIBRARIES = {**app.XCB_LIBRARIES, 'libxcb-warclan-absent.so.4': 'xcb-absent4'};"
        f"sys.exit(app.main(['--db', {str(tmp_path / 'w.sqlite')!r}]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env={"PATH": "/usr/bin:/bin", "DISPLAY": ":99", "PYTHONPATH": ":".join(sys.path)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("warclan-gui: error: the window needs ")
    assert "xcb-absent4" in lines[0]
    assert not (tmp_path / "w.sqlite").exists()
    assert set(XCB_LIBRARIES) >= {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}
