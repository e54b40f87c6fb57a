"""Vikings Gone Wild: Ragnarok! pages: the setup helper, and the play log with the ladder."""

from __future__ import annotations

from dataclasses import replace
from html import escape

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

from warclan.gui import dialogs
from warclan.gui.access import needs
from warclan.gui.context import AppContext, NavItem
from warclan.gui.game_nights.table_models import VgwLadderModel, VgwPlaysModel
from warclan.gui.game_nights.widgets import (
    date_edit,
    date_of,
    parse_seed,
    seed_edit,
    table,
    title,
    wrap_label,
)
from warclan.gui.ops import Changed
from warclan.reports.output import RosterOptions
from warclan.rules.vgw.glory import HANDICAP_LABELS, WAR_OF_JARLS_MOST, Handicap, Handicaps
from warclan.services.vgw import ladder, players, plays, setups
from warclan.services.vgw.dto import VgwSetupView

CHANGED = Changed.of("vgw")


class HandicapBox(QGroupBox):
    """The three handicaps: each once, or up to three times in War of Jarls play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Handicaps", parent)
        self.war_of_jarls = QCheckBox("War of Jarls (double or triple handicaps)")
        self.war_of_jarls.setAccessibleName("War of Jarls")
        self.spins: dict[Handicap, QSpinBox] = {}
        form = QFormLayout(self)
        for which in Handicap:
            spin = QSpinBox()
            spin.setRange(0, 1)
            spin.setSuffix(" ×")
            spin.setAccessibleName(HANDICAP_LABELS[which])
            self.spins[which] = spin
            form.addRow(HANDICAP_LABELS[which], spin)
        form.addRow(self.war_of_jarls)
        self.war_of_jarls.toggled.connect(self._limits)

    def _limits(self, on: bool) -> None:
        for spin in self.spins.values():
            spin.setMaximum(WAR_OF_JARLS_MOST if on else 1)

    def handicaps(self) -> Handicaps:
        return Handicaps(*(self.spins[h].value() for h in Handicap))


class VgwSetupPage(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self.view: VgwSetupView | None = None
        self.setAccessibleName("Ragnarok! setup")
        self.players = QSpinBox()
        self.players.setRange(1, 4)
        self.players.setValue(2)
        self.players.setSpecialValueText("1 (solo)")
        self.players.setAccessibleName("Number of players")
        self.seed = seed_edit("Seed")
        self.handicaps = HandicapBox()
        self.make_button = QPushButton("Make setup")
        self.sheet_button = QPushButton("Save setup sheet (PDF)…")
        self.sheet_button.setEnabled(False)
        self.result = wrap_label()
        self.result.setAccessibleName("The setup")
        form = QFormLayout()
        form.addRow("Players", self.players)
        form.addRow("Seed", self.seed)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.handicaps)
        buttons = QHBoxLayout()
        buttons.addWidget(self.make_button)
        buttons.addWidget(self.sheet_button)
        left.addLayout(buttons)
        left.addStretch(1)
        body = QHBoxLayout()
        body.addLayout(left)
        result_box = QGroupBox("Setup")
        QVBoxLayout(result_box).addWidget(self.result)
        body.addWidget(result_box, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(title("Vikings Gone Wild: Ragnarok! — setup"))
        layout.addLayout(body, 1)
        self.make_button.clicked.connect(self.make)
        self.sheet_button.clicked.connect(self.save_sheet)

    def widget(self) -> QWidget:
        return self

    def show_item(self, item: NavItem) -> None:
        pass

    def on_changed(self, changed: Changed) -> None:
        pass

    def make(self) -> None:
        count, h, woj = (
            self.players.value(),
            self.handicaps.handicaps(),
            self.handicaps.war_of_jarls.isChecked(),
        )
        seed = self.seed.text()
        view = self._ctx.ops.call(
            "Ragnarok! setup",
            lambda: setups.setup_view(count, h, seed=parse_seed(seed), war_of_jarls=woj),
        )
        if view is None:
            return
        self.view = view
        self.seed.setText(str(view.seed))
        self.sheet_button.setEnabled(True)
        self.result.setText(setup_html(view))

    def save_sheet(self) -> None:
        view = self.view
        if view is None:
            return
        path = dialogs.ask_save_path(
            self, "Save setup sheet", f"ragnarok-setup-{view.seed}.pdf", "PDF (*.pdf)"
        )
        if path is None:
            return
        from warclan.reports.vgw.setup_sheet import write_setup_sheet

        self._ctx.ops.run(
            "Save Ragnarok! setup sheet", lambda: write_setup_sheet(view, path, RosterOptions())
        )


def setup_html(v: VgwSetupView) -> str:
    who = "Solo" if v.players == 1 else f"{v.players} players"
    vp = f"{v.team_token_start}"
    if v.team_token_start != v.team_token_base:
        vp += f" ({v.team_token_base} − {v.team_token_base - v.team_token_start}, handicap)"
    objectives = "".join(
        f"<li>{escape(n)} <span style='color:#555'>(card {i} of 7)</span></li>"
        for n, i in zip(v.objective_names, v.objectives, strict=True)
    )
    return (
        f"<p><b>{who}</b>{' · War of Jarls' if v.war_of_jarls else ''} · seed <b>{v.seed}</b><br>"
        f"Handicaps: {escape(v.handicaps_text)}</p>"
        f"<p><b>Undead Army deck:</b> {v.deck_size} cards<br>"
        f"<b>Boss</b> (face down at the bottom): {escape(v.boss_name)} "
        f"<span style='color:#555'>(Boss {v.boss} of 5)</span><br>"
        f"<b>Team token</b> (starting Victory Points): {vp}</p>"
        f"<p><b>Objectives</b></p><ul>{objectives}</ul>"
    )


class VgwLogPage(QWidget):
    """Log a play; the log; the ladder per player and per team, printable and as CSV."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self.setAccessibleName("Ragnarok! plays and ladder")
        # --- log a play ---
        self.player_list = QListWidget()
        self.player_list.setAccessibleName("Players in the new play")
        self.player_list.setMaximumHeight(110)
        self.add_player_button = QPushButton("Add player…")
        self.team = QLineEdit()
        self.team.setAccessibleName("Team")
        self.team.setPlaceholderText("optional team name")
        self.count = QSpinBox()
        self.count.setRange(1, 4)
        self.count.setAccessibleName("Player count")
        self.handicaps = HandicapBox()
        self.won = QComboBox()
        self.won.addItems(["Won", "Lost"])
        self.won.setAccessibleName("Won or lost")
        self.vp_lost = QCheckBox("Some Victory Points were lost")
        self.vp_lost.setAccessibleName("VP lost")
        self.played_on = date_edit("Date played")
        self.seed = seed_edit("Seed of the setup")
        self.seed.setPlaceholderText("optional")
        self.notes = QLineEdit()
        self.notes.setAccessibleName("Notes")
        self.log_button = QPushButton("Log play")
        form = QFormLayout()
        players_row = QHBoxLayout()
        players_row.addWidget(self.player_list, 1)
        players_row.addWidget(self.add_player_button, 0, Qt.AlignmentFlag.AlignTop)
        form.addRow("Players (tick)", players_row)
        form.addRow("Team", self.team)
        form.addRow("Player count", self.count)
        form.addRow("Result", self.won)
        form.addRow("", self.vp_lost)
        form.addRow("Date", self.played_on)
        form.addRow("Setup seed", self.seed)
        form.addRow("Notes", self.notes)
        log_box = needs(QGroupBox("Log a play"), "game_nights")
        log_layout = QVBoxLayout(log_box)
        log_layout.addLayout(form)
        log_layout.addWidget(self.handicaps)
        log_layout.addWidget(self.log_button)
        # --- the log and the ladders ---
        self.plays = VgwPlaysModel(self)
        self.plays_view = table(self.plays, "Play log", self)
        self.delete_button = needs(QPushButton("Delete play"), "game_nights")
        self.player_ladder = VgwLadderModel(self)
        self.team_ladder = VgwLadderModel(self)
        self.player_ladder_view = table(self.player_ladder, "Ladder by player", self)
        self.team_ladder_view = table(self.team_ladder, "Ladder by team", self)
        self.csv_button = QPushButton("Export ladder CSV…")
        self.pdf_button = QPushButton("Print ladder (PDF)…")
        ladder_box = QGroupBox("Ladder — best rank and Glory of a won play")
        ladder_layout = QVBoxLayout(ladder_box)
        ladder_layout.addWidget(self.player_ladder_view, 2)
        ladder_layout.addWidget(self.team_ladder_view, 1)
        bar = QHBoxLayout()
        bar.addStretch(1)
        bar.addWidget(self.csv_button)
        bar.addWidget(self.pdf_button)
        ladder_layout.addLayout(bar)
        log_list = QWidget()
        log_list_layout = QVBoxLayout(log_list)
        log_list_layout.setContentsMargins(0, 0, 0, 0)
        log_list_layout.addWidget(self.plays_view)
        del_bar = QHBoxLayout()
        del_bar.addStretch(1)
        del_bar.addWidget(self.delete_button)
        log_list_layout.addLayout(del_bar)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(ladder_box)
        right.addWidget(log_list)
        top = QSplitter()
        top.addWidget(log_box)
        top.addWidget(right)
        top.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(title("Vikings Gone Wild: Ragnarok! — plays and ladder"))
        layout.addWidget(top, 1)
        self.add_player_button.clicked.connect(self.add_player)
        self.log_button.clicked.connect(self.log_play)
        self.delete_button.clicked.connect(self.delete_selected)
        self.csv_button.clicked.connect(self.export_csv)
        self.pdf_button.clicked.connect(self.print_ladder)
        self.player_list.itemChanged.connect(self._ticked)

    def widget(self) -> QWidget:
        return self

    def show_item(self, item: NavItem) -> None:
        self.reload()

    def on_changed(self, changed: Changed) -> None:
        if changed.touches("vgw"):
            self.reload()

    def reload(self) -> None:
        ticked = set(self.ticked())
        names = (
            self._ctx.ops.call("Ragnarok! players", lambda: players.list_players(self._ctx.db))
            or []
        )
        self.player_list.blockSignals(True)
        self.player_list.clear()
        for p in names:
            item = QListWidgetItem(p.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if p.name in ticked else Qt.CheckState.Unchecked
            )
            self.player_list.addItem(item)
        self.player_list.blockSignals(False)
        log = self._ctx.ops.call("Ragnarok! plays", lambda: plays.list_plays(self._ctx.db)) or []
        self.plays.set_rows(log)
        data = self._ctx.ops.call("Ragnarok! ladder", lambda: ladder.ladder(self._ctx.db))
        if data is not None:
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

    def add_player(self) -> None:
        name = dialogs.ask_text(self, "Add player", "Name of the new Ragnarok! player")
        if not name:
            return
        db = self._ctx.db
        self._ctx.ops.run(
            f"Add player {name}", lambda: players.add_player(db, name), changed=CHANGED
        )

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

        self._ctx.ops.run(
            "Log Ragnarok! play",
            lambda: plays.log_play(db, replace(entry, seed=parse_seed(seed))),
            changed=CHANGED,
            on_done=done,
        )

    def delete_selected(self) -> None:
        rows = self.plays_view.selectionModel().selectedRows()
        if not rows:
            return
        ident = rows[0].data(Qt.ItemDataRole.UserRole + 2)
        if not dialogs.confirm(
            self, "Delete play", f"Delete play #{ident} from the log?", "Delete"
        ):
            return
        db = self._ctx.db
        self._ctx.ops.run(
            f"Delete play {ident}", lambda: plays.delete_play(db, ident), changed=CHANGED
        )

    def export_csv(self) -> None:
        path = dialogs.ask_save_path(self, "Export ladder", "ragnarok-ladder.csv", "CSV (*.csv)")
        if path is None:
            return
        db = self._ctx.db
        self._ctx.ops.run("Export Ragnarok! ladder", lambda: ladder.export_ladder_csv(db, path))

    def print_ladder(self) -> None:
        path = dialogs.ask_save_path(self, "Print ladder", "ragnarok-ladder.pdf", "PDF (*.pdf)")
        if path is None:
            return
        db = self._ctx.db
        from warclan.reports.vgw.ladder import write_ladder

        self._ctx.ops.run(
            "Print Ragnarok! ladder", lambda: write_ladder(ladder.ladder(db), path, RosterOptions())
        )
