"""The War Clan chart: Glory collected and War Clan Rank after each of the clan's games,
drawn by QtCharts. Imported only when the Chart tab is first shown, so QtCharts never
slows the window's start."""

from __future__ import annotations

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from warclan.gui.i18n import number, tr
from warclan.services.ragnarok.history import ClanHistory


class ClanChart:
    def __init__(self, parent: QWidget) -> None:
        self._root = QWidget(parent)
        layout = QVBoxLayout(self._root)
        layout.setContentsMargins(0, 0, 0, 0)
        self.chart = QChart()
        self.chart.setMargins(QMargins(4, 4, 4, 4))
        legend = self.chart.legend()
        legend.setAlignment(Qt.AlignmentFlag.AlignTop)  # under the title, never cut off
        legend.setVisible(True)
        self.glory = QLineSeries()
        self.glory.setName(tr("Glory collected (left scale)"))
        self.glory.setPointsVisible(True)
        self.glory.setPointLabelsVisible(True)
        self.glory.setPointLabelsFormat("@yPoint")
        self.glory.setPointLabelsClipping(False)  # the last value sits on the edge
        self.rank = QLineSeries()
        self.rank.setName(tr("War Clan Rank (right scale, dashed)"))
        self.rank.setPointsVisible(True)
        pen = QPen(self.rank.pen())
        pen.setStyle(Qt.PenStyle.DashLine)  # told apart by the dash, not only by colour
        pen.setWidthF(2.5)
        self.rank.setPen(pen)
        self.chart.addSeries(self.glory)
        self.chart.addSeries(self.rank)
        self.x_axis = QValueAxis()
        self.x_axis.setTitleText(tr("After game (0 = the clan's creation)"))
        self.x_axis.setLabelFormat("%d")
        self.glory_axis = QValueAxis()
        self.glory_axis.setTitleText(tr("Glory collected"))
        self.glory_axis.setLabelFormat("%d")
        self.rank_axis = QValueAxis()
        self.rank_axis.setTitleText(tr("War Clan Rank"))
        self.rank_axis.setLabelFormat("%d")
        self.chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(self.glory_axis, Qt.AlignmentFlag.AlignLeft)
        self.chart.addAxis(self.rank_axis, Qt.AlignmentFlag.AlignRight)
        for series, axis in ((self.glory, self.glory_axis), (self.rank, self.rank_axis)):
            series.attachAxis(self.x_axis)
            series.attachAxis(axis)
        self.view = QChartView(self.chart)
        # Small enough to fit the tab at 150 % font; the page never scrolls to show it.
        self.view.setMinimumSize(240, 200)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setAccessibleName(tr("Chart of Glory collected and War Clan Rank"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(tr("Chart summary"))
        layout.addWidget(self.view, 1)
        layout.addWidget(self.summary)

    def widget(self) -> QWidget:
        return self._root

    def show_history(self, history: ClanHistory) -> None:
        points = history.chart
        self.chart.setTitle(
            tr("{clan}: Glory collected and War Clan Rank").format(clan=history.clan)
        )
        self.glory.clear()
        self.rank.clear()
        previous_rank: int | None = None
        for point in points:
            self.glory.append(point.game_seq, point.glory_collected)
            if previous_rank is not None and point.rank != previous_rank:
                # The rank is a step: it holds until the game that changes it.
                self.rank.append(point.game_seq, previous_rank)
            self.rank.append(point.game_seq, point.rank)
            previous_rank = point.rank
        last_game = max((p.game_seq for p in points), default=0)
        top_glory = max((p.glory_collected for p in points), default=0)
        top_rank = max((p.rank for p in points), default=0)
        self.x_axis.setRange(0, max(last_game, 1))
        self.x_axis.setTickCount(min(max(last_game, 1), 12) + 1)
        # Rank is Glory / 50, so the two scales line up: a rank step is 50 Glory.
        glory_top = max(50, ((max(top_glory, top_rank * 50) // 50) + 1) * 50)
        self.glory_axis.setRange(0, glory_top)
        self.rank_axis.setRange(0, glory_top // 50)
        ticks = glory_top // 50 + 1
        if ticks <= 13:
            self.glory_axis.setTickCount(ticks)
            self.rank_axis.setTickCount(ticks)
        last = points[-1] if points else None
        if last is None or last.game_seq == 0:
            self.summary.setText(tr("No games yet."))
        else:
            self.summary.setText(
                tr(
                    "After game {game}: {glory} Glory collected, War Clan Rank {rank} "
                    "(%n game(s)).",
                    "",
                    len(points) - 1,
                ).format(
                    game=number(last.game_seq),
                    glory=number(last.glory_collected),
                    rank=number(last.rank),
                )
            )
