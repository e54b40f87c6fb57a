"""GUI fixtures: every dialog goes through ``warclan.gui.dialogs``, which tests replace, so
no test can open a native or modal dialog; a real ``AppContext`` over a real database."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from warclan.gui.pyside_hook import drop_feature_import_hook

# As warclan-gui's entry point does, before the window's modules load (pytest-qt has
# loaded PySide6 and with it the hook).
drop_feature_import_hook()

from tests.gui.sql_guard import GuiThreadSql  # noqa: E402
from warclan.gui import dialogs  # noqa: E402
from warclan.gui.context import AppContext  # noqa: E402
from warclan.gui.ops import Ops  # noqa: E402
from warclan.services.ragnarok.dto import CampaignView  # noqa: E402
from warclan.store.database import Database  # noqa: E402


@dataclass
class DialogLog:
    """What the window asked or told the user; answers are queued by the test."""

    errors: list[tuple[str, str]] = field(default_factory=list)
    bugs: list[tuple[str, str]] = field(default_factory=list)
    infos: list[tuple[str, str]] = field(default_factory=list)
    questions: list[tuple[str, str]] = field(default_factory=list)
    answers: list[Any] = field(default_factory=list)  # next answers to confirm/ask_*

    def answer(self, *values: Any) -> None:
        self.answers.extend(values)

    def _next(self, what: str) -> Any:
        if not self.answers:
            pytest.fail(f"the window asked ({what}) but the test queued no answer")
        return self.answers.pop(0)


@pytest.fixture(autouse=True)
def _collect_on_this_thread() -> Iterator[None]:
    """As the window does (``gui/collector.py``): services run on pool threads, and a
    collection there could free the previous tests' Qt objects from the wrong thread, so
    nothing is collected automatically while a test runs; this thread collects after."""
    was_enabled = gc.isenabled()
    gc.disable()
    yield
    gc.collect()
    if was_enabled:
        gc.enable()


@pytest.fixture(autouse=True)
def _english_window(qapp: Any, tmp_path: Path) -> Iterator[None]:
    """The window in English, as it starts for an English user: with warclan_en.qm, the
    plural forms of its "%n" strings ("1 roster", "2 rosters")."""
    from warclan.gui import i18n

    chosen = QSettings(str(tmp_path / "language.ini"), QSettings.Format.IniFormat)
    i18n.choose(chosen, "en")
    i18n.install(chosen)
    yield
    i18n.uninstall()


@pytest.fixture
def german(settings: QSettings) -> Iterator[str]:
    """The window in German (instead of _english_window's English): tests/gui/german.py
    finds any English left in what it shows."""
    from warclan.gui import i18n

    i18n.choose(settings, "de")
    lang = i18n.install(settings)
    yield lang
    i18n.uninstall()


@pytest.fixture(autouse=True)
def gui_thread_sql() -> Iterator[GuiThreadSql]:
    """Fails a test in which the window ran SQL on the GUI thread (sql_guard.py)."""
    guard = GuiThreadSql()
    guard.listen()
    yield guard
    guard.stop()
    if guard.seen:
        pytest.fail(guard.report(), pytrace=False)


@pytest.fixture(autouse=True)
def dialog_log(monkeypatch: pytest.MonkeyPatch) -> DialogLog:
    log = DialogLog()

    def refuse(*_args: object, **_kwargs: object) -> None:
        pytest.fail("a native dialog was opened in a test")

    for name in ("critical", "warning", "information", "question", "about"):
        monkeypatch.setattr(QMessageBox, name, refuse)
    monkeypatch.setattr(QMessageBox, "exec", refuse)
    monkeypatch.setattr(QInputDialog, "getText", refuse)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", refuse)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", refuse)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", refuse)

    def asking(kind: str) -> Callable[..., Any]:
        def ask(_parent: object, title: str, message: str = "", *_a: object, **_k: object) -> Any:
            log.questions.append((title, message))
            return log._next(f"{kind}: {title}")

        return ask

    monkeypatch.setattr(dialogs, "show_error", lambda _p, t, m: log.errors.append((t, m)))
    monkeypatch.setattr(dialogs, "show_bug", lambda _p, t, m, _d: log.bugs.append((t, m)))
    monkeypatch.setattr(dialogs, "show_info", lambda _p, t, m: log.infos.append((t, m)))
    for name in (
        "confirm",
        "ask_text",
        "ask_open_path",
        "ask_save_path",
        "ask_folder",
        "ask_choice",
        "ask_league_login",
    ):
        monkeypatch.setattr(dialogs, name, asking(name))
    return log


@pytest.fixture
def demo_campaign(db: Database) -> CampaignView:
    """The demo campaign (three War Clans, three games), built by the real service."""
    from warclan.services.ragnarok import demo

    return demo.create_demo_campaign(db)


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def ctx(db: Database, settings: QSettings, qtbot: Any) -> Iterator[AppContext]:
    ops = Ops()
    context = AppContext(db=db, ops=ops, undo_stack=QUndoStack(), settings=settings)
    yield context
    ops.wait_idle()
