"""A Mors Regnat match at the table in the window: warbands chosen, initiative rolled, a
full and two minor actions, a Warrior worn down to a casualty with the keys, the attack
odds a tap away, and the end writing the match log (Ctrl+Z takes it back out)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.gui.main_window import MainWindow
from warclan.gui.mors_regnat.match_tracker import MatchTrackerPage
from warclan.gui.mors_regnat.play_match import PlayMatchDialog
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.mors_regnat import matches, warbands, warriors
from warclan.store.database import Database

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.sqlite_only("opens database files"),
]


@pytest.fixture
def window(qtbot, settings: QSettings, db_path: Path, db: Database) -> MainWindow:
    for name, fighters in (("Ash Wolves", ("Ari", "Bo")), ("Bone Crows", ("Cy",))):
        warbands.create_warband(db, name)
        for fighter in fighters:
            warriors.add_warrior(
                db, name, WarriorBuild(fighter, attack_points=6, toughness_points=6)
            )
    settings.setValue("databases/demo_offered", [url_of(db_path)])  # no campaign: no demo asked
    win = open_window(qtbot, settings, url_of(db_path))
    qtbot.waitUntil(lambda: win.later_loaded, timeout=20_000)
    settle(win)
    return win


def key(qtbot, page: MatchTrackerPage, text: str, shift: bool = False) -> None:
    root = page.widget()
    root.window().activateWindow()
    root.setFocus()
    qtbot.waitUntil(lambda: root.hasFocus() or root.isAncestorOf(QApplication.focusWidget()))
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(root, getattr(Qt.Key, f"Key_{text.upper()}"), modifier)
    settle(page.ctx)


def test_a_match_at_the_table_ends_in_the_match_log(
    qtbot, window: MainWindow, db: Database, dialog_log
) -> None:
    play = next(a for a in window.warband_menu.actions() if a.text() == "&Play a Match…")
    play.trigger()
    settle(window)
    dialog = window.findChild(PlayMatchDialog)
    assert dialog is not None and not dialog.start.isEnabled()
    for i in range(dialog.list.count()):
        dialog.list.item(i).setCheckState(Qt.CheckState.Checked)
    dialog.start.click()
    settle(window)
    page = window.page_stack.pages["mr_tracker"]
    assert isinstance(page, MatchTrackerPage) and page.view is not None
    key(qtbot, page, "r")
    state = page.view.state
    assert state.phase == "action" and len(set(state.rolls.values())) == 2
    first = state.side(state.turn)
    key(qtbot, page, "n")
    assert page.view.state.warrior(page.chosen).warband_id == first.warband_id
    key(qtbot, page, "m")
    key(qtbot, page, "m")  # two minor actions: the activation is over
    assert page.view.state.turn != first.warband_id or len(first.warriors) > 1

    # The odds: the chosen Warrior against Cy, exact.
    cy = next(w for s in page.view.state.sides for w in s.warriors if w.name == "Cy")
    page.cards[cy.id].odds.click()
    assert "%</b> to make Cy a casualty" in page.answer.text()

    # Cy is worn down with W: a casualty at 0, and the Bone Crows are wiped out.
    page.choose(cy.id)
    for _ in range(cy.wounds):
        key(qtbot, page, "w")
    assert page.view.state.warrior(cy.id).casualty
    assert "wiped out" in page.columns[cy.warband_id].text()
    dialog_log.answer("Ash Wolves")
    page.end_button.click()
    settle(window)
    assert "Ash Wolves wiped out the others" in dialog_log.questions[-1][1]
    assert page.record_button.isVisibleTo(page.widget()) and matches.list_matches(db) == []
    assert window.undo_action.text().replace("&", "") == "Undo The match ends: Ash Wolves won"
    window.undo_action.trigger()  # not yet: the match goes on
    settle(window)
    assert page.view.status == "playing" and page.end_button.isVisibleTo(page.widget())
    dialog_log.answer("Ash Wolves")
    page.end_button.click()
    settle(window)
    page.record_button.click()
    settle(window)
    settle(window)
    assert window.nav.path[-1].kind == "match_log"  # the entry, where it now is
    logged = matches.list_matches(db)
    assert [(s.warband, s.casualties, s.result) for s in logged[0].sides] == [
        ("Ash Wolves", 0, "won"),
        ("Bone Crows", 1, "lost"),
    ]
    assert dialog_log.errors == []
