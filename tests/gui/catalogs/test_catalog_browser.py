"""The catalogue browser: provenance and versions, God Power filters, and a house-rule
price edited in place, bought at, reset and undone, with the price paid staying pinned."""

from __future__ import annotations

import json

import pytest
from dbsnapshot import dump

from warclan.gui.catalogs.browser import ALL_GODS, CatalogBrowser
from warclan.gui.catalogs.section import RulesSection
from warclan.gui.context import NavItem
from warclan.services.ragnarok import campaigns, clans, games, post_game
from warclan.services.ragnarok.rules_data import catalogs


def settle(ctx, qtbot):
    qtbot.waitUntil(ctx.ops.idle)
    ctx.ops.wait_idle()


@pytest.fixture
def camp(ctx):
    c = campaigns.create_campaign(ctx.db, "Saga")
    R = clans.Recruit
    clans.create_clan(
        ctx.db, c.id, "Snorre", "Ravens", [R("example.jarl", "Snorre"), R("example.huscarl", "Ulf")]
    )
    clans.create_clan(ctx.db, c.id, "Ulla", "Wolves", [R("example.jarl", "Ulla")])
    return c


def buy_shield(ctx, camp, warrior):
    g = games.record_game(ctx.db, camp.id, [games.Side("Ravens", 0, 0), games.Side("Wolves", 0, 0)])
    Orders, Buy = post_game.Orders, post_game.BuyItem
    post_game.run_post_game(
        ctx.db, g.id, "Ravens", orders=Orders(raid_roll=2, items=[Buy(warrior, "shield")])
    )
    post_game.run_post_game(ctx.db, g.id, "Wolves", orders=Orders(raid_roll=2))


def paid(ctx):
    return {
        w.name: [i.glory_paid for i in w.items] for w in clans.show_clan(ctx.db, "Ravens").warriors
    }


def select_entry(page, key):
    proxy = page.proxy
    for row in range(proxy.rowCount()):
        if page.entries.row_at(proxy.mapToSource(proxy.index(row, 0)).row()).entry.key == key:
            page.entry_view.selectRow(row)
            return
    raise AssertionError(f"no entry {key}")


def test_browse_with_provenance_and_god_power_filters(ctx, qtbot, qtmodeltester):
    page = CatalogBrowser(ctx)
    qtbot.addWidget(page)
    page.show_item(NavItem("catalogs", None, "Catalogues"))
    names = [c.name for c in page.catalogs.rows()]
    assert set(names) >= {
        "god_powers",
        "items",
        "model_profiles",
        "abilities",
        "injury_tables",
        "success_table",
        "raid_table",
        "glory_prices",
    }
    assert page.current_catalog() == "god_powers"
    assert "version" in page.catalog_title.text()
    every = page.entries.rowCount()
    god = page.god.itemText(1)
    page.god.setCurrentText(god)
    assert 0 < page.entries.rowCount() < every
    assert all(p.god == god for p in page.powers.values())
    page.god.setCurrentText(ALL_GODS)
    page.min_cost.setValue(2)
    assert all(p.godspark_cost >= 2 for p in page.powers.values())
    assert page.text.toPlainText()  # the full rule text of the chosen power
    assert not page.house.isEnabled()  # no campaign chosen: nothing to edit
    page.select_catalog("raid_table")
    assert "house rule — not from the rulebook excerpt" in page.catalog_title.text()
    qtmodeltester.check(page.catalogs)
    qtmodeltester.check(page.entries)


def test_edit_a_price_buy_reset_and_the_pinned_price_stays(ctx, qtbot, camp, db_path, dialog_log):
    page = CatalogBrowser(ctx)
    qtbot.addWidget(page)
    ctx.ops.changed.connect(page.on_changed)
    page.show_item(NavItem("catalogs", camp.id, "House rules: Saga"))
    page.select_catalog("items")
    select_entry(page, "shield")
    shipped = page.entry.data
    assert page.house.isEnabled() and not page.save.isEnabled()
    buy_shield(ctx, camp, "Ulf")
    page._check_text()
    assert "1 purchase already paid keeps the price paid then" in page.status.text()
    before_edit = dump(db_path)

    page.edit.setPlainText("{ not json")
    assert "✖" in page.status.text() and not page.save.isEnabled()
    page.edit.setPlainText(json.dumps({**shipped, "price": shipped["price"] + 15}))
    page.note.setText("inflation")
    assert page.save.isEnabled()
    page.save.click()
    settle(ctx, qtbot)
    assert page.entry.overridden and page.entry.data["price"] == shipped["price"] + 15
    assert json.loads(page.original.toPlainText())["price"] == shipped["price"]
    after_edit = dump(db_path)

    buy_shield(ctx, camp, "Snorre")
    assert paid(ctx) == {"Snorre": [shipped["price"] + 15], "Ulf": [shipped["price"]]}

    page.reset.click()
    settle(ctx, qtbot)
    assert not page.entry.overridden
    items = catalogs.list_items(ctx.db, camp.id)
    assert next(i for i in items.items if i.key == "shield").glory_price == shipped["price"]
    assert paid(ctx) == {"Snorre": [shipped["price"] + 15], "Ulf": [shipped["price"]]}

    # undo the reset: the edit is back exactly; undo the edit too (purchases stay as paid)
    ctx.undo_stack.undo()
    settle(ctx, qtbot)
    assert page.entry.overridden
    ctx.undo_stack.undo()
    settle(ctx, qtbot)
    assert dump(db_path)["catalog_override"] == before_edit["catalog_override"] == []
    ctx.undo_stack.redo()
    settle(ctx, qtbot)
    assert dump(db_path)["catalog_override"] == after_edit["catalog_override"]
    assert dialog_log.errors == [] and dialog_log.bugs == []


def test_section_lists_campaign_house_rules_and_fills_menus(ctx, qtbot, camp):
    from PySide6.QtWidgets import QMenu, QWidget

    section = RulesSection()
    items = section.items(ctx)
    assert items[0].kind == "catalogs" and [c.label for c in items[0].children] == [
        "House rules: Saga"
    ]
    window = QWidget()
    qtbot.addWidget(window)
    page = section.make_page("catalogs", ctx, window)
    rules, file_menu = QMenu(window), QMenu(window)
    section.fill_menu(rules, ctx, window)
    section.fill_file_menu(file_menu, ctx, window)
    assert [a.text() for a in rules.actions()] == ["&Catalogues…"]
    assert "Import House-Rule Pack…" in [a.text() for a in file_menu.actions()]
    rules.actions()[0].trigger()
    assert page.catalogs.rowCount() == 8
