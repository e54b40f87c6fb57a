"""A tracked game's log, from the War Clan's History (Enter on a game played with the
tracker): every Round, activation, HP change and removal with its time, and
Save as PDF… for the printed record."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QLocale, Qt, QTime
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import dialogs
from warclan.gui.context import AppContext
from warclan.gui.i18n import number, tr
from warclan.gui.i18n import text as i18n_text
from warclan.gui.window_state import remember_dialog
from warclan.services.ragnarok.tracker import LiveGame


class GameLogDialog(QDialog):
    def __init__(self, ctx: AppContext, game: LiveGame, parent: QWidget) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.game = game
        clans = " v ".join(s.clan for s in game.sides)
        self.setWindowTitle(tr("Game Log: {clans}").format(clans=clans))
        box = QVBoxLayout(self)
        summary = QLabel(
            "<br>".join(
                tr("<b>{clan}</b>: {vp} VP, {kills} encounter kills, ").format(
                    clan=escape(s.clan),
                    vp=number(s.victory_points),
                    kills=number(s.encounter_kills),
                )
                + tr("%n warrior(s) taken out", "", s.takedowns)
                for s in game.sides
            )
            + "<br>"
            + tr("Ended in Round {round}.").format(round=number(game.round))
        )
        summary.setTextFormat(Qt.TextFormat.RichText)
        box.addWidget(summary)
        self.lines = QListWidget()
        self.lines.setAccessibleName(tr("Game log"))
        for line in game.log:
            who = f" ({line.by})" if line.by else ""
            at = QLocale().toString(QTime(line.at.hour, line.at.minute, line.at.second), "HH:mm:ss")
            self.lines.addItem(
                tr("{at}  Round {round}: {text}").format(
                    at=at, round=number(line.round), text=i18n_text(line.text)
                )
                + who
            )
        box.addWidget(self.lines, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.save = QPushButton(tr("Save as &PDF…"))
        buttons.addButton(self.save, QDialogButtonBox.ButtonRole.ActionRole)
        self.save.clicked.connect(self.save_pdf)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.resize(640, 520)
        remember_dialog(self, ctx.settings, "game_log")

    def save_pdf(self) -> None:
        clans = " v ".join(s.clan for s in self.game.sides)
        path = dialogs.ask_save_path(
            self,
            tr("Save Game Log"),
            tr("{campaign} - {clans} log.pdf").format(campaign=self.game.campaign, clans=clans),
            "PDF (*.pdf)",
        )
        if path is None:
            return
        game = self.game

        def write(where: Path) -> object:
            from warclan.reports.options import RosterOptions
            from warclan.reports.ragnarok.game_log import write_game_log

            return write_game_log(game, where, RosterOptions())

        self.ctx.ops.run(tr("Save the game log"), lambda: write(path))


def show_game_log(ctx: AppContext, tracker_id: int, parent: QWidget) -> None:
    """Read the tracked game on a pool thread, then show its log (non-modal)."""
    from warclan.services.ragnarok import tracker

    db = ctx.db

    def show(game: LiveGame) -> None:
        dialog = GameLogDialog(ctx, game, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    ctx.ops.read(
        parent,
        tr("Game log"),
        lambda: tracker.live(tracker.tracker_view(db, tracker_id)),
        show,
        key="game_log",
    )
