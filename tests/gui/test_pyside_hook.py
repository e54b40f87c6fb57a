"""PySide6's import hook is taken out by the GUI's entry point, before the window's modules
load, and not by importing any module: modules imported afterwards (the window, SQLAlchemy,
the tables, the services) are not read again as source text, and PySide6 modules loaded
later still work."""

from __future__ import annotations

import builtins
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import db_url
from warclan.gui.pyside_hook import drop_feature_import_hook

# A fresh process: this one took the hook out when tests/gui/conftest.py loaded.
PROGRAM = r"""
import builtins, json, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
def hooked():
    return builtins.__import__ is not builtins.__orig_import__
app = QApplication([])
import warclan.gui
from warclan.gui.app import main
seen = {"hooked_after_import": hooked()}
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.isWindow():
            app.removeEventFilter(self)
            read = sys.modules["shibokensupport.feature"].pyside_feature_dict
            seen["hooked_at_paint"] = hooked()
            seen["app_read"] = "warclan.gui.app" in read
            seen["window_read"] = "warclan.gui.main_window" in read
            print(json.dumps(seen), flush=True)
        return False
watch = FirstPaint()
app.installEventFilter(watch)
# --screenshot: no demo offered, and the window quits by itself once the data is shown.
raise SystemExit(main(["--db", sys.argv[1], "--screenshot", sys.argv[2]]))
"""


def test_the_entry_point_takes_it_out_before_the_window_loads(
    tmp_path: Path, db_path: Path | str
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM, db_url(db_path), str(tmp_path / "shot.png")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[0])
    assert seen == {
        "hooked_after_import": True,  # importing warclan.gui changes nothing
        "app_read": True,  # imported before main ran: read as source, as the hook does
        "hooked_at_paint": False,
        "window_read": False,
    }
    assert (tmp_path / "shot.png").is_file()


@pytest.fixture
def unhooked() -> None:
    drop_feature_import_hook()  # as the entry point does


def test_python_import_is_back(unhooked: None) -> None:
    assert builtins.__import__ is getattr(builtins, "__orig_import__")  # noqa: B009
    assert drop_feature_import_hook() is False  # nothing left to take out


def test_later_imports_are_not_read_as_source(
    unhooked: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    feature = sys.modules["shibokensupport.feature"]
    (tmp_path / "late_module_for_hook_test.py").write_text("VALUE = 'PySide6'\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    exec("import late_module_for_hook_test", {})  # an import statement, as modules do
    assert "late_module_for_hook_test" not in feature.pyside_feature_dict


def test_pyside_modules_loaded_later_work(unhooked: None, qapp: object) -> None:
    charts = importlib.import_module("PySide6.QtCharts")
    series = charts.QLineSeries()
    series.append(1.0, 2.0)
    chart = charts.QChart()
    chart.addSeries(series)
    assert series.count() == 1
    assert chart.series() == [series]


def test_importing_the_entry_point_loads_no_qt() -> None:
    # So --help and --version answer without Qt, and the hook is not installed by an import.
    done = subprocess.run(
        [sys.executable, "-c", "import sys, warclan.gui.app; print('PySide6' in sys.modules)"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == "False"
