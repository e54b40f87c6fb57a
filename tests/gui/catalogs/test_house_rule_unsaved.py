"""Edits are never lost (issue 20): the house-rule form keeps what is typed when another
client writes or the window saves (a changed form counts, not only an open editor); a
house rule saved elsewhere is said in place, and a save from a stale copy is refused."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings

from tests.conftest import db_url
from tests.gui.test_main_window import open_window
from tests.gui.waiting import settle
from warclan.gui.catalogs.browser import CatalogBrowser
from warclan.gui.context import NavItem
from warclan.gui.live import changed_for
from warclan.gui.main_window import MainWindow
from warclan.services.ragnarok import campaigns
from warclan.services.ragnarok.rules_data import catalogs
from warclan.store.database import Database

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def camp(db: Database) -> int:
    return campaigns.create_campaign(db, "Saga").id


@pytest.fixture
def other(db: Database) -> Iterator[Database]:
    database = Database(db.url)
    try:
        yield database
    finally:
        database.close()


def shield(holder, page: CatalogBrowser) -> None:
    page.select_catalog("items")
    settle(holder)
    proxy = page.proxy
    for row in range(proxy.rowCount()):
        if page.entries.row_at(proxy.mapToSource(proxy.index(row, 0)).row()).entry.key == "shield":
            page.entry_view.selectRow(row)
            settle(holder)
            return
    raise AssertionError("no shield")


def price_of(db: Database, camp: int) -> int:
    items = catalogs.list_items(db, camp).items
    return next(i.glory_price for i in items if i.key == "shield")


@pytest.fixture
def page(ctx, qtbot, camp) -> CatalogBrowser:
    p = CatalogBrowser(ctx)
    qtbot.addWidget(p)
    ctx.ops.changed.connect(p.on_changed)
    p.show_item(NavItem("catalogs", camp, "House rules: Saga"))
    settle(ctx)
    shield(ctx, p)
    return p


def test_typing_in_the_house_rule_form_survives_another_clients_write(
    qtbot, settings: QSettings, db_path, camp, other, dialog_log
):
    dialog_log.answer(False)  # no demo campaign
    window: MainWindow = open_window(qtbot, settings, db_url(db_path))
    assert window.select("catalogs", camp)
    settle(window)
    page = window.current_page()
    assert isinstance(page, CatalogBrowser)
    shield(window, page)
    price = page.house.form.fields["price"].widget
    shipped = price.value()
    price.setValue(shipped + 5)  # not saved
    settle(window)

    campaigns.create_campaign(other, "Zed's campaign")  # anything, elsewhere
    window.ops.changed.emit(changed_for(()))  # as the live view delivers it
    settle(window)
    assert page.house.form.fields["price"].widget.value() == shipped + 5
    assert page.house.dirty() and page.house.elsewhere.isHidden()

    catalogs.set_override(other, camp, "items", "shield", {"price": 99}, merge=True)
    window.ops.changed.emit(changed_for(()))
    settle(window)
    assert page.house.form.fields["price"].widget.value() == shipped + 5  # mine stays
    assert not page.house.elsewhere.isHidden()
    page.house.elsewhere.keep_button.click()  # Keep Mine: Save replaces theirs
    settle(window)
    page.house.save.click()
    settle(window)
    assert price_of(window.ctx.db, camp) == shipped + 5
    assert dialog_log.errors == []


def test_a_house_rule_saved_from_a_stale_copy_is_refused_and_nothing_is_lost(
    ctx, qtbot, page, camp, other, dialog_log
):
    price = page.house.form.fields["price"].widget
    shipped = price.value()
    price.setValue(shipped + 5)
    settle(ctx)
    catalogs.set_override(other, camp, "items", "shield", {"price": 99}, merge=True)
    page.house.save.click()  # not told yet: the version check refuses it
    settle(ctx)
    assert dialog_log.errors and "changed by someone else" in dialog_log.errors[-1][1]
    assert price_of(ctx.db, camp) == 99  # theirs stays
    assert page.house.form.fields["price"].widget.value() == shipped + 5  # mine too
    assert not page.house.elsewhere.isHidden()
    page.house.elsewhere.reload_button.click()
    settle(ctx)
    assert page.house.form.fields["price"].widget.value() == 99


def test_an_edit_right_after_saving_a_house_rule_stays(ctx, qtbot, page, camp):
    price = page.house.form.fields["price"].widget
    shipped = price.value()
    price.setValue(shipped + 5)
    settle(ctx)
    page.house.save.click()
    page.house.note.setText("too cheap")  # at once, before the save's answer
    settle(ctx)
    assert price_of(ctx.db, camp) == shipped + 5
    assert page.house.note.text() == "too cheap" and page.house.dirty()
    assert page.house.elsewhere.isHidden()
    page.house.save.click()  # no conflict with its own save
    settle(ctx)
    assert page.entry is not None and page.entry.note == "too cheap"


def test_another_entry_chosen_keeps_the_draft(ctx, qtbot, page):
    price = page.house.form.fields["price"].widget
    price.setValue(price.value() + 5)
    page.entry_view.selectRow(0 if page.entry.key != page.entries.row_at(0).entry.key else 1)
    settle(ctx)
    assert page.entry.key != "shield" and not page.house.dirty()
    assert page.house.drafts() == ["Shield"]
    shield(ctx, page)
    assert page.house.dirty() and page.house.form.changed_fields() == ["price"]
