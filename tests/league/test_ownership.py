"""Each War Clan is its owner's (issue 26), enforced by the server: every test runs as
each role's own login against the test server. Another player's clan refuses every
write service and plain SQL, with every table exactly as before; the owner's writes go
through; the ledger cannot be forged; a game counts once both sides agree; the audit
trail records everything and nobody but the superuser changes it."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from dbsnapshot import dump
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import NullPool

from tests.league.conftest import as_user
from warclan.cli.main import main as cli_main
from warclan.services import audit, league
from warclan.services.ragnarok import (
    agreement,
    campaigns,
    clans,
    edits,
    games,
    ownership,
    post_game,
)
from warclan.services.ragnarok.ownership import NotYourClan
from warclan.services.ragnarok.post_game import Orders
from warclan.store.database import Database
from warclan.store.errors import DatabaseBusyError, PermissionDeniedError

R = clans.Recruit
RAID = Orders(raid_roll=7)
G = games.GameNumber


@dataclass
class League:
    url: str  # the superuser's
    database: str
    logins: dict[str, str]  # "org", "p1", "p2", "p3", "viewer" -> login name

    def url_of(self, who: str) -> str:
        return as_user(self.url, self.logins[who])

    def db(self, who: str, **options: int) -> Database:
        return Database(self.url_of(who), **options)

    def sql(self, who: str, *statements: str) -> None:
        """Plain SQL as ``who``, in one transaction."""
        engine = create_engine(self.url_of(who), poolclass=NullPool)
        try:
            with engine.begin() as conn:
                for statement in statements:
                    conn.execute(text(statement))
        finally:
            engine.dispose()

    def rowcount(self, who: str, statement: str) -> int:
        engine = create_engine(self.url_of(who), poolclass=NullPool)
        try:
            with engine.begin() as conn:
                return conn.execute(text(statement)).rowcount
        finally:
            engine.dispose()

    def scalar(self, statement: str) -> object:
        engine = create_engine(self.url, poolclass=NullPool)
        try:
            with engine.connect() as conn:
                return conn.execute(text(statement)).scalar()
        finally:
            engine.dispose()


@pytest.fixture
def lg(pg_url: str) -> Iterator[League]:
    """A league: an organiser, three players each with a War Clan they built, a viewer."""
    database = make_url(pg_url).database or ""
    logins = {who: f"{database}_{who}"[:63] for who in ("org", "p1", "p2", "p3", "viewer")}
    admin = Database(pg_url)
    try:
        campaigns.create_campaign(admin, "League")
        league.grant_role(admin, "organiser", logins["org"])
    finally:
        admin.close()
    the = League(pg_url, database, logins)
    org = the.db("org")
    try:  # the organiser grants the players (CREATEROLE came with the role)
        for who, role in (("p1", "player"), ("p2", "player"), ("p3", "player")):
            league.grant_role(org, role, logins[who])
        league.grant_role(org, "viewer", logins["viewer"])
    finally:
        org.close()
    for who, clan, warrior in (
        ("p1", "Clan1", "Ari"),
        ("p2", "Clan2", "Bo"),
        ("p3", "Clan3", "Cy"),
    ):
        db = the.db(who)
        try:
            clans.create_clan(db, "League", who, clan, [R("example.jarl", warrior)])
        finally:
            db.close()
    try:
        yield the
    finally:
        _drop(pg_url, database, list(logins.values()))


def _drop(url: str, database: str, logins: list[str]) -> None:
    engine = create_engine(make_url(url).set(database="postgres"), isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)'))
            for login in logins:
                conn.execute(text(f'DROP ROLE IF EXISTS "{login}"'))
            for role in ("organiser", "player", "viewer"):
                conn.execute(text(f'DROP ROLE IF EXISTS "warclan_{database}_{role}"'))
    finally:
        engine.dispose()


def _as(the: League, who: str, action: Callable[[Database], object]) -> object:
    db = the.db(who)
    try:
        return action(db)
    finally:
        db.close()


def _played(the: League) -> None:
    """Clan1 against Clan2, recorded by p1, confirmed by p2, and both sequences run."""
    _as(
        the,
        "p1",
        lambda db: games.record_game(
            db, "League", [games.Side("Clan1", 2), games.Side("Clan2", 1)]
        ),
    )
    _as(the, "p2", lambda db: agreement.confirm_game(db, G(1), "Clan2"))
    _as(the, "p1", lambda db: post_game.run_post_game(db, G(1), "Clan1", None, RAID))
    _as(the, "p2", lambda db: post_game.run_post_game(db, G(1), "Clan2", None, RAID))


def test_each_clan_belongs_to_the_login_that_built_it(lg: League, capsys) -> None:
    view = _as(lg, "p2", lambda db: clans.show_clan(db, "Clan1"))
    assert view.owner == lg.logins["p1"]
    assert cli_main(["--db", lg.url_of("p2"), "clan", "show", "Clan1"]) == 0
    assert f"owner {lg.logins['p1']}" in capsys.readouterr().out
    assert cli_main(["--db", lg.url_of("p2"), "--json", "clan", "show", "Clan1"]) == 0
    assert json.loads(capsys.readouterr().out)["owner"] == lg.logins["p1"]


# Every write service aimed at p2's Clan2 by p1 (after a game both played).
SERVICES: dict[str, Callable[[Database], object]] = {
    "record a game for it": lambda db: games.record_game(db, "League", [games.Side("Clan2", 3)]),
    "run its sequence": lambda db: (games.undo_latest_game(db, "Clan2"),),
    "undo its latest game": lambda db: games.undo_latest_game(db, "Clan2"),
    "rename it": lambda db: edits.rename_clan(db, "Clan2", "Mine"),
    "rename its warrior": lambda db: edits.rename_warrior(db, "Clan2", "Bo", "Mine"),
    "dispute its game": lambda db: agreement.dispute_game(db, G(1), "Clan2", "no"),
    "confirm its game": lambda db: agreement.confirm_game(db, G(1), "Clan2"),
}


@pytest.mark.parametrize("who", ["p1", "viewer"])
def test_every_write_service_on_another_players_clan_is_refused(lg: League, who: str) -> None:
    _played(lg)
    # A game p3 recorded against Clan2, pending: p1 must not settle it either.
    _as(
        lg,
        "p3",
        lambda db: games.record_game(
            db, "League", [games.Side("Clan3", 1), games.Side("Clan2", 0)]
        ),
    )
    services = {
        **SERVICES,
        "run its sequence": lambda db: post_game.run_post_game(db, G(2), "Clan2", None, RAID),
        "confirm its game": lambda db: agreement.confirm_game(db, G(2), "Clan2"),
        "dispute its game": lambda db: agreement.dispute_game(db, G(2), "Clan2", "no"),
    }
    before = dump(lg.url)
    db = lg.db(who)
    try:
        for name, write in services.items():
            with pytest.raises((NotYourClan, PermissionDeniedError)) as refused:
                write(db)
            assert f"Clan2 belongs to {lg.logins['p2']}" in str(refused.value) or (
                refused.type is PermissionDeniedError
            ), name
    finally:
        db.close()
    assert dump(lg.url) == before


def _refused(the: League, who: str, statement: str) -> None:
    """Plain SQL the server refuses: an error, or (row-level security) no row touched."""
    try:
        count = the.rowcount(who, statement)
    except DBAPIError:
        return
    assert count == 0, statement


def test_plain_sql_on_another_players_clan_is_refused(lg: League) -> None:
    _played(lg)
    clan2 = lg.scalar("SELECT id FROM war_clan WHERE name = 'Clan2'")
    bo = lg.scalar("SELECT id FROM warrior WHERE name = 'Bo'")
    event2 = lg.scalar(f"SELECT id FROM campaign_event WHERE clan_id = {clan2}")
    side2 = lg.scalar(f"SELECT id FROM game_participant WHERE clan_id = {clan2}")
    p1 = lg.logins["p1"]
    attempts = [
        f"UPDATE warrior SET hp = 99 WHERE clan_id = {clan2}",
        "DELETE FROM war_clan WHERE name = 'Clan2'",
        f"UPDATE war_clan SET owner = '{p1}' WHERE id = {clan2}",
        f"UPDATE war_clan SET name = 'Mine', name_key = 'mine' WHERE id = {clan2}",
        f"DELETE FROM warrior WHERE id = {bo}",
        f"INSERT INTO warrior (clan_id, name, name_key, profile_key, profile_name, faction, ap, hp,"
        f" sp, ma, ra, df, rs, dr, mn, size, base_size, special_abilities, attacks, cost_paid,"
        f" created_at) VALUES ({clan2}, 'Spy', 'spy', 'x', 'x', '', 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,"
        f" '', '[]', '[]', 0, now())",
        f"INSERT INTO glory_entry (clan_id, event_id, kind, amount, note, created_at)"
        f" VALUES ({clan2}, {event2}, 'spend', -100, '', now())",
        f"DELETE FROM glory_entry WHERE clan_id = {clan2}",
        f"UPDATE glory_entry SET amount = 0 WHERE clan_id = {clan2}",
        f"DELETE FROM campaign_event WHERE id = {event2}",
        f"DELETE FROM game_participant WHERE id = {side2}",
        f"UPDATE game_participant SET victory_points = 0 WHERE id = {side2}",
        f"UPDATE game_participant SET status = 'disputed' WHERE id = {side2}",
        "DELETE FROM game",
        f"DELETE FROM dice_roll WHERE event_id = {event2}",
        f"DELETE FROM raid_result WHERE event_id = {event2}",
        f"INSERT INTO injury (event_id, warrior_id, roll, result, severe_house_rule, stat_delta,"
        f" becomes_blind, loses_equipment, misses_next_game, raid_survivor, removed, dies, lasting)"
        f" VALUES ({event2}, {bo}, 2, 'dead', false, 0,"
        f" false, false, false, false, true, true, true)",
        f"INSERT INTO clan_store (clan_id, name, quantity, source, created_at)"
        f" VALUES ({clan2}, 'x', 1, '', now())",
        f"DELETE FROM fielded_warrior WHERE warrior_id = {bo}",
        f"INSERT INTO improvement (warrior_id, stat, delta, glory_paid, created_at)"
        f" VALUES ({bo}, 'hp', 1, 0, now())",
        "DELETE FROM audit_log",
    ]
    before = dump(lg.url)
    for statement in attempts:
        _refused(lg, "p1", statement)
        _refused(lg, "viewer", statement)
    assert dump(lg.url) == before


def test_the_owners_own_writes_go_through(lg: League) -> None:
    _played(lg)
    before = dump(lg.url)
    _as(lg, "p2", lambda db: edits.rename_warrior(db, "Clan2", "Bo", "Bodil"))
    _as(lg, "p2", lambda db: edits.rename_clan(db, "Clan2", "Crows"))
    lg.sql("p2", "UPDATE warrior SET hp = hp WHERE name = 'Bodil'")
    _as(lg, "p2", lambda db: games.undo_latest_game(db, "Crows"))
    assert dump(lg.url) != before
    view = _as(lg, "p2", lambda db: clans.show_clan(db, "Crows"))
    assert view.games_played == 0 and view.warriors[0].name == "Bodil"


@pytest.mark.parametrize(
    "forgery",
    [
        # A correction of +5000 to one's own clan: the organiser's alone.
        "INSERT INTO glory_entry (clan_id, event_id, kind, amount, note, created_at)"
        " VALUES ({clan1}, NULL, 'correction', 5000, 'mine', now())",
        # Scenario Glory hung on an event of an earlier transaction.
        "INSERT INTO glory_entry (clan_id, event_id, kind, amount, note, created_at)"
        " VALUES ({clan1}, {event1}, 'scenario', 40, '', now())",
        "INSERT INTO glory_entry (clan_id, event_id, kind, amount, note, created_at)"
        " VALUES ({clan1}, {event1}, 'refund', 500, '', now())",
        "UPDATE glory_entry SET amount = 5000 WHERE clan_id = {clan1}",
        "DELETE FROM glory_entry WHERE clan_id = {clan1} AND kind = 'spend'",
    ],
)
def test_a_forged_ledger_row_is_refused(lg: League, forgery: str) -> None:
    _played(lg)
    clan1 = lg.scalar("SELECT id FROM war_clan WHERE name = 'Clan1'")
    event1 = lg.scalar(f"SELECT id FROM campaign_event WHERE clan_id = {clan1}")
    before = dump(lg.url)
    with pytest.raises(DBAPIError, match=r"organiser|post-game sequence|permission denied"):
        lg.sql("p1", forgery.format(clan1=clan1, event1=event1))
    assert dump(lg.url) == before


def test_glory_a_sequence_writes_must_follow_from_the_game(lg: League) -> None:
    """A whole forged sequence in one transaction: an event for the confirmed side and
    scenario Glory the VP do not give."""
    _as(lg, "p1", lambda db: games.record_game(db, "League", [games.Side("Clan1", 1)]))
    clan1 = lg.scalar("SELECT id FROM war_clan WHERE name = 'Clan1'")
    side = lg.scalar(f"SELECT id FROM game_participant WHERE clan_id = {clan1}")
    game = lg.scalar(f"SELECT game_id FROM game_participant WHERE id = {side}")
    before = dump(lg.url)
    with pytest.raises(DBAPIError, match="does not follow from the game"):
        lg.sql(
            "p1",
            f"INSERT INTO campaign_event (clan_id, game_id, participant_id, kind, created_at)"
            f" VALUES ({clan1}, {game}, {side}, 'post_game', now())",
            f"INSERT INTO glory_entry (clan_id, event_id, kind, amount, note, created_at)"
            f" VALUES ({clan1}, currval('campaign_event_id_seq'), 'scenario', 5000, '', now())",
        )
    assert dump(lg.url) == before
    # The same with the Glory the rules give is the owner's right.
    lg.sql(
        "p1",
        f"INSERT INTO campaign_event (clan_id, game_id, participant_id, kind, created_at)"
        f" VALUES ({clan1}, {game}, {side}, 'post_game', now())",
        f"INSERT INTO glory_entry (clan_id, event_id, kind, amount, note, created_at)"
        f" VALUES ({clan1}, currval('campaign_event_id_seq'), 'scenario', 20, '', now())",
    )


def test_a_sequence_hangs_only_from_the_clans_own_side(lg: League) -> None:
    """p1's event on p2's side of a game both agreed would take Glory from p2's VP and
    keep p2 from running its own sequence."""
    _as(
        lg,
        "p1",
        lambda db: games.record_game(
            db, "League", [games.Side("Clan1", 0), games.Side("Clan2", 5)]
        ),
    )
    _as(lg, "p2", lambda db: agreement.confirm_game(db, G(1), "Clan2"))
    clan1 = lg.scalar("SELECT id FROM war_clan WHERE name = 'Clan1'")
    side2 = lg.scalar("SELECT p.id FROM game_participant p JOIN war_clan c ON c.id = p.clan_id"
                      " WHERE c.name = 'Clan2'")  # fmt: skip
    game = lg.scalar(f"SELECT game_id FROM game_participant WHERE id = {side2}")
    before = dump(lg.url)
    with pytest.raises(DBAPIError, match="row-level security"):
        lg.sql(
            "p1",
            f"INSERT INTO campaign_event (clan_id, game_id, participant_id, kind, created_at)"
            f" VALUES ({clan1}, {game}, {side2}, 'post_game', now())",
        )
    assert dump(lg.url) == before


def test_the_organiser_corrects_glory(lg: League) -> None:
    clan1 = lg.scalar("SELECT id FROM war_clan WHERE name = 'Clan1'")
    lg.sql(
        "org",
        f"INSERT INTO glory_entry (clan_id, kind, amount, note, created_at)"
        f" VALUES ({clan1}, 'correction', 50, 'missed game', now())",
    )
    assert _as(lg, "p1", lambda db: clans.show_clan(db, "Clan1")).glory_collected == 50


def test_a_game_counts_once_both_sides_agree(lg: League) -> None:
    _as(
        lg,
        "p1",
        lambda db: games.record_game(
            db, "League", [games.Side("Clan1", 2), games.Side("Clan2", 1)]
        ),
    )
    sides = {
        r[0]: r[1]
        for r in _rows(
            lg,
            "SELECT c.name, p.status FROM game_participant p JOIN war_clan c ON c.id = p.clan_id",
        )
    }
    assert sides == {"Clan1": "confirmed", "Clan2": "pending"}
    waiting = _as(lg, "p2", lambda db: agreement.awaiting(db, "League"))
    assert [s.clan for s in waiting.yours_to_confirm] == ["Clan2"]
    assert [
        s.clan for s in _as(lg, "p1", lambda db: agreement.awaiting(db)).waiting_for_others
    ] == ["Clan2"]
    for who, clan in (("p1", "Clan1"), ("p2", "Clan2")):
        with pytest.raises(Exception, match="does not count yet"):
            _as(lg, who, lambda db, clan=clan: post_game.run_post_game(db, G(1), clan, None, RAID))
    disputed = _as(lg, "p2", lambda db: agreement.dispute_game(db, G(1), "Clan2", "I had 3 VP"))
    assert disputed.status == "disputed" and disputed.decided_by == lg.logins["p2"]
    assert [s.note for s in _as(lg, "p3", lambda db: agreement.awaiting(db)).disputed] == [
        "I had 3 VP"
    ]
    with pytest.raises(Exception, match="disputed"):
        _as(lg, "p1", lambda db: post_game.run_post_game(db, G(1), "Clan1", None, RAID))
    _as(lg, "p2", lambda db: agreement.confirm_game(db, G(1), "Clan2"))
    _as(lg, "p1", lambda db: post_game.run_post_game(db, G(1), "Clan1", None, RAID))
    # Only the owner runs a clan's sequence.
    with pytest.raises(NotYourClan, match="Clan2 belongs to"):
        _as(lg, "p1", lambda db: post_game.run_post_game(db, G(1), "Clan2", None, RAID))
    _as(lg, "p2", lambda db: post_game.run_post_game(db, G(1), "Clan2", None, RAID))


def test_confirm_and_dispute_from_the_command_line(lg: League, capsys) -> None:
    _as(
        lg,
        "p1",
        lambda db: games.record_game(
            db, "League", [games.Side("Clan1", 2), games.Side("Clan2", 1)]
        ),
    )
    p2 = ["--db", lg.url_of("p2")]
    assert cli_main([*p2, "game", "waiting"]) == 0
    out = capsys.readouterr().out
    assert "waiting for your confirmation" in out and "Clan2" in out
    assert cli_main([*p2, "game", "dispute", "1", "--clan", "Clan2", "--note", "wrong VP"]) == 0
    assert "disputed" in capsys.readouterr().out
    assert cli_main(["--db", lg.url_of("p1"), "game", "confirm", "1", "--clan", "Clan2"]) != 0
    err = capsys.readouterr().err
    assert err.startswith("warclan: error: Clan2 belongs to") and err.count("\n") == 1
    assert cli_main([*p2, "--json", "game", "confirm", "1", "--clan", "Clan2"]) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "confirmed"


def test_the_organiser_hands_a_clan_over(lg: League, capsys) -> None:
    with pytest.raises(Exception, match="only the league organiser"):
        _as(lg, "p1", lambda db: ownership.give_clan(db, "Clan2", lg.logins["p1"]))
    assert (
        cli_main(["--db", lg.url_of("org"), "league", "give-clan", "Clan2", lg.logins["p3"]]) == 0
    )
    assert f"now belongs to {lg.logins['p3']}" in capsys.readouterr().out
    _as(lg, "p3", lambda db: edits.rename_clan(db, "Clan2", "Taken"))
    with pytest.raises(NotYourClan):
        _as(lg, "p2", lambda db: edits.rename_clan(db, "Taken", "Back"))


def _rows(the: League, sql: str) -> list[tuple]:
    engine = create_engine(the.url, poolclass=NullPool)
    try:
        with engine.connect() as conn:
            return [tuple(r) for r in conn.execute(text(sql))]
    finally:
        engine.dispose()


AUDITED = (
    "war_clan", "warrior", "game", "game_participant", "fielded_warrior", "campaign_event",
    "glory_entry", "dice_roll", "injury", "improvement", "raid_result", "clan_store",
    "warrior_god_power", "warrior_item", "campaign", "player",
)  # fmt: skip


def test_a_league_evening_is_audited_and_the_audit_cannot_be_changed(lg: League, capsys) -> None:
    """Three players and the organiser, six games, sequences, an undo and a correction:
    every row written is in the audit trail under the login that wrote it."""
    pairs = [
        ("p1", "Clan1", "p2", "Clan2"),
        ("p2", "Clan2", "p3", "Clan3"),
        ("p3", "Clan3", "p1", "Clan1"),
    ] * 2
    for number, (a, clan_a, b, clan_b) in enumerate(pairs, start=1):
        _as(
            lg,
            a,
            lambda db, x=clan_a, y=clan_b: games.record_game(
                db, "League", [games.Side(x, 2, 1), games.Side(y, 1)]
            ),
        )
        _as(lg, b, lambda db, y=clan_b, n=number: agreement.confirm_game(db, G(n), y))
        _as(lg, a, lambda db, x=clan_a, n=number: post_game.run_post_game(db, G(n), x, None, RAID))
        _as(lg, b, lambda db, y=clan_b, n=number: post_game.run_post_game(db, G(n), y, None, RAID))
    _as(lg, "p1", lambda db: games.undo_latest_game(db, "Clan1"))
    clan1 = lg.scalar("SELECT id FROM war_clan WHERE name = 'Clan1'")
    lg.sql(
        "org",
        f"INSERT INTO glory_entry (clan_id, kind, amount, note, created_at)"
        f" VALUES ({clan1}, 'correction', 10, 'fix', now())",
    )
    # Every row now in a clan table was audited when inserted, with its clan.
    for table in AUDITED:
        key = "participant_id" if table == "fielded_warrior" else "id"
        live = {r[0] for r in _rows(lg, f"SELECT {key} FROM {table}")}
        logged = {
            r[0]
            for r in _rows(
                lg, f"SELECT row_id FROM audit_log WHERE table_name = '{table}' AND op = 'INSERT'"
            )
        }
        assert live <= logged, table
    # The undo is there too, with who did it, and the cascade found its clan.
    undone = _rows(lg, "SELECT login, table_name, clan_id FROM audit_log WHERE op = 'DELETE'")
    assert {r[0] for r in undone} == {lg.logins["p1"]}
    assert {"campaign_event", "glory_entry", "dice_roll", "game_participant"} <= {
        r[1] for r in undone
    }
    assert {r[2] for r in undone} == {clan1}
    inserted_by = dict(
        _rows(
            lg, "SELECT DISTINCT clan_id, login FROM audit_log WHERE table_name = 'campaign_event'"
        )
    )
    owners = dict(_rows(lg, "SELECT id, owner FROM war_clan"))
    assert inserted_by == owners
    # The organiser reads it, filtered, as text and JSON; a player may not.
    trail = _as(lg, "org", lambda db: audit.audit_trail(db, clan="Clan2", login=lg.logins["p2"]))
    assert trail.rows and {r.clan for r in trail.rows} == {"Clan2"}
    assert {r.login for r in trail.rows} == {lg.logins["p2"]}
    assert (
        cli_main(
            [
                "--db",
                lg.url_of("org"),
                "--json",
                "league",
                "audit",
                "--clan",
                "Clan1",
                "--since",
                "2000-01-01",
            ]
        )
        == 0
    )
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert any(
        r["table"] == "glory_entry" and (r["after"] or {}).get("kind") == "correction" for r in rows
    )
    assert cli_main(["--db", lg.url_of("org"), "league", "audit", "--player", lg.logins["p3"]]) == 0
    assert "INSERT war_clan" in capsys.readouterr().out
    with pytest.raises(PermissionDeniedError, match="a league player may not"):
        _as(lg, "p1", lambda db: audit.audit_trail(db))
    before = dump(lg.url)
    for who in ("p1", "org"):
        for statement in (
            "UPDATE audit_log SET login = 'x'",
            "DELETE FROM audit_log",
            "TRUNCATE audit_log",
        ):
            with pytest.raises(DBAPIError):
                lg.sql(who, statement)
    assert dump(lg.url) == before


def test_a_player_may_not_upgrade_the_league(lg: League, tmp_path: Path, capsys) -> None:
    backups = tmp_path / "backups"
    code = cli_main(["--db", lg.url_of("p1"), "db", "upgrade", "--backup-dir", str(backups)])
    assert code != 0
    assert "only the organiser upgrades the league" in capsys.readouterr().err
    assert not backups.exists() or not any(backups.iterdir())


def test_a_url_shown_hides_its_password(lg: League, capsys) -> None:
    lg.sql("org", f"ALTER ROLE \"{lg.logins['p1']}\" PASSWORD 'SECRET'")
    url = make_url(lg.url_of("p1")).set(password="SECRET").render_as_string(hide_password=False)
    assert cli_main(["--db", url, "db"]) == 0
    out = capsys.readouterr()
    assert "SECRET" not in out.out + out.err and "***" in out.out


def test_a_write_blocked_on_a_row_lock_gives_up_with_a_message(lg: League) -> None:
    engine = create_engine(lg.url, poolclass=NullPool)
    db = lg.db("p1", busy_timeout_ms=300)
    try:
        with engine.connect() as holder, holder.begin():
            holder.execute(text("SELECT 1 FROM war_clan WHERE name = 'Clan1' FOR UPDATE"))
            before = dump(lg.url)
            with pytest.raises(
                DatabaseBusyError, match="gave up waiting for another player's change"
            ):
                edits.rename_clan(db, "Clan1", "Other")
            assert dump(lg.url) == before
    finally:
        db.close()
        engine.dispose()


def test_a_clan_file_with_a_ledger_is_imported_by_the_organiser(lg: League, tmp_path: Path) -> None:
    from warclan.services.ragnarok import clan_files

    _played(lg)
    path = tmp_path / "clan1.json"
    _as(lg, "p1", lambda db: clan_files.export_clan(db, "Clan1", path))
    before = dump(lg.url)
    with pytest.raises(PermissionDeniedError, match="brought into a league by its organiser"):
        _as(lg, "p3", lambda db: clan_files.import_clan(db, "League", path, rename="Copy"))
    assert dump(lg.url) == before
    done = _as(lg, "org", lambda db: clan_files.import_clan(db, "League", path, rename="Copy"))
    assert done.clan.owner == lg.logins["org"] and done.clan.glory_collected > 0
