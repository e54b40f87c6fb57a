"""The lower layers' last English lines, said in German (issue 24): write errors and the
operating system's reasons, a damaged database, league refusals and access, the VGW
Glory lines, dice entered but not needed, Mors Regnat's delete details and the clan
chart's labels. Real services on a real SQLite file, rendered by ``i18n.text`` with
German installed; ``str()`` of the same text is the unchanged English of the command
line."""

from __future__ import annotations

import errno
import os
import subprocess
from datetime import date
from pathlib import Path

import psycopg.errors
import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from tests.builders import campaign_with_clans
from tests.gui.german import assert_german
from tests.store.test_damaged_files import _damage_page_of, _database_with_campaigns
from warclan import atomic
from warclan.gui import i18n
from warclan.os_reasons import os_reason
from warclan.paths import sqlite_url
from warclan.reports.options import ReportError
from warclan.reports.output import write_atomically as write_report
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services import league
from warclan.services.errors import ServiceError
from warclan.services.mors_regnat import matches, warbands, warriors
from warclan.services.mors_regnat.matches import MatchEntry
from warclan.services.ragnarok import clans, edits, games, history, post_game
from warclan.services.vgw import ladder, plays
from warclan.services.vgw import players as vgw_players
from warclan.store.database import Database
from warclan.store.errors import (
    ConnectionLostError,
    DamagedDatabaseError,
    StaleEditError,
    StorageError,
)
from warclan.store.server import server_problem

pytestmark = pytest.mark.sqlite_only("reads and writes SQLite files of its own")


def _no_room(handle: object) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_write_that_runs_out_of_room(german: str, tmp_path: Path) -> None:
    target = tmp_path / "ladder.csv"
    with pytest.raises(atomic.WriteError) as caught:
        atomic.write_through(target, _no_room)
    assert str(caught.value) == f"cannot write {target}: No space left on device"
    assert (
        i18n.text(caught.value)
        == f"{target} lässt sich nicht schreiben: Kein Platz mehr auf dem Gerät"
    )
    assert [p.name for p in tmp_path.iterdir() if "ladder.csv" in p.name] == []  # no temp left


def test_a_reason_the_table_does_not_know_stays_as_the_os_said_it(german: str) -> None:
    odd = OSError(errno.EIO, "Something the disk said")
    assert os_reason(odd) == i18n.text(os_reason(odd)) == "Something the disk said"
    assert os_reason(OSError("no errno")) == "no errno"
    assert i18n.text(os_reason(OSError(errno.EACCES, "Permission denied"))) == (
        "Zugriff verweigert"
    )


def test_a_file_that_is_there_a_folder_and_a_missing_folder(german: str, tmp_path: Path) -> None:
    kept = tmp_path / "kept.json"
    kept.write_text("{}", encoding="utf-8")
    cases = [
        (kept, f"{kept} already exists", f"{kept} existiert bereits"),
        (
            tmp_path,
            f"{tmp_path} is a folder, not a file",
            f"{tmp_path} ist ein Ordner, keine Datei",
        ),
        (
            tmp_path / "gone" / "x.json",
            f"cannot write into {tmp_path / 'gone'}: the folder does not exist",
            f"in {tmp_path / 'gone'} lässt sich nicht schreiben: der Ordner existiert nicht",
        ),
        (
            kept / "x.json",
            f"cannot write into {kept}: is not a folder",
            f"in {kept} lässt sich nicht schreiben: ist kein Ordner",
        ),
    ]
    for path, english, deutsch in cases:
        with pytest.raises(atomic.WriteError) as caught:
            atomic.write_atomically(path, b"{}", overwrite=False)
        assert str(caught.value) == english
        assert i18n.text(caught.value) == deutsch
    assert kept.read_text(encoding="utf-8") == "{}"


def test_the_ladder_export_into_a_missing_folder(german: str, db: Database, tmp_path: Path) -> None:
    """The service passes the write error on as its own refusal, still translatable."""
    folder = tmp_path / "nowhere"
    with pytest.raises(ServiceError) as caught:
        ladder.export_ladder_csv(db, folder / "ladder.csv")
    assert str(caught.value) == f"cannot write into {folder}: the folder does not exist"
    shown = i18n.text(caught.value)
    assert shown == f"in {folder} lässt sich nicht schreiben: der Ordner existiert nicht"
    assert_german([shown], data=[str(folder)])


def test_a_roster_written_over_a_folder(german: str, tmp_path: Path) -> None:
    with pytest.raises(ReportError) as caught:
        write_report(tmp_path, lambda handle: None)
    assert str(caught.value) == f"{tmp_path} is a folder; give a file name such as roster.pdf"
    assert i18n.text(caught.value) == (
        f"{tmp_path} ist ein Ordner; gib einen Dateinamen an, etwa roster.pdf"
    )


def test_a_damaged_database(german: str, tmp_path: Path) -> None:
    path = tmp_path / "league.sqlite"
    _database_with_campaigns(path)
    _damage_page_of(path, "campaign")
    with pytest.raises(DamagedDatabaseError) as caught:
        Database(sqlite_url(path))
    english = str(caught.value)
    assert english.startswith(f"{path} is damaged (SQLite's check found: ")
    assert english.endswith(
        "); warclan will not read or write it, and it was not changed. Keep the file as it "
        f"is, restore a copy you keep elsewhere, or see every problem with 'warclan --db "
        f"{path} db check'"
    )
    shown = i18n.text(caught.value)
    assert shown.startswith(f"{path} ist beschädigt (SQLites Prüfung fand: "), shown
    assert shown.endswith(
        "); warclan wird sie weder lesen noch schreiben, und sie wurde nicht geändert. Lass "
        "die Datei, wie sie ist, stelle eine Kopie wieder her, die du anderswo aufbewahrst, "
        f"oder sieh dir jedes Problem mit 'warclan --db {path} db check' an"
    ), shown
    # SQLite's own words in the middle stay as SQLite said them.
    problem = english.split("found: ", 1)[1].split("); warclan", 1)[0]
    assert f"fand: {problem});" in shown


@pytest.mark.sqlite_only("what SQLite itself refuses")
def test_what_sqlite_refuses_is_not_a_lost_connection(german: str, db: Database) -> None:
    """An SQLite file has no connection to lose: a statement it refuses (a table the file
    lacks) is said as that, where it was once worded as a lost connection."""
    with pytest.raises(StorageError) as caught, db.session() as session:
        session.execute(text("SELECT * FROM no_such_table"))
    assert not isinstance(caught.value, ConnectionLostError)
    english = str(caught.value)
    assert english.endswith(" refused this: no such table: no_such_table; nothing was changed")
    shown = i18n.text(caught.value)
    assert shown.endswith(
        " hat das abgelehnt: no such table: no_such_table; nichts wurde geändert"
    ), shown


@pytest.mark.parametrize(
    ("role", "english", "deutsch"),
    [
        (
            "player",
            "a league player may not make it (permission denied for table war_clan); nothing "
            "was changed. Ask the league organiser if you need it.",
            "ein Ligaspieler darf sie nicht vornehmen (permission denied for table war_clan); "
            "nichts wurde geändert. Frag die Ligaleitung, wenn du sie brauchst.",
        ),
        (
            "organiser",
            "a league organiser may not make it (permission denied for table war_clan); "
            "nothing was changed. Ask the server's administrator if you need it.",
            "die Ligaleitung darf sie nicht vornehmen (permission denied for table war_clan); "
            "nichts wurde geändert. Frag die Administration des Servers, wenn du sie brauchst.",
        ),
        (
            None,
            "this user's role may not make it (permission denied for table war_clan); nothing "
            "was changed. Ask the league organiser if you need it.",
            "die Rolle dieses Benutzers darf sie nicht vornehmen (permission denied for table "
            "war_clan); nichts wurde geändert. Frag die Ligaleitung, wenn du sie brauchst.",
        ),
    ],
)
def test_the_league_servers_refusal_names_the_role(
    german: str, role: str | None, english: str, deutsch: str
) -> None:
    # The driver's own exception, as psycopg raises it for a missing privilege.
    refused = DBAPIError(
        "UPDATE war_clan",
        {},
        psycopg.errors.InsufficientPrivilege("permission denied for table war_clan"),
    )
    problem = server_problem(refused, "postgresql+psycopg://alice@host/league", lambda: role)
    assert problem is not None
    assert str(problem) == f"the league server refused this change: {english}"
    assert i18n.text(problem) == f"der Ligaserver hat diese Änderung abgelehnt: {deutsch}"


def test_a_read_only_file_says_why_nothing_is_offered(german: str, db_path: Path) -> None:
    Database(sqlite_url(db_path)).close()
    done = subprocess.run(["chattr", "+i", str(db_path)], capture_output=True, check=False)
    try:
        if done.returncode != 0 or os.access(db_path, os.W_OK):
            pytest.skip("needs root (and chattr) to make a file immutable")
        db = Database(sqlite_url(db_path))
        try:
            found = league.access(db)
        finally:
            db.close()
    finally:
        subprocess.run(["chattr", "-i", str(db_path)], capture_output=True, check=False)
    assert found.may == frozenset()
    assert found.reason == f"the database is read-only: the file {db_path} is read-only"
    shown = i18n.text(found.reason)
    assert shown.startswith("die Datenbank ist schreibgeschützt: "), shown
    assert_german([shown], data=[str(db_path)])


def test_the_vgw_glory_lines(german: str, db: Database) -> None:
    vgw_players.add_player(db, "Bjorn")
    won = plays.log_play(db, plays.PlayEntry(players=("Bjorn",), won=True, lost_vp=False))
    lost = plays.log_play(db, plays.PlayEntry(players=("Bjorn",), won=False))
    assert won.glory_lines == ("handicaps +0", "won +1", "no VP lost +1")
    assert [i18n.text(line) for line in won.glory_lines] == [
        "Erschwernisse +0",
        "gewonnen +1",
        "keine SiP verloren +1",
    ]
    assert lost.glory_lines == ("lost: no Glory (handicaps count only if you succeed)",)
    assert i18n.text(lost.glory_lines[0]) == (
        "verloren: kein Ruhm (Erschwernisse zählen nur bei Erfolg)"
    )


@pytest.fixture
def ravens(db: Database) -> Database:
    campaign_with_clans(
        db,
        "Winter of Wolves",
        Ravens=("Snorre", [("example.jarl", "Snorre"), ("example.berserker", "Bjorn")]),
        Wolves=("Ulla", [("example.jarl", "Ulla")]),
    )
    return db


def test_dice_entered_but_not_needed(german: str, ravens: Database) -> None:
    game = games.record_game(
        ravens, "Winter of Wolves", [games.Side("Ravens", removed=["Bjorn"]), games.Side("Wolves")]
    )
    dice = post_game.InjuryDice(named={"Bjorn": {"injury": [9, 4], "severe": [5]}})
    done = post_game.run_post_game(ravens, game.id, "Ravens", dice, post_game.Orders(raid_roll=2))
    assert done.unused_dice == (
        "Bjorn: injury 4 (no injury roll was needed)",
        "Bjorn: severe 5 (no severe roll was needed)",
    )
    assert [i18n.text(line) for line in done.unused_dice] == [
        "Bjorn: Verletzung 4 (kein Verletzungswurf war nötig)",
        "Bjorn: schwere Verletzung 5 (kein Wurf für eine schwere Verletzung war nötig)",
    ]
    assert_german([i18n.text(line) for line in done.unused_dice], data=["Bjorn"])


def test_the_clan_charts_labels(german: str, ravens: Database) -> None:
    game = games.record_game(
        ravens, "Winter of Wolves", [games.Side("Ravens", 1), games.Side("Wolves")]
    )
    post_game.run_post_game(ravens, game.id, "Ravens", orders=post_game.Orders(raid_roll=2))
    chart = history.clan_history(ravens, "Ravens").chart
    assert [p.label for p in chart] == ["start", "game 1"]
    assert [i18n.text(p.label) for p in chart] == ["Start", "Spiel 1"]


def test_a_rename_someone_else_made_first(german: str, ravens: Database) -> None:
    clans.show_clan(ravens, "Ravens")
    edits.rename_clan(ravens, "Ravens", "Storm Ravens")
    with pytest.raises(StaleEditError) as caught:
        edits.rename_clan(ravens, "Storm Ravens", "Night Ravens", expected="Ravens")
    assert str(caught.value) == (
        "the War Clan 'Ravens' was renamed to 'Storm Ravens' by someone else since; nothing "
        "was changed"
    )
    assert i18n.text(caught.value) == (
        "der Kriegsclan 'Ravens' wurde inzwischen von jemand anderem in 'Storm Ravens' "
        "umbenannt; nichts wurde geändert"
    )


def test_mors_regnat_delete_details(german: str, db: Database) -> None:
    for name in ("Ash Wolves", "Bone Crows"):
        warbands.create_warband(db, name)
        warriors.add_warrior(db, name, WarriorBuild("Leader", attack_points=12))
        warriors.add_warrior(db, name, WarriorBuild("Scout"))
    played = date(2026, 3, 1)
    first = matches.record_match(
        db, [MatchEntry("Ash Wolves"), MatchEntry("Bone Crows")], draw=True, played_on=played
    )
    matches.record_match(db, [MatchEntry("Ash Wolves"), MatchEntry("Bone Crows")], draw=True)
    matches.record_match(db, [MatchEntry("Ash Wolves"), MatchEntry("Bone Crows")], draw=True)

    gone = matches.delete_match(db, first.id)
    assert gone.detail == "played on 2026-03-01"
    assert i18n.text(gone.detail) == "gespielt am 01.03.2026"

    gone = warriors.delete_warrior(db, "Bone Crows", "Scout")
    assert gone.detail == "removed from Bone Crows"
    assert i18n.text(gone.detail) == "aus Bone Crows entfernt"

    gone = warbands.delete_warband(db, "Bone Crows")
    assert gone.detail == "1 warrior deleted; 2 matches kept in the log under its name"
    assert i18n.text(gone.detail) == (
        "1 Krieger gelöscht; 2 Partien bleiben unter ihrem Namen im Partienprotokoll"
    )
    gone = warbands.delete_warband(db, "Ash Wolves")
    assert gone.detail == "2 warriors deleted; 2 matches kept in the log under its name"
    assert i18n.text(gone.detail) == (
        "2 Krieger gelöscht; 2 Partien bleiben unter ihrem Namen im Partienprotokoll"
    )
    assert_german([i18n.text(gone.detail)], data=["Ash Wolves"])


def test_a_god_powers_provenance_in_its_tooltip(german: str, ravens: Database) -> None:
    from warclan.gui.catalogs.browser import power_text
    from warclan.services.ragnarok.rules_data import catalogs

    power = catalogs.list_god_powers(ravens, "Winter of Wolves").powers[0]
    assert power.provenance.startswith("rulebook (")
    last = power_text(power).splitlines()[-1]
    assert last.startswith("Herkunft: Regelbuch-Auszug ("), last
    assert "rulebook" not in last


def test_the_league_roles_in_the_status_bar(german: str) -> None:
    from warclan.gui.league_connect import role_text

    assert [role_text(r) for r in ("organiser", "player", "viewer")] == [
        "Ligaleitung",
        "Spieler",
        "Zuschauer",
    ]
    assert role_text("auditor") == "auditor"  # a role this warclan does not know
