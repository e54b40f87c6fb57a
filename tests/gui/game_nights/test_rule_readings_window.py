"""Issue #22 in the window: War of Jarls offered only to players who achieved Jarl (the
checkbox says why it is off; a refusal from the service is a dialog), the match form
refusing impossible final scores as they are typed, and the setup offering registered
players only; the ladder still prints "Jarl (War of Jarls)"."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, Qt

from tests.gui.game_nights.test_game_nights_window import Harness, settle
from warclan.rules.vgw.glory import Handicap
from warclan.services.micro_midgard import matches
from warclan.services.micro_midgard import players as mm_players
from warclan.services.vgw import ladder, plays
from warclan.services.vgw import players as vgw_players


def tick(log, *names: str) -> None:
    for i in range(log.player_list.count()):
        item = log.player_list.item(i)
        wanted = Qt.CheckState.Checked if item.text() in names else Qt.CheckState.Unchecked
        item.setCheckState(wanted)


def test_war_of_jarls_is_offered_only_to_jarls(ctx, qtbot, dialog_log):
    for name in ("Dagny", "Egil"):
        vgw_players.add_player(ctx.db, name)
    harness = Harness(ctx)
    qtbot.addWidget(harness)
    log = harness.open("Vikings Gone Wild: Ragnarok!")
    box = log.handicaps.war_of_jarls
    assert not box.isEnabled() and "Tick the players" in box.toolTip()
    tick(log, "Dagny")
    settle(ctx, qtbot)
    assert not box.isEnabled()
    assert "earlier won play; Dagny has not" in box.toolTip()

    # Dagny wins with all three handicaps and no VP lost: Jarl, logged from the form.
    log.played_on.setDate(QDate(2026, 11, 3))
    for spin in log.handicaps.spins.values():
        spin.setValue(1)
    log.log_button.click()
    settle(ctx, qtbot)
    assert dialog_log.errors == []
    assert [p.rank for p in log.plays.rows()] == ["Jarl"]
    assert box.isEnabled() and box.toolTip() == ""
    # Before that day it is not open yet; Egil alongside: not open either.
    log.played_on.setDate(QDate(2026, 11, 2))
    assert not box.isEnabled() and "Jarl first achieved: Dagny on 11/3/2026" in box.toolTip()
    log.played_on.setDate(QDate(2026, 11, 10))
    assert box.isEnabled()
    box.setChecked(True)
    tick(log, "Dagny", "Egil")
    settle(ctx, qtbot)
    assert not box.isChecked() and not box.isEnabled() and "Egil has not" in box.toolTip()

    # Should the box be ticked anyway, the service refuses, in a dialog; nothing logged.
    box.setChecked(True)
    log.handicaps.spins[Handicap.MORE_CARDS].setValue(2)
    log.log_button.click()
    settle(ctx, qtbot)
    assert dialog_log.errors and "Egil has not" in dialog_log.errors[-1][1]
    assert len(plays.list_plays(ctx.db)) == 1

    # Dagny alone: a War of Jarls play past 5 Glory; the window prints both together.
    tick(log, "Dagny")
    settle(ctx, qtbot)
    box.setChecked(True)
    log.handicaps.spins[Handicap.MORE_CARDS].setValue(3)
    log.log_button.click()
    settle(ctx, qtbot)
    assert dialog_log.errors[-1][1].count("Egil") == 1  # no new error
    last = log.plays.rows()[-1]
    assert (last.glory, last.rank, last.war_of_jarls, last.played_on) == (
        7,
        "Jarl",
        True,
        date(2026, 11, 10),
    )
    rank_column = [log.plays.headerData(c, Qt.Orientation.Horizontal) for c in range(10)]
    rank_cell = log.plays.index(1, rank_column.index("Rank"))
    assert log.plays.data(rank_cell) == "Jarl (War of Jarls)"
    assert log.player_ladder.data(log.player_ladder.index(0, 1)) == "Jarl (War of Jarls)"
    assert ladder.ladder(ctx.db).players[0].best_rank == "Jarl"


def test_the_match_form_refuses_impossible_final_scores_as_typed(ctx, qtbot, dialog_log):
    for name in ("Dagny", "Egil"):
        mm_players.add_player(ctx.db, name)
    harness = Harness(ctx)
    qtbot.addWidget(harness)
    mm = harness.open("Micro Midgard")
    mm.side_a.player.setCurrentText("Dagny")
    mm.side_b.player.setCurrentText("Egil")
    assert mm.record_button.isEnabled() and mm.score_hint.isHidden()
    mm.side_a.points.setValue(9)
    mm.side_b.points.setValue(10)
    assert not mm.record_button.isEnabled() and not mm.score_hint.isHidden()
    assert "Dagny on 9 and Egil on 10 cannot happen" in mm.score_hint.text()
    mm.side_b.points.setValue(9)
    assert "a tie on 9 points cannot happen" in mm.score_hint.text()
    mm.side_b.points.setValue(8)
    assert mm.record_button.isEnabled() and mm.score_hint.isHidden()
    # Solo against Loki alike.
    mm.solo.setChecked(True)
    mm.side_b.points.setValue(10)
    assert not mm.record_button.isEnabled() and "Loki on 10" in mm.score_hint.text()
    mm.side_a.points.setValue(7)
    assert mm.record_button.isEnabled()
    mm.record_button.click()
    settle(ctx, qtbot)
    assert dialog_log.errors == []
    assert [(m.winner, m.solo) for m in matches.list_matches(ctx.db)] == [("Loki", True)]


def test_the_setup_offers_registered_players(ctx, qtbot, dialog_log):
    harness = Harness(ctx)
    qtbot.addWidget(harness)
    setup = harness.open("Setup randomiser")
    combos = (setup.player_a, setup.player_b)
    assert [c.count() for c in combos] == [1, 1]  # "(not named)" only
    # Players added on the Matches page reach the setup page's choices.
    mm = harness.open("Micro Midgard")
    for name in ("Dagny", "Egil"):
        dialog_log.answer(name)
        mm.add_player_button.click()
        settle(ctx, qtbot)
    setup = harness.open("Setup randomiser")
    assert [setup.player_a.itemText(i) for i in range(3)] == ["(not named)", "Dagny", "Egil"]
    assert not setup.player_a.isEditable()  # no free text: an unknown name cannot be typed
    setup.player_a.setCurrentText("Egil")
    assert not setup.make_button.isEnabled() and "both players" in setup.names_hint.text()
    setup.player_b.setCurrentText("Dagny")
    assert setup.make_button.isEnabled() and setup.names_hint.isHidden()
    setup.seed.setText("77")
    setup.make_button.click()
    settle(ctx, qtbot)
    assert setup.view is not None and setup.view.players == ("Egil", "Dagny")
    assert setup.view.guests == ()
    setup.solo.setChecked(True)
    setup.make_button.click()
    settle(ctx, qtbot)
    assert setup.view.players == ("Loki", "Egil")
    # Two players of the same name: the rules' refusal, in a dialog.
    setup.solo.setChecked(False)
    setup.player_b.setCurrentText("Egil")
    setup.make_button.click()
    settle(ctx, qtbot)
    assert "two different players" in dialog_log.errors[-1][1]
