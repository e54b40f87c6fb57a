"""Refusals from below the window, said in German (issue 24): real refusals of the
services and the store, rendered by ``i18n.text`` with German installed, are German;
``str()`` of the same exception is the unchanged English the command line prints."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.builders import campaign_with_clans
from tests.gui.german import assert_german
from warclan.gui import i18n
from warclan.services.errors import NotFound, ServiceError
from warclan.services.ragnarok import clans, games, lookup, post_game
from warclan.store.database import Database
from warclan.store.errors import DatabaseBusyError

pytestmark = pytest.mark.sqlite_only("locks an SQLite file")
NAMES = ("Saga", "Ravens", "Snorre", "Ulf", "Asa", "Bjorn", "Wolves", "Ulla", "Thrall", "Sigrid")


@pytest.fixture
def camp(db: Database):  # type: ignore[no-untyped-def]
    return campaign_with_clans(
        db,
        "Saga",
        Ravens=(  # 520 Glory: 280 unspent
            "Snorre",
            [
                ("example.jarl", "Snorre"),
                ("example.huscarl", "Ulf"),
                ("example.berserker", "Bjorn"),
                ("example.archer", "Asa"),
            ],
        ),
        Wolves=("Ulla", [("example.jarl", "Ulla"), ("example.thrall", "Thrall")]),
    )


def test_spending_more_glory_than_the_clan_has(german: str, db: Database, camp) -> None:  # type: ignore[no-untyped-def]
    g = games.record_game(db, camp.id, [games.Side("Ravens", 0, 0), games.Side("Wolves", 0, 0)])
    # AP +2 costs 200, DF +2 costs 80: the 280 unspent are gone; one more HP is 20 too many.
    improve = post_game.Improve
    orders = post_game.Orders(
        raid_roll=2,
        improvements=[improve("Ulf", "ap", 2), improve("Ulf", "df", 2), improve("Asa", "hp")],
    )
    with pytest.raises(ServiceError) as caught:
        post_game.run_post_game(db, g.id, "Ravens", orders=orders)
    english = str(caught.value)
    assert english == "+1 HP for Asa costs 20 Glory but the clan has only 0 unspent"
    shown = i18n.text(caught.value)
    assert "Ruhm" in shown and "Glory" not in shown, shown
    assert shown == "+1 HP für Asa kostet 20 Ruhm, aber der Kriegsclan hat nur 0 übrig"
    assert_german([shown], data=NAMES)
    assert str(caught.value) == english  # the command line's English is untouched


def test_an_unknown_warrior(german: str, db: Database, camp) -> None:  # type: ignore[no-untyped-def]
    with db.session() as session, pytest.raises(NotFound) as caught:
        lookup.warrior(session, lookup.clan(session, "Ravens"), "Sigrid")
    assert str(caught.value) == "Ravens has no warrior 'Sigrid'"
    shown = i18n.text(caught.value)
    assert shown != str(caught.value) and "'Sigrid'" in shown and "Ravens" in shown
    assert_german([shown], data=NAMES)


def test_a_warrior_named_twice_in_a_recorded_game(german: str, db: Database, camp) -> None:  # type: ignore[no-untyped-def]
    side = games.Side("Ravens", 0, 0, fielded=["Ulf", "Ulf"])
    with pytest.raises(ServiceError) as caught:
        games.record_game(db, camp.id, [side, games.Side("Wolves", 0, 0)])
    assert str(caught.value) == "Ravens: Ulf is fielded twice"
    assert_german([i18n.text(caught.value)], data=NAMES)


def test_a_locked_database(german: str, tmp_path: Path, db_path: Path) -> None:
    holder = sqlite3.connect(db_path)
    holder.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    impatient = Database(f"sqlite:///{db_path}", busy_timeout_ms=50)
    try:
        with pytest.raises(DatabaseBusyError) as caught:
            clans.create_clan(
                impatient, "Saga", "Sigrid", "Hawks", [clans.Recruit("example.jarl", "Sigrid")]
            )
    finally:
        impatient.close()
        holder.rollback()
        holder.close()
    english = str(caught.value)
    assert english.startswith("another program (another warclan, or any tool with the file open)")
    assert english.endswith("nothing was changed, retrying is safe")
    shown = i18n.text(caught.value)
    assert_german([shown], data=[*NAMES, str(db_path), db_path.name])
    assert "0,05 s" in shown or "0.05 s" in shown, shown


def test_a_lock_waits_headline(german: str) -> None:
    from warclan.store.waits import LockWait

    wait = LockWait("war_clan/Ravens", ("p2",), thread=0)
    assert wait.headline == "waiting for another player's change"
    assert wait.describe() == "on war_clan/Ravens, held by p2"
    assert_german(
        [i18n.text(wait.headline), i18n.text(wait.describe())], data=["war_clan/Ravens", "p2"]
    )
