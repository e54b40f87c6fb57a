"""The window offers only the changes the connected role may make, in every section:
the main actions, the Warband and File menus (Mors Regnat, Rules), the campaign page,
warband page and warrior editor, the match log, the house-rule editor and the game
nights. On PostgreSQL each league role is connected for real (the server says what it
may write); on an SQLite file everything is offered."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QWidget
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from tests.gui.test_league_connect import SECRET, _connect, memory_keyring  # noqa: F401
from tests.gui.test_main_window import open_window
from tests.gui.waiting import settle
from warclan.gui.main_window import MainWindow
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services import league
from warclan.services.mors_regnat import warbands, warriors
from warclan.services.ragnarok import campaigns, clans
from warclan.store.database import Database

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

# What each league role may write (README, "Running a league"; store/roles.py).
ROLE_MAY = {
    "organiser": set(league.CAPABILITIES),
    "player": {"clans", "games", "warbands", "matches", "game_nights"},
    "viewer": set(),
}

# Each write the window offers, with the capability it needs.
NEEDS = {
    "New Campaign": "campaigns",
    "New War Clan": "clans",
    "Record Game": "games",
    "Continue Post-Game Sequence": "games",
    "Warband menu: New Warband": "warbands",
    "Warband menu: Delete Warband": "warbands",
    "File: Import Warband": "warbands",
    "File: Import House-Rule Pack": "house_rules",
    "File: Import War Clan": "clans",
    "File: Import Profiles": "profiles",
    "Rename campaign": "campaigns",
    "campaign notes": "campaigns",
    "Save Notes": "campaigns",
    "New warrior": "warbands",
    "drag warriors": "warbands",
    "warrior name": "warbands",
    "Apply warrior": "warbands",
    "Record match": "matches",
    "Delete match": "matches",
    "Save house rule": "house_rules",
    "Micro Midgard: Record match": "game_nights",
    "Loki: Start a solo game": "game_nights",
    "Ragnarok!: Log play": "game_nights",
}


def _menu_action(window: MainWindow, menu_title: str, text: str) -> bool:
    menu = {"File": window.file_menu, "Warband": window.warband_menu}[menu_title]
    for action in menu.actions():
        if action.text().replace("&", "").rstrip("…") == text:
            return action.isVisible()
    raise AssertionError(f"no {text!r} in the {menu_title} menu")


def _page(window: MainWindow, kind: str, ident: int | None) -> QWidget:
    assert window.select(kind, ident), (kind, ident)
    settle(window)  # the navigator's and the page's reads
    page = window.pages[kind]
    return page.widget()


def _shown(widget: QWidget, page: QWidget) -> bool:
    return widget.isVisibleTo(page)


def offered(window: MainWindow, campaign_id: int, warband_id: int) -> dict[str, bool]:
    """Each write of NEEDS: whether the window offers it now."""
    found = {
        "New Campaign": window.new_campaign_action.isVisible(),
        "New War Clan": window.new_clan_action.isVisible(),
        "Record Game": window.record_game_action.isVisible(),
        "Continue Post-Game Sequence": window.continue_action.isVisible(),
        "Warband menu: New Warband": _menu_action(window, "Warband", "New Warband"),
        "Warband menu: Delete Warband": _menu_action(window, "Warband", "Delete Warband"),
        "File: Import Warband": _menu_action(window, "File", "Import Warband"),
        "File: Import House-Rule Pack": _menu_action(window, "File", "Import House-Rule Pack"),
        "File: Import War Clan": _menu_action(window, "File", "Import War Clan"),
        "File: Import Profiles": _menu_action(window, "File", "Import Profiles"),
    }
    camp = _page(window, "campaign", campaign_id)
    page = window.pages["campaign"]
    found["Rename campaign"] = window.rename_action.isVisible() and window.rename_action.isEnabled()
    found["campaign notes"] = not page.notes.isReadOnly()
    if page.notes.isReadOnly():  # an empty read-only field does not invite typing
        assert "may not change" in page.notes.placeholderText()
    found["Save Notes"] = _shown(page.save_notes, camp)

    band = _page(window, "warband", warband_id)
    page = window.pages["warband"]
    found["New warrior"] = _shown(page.new_button, band)
    found["drag warriors"] = page.table.dragDropMode() != QAbstractItemView.DragDropMode.NoDragDrop
    found["warrior name"] = not page.editor.name.isReadOnly()
    found["Apply warrior"] = _shown(page.editor.apply, band)

    log = _page(window, "match_log", None)
    page = window.pages["match_log"]
    found["Record match"] = _shown(page.record_button, log)
    found["Delete match"] = _shown(page.delete_button, log)

    rules = _page(window, "catalogs", campaign_id)
    found["Save house rule"] = _shown(window.pages["catalogs"].house.save, rules)

    mm = _page(window, "mm_log", None)
    found["Micro Midgard: Record match"] = _shown(window.pages["mm_log"].record_button, mm)
    loki = _page(window, "mm_loki", None)
    found["Loki: Start a solo game"] = _shown(window.pages["mm_loki"].start_button, loki)
    vgw = _page(window, "vgw_log", None)
    found["Ragnarok!: Log play"] = _shown(window.pages["vgw_log"].log_button, vgw)
    assert set(found) == set(NEEDS)
    return found


def _fill(db: Database) -> tuple[int, int]:
    camp = campaigns.create_campaign(db, "League")
    clans.create_clan(db, camp.id, "Snorre", "Ravens", [clans.Recruit("example.jarl")])
    band = warbands.create_warband(db, "Grave Wardens")
    warriors.add_warrior(db, band.id, WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))
    return camp.id, band.id


def _fill_file(path: Path) -> tuple[int, int]:
    db = Database(f"sqlite:///{path}")
    try:
        return _fill(db)
    finally:
        db.close()


@pytest.mark.sqlite_only("opens the test's database as a local file")
def test_a_local_file_offers_every_change(qtbot, settings, db_path, dialog_log):
    campaign_id, warband_id = _fill_file(db_path)
    window = open_window(qtbot, settings, f"sqlite:///{db_path}")
    window.wait_sections()
    shown = offered(window, campaign_id, warband_id)
    assert [what for what, ok in shown.items() if not ok] == []
    window.close()


@pytest.fixture
def immutable_file(db_path: Path) -> Iterator[Path]:
    """The test's database file, made immutable (chattr +i) once filled by the test."""
    yield db_path
    subprocess.run(["chattr", "-i", str(db_path)], capture_output=True, check=False)


@pytest.mark.sqlite_only("opens the test's database as a local file")
def test_a_read_only_file_offers_no_change(qtbot, settings, immutable_file, dialog_log):
    campaign_id, warband_id = _fill_file(immutable_file)
    done = subprocess.run(["chattr", "+i", str(immutable_file)], capture_output=True)
    if done.returncode != 0 or os.access(immutable_file, os.W_OK):
        pytest.skip("needs root (and chattr) to make a file immutable")
    window = open_window(qtbot, settings, f"sqlite:///{immutable_file}")
    window.wait_sections()
    shown = offered(window, campaign_id, warband_id)
    assert [what for what, ok in shown.items() if ok] == []
    assert "read-only" in window.database_label.toolTip()
    window.close()


@pytest.fixture
def league_roles(pg_server) -> Iterator[tuple[str, str, tuple[int, int]]]:
    """A league database with a campaign, a War Clan, a warband and a login role per
    league role."""
    url = pg_server.migrated_database()
    database = make_url(url).database
    admin = Database(url)
    users = {role: f"{database}_{role}"[:63] for role in ROLE_MAY}
    try:
        ids = _fill(admin)
        for role, user in users.items():
            league.grant_role(admin, role, user, SECRET)
    finally:
        admin.close()
    yield url, database, ids
    pg_server.drop(url)
    engine = create_engine(make_url(url).set(database="postgres"), isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        for user in users.values():
            conn.execute(text(f'DROP ROLE IF EXISTS "{user}"'))
        for role in ROLE_MAY:
            conn.execute(text(f'DROP ROLE IF EXISTS "warclan_{database}_{role}"'))
    engine.dispose()


@pytest.mark.postgresql
@pytest.mark.usefixtures("memory_keyring")
@pytest.mark.parametrize("role", list(ROLE_MAY))
def test_each_role_is_offered_exactly_what_it_may_change(
    qtbot, settings, dialog_log, league_roles, role
):
    url, database, (campaign_id, warband_id) = league_roles
    window = _connect(qtbot, settings, dialog_log, url, f"{database}_{role}"[:63])
    window.wait_sections()
    assert window.access is not None and window.access.role == role
    assert window.access.may == ROLE_MAY[role]  # what the server says
    shown = offered(window, campaign_id, warband_id)
    expected = {what: capability in ROLE_MAY[role] for what, capability in NEEDS.items()}
    assert shown == expected
    assert window.database_label.text().endswith(f"({role})")
    if role != "organiser":
        assert f"is a league {role}" in window.database_label.toolTip()
    assert dialog_log.errors == []
    if "warbands" not in ROLE_MAY[role]:
        # Enter in the warrior editor means Apply: not where Apply is not offered.
        assert window.select("warband", warband_id)
        editor = window.pages["warband"].editor
        window.pages["warband"].table.selectRow(0)
        qtbot.waitUntil(lambda: editor.name.text() == "Grim")
        qtbot.keyClick(editor.name, Qt.Key.Key_Return)
        window.ops.wait_idle()
        qtbot.wait(200)
        assert dialog_log.errors == []
    window.close()
