"""The "Game nights" section in a small navigator harness (QTreeView + QStackedWidget),
driven like a game night at the table: a Ragnarok! play with handicaps, two Micro Midgard
matches (one tied on points), and a solo game with the Loki companion."""

from __future__ import annotations

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QSplitter, QStackedWidget, QTreeView

from tests.gui.waiting import settle as settle_ops
from warclan.gui.context import NavItem
from warclan.gui.game_nights.section import GameNightsSection
from warclan.gui.rows_model import ID_ROLE, SORT_ROLE
from warclan.rules.vgw.glory import Handicap
from warclan.services.micro_midgard import loki, matches, standings
from warclan.services.micro_midgard import players as mm_players
from warclan.services.vgw import ladder, plays
from warclan.services.vgw import players as vgw_players

KIND = Qt.ItemDataRole.UserRole + 10


class Harness(QSplitter):
    """What the main window will do with the section: a tree of its items, a page each."""

    def __init__(self, ctx) -> None:
        super().__init__()
        self.ctx = ctx
        self.section = GameNightsSection()
        self.tree = QTreeView()
        self.tree.setHeaderHidden(True)
        self.model = QStandardItemModel(self)
        self.tree.setModel(self.model)
        self.stack = QStackedWidget()
        self.pages = {
            k: self.section.make_page(k, ctx, self.stack) for k in self.section.page_kinds()
        }
        for page in self.pages.values():
            self.stack.addWidget(page.widget())
        root = QStandardItem(self.section.title)
        self.model.appendRow(root)

        def add(parent: QStandardItem, item: NavItem) -> None:
            row = QStandardItem(item.label)
            row.setData(item, KIND)
            row.setToolTip(item.tooltip)
            parent.appendRow(row)
            for child in item.children:
                add(row, child)

        for item in self.section.items(ctx):
            add(root, item)
        self.tree.expandAll()
        self.tree.selectionModel().currentChanged.connect(self._open)
        self.addWidget(self.tree)
        self.addWidget(self.stack)
        ctx.ops.changed.connect(lambda ch: [p.on_changed(ch) for p in self.pages.values()])

    def _open(self, index) -> None:
        item = index.data(KIND)
        if isinstance(item, NavItem):
            page = self.pages[item.kind]
            self.stack.setCurrentWidget(page.widget())
            page.show_item(item)

    def open(self, label: str):
        found = self.model.findItems(label, Qt.MatchFlag.MatchRecursive)
        assert found, label
        self.tree.setCurrentIndex(found[0].index())
        settle_ops(self.ctx)  # the page's reads
        return self.pages[found[0].data(KIND).kind]


def settle(ctx, qtbot) -> None:
    """Let the pages' reads and changes (on pool threads) answer."""
    settle_ops(ctx)


def test_section_items_and_models(ctx, qtbot, qtmodeltester):
    section = GameNightsSection()
    items = section.items(ctx)
    assert [i.label for i in items] == ["Vikings Gone Wild: Ragnarok!", "Micro Midgard"]
    assert [c.label for c in items[1].children] == ["Setup randomiser", "Loki companion"]
    assert set(section.page_kinds()) == {"vgw_setup", "vgw_log", "mm_setup", "mm_log", "mm_loki"}
    harness = Harness(ctx)
    qtbot.addWidget(harness)
    vgw_players.add_player(ctx.db, "Astrid")
    plays.log_play(ctx.db, plays.PlayEntry(players=["Astrid"], won=True, lost_vp=False))
    mm_players.add_player(ctx.db, "Astrid")
    mm_players.add_player(ctx.db, "Bjorn")
    matches.record_match(ctx.db, matches.Score("Astrid", 9), matches.Score("Bjorn", 3))
    log = harness.open("Vikings Gone Wild: Ragnarok!")
    mm = harness.open("Micro Midgard")
    for model in (log.plays, log.player_ladder, log.team_ladder, mm.matches, mm.standings):
        qtmodeltester.check(model)
    assert log.player_ladder.rowCount() == 1 and mm.matches.rowCount() == 1


def test_a_game_night_in_the_window(ctx, qtbot, dialog_log, tmp_path):
    harness = Harness(ctx)
    qtbot.addWidget(harness)
    harness.resize(1300, 800)

    # --- Ragnarok! setup: 3 players, two handicaps, a fixed seed ---
    setup = harness.open("Setup helper")
    setup.players.setValue(3)
    setup.handicaps.spins[Handicap.MORE_CARDS].setValue(1)  # 3 more cards
    setup.handicaps.spins[Handicap.FEWER_VP].setValue(1)  # 3 fewer VP
    assert setup.handicaps.spins[Handicap.MORE_CARDS].maximum() == 1
    qtbot.keyClicks(setup.seed, "2024")
    setup.make_button.click()
    settle(ctx, qtbot)
    assert setup.view is not None and setup.view.seed == 2024
    assert (setup.view.deck_size, setup.view.team_token_start) == (27, 17)
    assert "27 cards" in setup.result.text() and "seed <b>2024</b>" in setup.result.text()
    sheet = tmp_path / "sheet.pdf"
    dialog_log.answer(sheet)
    setup.sheet_button.click()
    settle(ctx, qtbot)
    assert len(PdfReader(sheet).pages) == 1

    # --- Ragnarok! play log ---
    log = harness.open("Vikings Gone Wild: Ragnarok!")
    for name in ("Astrid", "Bjorn", "Sigrun"):
        dialog_log.answer(name)
        log.add_player_button.click()
        settle(ctx, qtbot)
    assert log.player_list.count() == 3
    for i in range(3):
        log.player_list.item(i).setCheckState(Qt.CheckState.Checked)
    assert log.count.value() == 3
    qtbot.keyClicks(log.team, "Ravens")
    spins = list(log.handicaps.spins.values())
    spins[0].setValue(1)
    spins[2].setValue(1)
    qtbot.keyClicks(log.notes, "Dark Thor fell")
    log.log_button.click()
    settle(ctx, qtbot)
    assert dialog_log.errors == []
    assert log.plays.rowCount() == 1
    play = log.plays.row_at(0)
    assert (play.glory, play.rank, play.team) == (4, "Warlord", "Ravens")
    assert [r.name for r in log.team_ladder.rows()] == ["Ravens"]
    # A handicap twice outside War of Jarls cannot even be entered; War of Jarls is not
    # offered to these three (none reached Jarl); on the setup page, with it, ×3 can.
    spins[1].setValue(2)
    assert spins[1].value() == 1
    assert not log.handicaps.war_of_jarls.isEnabled()
    setup.handicaps.war_of_jarls.setChecked(True)
    setup.handicaps.spins[Handicap.MORE_OBJECTIVES].setValue(3)
    assert setup.handicaps.spins[Handicap.MORE_OBJECTIVES].value() == 3
    # A 5th player: refused by the service, shown as an error, nothing logged.
    dialog_log.answer("Ulf", "Hild")
    for _ in range(2):
        log.add_player_button.click()
        settle(ctx, qtbot)
    for i in range(log.player_list.count()):
        log.player_list.item(i).setCheckState(Qt.CheckState.Checked)
    log.log_button.click()
    settle(ctx, qtbot)
    assert dialog_log.errors and "1 to 4 players, not 5" in dialog_log.errors[-1][1]
    assert len(plays.list_plays(ctx.db)) == 1
    csv_path = tmp_path / "ladder.csv"
    dialog_log.answer(csv_path)
    log.csv_button.click()
    settle(ctx, qtbot)
    assert "team,Ravens,1,1,4,Warlord" in csv_path.read_text(encoding="utf-8")
    assert ladder.ladder(ctx.db).teams[0].best_glory == 4

    # --- Micro Midgard setup ---
    mm_setup = harness.open("Setup randomiser")
    qtbot.keyClicks(mm_setup.seed, "77")
    mm_setup.make_button.click()
    settle(ctx, qtbot)
    assert mm_setup.view is not None and mm_setup.view.seed == 77
    assert len(mm_setup.view.relics) == 8
    mm_setup.first_game.setChecked(True)
    mm_setup.make_button.click()
    settle(ctx, qtbot)
    assert mm_setup.view.preset == "first-game" and "not in the rule text" in mm_setup.result.text()
    mm_setup.seed.setEnabled(True)
    mm_setup.first_game.setChecked(False)
    mm_setup.seed.setText("12x")
    mm_setup.make_button.click()
    settle(ctx, qtbot)
    assert "not '12x'" in dialog_log.errors[-1][1]

    # --- Micro Midgard matches: a win on points, then a tie on points ---
    mm = harness.open("Micro Midgard")
    for name in ("Astrid", "Bjorn"):
        dialog_log.answer(name)
        mm.add_player_button.click()
        settle(ctx, qtbot)
    mm.side_a.player.setCurrentText("Astrid")
    mm.side_b.player.setCurrentText("Bjorn")
    mm.side_a.points.setValue(9)
    mm.side_b.points.setValue(6)
    mm.first.setCurrentIndex(1)
    mm.record_button.click()
    settle(ctx, qtbot)
    mm.side_a.points.setValue(7)
    mm.side_a.gold.setValue(1)
    mm.side_b.points.setValue(7)
    mm.side_b.gold.setValue(2)
    mm.side_b.mead.setValue(1)
    mm.record_button.click()
    settle(ctx, qtbot)
    rows = mm.matches.rows()
    assert [(m.winner, m.decided_by) for m in rows] == [
        ("Astrid", "points"),
        ("Bjorn", "resources"),
    ]
    assert rows[0].first == "Bjorn"
    assert "tied on 7 points" in rows[1].explanation
    assert mm.side_a.gold.maximum() == 7 and mm.side_a.points.minimum() == 0
    # Bjorn against himself: refused, nothing recorded.
    mm.side_a.player.setCurrentText("Bjorn")
    mm.record_button.click()
    settle(ctx, qtbot)
    assert "against themselves" in dialog_log.errors[-1][1]
    assert mm.matches.rowCount() == 2

    # --- Solo: the Loki companion, then the solo result ---
    companion = harness.open("Loki companion")
    companion.player.setCurrentText("Astrid")
    qtbot.keyClicks(companion.seed, "5")
    companion.start_button.click()
    settle(ctx, qtbot)
    assert companion.state is not None and companion.state.seed == 5
    cards = []
    for _ in range(8):
        companion.draw_button.click()
        settle(ctx, qtbot)
        cards.append(int(companion.card.text()))
    assert sorted(cards) == list(range(1, 9))
    assert "reshuffle" in companion.status.text()
    # The chooser's line for the game counts the cards drawn as they are drawn.
    assert companion.games.currentText().endswith("(seed 5, 8 cards drawn)")
    companion.prophecy_buttons[("moon", "player")].click()
    settle(ctx, qtbot)
    companion.prophecy_buttons[("moon", "player")].click()
    settle(ctx, qtbot)
    assert (companion.state.position, companion.state.focus_times) == (-2, 2)
    assert "twice" in companion.status.text()
    companion.prophecy_buttons[("sun", "loki")].click()
    settle(ctx, qtbot)
    assert companion.state.position == -1
    companion.undo_button.click()
    settle(ctx, qtbot)
    assert companion.state.position == -2
    game_id = companion.state.id
    assert loki.show_game(ctx.db, game_id).draws == 8

    mm = harness.open("Micro Midgard")
    mm.solo.setChecked(True)
    mm.side_a.player.setCurrentText("Astrid")
    mm.side_a.points.setValue(9)
    mm.side_b.points.setValue(4)
    mm.record_button.click()
    settle(ctx, qtbot)
    solo = mm.matches.rows()[-1]
    assert (solo.solo, solo.winner, solo.first, solo.b.name) == (True, "Astrid", "Loki", "Loki")
    assert [(r.name, r.won) for r in mm.solo_ladder.rows()] == [("Astrid", 1)]
    astrid = next(r for r in mm.standings.rows() if r.name == "Astrid")
    assert (astrid.played, astrid.won, astrid.lost) == (2, 1, 1)
    assert standings.standings(ctx.db).solo[0].played == 1


def test_both_logs_delete_the_selected_row_and_sort_numbers_as_numbers(ctx, qtbot, dialog_log):
    """What the log pages share (``LogPage``): a row's id from the table, the confirmation,
    the delete, the reload; and their tables (``ColumnsModel``) show, sort and align
    numbers as numbers."""
    harness = Harness(ctx)
    qtbot.addWidget(harness)
    for name in ("Astrid", "Bjorn"):
        vgw_players.add_player(ctx.db, name)
        mm_players.add_player(ctx.db, name)
    for who in ("Astrid", "Bjorn"):
        plays.log_play(ctx.db, plays.PlayEntry(players=[who], won=True, lost_vp=False))
    matches.record_match(ctx.db, matches.Score("Astrid", 9), matches.Score("Bjorn", 3))
    matches.record_match(ctx.db, matches.Score("Bjorn", 12), matches.Score("Astrid", 8))

    mm = harness.open("Micro Midgard")
    avg = mm.standings.index(0, 5)
    assert mm.standings.data(avg) == "8.50"  # Astrid: 9 and 8 points
    assert mm.standings.data(avg, SORT_ROLE) == 8.5
    assert mm.standings.data(avg, Qt.ItemDataRole.TextAlignmentRole) is not None
    assert mm.standings.data(mm.standings.index(0, 0), Qt.ItemDataRole.TextAlignmentRole) is None
    mm.matches_view.selectRow(1)
    dialog_log.answer(False)  # not confirmed: nothing happens
    mm.delete_button.click()
    settle(ctx, qtbot)
    assert mm.matches.rowCount() == 2
    mm.matches_view.selectRow(1)
    dialog_log.answer(True)
    mm.delete_button.click()
    settle(ctx, qtbot)
    assert [m.winner for m in mm.matches.rows()] == ["Astrid"]
    assert [m.id for m in matches.list_matches(ctx.db)] == [1]

    log = harness.open("Vikings Gone Wild: Ragnarok!")
    assert [log.player_list.item(i).text() for i in range(log.player_list.count())] == [
        "Astrid",
        "Bjorn",
    ]
    log.plays_view.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # by "#": play 2 first
    log.plays_view.selectRow(0)
    assert log.plays_view.selectionModel().selectedRows()[0].data(ID_ROLE) == 2
    dialog_log.answer(True)
    log.delete_button.click()
    settle(ctx, qtbot)
    assert dialog_log.errors == []
    assert [p.who for p in plays.list_plays(ctx.db)] == ["Astrid"]
    # Every player stays on the ladder; the page reloaded it without the deleted play.
    assert [(r.name, r.plays) for r in log.player_ladder.rows()] == [("Astrid", 1), ("Bjorn", 0)]
