"""File ▸ Export Roster… writes the selected clan's PDF on a worker thread.

The path comes from ``ask_roster_path`` (replaced here: no native dialog), the result back
through ``roster_exported``, which the tests wait for with ``qtbot.waitSignal``.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog, QMessageBox

from warclan.gui.controller import CampaignController
from warclan.gui.main_window import MainWindow
from warclan.reports.output import PdfResult
from warclan.services.ragnarok import campaigns, clans, rosters
from warclan.store.database import Database

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture(autouse=True)
def _no_native_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object, **_kwargs: object) -> None:
        pytest.fail("a native dialog was opened in a test")

    for name in ("critical", "warning", "information", "question", "about"):
        monkeypatch.setattr(QMessageBox, name, refuse)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", refuse)


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(MainWindow, "show_error", lambda _self, message: shown.append(message))
    return shown


@pytest.fixture
def window(qtbot, db: Database, errors: list[str]) -> MainWindow:
    camp = campaigns.create_campaign(db, "Winter War")
    clans.create_clan(
        db,
        camp.id,
        "Astrid",
        "Ravens/Crows",
        [clans.Recruit("example.jarl", "Snorre"), clans.Recruit("example.seer", "Hild")],
    )
    win = MainWindow(CampaignController(db))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_export_roster_writes_the_selected_clan_off_the_gui_thread(
    qtbot, window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    asked: list[str] = []
    target = tmp_path / "ravens.pdf"

    def ask(suggested: str) -> tuple[Path, str]:
        asked.append(suggested)
        return target, "cards"

    monkeypatch.setattr(window, "ask_roster_path", ask)
    threads: list[str] = []
    real = rosters.clan_roster

    def recording(*args: object, **kwargs: object) -> rosters.ClanRosterData:
        threads.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(rosters, "clan_roster", recording)
    with qtbot.waitSignal(window.roster_exported, timeout=20_000) as blocker:
        window.export_roster_action.trigger()
        # Until the worker reports back, the window shows it is busy and refuses a second go.
        assert window.export_progress.isVisible()
        assert not window.export_roster_action.isEnabled()
    result = blocker.args[0]
    assert isinstance(result, PdfResult)
    assert asked == ["Ravens Crows roster.pdf"]  # "/" is no good in a file name
    assert threads and threads[0] != threading.main_thread().name
    assert Path(result.path) == target and result.pages >= 2
    text = "\n".join(page.extract_text() for page in PdfReader(target).pages)
    assert "Ravens/Crows" in text and "Snorre" in text and "Hild" in text
    assert not window.export_progress.isVisible()
    assert window.export_roster_action.isEnabled()
    assert "Wrote" in window.statusBar().currentMessage()
    assert errors == []


def test_a_failed_export_goes_to_show_error(
    qtbot, window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    missing = tmp_path / "no-such-folder" / "roster.pdf"
    monkeypatch.setattr(window, "ask_roster_path", lambda _suggested: (missing, "sheet"))
    with qtbot.waitSignal(window.roster_exported, timeout=20_000) as blocker:
        window.export_roster_action.trigger()
    assert blocker.args == [None]
    assert len(errors) == 1 and "no-such-folder" in errors[0]
    assert not missing.exists()
    assert window.export_roster_action.isEnabled()
    assert not window.export_progress.isVisible()


def test_cancelling_the_dialog_writes_nothing(
    window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setattr(window, "ask_roster_path", lambda _suggested: None)
    window.export_roster_action.trigger()
    assert not window.export_progress.isVisible()
    assert list(tmp_path.glob("*.pdf")) == []
    assert errors == []


def test_export_without_a_clan_says_what_to_do(
    qtbot, db: Database, errors: list[str], monkeypatch
) -> None:
    win = MainWindow(CampaignController(db))  # an empty database: no clan to export
    qtbot.addWidget(win)
    monkeypatch.setattr(win, "ask_roster_path", lambda _s: pytest.fail("nothing to export"))
    win.export_roster_action.trigger()
    assert errors and "War Clan" in errors[0]
