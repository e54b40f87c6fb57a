"""Micro Midgard pages: the setup randomiser, the match log with standings and the solo
ladder (the Loki companion is in loki_page.py)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
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

from warclan.gui import i18n
from warclan.gui.context import AppContext
from warclan.gui.fitting import StackWhenNarrow
from warclan.gui.game_nights.pages import LogPage, SetupPage
from warclan.gui.game_nights.table_models import MATCH_RESULT, matches_model, standings_model
from warclan.gui.game_nights.widgets import (
    date_edit,
    date_of,
    parse_seed,
    table,
    wrap_label,
)
from warclan.gui.i18n import tr
from warclan.reports.options import RosterOptions
from warclan.reports.output import PdfResult
from warclan.rules.micro_midgard.result import MAX_RESOURCE
from warclan.services.micro_midgard import matches, players, setups, standings
from warclan.services.micro_midgard.dto import MmMatchView, MmSetupView, MmStandings


def unnamed() -> str:
    """The players' combos' first item: the setup then says Player 1 and Player 2 (solo:
    You). A function: the words are the window's language, chosen at start-up."""
    return tr("(not named)")


class MmSetupPage(SetupPage[MmSetupView]):
    """The setup for two registered players, for one against Loki, or for nobody named;
    an unregistered name is for the command line's ``--guest``."""

    SYSTEM, AREA, PLAYERS = "Micro Midgard", "midgard", players.PLAYERS

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.first_game = QCheckBox(tr("First-game preset (fixed layout)"))
        self.solo = QCheckBox(tr("Solo against Loki (you play second)"))
        self.player_a = QComboBox()
        self.player_a.setAccessibleName(tr("First player"))
        self.player_b = QComboBox()
        self.player_b.setAccessibleName(tr("Second player"))
        for combo in (self.player_a, self.player_b):
            combo.addItem(unnamed())
            combo.setToolTip(tr("A registered player (add players on the Matches page)"))
        self.names_hint = wrap_label()
        self.names_hint.setAccessibleName(tr("Why the setup cannot be made"))
        self.names_hint.setStyleSheet("color: #a00")
        form = QFormLayout()
        form.addRow(tr("Seed"), self.seed)
        form.addRow("", self.first_game)
        form.addRow("", self.solo)
        form.addRow(tr("Player"), self.player_a)
        form.addRow(tr("Player"), self.player_b)
        form.addRow("", self.names_hint)
        self.lay_out(tr("Micro Midgard — setup"), form)
        self.first_game.toggled.connect(lambda on: self.seed.setEnabled(not on))
        self.solo.toggled.connect(lambda on: self.player_b.setEnabled(not on))
        self.solo.toggled.connect(self._check)
        self.player_a.currentIndexChanged.connect(self._check)
        self.player_b.currentIndexChanged.connect(self._check)
        self._check()

    def reload(self) -> None:
        db = self._ctx.db
        self.read(tr("players"), lambda: self.player_names(db), self._show_names)

    def _show_names(self, names: list[str]) -> None:
        for combo in (self.player_a, self.player_b):
            current = combo.currentText()
            combo.blockSignals(True)
            combo.clear()
            combo.addItems([unnamed(), *names])
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
            ""
            if ok
            else tr("Choose both players, or neither (the setup then says Player 1 and 2).")
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
    if v.preset == "first-game":
        head = tr("First-game preset")
    else:
        head = tr("Seed <b>{seed}</b>").format(seed=v.seed)
    solo = tr(" · solo against Loki") if v.solo else ""
    parts = [f"<p>{head}{solo}</p>"]
    if v.note:
        parts.append(f"<p style='color:#555'>{escape(i18n.text(v.note))}</p>")
    rows = ""
    # The rows and tracks are the services' keys; their names are shown in the window's
    # language. The cards' texts are the game's own and stay as printed.
    for row, label in (
        ("Sun", tr("<b>Sun</b> (day side)")),
        ("Moon", tr("<b>Moon</b> (night side)")),
    ):
        cells = "".join(
            f"<td>#{p.number} {escape(p.text)}</td>" for p in v.prophecies if p.row == row
        )
        rows += f"<tr><td>{label}</td>{cells}</tr>"
    parts.append(
        tr("<p><b>Prophecy track</b>, left to right</p>")
        + f"<table border='1' cellpadding='3' cellspacing='0'>{rows}</table>"
    )
    tokens = "".join(
        "<li>"
        + tr("{position}. token of card {card} → <b>{blessing}</b>").format(
            position=t.position, card=t.card, blessing=escape(t.blessing)
        )
        + "</li>"
        for t in v.tokens
    )
    parts.append(
        tr("<p><b>Ragnarok track</b> (Blessing side face up)</p>")
        + f"<ol style='list-style:none'>{tokens}</ol>"
    )
    for track, heading in (
        ("Blue", tr("<b>Blue track Relics</b> (day side up)")),
        ("Red", tr("<b>Red track Relics</b> (night side up)")),
    ):
        relics = ", ".join(f"L{r.level}: {r.relic}" for r in v.relics if r.track == track)
        parts.append(f"<p>{heading}: {relics}</p>")
    parts.append(
        "<p>" + tr("Out of the game: {relics}").format(relics=", ".join(v.removed_relics)) + "</p>"
    )
    starting, second = escape(i18n.text(v.starting)), escape(i18n.text(v.second))
    if v.solo:
        line = tr("<b>{starting}</b> starts; <b>{second}</b> plays second.")
    else:
        line = tr("<b>{starting}</b> starts; <b>{second}</b> takes 1 Gold or Mead (their choice).")
    parts.append("<p>" + line.format(starting=starting, second=second) + "</p>")
    return "".join(parts)


class ScoreRow(QWidget):
    """One side's final score: player, points, Gold and Mead."""

    def __init__(self, label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = QComboBox()
        self.player.setAccessibleName(tr("{side}: player").format(side=label))
        self.points = QSpinBox()
        self.points.setRange(0, 99)
        self.points.setAccessibleName(tr("{side}: points").format(side=label))
        self.gold = QSpinBox()
        self.gold.setRange(0, MAX_RESOURCE)
        self.gold.setAccessibleName(tr("{side}: Gold").format(side=label))
        self.mead = QSpinBox()
        self.mead.setRange(0, MAX_RESOURCE)
        self.mead.setAccessibleName(tr("{side}: Mead").format(side=label))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.player, 2)
        for text, spin in (
            (tr("points"), self.points),
            (tr("Gold"), self.gold),
            (tr("Mead"), self.mead),
        ):
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
    SYSTEM, AREA, PLAYERS = "Micro Midgard", "midgard", players.PLAYERS

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, tr("Micro Midgard matches and standings"), parent)
        self.solo = QCheckBox(tr("Solo against Loki"))
        self.side_a = ScoreRow(tr("Side A"))
        self.side_b = ScoreRow(tr("Side B"))
        self.first = QComboBox()
        self.first.setAccessibleName(tr("Who started"))
        self.first.addItems([tr("Side A"), tr("Side B")])
        self.played_on = date_edit(tr("Date played"))
        self.notes = QLineEdit()
        self.notes.setAccessibleName(tr("Notes"))
        self.record_button = QPushButton(tr("Record match"))
        self.score_hint = wrap_label()
        self.score_hint.setAccessibleName(tr("Why the match cannot be recorded"))
        self.score_hint.setStyleSheet("color: #a00")
        form = QFormLayout()
        form.addRow("", self.solo)
        form.addRow(tr("Side A"), self.side_a)
        form.addRow(tr("Side B"), self.side_b)
        form.addRow(tr("Started"), self.first)
        form.addRow(tr("Date"), self.played_on)
        form.addRow(tr("Notes"), self.notes)
        form.addRow("", self.score_hint)
        record_box, record_layout = self.entry_box(
            tr("Record a match — the winner follows the rules"), form
        )
        bar = QHBoxLayout()
        bar.addWidget(self.add_player_button)
        bar.addStretch(1)
        bar.addWidget(self.record_button)
        record_layout.addLayout(bar)
        self.matches = matches_model(self)
        self.matches_view = table(self.matches, tr("Match log"), self, stretch=MATCH_RESULT)
        self.standings = standings_model(self)
        # The names take what room is left: a squeezed last column cut its title
        # ("Direkter Vergleich (S-N-U)") where the table may as well scroll sideways.
        self.standings_view = table(self.standings, tr("Standings"), self, stretch=0)
        self.solo_ladder = standings_model(self)
        self.solo_view = table(self.solo_ladder, tr("Solo ladder against Loki"), self, stretch=0)
        self.pdf_button = QPushButton(tr("Print standings (PDF)…"))
        standings_box = QGroupBox(tr("Standings (two players)"))
        QVBoxLayout(standings_box).addWidget(self.standings_view)
        solo_box = QGroupBox(tr("Solo ladder against Loki"))
        QVBoxLayout(solo_box).addWidget(self.solo_view)
        tables = QSplitter(Qt.Orientation.Vertical)
        tables.addWidget(standings_box)
        tables.addWidget(solo_box)
        top = QSplitter()
        StackWhenNarrow(self, top)  # the form over the standings in a narrow window
        top.addWidget(record_box)
        top.addWidget(tables)
        top.setStretchFactor(1, 1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(top)
        split.addWidget(self.with_buttons(self.matches_view, self.pdf_button, self.delete_button))
        self.lay_out(tr("Micro Midgard — matches and standings"), split)
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

        self.read(tr("matches"), read, lambda found: self._show(*found))

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
        self.score_hint.setText(i18n.text(problem) if problem else "")
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
            tr("Record Micro Midgard match"),
            lambda: matches.record_match(
                db, a, b, solo=solo, first=first, played_on=day, notes=notes
            ),
            lambda view: matches.delete_match(db, view.id),
            changed=self.changed(),
            on_done=done,
        )

    def delete_text(self) -> str:
        return tr("Delete match")

    def delete_selected(self) -> None:
        self.delete_row(self.matches_view, tr("match"), matches.delete_match)

    def print_standings(self) -> None:
        db = self._ctx.db

        def write(path: Path) -> PdfResult:
            from warclan.reports.micro_midgard.standings import write_standings

            return write_standings(standings.standings(db), path, RosterOptions())

        self.save_file(
            tr("Print standings"),
            "midgard-standings.pdf",
            tr("Print Micro Midgard standings"),
            write,
        )
