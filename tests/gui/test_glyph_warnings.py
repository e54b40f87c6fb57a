"""A name no font can print whole is warned about beside the field as it is typed (issue
11), never blocking: the new War Clan wizard, the warrior editor, and the name dialogs of
renames and new warbands."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tests.gui.waiting import settle
from warclan.gui import dialogs
from warclan.gui.context import NavItem
from warclan.gui.mors_regnat import actions
from warclan.gui.mors_regnat.warband_page import WarbandPage
from warclan.gui.ragnarok.new_clan_wizard import NewClanWizard
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.mors_regnat import warbands, warriors
from warclan.services.ragnarok import campaigns

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
NO_FONT = "Sk\ue000ld"  # a private-use character: no font has it


def test_the_warrior_editor_warns_beside_the_name_and_still_applies(ctx, qtbot):
    band = warbands.create_warband(ctx.db, "Ash Wolves")
    warriors.add_warrior(ctx.db, "Ash Wolves", WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))
    page = WarbandPage(ctx)
    qtbot.addWidget(page)
    page.show_item(NavItem("warband", band.id, "Ash Wolves"))
    page.select_row(0)
    editor = page.editor
    assert editor.name_warning.isHidden()
    editor.name.clear()
    settle(ctx)
    qtbot.keyClicks(editor.name, "Sk")
    settle(ctx)
    editor.name.insert("\ue000")  # QTest cannot type a character no keyboard has
    qtbot.keyClicks(editor.name, "ld")
    settle(ctx)
    qtbot.waitUntil(lambda: not editor.name_warning.isHidden())  # after a pause in typing
    assert "[U+E000]" in editor.name_warning.text()
    assert editor.name_warning.text().startswith("⚠ Printing:")
    assert editor.apply.isEnabled()  # a warning, not a refusal
    qtbot.keyClick(editor.name, Qt.Key.Key_Return)  # Enter applies
    qtbot.waitUntil(ctx.ops.idle)
    ctx.ops.wait_idle()
    assert [w.name for w in warbands.show_warband(ctx.db, band.id).warriors] == [NO_FONT]
    editor.name.setText("Ἀθηνᾶ ᚱᚨᚷᚾᚨᚱ")  # Greek and Runic print
    assert editor.name_warning.check() == [] and editor.name_warning.isHidden()


def test_the_new_clan_wizard_warns_about_every_name(ctx, qtbot):
    camp = campaigns.create_campaign(ctx.db, "Winter of Wolves")
    wizard = NewClanWizard(ctx, camp.id)
    settle(ctx)
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.clan_page
    qtbot.keyClicks(page.player, "Snorre")
    settle(ctx)
    qtbot.keyClicks(page.clan_name, "Ravens ")
    settle(ctx)
    page.clan_name.insert(NO_FONT)
    page.chosen.add(page.profiles.row_at(0))
    page.chosen.setData(page.chosen.index(0, 0), f"J{NO_FONT}")
    settle(ctx)
    found = page.name_warning.check()
    assert len(found) == 2 and page.name_warning.isVisible()
    assert all("[U+E000]" in line for line in found)
    assert wizard.problem is None  # it does not hold Finish back
    assert wizard.button(QWizard.WizardButton.FinishButton).isEnabled()


def test_the_name_dialog_warns_as_the_name_is_typed(qtbot):
    dialog = dialogs.name_dialog(None, "Rename warband", "New name:", "Ash Wolves")
    qtbot.addWidget(dialog)
    assert dialog.labelText() == "New name:"
    dialog.setTextValue(NO_FONT)
    assert dialog.labelText().startswith("New name:\n⚠ Printing: no installed font can print")
    assert "[U+E000]" in dialog.labelText()
    dialog.setTextValue("Рагнар")
    assert dialog.labelText() == "New name:"


def test_warband_names_are_asked_with_the_printing_check(ctx, qtbot, monkeypatch):
    asked: list[dict[str, Any]] = []

    def ask(_parent: object, title: str, *_a: object, **kwargs: Any) -> None:
        asked.append({"title": title, **kwargs})

    monkeypatch.setattr(dialogs, "ask_text", ask)
    warbands.create_warband(ctx.db, "Ash Wolves")
    sheet = warbands.show_warband(ctx.db, "Ash Wolves")
    actions.new_warband(ctx, None)
    actions.rename_warband(ctx, None, sheet)
    actions.copy_warband(ctx, None, sheet)
    assert [a["title"] for a in asked] == ["New warband", "Rename warband", "Copy warband"]
    assert all(a.get("check_printing") for a in asked)
