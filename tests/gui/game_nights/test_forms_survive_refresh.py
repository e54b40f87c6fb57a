"""Game-night forms keep what is typed when another client's change arrives (issue 20):
the page's reload brings the new players and log rows, and the form stays as it was."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.game_nights.test_game_nights_window import Harness, settle
from warclan.cli.main import main
from warclan.gui.ops import Changed
from warclan.rules.vgw.glory import Handicap
from warclan.services.micro_midgard import players as mm_players
from warclan.services.vgw import players as vgw_players


def elsewhere(db_path: Path, *args: str) -> None:
    """Another client: the command line on the same file, as in the issue's report."""
    assert main(["--db", str(db_path), *args]) == 0, args


def test_the_vgw_log_form_keeps_its_typing(ctx, qtbot, db_path: Path) -> None:
    for name in ("Astrid", "Bjorn"):
        vgw_players.add_player(ctx.db, name)
    harness = Harness(ctx)
    qtbot.addWidget(harness)
    log = harness.open("Vikings Gone Wild: Ragnarok!")
    log.player_list.item(0).setCheckState(Qt.CheckState.Checked)
    qtbot.keyClicks(log.team, "Ravens")
    qtbot.keyClicks(log.notes, "Dark Thor fell")
    log.won.setCurrentIndex(1)
    log.vp_lost.setChecked(True)
    log.handicaps.spins[Handicap.MORE_CARDS].setValue(1)  # 2 only with War of Jarls
    elsewhere(db_path, "vgw", "player", "add", "Zed")
    ctx.ops.changed.emit(Changed.of("vgw"))  # as the live view delivers it
    settle(ctx, qtbot)
    names = [log.player_list.item(i).text() for i in range(log.player_list.count())]
    assert "Zed" in names  # the refresh came
    assert log.ticked() == ["Astrid"]
    assert log.team.text() == "Ravens" and log.notes.text() == "Dark Thor fell"
    assert log.won.currentIndex() == 1 and log.vp_lost.isChecked()
    assert log.handicaps.spins[Handicap.MORE_CARDS].value() == 1


def test_the_micro_midgard_match_form_keeps_its_typing(ctx, qtbot, db_path: Path) -> None:
    for name in ("Dagny", "Egil"):
        mm_players.add_player(ctx.db, name)
    harness = Harness(ctx)
    qtbot.addWidget(harness)
    mm = harness.open("Micro Midgard")
    mm.side_a.player.setCurrentText("Egil")
    mm.side_b.player.setCurrentText("Dagny")
    mm.side_a.points.setValue(9)
    mm.side_a.gold.setValue(2)
    mm.side_b.points.setValue(6)
    mm.side_b.mead.setValue(3)
    qtbot.keyClicks(mm.notes, "Close one")
    elsewhere(db_path, "midgard", "player", "add", "Zed")
    ctx.ops.changed.emit(Changed.of("midgard"))
    settle(ctx, qtbot)
    assert mm.side_a.player.findText("Zed") >= 0  # the refresh came
    assert (mm.side_a.player.currentText(), mm.side_b.player.currentText()) == ("Egil", "Dagny")
    assert (mm.side_a.points.value(), mm.side_a.gold.value()) == (9, 2)
    assert (mm.side_b.points.value(), mm.side_b.mead.value()) == (6, 3)
    assert mm.notes.text() == "Close one"
