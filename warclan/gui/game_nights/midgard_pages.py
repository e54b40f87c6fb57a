"""Micro Midgard pages: the setup randomiser, the match log with standings and the solo
ladder, and the Loki companion."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import dialogs
from warclan.gui.access import needs
from warclan.gui.context import AppContext
from warclan.gui.game_nights.pages import GameNightPage, LogPage, SetupPage
from warclan.gui.game_nights.table_models import MATCH_RESULT, matches_model, standings_model
from warclan.gui.game_nights.widgets import (
    date_edit,
    date_of,
    parse_seed,
    seed_edit,
    table,
    title,
    wrap_label,
)
from warclan.gui.widgets import AdaptiveSplitter, Heading
from warclan.reports.options import RosterOptions
from warclan.reports.output import PdfResult
from warclan.rules.micro_midgard.result import MAX_RESOURCE
from warclan.services.micro_midgard import loki, matches, players, setups, standings
from warclan.services.micro_midgard.dto import LokiGameView, MmMatchView, MmSetupView, MmStandings

LOKI_NAME = "Loki"
UNNAMED = "(not named)"  # the setup then says Player 1 and Player 2 (solo: You)


class MmSetupPage(SetupPage[MmSetupView]):
    """The setup for two registered players, for one against Loki, or for nobody named;
    an unregistered name is for the command line's ``--guest``."""

    SYSTEM, AREA, PLAYERS = "Micro Midgard", "midgard", players.PLAYERS

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.first_game = QCheckBox("First-game preset (fixed layout)")
        self.solo = QCheckBox("Solo against Loki (you play second)")
        self.player_a = QComboBox()
        self.player_a.setAccessibleName("First player")
        self.player_b = QComboBox()
        self.player_b.setAccessibleName("Second player")
        for combo in (self.player_a, self.player_b):
            combo.addItem(UNNAMED)
            combo.setToolTip("A registered player (add players on the Matches page)")
        self.names_hint = wrap_label()
        self.names_hint.setAccessibleName("Why the setup cannot be made")
        self.names_hint.setStyleSheet("color: #a00")
        form = QFormLayout()
        form.addRow("Seed", self.seed)
        form.addRow("", self.first_game)
        form.addRow("", self.solo)
        form.addRow("Player", self.player_a)
        form.addRow("Player", self.player_b)
        form.addRow("", self.names_hint)
        self.lay_out("Micro Midgard — setup", form)
        self.first_game.toggled.connect(lambda on: self.seed.setEnabled(not on))
        self.solo.toggled.connect(lambda on: self.player_b.setEnabled(not on))
        self.solo.toggled.connect(self._check)
        self.player_a.currentIndexChanged.connect(self._check)
        self.player_b.currentIndexChanged.connect(self._check)
        self._check()

    def reload(self) -> None:
        db = self._ctx.db
        self.read("players", lambda: self.player_names(db), self._show_names)

    def _show_names(self, names: list[str]) -> None:
        for combo in (self.player_a, self.player_b):
            current = combo.currentText()
            combo.blockSignals(True)
            combo.clear()
            combo.addItems([UNNAMED, *names])
            combo.setCurrentIndex(max(0, combo.findText(current)))
            combo.blockSignals(False)
        self._check()

    def seats(self) -> list[setups.Seat]:
        """The registered players chosen (none, one solo, or two)."""
        combos = (self.player_a,) if self.solo.isChecked() else (self.player_a, self.player_b)
        return [setups.Seat(c.currentText()) for c in combos if c.currentIndex() > 0]

    def _check(self, *_args: object) -> None:
        named = len(self.seats())
        ok = self.solo.isChecked() or named in (0, 2)
        self.names_hint.setText(
            "" if ok else "Choose both players, or neither (the setup then says Player 1 and 2)."
        )
        self.names_hint.setVisible(not ok)
        self.make_button.setEnabled(ok)

    def setup_call(self) -> Callable[[], MmSetupView]:
        seed, first = self.seed.text(), self.first_game.isChecked()
        solo, seats, db = self.solo.isChecked(), self.seats(), self._ctx.db
        return lambda: setups.setup_view(
            db,
            seed=None if first else parse_seed(seed),
            players=seats,
            solo=solo,
            first_game=first,
        )

    def setup_html(self, view: MmSetupView) -> str:
        return setup_html(view)

    def sheet_name(self, view: MmSetupView) -> str:
        return f"midgard-setup-{view.seed if view.seed is not None else 'first-game'}.pdf"

    def write_sheet(self, view: MmSetupView, path: Path) -> PdfResult:
        from warclan.reports.micro_midgard.setup_sheet import write_setup_sheet

        return write_setup_sheet(view, path, RosterOptions())


def setup_html(v: MmSetupView) -> str:
    head = "First-game preset" if v.preset == "first-game" else f"Seed <b>{v.seed}</b>"
    parts = [f"<p>{head}{' · solo against Loki' if v.solo else ''}</p>"]
    if v.note:
        parts.append(f"<p style='color:#555'>{escape(v.note)}</p>")
    rows = ""
    for row, side in (("Sun", "day"), ("Moon", "night")):
        cells = "".join(
            f"<td>#{p.number} {escape(p.text)}</td>" for p in v.prophecies if p.row == row
        )
        rows += f"<tr><td><b>{row}</b> ({side} side)</td>{cells}</tr>"
    parts.append(
        "<p><b>Prophecy track</b>, left to right</p>"
        f"<table border='1' cellpadding='3' cellspacing='0'>{rows}</table>"
    )
    tokens = "".join(
        f"<li>{t.position}. token of card {t.card} → <b>{escape(t.blessing)}</b></li>"
        for t in v.tokens
    )
    parts.append(
        "<p><b>Ragnarok track</b> (Blessing side face up)</p>"
        f"<ol style='list-style:none'>{tokens}</ol>"
    )
    for track, side in (("Blue", "day side up"), ("Red", "night side up")):
        relics = ", ".join(f"L{r.level}: {r.relic}" for r in v.relics if r.track == track)
        parts.append(f"<p><b>{track} track Relics</b> ({side}): {relics}</p>")
    parts.append(f"<p>Out of the game: {', '.join(v.removed_relics)}</p>")
    extra = "plays second" if v.solo else "takes 1 Gold or Mead (their choice)"
    parts.append(f"<p><b>{escape(v.starting)}</b> starts; <b>{escape(v.second)}</b> {extra}.</p>")
    return "".join(parts)


class ScoreRow(QWidget):
    """One side's final score: player, points, Gold and Mead."""

    def __init__(self, label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = QComboBox()
        self.player.setAccessibleName(f"{label}: player")
        self.points = QSpinBox()
        self.points.setRange(0, 99)
        self.points.setAccessibleName(f"{label}: points")
        self.gold = QSpinBox()
        self.gold.setRange(0, MAX_RESOURCE)
        self.gold.setAccessibleName(f"{label}: Gold")
        self.mead = QSpinBox()
        self.mead.setRange(0, MAX_RESOURCE)
        self.mead.setAccessibleName(f"{label}: Mead")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.player, 2)
        for text, spin in (("points", self.points), ("Gold", self.gold), ("Mead", self.mead)):
            row.addWidget(QLabel(text))
            row.addWidget(spin)

    def score(self) -> matches.Score:
        return matches.Score(
            self.player.currentText(), self.points.value(), self.gold.value(), self.mead.value()
        )

    def clear(self) -> None:
        for spin in (self.points, self.gold, self.mead):
            spin.setValue(0)


class MmLogPage(LogPage):
    SYSTEM, AREA, PLAYERS, ROW = "Micro Midgard", "midgard", players.PLAYERS, "match"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, "Micro Midgard matches and standings", parent)
        self.solo = QCheckBox("Solo against Loki")
        self.side_a = ScoreRow("Side A")
        self.side_b = ScoreRow("Side B")
        self.first = QComboBox()
        self.first.setAccessibleName("Who started")
        self.first.addItems(["Side A", "Side B"])
        self.played_on = date_edit("Date played")
        self.notes = QLineEdit()
        self.notes.setAccessibleName("Notes")
        self.record_button = QPushButton("Record match")
        self.score_hint = wrap_label()
        self.score_hint.setAccessibleName("Why the match cannot be recorded")
        self.score_hint.setStyleSheet("color: #a00")
        form = QFormLayout()
        form.addRow("", self.solo)
        form.addRow("Side A", self.side_a)
        form.addRow("Side B", self.side_b)
        form.addRow("Started", self.first)
        form.addRow("Date", self.played_on)
        form.addRow("Notes", self.notes)
        form.addRow("", self.score_hint)
        record_box, record_layout = self.entry_box(
            "Record a match — the winner follows the rules", form
        )
        bar = QHBoxLayout()
        bar.addWidget(self.add_player_button)
        bar.addStretch(1)
        bar.addWidget(self.record_button)
        record_layout.addLayout(bar)
        self.matches = matches_model(self)
        self.matches_view = table(self.matches, "Match log", self, stretch=MATCH_RESULT)
        self.standings = standings_model(self)
        self.standings_view = table(self.standings, "Standings", self)
        self.solo_ladder = standings_model(self)
        self.solo_view = table(self.solo_ladder, "Solo ladder against Loki", self)
        self.pdf_button = QPushButton("Print standings (PDF)…")
        standings_box = QGroupBox("Standings (two players)")
        QVBoxLayout(standings_box).addWidget(self.standings_view)
        solo_box = QGroupBox("Solo ladder against Loki")
        QVBoxLayout(solo_box).addWidget(self.solo_view)
        tables = QSplitter(Qt.Orientation.Vertical)
        tables.addWidget(standings_box)
        tables.addWidget(solo_box)
        top = AdaptiveSplitter()
        top.addWidget(record_box)
        top.addWidget(tables)
        top.setStretchFactor(1, 1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(top)
        split.addWidget(self.with_buttons(self.matches_view, self.pdf_button, self.delete_button))
        self.lay_out("Micro Midgard — matches and standings", split)
        self.solo.toggled.connect(self._solo_toggled)
        self.record_button.clicked.connect(self.record)
        self.pdf_button.clicked.connect(self.print_standings)
        self.solo.toggled.connect(self._check_scores)
        for row in (self.side_a, self.side_b):
            row.player.currentIndexChanged.connect(self._check_scores)
            for spin in (row.points, row.gold, row.mead):
                spin.valueChanged.connect(self._check_scores)
        self.names: list[str] = []
        self._check_scores()

    def reload(self) -> None:
        db = self._ctx.db

        def read() -> tuple[list[str], list[MmMatchView], MmStandings]:
            return self.player_names(db), matches.list_matches(db), standings.standings(db)

        self.read("matches", read, lambda found: self._show(*found))

    def _show(self, names: list[str], log: list[MmMatchView], data: MmStandings) -> None:
        self.names = names
        for row, default in ((self.side_a, 0), (self.side_b, 1)):
            current = row.player.currentText()
            row.player.clear()
            row.player.addItems(self.names)
            index = row.player.findText(current)
            row.player.setCurrentIndex(index if index >= 0 else min(default, len(self.names) - 1))
        self._solo_toggled(self.solo.isChecked())
        self.matches.set_rows(log)
        self.standings.set_rows(data.players)
        self.solo_ladder.set_rows(data.solo)

    def _solo_toggled(self, on: bool) -> None:
        self.side_b.player.setEnabled(not on)
        self.first.setEnabled(not on)
        if on:
            self.side_b.player.setToolTip("Loki")
            self.first.setCurrentIndex(1)

    def _check_scores(self, *_args: object) -> None:
        """Live validation: the service's own check of the final scores, as they change."""
        problem = matches.score_problem(
            self.side_a.score(), self.side_b.score(), solo=self.solo.isChecked()
        )
        self.score_hint.setText(problem or "")
        self.score_hint.setVisible(problem is not None)
        self.record_button.setEnabled(problem is None)

    def record(self) -> None:
        a, b, solo = self.side_a.score(), self.side_b.score(), self.solo.isChecked()
        first = None if solo else (a.player if self.first.currentIndex() == 0 else b.player)
        day, notes, db = date_of(self.played_on), self.notes.text(), self._ctx.db

        def done(_view: object) -> None:
            self.notes.clear()
            self.side_a.clear()
            self.side_b.clear()

        # One command on the log's undo stack: undone, the match is deleted again.
        self._ctx.ops.run_command(
            self._ctx.undo_stack,
            "Record Micro Midgard match",
            lambda: matches.record_match(
                db, a, b, solo=solo, first=first, played_on=day, notes=notes
            ),
            lambda view: matches.delete_match(db, view.id),
            changed=self.changed(),
            on_done=done,
        )

    def delete_selected(self) -> None:
        self.delete_row(self.matches_view, "match", matches.delete_match)

    def print_standings(self) -> None:
        db = self._ctx.db

        def write(path: Path) -> PdfResult:
            from warclan.reports.micro_midgard.standings import write_standings

            return write_standings(standings.standings(db), path, RosterOptions())

        self.save_file(
            "Print standings", "midgard-standings.pdf", "Print Micro Midgard standings", write
        )


class LokiPage(GameNightPage):
    """The Loki companion: draw Loki's cards, move its marker after each Prophecy, and say
    how often the focus resolves. Only card numbers and positions are shown and kept."""

    SYSTEM, AREA, PLAYERS = "Micro Midgard", "midgard", players.PLAYERS

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, "Loki companion", parent)
        self.state: LokiGameView | None = None
        self.games = QComboBox()
        self.games.setAccessibleName("Loki game")
        self.player = QComboBox()
        self.player.setAccessibleName("Solo player")
        self.seed = seed_edit("Seed of the Loki deck")
        self.start_button = QPushButton("Start a solo game")
        start = QHBoxLayout()
        start.addWidget(QLabel("Player"))
        start.addWidget(self.player, 1)
        start.addWidget(QLabel("Seed"))
        start.addWidget(self.seed)
        start.addWidget(self.start_button)
        self.card = Heading("—", scale=4.0)  # big enough to read across the table; zooms
        self.card.setWordWrap(False)
        self.card.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.card.setStyleSheet("border: 2px solid #555; border-radius: 8px; padding: 12px")
        self.card.setAccessibleName("Loki card drawn")
        self.card.setMinimumWidth(160)
        self.status = wrap_label()
        self.status.setAccessibleName("Loki's state")
        self.draw_button = QPushButton("Loki's turn: draw a card")
        self.draw_button.setAccessibleName("Draw a Loki card")
        self.undo_button = QPushButton("Take back the last step")
        self.prophecy_buttons: dict[tuple[str, str], QPushButton] = {}
        grid = QGridLayout()
        grid.addWidget(QLabel("A Prophecy was scored by:"), 0, 0)
        for col, (scorer, label) in enumerate(
            (("player", "You"), ("loki", "Loki"), ("tie", "A tie")), start=1
        ):
            for row, side in enumerate(("sun", "moon"), start=1):
                # Short: three side by side fit a narrow window; the name says it all.
                button = QPushButton(label)
                button.setAccessibleName(f"{side.title()} Prophecy: {label.lower()} scored")
                button.setToolTip(button.accessibleName())
                self.prophecy_buttons[(side, scorer)] = button
                grid.addWidget(button, row, col)
                button.clicked.connect(
                    lambda _c=False, s=side, w=scorer: self.step("prophecy", s, w)
                )
        for row, side in enumerate(("sun", "moon"), start=1):
            grid.addWidget(QLabel(f"{side.title()} Prophecy:"), row, 0)
        self.focus_buttons = {
            side: QPushButton(f"Move Loki's {side.title()} focus marker")
            for side in ("sun", "moon")
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
        game_row.addWidget(QLabel("Game"))
        game_row.addWidget(self.games, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(title("Micro Midgard — Loki companion (solo)"))
        layout.addLayout(start)
        layout.addLayout(game_row)
        layout.addLayout(top)
        layout.addLayout(actions)
        layout.addLayout(grid)
        layout.addLayout(focus_row)
        note = QLabel(
            "Card numbers only: read the drawn card's meeples, direction and focus from the card "
            "itself. Record the final score on the Matches page (Solo against Loki)."
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

        self.read("Loki games", read, lambda found: self._show_games(*found))

    def _show_games(self, names: list[str], games: list[LokiGameView]) -> None:
        current = self.player.currentText()
        self.player.clear()
        self.player.addItems(names)
        self.player.setCurrentIndex(max(0, self.player.findText(current)))
        chosen = self.state.id if self.state else None
        self.games.blockSignals(True)
        self.games.clear()
        for g in games:
            self.games.addItem(f"#{g.id} — {g.player} (seed {g.seed}, {g.draws} cards drawn)", g.id)
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
            self, "Loki game", lambda: loki.show_game(db, ident), self._show, key="game"
        )

    def start(self) -> None:
        name, seed, db = self.player.currentText(), self.seed.text(), self._ctx.db
        if not name:
            dialogs.show_error(self, "Loki companion", "Add a player on the Matches page first.")
            return
        self._ctx.ops.run(
            "Start Loki game",
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
        what = {"draw": "Draw a Loki card", "prophecy": "Score a Prophecy"}
        self._ctx.ops.run(
            what.get(kind, "Resolve Loki's focus"),
            lambda: loki.add_event(db, ident, kind, side, scorer),
            on_done=self._show,
        )

    def undo(self) -> None:
        if self.state is None:
            return
        ident, db = self.state.id, self._ctx.db
        self._ctx.ops.run("Take back", lambda: loki.undo_event(db, ident), on_done=self._show)

    def _show(self, state: LokiGameView | None) -> None:
        self.state = state
        self._enable()
        if state is None:
            self.card.setText("—")
            self.status.setText(
                "Start a solo game: the Loki deck of 8 cards is shuffled from a seed."
            )
            return
        self.card.setText(str(state.card) if state.card is not None else "—")
        deck = (
            "all eight drawn: <b>reshuffle</b> the Loki deck"
            if state.reshuffled
            else f"{state.left_in_deck} of 8 cards left before the reshuffle"
        )
        bonus = f"<br>Last focus bonus: {escape(state.last_bonus)}" if state.last_bonus else ""
        self.status.setText(
            f"<p><b>{escape(state.player)}</b> plays second · seed {state.seed} · "
            f"{state.draws} card{'s' if state.draws != 1 else ''} drawn · {deck}</p>"
            f"<p>Last step: {escape(state.last_event)}</p>"
            f"<p><b>Loki's marker:</b> {escape(state.position_text)}<br>"
            f"<b>Focus:</b> resolve {escape(state.focus)} "
            f"(<b>{state.focus_times}×</b>)</p>"
            f"<p>Focus tracks: Sun {state.sun_focus}/4 · Moon {state.moon_focus}/4{bonus}</p>"
        )

    def _enable(self) -> None:
        on = self.state is not None
        for button in (
            self.draw_button,
            self.undo_button,
            *self.prophecy_buttons.values(),
            *self.focus_buttons.values(),
        ):
            button.setEnabled(on)
