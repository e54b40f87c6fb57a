"""At 150 % in a 1024 × 700 window, nothing is cut off and no page scrolls sideways
(issue 20): side-by-side parts stack when narrow (``widgets.AdaptiveSplitter``), and
Record Game's subtitles fit QWizard's header, which does not grow."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel

from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.gui.main_window import MainWindow
from warclan.gui.ragnarok.game_wizard import GameWizard
from warclan.services.micro_midgard import players as mm_players
from warclan.services.ragnarok import demo
from warclan.services.ragnarok.dto import CampaignView
from warclan.services.vgw import players as vgw_players
from warclan.store.database import Database

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.sqlite_only("opens database files"),
]
# Pages that fit; Mors Regnat's and the catalogues' join once they are fitted too.
KINDS = ("campaigns", "campaign", "clan", "vgw_setup", "vgw_log", "mm_setup", "mm_log", "mm_loki")


@pytest.fixture
def narrow(qtbot, settings: QSettings, db: Database, db_path: Path):
    camp = demo.create_demo_campaign(db)
    for name in ("Astrid", "Bjorn"):
        vgw_players.add_player(db, name)
        mm_players.add_player(db, name)
    window = open_window(qtbot, settings, url_of(db_path))
    window.resize(1024, 700)
    window.apply_zoom(150)
    qtbot.waitUntil(lambda: window.later_loaded, timeout=20_000)
    settle(window)
    yield window, camp
    window.close()  # gives the application its font back


def ident_for(kind: str, camp: CampaignView) -> int | None:
    if kind == "campaign":
        return camp.id
    if kind == "clan":
        return camp.clans[0].id
    return None


@pytest.mark.parametrize("kind", KINDS)
def test_no_page_scrolls_sideways_at_150_percent(qtbot, narrow, kind: str) -> None:
    window, camp = narrow
    assert window.select(kind, ident_for(kind, camp))
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
