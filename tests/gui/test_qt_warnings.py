"""Any Qt warning fails a test: the pytest configuration says so, and no test ignores a
Qt message other than the offscreen platform's "propagateSizeHints" notice."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ALLOWED = "This plugin does not support propagateSizeHints"


def test_the_configuration_fails_a_test_on_any_qt_warning(tmp_path: Path) -> None:
    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]
    assert options["qt_log_level_fail"] == "WARNING"
    assert "qt_log_ignore" not in options  # nothing is ignored for every test
    # Run a test that makes Qt warn, under the project's own settings, in a fresh pytest.
    (tmp_path / "pytest.ini").write_text(
        "[pytest]\nqt_api = pyside6\nqt_log_level_fail = WARNING\n"
    )
    (tmp_path / "test_warns.py").write_text(
        "from PySide6.QtCore import qWarning\n"
        "def test_warns(qtbot):\n"
        "    qWarning('a Qt warning from our code')\n"
    )
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1, done.stdout
    assert "1 failed" in done.stdout and "a Qt warning from our code" in done.stdout


def test_no_test_ignores_a_qt_message_other_than_the_offscreen_notice() -> None:
    ignored = []
    for path in (ROOT / "tests").rglob("*.py"):
        if path.name == Path(__file__).name:
            continue  # this file names the marker in its pattern
        for match in re.finditer(r"qt_log_ignore\((.*?)\)", path.read_text()):
            if match.group(1).strip("\"' ") != ALLOWED:
                ignored.append((path.name, match.group(1)))
    assert ignored == []
