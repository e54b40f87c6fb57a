"""The game nights and the window's frame in German (issue 24): the window started in
German on a real database, walked as a player would: Vikings Gone Wild: Ragnarok! (the
setup helper, the play log with its Glory ladders), Micro Midgard (the setup randomiser,
the match log with its standings, a solo game against Loki), the welcome page, the league
form, the audit trail's menu entry, the Help window's chrome, the About box and every menu.
Any text still English where German exists, or with English words in it, fails.

Kept as data (not the window's words): the players' names and notes, and the game's own
card texts (Objectives, Boss, Prophecies, Blessings, Relics), which stay as printed. What
the game nights' rules and services word themselves (a match's explanation, Loki's marker,
focus and bonus, the first-game note, "Player 1", the ranks, the War of Jarls refusal) is
not data: it must come out German.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from tests.gui.german import assert_german, menu_texts, visible_texts
from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.gui.game_nights.loki_page import LokiPage
from warclan.gui.game_nights.midgard_pages import MmLogPage, MmSetupPage
from warclan.gui.game_nights.section import GameNightsSection
from warclan.gui.game_nights.vgw_pages import VgwLogPage, VgwSetupPage
from warclan.gui.league_dialog import LeagueDialog, LeagueLogin
from warclan.gui.main_window import MainWindow
from warclan.rules.vgw.glory import Handicap, Handicaps
from warclan.rules.vgw.setup import BOSS_NAMES, OBJECTIVE_NAMES
from warclan.services.micro_midgard import matches
from warclan.services.micro_midgard import players as mm_players
from warclan.services.ragnarok.dto import CampaignView
from warclan.services.vgw import players as vgw_players
from warclan.services.vgw import plays
from warclan.store.database import Database

pytestmark = [  # the offscreen platform says these whenever a window is shown or raised
    pytest.mark.qt_log_ignore(
        "This plugin does not support propagateSizeHints",
        r"This plugin does not support raise\(\)",
    ),
    pytest.mark.sqlite_only("opens database files"),
]
PLAYERS = ("Astrid", "Bjorn")
NOTES = "Dark Thor fell"


@pytest.fixture
def nights(db: Database) -> Database:
    """Players in both game nights, a Ragnarok! play with handicaps and two Micro
    Midgard matches, made through the services."""
    for name in PLAYERS:
        vgw_players.add_player(db, name)
        mm_players.add_player(db, name)
    entry = plays.PlayEntry(
        players=list(PLAYERS),
        team="Ravens",
        handicaps=Handicaps(more_cards=1, fewer_vp=1),
        won=True,
        lost_vp=False,
        notes=NOTES,
    )
    plays.log_play(db, entry)
    plays.log_play(db, plays.PlayEntry(players=["Bjorn"], won=False, lost_vp=True))
    # Astrid reaches Jarl, then plays War of Jarls: the ranks and "(War of Jarls)" shown.
    jarl = Handicaps(more_cards=1, more_objectives=1, fewer_vp=1)
    plays.log_play(db, plays.PlayEntry(players=["Astrid"], handicaps=jarl, won=True, lost_vp=False))
    doubled = Handicaps(more_cards=2, more_objectives=1, fewer_vp=1)
    war = plays.PlayEntry(
        players=["Astrid"], handicaps=doubled, war_of_jarls=True, won=True, lost_vp=False
    )
    plays.log_play(db, war)
    matches.record_match(db, matches.Score("Astrid", 9), matches.Score("Bjorn", 3))
    matches.record_match(db, matches.Score("Astrid", 7, 1), matches.Score("Bjorn", 7, 2, 1))
    return db


@pytest.fixture
def window_de(
    german: str,
    qtbot,
    settings: QSettings,
    db_path: Path,
    demo_campaign: CampaignView,
    nights: Database,
) -> MainWindow:
    assert german == "de"
    win = open_window(qtbot, settings, url_of(db_path))
    qtbot.waitUntil(lambda: win.later_loaded, timeout=20_000)
    settle(win)
    win.resize(1024, 700)
    return win


def page(window: MainWindow, kind: str) -> QWidget:
    """Choose the navigator's item of ``kind``, as a click would; its page, read."""
    assert window.select(kind, None), kind
    settle(window)
    return window.page_stack.pages[kind].widget()


def without(texts: list[str], data: list[str]) -> list[str]:
    """``texts`` with the ``data`` in them (also as HTML writes it) blanked out, longest
    first: a quoted line of the rules ("that picture is not in the rule text") would
    otherwise look like an English sentence of the window ("{name} is {condition}")."""
    known = sorted({v for d in data if d for v in (d, escape(d))}, key=len, reverse=True)
    found = []
    for text in texts:
        for d in known:
            text = text.replace(d, " ")
        found.append(text)
    return found


def nights_navigator(window: MainWindow) -> list[str]:
    """The navigator's Game nights section: its title, items and their tooltips."""
    kinds = set(GameNightsSection().page_kinds())
    nav = window.nav
    found = []
    for index in nav.model.walk():
        item = nav.model.item_at(index)
        if item is not None and (item.kind in kinds or item.label == "Spieleabende"):
            found += [item.label, item.tooltip]
    assert "Spieleabende" in found and "Aufbauhilfe" in found, found
    return found


def data_of(*pages: QWidget) -> list[str]:
    """What the pages show that is not the window's words (see the module's docstring)."""
    found = [*PLAYERS, NOTES, "Ravens"]
    for shown in pages:
        view = getattr(shown, "view", None)
        if isinstance(shown, VgwSetupPage) and view is not None:
            # The cards the rule text names; an unnamed one is said in German (checked).
            found += [*BOSS_NAMES.values(), *OBJECTIVE_NAMES.values()]
        if isinstance(shown, MmSetupPage) and view is not None:
            found += list(view.blessings)
            found += [p.text for p in view.prophecies] + [t.blessing for t in view.tokens]
            found += [r.relic for r in view.relics] + list(view.removed_relics)
        if isinstance(shown, MmLogPage):
            found += [*(m.a.name for m in shown.matches.rows())]
    return found


def test_the_game_nights_in_german(qtbot, window_de: MainWindow, dialog_log, db_path: Path) -> None:
    window = window_de
    texts: list[str] = []

    # --- Ragnarok! setup: two handicaps, a seed ---
    setup = page(window, "vgw_setup")
    assert isinstance(setup, VgwSetupPage)
    assert setup.make_button.text() == "Aufbau erstellen"
    setup.players.setValue(3)
    setup.handicaps.spins[Handicap.MORE_CARDS].setValue(1)
    qtbot.keyClicks(setup.seed, "2024")
    setup.make_button.click()
    settle(window)
    assert setup.view is not None
    result = setup.result.text()
    assert "<b>3 Spieler</b>" in result and "Startwert <b>2024</b>" in result
    assert "Erschwernisse: 3 Karten mehr im Untotenheer" in result
    unnamed = setup.view.boss not in BOSS_NAMES or any(
        n not in OBJECTIVE_NAMES for n in setup.view.objectives
    )
    assert unnamed and "(im Regeltext nicht benannt)" in result  # seed 2024 draws one
    texts += visible_texts(setup)

    # --- Ragnarok! plays and the ladders ---
    log = page(window, "vgw_log")
    assert isinstance(log, VgwLogPage)
    assert log.plays.rowCount() == 4
    ranks = {log.plays.data(log.plays.index(r, 8)) for r in range(4)}
    assert ranks == {"Kriegsherr", "—", "Jarl", "Jarl (Krieg der Jarle)"}, ranks
    headers = [log.plays.headerData(i, Qt.Orientation.Horizontal) for i in range(10)]
    assert headers[1:6] == ["Datum", "Spieler / Team", "Anzahl", "Erschwernisse", "Ergebnis"]
    assert log.plays.data(log.plays.index(0, 5)) == "gewonnen"
    assert log.won.itemText(0) == "Gewonnen" and log.log_button.text() == "Spiel eintragen"
    # War of Jarls: closed, and the tip says why in German.
    assert log.handicaps.war_of_jarls.toolTip().startswith("Kreuze die Spieler an")
    texts += visible_texts(log)
    # Bjorn ticked: he never reached Jarl, and the rules' refusal says so in German.
    for i in range(log.player_list.count()):
        item = log.player_list.item(i)
        if item.text() == "Bjorn":
            item.setCheckState(Qt.CheckState.Checked)
    refused = log.handicaps.war_of_jarls.toolTip()
    assert refused.startswith("Krieg der Jarle ist nur für Spieler") and "Bjorn hat ihn" in refused
    texts.append(refused)

    # --- Micro Midgard setup: a seed, then the first-game preset ---
    mm_setup = page(window, "mm_setup")
    assert isinstance(mm_setup, MmSetupPage)
    assert mm_setup.player_a.itemText(0) == "(ohne Namen)"
    qtbot.keyClicks(mm_setup.seed, "77")
    mm_setup.make_button.click()
    settle(window)
    assert "<p><b>Prophezeiungsleiste</b>" in mm_setup.result.text()
    assert "<b>Spieler 1</b>" in mm_setup.result.text()  # nobody named: the seats
    texts += visible_texts(mm_setup)
    data = data_of(mm_setup)
    mm_setup.solo.setChecked(True)
    mm_setup.first_game.setChecked(True)
    mm_setup.make_button.click()
    settle(window)
    assert "Vorgabe fürs erste Spiel" in mm_setup.result.text()
    assert "Das Regelbuch empfiehlt" in mm_setup.result.text()  # the first-game note
    assert "<b>Du</b>" in mm_setup.result.text()
    texts += visible_texts(mm_setup)
    data += data_of(mm_setup)

    # --- Micro Midgard matches and standings; a refused score said in place ---
    mm = page(window, "mm_log")
    assert isinstance(mm, MmLogPage)
    assert mm.matches.rowCount() == 2
    assert mm.record_button.text() == "Partie eintragen"
    assert mm.standings.headerData(5, Qt.Orientation.Horizontal) == "Ø Punkte"
    assert mm.standings.data(mm.standings.index(0, 5)) == "8,00"  # Astrid: 9 and 7, German
    assert mm.matches.data(mm.matches.index(0, 6)) == "Astrid gewinnt nach Punkten, 9 zu 3"
    texts += visible_texts(mm)
    mm.side_a.points.setValue(9)
    mm.side_b.points.setValue(9)
    assert mm.score_hint.text().startswith("ein Gleichstand bei 9 Punkten ist unmöglich")
    texts.append(mm.score_hint.text())
    mm.side_a.clear()
    mm.side_b.clear()
    mm.solo.setChecked(True)
    texts += visible_texts(mm)

    # --- Solo against Loki: start, draw, score a Prophecy ---
    loki = page(window, "mm_loki")
    assert isinstance(loki, LokiPage)
    assert loki.status.text().startswith("Beginne ein Solospiel")
    texts += visible_texts(loki)
    loki.player.setCurrentText("Astrid")
    qtbot.keyClicks(loki.seed, "5")
    loki.start_button.click()
    settle(window)
    assert loki.state is not None
    loki.draw_button.click()
    settle(window)
    assert window.status_message.text() == "Erledigt: Loki-Karte ziehen"
    loki.prophecy_buttons[("moon", "player")].click()
    settle(window)
    status = loki.status.text()
    assert "<b>Astrid</b> spielt als Zweiter · Startwert 5 · 1 Karte gezogen" in status
    assert "Mond-Prophezeiung: du hast gewertet" in status
    assert "1 Feld Richtung Mond" in status and "den Mondfokus der Leiste, einmal" in status
    texts += visible_texts(loki)
    loki.focus_buttons["moon"].click()
    settle(window)
    assert "Letzter Fokusbonus: 2 Met nehmen" in loki.status.text()
    assert loki.prophecy_buttons[("sun", "player")].text() == "Du"
    texts += visible_texts(loki) + visible_texts(window.statusBar())
    data += data_of(setup, log, mm, loki)

    # The navigator: the section and its items.
    texts += nights_navigator(window)
    assert dialog_log.errors == [] and dialog_log.bugs == []
    data += [str(db_path), "Demo: Winter of Wolves"]  # the demo campaign (status bar)
    assert_german(without(texts, data))


def test_the_window_frame_in_german(
    qtbot, window_de: MainWindow, dialog_log, db_path: Path, demo_campaign: CampaignView
) -> None:
    window = window_de
    texts: list[str] = []
    # Every menu but Rules: gui/catalogs/section.py sets its title and items (another
    # part of issue 24).
    # In the File menu, the sections add their own entries (Import War Clan…, the house
    # rules' packs: gui/ragnarok's and gui/catalogs'): only the window's own are checked.
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    assert [m.title() for m in menus][:3] == ["&Datei", "&Bearbeiten", "&Kampagne"]
    own = {id(v) for v in vars(window).values() if isinstance(v, QAction)}
    for menu in menus:
        if menu is window.rules_menu:
            continue
        for action in menu.actions():
            if menu is window.file_menu and id(action) not in own and action.menu() is None:
                continue
            texts += [action.text(), action.toolTip(), action.statusTip()]
            if action.menu() is not None:
                texts += menu_texts(action.menu())
        texts.append(menu.title())
    # The audit trail is for a league server: on a file, its entry says why not.
    audit = window.findChild(type(window.file_menu.actions()[0]), "league.audit")
    assert audit is not None and not audit.isEnabled()
    assert audit.toolTip().startswith("Eine SQLite-Datei hat einen Benutzer")
    texts += [audit.text(), audit.toolTip()]
    texts += [t for a in window.toolbar.actions() for t in (a.iconText(), a.toolTip())]
    texts += visible_texts(window.statusBar())

    # The league form, as File ▸ Connect to League Server… shows it (no server needed).
    form = LeagueDialog(window, LeagueLogin())
    qtbot.addWidget(form)
    assert form.windowTitle() == "Mit Ligaserver verbinden"
    assert form.shown.text() == "bitte Server, Datenbank und Benutzer angeben"
    texts += visible_texts(form)
    qtbot.keyClicks(form.host, "liga.example.org")
    qtbot.keyClicks(form.database, "liga")
    qtbot.keyClicks(form.user, "astrid")
    assert form.shown.text().startswith("postgresql+psycopg://astrid@")
    texts += visible_texts(form)

    # The Help window's chrome (the guide's own text is English: resources/help).
    window.show_help()
    settle(window)
    helper = window._help
    assert helper is not None and helper.windowTitle() == "warclan-Hilfe"
    texts += [helper.windowTitle(), helper.search.placeholderText()]
    texts += [helper.back.text(), helper.forward.text()]

    # About: its title and its words.
    window.about_action.trigger()
    title, message = dialog_log.infos[-1]
    assert title == "Über warclan"
    texts += [title, *message.splitlines()]
    data = ["warclan", "Mors Regnat", "Ragnarok", str(db_path), demo_campaign.name]
    assert_german(without(texts, data))


def test_the_opening_in_german(
    qtbot, german: str, settings: QSettings, tmp_path: Path, dialog_log
) -> None:
    """Opening: the window before a database, a new empty database (the demo offered),
    then a file that is no database (the page and the question say why)."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    texts = visible_texts(window.page_stack.stack.currentWidget())
    texts += visible_texts(window.statusBar())
    # A new file: the demo campaign is offered (declined here).
    dialog_log.answer(False)
    url = url_of(tmp_path / "new.sqlite")
    window.open_database(url)
    qtbot.waitUntil(lambda: window.ctx is not None and window.ctx.db.url == url, timeout=20_000)
    settle(window)
    qtbot.waitUntil(lambda: bool(dialog_log.questions), timeout=20_000)
    title, question = dialog_log.questions[-1]
    assert question.startswith("Diese Datenbank hat noch keine Kampagne")
    texts += [title, question, *visible_texts(window.statusBar())]
    # Not a database: the message page and the question with its choices.
    broken = tmp_path / "broken.sqlite"
    broken.write_text("not a database " * 100, encoding="utf-8")
    dialog_log.answer(None)  # the choice dialog closed: nothing more happens
    window.open_database(url_of(broken))
    qtbot.waitUntil(lambda: len(dialog_log.questions) == 2, timeout=20_000)
    settle(window)
    title, question = dialog_log.questions[-1]
    assert title == "warclan kann die Datenbank nicht öffnen"
    texts += [title, *visible_texts(window.statusBar())]
    # The reason is SQLite's own (English) words: only the window's are checked.
    texts += [question.partition("\n\n")[0]]
    data = ["warclan", str(broken), str(tmp_path / "new.sqlite"), "new.sqlite"]
    assert_german(without(texts, data))
