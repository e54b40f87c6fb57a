"""The damage distribution as a bar chart (QtCharts, imported when first shown).

Bars that kill carry the word "kills" in their category, so colour is never the only cue.
"""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from warclan.gui import i18n
from warclan.gui.i18n import tr
from warclan.services.mors_regnat.dto import OddsView


class OddsChart:
    def __init__(self) -> None:
        # Imported lazily: the module is large and only this page uses it.
        QtCharts: Any = importlib.import_module("PySide6.QtCharts")

        self._charts: Any = QtCharts
        self.chart = QtCharts.QChart()
        self.chart.legend().setVisible(True)
        self.chart.setAnimationOptions(QtCharts.QChart.AnimationOption.NoAnimation)
        self.view = QtCharts.QChartView(self.chart)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setAccessibleName(tr("Damage distribution chart"))
        self.view.setMinimumHeight(220)

    @property
    def widget(self) -> QWidget:
        widget: QWidget = self.view
        return widget

    def show_odds(self, view: OddsView) -> None:
        c = self._charts
        self.chart.removeAllSeries()
        for axis in self.chart.axes():
            self.chart.removeAxis(axis)
        survives = c.QBarSet(tr("defender survives"))
        kills = c.QBarSet(tr("kills"))
        survives.setColor(QColor("#5b7fa6"))
        kills.setColor(QColor("#b3261e"))
        categories = []
        for row in view.rows:
            percent = row.chance.p * 100
            survives.append(0 if row.kills else percent)
            kills.append(percent if row.kills else 0)
            categories.append(f"{row.damage}" + (" ✝" if row.kills else ""))
        series = c.QStackedBarSeries()  # one bar per amount: either it kills or not
        series.append(survives)
        series.append(kills)
        series.setBarWidth(0.9)
        self.chart.addSeries(series)
        axis_x = c.QBarCategoryAxis()
        axis_x.append(categories)
        axis_x.setTitleText(tr("damage dealt (✝ = kills)"))
        axis_y = c.QValueAxis()
        top = max((r.chance.p for r in view.rows), default=0) * 100
        axis_y.setRange(0, max(5.0, top * 1.1))
        axis_y.applyNiceNumbers()  # ticks at 0, 10, 20 … rather than 13.5, 27 …
        axis_y.setLabelFormat("%.0f%%")
        axis_y.setTitleText(tr("chance"))
        self.chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(axis_x)
        series.attachAxis(axis_y)
        self.chart.setTitle(
            tr("Damage of one attack — kill chance {percent}").format(
                percent=i18n.percent(view.kill_chance.p, 1)
            )
        )

    def categories(self) -> list[str]:
        axes = self.chart.axes()
        for axis in axes:
            if isinstance(axis, self._charts.QBarCategoryAxis):
                return list(axis.categories())
        return []
