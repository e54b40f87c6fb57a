"""At 150 % in a 1024 × 700 window, nothing is cut off and no page scrolls sideways
(issue 20): side-by-side parts stack when narrow (``widgets.AdaptiveSplitter``), and
Record Game's subtitles fit QWizard's header, which does not grow."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QWizard

from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.gui.main_window import MainWindow
from warclan.gui.ragnarok.game_wizard import GameWizard
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.micro_midgard import players as mm_players
from warclan.services.mors_regnat import warbands, warriors
from warclan.services.ragnarok import demo
from warclan.services.ragnarok.dto import CampaignView
from warclan.services.vgw import players as vgw_players
from warclan.store.database import Database

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.sqlite_only("opens database files"),
]
KINDS = (
    "campaigns",
    "campaign",
    "clan",
    "warband",
    "match_log",
    "odds",
    "catalogs",
    "vgw_setup",
    "vgw_log",
    "mm_setup",
    "mm_log",
    "mm_loki",
)


@pytest.fixture
def narrow(qtbot, settings: QSettings, db: Database, db_path: Path):
    camp = demo.create_demo_campaign(db)
    band = warbands.create_warband(db, "Ash Wolves")
    warriors.add_warrior(db, "Ash Wolves", WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))
    for name in ("Astrid", "Bjorn"):
        vgw_players.add_player(db, name)
        mm_players.add_player(db, name)
    window = open_window(qtbot, settings, url_of(db_path))
    window.resize(1024, 700)
    window.apply_zoom(150)
    qtbot.waitUntil(lambda: window.later_loaded, timeout=20_000)
    settle(window)
    yield window, camp, band.id
    window.close()  # gives the application its font back


def ident_for(kind: str, camp: CampaignView, band: int) -> int | None:
    if kind == "warband":
        return band
    if kind == "campaign":
        return camp.id
    if kind == "clan":
        return camp.clans[0].id
    return None


@pytest.mark.parametrize("kind", KINDS)
def test_no_page_scrolls_sideways_at_150_percent(qtbot, narrow, kind: str) -> None:
    window, camp, band = narrow
    assert window.select(kind, ident_for(kind, camp, band))
    settle(window)
    qtbot.wait(10)  # a layout pass
    frame = window.page_stack.frame(window.current_page())
    bar = frame.horizontalScrollBar()  # type: ignore[attr-defined]
    assert bar.maximum() == 0, f"{kind} scrolls sideways by {bar.maximum()} px"


def test_record_games_subtitles_fit_at_150_percent(qtbot, narrow) -> None:
    window: MainWindow = narrow[0]
    camp = narrow[1]
    window.select("campaign", camp.id)
    settle(window)
    window.record_game_action.trigger()
    settle(window)
    (wizard,) = [w for w in window.findChildren(GameWizard) if w.isVisible()]
    qtbot.wait(10)
    shown = wizard.currentPage().subTitle()
    (header,) = [lab for lab in wizard.findChildren(QLabel) if lab.text() == shown]
    # Every page's subtitle in the header's label as the Sides page shows it: its font,
    # its width, the height QWizard gives it.
    for page_id in wizard.pageIds():
        subtitle = wizard.page(page_id).subTitle()
        probe = QLabel(subtitle)
        probe.setWordWrap(True)
        probe.setFont(header.font())
        needed = probe.heightForWidth(header.width())
        assert needed <= header.height(), f"page {page_id}'s subtitle is cut: {subtitle!r}"
    wizard.reject()


def _widest_step(window: MainWindow, camp: CampaignView) -> dict[int, int]:
    """Record Game walked to its preview (two clans, dice typed, the raid rolled): how
    wide each step made the wizard (it grew to its least width: 1468 px for Improve)."""
    window.select("campaign", camp.id)
    settle(window)
    window.record_game_action.trigger()
    settle(window)
    (wizard,) = [w for w in window.findChildren(GameWizard) if w.isVisible()]
    for box in wizard.sides_page.boxes[:2]:
        box.setChecked(True)
    settle(window)
    needs: dict[int, int] = {}
    while True:
        page = wizard.currentId()
        if page == 3:  # injuries: the dice, typed
            for row in wizard.injuries_page.rows:
                row.dice.setText("4 2 5 3")
        if page == 4:  # the raid
            wizard.raid_page.roll.setValue(7)
        settle(window)
        needs[page] = max(wizard.minimumWidth(), wizard.width())
        if not wizard.button(QWizard.WizardButton.NextButton).isEnabled():
            break
        wizard.next()
        settle(window)
    wizard.reject()
    return needs


def test_every_record_game_step_fits_a_1024_wide_screen_at_150_percent(narrow) -> None:
    """The wizard never needs to be wider than a 1024-pixel screen: the steps' rows of
    choices wrap instead."""
    needs = _widest_step(narrow[0], narrow[1])
    assert len(needs) >= 7 and {k: v for k, v in needs.items() if v > 1024} == {}


def test_every_record_game_step_fits_a_1024_wide_screen_in_german(german, narrow) -> None:
    """The same with German's longer words."""
    needs = _widest_step(narrow[0], narrow[1])
    assert len(needs) >= 7 and {k: v for k, v in needs.items() if v > 1024} == {}
