"""Every script the rosters print shows in the window: the shipped fonts are registered
with Qt, so a War Clan named in Runic is not empty boxes in the navigator (issue 20)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QTextLayout

from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.services.ragnarok import campaigns, clans
from warclan.store.database import Database

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.sqlite_only("opens database files"),
]
RUNIC = "ᚱᚨᚷᚾᚨᚱᛟᚲ"


def glyph_runs(text: str, font) -> list:
    """How Qt draws ``text`` in ``font``, its fallback fonts included."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return layout.glyphRuns()


def test_a_clan_named_in_runic_shows_in_the_navigator(
    qtbot, settings: QSettings, db: Database, db_path: Path
) -> None:
    camp = campaigns.create_campaign(db, "Winter")
    clans.create_clan(db, camp.id, "Astrid", RUNIC, [clans.Recruit("example.thrall")])
    window = open_window(qtbot, settings, url_of(db_path))
    settle(window)
    labels = [i.data() for i in window.nav_model.walk()]
    assert RUNIC in labels
    runs = glyph_runs(RUNIC, window.navigator.font())
    # Glyph 0 is the empty box a font draws for a character it lacks.
    assert all(0 not in list(run.glyphIndexes()) for run in runs)
    assert "Noto Sans Runic" in [run.rawFont().familyName() for run in runs]
