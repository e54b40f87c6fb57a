"""The campaign area in German (issue 24): the Campaigns and campaign pages, a War Clan's
page (warriors, history, chart, stores), every step of Record Game, Continue Post-Game
Sequence, New War Clan and a tracked game's log, walked as a player would, on the demo
campaign. Any text made from an English source with German, or with English words in
it, fails (tests/gui/german.py); names, catalogue entries and the rules' own words are
data."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractListModel, QModelIndex, QSettings, Qt
from PySide6.QtWidgets import QAbstractItemView, QWidget, QWizard

from tests.gui.german import assert_german, menu_texts
from tests.gui.german import visible_texts as all_visible_texts
from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.gui import i18n
from warclan.gui.main_window import MainWindow
from warclan.gui.ragnarok import actions
from warclan.gui.ragnarok.clan_page import COLLECTED, ClanPage, caption
from warclan.gui.ragnarok.game_wizard import GameWizard
from warclan.gui.ragnarok.game_wizard.base import GLORY, INJURIES, PREVIEW, RAID
from warclan.gui.ragnarok.game_wizard.models import FieldingModel
from warclan.gui.ragnarok.new_clan_wizard import NewClanWizard
from warclan.services.ragnarok import demo
from warclan.services.ragnarok.dto import CampaignView
from warclan.store.database import Database

pytestmark = [
    pytest.mark.qt_log_ignore(
        "This plugin does not support propagateSizeHints",
        "This plugin does not support raise",  # the right-click menu's popup
        "This plugin does not support grabbing the keyboard",
    ),
    pytest.mark.sqlite_only("opens database files"),
]


def data_of(db: Database, camp: CampaignView) -> list[str]:
    """What stays as it is in German: the names players gave (campaign, clans, warriors,
    scenarios), the catalogue's entries (profiles, God Powers and items with their rule
    texts, gods, factions, injuries, raid results)."""
    from warclan.services.ragnarok import clans, history, price_list

    found = [camp.name, "Demo"]
    prices = price_list.price_list(db, camp.id)
    for p in prices.profiles:
        found += [p.name, p.faction, *p.special_abilities]
    for power in prices.powers:
        found += [power.name, power.god, power.text]
    for item in prices.items:
        found += [item.name, item.text]
    for summary in camp.clans:
        clan = clans.show_clan(db, summary.id)
        found += [clan.name, clan.player, clan.campaign]
        for w in clan.warriors:
            found += [w.name, w.profile_name, *w.special_abilities]
            found += [a.name for a in w.attacks] + [", ".join(a.abilities) for a in w.attacks]
            for p in w.god_powers:
                found += [p.name, p.god, p.text]
            found += [i.name for i in w.items] + [i.text for i in w.items]
            found += [i.severe or "" for i in w.injuries]
        found += [s.name for s in clan.stores] + [s.source for s in clan.stores]
        past = history.clan_history(db, summary.id)
        # The window says warclan's own stored lines in German (gui/stored_texts.py): the
        # raid results they name stay as the table calls them.
        found += [x.note.removeprefix("raid: ") for x in past.ledger if x.note.startswith("raid: ")]
        found += [g.scenario or "" for g in past.games]
    return found


def view_texts(view: QAbstractItemView) -> list[str]:
    """Headers and cells (text and tooltip) of a flat item view."""
    model, top = view.model(), QModelIndex()
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(top)
    texts = [
        model.headerData(c, Qt.Orientation.Horizontal, role)
        for c in range(columns)
        for role in roles
    ]
    texts += [
        model.index(r, c).data(role)
        for r in range(model.rowCount(top))
        for c in range(columns)
        for role in roles
    ]
    return [t for t in texts if isinstance(t, str) and t]


def visible_texts(root: QWidget) -> list[str]:
    """german.visible_texts, with the item views read here: PySide6 keeps hasChildren()
    of a table or list model private, which german.py asks of every cell."""
    views = [w for w in root.findChildren(QAbstractItemView) if w.isVisibleTo(root)]
    for w in views:
        w.hide()
    try:
        texts = all_visible_texts(root)
    finally:
        for w in views:
            w.show()
    for w in views:
        texts += view_texts(w)
    return texts


def check(texts: list[str], data: list[str]) -> None:
    """assert_german, with the data taken out of each text first: a quoted rule text
    ("… while the bearer is not Climbing") would match a generic English source
    ("{name} is {condition}") of the .ts."""
    known = sorted({d for d in data if len(d) > 2}, key=len, reverse=True)
    stripped = []
    for text in texts:
        for d in known:
            text = text.replace(d, "·")
        stripped.append(text)
    assert_german(stripped, data)


@pytest.fixture
def window_de(
    german: str, qtbot, settings: QSettings, db_path: Path, demo_campaign: CampaignView
) -> MainWindow:
    assert german == "de"
    window = open_window(qtbot, settings, url_of(db_path))
    qtbot.waitUntil(lambda: window.later_loaded, timeout=20_000)
    settle(window)
    return window


def test_campaign_and_clan_pages_in_german(
    qtbot, window_de: MainWindow, db: Database, demo_campaign: CampaignView, dialog_log
) -> None:
    window = window_de
    data = data_of(db, demo_campaign)
    assert window.select("campaigns", None)
    settle(window)
    campaigns = window.page_stack.pages["campaigns"]
    texts = visible_texts(campaigns.widget())
    assert campaigns.hint.text() == (
        "Öffne eine Kampagne, um ihre Kriegsclans zu sehen (Doppelklick oder Eingabetaste)."
    )

    assert window.select("campaign", demo_campaign.id)
    settle(window)
    page = window.page_stack.pages["campaign"]
    texts += visible_texts(page.widget())
    assert page.save_notes.text() == "&Notizen speichern"
    headers = [
        page.model.headerData(c, Qt.Orientation.Horizontal) for c in range(page.model.columnCount())
    ]
    assert headers[:3] == ["Kriegsclan", "Spieler", "Rang"]
    assert page.figures.text("Basisrang der Kriegsclans") == str(demo_campaign.base_rank)
    # The right-click menu of the War Clans table (actions.table_menu).
    actions.table_menu(window, page.view, page.view.visualRect(page.proxy.index(0, 0)).center())
    texts += menu_texts(window.last_menu)
    window.last_menu.close()

    ravens = next(c.id for c in demo_campaign.clans if c.name == "Ravens")
    assert window.select("clan", ravens)
    settle(window)
    clan = window.page_stack.pages["clan"]
    assert isinstance(clan, ClanPage)
    assert clan.subheading.text().startswith("Kriegsclan von ")
    assert caption(COLLECTED) == "Gesammelter Ruhm"
    assert clan.figures.text(caption(COLLECTED)) != "—"
    warriors = [
        clan.warriors.headerData(c, Qt.Orientation.Horizontal)
        for c in range(clan.warriors.columnCount())
    ]
    assert warriors[:3] == ["Krieger", "Zustand", "AP"] and "LP" in warriors
    texts += [*visible_texts(clan.widget()), clan.detail.toPlainText()]
    for row in range(clan.warrior_proxy.rowCount()):  # every warrior's details
        clan.warrior_view.setCurrentIndex(clan.warrior_proxy.index(row, 0))
        texts.append(clan.detail.toPlainText())
    for tab in range(clan.tabs.count()):  # History, Chart, Stores
        clan.tabs.setCurrentIndex(tab)
        settle(window)
        if tab in (1, 2):
            qtbot.waitUntil(lambda: clan.history is not None, timeout=20_000)
            settle(window)
        texts += visible_texts(clan.widget())
    assert clan.tabs.tabText(1) == "&Verlauf"
    assert clan.chart is not None
    chart = clan.chart
    texts += [chart.chart.title(), chart.glory.name(), chart.rank.name()]
    texts += [chart.x_axis.titleText(), chart.rank_axis.titleText()]
    assert chart.summary.text().startswith("Nach Spiel ")
    ledger = [clan.ledger.index(r, 1).data() for r in range(clan.ledger.rowCount())]
    assert "Szenario-Ruhm" in ledger
    # The game log's days as German writes them (the demo's games: 2025-01-11, -25).
    days = [clan.games.index(r, 1).data() for r in range(clan.games.rowCount())]
    assert days[:2] == ["11.01.2025", "25.01.2025"]
    check(texts, data)


def test_record_game_and_continue_in_german(
    qtbot, window_de: MainWindow, db: Database, demo_campaign: CampaignView, dialog_log
) -> None:
    """Campaign ▸ Record Game… on the demo campaign: Sides, then the six post-game steps
    and the preview, then Continue Post-Game Sequence for the next clan of the game."""
    window = window_de
    data = data_of(db, demo_campaign)
    assert window.select("campaign", demo_campaign.id)
    settle(window)
    window.record_game_action.trigger()
    qtbot.waitUntil(lambda: window.findChild(GameWizard) is not None, timeout=20_000)
    wizard = window.findChild(GameWizard)
    assert wizard is not None and wizard.windowTitle() == "Spiel eintragen"
    settle(window)

    def step() -> list[str]:
        settle(window)
        qtbot.waitUntil(lambda: not window.ops.is_reading(wizard.currentPage()), timeout=20_000)
        settle(window)
        return [
            *visible_texts(wizard),
            wizard.currentPage().title(),
            wizard.currentPage().subTitle(),
        ]

    def next_page() -> None:
        button = wizard.button(QWizard.WizardButton.NextButton)
        assert button.isEnabled(), wizard.currentPage().reason.text()
        wizard.next()

    sides = wizard.sides_page
    texts = step()
    assert sides.title() == "Spiel eintragen — Seiten"
    ravens, wolves = sides.box("Ravens"), sides.box("Wolves")
    for box in (ravens, wolves):
        box.setChecked(True)
    ravens.vp.setValue(2)
    settle(window)
    removed = next(w.name for w in ravens.side.warriors if ravens.model.can_play(w))
    assert ravens.model.set_checked(removed, FieldingModel.REMOVED, True)
    sides.sequence_for.setCurrentIndex(sides.sequence_for.findText("Ravens"))
    texts += step()
    assert wizard.button(QWizard.WizardButton.CustomButton1).text() == "&Nur Spiel eintragen"
    next_page()

    assert wizard.currentId() == GLORY
    texts += step()
    assert wizard.glory_page.scenario.text() == "Szenario-Ruhm: 40"
    next_page()

    assert wizard.currentId() == INJURIES
    texts += step()
    (row,) = wizard.injuries_page.rows
    qtbot.keyClicks(row.dice, "x")  # not a number: the wizard's own refusal, in German
    settle(window)
    assert wizard.injuries_page.reason.text().startswith("⚠ Weiter geht es nicht: Würfel sind")
    row.dice.clear()
    row.roll.click()
    texts += step()
    assert row.roll.text() == "Gewürfelt ✓"
    assert "von warclan gewürfelt" in row.result.text()
    next_page()

    assert wizard.currentId() == RAID
    texts += step()
    wizard.raid_page.rolled.setChecked(True)
    texts += step()
    next_page()

    for _ in range(3):  # Improve, Recruit, Buy
        texts += step()
        page = wizard.currentPage()
        for combo in (getattr(page, n, None) for n in ("stat", "profile", "item", "power")):
            if combo is not None:
                texts += [combo.itemText(i) for i in range(combo.count())]
        if page is wizard.recruit_page:
            page.profile.setCurrentIndex(0)
            qtbot.keyClicks(page.name, "Sigrun")
            page.add_recruit()
            texts += step()
            assert page.model.index(0, 0).data().endswith(" namens Sigrun rekrutieren")
        next_page()

    assert wizard.currentId() == PREVIEW
    texts += step()
    preview = wizard.preview_page
    texts.append(preview.text.toPlainText())
    if preview.outcome is not None:
        # The dice were rolled by warclan: which catalogue entries they hit varies.
        raid = preview.outcome.result.raid
        data += [raid.result, *raid.finds] if raid is not None else []
        data += [i.severe or "" for i in preview.outcome.result.injuries]
    assert preview.title() == "Vorschau"
    assert "Nachspiel-Ablauf" in preview.text.toPlainText()
    assert preview.dice.headerData(0, Qt.Orientation.Horizontal) == "Wofür"
    # Every die's purpose in German, the raid's too (it was left in English).
    purposes = [preview.dice.index(r, 0).data() for r in range(preview.dice.rowCount())]
    assert "den Raubzug" in purposes and "the raid" not in purposes
    texts += purposes
    wizard.button(QWizard.WizardButton.FinishButton).click()
    # The next clan of the game is offered straight away: Continue Post-Game Sequence.
    qtbot.waitUntil(
        lambda: any(w.continue_mode for w in window.findChildren(GameWizard)), timeout=20_000
    )
    cont = next(w for w in window.findChildren(GameWizard) if w.continue_mode)
    settle(window)
    wizard = cont
    assert cont.windowTitle() == "Nachspiel-Ablauf fortsetzen"
    texts += step()
    assert "Wolves: Spiel " in cont.pick_page.list.currentItem().text()
    cont.reject()
    check(texts, data)


def test_new_war_clan_and_game_log_in_german(
    qtbot, window_de: MainWindow, db: Database, demo_campaign: CampaignView, dialog_log
) -> None:
    """New War Clan's both tables, and a tracked game's log from a clan's History."""
    from warclan.gui.ragnarok.game_log_dialog import GameLogDialog

    window = window_de
    data = data_of(db, demo_campaign)
    assert window.select("campaign", demo_campaign.id)
    settle(window)
    window.new_clan_action.trigger()
    settle(window)
    wizard = window.findChild(NewClanWizard)
    assert wizard is not None
    qtbot.waitUntil(lambda: not wizard.checking, timeout=20_000)
    page = wizard.clan_page
    page.add_button.click()
    settle(window)
    texts = visible_texts(wizard)
    profiles = page.profile_view.model()
    headers = [
        profiles.headerData(c, Qt.Orientation.Horizontal) for c in range(profiles.columnCount())
    ]
    assert headers[:3] == ["Profil", "Fraktion", "Ruhm"] and "LP" in headers
    chosen = page.chosen_view.model()
    assert chosen.headerData(0, Qt.Orientation.Horizontal) == "Name des Kriegers"
    wizard.reject()

    # A game played with the tracker, then its log from the clan's History.
    from tests.gui.test_translations import start_game

    tracker_page, said = start_game(qtbot, window, demo_campaign)
    texts += said
    from warclan.gui.ragnarok.game_log_dialog import show_game_log

    assert tracker_page.view is not None
    ident = tracker_page.view.id

    assert window.ctx is not None
    show_game_log(window.ctx, ident, window)
    qtbot.waitUntil(lambda: window.findChild(GameLogDialog) is not None, timeout=20_000)
    dialog = window.findChild(GameLogDialog)
    assert dialog is not None
    texts += visible_texts(dialog)
    assert dialog.windowTitle().startswith("Spielprotokoll: ")
    assert dialog.save.text() == "Als &PDF speichern…"
    dialog.close()
    assert i18n.tr("%n warrior(s) taken out", "", 2) == "2 Krieger ausgeschaltet"
    check(texts, [*data, demo.DEMO_CAMPAIGN])
