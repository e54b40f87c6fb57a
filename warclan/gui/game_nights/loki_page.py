"""Micro Midgard's Loki companion: a solo game against Loki, step by step, with undo."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import dialogs, i18n
from warclan.gui.access import needs
from warclan.gui.context import AppContext
from warclan.gui.game_nights.pages import GameNightPage
from warclan.gui.game_nights.widgets import (
    parse_seed,
    seed_edit,
    title,
    wrap_label,
)
from warclan.gui.i18n import tr
from warclan.gui.widgets import Heading
from warclan.services.micro_midgard import loki, players
from warclan.services.micro_midgard.dto import LokiGameView

LOKI_NAME = "Loki"


class LokiPage(GameNightPage):
    """The Loki companion: draw Loki's cards, move its marker after each Prophecy, and say
    how often the focus resolves. Only card numbers and positions are shown and kept."""

    SYSTEM, AREA, PLAYERS = "Micro Midgard", "midgard", players.PLAYERS

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, tr("Loki companion"), parent)
        self.state: LokiGameView | None = None
        self.games = QComboBox()
        self.games.setAccessibleName(tr("Loki game"))
        self.player = QComboBox()
        self.player.setAccessibleName(tr("Solo player"))
        self.seed = seed_edit(tr("Seed of the Loki deck"))
        self.start_button = QPushButton(tr("Start a solo game"))
        start = QHBoxLayout()
        start.addWidget(QLabel(tr("Player")))
        start.addWidget(self.player, 1)
        start.addWidget(QLabel(tr("Seed")))
        start.addWidget(self.seed)
        start.addWidget(self.start_button)
        self.card = Heading("—", scale=4.0)  # big enough to read across the table; zooms
        self.card.setWordWrap(False)
        self.card.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.card.setStyleSheet("border: 2px solid #555; border-radius: 8px; padding: 12px")
        self.card.setAccessibleName(tr("Loki card drawn"))
        self.card.setMinimumWidth(160)
        self.status = wrap_label()
        self.status.setAccessibleName(tr("Loki's state"))
        self.draw_button = QPushButton(tr("Loki's turn: draw a card"))
        self.draw_button.setAccessibleName(tr("Draw a Loki card"))
        self.undo_button = QPushButton(tr("Take back the last step"))
        self.prophecy_buttons: dict[tuple[str, str], QPushButton] = {}
        grid = QGridLayout()
        grid.addWidget(QLabel(tr("A Prophecy was scored by:")), 0, 0)
        sides = {"sun": tr("Sun Prophecy:"), "moon": tr("Moon Prophecy:")}
        scored = {
            ("sun", "player"): tr("Sun Prophecy: you scored"),
            ("sun", "loki"): tr("Sun Prophecy: loki scored"),
            ("sun", "tie"): tr("Sun Prophecy: a tie scored"),
            ("moon", "player"): tr("Moon Prophecy: you scored"),
            ("moon", "loki"): tr("Moon Prophecy: loki scored"),
            ("moon", "tie"): tr("Moon Prophecy: a tie scored"),
        }
        for col, (scorer, label) in enumerate(
            (("player", tr("You")), ("loki", LOKI_NAME), ("tie", tr("A tie"))), start=1
        ):
            for row, side in enumerate(("sun", "moon"), start=1):
                # Short: three side by side fit a narrow window; the name says it all.
                button = QPushButton(label)
                button.setAccessibleName(scored[(side, scorer)])
                button.setToolTip(button.accessibleName())
                self.prophecy_buttons[(side, scorer)] = button
                grid.addWidget(button, row, col)
                button.clicked.connect(
                    lambda _c=False, s=side, w=scorer: self.step("prophecy", s, w)
                )
        for row, side in enumerate(("sun", "moon"), start=1):
            grid.addWidget(QLabel(sides[side]), row, 0)
        self.focus_buttons = {
            "sun": QPushButton(tr("Move Loki's Sun focus marker")),
            "moon": QPushButton(tr("Move Loki's Moon focus marker")),
        }
        focus_row = QHBoxLayout()
        for side, button in self.focus_buttons.items():
            focus_row.addWidget(button)
            button.clicked.connect(lambda _c=False, s=side: self.step("focus", s))
        top = QHBoxLayout()
        top.addWidget(self.card)
        top.addWidget(self.status, 1)
        actions = QHBoxLayout()
        actions.addWidget(self.draw_button, 2)
        actions.addWidget(self.undo_button, 1)
        game_row = QHBoxLayout()
        game_row.addWidget(QLabel(tr("Game")))
        game_row.addWidget(self.games, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(title(tr("Micro Midgard — Loki companion (solo)")))
        layout.addLayout(start)
        layout.addLayout(game_row)
        layout.addLayout(top)
        layout.addLayout(actions)
        layout.addLayout(grid)
        layout.addLayout(focus_row)
        note = QLabel(
            tr(
                "Card numbers only: read the drawn card's meeples, direction and focus from "
                "the card itself. Record the final score on the Matches page (Solo against "
                "Loki)."
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #555")
        layout.addWidget(note)
        layout.addStretch(1)
        for button in (
            self.start_button,
            self.draw_button,
            self.undo_button,
            *self.prophecy_buttons.values(),
            *self.focus_buttons.values(),
        ):
            needs(button, "game_nights")
        self.start_button.clicked.connect(self.start)
        self.draw_button.clicked.connect(lambda: self.step("draw"))
        self.undo_button.clicked.connect(self.undo)
        self.games.currentIndexChanged.connect(self._game_chosen)
        self._enable()

    def reload(self) -> None:
        db = self._ctx.db

        def read() -> tuple[list[str], list[LokiGameView]]:
            return self.player_names(db), loki.list_games(db)

        self.read(tr("Loki games"), read, lambda found: self._show_games(*found))

    def _show_games(self, names: list[str], games: list[LokiGameView]) -> None:
        current = self.player.currentText()
        self.player.clear()
        self.player.addItems(names)
        self.player.setCurrentIndex(max(0, self.player.findText(current)))
        chosen = self.state.id if self.state else None
        self.games.blockSignals(True)
        self.games.clear()
        for g in games:
            self.games.addItem(_game_text(g), g.id)
        index = self.games.findData(chosen) if chosen is not None else self.games.count() - 1
        self.games.setCurrentIndex(index)
        self.games.blockSignals(False)
        self._game_chosen()

    def _game_chosen(self, *_args: object) -> None:
        ident, db = self.games.currentData(), self._ctx.db
        if ident is None:
            self._show(None)
            return
        self._ctx.ops.read(
            self, tr("Loki game"), lambda: loki.show_game(db, ident), self._show, key="game"
        )

    def start(self) -> None:
        name, seed, db = self.player.currentText(), self.seed.text(), self._ctx.db
        if not name:
            dialogs.show_error(
                self, tr("Loki companion"), tr("Add a player on the Matches page first.")
            )
            return
        self._ctx.ops.run(
            tr("Start Loki game"),
            lambda: loki.start_game(db, name, parse_seed(seed)),
            changed=self.changed(),
            on_done=self._started,
        )

    def _started(self, state: LokiGameView) -> None:
        self.state = state
        self.seed.clear()

    def step(self, kind: str, side: str | None = None, scorer: str | None = None) -> None:
        if self.state is None:
            return
        ident, db = self.state.id, self._ctx.db
        what = {"draw": tr("Draw a Loki card"), "prophecy": tr("Score a Prophecy")}
        self._ctx.ops.run(
            what.get(kind) or tr("Resolve Loki's focus"),
            lambda: loki.add_event(db, ident, kind, side, scorer),
            on_done=self._show,
        )

    def undo(self) -> None:
        if self.state is None:
            return
        ident, db = self.state.id, self._ctx.db
        self._ctx.ops.run(tr("Take back"), lambda: loki.undo_event(db, ident), on_done=self._show)

    def _show(self, state: LokiGameView | None) -> None:
        self.state = state
        # The game's line in the chooser counts its cards as they are drawn (it said
        # "0 cards drawn" until the page was read again).
        index = self.games.findData(state.id) if state is not None else -1
        if state is not None and index >= 0:
            self.games.setItemText(index, _game_text(state))
        self._enable()
        if state is None:
            self.card.setText("—")
            self.status.setText(
                tr("Start a solo game: the Loki deck of 8 cards is shuffled from a seed.")
            )
            return
        self.card.setText(str(state.card) if state.card is not None else "—")
        if state.reshuffled:
            deck = tr("all eight drawn: <b>reshuffle</b> the Loki deck")
        else:
            deck = tr("{left} of 8 cards left before the reshuffle").format(left=state.left_in_deck)
        played = tr(
            "<b>{player}</b> plays second · seed {seed} · %n card(s) drawn · {deck}",
            "",
            state.draws,
        )
        lines = [
            played.format(player=escape(state.player), seed=state.seed, deck=deck),
            tr("Last step: {step}").format(step=escape(i18n.text(state.last_event))),
            tr("<b>Loki's marker:</b> {position}").format(
                position=escape(i18n.text(state.position_text))
            )
            + "<br>"
            + tr("<b>Focus:</b> resolve {focus} (<b>{times}×</b>)").format(
                focus=escape(i18n.text(state.focus)), times=state.focus_times
            ),
            tr("Focus tracks: Sun {sun}/4 · Moon {moon}/4").format(
                sun=state.sun_focus, moon=state.moon_focus
            )
            + (
                "<br>"
                + tr("Last focus bonus: {bonus}").format(bonus=escape(i18n.text(state.last_bonus)))
                if state.last_bonus
                else ""
            ),
        ]
        self.status.setText("".join(f"<p>{line}</p>" for line in lines))

    def _enable(self) -> None:
        on = self.state is not None
        for button in (
            self.draw_button,
            self.undo_button,
            *self.prophecy_buttons.values(),
            *self.focus_buttons.values(),
        ):
            button.setEnabled(on)


def _game_text(g: LokiGameView) -> str:
    text = tr("#{id} — {player} (seed {seed}, %n card(s) drawn)", "", g.draws)
    return text.format(id=g.id, player=g.player, seed=g.seed)
