"""Vikings Gone Wild: Ragnarok! pages: the setup helper, and the play log with the ladder."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
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
from warclan.gui.game_nights.table_models import (
    handicap_label,
    handicaps_text,
    ladder_model,
    plays_model,
)
from warclan.gui.game_nights.widgets import (
    date_edit,
    date_of,
    parse_seed,
    seed_edit,
    table,
)
from warclan.gui.i18n import tr
from warclan.reports.options import RosterOptions
from warclan.reports.output import PdfResult
from warclan.rules.vgw.glory import WAR_OF_JARLS_MOST, Handicap, Handicaps
from warclan.services.vgw import jarls, ladder, players, plays, setups
from warclan.services.vgw.dto import VgwLadder, VgwPlayView, VgwSetupView


class HandicapBox(QGroupBox):
    """The three handicaps: each once, or up to three times in War of Jarls play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Handicaps"), parent)
        self.war_of_jarls = QCheckBox(tr("War of Jarls (double or triple handicaps)"))
        self.war_of_jarls.setAccessibleName(tr("War of Jarls"))
        self.spins: dict[Handicap, QSpinBox] = {}
        form = QFormLayout(self)
        for which in Handicap:
            spin = QSpinBox()
            spin.setRange(0, 1)
            spin.setSuffix(" ×")
            spin.setAccessibleName(handicap_label(which))
            self.spins[which] = spin
            form.addRow(handicap_label(which), spin)
        form.addRow(self.war_of_jarls)
        self.war_of_jarls.toggled.connect(self._limits)

    def _limits(self, on: bool) -> None:
        for spin in self.spins.values():
            spin.setMaximum(WAR_OF_JARLS_MOST if on else 1)

    def handicaps(self) -> Handicaps:
        return Handicaps(*(self.spins[h].value() for h in Handicap))


class VgwSetupPage(SetupPage[VgwSetupView]):
    SYSTEM, AREA = "Ragnarok!", "vgw"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.players = QSpinBox()
        self.players.setRange(1, 4)
        self.players.setValue(2)
        self.players.setSpecialValueText(tr("1 (solo)"))
        self.players.setAccessibleName(tr("Number of players"))
        self.handicaps = HandicapBox()
        form = QFormLayout()
        form.addRow(tr("Players"), self.players)
        form.addRow(tr("Seed"), self.seed)
        self.lay_out(tr("Vikings Gone Wild: Ragnarok! — setup"), form, self.handicaps)

    def setup_call(self) -> Callable[[], VgwSetupView]:
        count, h, woj = (
            self.players.value(),
            self.handicaps.handicaps(),
            self.handicaps.war_of_jarls.isChecked(),
        )
        seed = self.seed.text()
        return lambda: setups.setup_view(count, h, seed=parse_seed(seed), war_of_jarls=woj)

    def setup_html(self, view: VgwSetupView) -> str:
        return setup_html(view)

    def sheet_name(self, view: VgwSetupView) -> str:
        return f"ragnarok-setup-{view.seed}.pdf"

    def write_sheet(self, view: VgwSetupView, path: Path) -> PdfResult:
        from warclan.reports.vgw.setup_sheet import write_setup_sheet

        return write_setup_sheet(view, path, RosterOptions())


def setup_html(v: VgwSetupView) -> str:
    who = tr("Solo") if v.players == 1 else tr("%n players", "", v.players)
    vp = f"{v.team_token_start}"
    if v.team_token_start != v.team_token_base:
        vp += tr(" ({base} − {less}, handicap)").format(
            base=v.team_token_base, less=v.team_token_base - v.team_token_start
        )
    objectives = "".join(
        f"<li>{escape(i18n.text(n))} <span style='color:#555'>"
        + tr("(card {card} of 7)").format(card=i)
        + "</span></li>"
        for n, i in zip(v.objective_names, v.objectives, strict=True)
    )
    jarls = tr(" · War of Jarls") if v.war_of_jarls else ""
    # The deck's, the Boss's and the Objectives' names are the game's own, kept as printed.
    return (
        f"<p><b>{who}</b>{jarls} · "
        + tr("seed <b>{seed}</b>").format(seed=v.seed)
        + "<br>"
        + tr("Handicaps: {handicaps}").format(handicaps=escape(handicaps_text(v.handicaps)))
        + "</p><p>"
        + tr("<b>Undead Army deck:</b> %n cards", "", v.deck_size)
        + "<br>"
        + tr("<b>Boss</b> (face down at the bottom): {boss}").format(
            boss=escape(i18n.text(v.boss_name))
        )
        + " <span style='color:#555'>"
        + tr("(Boss {boss} of 5)").format(boss=v.boss)
        + "</span><br>"
        + tr("<b>Team token</b> (starting Victory Points): {vp}").format(vp=vp)
        + "</p><p><b>"
        + tr("Objectives")
        + f"</b></p><ul>{objectives}</ul>"
    )


class VgwLogPage(LogPage):
    """Log a play; the log; the ladder per player and per team, printable and as CSV."""

    SYSTEM, AREA, PLAYERS = "Ragnarok!", "vgw", players.PLAYERS

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, tr("Ragnarok! plays and ladder"), parent)
        # --- log a play ---
        self.player_list = QListWidget()
        self.player_list.setAccessibleName(tr("Players in the new play"))
        self.player_list.setMaximumHeight(110)
        self.team = QLineEdit()
        self.team.setAccessibleName(tr("Team"))
        self.team.setPlaceholderText(tr("optional team name"))
        self.count = QSpinBox()
        self.count.setRange(1, 4)
        self.count.setAccessibleName(tr("Player count"))
        self.handicaps = HandicapBox()
        self.won = QComboBox()
        self.won.addItems([tr("Won"), tr("Lost")])
        self.won.setAccessibleName(tr("Won or lost"))
        self.vp_lost = QCheckBox(tr("Some Victory Points were lost"))
        self.vp_lost.setAccessibleName(tr("VP lost"))
        self.played_on = date_edit(tr("Date played"))
        self.seed = seed_edit(tr("Seed of the setup"))
        self.seed.setPlaceholderText(tr("optional"))
        self.notes = QLineEdit()
        self.notes.setAccessibleName(tr("Notes"))
        self.log_button = QPushButton(tr("Log play"))
        form = QFormLayout()
        players_row = QHBoxLayout()
        players_row.addWidget(self.player_list, 1)
        players_row.addWidget(self.add_player_button, 0, Qt.AlignmentFlag.AlignTop)
        form.addRow(tr("Players (tick)"), players_row)
        form.addRow(tr("Team"), self.team)
        form.addRow(tr("Player count"), self.count)
        form.addRow(tr("Result"), self.won)
        form.addRow("", self.vp_lost)
        form.addRow(tr("Date"), self.played_on)
        form.addRow(tr("Setup seed"), self.seed)
        form.addRow(tr("Notes"), self.notes)
        log_box, log_layout = self.entry_box(tr("Log a play"), form)
        log_layout.addWidget(self.handicaps)
        log_layout.addWidget(self.log_button)
        # --- the log and the ladders ---
        self.plays = plays_model(self)
        self.plays_view = table(self.plays, tr("Play log"), self)
        self.player_ladder = ladder_model(self)
        self.team_ladder = ladder_model(self)
        self.player_ladder_view = table(self.player_ladder, tr("Ladder by player"), self)
        self.team_ladder_view = table(self.team_ladder, tr("Ladder by team"), self)
        self.csv_button = QPushButton(tr("Export ladder CSV…"))
        self.pdf_button = QPushButton(tr("Print ladder (PDF)…"))
        ladder_box = QGroupBox(tr("Ladder — best rank and Glory of a won play"))
        ladder_layout = QVBoxLayout(ladder_box)
        ladder_layout.addWidget(self.player_ladder_view, 2)
        ladder_layout.addWidget(
            self.with_buttons(self.team_ladder_view, self.csv_button, self.pdf_button), 1
        )
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(ladder_box)
        right.addWidget(self.with_buttons(self.plays_view, self.delete_button))
        top = QSplitter()
        StackWhenNarrow(self, top)  # the form over the ladder in a narrow window
        top.addWidget(log_box)
        top.addWidget(right)
        top.setStretchFactor(1, 1)
        self.lay_out(tr("Vikings Gone Wild: Ragnarok! — plays and ladder"), top)
        self.log_button.clicked.connect(self.log_play)
        self.csv_button.clicked.connect(self.export_csv)
        self.pdf_button.clicked.connect(self.print_ladder)
        self.player_list.itemChanged.connect(self._ticked)
        # War of Jarls is offered only to those who achieved Jarl in an earlier won play
        # (docs/design/RULES.md); read once per reload, checked as the form changes.
        self.jarls = jarls.JarlsReached()
        self.team.textChanged.connect(self._check_war_of_jarls)
        self.played_on.dateChanged.connect(self._check_war_of_jarls)
        self._check_war_of_jarls()

    def _check_war_of_jarls(self, *_args: object) -> None:
        box = self.handicaps.war_of_jarls
        names, team = self.ticked(), self.team.text()
        if not names and not team.strip():
            why = tr("Tick the players (or name the team) to see whether War of Jarls is open")
        else:
            refused = jarls.war_of_jarls_refusal(self.jarls, names, team, date_of(self.played_on))
            why = "" if refused is None else i18n.text(refused)
        if why:
            box.setChecked(False)
        box.setEnabled(not why)
        box.setToolTip(why)

    def reload(self) -> None:
        db = self._ctx.db

        def read() -> tuple[list[str], jarls.JarlsReached, list[VgwPlayView], VgwLadder]:
            return (
                self.player_names(db),
                jarls.jarls_reached(db),
                plays.list_plays(db),
                ladder.ladder(db),
            )

        self.read(tr("plays"), read, lambda found: self._show(*found))

    def _show(
        self,
        names: list[str],
        reached: jarls.JarlsReached,
        log: list[VgwPlayView],
        data: VgwLadder,
    ) -> None:
        # Ticks, the team, the notes and the handicaps being chosen stay as they are.
        ticked = set(self.ticked())
        self.player_list.blockSignals(True)
        self.player_list.clear()
        for name in names:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name in ticked else Qt.CheckState.Unchecked)
            self.player_list.addItem(item)
        self.player_list.blockSignals(False)
        self.jarls = reached
        self._check_war_of_jarls()
        self.plays.set_rows(log)
        self.player_ladder.set_rows(data.players)
        self.team_ladder.set_rows(data.teams)

    def ticked(self) -> list[str]:
        return [
            self.player_list.item(i).text()
            for i in range(self.player_list.count())
            if self.player_list.item(i).checkState() == Qt.CheckState.Checked
        ]

    def _ticked(self, *_args: object) -> None:
        count = len(self.ticked())
        if 1 <= count <= 4:
            self.count.setValue(count)
        self._check_war_of_jarls()

    def log_play(self) -> None:
        entry = plays.PlayEntry(
            players=tuple(self.ticked()),
            team=self.team.text(),
            player_count=self.count.value(),
            handicaps=self.handicaps.handicaps(),
            war_of_jarls=self.handicaps.war_of_jarls.isChecked(),
            won=self.won.currentIndex() == 0,
            lost_vp=self.vp_lost.isChecked(),
            played_on=date_of(self.played_on),
            notes=self.notes.text(),
        )
        db, seed = self._ctx.db, self.seed.text()

        def done(_view: object) -> None:
            self.notes.clear()

        # One command on the log's undo stack: undone, the play is deleted again.
        self._ctx.ops.run_command(
            self._ctx.undo_stack,
            tr("Log Ragnarok! play"),
            lambda: plays.log_play(db, replace(entry, seed=parse_seed(seed))),
            lambda view: plays.delete_play(db, view.id),
            changed=self.changed(),
            on_done=done,
        )

    def delete_text(self) -> str:
        return tr("Delete play")

    def delete_selected(self) -> None:
        self.delete_row(self.plays_view, tr("play"), plays.delete_play)

    def export_csv(self) -> None:
        db = self._ctx.db
        self.save_file(
            tr("Export ladder"),
            "ragnarok-ladder.csv",
            tr("Export Ragnarok! ladder"),
            lambda path: ladder.export_ladder_csv(db, path),
        )

    def print_ladder(self) -> None:
        db = self._ctx.db

        def write(path: Path) -> PdfResult:
            from warclan.reports.vgw.ladder import write_ladder

            return write_ladder(ladder.ladder(db), path, RosterOptions())

        self.save_file(
            tr("Print ladder"), "ragnarok-ladder.pdf", tr("Print Ragnarok! ladder"), write
        )
