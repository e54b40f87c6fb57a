"""The New War Clan wizard, driven through its widgets over a real database."""

from __future__ import annotations

from dbsnapshot import dump
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tests.gui.waiting import settle
from warclan.gui.ops import Changed
from warclan.gui.ragnarok.new_clan_wizard import NewClanWizard
from warclan.gui.ragnarok.wizard_models import ChosenModel, ProfilesModel
from warclan.services.ragnarok import campaigns, clans


def pick(wizard: NewClanWizard, qtbot, text: str) -> None:
    """Filter the profiles to one and add it, as a player would."""
    page = wizard.clan_page
    page.filter.clear()
    settle(wizard.ctx)
    qtbot.keyClicks(page.filter, text)
    settle(wizard.ctx)
    assert page.proxy.rowCount() == 1, text
    page.profile_view.selectRow(0)
    settle(wizard.ctx)
    qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    settle(wizard.ctx)


def finish_enabled(wizard: NewClanWizard) -> bool:
    return wizard.button(QWizard.WizardButton.FinishButton).isEnabled()


def test_build_a_clan_with_a_refused_over_budget_choice(ctx, qtbot, db, db_path, qtmodeltester):
    camp = campaigns.create_campaign(db, "Winter of Wolves")
    wizard = NewClanWizard(ctx, camp.id)
    settle(ctx)
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.clan_page
    qtmodeltester.check(page.profiles)
    assert page.profiles.rowCount() == 8
    assert not finish_enabled(wizard)

    qtbot.keyClicks(page.player, "Snorre")
    settle(ctx)
    qtbot.keyClicks(page.clan_name, "Ravens")
    settle(ctx)
    for text in ("jarl", "huscarl", "berserker", "seer", "shieldmaiden"):
        pick(wizard, qtbot, text)
    assert page.budget.text() == "800 − 660 = 140 Glory left"
    assert finish_enabled(wizard)

    pick(wizard, qtbot, "jarl")  # 860: over budget, refused as we go
    assert page.budget.text() == "800 − 860 = \u221260 Glory: over budget"  # a minus sign
    assert "60 over the 800 Glory" in page.reason.text()
    assert not finish_enabled(wizard)
    page.chosen_view.selectRow(5)
    settle(ctx)
    qtbot.mouseClick(page.remove_button, Qt.MouseButton.LeftButton)
    settle(ctx)
    assert finish_enabled(wizard)

    # Names edited in place; two warriors with one name is the service's refusal too.
    chosen = page.chosen
    chosen.setData(chosen.index(0, ChosenModel.NAME), "Snorre")
    settle(ctx)
    chosen.setData(chosen.index(1, ChosenModel.NAME), "snorre")
    settle(ctx)
    assert "share the name" in page.reason.text() and not finish_enabled(wizard)
    chosen.setData(chosen.index(1, ChosenModel.NAME), "Ulf")
    settle(ctx)
    assert finish_enabled(wizard)
    qtmodeltester.check(chosen)

    changes: list[Changed] = []
    ctx.ops.changed.connect(changes.append)
    assert dump(db_path)["war_clan"] == []
    wizard.button(QWizard.WizardButton.FinishButton).click()
    qtbot.waitUntil(lambda: wizard.created is not None)
    assert changes == [Changed.of("clans", campaign_id=camp.id)]
    view = clans.show_clan(db, "Ravens")
    assert view.player == "Snorre" and view.creation_cost == 660
    assert [w.name for w in view.warriors][:2] == ["Snorre", "Ulf"]
    assert "Example Seer 1" in [w.name for w in view.warriors]


def test_a_taken_clan_name_is_refused_live_and_cancel_leaves_nothing(ctx, qtbot, db, db_path):
    camp = campaigns.create_campaign(db, "Winter of Wolves")
    clans.create_clan(db, camp.id, "Ulla", "Wolves", [clans.Recruit("example.thrall")])
    before = dump(db_path)
    wizard = NewClanWizard(ctx, camp.id)
    settle(ctx)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.clan_page.player, "Asa")
    settle(ctx)
    qtbot.keyClicks(wizard.clan_page.clan_name, "wolves")
    settle(ctx)
    pick(wizard, qtbot, "thrall")
    assert "already has a War Clan called 'Wolves'" in wizard.clan_page.reason.text()
    assert not finish_enabled(wizard)
    wizard.clan_page.clan_name.setText("Crows")
    settle(ctx)
    assert finish_enabled(wizard)
    wizard.reject()
    assert dump(db_path) == before


def test_ctrl_f_filters(ctx, qtbot, db):
    camp = campaigns.create_campaign(db, "Winter of Wolves")
    wizard = NewClanWizard(ctx, camp.id)
    settle(ctx)
    qtbot.addWidget(wizard)
    wizard.show()
    shortcut = wizard.clan_page.find_shortcut
    assert shortcut.key().toString() == "Ctrl+F"
    shortcut.activated.emit()  # offscreen key events do not reach the shortcut map
    assert wizard.clan_page.filter.hasFocus() or wizard.focusWidget() is wizard.clan_page.filter
    qtbot.keyClicks(wizard.clan_page.filter, "HOUND")
    settle(ctx)
    names = {
        wizard.clan_page.proxy.index(r, ProfilesModel.NAME).data()
        for r in range(wizard.clan_page.proxy.rowCount())
    }
    assert names == {"Example War Hound"}


def test_the_keyboard_builds_a_clan_and_return_never_finishes_by_accident(ctx, qtbot, db):
    camp = campaigns.create_campaign(db, "Winter of Wolves")
    wizard = NewClanWizard(ctx, camp.id)
    settle(ctx)
    qtbot.addWidget(wizard)
    with qtbot.waitActive(wizard):  # focus moves only in the active window
        wizard.show()
        wizard.activateWindow()
    page = wizard.clan_page
    qtbot.keyClicks(page.player, "Snorre")
    settle(ctx)
    qtbot.keyClicks(page.clan_name, "Ravens")
    settle(ctx)
    for text in ("jarl", "huscarl"):  # type, Return: the one match is added
        qtbot.keyClicks(page.filter, text)
        settle(ctx)
        qtbot.keyClick(page.filter, Qt.Key.Key_Return)
        settle(ctx)
        assert page.filter.selectedText() == text  # ready for the next one
    assert [page.chosen.index(r, 1).data() for r in range(2)] == [
        "Example Jarl",
        "Example Huscarl",
    ]
    assert finish_enabled(wizard)  # Return above added warriors; it did not press Finish
    assert wizard.isVisible() and wizard.created is None
    assert campaigns.campaign_overview(db, camp.id).clans == ()
    # Down to the profiles, Return there adds too; Delete in the chosen ones removes.
    qtbot.keyClicks(page.filter, "thrall")
    settle(ctx)
    qtbot.keyClick(page.filter, Qt.Key.Key_Down)
    settle(ctx)
    assert page.profile_view.hasFocus()
    qtbot.keyClick(page.profile_view, Qt.Key.Key_Return)
    settle(ctx)
    assert page.chosen.rowCount() == 3
    page.chosen_view.setFocus()
    page.chosen_view.selectRow(2)
    settle(ctx)
    qtbot.keyClick(page.chosen_view, Qt.Key.Key_Delete)
    settle(ctx)
    assert page.chosen.rowCount() == 2 and wizard.isVisible()


def test_the_wizard_opens_at_the_size_it_was_left(ctx, qtbot, db):
    camp = campaigns.create_campaign(db, "Winter of Wolves")
    first = NewClanWizard(ctx, camp.id)
    qtbot.addWidget(first)
    first.show()
    first.resize(700, 520)
    first.reject()
    again = NewClanWizard(ctx, camp.id)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 520)
    settle(ctx)
