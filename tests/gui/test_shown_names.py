"""Names a window shows that came from the database or a file with control characters in
them (stored by another program: warclan itself refuses them) are shown harmlessly, as
visible escapes, in the navigator, the tables, the page headings and the window's title
(issue #27)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QModelIndex, QSettings

from tests.gui.waiting import settle
from warclan.gui.main_window import MainWindow
from warclan.gui.ragnarok.campaign_page import CampaignPage
from warclan.gui.widgets import PlainLabel
from warclan.services.ragnarok import demo
from warclan.store.database import Database
from warclan.text import shown

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

CAMPAIGN = "Win\x1b[31mter\u202eX"  # an ESC that colours, an override that reorders
CLAN = "Bea\rrs\nZ"  # a line broken twice


@pytest.fixture
def hostile(db_path: Path | str) -> Path:
    if isinstance(db_path, str):
        pytest.skip("the names are written into an SQLite file, as another program would")
    database = Database(f"sqlite:///{db_path}")
    demo.create_demo_campaign(database)
    database.close()
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("UPDATE campaign SET name = ?", (CAMPAIGN,))
        conn.execute("UPDATE war_clan SET name = ? WHERE name = 'Bears'", (CLAN,))
    conn.close()
    return db_path


def _raw(value: object) -> bool:
    return isinstance(value, str) and any(c in value for c in "\x1b\r\n\u202e")


def _walk(model, parent: QModelIndex) -> list[QModelIndex]:  # type: ignore[no-untyped-def]
    found = []
    for row in range(model.rowCount(parent)):
        index = model.index(row, 0, parent)
        found += [index, *_walk(model, index)]
    return found


def test_hostile_names_are_shown_as_escapes(qtbot, tmp_path: Path, hostile: Path) -> None:
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.offer_demo = False
    window.open_when_shown(f"sqlite:///{hostile}")
    with qtbot.waitSignal(window.database_opened, timeout=20_000):
        window.show()
    settle(window)  # the navigator and the page read on pool threads
    settle(window)
    locale = QLocale()

    nav = window.navigator
    labels = [
        nav.itemDelegate().displayText(i.data(), locale) for i in _walk(nav.model(), QModelIndex())
    ]
    assert shown(CAMPAIGN) in labels
    assert not any(_raw(label) for label in labels)

    page = window.current_page()
    assert isinstance(page, CampaignPage)
    assert page.heading.text() == shown(CAMPAIGN) and not _raw(page.heading.text())
    model = page.view.model()
    texts = [
        page.view.itemDelegate().displayText(model.index(row, 0).data(), locale)
        for row in range(model.rowCount())
    ]
    assert shown(CLAN) in texts and r"Bea\rrs\nZ" in texts
    assert not any(_raw(text) for text in texts)
    assert not _raw(window.windowTitle())
    window.close()


def test_a_label_shows_control_characters_as_escapes_and_keeps_line_breaks(qtbot) -> None:
    label = PlainLabel("a\x1b[31mb\r\nc\u202ed")
    qtbot.addWidget(label)
    assert label.text() == "a\\x1b[31mb\nc\\u202ed"


@pytest.mark.parametrize("typed", ["Ra\rvens", "Ra\nvens", "Ra\x1bvens"])
def test_a_name_typed_or_pasted_with_a_line_break_is_refused(
    qtbot, tmp_path: Path, db_path: Path | str, dialog_log, typed: str
) -> None:
    from tests.dbsnapshot import dump

    if isinstance(db_path, str):
        pytest.skip("compared as an SQLite file")
    database = Database(f"sqlite:///{db_path}")
    camp = demo.create_demo_campaign(database)
    database.close()
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.offer_demo = False
    window.open_when_shown(f"sqlite:///{db_path}")
    with qtbot.waitSignal(window.database_opened, timeout=20_000):
        window.show()
    settle(window)  # the navigator and the page read on pool threads
    settle(window)
    window.select("clan", next(c.id for c in camp.clans if c.name == "Ravens"))
    before = dump(db_path)
    dialog_log.answer(typed)
    window.rename_action.trigger()
    qtbot.waitUntil(lambda: bool(dialog_log.errors))
    assert "control character" in dialog_log.errors[0][1]
    assert dump(db_path) == before
    window.close()
