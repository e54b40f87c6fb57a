"""Undo belongs to what you are looking at: one stack per document in a QUndoGroup, so
Edit ▸ Undo names only what the page shown can undo; logging a game-night play or match
is undone like any other edit (issue 20)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.gui.main_window import MainWindow
from warclan.gui.undo import document_of
from warclan.services.micro_midgard import matches
from warclan.services.micro_midgard import players as mm_players
from warclan.services.ragnarok import clans
from warclan.services.ragnarok.dto import CampaignView
from warclan.services.vgw import players as vgw_players
from warclan.services.vgw import plays
from warclan.store.database import Database

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.sqlite_only("opens database files"),
]


@pytest.fixture
def window(qtbot, settings: QSettings, db_path: Path, demo_campaign: CampaignView) -> MainWindow:
    win = open_window(qtbot, settings, url_of(db_path))
    qtbot.waitUntil(lambda: win.later_loaded, timeout=20_000)
    settle(win)
    return win


def undo_text(window: MainWindow) -> str:
    return window.undo_action.text().replace("&", "")


def show(window: MainWindow, kind: str, ident: int | None) -> None:
    assert window.select(kind, ident)
    settle(window)


def test_undo_names_only_what_the_page_shown_can_undo(
    qtbot, window: MainWindow, db: Database, demo_campaign: CampaignView, dialog_log
) -> None:
    ravens = next(c.id for c in demo_campaign.clans if c.name == "Ravens")
    show(window, "clan", ravens)
    dialog_log.answer("Storm Ravens")
    window.rename_action.trigger()
    settle(window)
    assert undo_text(window) == "Undo Rename Ravens to Storm Ravens"

    show(window, "vgw_log", None)  # another document: nothing of the campaign's to undo
    assert not window.undo_action.isEnabled()
    assert "Ravens" not in undo_text(window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(window)
    assert clans.show_clan(db, ravens).name == "Storm Ravens"  # Ctrl+Z there did nothing

    show(window, "campaign", demo_campaign.id)  # the same campaign: its history is back
    assert undo_text(window) == "Undo Rename Ravens to Storm Ravens"
    window.undo_action.trigger()
    settle(window)
    assert clans.show_clan(db, ravens).name == "Ravens"


def test_logging_a_play_and_a_match_is_undone_and_redone(
    qtbot, window: MainWindow, db: Database
) -> None:
    vgw_players.add_player(db, "Dagny")
    for name in ("Dagny", "Egil"):
        mm_players.add_player(db, name)
    show(window, "vgw_log", None)
    log = window.current_page()
    log.reload()  # type: ignore[union-attr]  # the players added meanwhile
    settle(window)
    log.player_list.item(0).setCheckState(Qt.CheckState.Checked)  # type: ignore[union-attr]
    log.log_button.click()  # type: ignore[union-attr]
    settle(window)
    assert len(plays.list_plays(db)) == 1
    assert undo_text(window) == "Undo Log Ragnarok! play"
    window.undo_action.trigger()
    settle(window)
    assert plays.list_plays(db) == []
    window.redo_action.trigger()
    settle(window)
    assert len(plays.list_plays(db)) == 1

    show(window, "mm_log", None)  # Micro Midgard's log: its own history
    assert not window.undo_action.isEnabled()
    mm = window.current_page()
    mm.side_a.player.setCurrentText("Dagny")  # type: ignore[union-attr]
    mm.side_b.player.setCurrentText("Egil")  # type: ignore[union-attr]
    mm.side_a.points.setValue(9)  # type: ignore[union-attr]
    mm.record_button.click()  # type: ignore[union-attr]
    settle(window)
    assert len(matches.list_matches(db)) == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(window)
    assert matches.list_matches(db) == []


def test_documents_of_the_navigators_choices() -> None:
    from warclan.gui.context import NavItem

    campaign = NavItem("campaign", 4, "Winter")
    assert document_of([NavItem("campaigns", None, "Campaigns"), campaign]) == "campaign:4"
    clan = NavItem("clan", 9, "Ravens")
    assert document_of([NavItem("campaigns", None, "Campaigns"), campaign, clan]) == "campaign:4"
    band = NavItem("warband", 2, "Crows")
    warrior = NavItem("mr_warrior", 7, "Kra")
    assert document_of([NavItem("section", None, "Mors Regnat"), band, warrior]) == "warband:2"
    assert document_of([NavItem("section", None, "Rules"), NavItem("catalogs", 4, "")]) == (
        "catalogs:4"
    )
    assert document_of([NavItem("vgw_setup", None, "")]) == document_of(
        [NavItem("vgw_log", None, "")]
    )
    assert document_of([NavItem("mm_log", None, "")]) != document_of([NavItem("vgw_log", None, "")])
