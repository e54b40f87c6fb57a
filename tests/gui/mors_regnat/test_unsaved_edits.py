"""Edits are never lost (issue 20): the warrior editor and the warband's limits keep what
is typed when another client writes or the window saves; a change saved elsewhere is said
in place (Reload / Keep Mine), and a save from a stale copy is refused, not applied."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings

from tests.conftest import db_url
from tests.gui.test_main_window import open_window
from tests.gui.waiting import settle
from warclan.gui.context import NavItem
from warclan.gui.live import changed_for
from warclan.gui.main_window import MainWindow
from warclan.gui.mors_regnat.warband_page import WarbandPage
from warclan.rules.mors_regnat.builder import Stat, WarriorBuild
from warclan.services.mors_regnat import warbands, warriors
from warclan.services.mors_regnat.warriors import WarriorChanges
from warclan.services.ragnarok import campaigns
from warclan.store.database import Database

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def band(db: Database) -> int:
    sheet = warbands.create_warband(db, "Ash Wolves")
    warriors.add_warrior(db, "Ash Wolves", WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))
    warriors.add_warrior(db, "Ash Wolves", WarriorBuild("Bo", 1, 0, 2, 3, "cc_bare_handed"))
    return sheet.id


@pytest.fixture
def other(db: Database) -> Iterator[Database]:
    """Another client on the same file: its own connection."""
    database = Database(db.url)
    try:
        yield database
    finally:
        database.close()


@pytest.fixture
def window(qtbot, settings: QSettings, db_path, band: int, dialog_log) -> Iterator[MainWindow]:
    dialog_log.answer(False)  # no demo campaign
    win = open_window(qtbot, settings, db_url(db_path))
    assert win.select("warband", band)
    settle(win)
    yield win
    # Closed before the test's database goes: a change the live view hears at the last
    # moment is read while the database is still there (on PostgreSQL it is dropped).
    if win.unsaved_edits():
        dialog_log.answer(True)
    win.close()


@pytest.fixture
def page(ctx, qtbot, band: int) -> WarbandPage:
    p = WarbandPage(ctx)
    qtbot.addWidget(p)
    ctx.ops.changed.connect(p.on_changed)
    p.show_item(NavItem("warband", band, "Ash Wolves"))
    settle(ctx)
    p.select_row(0)
    settle(ctx)
    return p


def warband_page(window: MainWindow) -> WarbandPage:
    page = window.current_page()
    assert isinstance(page, WarbandPage)
    return page


def deliver(window: MainWindow) -> None:
    """Another client's commit reaches the window, as the live view delivers it."""
    window.ops.changed.emit(changed_for(()))
    settle(window)


def test_typing_in_the_warrior_editor_survives_another_clients_write(window, other):
    page = warband_page(window)
    page.select_row(0)
    settle(window)
    editor = page.editor
    editor.spins["attack"].setValue(3)  # not applied
    campaigns.create_campaign(other, "Zed's campaign")  # anything, elsewhere
    deliver(window)
    assert editor.spins["attack"].value() == 3 and editor.dirty
    assert editor.elsewhere.isHidden()  # Grim himself did not change

    # Grim changed elsewhere: the typing stays, and the line says so
    warriors.edit_warrior(other, "Ash Wolves", "Grim", WarriorChanges(speed_points=1))
    deliver(window)
    assert editor.spins["attack"].value() == 3
    assert editor.spins["speed"].value() == 2  # what the editor had, not theirs
    assert not editor.elsewhere.isHidden() and "Grim" in editor.elsewhere.text.text()
    editor.elsewhere.keep_button.click()  # Keep Mine: Apply now replaces their copy
    settle(window)
    editor.apply.click()
    settle(window)
    grim = warriors.show_warrior(window.ctx.db, "Ash Wolves", "Grim")
    assert (grim.cp_bought.attack, grim.cp_bought.speed) == (3, 2)


def test_limits_typed_survive_another_clients_write(window, other, band):
    page = warband_page(window)
    page.limit_spins["speed"].setValue(7)  # not applied
    campaigns.create_campaign(other, "Zed's campaign")
    deliver(window)
    assert page.limit_spins["speed"].value() == 7
    warbands.set_limits(other, band, {Stat.WOUNDS: 9})
    deliver(window)
    assert page.limit_spins["speed"].value() == 7
    assert page.limit_spins["wounds"].value() == 0  # still what the form had
    assert not page.limits_elsewhere.isHidden()
    page.limits_elsewhere.reload_button.click()  # Reload: theirs
    assert page.limit_spins["wounds"].value() == 9 and page.limit_spins["speed"].value() == 0


def test_an_edit_right_after_applying_the_limits_stays(ctx, qtbot, page, band):
    page.limit_spins["speed"].setValue(7)
    page.limits_button.click()
    page.limit_spins["wounds"].setValue(5)  # at once, before the save's answer
    settle(ctx)
    assert warbands.show_warband(ctx.db, band).limits.speed == 7
    assert page.limit_spins["wounds"].value() == 5
    assert page.limit_spins["speed"].value() == 7
    assert page.limits_dirty() and page.limits_elsewhere.isHidden()


def test_an_edit_right_after_applying_a_warrior_stays(ctx, qtbot, page):
    editor = page.editor
    editor.spins["attack"].setValue(3)
    settle(ctx)
    editor.apply.click()
    editor.spins["speed"].setValue(1)  # at once, before the save's answer
    settle(ctx)
    grim = warriors.show_warrior(ctx.db, "Ash Wolves", "Grim")
    assert (grim.cp_bought.attack, grim.cp_bought.speed) == (3, 2)
    assert editor.spins["attack"].value() == 3 and editor.spins["speed"].value() == 1
    assert editor.dirty and editor.elsewhere.isHidden()
    editor.apply.click()  # no conflict with its own save
    settle(ctx)
    assert warriors.show_warrior(ctx.db, "Ash Wolves", "Grim").cp_bought.speed == 1


def test_a_warrior_saved_from_a_stale_copy_is_refused_and_nothing_is_lost(
    ctx, qtbot, page, other, dialog_log
):
    editor = page.editor
    editor.spins["attack"].setValue(3)
    settle(ctx)
    warriors.edit_warrior(other, "Ash Wolves", "Grim", WarriorChanges(name="Grim the Grey"))
    editor.apply.click()  # not told yet: the save is refused by the version check
    settle(ctx)
    assert dialog_log.errors and "changed by someone else" in dialog_log.errors[-1][1]
    grim = warriors.show_warrior(ctx.db, "Ash Wolves", "Grim the Grey")
    assert grim.cp_bought.attack == 4  # theirs stays
    assert editor.spins["attack"].value() == 3 and editor.name.text() == "Grim"  # mine too
    assert not editor.elsewhere.isHidden()
    editor.elsewhere.reload_button.click()
    settle(ctx)
    assert editor.name.text() == "Grim the Grey" and editor.spins["attack"].value() == 4


def test_limits_saved_from_a_stale_copy_are_refused_and_nothing_is_lost(
    ctx, qtbot, page, other, band, dialog_log
):
    page.limit_spins["speed"].setValue(7)
    warbands.set_limits(other, band, {Stat.WOUNDS: 9})
    page.limits_button.click()
    settle(ctx)
    assert dialog_log.errors and "changed by someone else" in dialog_log.errors[-1][1]
    assert warbands.show_warband(ctx.db, band).limits.wounds == 9  # theirs stays
    assert page.limit_spins["speed"].value() == 7  # mine too
    assert not page.limits_elsewhere.isHidden()
    page.limits_elsewhere.keep_button.click()
    page.limits_button.click()
    settle(ctx)
    limits = warbands.show_warband(ctx.db, band).limits
    assert (limits.speed, limits.wounds) == (7, None)


def test_another_warrior_chosen_keeps_the_draft(ctx, qtbot, page):
    editor = page.editor
    editor.spins["attack"].setValue(3)
    page.select_row(1)  # Bo
    settle(ctx)
    assert editor.name.text() == "Bo" and not editor.dirty
    assert editor.drafts() == ["Grim"]
    page.select_row(0)
    settle(ctx)
    assert editor.spins["attack"].value() == 3 and editor.dirty


def test_a_warrior_deleted_elsewhere_keeps_the_typing_and_can_be_added_anew(
    ctx, qtbot, page, other
):
    editor = page.editor
    editor.spins["attack"].setValue(3)
    settle(ctx)
    warriors.delete_warrior(other, "Ash Wolves", "Grim")
    ctx.ops.changed.emit(changed_for(()))  # as the live view delivers it
    settle(ctx)
    assert [w.name for w in page.model.rows()] == ["Bo"]
    assert editor.name.text() == "Grim" and editor.spins["attack"].value() == 3
    assert "deleted elsewhere" in editor.elsewhere.text.text()
    editor.elsewhere.keep_button.click()  # Keep Mine: Apply adds it as a new warrior
    settle(ctx)
    editor.apply.click()
    settle(ctx)
    grim = warriors.show_warrior(ctx.db, "Ash Wolves", "Grim")
    assert grim.cp_bought.attack == 3 and not editor.dirty
