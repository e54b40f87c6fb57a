"""The Mors Regnat pages and the rules catalogues in German (issue 24), walked as a player
would in the real window over a real database: the Warband and Rules menus, the warband
page with its warrior editor, the match log, the attack odds (panel and chart), each
catalogue of the browser, the house-rule editor (form and Advanced view) and the dialogs
those pages ask through. Nothing shown may still be English where German exists; names
the players typed and the catalogues' own texts are data, kept as they are."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.gui.german import assert_german as assert_no_english
from tests.gui.german import menu_texts, visible_texts
from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.catalog.provenance import HOUSE_RULE_LABEL
from warclan.gui.catalogs.browser import CatalogBrowser
from warclan.gui.catalogs.house_rule_editor import ADVANCED, FORM
from warclan.gui.main_window import MainWindow
from warclan.gui.mors_regnat.match_log import MatchLogPage
from warclan.gui.mors_regnat.odds_panel import OddsPanel
from warclan.gui.mors_regnat.warband_page import WarbandPage
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.mors_regnat import matches, warbands, warriors
from warclan.services.ragnarok.dto import CampaignView
from warclan.store.database import Database

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.sqlite_only("opens database files"),
]
WOLVES, CROWS = "Ash Wolves", "Bone Crows"
NAMES = [WOLVES, CROWS, "Ari", "Bo", "Cy"]


def assert_german(texts: list[str], data: list[str]) -> None:
    """``assert_german``, with the data (names, the catalogues' words) taken out of the
    texts first for both of its checks: a rule text quoted from the book may look like an
    English source of the .ts ("{name} is {condition}") and is still meant to be there."""
    known = sorted({d for d in data if len(d) >= 3}, key=len, reverse=True)
    rest = []
    for text in texts:
        if text in data:
            continue
        for d in known:
            text = text.replace(d, "…")
        rest.append(text)
    assert_no_english(rest, data=data)


def weapon_names() -> list[str]:
    """The book's names of the weapons ("Bare-Handed"), kept as printed, also as the
    window's capitalised label writes them ("Nahkampf, bare-handed"): data here. Their
    kind and range ("close combat", "base-to-base contact") are words, and checked."""
    names = [w.name for w in warbands.list_weapons()]
    return names + [n.lower() for n in names]


@pytest.fixture
def window(
    german: str, qtbot, settings: QSettings, db_path: Path, db: Database, demo_campaign
) -> MainWindow:
    assert german == "de"
    warbands.create_warband(db, WOLVES)
    warriors.add_warrior(db, WOLVES, WarriorBuild("Ari", attack_points=6, toughness_points=6))
    warriors.add_warrior(db, WOLVES, WarriorBuild("Bo", attack_points=2))  # CP left: a warning
    warbands.create_warband(db, CROWS)
    warriors.add_warrior(db, CROWS, WarriorBuild("Cy", attack_points=6, toughness_points=6))
    matches.record_match(
        db, [matches.MatchEntry(WOLVES, 1), matches.MatchEntry(CROWS, 2)], winner=WOLVES
    )
    win = open_window(qtbot, settings, url_of(db_path))
    qtbot.waitUntil(lambda: win.later_loaded, timeout=20_000)
    settle(win)
    return win


def band_id(db: Database, name: str) -> int:
    return next(b.id for b in warbands.list_warbands(db) if b.name == name)


def test_the_warband_menu_warband_page_and_warrior_editor_in_german(
    qtbot, window: MainWindow, db: Database, dialog_log
) -> None:
    data = NAMES + weapon_names()
    window.warband_menu.aboutToShow.emit()
    texts = menu_texts(window.warband_menu)
    assert window.warband_menu.title() == "Krieger&bande"
    assert "&Neue Kriegerbande…" in texts
    file_entries = [a.text() for a in window.file_menu.actions()]
    assert "Kriegerbande &importieren…" in file_entries
    assert "Kriegerbande exportieren…" in file_entries

    assert window.select("warband", band_id(db, WOLVES))
    settle(window)
    page = window.page_stack.pages["warband"]
    assert isinstance(page, WarbandPage) and page.sheet is not None
    texts += visible_texts(page)
    assert page.header.text() == WOLVES
    assert page.summary.text().startswith("2 Krieger · 14 EP ausgegeben · 1 gespielt: 1 gewonnen")
    assert page.limits_button.text() == "Obergrenzen übernehmen"
    assert page.model.headerData(1, Qt.Orientation.Horizontal) == "EP übrig"
    assert page.limit_spins["speed"].specialValueText() == "SPEED: keine"

    # A warrior chosen: the editor shows its budget and the rules' warning in German.
    page.select_row(1)
    settle(window)
    editor = page.editor
    assert editor.name.text() == "Bo"
    texts += visible_texts(page)
    assert "ausgegeben" in editor.budget.text()
    assert any(line.startswith("⚠ Warnung: ") for line in editor.issues.text().splitlines())

    # The dialogs the page asks through: copy a warrior, delete the warband (refused).
    dialog_log.answer(None)
    page.copy_button.click()
    dialog_log.answer(False)
    page.delete_band_button.click()
    settle(window)
    (copy_title, copy_ask), (delete_title, delete_ask) = dialog_log.questions
    assert (copy_title, copy_ask) == ("Krieger kopieren", "Name der Kopie:")
    assert delete_title == "Kriegerbande löschen"
    assert delete_ask == (
        f"{WOLVES} und ihre 2 Krieger löschen?\nIhre 1 Partie bleibt im Protokoll."
    )
    texts += [copy_title, copy_ask, delete_title, delete_ask]
    assert_german(texts, data=data)


def test_the_match_log_and_the_attack_odds_in_german(
    qtbot, window: MainWindow, db: Database, dialog_log
) -> None:
    data = NAMES + weapon_names()
    assert window.select("match_log", None)
    settle(window)
    log = window.page_stack.pages["match_log"]
    assert isinstance(log, MatchLogPage)
    texts = visible_texts(log)
    assert log.hint.text() == "Kreuze mindestens zwei Kriegerbanden an, die gespielt haben."
    assert log.matches.index(0, log.matches.RESULT).data() == f"{WOLVES} hat gewonnen"
    assert log.standings.headerData(2, Qt.Orientation.Horizontal) == "Gewonnen"
    # Two warbands ticked: the result choices, and Record is on.
    for row in range(log.entries.rowCount()):
        log.entries.setData(
            log.entries.index(row, 0), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole
        )
    texts += visible_texts(log)
    assert [log.result.itemText(i) for i in range(log.result.count())][-1] == "Unentschieden"
    assert log.record_button.isEnabled() and log.hint.text() == ""
    log.log_view.selectRow(0)
    dialog_log.answer(False)
    log.delete_button.click()
    title, question = dialog_log.questions[-1]
    assert title == "Partie löschen" and question.startswith("Partie ")
    texts += [title, question]

    assert window.select("odds", None)
    settle(window)
    odds = window.page_stack.pages["odds"]
    assert isinstance(odds, OddsPanel)
    odds.choose(f"{WOLVES}/Ari", None)
    qtbot.waitUntil(lambda: odds.idle() and odds.view is not None, timeout=20_000)
    settle(window)
    texts += visible_texts(odds)
    assert odds.kill.text().startswith("Chance zu töten: ")
    assert odds.expected.text().startswith("Erwarteter Schaden: ")
    assert odds.defender.choice.currentText() == "Eigene Werte"
    chart = odds.chart
    assert chart is not None
    texts += [chart.chart.title(), *(a.titleText() for a in chart.chart.axes())]
    texts += [s.label() for series in chart.chart.series() for s in series.barSets()]
    assert chart.chart.title().startswith("Schaden eines Angriffs — Chance zu töten ")
    assert_german(texts, data=[*data, f"{WOLVES}/Ari", f"{WOLVES}/Bo", f"{CROWS}/Cy"])


def catalogue_data(browser: CatalogBrowser) -> list[str]:
    """The catalogues' own words: entry names, gods, the rule texts and what the form
    shows of an entry's values (they stay in the book's English)."""
    found: list[str] = []
    for c in browser.catalogs.rows():  # the files and their notes
        note = c.provenance.removeprefix(HOUSE_RULE_LABEL).lstrip(":;— ").strip()
        found += [c.provenance, f"resources/{c.file}", note]
    entries = browser.entries
    for row in range(entries.rowCount()):
        r = entries.row_at(row)
        found += [r.entry.name, r.extra, r.entry.provenance, r.entry.key]
    found += [browser.god.itemText(i) for i in range(1, browser.god.count())]
    for field in browser.house.form.fields.values():
        found += [field.original.text(), field.widget.toolTip().partition(": ")[2]]
        read = field.read()
        if isinstance(read, str):
            found.append(read)
    return found


def test_the_rules_menu_catalogues_and_house_rule_editor_in_german(
    qtbot, window: MainWindow, demo_campaign: CampaignView, dialog_log
) -> None:
    texts = menu_texts(window.rules_menu)
    assert window.rules_menu.title() == "&Regeln"
    assert [a.text() for a in window.rules_menu.actions()] == ["&Kataloge…"]
    file_entries = [a.text() for a in window.file_menu.actions()]
    assert "Hausregel-Paket importieren…" in file_entries
    assert "Kriegsclan exportieren…" in file_entries
    texts += [t for t in file_entries if "Hausregel" in t or "Kriegsclan" in t]

    assert window.select("catalogs", demo_campaign.id)
    settle(window)
    browser = window.page_stack.pages["catalogs"]
    assert isinstance(browser, CatalogBrowser)
    data = [demo_campaign.name]
    names = [c.name for c in browser.catalogs.rows()]
    assert len(names) == 8
    for name in names:  # each catalogue, as a click on its row shows it
        browser.select_catalog(name)
        settle(window)
        texts += visible_texts(browser)
        data += catalogue_data(browser)
    assert browser.catalogs.headerData(2, Qt.Orientation.Horizontal) == "Herkunft"
    assert browser.catalog_provenance.text().startswith("Herkunft: ")

    # God Powers: the filters, and the house-rule editor on the first entry.
    browser.select_catalog("god_powers")
    settle(window)
    house = browser.house
    qtbot.waitUntil(lambda: not house.checking, timeout=20_000)
    texts += visible_texts(browser)
    data += catalogue_data(browser)
    assert browser.god.itemText(0) == "alle Götter"
    assert house.title().startswith("Hausregel für diese Kampagne: ")
    assert house.save.toolTip() == "Speichern ist aus: noch nichts geändert"
    assert house.views.tabText(FORM) == "&Formular"
    # Items: a price edited in the form, checked by the rules as it is typed.
    browser.select_catalog("items")
    settle(window)
    qtbot.waitUntil(lambda: not house.checking, timeout=20_000)
    price = house.form.fields["price"]
    assert price.title.text() == "Preis (Ruhm)"
    price.write(int(price.read()) + 1)
    settle(window)
    qtbot.waitUntil(lambda: not house.checking, timeout=20_000)
    assert house.status.text().startswith("✔ Die Regeln der Kampagne laden mit dieser Änderung.")
    assert "schon bezahlte" in house.status.text()  # the demo campaign bought items
    assert price.title.text() == "Preis (Ruhm) *"
    texts += visible_texts(house)
    house.views.setCurrentIndex(ADVANCED)
    settle(window)
    texts += visible_texts(house)
    house.views.setCurrentIndex(FORM)
    price.write(price.original_value)
    settle(window)
    qtbot.waitUntil(lambda: not house.checking, timeout=20_000)
    assert_german(texts, data=data)
