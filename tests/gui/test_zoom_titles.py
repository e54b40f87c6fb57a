"""Page titles and large figures grow with View ▸ Zoom like everything else (issue 20):
a label set to a fixed point size stayed as it was at 150 %."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel

from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.mors_regnat import warbands, warriors
from warclan.services.ragnarok import demo
from warclan.store.database import Database

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.sqlite_only("opens database files"),
]
KINDS = (
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


def large_labels(page) -> dict[QLabel, float]:
    """The page's labels set larger than the text around them: titles, big figures."""
    base = QApplication.font().pointSizeF()
    found = {}
    for label in page.findChildren(QLabel):
        label.ensurePolished()
        size = label.font().pointSizeF()
        if size > base * 1.1:
            found[label] = size
    return found


def test_titles_and_figures_grow_with_the_zoom(
    qtbot, settings: QSettings, db: Database, db_path: Path
) -> None:
    camp = demo.create_demo_campaign(db)
    band = warbands.create_warband(db, "Ash Wolves")
    warriors.add_warrior(db, "Ash Wolves", WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))
    window = open_window(qtbot, settings, url_of(db_path))
    qtbot.waitUntil(lambda: window.later_loaded, timeout=20_000)
    settle(window)
    idents = {"campaign": camp.id, "clan": camp.clans[0].id, "warband": band.id}
    before = {}
    for kind in KINDS:
        assert window.select(kind, idents.get(kind)), kind
        settle(window)
        page = window.current_page().widget()
        before[kind] = large_labels(page)
        assert before[kind], f"{kind} has no title"
    window.apply_zoom(150)
    for kind in KINDS:
        for label, size in before[kind].items():
            label.ensurePolished()
            grown = label.font().pointSizeF() / size
            assert grown == pytest.approx(1.5, abs=0.05), (kind, label.text()[:40], grown)
    window.close()  # the application's font back
