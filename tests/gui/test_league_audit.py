"""Campaign ▸ League Audit Trail… (issue 26): the organiser sees who changed what, newest
first, and the filters narrow it; a player is not offered it, and the server's refusal
is shown if they get there all the same. A real league on the test server."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from sqlalchemy.engine import make_url

from tests.gui.test_league_connect import SECRET, _connect, memory_keyring  # noqa: F401
from tests.gui.waiting import settle
from warclan.gui import league_audit, league_audit_entry
from warclan.services import league
from warclan.services.ragnarok import campaigns, clans, edits, games, ownership
from warclan.store.database import Database

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
league_test = pytest.mark.usefixtures("memory_keyring")


def _as(url: str, user: str) -> Database:
    return Database(make_url(url).set(username=user, password=SECRET).render_as_string(False))


@pytest.fixture
def evening(pg_server) -> Iterator[tuple[str, dict[str, str]]]:
    """An organiser; Ravens (p1's) and Wolves (p2's); p1 records a game, p2 renames
    Wolves to Crows and Ulla to Ylva."""
    url = pg_server.migrated_database()
    database = make_url(url).database
    users = {p: f"{database}_{p}"[:63] for p in ("org", "p1", "p2")}
    admin = Database(url)
    try:
        camp = campaigns.create_campaign(admin, "League")
        league.grant_role(admin, "organiser", users["org"], SECRET)
        for p in ("p1", "p2"):
            league.grant_role(admin, "player", users[p], SECRET)
        clans.create_clan(admin, camp.id, "Snorre", "Ravens", [clans.Recruit("example.jarl")])
        clans.create_clan(admin, camp.id, "Ulla", "Wolves", [clans.Recruit("example.jarl", "Ulla")])
        ownership.give_clan(admin, "Ravens", users["p1"])
        ownership.give_clan(admin, "Wolves", users["p2"])
    finally:
        admin.close()
    for who, change in (
        ("p1", lambda db: games.record_game(db, "League", [games.Side("Ravens", 3)])),
        ("p2", lambda db: edits.rename_clan(db, "Wolves", "Crows")),
        ("p2", lambda db: edits.rename_warrior(db, "Crows", "Ulla", "Ylva")),
    ):
        db = _as(url, users[who])
        try:
            change(db)
        finally:
            db.close()
    yield url, users
    pg_server.drop(url)


def _shown(dialog: league_audit.AuditDialog) -> list[tuple[int, str, str, str, str]]:
    """The rows as the table shows them, top to bottom: (id, who, table, op, change)."""
    rows = []
    for r in range(dialog.proxy.rowCount()):
        row = dialog.model.row_at(dialog.proxy.mapToSource(dialog.proxy.index(r, 0)).row())
        cells = [dialog.proxy.index(r, c).data() for c in (1, 2, 3, 6)]
        rows.append((row.id, *cells))
    return rows


def _pick(combo, data: object) -> None:
    at = combo.findData(data)
    assert at > 0, f"{data!r} is not offered"
    combo.setCurrentIndex(at)


@pytest.mark.postgresql
@league_test
def test_the_organiser_reads_and_filters_the_audit_trail(
    qtbot, settings, dialog_log, evening, tmp_path: Path
):
    url, users = evening
    window = _connect(qtbot, settings, dialog_log, url, users["org"])
    league_audit_entry.fit_action(window, window.audit_action)
    assert window.audit_action.isEnabled(), window.audit_action.toolTip()
    window.audit_action.trigger()
    dialog = window.findChild(league_audit.AuditDialog)
    assert dialog is not None
    settle(window)
    rows = _shown(dialog)
    ids = [r[0] for r in rows]
    assert ids == sorted(ids, reverse=True)  # newest first
    assert (users["p2"], "war_clan", "changed", "name Wolves → Crows") in [r[1:] for r in rows]
    assert any(
        r[1:4] == (users["p2"], "warrior", "changed") and "Ulla → Ylva" in r[4] for r in rows
    )
    assert {r[1] for r in rows} >= {users["p1"], users["p2"]}
    assert not dialog.hint.isVisible()

    _pick(dialog.login, users["p2"])
    settle(window)
    by_p2 = _shown(dialog)
    assert by_p2 and {r[1] for r in by_p2} == {users["p2"]} and len(by_p2) < len(rows)

    _pick(dialog.table_name, "warrior")
    settle(window)
    assert [r[2:] for r in _shown(dialog)] == [("warrior", "changed", "name Ulla → Ylva")]

    dialog.login.setCurrentIndex(0)
    dialog.table_name.setCurrentIndex(0)
    ravens = next(
        dialog.clan.itemData(i)
        for i in range(dialog.clan.count())
        if dialog.clan.itemText(i) == "Ravens (League)"
    )
    _pick(dialog.clan, ravens)
    settle(window)
    of_ravens = [dialog.model.row_at(i) for i in range(dialog.model.rowCount())]
    assert of_ravens and {r.clan for r in of_ravens} == {"Ravens"}
    assert {r.login for r in of_ravens} >= {users["p1"]}  # the game p1 recorded

    dialog.clan.setCurrentIndex(0)
    yesterday = date.today() - timedelta(days=1)
    dialog.until.setDate(QDate(yesterday.year, yesterday.month, yesterday.day))
    dialog.use_until.setChecked(True)
    settle(window)
    assert _shown(dialog) == [] and dialog.message.text() == "No change matches these filters."
    dialog.use_until.setChecked(False)
    dialog.use_since.setChecked(True)  # a week back: today's changes are in
    dialog.limit.setValue(2)
    dialog.limit.editingFinished.emit()
    settle(window)
    assert [r[0] for r in _shown(dialog)] == ids[:2]
    assert dialog.hint.isVisible() and "newest 2" in dialog.hint.text()

    target = tmp_path / "audit.csv"
    dialog_log.answer(target)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    settle(window)
    with target.open(encoding="utf-8-sig", newline="") as handle:
        written = list(csv.DictReader(handle))
    assert [(r["login"], r["table"], r["change"]) for r in written] == [
        (r[1], r[2], r[4]) for r in _shown(dialog)
    ]
    assert written[0]["at"] > written[1]["at"]  # newest first, as shown

    # Another player's change arrives live, on top.
    p1 = _as(url, users["p1"])
    try:
        edits.rename_clan(p1, "Ravens", "Hawks")
    finally:
        p1.close()
    qtbot.waitUntil(lambda: "name Ravens → Hawks" in (_shown(dialog) or [("",) * 5])[0][4])
    assert dialog_log.errors == [] and dialog_log.bugs == []
    window.close()


@pytest.mark.postgresql
@league_test
def test_a_player_is_not_offered_the_audit_trail_and_the_server_refuses_it(
    qtbot, settings, dialog_log, evening
):
    url, users = evening
    window = _connect(qtbot, settings, dialog_log, url, users["p1"])
    league_audit_entry.fit_action(window, window.audit_action)
    assert not window.audit_action.isEnabled()
    assert window.audit_action.toolTip() == (
        f"Only the league organiser reads the audit trail; {users['p1']} is a league player"
    )
    dialog = league_audit_entry.open_audit(window)  # as if the entry had been offered
    assert dialog is not None
    settle(window)
    assert dialog.model.rowCount() == 0 and not dialog.export_button.isEnabled()
    assert "a league player may not" in dialog.message.text()
    assert dialog_log.errors == [(league_audit.TITLE, dialog.message.text())]
    window.close()


@pytest.mark.sqlite_only("a league server keeps the audit trail")
def test_an_sqlite_file_has_no_audit_trail_to_offer(
    qtbot, settings, dialog_log, db_path, demo_campaign
):
    from tests.gui.test_main_window import open_window, url_of

    window = open_window(qtbot, settings, url_of(db_path))
    league_audit_entry.fit_action(window, window.audit_action)
    assert not window.audit_action.isEnabled()
    assert "keeps no audit trail" in window.audit_action.toolTip()
    window.close()
