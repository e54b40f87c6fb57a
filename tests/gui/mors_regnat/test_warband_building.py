"""Build a warband through the real editor panel, with live refusals, then undo every
step back to an empty database and redo it all, comparing every row after each step."""

from __future__ import annotations

import pytest
from dbsnapshot import dump
from PySide6.QtCore import Qt

from warclan.gui.context import NavItem
from warclan.gui.mors_regnat import actions
from warclan.gui.mors_regnat.table_models import AbilitiesModel, WarriorsModel
from warclan.gui.mors_regnat.warband_page import WarbandPage
from warclan.services.mors_regnat import warbands


def settle(ctx, qtbot):
    qtbot.waitUntil(ctx.ops.idle)
    ctx.ops.wait_idle()


@pytest.fixture
def page(ctx, qtbot):
    p = WarbandPage(ctx)
    qtbot.addWidget(p)
    ctx.ops.changed.connect(p.on_changed)
    return p


def fill(qtbot, editor, name, weapon, **cp):
    editor.name.clear()
    qtbot.keyClicks(editor.name, name)
    for stat in ("speed", "attack", "toughness", "wounds"):
        editor.spins[stat].setValue(cp.get(stat, 0))
    editor.weapon.setCurrentIndex(editor.weapon.findData(weapon))
    settle(editor._ctx, qtbot)  # the live check's answer


def test_build_refuse_undo_redo(ctx, qtbot, page, db_path, dialog_log, qtmodeltester):
    snaps = [dump(db_path)]

    def step():
        settle(ctx, qtbot)
        snaps.append(dump(db_path))
        assert snaps[-1] != snaps[-2], "each step changes the database"

    # 1. a new warband (the name is asked)
    dialog_log.answer("Ash Wolves")
    actions.new_warband(ctx, page)
    step()
    band = warbands.list_warbands(ctx.db)[0]
    page.show_item(NavItem("warband", band.id, "Ash Wolves"))
    settle(ctx, qtbot)
    assert page.header.text() == "Ash Wolves"
    editor = page.editor

    # 2. Grim: 8 CP of stats + a light close-combat weapon (4 CP) = 12
    fill(qtbot, editor, "Grim", "cc_light", speed=2, attack=4, toughness=2)
    assert editor.budget.text() == "12 − 12 spent = 0 left"
    assert editor.values["speed"].text() == '= 5"'
    assert editor.apply.isEnabled()
    qtbot.mouseClick(editor.apply, Qt.MouseButton.LeftButton)
    step()

    # 3. Vex: a 13th CP is refused as it is typed, and Apply stays disabled
    page.new_button.click()
    fill(qtbot, editor, "Vex", "ranged_weak", speed=3, attack=3, wounds=1)
    editor.abilities_view.setFocus()
    editor.add_ability.click()
    abilities = editor.abilities
    abilities.setData(abilities.index(0, AbilitiesModel.NAME), "Sharp eye")
    abilities.setData(abilities.index(0, AbilitiesModel.COST), 2)
    abilities.setData(abilities.index(0, AbilitiesModel.DESCRIPTION), "re-roll one die")
    settle(ctx, qtbot)
    assert editor.budget.text() == "12 − 11 spent = 1 left"
    assert any("Warning" in line for line in editor.issues.text().splitlines())
    editor.spins["toughness"].setValue(2)  # 13 CP
    editor.apply.click()  # pressed before the check's answer: it waits, then refuses
    settle(ctx, qtbot)
    assert editor.budget.text() == "12 − 13 spent = −1: 1 CP over budget"
    assert editor.refusals() and "13" in editor.refusals()[0]
    assert not editor.apply.isEnabled()
    abilities.setData(abilities.index(0, AbilitiesModel.COST), 3)  # and a 3-CP ability
    settle(ctx, qtbot)
    assert len(editor.refusals()) >= 2
    abilities.setData(abilities.index(0, AbilitiesModel.COST), 1)
    editor.spins["toughness"].setValue(1)  # 12 CP again
    settle(ctx, qtbot)
    assert editor.refusals() == []
    assert editor.apply.isEnabled()
    qtmodeltester.check(abilities)
    editor.apply.click()
    step()

    # 4. Bo: unspent CP is a warning, not a refusal
    page.new_button.click()
    fill(qtbot, editor, "Bo", "cc_bare_handed", wounds=3)
    assert editor.apply.isEnabled() and "Warning" in editor.issues.text()
    editor.apply.click()
    step()
    assert [w.name for w in page.model.rows()] == ["Grim", "Vex", "Bo"]
    qtmodeltester.check(page.model)

    # 5. a SPEED limit Grim (5") already breaks is refused, naming him; nothing changes
    before = dump(db_path)
    page.limit_spins["speed"].setValue(4)
    page.limits_button.click()
    settle(ctx, qtbot)
    assert dialog_log.errors and "Grim" in dialog_log.errors[-1][1]
    assert dump(db_path) == before
    assert page.limit_spins["speed"].value() == 0  # the refused 4 is not left in the box
    page.limit_spins["speed"].setValue(6)
    page.limits_button.click()
    step()

    # 6. reorder: Bo up one, then drag Grim to the end
    page.select_row(2)
    settle(ctx, qtbot)
    page.up_button.click()
    step()
    assert [w.name for w in page.model.rows()] == ["Grim", "Bo", "Vex"]
    mime = page.model.mimeData([page.model.index(0, 0)])
    page.model.dropMimeData(mime, Qt.DropAction.MoveAction, 3, 0, page.model.index(-1, -1))
    step()
    assert [w.name for w in page.model.rows()] == ["Bo", "Vex", "Grim"]

    # 7. an edit of a stored warrior: Vex changes weapon and name
    page.select_row(1)
    assert editor.warrior_id == page.model.rows()[1].id
    editor.weapon.setCurrentIndex(editor.weapon.findData("cc_bare_handed"))
    editor.name.clear()
    qtbot.keyClicks(editor.name, "Vexa")
    settle(ctx, qtbot)
    editor.apply.click()
    step()
    vexa = page.model.rows()[1]
    assert vexa.name == "Vexa" and vexa.cp_left == 3
    assert page.model.index(1, WarriorsModel.CP_LEFT).data() == "3"

    # 8. rename, copy and delete the warband (delete asks first)
    sheet = page.sheet
    dialog_log.answer("Ash Wolves of the Moor")
    actions.rename_warband(ctx, page, sheet)
    step()
    dialog_log.answer("Second Wolves")
    actions.copy_warband(ctx, page, page.sheet)
    step()
    dialog_log.answer(True)
    actions.delete_warband(ctx, page, page.sheet)
    step()
    assert dialog_log.questions[-1][0] == "Delete warband"
    assert [b.name for b in warbands.list_warbands(ctx.db)] == ["Second Wolves"]

    # Undo every step, comparing every row, back to the empty database ...
    stack = ctx.undo_stack
    assert stack.count() == len(snaps) - 1
    for expected in reversed(snaps[:-1]):
        stack.undo()
        settle(ctx, qtbot)
        assert dump(db_path) == expected
    assert not stack.canUndo()
    # ... and redo it all.
    for expected in snaps[1:]:
        stack.redo()
        settle(ctx, qtbot)
        assert dump(db_path) == expected
    assert dialog_log.bugs == []
