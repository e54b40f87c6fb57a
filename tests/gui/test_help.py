"""Help ▸ warclan Help (F1): the player's guide ships in resources/help/ (so an installed
copy has all of it), covers every page of the navigator and every key of the window,
and opens at the topic of the page shown (issue 20)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QUrl
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan import paths
from warclan.gui import help as guide
from warclan.gui.catalogs.section import RulesSection
from warclan.gui.game_nights.section import GameNightsSection
from warclan.gui.help import (
    FIRST_TOPIC,
    HelpWindow,
    help_dir,
    load_topics,
    topic_for,
)
from warclan.gui.main_window import MainWindow
from warclan.gui.mors_regnat.section import MorsRegnatSection
from warclan.gui.ragnarok.new_clan_wizard import NewClanWizard
from warclan.gui.ragnarok.section import RagnarokSection
from warclan.services.mors_regnat import warbands
from warclan.services.ragnarok import campaigns
from warclan.services.ragnarok.dto import CampaignView
from warclan.store.database import Database

# The offscreen platform says these whenever a window is shown or raised.
pytestmark = [
    pytest.mark.qt_log_ignore(
        "This plugin does not support propagateSizeHints",
        r"This plugin does not support raise\(\)",
    ),
]

REPO_HELP = Path(__file__).resolve().parents[2] / "resources" / "help"
LINK = re.compile(r"\]\(([^)#]+\.md)(?:#[^)]*)?\)")


def page_kinds() -> set[str]:
    sections = (
        RagnarokSection(lambda _view, _pos: None, lambda _kind, _ident: True),
        MorsRegnatSection(),
        GameNightsSection(),
        RulesSection(),
    )
    return {kind for section in sections for kind in section.page_kinds()}


# --- where the guide comes from ---------------------------------------------------------


def test_the_guide_is_read_from_the_installed_resources_not_a_readme(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An installed wheel: the package with its _data/resources, no README.md beside it.
    package = tmp_path / "site-packages" / "warclan"
    installed = package / "_data" / "resources" / "help"
    shutil.copytree(REPO_HELP, installed)
    marker = "Installed copy: read from warclan/_data/resources/help."
    first = installed / "getting-started.md"
    first.write_text(first.read_text(encoding="utf-8") + f"\n{marker}\n", encoding="utf-8")
    monkeypatch.setattr(paths, "_PACKAGE_DIR", package)
    assert not (package.parent / "README.md").exists()
    assert help_dir() == installed

    window = HelpWindow()
    qtbot.addWidget(window)
    window.show_context(None)

    assert Path(window.browser.source().toLocalFile()) == installed / "getting-started.md"
    assert marker in window.browser.toPlainText()
    titles = [window.list.item(r).text() for r in range(window.list.count())]
    assert len(titles) == len(load_topics(REPO_HELP)) >= 10
    assert {"Getting started", "Record Game and the post-game sequence", "Keys"} <= set(titles)
    # Far more than the 722-character key list an installed copy used to show.
    assert sum(len(t.text) for t in window.topics) > 20_000


def test_a_missing_guide_says_so_instead_of_failing(qtbot, tmp_path: Path) -> None:
    window = HelpWindow(folder=tmp_path / "nowhere")
    qtbot.addWidget(window)
    window.show_context("clan")
    assert window.list.count() == 0
    assert "missing from this installation" in window.browser.toPlainText()


# --- what the guide covers --------------------------------------------------------------


def test_every_page_of_every_section_has_a_topic_of_its_own() -> None:
    topics = {t.name: t for t in load_topics(help_dir())}
    kinds = page_kinds()
    assert {"campaigns", "clan", "warband", "mr_warrior", "match_log", "odds"} <= kinds
    assert {"catalogs", "vgw_setup", "vgw_log", "mm_setup", "mm_log", "mm_loki"} <= kinds
    for kind in sorted(kinds):
        name = topic_for(kind)
        assert name != FIRST_TOPIC, f"page kind {kind!r} has no topic of its own"
        assert name in topics, f"{kind!r} → {name!r}, which is not in the guide's index"
        assert len(topics[name].text) > 800, f"the topic {name!r} says too little"


def test_the_index_lists_every_topic_and_every_link_leads_to_one() -> None:
    topics = load_topics(help_dir())
    names = [t.name for t in topics]
    files = sorted(p.stem for p in help_dir().glob("*.md"))
    assert sorted(names) == files, "a topic file is missing from index.txt, or the reverse"
    assert names[0] == FIRST_TOPIC
    for topic in topics:
        assert topic.text.startswith("# "), f"{topic.name} starts without its title"
        for target in LINK.findall(topic.text):
            assert target.removesuffix(".md") in names, f"{topic.name} links to {target}"
    required = (
        "Record Game Only",
        "Continue Post-Game Sequence",
        "Undo Latest Game",
        "Severe Injury Table",
        "12 Creation Points",
        "War of Jarls",
        "Loki",
        "Connect to League Server",
        "demo campaign",
    )
    everything = " ".join(" ".join(t.text for t in topics).split())  # lines joined
    for phrase in required:
        assert phrase in everything, phrase


# --- the window -------------------------------------------------------------------------


@pytest.fixture
def window(qtbot, settings: QSettings, db_path: Path, demo_campaign: CampaignView) -> MainWindow:
    win = open_window(qtbot, settings, url_of(db_path))
    qtbot.waitUntil(lambda: win.later_loaded, timeout=20_000)
    settle(win)
    return win


def undocumented_keys(window: MainWindow) -> list[str]:
    """Every shortcut of the window's actions not written (as `KEY`) in the keys topic."""
    keys_text = (help_dir() / "keys.md").read_text(encoding="utf-8")
    missing = []
    for action in window.findChildren(QAction):
        for sequence in action.shortcuts():
            key = sequence.toString(QKeySequence.SequenceFormat.PortableText)
            if key and f"`{key}`" not in keys_text:
                missing.append(f"{key} ({action.text().replace('&', '')})")
    return missing


@pytest.mark.sqlite_only("opens database files")
def test_every_shortcut_of_the_window_is_in_the_keys_topic(window: MainWindow) -> None:
    window.fill_menus()
    shortcuts = {
        s.toString(QKeySequence.SequenceFormat.PortableText)
        for a in window.findChildren(QAction)
        for s in a.shortcuts()
    }
    assert {"F1", "Ctrl+G", "Ctrl+Alt+Z", "Ctrl+Shift+Z", "Ctrl+-"} <= shortcuts
    assert undocumented_keys(window) == []

    # Someone adds a shortcut and forgets the guide: this test says so.
    forgotten = QAction("Forgotten", window)
    forgotten.setShortcut(QKeySequence("Ctrl+Shift+K"))
    window.addAction(forgotten)
    assert undocumented_keys(window) == ["Ctrl+Shift+K (Forgotten)"]


def press_f1(qtbot, window: MainWindow) -> HelpWindow:
    window.activateWindow()  # back from the Help window, as a click on the window does
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    shown = window._help
    assert isinstance(shown, HelpWindow) and shown.isVisible()
    return shown


@pytest.mark.sqlite_only("opens database files")
def test_f1_opens_the_topic_of_the_page_shown(
    qtbot, window: MainWindow, db: Database, demo_campaign: CampaignView
) -> None:
    band = warbands.create_warband(db, "Ash Wolves")
    window.reload_navigator()
    settle(window)
    assert window.select("warband", band.id)
    settle(window)

    shown = press_f1(qtbot, window)
    assert shown.current_topic() == "mors-regnat"
    assert "12 Creation Points" in shown.browser.toPlainText()
    assert shown.list.currentItem().text() == "Mors Regnat warbands"

    clan = next(c.id for c in demo_campaign.clans if c.name == "Ravens")
    for kind, ident, topic in (
        ("match_log", None, "mors-regnat-matches"),
        ("mm_loki", None, "micro-midgard"),
        ("clan", clan, "war-clans"),
    ):
        assert window.select(kind, ident)
        settle(window)
        assert press_f1(qtbot, window) is shown  # one Help window, brought forward
        assert shown.current_topic() == topic


def test_search_filters_the_topics_and_back_returns_after_a_link(qtbot) -> None:
    window = HelpWindow()
    qtbot.addWidget(window)
    window.show_context("clan")
    assert window.current_topic() == "war-clans"

    qtbot.keyClicks(window.search, "Severe Injury")
    shown = [
        window.list.item(r).data(guide.NAME_ROLE)
        for r in range(window.list.count())
        if not window.list.item(r).isHidden()
    ]
    assert "injuries" in shown and "micro-midgard" not in shown
    qtbot.keyClick(window.search, Qt.Key.Key_Return)
    assert window.current_topic() == shown[0]
    assert window.browser.textCursor().selectedText().casefold() == "severe"  # found

    window.search.clear()
    assert all(not window.list.item(r).isHidden() for r in range(window.list.count()))
    window.show_topic("record-game")
    window.browser.setSource(QUrl("injuries.md"))  # what a click on the link does
    assert window.current_topic() == "injuries"
    assert window.list.currentItem().text() == "Injuries"
    assert window.back.isEnabled()
    window.back.click()
    assert window.current_topic() == "record-game"
    assert window.list.currentItem().text() == "Record Game and the post-game sequence"


def test_f1_in_a_wizard_opens_its_topic_in_a_help_window_of_its_own(qtbot, ctx) -> None:
    camp = campaigns.create_campaign(ctx.db, "Winter")
    wizard = NewClanWizard(ctx, camp.id)
    qtbot.addWidget(wizard)
    helper = wizard.help  # the wizard's own F1 (the main window's cannot reach a modal)
    wizard.show()
    qtbot.waitExposed(wizard)
    wizard.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is wizard)
    settle(ctx)

    qtbot.keyClick(wizard, Qt.Key.Key_F1)
    shown = helper.window
    assert shown is not None and shown.isVisible() and shown.parent() is wizard
    assert shown.current_topic() == "war-clans"
    assert "800 Glory" in shown.browser.toPlainText()
