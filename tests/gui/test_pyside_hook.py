"""PySide6's import hook is taken out once the window's package loads: modules imported
afterwards (SQLAlchemy, the tables, the services) are not read again as source text, and
PySide6 modules loaded later still work."""

from __future__ import annotations

import builtins
import importlib
import sys
from pathlib import Path

import pytest

import warclan.gui  # noqa: F401  (what the window imports first)
from warclan.gui.pyside_hook import drop_feature_import_hook


def test_python_import_is_back() -> None:
    assert builtins.__import__ is getattr(builtins, "__orig_import__")  # noqa: B009
    assert drop_feature_import_hook() is False  # nothing left to take out


def test_later_imports_are_not_read_as_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    feature = sys.modules["shibokensupport.feature"]
    (tmp_path / "late_module_for_hook_test.py").write_text("VALUE = 'PySide6'\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    exec("import late_module_for_hook_test", {})  # an import statement, as modules do
    assert "late_module_for_hook_test" not in feature.pyside_feature_dict


def test_pyside_modules_loaded_later_work(qapp: object) -> None:
    charts = importlib.import_module("PySide6.QtCharts")
    series = charts.QLineSeries()
    series.append(1.0, 2.0)
    chart = charts.QChart()
    chart.addSeries(series)
    assert series.count() == 1
    assert chart.series() == [series]
