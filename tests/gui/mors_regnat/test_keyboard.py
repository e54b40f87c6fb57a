"""Keyboard paths a player at the table uses: Tab runs through a page in reading order,
Enter applies, Delete deletes after asking (and Undo brings it back)."""

from __future__ import annotations

import pytest
from dbsnapshot import dump
from PySide6.QtCore import Qt

from warclan.gui.catalogs.browser import CatalogBrowser
from warclan.gui.context import NavItem
from warclan.gui.mors_regnat.warband_page import WarbandPage
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.mors_regnat import warbands, warriors
from warclan.services.ragnarok import campaigns
from warclan.services.ragnarok.rules_data import catalogs


def settle(ctx, qtbot):
    qtbot.waitUntil(ctx.ops.idle)
    ctx.ops.wait_idle()


def next_focus(widget):
    """The next widget Tab reaches (skipping what Tab never stops at, and the inner line
    edit of a spin box)."""
    cur = widget.nextInFocusChain()
    while (
        not (cur.focusPolicy() & Qt.FocusPolicy.TabFocus)
        or not cur.isEnabled()
        or not cur.isVisibleTo(widget.window())  # e.g. on a tab not shown
        or widget.isAncestorOf(cur)
    ):
        cur = cur.nextInFocusChain()
    return cur


def test_warband_page_tab_enter_and_delete(ctx, qtbot, db_path, dialog_log):
    band = warbands.create_warband(ctx.db, "Ash Wolves")
    warriors.add_warrior(ctx.db, "Ash Wolves", WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))
    warriors.add_warrior(ctx.db, "Ash Wolves", WarriorBuild("Bo", 1, 0, 2, 3, "cc_bare_handed"))
    page = WarbandPage(ctx)
    qtbot.addWidget(page)
    ctx.ops.changed.connect(page.on_changed)
    page.show_item(NavItem("warband", band.id, "Ash Wolves"))
    settle(ctx, qtbot)
    page.select_row(1)
    settle(ctx, qtbot)
    editor = page.editor
    # Tab: the warriors, then the editor from the name down to Apply, then the limits
    assert next_focus(page.table) is editor.name
    assert next_focus(editor.name) is editor.spins["speed"]
    assert next_focus(editor.remove_ability) is editor.apply
    assert next_focus(editor.revert) is page.limit_spins["speed"]

    # Enter in a limit applies the limits
    page.limit_spins["speed"].setValue(7)
    qtbot.keyClick(page.limit_spins["speed"], Qt.Key.Key_Return)
    settle(ctx, qtbot)
    assert warbands.show_warband(ctx.db, band.id).limits.speed == 7

    # Delete on the table asks; No keeps Bo, Yes deletes him, Undo brings him back
    before = dump(db_path)
    dialog_log.answer(False)
    qtbot.keyClick(page.table, Qt.Key.Key_Delete)
    assert dialog_log.questions[-1] == (
        "Delete warrior",
        "Delete Bo from Ash Wolves? Edit ▸ Undo brings them back.",
    )
    assert dump(db_path) == before
    dialog_log.answer(True)
    qtbot.keyClick(page.table, Qt.Key.Key_Delete)
    settle(ctx, qtbot)
    assert [w.name for w in page.model.rows()] == ["Grim"]
    ctx.undo_stack.undo()
    settle(ctx, qtbot)
    assert dump(db_path) == before
    assert dialog_log.errors == []


def test_catalogue_tab_runs_through_the_form_and_delete_resets(ctx, qtbot, dialog_log):
    camp = campaigns.create_campaign(ctx.db, "Saga")
    catalogs.set_override(ctx.db, camp.id, "items", "shield", {"price": 25}, merge=True)
    page = CatalogBrowser(ctx)
    qtbot.addWidget(page)
    ctx.ops.changed.connect(page.on_changed)
    page.show_item(NavItem("catalogs", camp.id, "House rules: Saga"))
    settle(ctx, qtbot)
    page.select_catalog("items")
    settle(ctx, qtbot)
    proxy = page.proxy
    row = next(r for r in range(proxy.rowCount()) if proxy.index(r, 0).data() == "Shield")
    page.entry_view.selectRow(row)
    settle(ctx, qtbot)
    fields = page.house.form.fields
    # the key cannot change, so Tab goes from the tabs to the name, field by field
    assert next_focus(page.house.views.tabBar()) is fields["name"].widget
    assert next_focus(fields["name"].widget) is fields["kind"].widget
    assert next_focus(fields["price"].widget) is fields["price"].revert  # price was edited
    assert next_focus(fields["text"].widget) is page.house.note
    assert next_focus(page.house.note) is page.house.reset

    dialog_log.answer(True)
    qtbot.keyClick(page.entry_view, Qt.Key.Key_Delete)
    settle(ctx, qtbot)
    assert dialog_log.questions[-1][0] == "Reset house rule"
    items = {i.key: i for i in catalogs.list_items(ctx.db, camp.id).items}
    assert items["shield"].glory_price == 20 and not page.entry.overridden


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_ctrl_enter_in_a_text_box_saves_the_house_rule(ctx, qtbot):
    camp = campaigns.create_campaign(ctx.db, "Saga")
    page = CatalogBrowser(ctx)
    qtbot.addWidget(page)
    page.show_item(NavItem("catalogs", camp.id, "House rules: Saga"))
    settle(ctx, qtbot)
    page.select_catalog("items")
    settle(ctx, qtbot)
    proxy = page.proxy
    row = next(r for r in range(proxy.rowCount()) if proxy.index(r, 0).data() == "Shield")
    page.entry_view.selectRow(row)
    settle(ctx, qtbot)
    page.show()
    page.activateWindow()
    qtbot.waitExposed(page)
    text = page.house.form.fields["text"].widget
    text.setFocus()
    qtbot.keyClicks(text, " Or so.")
    qtbot.keyClick(text, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    settle(ctx, qtbot)
    shield = {e.key: e for e in catalogs.show_catalog(ctx.db, "items", camp.id).entries}["shield"]
    assert shield.overridden and "Or so." in shield.data["text"]
    assert "\n" not in shield.data["text"]
