"""The main window against a real database filled through the services.

No native dialog is ever opened: ``show_error`` and ``ask_campaign_name`` are replaced per
test, and the Qt dialog functions themselves fail the test if anything reaches them.
"""

from __future__ import annotations

import hashlib
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from warclan.gui import app
from warclan.gui.controller import CampaignController
from warclan.gui.main_window import MainWindow
from warclan.gui.ragnarok.table_models import (
    ID_ROLE,
    SORT_ROLE,
    STATUS_MISSES_NEXT_GAME,
    ClanTableModel,
    WarriorTableModel,
)
from warclan.services.ragnarok import campaigns, clans, games, post_game
from warclan.services.ragnarok.dto import CampaignView
from warclan.store.database import Database
from warclan.store.errors import StorageError

TOOLTIP = Qt.ItemDataRole.ToolTipRole

# The offscreen platform says this whenever a window is shown; it is no fault of ours.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@dataclass(frozen=True)
class Demo:
    campaign: CampaignView
    ravens: int
    wolves: int


@pytest.fixture(autouse=True)
def _no_native_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A test that reaches a real modal dialog would hang: make it fail instead."""

    def refuse(*_args: object, **_kwargs: object) -> None:
        pytest.fail("a native dialog was opened in a test")

    for name in ("critical", "warning", "information", "question", "about"):
        monkeypatch.setattr(QMessageBox, name, refuse)
    monkeypatch.setattr(QInputDialog, "getText", refuse)


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(MainWindow, "show_error", lambda _self, message: shown.append(message))
    return shown


@pytest.fixture
def demo(db: Database) -> Demo:
    """Two clans after one game: Ravens 100 Glory (Rank 2), Wolves 50 (Rank 1).

    Bjorn rolled 6 (badly wounded: misses the next game); Sigrid rolled 5 (severely
    wounded), 3 on the Severe Injury Table (Crushed Leg, -1 SP) and 4 on the 1D6.
    """
    camp = campaigns.create_campaign(db, "Winter War")
    ravens = clans.create_clan(
        db,
        camp.id,
        "Astrid",
        "Ravens",
        [
            clans.Recruit("example.jarl", "Bjorn"),
            clans.Recruit("example.huscarl", "Sigrid"),
            clans.Recruit("example.archer"),
        ],
    )
    wolves = clans.create_clan(
        db,
        camp.id,
        "Leif",
        "Wolves",
        [clans.Recruit("example.jarl", "Ulf"), clans.Recruit("example.berserker")],
    )
    game = games.record_game(
        db,
        camp.id,
        [
            games.Side(ravens.id, victory_points=4, encounter_kills=2, removed=["Bjorn", "Sigrid"]),
            games.Side(wolves.id, victory_points=2, encounter_kills=1),
        ],
    )
    post_game.run_post_game(
        db,
        game.id,
        ravens.id,
        post_game.InjuryDice({"Bjorn": [6], "Sigrid": [5, 3, 4]}),
        post_game.Orders(raid_roll=2),  # "Picked Clean": no Glory found
    )
    post_game.run_post_game(db, game.id, wolves.id, orders=post_game.Orders(raid_roll=2))
    return Demo(campaigns.campaign_overview(db, camp.id), ravens.id, wolves.id)


@pytest.fixture
def window(qtbot, db: Database, errors: list[str]) -> MainWindow:
    win = MainWindow(CampaignController(db))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def table_text(window: MainWindow, which: str) -> list[list[str]]:
    view = window.clan_table if which == "clans" else window.warrior_table
    model = view.model()
    return [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def click_row(qtbot, window: MainWindow, row: int) -> None:
    index = window.clan_proxy.index(row, ClanTableModel.NAME)
    rect = window.clan_table.visualRect(index)
    qtbot.mouseClick(window.clan_table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def warrior_row(window: MainWindow, name: str) -> int:
    model = window.warrior_proxy
    rows = [r for r in range(model.rowCount()) if model.index(r, 0).data() == name]
    assert len(rows) == 1, f"{name} not in the warriors table"
    return rows[0]


def test_window_lists_the_campaign_with_title_and_status(
    window: MainWindow, demo: Demo, db_path: Path, errors: list[str]
) -> None:
    window.refresh()  # the demo was written after the window opened
    assert window.windowTitle() == f"warclan — {db_path.name}"
    assert [window.campaign_list.item(i).text() for i in range(window.campaign_list.count())] == [
        "Winter War"
    ]
    assert window.current_campaign_id() == demo.campaign.id
    assert str(db_path) in window.database_label.text()
    assert window.base_rank_label.text() == "Base War Clan Rank: 1"
    assert "2 War Clans, 1 game" in window.campaign_heading.text()
    assert errors == []


def test_clans_table_shows_ranks_and_glory(window: MainWindow, demo: Demo) -> None:
    window.refresh()
    # Sorted as a league table; Ravens: 800 - 410 + 100 unspent; Wolves: 800 - 310 + 50.
    assert table_text(window, "clans") == [
        ["Ravens", "Astrid", "2", "100", "490", "0"],
        ["Wolves", "Leif", "1", "50", "540", "0"],
    ]
    assert window.current_clan_id() == demo.ravens  # the first row is chosen for the user


def test_selecting_a_clan_fills_the_warriors_table(
    qtbot, window: MainWindow, demo: Demo, db: Database
) -> None:
    window.refresh()
    click_row(qtbot, window, 1)
    assert window.current_clan_id() == demo.wolves
    assert [row[0] for row in table_text(window, "warriors")] == ["Ulf", "Example Berserker 1"]
    assert "Wolves" in window.clan_heading.text()

    click_row(qtbot, window, 0)
    assert window.current_clan_id() == demo.ravens
    rows = {row[0]: row for row in table_text(window, "warriors")}
    assert set(rows) == {"Bjorn", "Sigrid", "Example Archer 1"}
    status = WarriorTableModel.STATUS
    assert rows["Bjorn"][status] == STATUS_MISSES_NEXT_GAME
    assert rows["Sigrid"][status] == STATUS_MISSES_NEXT_GAME
    assert rows["Example Archer 1"][status] == "Active"
    assert "Misses next game: Bjorn, Sigrid" in window.clan_details.text()

    # Current stats: Sigrid's Crushed Leg takes 1 SP off her recruited profile.
    [sigrid] = [w for w in clans.show_clan(db, demo.ravens).warriors if w.name == "Sigrid"]
    base_sp = sigrid.base_stats["sp"]
    sp = window.warrior_proxy.index(
        warrior_row(window, "Sigrid"), WarriorTableModel.stat_column("sp")
    )
    assert sp.data() == str(base_sp - 1)
    assert sp.data(TOOLTIP) == f"Speed {base_sp - 1} = base {base_sp} -1 (injuries)"
    assert sp.data(Qt.ItemDataRole.ForegroundRole) is not None  # a lowered stat stands out
    status_tip = window.warrior_proxy.index(warrior_row(window, "Sigrid"), status).data(TOOLTIP)
    assert "Crushed Leg" in status_tip
    assert "cannot be fielded" in status_tip
    ap = window.warrior_proxy.index(
        warrior_row(window, "Bjorn"), WarriorTableModel.stat_column("ap")
    )
    assert ap.data(TOOLTIP) == "Action Points 2 = base 2"


def test_tables_sort_by_value_not_text(window: MainWindow, demo: Demo) -> None:
    window.refresh()
    window.clan_table.sortByColumn(ClanTableModel.UNSPENT, Qt.SortOrder.AscendingOrder)
    assert [row[0] for row in table_text(window, "clans")] == ["Ravens", "Wolves"]
    window.clan_table.sortByColumn(ClanTableModel.UNSPENT, Qt.SortOrder.DescendingOrder)
    assert [row[0] for row in table_text(window, "clans")] == ["Wolves", "Ravens"]
    index = window.clan_proxy.index(0, ClanTableModel.COLLECTED)
    assert index.data(SORT_ROLE) == 50


def test_new_campaign_adds_a_row_and_selects_it(
    window: MainWindow, demo: Demo, db: Database, errors: list[str], monkeypatch
) -> None:
    window.refresh()
    monkeypatch.setattr(window, "ask_campaign_name", lambda: "  Summer   Raids ")
    window.new_campaign_action.trigger()
    names = [window.campaign_list.item(i).text() for i in range(window.campaign_list.count())]
    assert names == ["Winter War", "Summer Raids"]
    assert window.campaign_list.currentItem().text() == "Summer Raids"
    assert window.clan_proxy.rowCount() == 0
    assert window.warrior_proxy.rowCount() == 0
    assert window.base_rank_label.text() == "Base War Clan Rank: 0"
    assert [c.name for c in campaigns.list_campaigns(db)] == ["Winter War", "Summer Raids"]
    assert errors == []


def test_duplicate_campaign_name_goes_to_show_error_and_changes_nothing(
    window: MainWindow, demo: Demo, db: Database, errors: list[str], monkeypatch
) -> None:
    window.refresh()
    click_row_before = window.current_clan_id()
    monkeypatch.setattr(window, "ask_campaign_name", lambda: "WINTER WAR")
    window.new_campaign_action.trigger()
    assert len(errors) == 1
    assert "already exists" in errors[0]
    assert window.campaign_list.count() == 1
    assert window.current_clan_id() == click_row_before
    assert [c.name for c in campaigns.list_campaigns(db)] == ["Winter War"]


def test_cancelled_new_campaign_does_nothing(
    window: MainWindow, db: Database, errors: list[str], monkeypatch
) -> None:
    monkeypatch.setattr(window, "ask_campaign_name", lambda: None)
    window.new_campaign_action.trigger()
    assert campaigns.list_campaigns(db) == []
    assert errors == []


def test_empty_database_says_how_to_start(window: MainWindow) -> None:
    assert window.campaign_list.count() == 0
    assert "New Campaign" in window.campaign_heading.text()
    assert window.base_rank_label.text() == "Base War Clan Rank: —"


def test_refresh_picks_up_changes_and_keeps_the_selection(
    qtbot, window: MainWindow, demo: Demo, db: Database
) -> None:
    window.refresh()
    click_row(qtbot, window, 1)
    assert window.current_clan_id() == demo.wolves
    clans.create_clan(db, demo.campaign.id, "Ingrid", "Bears", [clans.Recruit("example.thrall")])
    window.refresh_action.trigger()
    assert window.clan_proxy.rowCount() == 3
    assert window.current_clan_id() == demo.wolves
    assert [row[0] for row in table_text(window, "warriors")] == ["Ulf", "Example Berserker 1"]
    # The newcomer joined when the base rank was 1, so it earns catch-up Glory.
    click_row(qtbot, window, 2)
    assert table_text(window, "clans")[2] == ["Bears", "Ingrid", "0", "0", "760", "1"]
    assert "catch-up" in window.clan_details.text()


def test_storage_failure_is_shown_not_raised(
    window: MainWindow, demo: Demo, errors: list[str], monkeypatch
) -> None:
    def locked() -> list[CampaignView]:
        raise StorageError("database problem: database is locked")

    monkeypatch.setattr(window.controller, "list_campaigns", locked)
    window.refresh()
    assert errors == ["database problem: database is locked"]


def test_menus_and_shortcuts(qtbot, db: Database, errors: list[str], monkeypatch) -> None:
    shown: list[bool] = []
    # Patched before the window exists, so the menu action is connected to the stand-in.
    monkeypatch.setattr(MainWindow, "show_about", lambda _self: shown.append(True))
    window = MainWindow(CampaignController(db))
    qtbot.addWidget(window)
    menus = {a.text().replace("&", ""): a.menu() for a in window.menuBar().actions()}
    assert set(menus) == {"File", "Help"}
    file_items = [a.text().replace("&", "") for a in menus["File"].actions() if a.text()]
    assert file_items == ["New Campaign…", "Refresh", "Export Roster…", "Quit"]
    assert window.new_campaign_action.shortcut() == QKeySequence("Ctrl+N")
    assert window.refresh_action.shortcut() == QKeySequence("F5")
    assert window.quit_action.shortcut() == QKeySequence("Ctrl+Q")
    assert window.export_roster_action.shortcut() == QKeySequence("Ctrl+P")
    [about] = menus["Help"].actions()
    about.trigger()
    assert shown == [True]


def test_clan_table_model_passes_qtmodeltester(qtmodeltester, demo: Demo) -> None:
    model = ClanTableModel()
    model.set_rows(demo.campaign.clans)
    qtmodeltester.check(model)
    assert model.rowCount() == 2
    assert model.index(0, ClanTableModel.NAME).data(ID_ROLE) == demo.ravens
    assert model.rowCount(model.index(0, 0)) == 0  # a table: no children
    model.set_rows([])
    qtmodeltester.check(model)


def test_warrior_table_model_passes_qtmodeltester(qtmodeltester, db: Database, demo: Demo) -> None:
    model = WarriorTableModel()
    model.set_rows(clans.show_clan(db, demo.ravens).warriors)
    qtmodeltester.check(model)
    assert model.columnCount() == 12
    assert model.headerData(WarriorTableModel.stat_column("mn"), Qt.Orientation.Horizontal) == "MN"
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.data(QModelIndex()) is None


def _fingerprint(path: Path) -> tuple[str, float, bool]:
    stat = path.stat()
    return (
        hashlib.sha256(path.read_bytes()).hexdigest(),
        stat.st_mtime,
        (path.parent / "backups").exists(),
    )


@pytest.fixture
def newer_db(db_path: Path) -> Path:
    """A database written by a future warclan: a revision this build does not know."""
    Database(f"sqlite:///{db_path}").close()
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_future'")
    conn.close()
    return db_path


def test_main_refuses_a_newer_database_untouched(qapp, newer_db: Path, monkeypatch) -> None:
    before = _fingerprint(newer_db)
    shown: list[str] = []
    monkeypatch.setattr(app, "show_fatal_error", shown.append)
    assert app.main(["--db", str(newer_db)]) != 0
    assert len(shown) == 1
    assert "newer warclan" in shown[0]
    assert "9999_future" in shown[0]
    assert _fingerprint(newer_db) == before


def test_main_takes_the_database_from_the_environment(qapp, newer_db: Path, monkeypatch) -> None:
    monkeypatch.setenv("WARCLAN_DB", str(newer_db))
    shown: list[str] = []
    monkeypatch.setattr(app, "show_fatal_error", shown.append)
    assert app.main([]) == app.EXIT_CANNOT_OPEN
    assert str(newer_db) in shown[0]


def test_main_opens_the_window_on_a_good_database(qapp, db_path: Path, monkeypatch) -> None:
    seen: list[str] = []

    def fake_exec() -> int:
        # Instead of the event loop: note the window main() showed, and "quit" at once.
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                seen.append(widget.windowTitle())
                widget.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", staticmethod(fake_exec))
    monkeypatch.setattr(app, "show_fatal_error", lambda message: pytest.fail(message))
    assert app.main(["--db", str(db_path)]) == 0
    assert seen == [f"warclan — {db_path.name}"]
    assert db_path.exists()  # a new file is created and migrated
