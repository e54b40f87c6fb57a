"""The window in German (issue 24): the .ts holds every string of the code, translated,
and its .qm is what lrelease makes of it; the window started in German shows no English
where a translation exists; the language chosen is remembered; a refusal of the rules
reaches the tracker page in German."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt

from tests.gui.german import (
    DE_TS,
    SAME_IN_GERMAN,
    english_in,
    menu_texts,
    messages,
    visible_texts,
)
from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.gui import i18n
from warclan.gui.main_window import MainWindow
from warclan.gui.ragnarok.play_dialog import PlayDialog
from warclan.gui.ragnarok.tracker_page import TrackerPage
from warclan.services.ragnarok.dto import CampaignView

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import translations  # noqa: E402

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.sqlite_only("opens database files"),
]
PLAYING = ("Ravens", "Wolves")


# --- the .ts and .qm -----------------------------------------------------------------------
def test_every_string_of_the_code_is_in_the_ts_and_translated(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh_de.ts"
    translations.lupdate(fresh, "de")
    in_code = set(messages(fresh))
    in_ts = messages(DE_TS)
    # One context: the window translates with tr() (gui/i18n.py), which asks for "".
    contexts = {c.findtext("name") or "" for c in ET.parse(fresh).iter("context")}
    assert contexts == {""}, f"strings outside tr()'s context (use tr(), not x.tr()): {contexts}"
    missing = sorted(in_code - set(in_ts))
    assert not missing, f"strings of the code not in {DE_TS.name} (./dev translations): {missing}"
    assert not sorted(set(in_ts) - in_code), "the .ts holds strings the code no longer has"
    assert "unfinished" not in DE_TS.read_text(encoding="utf-8")
    for source, translation in in_ts.items():
        forms = translation if isinstance(translation, list) else [translation]
        assert all(forms), f"no German for {source!r}"
        # The code's {fields}, or .format() fails in German only; a field "clan_s" (the
        # English possessive) comes with its bare "clan", "names_and" with "names".
        fields = set(re.findall(r"\{(\w+)", source))
        fields |= {f.rsplit("_", 1)[0] for f in fields}
        for form in forms:
            assert set(re.findall(r"\{(\w+)", form)) <= fields, source
        if forms == [source]:
            assert source in SAME_IN_GERMAN, f"{source!r} is left in English"


def test_the_qm_is_what_lrelease_makes_of_the_ts(tmp_path: Path) -> None:
    for lang in translations.LANGUAGES:
        ts = DE_TS.with_name(f"warclan_{lang}.ts")
        built = tmp_path / f"warclan_{lang}.qm"
        translations.lrelease(ts, built)
        assert built.read_bytes() == ts.with_suffix(".qm").read_bytes(), (
            f"{ts.stem}.qm is older than {ts.name}: run ./dev translations"
        )


# --- the window in German ----------------------------------------------------------------
@pytest.fixture
def english(settings: QSettings) -> Iterator[str]:
    i18n.choose(settings, "en")
    lang = i18n.install(settings)
    yield lang
    i18n.uninstall()


@pytest.fixture
def window_de(
    german: str, qtbot, settings: QSettings, db_path: Path, demo_campaign: CampaignView
) -> MainWindow:
    assert german == "de"
    win = open_window(qtbot, settings, url_of(db_path))
    qtbot.waitUntil(lambda: win.later_loaded, timeout=20_000)
    settle(win)
    return win


def start_game(qtbot, window: MainWindow, camp: CampaignView) -> tuple[TrackerPage, list[str]]:
    """Campaign ▸ Play a Game… in German: the dialog's words, then Ravens v Wolves."""
    assert window.select("campaign", camp.id)
    settle(window)
    window.play_game_action.trigger()
    settle(window)
    dialog = window.findChild(PlayDialog)
    assert dialog is not None and dialog.windowTitle() == "Spiel starten"
    assert dialog.problem.text() == "Kreuze mindestens zwei Kriegsclans an."
    texts = visible_texts(dialog) + [dialog.tree.headerItem().text(i) for i in range(3)]
    tree = dialog.tree
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        assert top is not None
        if top.text(0) in PLAYING:
            top.setCheckState(0, Qt.CheckState.Checked)
        for j in range(top.childCount()):
            child = top.child(j)
            assert child is not None
            texts += [child.text(0), child.toolTip(0)]
    assert any("muss dieses Spiel aussetzen" in t for t in texts)  # Hild, injured
    assert dialog.start.isEnabled(), dialog.problem.text()
    dialog.start.click()
    settle(window)
    page = window.page_stack.pages["tracker"]
    assert isinstance(page, TrackerPage) and page.view is not None
    return page, texts


def test_the_window_in_german_shows_no_english_where_german_exists(
    qtbot, window_de: MainWindow, demo_campaign: CampaignView, dialog_log
) -> None:
    from tests.gui.test_game_tracker import key

    window = window_de
    assert QLocale().language() == QLocale.Language.German
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    assert [m.title() for m in menus][:2] == ["&Datei", "&Bearbeiten"]
    assert window.warband_menu.title() == "Krieger&bande"
    # The menus this window builds (the sections add their own items: not yet translated).
    ours = (window.edit_menu, window.campaign_menu, window.view_menu, window.help_menu)
    texts = [window.file_menu.title()]  # Rules: its title is gui/catalogs/section.py's
    texts += [t for m in ours for t in menu_texts(m)]
    texts += [t for a in window.toolbar.actions() for t in (a.iconText(), a.toolTip())]
    texts += visible_texts(window.statusBar())
    # Play a Game: its dialog, then the tracker page.
    page, said = start_game(qtbot, window, demo_campaign)
    texts += said + visible_texts(page.widget())
    assert page.phase.text().startswith("Runde 1 · HQ-Phase")
    # A tap: the status bar says it in German.
    key(qtbot, page, "p")
    assert window.status_message.text() == "Gespeichert: Initiativephase beginnt"
    texts += visible_texts(page.widget()) + visible_texts(window.statusBar())
    key(qtbot, page, "r")
    button = page.initiative.choice_buttons[0]
    assert button.text().endswith(" zuerst")
    button.click()
    settle(window)
    texts += visible_texts(page.widget())
    assert "Aktivierungsphase" in page.phase.text()
    turns = [c.turn.text() for c in page.columns]
    assert any(t.startswith("▶ Am Zug: ") for t in turns), turns
    found = english_in(texts)
    assert not found, "English in the German window:\n" + "\n".join(found)


def test_a_refusal_of_the_rules_is_said_in_german_on_the_tracker_page(
    qtbot, window_de: MainWindow, demo_campaign: CampaignView, dialog_log
) -> None:
    from tests.gui.test_game_tracker import key

    page, _ = start_game(qtbot, window_de, demo_campaign)
    key(qtbot, page, "a")  # "done" in the HQ Phase: the rules refuse it
    assert page.message.text() == (
        "Modelle aktivieren in der Aktivierungsphase; dies ist die HQ-Phase"
    )


def test_the_match_tracker_in_german(
    german: str, qtbot, settings: QSettings, db_path: Path, db, dialog_log
) -> None:
    from warclan.gui.mors_regnat.match_tracker import MatchTrackerPage
    from warclan.gui.mors_regnat.play_match import PlayMatchDialog, play_match
    from warclan.rules.mors_regnat.builder import WarriorBuild
    from warclan.services.mors_regnat import warbands, warriors

    for name, fighters in (("Ash Wolves", ("Ari", "Bo")), ("Bone Crows", ("Cy",))):
        warbands.create_warband(db, name)
        for fighter in fighters:
            warriors.add_warrior(
                db, name, WarriorBuild(fighter, attack_points=6, toughness_points=6)
            )
    settings.setValue("databases/demo_offered", [url_of(db_path)])
    window = open_window(qtbot, settings, url_of(db_path))
    qtbot.waitUntil(lambda: window.later_loaded, timeout=20_000)
    settle(window)
    assert window.ctx is not None
    play_match(window.ctx, window)
    settle(window)
    dialog = window.findChild(PlayMatchDialog)
    assert dialog is not None and dialog.windowTitle() == "Partie spielen"
    texts = visible_texts(dialog)
    for i in range(dialog.list.count()):
        item = dialog.list.item(i)
        assert item is not None
        item.setCheckState(Qt.CheckState.Checked)
    dialog.accept()
    settle(window)
    page = window.page_stack.pages["mr_tracker"]
    assert isinstance(page, MatchTrackerPage)
    texts += visible_texts(page.widget())
    assert page.phase.text().startswith("Zug 1 · Initiative")
    page.send("next")  # the rules refuse: initiative first
    settle(window)
    assert page.message.text() == "würfle die Initiative, um den Zug zu beginnen"
    found = english_in(texts)
    assert not found, "\n".join(found)


def test_the_language_chosen_is_remembered(
    english: str, qtbot, settings: QSettings, db_path: Path, demo_campaign: CampaignView
) -> None:
    window = open_window(qtbot, settings, url_of(db_path))
    menu = window.language_menu
    choices = {a.data(): a for a in menu.actions()}
    assert set(choices) == {"system", "en", "de"}
    assert choices["en"].isChecked()
    choices["de"].trigger()
    assert window.status_message.text() == "The language changes at the next start of warclan."
    assert (
        QSettings(settings.fileName(), QSettings.Format.IniFormat).value(i18n.LANGUAGE_KEY) == "de"
    )
    window.close()
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert {a.data(): a.isChecked() for a in again.language_menu.actions()}["de"]
    assert i18n.language_of(i18n.chosen(settings)) == "de"


def test_the_system_language_is_the_default(settings: QSettings) -> None:
    assert i18n.chosen(settings) == "system"
    assert i18n.language_of("system", QLocale("de_AT")) == "de"
    assert i18n.language_of("system", QLocale("fr_FR")) == "en"  # not offered: English
    assert i18n.language_of("en", QLocale("de_DE")) == "en"


def test_english_plurals_and_locale_figures(english: str) -> None:
    assert i18n.tr("Took out %n warrior(s)", "", 1) == "Took out 1 warrior"
    assert i18n.tr("Took out %n warrior(s)", "", 2) == "Took out 2 warriors"
    assert i18n.percent(0.4167, 1) == "41.7%"


def test_german_figures(german: str) -> None:
    assert i18n.percent(0.4167, 1) == "41,7\u00a0%"
    assert i18n.number(1234) == "1.234"
    assert i18n.tr("%n casualty(ies)", "", 2) == "2 Ausfälle"


def test_the_command_line_stays_english(tmp_path: Path) -> None:
    """LANG does not change what the rules say (the window translates, nothing else)."""
    out = subprocess.run(
        [sys.executable, "-c",
         "from warclan.rules.ragnarok.tracker import TrackerError, Setup\n"
         "try:\n    Setup(())\nexcept TrackerError as e:\n    print(e)"],
        env={"LANG": "de_DE.UTF-8", "PYTHONPATH": str(ROOT)},
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert out.stdout.strip() == "a game needs at least two War Clans"


def test_new_war_clan_and_export_roster_in_german(
    qtbot, window_de: MainWindow, demo_campaign: CampaignView
) -> None:
    """Two more of the window's dialogs walked in German: New War Clan (its budget line
    and the reason Finish waits) and File ▸ Export Roster… (its result line)."""
    from warclan.gui.ragnarok.new_clan_wizard import NewClanWizard

    window = window_de
    assert window.select("campaign", demo_campaign.id)
    settle(window)
    window.new_clan_action.trigger()
    settle(window)
    wizard = window.findChild(NewClanWizard)
    assert wizard is not None
    qtbot.waitUntil(lambda: not wizard.checking, timeout=20_000)
    page = wizard.clan_page
    texts = visible_texts(wizard)
    assert page.budget.text().endswith("Ruhm übrig")
    assert page.reason.text().startswith("Noch nicht anlegbar: ")
    wizard.reject()
    ravens = next(c.id for c in demo_campaign.clans if c.name == "Ravens")
    assert window.select("clan", ravens)
    settle(window)
    window.export_action.trigger()
    settle(window)
    dialog = window.print_dialog
    assert dialog is not None and dialog.windowTitle() == "Aufstellung exportieren"
    texts += visible_texts(dialog)
    assert dialog.all.text().endswith("Dateien, eine je Aufstellung)")
    dialog.close()
    found = english_in(texts)
    assert not found, "English in the German window:\n" + "\n".join(found)
