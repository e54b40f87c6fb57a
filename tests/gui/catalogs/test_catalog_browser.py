"""The catalogue browser: provenance and versions, God Power filters, and a house-rule
price edited in place, bought at, reset and undone, with the price paid staying pinned."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest
from dbsnapshot import dump
from PySide6.QtCore import Qt

from tests.builders import campaign_with_clans
from warclan.gui.catalogs.browser import ALL_GODS, CatalogBrowser
from warclan.gui.catalogs.house_rule_editor import ADVANCED, FORM
from warclan.gui.catalogs.section import RulesSection
from warclan.gui.catalogs.table_models import CatalogsModel, EntriesModel
from warclan.gui.context import NavItem
from warclan.services.ragnarok import clans, games, post_game
from warclan.services.ragnarok.rules_data import catalogs

ToolTip = Qt.ItemDataRole.ToolTipRole


def settle(ctx, qtbot):
    qtbot.waitUntil(ctx.ops.idle)
    ctx.ops.wait_idle()


@pytest.fixture
def camp(ctx):
    return campaign_with_clans(
        ctx.db,
        "Saga",
        Ravens=("Snorre", [("example.jarl", "Snorre"), ("example.huscarl", "Ulf")]),
        Wolves=("Ulla", [("example.jarl", "Ulla")]),
    )


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
    settle(ctx, qtbot)
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
    settle(ctx, qtbot)
    assert 0 < page.entries.rowCount() < every
    assert all(p.god == god for p in page.powers.values())
    page.god.setCurrentText(ALL_GODS)
    page.min_cost.setValue(2)
    settle(ctx, qtbot)
    assert all(p.godspark_cost >= 2 for p in page.powers.values())
    assert page.text.toPlainText()  # the full rule text of the chosen power
    assert not page.house.isEnabled()  # no campaign chosen: nothing to edit
    # the wording, the rule-text file following where there is one
    words = {c.name: c for c in page.catalogs.rows()}
    row = [c.name for c in page.catalogs.rows()].index
    shown = page.catalogs.index
    prov = CatalogsModel.PROVENANCE
    assert shown(row("god_powers"), prov).data() == "rulebook excerpt"
    assert shown(row("items"), prov).data() == "house rule — not from the rulebook excerpt"
    assert shown(row("model_profiles"), prov).data().startswith("example — not from the rulebook")
    assert "001_9c5ef580a64a23a1.txt" in shown(row("god_powers"), 0).data(ToolTip)
    assert words["god_powers"].version == 1
    assert page.catalog_provenance.text() == (
        "Provenance: rulebook excerpt (001_9c5ef580a64a23a1.txt)"
    )
    assert page.entries.index(0, EntriesModel.PROVENANCE).data() == "rulebook excerpt"
    page.select_catalog("raid_table")
    settle(ctx, qtbot)
    assert "house rule — not from the rulebook excerpt" in page.catalog_provenance.text()
    qtmodeltester.check(page.catalogs)
    qtmodeltester.check(page.entries)


def test_edit_a_price_buy_reset_and_the_pinned_price_stays(ctx, qtbot, camp, db_path, dialog_log):
    page = CatalogBrowser(ctx)
    qtbot.addWidget(page)
    ctx.ops.changed.connect(page.on_changed)
    page.show_item(NavItem("catalogs", camp.id, "House rules: Saga"))
    settle(ctx, qtbot)
    page.select_catalog("items")
    settle(ctx, qtbot)
    select_entry(page, "shield")
    settle(ctx, qtbot)
    shipped = page.entry.data
    assert page.house.isEnabled() and not page.house.save.isEnabled()
    assert page.house.save_reason == "nothing changed yet"
    assert not page.house.reset.isEnabled()
    buy_shield(ctx, camp, "Ulf")
    page._entry_chosen()
    settle(ctx, qtbot)
    assert "1 purchase already paid keeps the price paid then" in page.house.status.text()
    before_edit = dump(db_path)

    # a form: a field per value, the original beside each; the key cannot be renamed
    form = page.house.form
    assert set(form.fields) == {"key", "name", "kind", "price", "text"}
    assert not form.fields["key"].widget.isEnabled()
    price = form.fields["price"]
    assert price.original.text() == str(shipped["price"])
    price.widget.setValue(-1)  # the service refuses, as it is typed: Save off, reason shown
    settle(ctx, qtbot)
    assert not page.house.save.isEnabled()
    assert "field price: must be at least 0" in page.house.save_reason
    assert "✖" in page.house.status.text() and "price" in page.house.save.toolTip()
    assert form.changed_fields() == ["price"] and price.title.text().endswith("*")
    price.widget.setValue(shipped["price"] + 15)
    settle(ctx, qtbot)
    assert page.house.save.isEnabled() and "✔" in page.house.status.text()
    page.house.note.setText("inflation")
    settle(ctx, qtbot)
    assert dump(db_path) == before_edit  # the dry runs wrote nothing
    qtbot.keyClick(price.widget, Qt.Key.Key_Return)  # Enter saves
    settle(ctx, qtbot)
    assert page.entry.overridden and page.entry.data["price"] == shipped["price"] + 15
    assert page.entry.note == "inflation"
    assert page.house.form.fields["price"].original.text() == str(shipped["price"])
    assert json.loads(page.house.original.toPlainText())["price"] == shipped["price"]
    after_edit = dump(db_path)

    buy_shield(ctx, camp, "Snorre")
    assert paid(ctx) == {"Snorre": [shipped["price"] + 15], "Ulf": [shipped["price"]]}

    dialog_log.answer(False)  # Reset asks first; No changes nothing
    page.house.reset.click()
    assert dump(db_path)["catalog_override"] == after_edit["catalog_override"]
    dialog_log.answer(True)
    page.house.reset.click()
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


def test_the_advanced_json_view_and_the_form_agree(ctx, qtbot, camp, db_path, dialog_log):
    page = CatalogBrowser(ctx)
    qtbot.addWidget(page)
    page.show_item(NavItem("catalogs", camp.id, "House rules: Saga"))
    settle(ctx, qtbot)
    page.select_catalog("items")
    settle(ctx, qtbot)
    select_entry(page, "shield")
    settle(ctx, qtbot)
    shipped = page.entry.data
    page.house.form.fields["name"].widget.setText("Round Shield")
    page.house.views.setCurrentIndex(ADVANCED)
    assert json.loads(page.house.edit.toPlainText())["name"] == "Round Shield"
    page.house.edit.setPlainText("{ not json")
    settle(ctx, qtbot)
    assert not page.house.save.isEnabled() and "✖" in page.house.status.text()
    page.house.views.setCurrentIndex(FORM)  # a JSON mistake keeps the Advanced view open
    assert page.house.views.currentIndex() == ADVANCED
    page.house.edit.setPlainText(json.dumps({**shipped, "text": "Blocks arrows."}))
    settle(ctx, qtbot)
    assert page.house.save.isEnabled()
    page.house.views.setCurrentIndex(FORM)
    text = page.house.form.fields["text"]
    assert text.widget.toPlainText() == "Blocks arrows."
    assert page.house.form.fields["name"].widget.text() == shipped["name"]
    assert page.house.form.changed_fields() == ["text"]
    text.revert.click()  # one field back to the original
    settle(ctx, qtbot)
    assert (
        page.house.form.changed_fields() == [] and page.house.save_reason == "nothing changed yet"
    )
    assert dialog_log.errors == [] and dump(db_path)["catalog_override"] == []


def test_nested_values_get_fields_and_a_linked_edit_cannot_be_reset(
    ctx, qtbot, camp, tmp_path, dialog_log
):
    page = CatalogBrowser(ctx)
    qtbot.addWidget(page)
    page.show_item(NavItem("catalogs", camp.id, "House rules: Saga"))
    settle(ctx, qtbot)
    page.select_catalog("glory_prices")
    settle(ctx, qtbot)
    select_entry(page, "improvements")
    settle(ctx, qtbot)
    assert "price_per_point.ap" in page.house.form.fields
    page.house.form.fields["price_per_point.ap"].widget.setValue(120)
    settle(ctx, qtbot)
    assert page.house.save.isEnabled()
    assert page.house.form.data()["price_per_point"]["ap"] == 120

    scraps = dict(page_entry(ctx, "raid_table", "scraps"), high=6)
    provisions = dict(page_entry(ctx, "raid_table", "provisions"), low=7)
    pack = {
        "format": "warclan-house-rules",
        "version": 1,
        "overrides": [
            {"catalog": "raid_table", "key": "scraps", "data": scraps},
            {"catalog": "raid_table", "key": "provisions", "data": provisions},
        ],
    }
    file = tmp_path / "raid.json"
    file.write_text(json.dumps(pack), encoding="utf-8")
    catalogs.import_house_rules(ctx.db, camp.id, file)
    page.reload()
    settle(ctx, qtbot)
    page.select_catalog("raid_table")
    settle(ctx, qtbot)
    select_entry(page, "scraps")
    settle(ctx, qtbot)
    assert page.entry.overridden and not page.house.reset.isEnabled()
    assert "would leave the campaign's rules broken" in page.house.reset_reason
    assert "Reset is off" in page.house.status.text()
    assert page.house.form.fields["finds"].kind == "json"  # a list is typed as JSON
    page.house.form.fields["finds"].widget.setText("[oops")
    settle(ctx, qtbot)
    assert "Finds: not valid JSON" in page.house.save_reason


def page_entry(ctx, catalog, key):
    return next(e.data for e in catalogs.show_catalog(ctx.db, catalog).entries if e.key == key)


def test_section_lists_campaign_house_rules_and_fills_menus(ctx, qtbot, camp):
    from PySide6.QtWidgets import QMenu, QWidget

    section = RulesSection()
    # On a worker thread, as the window reads a section's items.
    with ThreadPoolExecutor(1) as worker:
        items = worker.submit(section.items, ctx).result()
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
    settle(ctx, qtbot)
    assert page.catalogs.rowCount() == 8
