"""Edits are never lost: what a player types stays when another client's change
arrives, when the window's own save refreshes the page, and when a save meets a newer
copy (issue 20). Another client here is a second ``Database`` on the same file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.gui.main_window import MainWindow
from warclan.gui.ops import Changed
from warclan.gui.ragnarok.campaign_page import CampaignPage
from warclan.services.ragnarok import edits
from warclan.services.ragnarok.dto import CampaignView
from warclan.store.database import Database

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.sqlite_only("opens database files"),
]


@pytest.fixture
def window(qtbot, settings: QSettings, db_path: Path, demo_campaign: CampaignView) -> MainWindow:
    win = open_window(qtbot, settings, url_of(db_path))
    win.select("campaign", demo_campaign.id)
    settle(win)
    return win


def quit_anyway(window: MainWindow, dialog_log) -> None:
    """The test leaves typing on purpose: the window asks before it goes."""
    dialog_log.answer(True)
    assert window.close()
    assert dialog_log.questions[-1][0] == "Unsaved changes"


@pytest.fixture
def other(db_path: Path):
    """Another client: its own connection to the same file."""
    elsewhere = Database(url_of(db_path))
    yield elsewhere
    elsewhere.close()


def notes_page(window: MainWindow) -> CampaignPage:
    page = window.current_page()
    assert isinstance(page, CampaignPage)
    return page


def arrive(window: MainWindow, campaign_id: int) -> None:
    """Another client's change reaches the window, as the live view delivers it."""
    window.ops.changed.emit(Changed.of("campaign_notes", "clans", campaign_id=campaign_id))
    settle(window)


def test_typed_notes_survive_another_clients_change_and_a_refresh(
    qtbot, window: MainWindow, other: Database, demo_campaign: CampaignView, dialog_log
) -> None:
    page = notes_page(window)
    qtbot.keyClicks(page.notes, "Bring dice")
    edits.rename_clan(other, demo_campaign.clans[0].id, "Hrafnar")  # anything else
    arrive(window, demo_campaign.id)
    window.refresh()  # F5 too
    settle(window)
    assert page.notes.toPlainText() == "Bring dice"
    assert page.save_notes.isEnabled()
    assert page.notes_elsewhere.isHidden()  # the notes themselves did not move on
    quit_anyway(window, dialog_log)


def test_notes_changed_elsewhere_offer_reload_or_keep_mine(
    qtbot, window: MainWindow, other: Database, demo_campaign: CampaignView
) -> None:
    page = notes_page(window)
    qtbot.keyClicks(page.notes, "Mine")
    edits.set_campaign_notes(other, demo_campaign.id, "Theirs")
    arrive(window, demo_campaign.id)
    assert page.notes.toPlainText() == "Mine"  # kept
    assert not page.notes_elsewhere.isHidden()
    assert "changed elsewhere" in page.notes_elsewhere.text.text()
    # Keep mine: the save then replaces theirs, knowingly.
    qtbot.mouseClick(page.notes_elsewhere.keep_button, Qt.MouseButton.LeftButton)
    assert page.notes_elsewhere.isHidden()
    qtbot.mouseClick(page.save_notes, Qt.MouseButton.LeftButton)
    settle(window)
    assert edits.campaign_notes(other, demo_campaign.id) == "Mine"

    # Reload: theirs replaces the typing.
    qtbot.keyClicks(page.notes, " and more")
    edits.set_campaign_notes(other, demo_campaign.id, "Theirs again")
    arrive(window, demo_campaign.id)
    assert page.notes.toPlainText() == "Mine and more"
    qtbot.mouseClick(page.notes_elsewhere.reload_button, Qt.MouseButton.LeftButton)
    assert page.notes.toPlainText() == "Theirs again"
    assert not page.save_notes.isEnabled()


def test_saving_over_newer_notes_is_refused_and_loses_neither(
    qtbot, window: MainWindow, other: Database, demo_campaign: CampaignView, dialog_log
) -> None:
    page = notes_page(window)
    qtbot.keyClicks(page.notes, "Mine")
    edits.set_campaign_notes(other, demo_campaign.id, "Theirs")  # not delivered yet
    qtbot.mouseClick(page.save_notes, Qt.MouseButton.LeftButton)
    settle(window)
    ((title, message),) = dialog_log.errors
    assert title.startswith("Edit notes") and "changed by someone else" in message
    assert edits.campaign_notes(other, demo_campaign.id) == "Theirs"  # theirs stays
    assert page.notes.toPlainText() == "Mine"  # and so does the typing
    assert not page.notes_elsewhere.isHidden()
    quit_anyway(window, dialog_log)


def test_typing_right_after_the_windows_own_save_stays(
    qtbot, window: MainWindow, other: Database, demo_campaign: CampaignView, dialog_log
) -> None:
    page = notes_page(window)
    qtbot.keyClicks(page.notes, "Saved")
    qtbot.mouseClick(page.save_notes, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(page.notes, " then typed")  # before the save's refresh answers
    settle(window)
    assert edits.campaign_notes(other, demo_campaign.id) == "Saved"
    assert page.notes.toPlainText() == "Saved then typed"
    assert page.save_notes.isEnabled()
    assert page.notes_elsewhere.isHidden()
    quit_anyway(window, dialog_log)


def test_typing_is_kept_per_campaign_and_quitting_asks_first(
    qtbot, window: MainWindow, db: Database, demo_campaign: CampaignView, dialog_log
) -> None:
    from warclan.services.ragnarok import campaigns

    spring = campaigns.create_campaign(db, "Spring")
    window.reload_navigator()
    settle(window)
    page = notes_page(window)
    qtbot.keyClicks(page.notes, "Winter plans")
    window.select("campaign", spring.id)  # another campaign: its own (empty) notes
    settle(window)
    assert page.notes.toPlainText() == "" and not page.save_notes.isEnabled()
    window.select("campaign", demo_campaign.id)  # back: the typing is back
    settle(window)
    assert page.notes.toPlainText() == "Winter plans" and page.save_notes.isEnabled()

    dialog_log.answer(False)  # Cancel: the window stays, the typing too
    assert not window.close()
    ((title, message),) = dialog_log.questions
    assert title == "Unsaved changes" and f"the notes of {demo_campaign.name}" in message
    assert window.isVisible() and page.notes.toPlainText() == "Winter plans"
    dialog_log.answer(True)
    assert window.close()


def test_a_refresh_while_another_campaign_loads_never_brings_the_last_one_back(
    qtbot, window: MainWindow, db: Database, demo_campaign: CampaignView, dialog_log
) -> None:
    from warclan.services.ragnarok import campaigns

    spring = campaigns.create_campaign(db, "Spring")
    edits.set_campaign_notes(db, spring.id, "Spring notes")
    window.reload_navigator()
    settle(window)
    page = notes_page(window)
    qtbot.keyClicks(page.notes, "Winter plans")
    window.select("campaign", spring.id)
    arrive(window, demo_campaign.id)  # another client's change, before Spring's answer
    assert page.heading.text() == "Spring"
    assert page.notes.toPlainText() == "Spring notes"  # Spring's own, not the typing
    assert not page.save_notes.isEnabled()
    window.select("campaign", demo_campaign.id)
    settle(window)
    assert page.notes.toPlainText() == "Winter plans"  # the draft, kept
    quit_anyway(window, dialog_log)


def test_opening_another_database_with_unsaved_typing_asks_first(
    qtbot, window: MainWindow, db_path: Path, tmp_path: Path, dialog_log
) -> None:
    page = notes_page(window)
    qtbot.keyClicks(page.notes, "Half a thought")
    other = tmp_path / "other.sqlite"
    dialog_log.answer(False)  # Cancel: the same database, the typing kept
    window.open_database(url_of(other))
    settle(window)
    assert dialog_log.questions[-1][0] == "Unsaved changes"
    assert window.ctx is not None and window.ctx.db.url == url_of(db_path)
    assert page.notes.toPlainText() == "Half a thought" and not other.exists()
    dialog_log.answer(True, False)  # open it anyway; no demo campaign in the new file
    window.open_database(url_of(other))
    qtbot.waitUntil(lambda: window.ctx is not None and window.ctx.db.url == url_of(other))
    settle(window)


def test_a_rename_over_a_rename_made_elsewhere_is_refused(
    qtbot, window: MainWindow, other: Database, demo_campaign: CampaignView, dialog_log
) -> None:
    from warclan.services.ragnarok import clans

    ravens = next(c.id for c in demo_campaign.clans if c.name == "Ravens")
    assert window.select("clan", ravens)
    settle(window)
    # While the rename dialog is open, another client renames the clan.
    edits.rename_clan(other, ravens, "Hrafnar")
    dialog_log.answer("Storm Ravens")
    window.rename_action.trigger()
    settle(window)
    ((title, message),) = dialog_log.errors
    assert title == "Rename Ravens to Storm Ravens"
    assert "renamed to 'Hrafnar' by someone else" in message
    assert clans.show_clan(other, ravens).name == "Hrafnar"  # theirs stays
