"""Eight clients recording games and running sequences for the same two clans at once:
no overdraft, no sequence applied twice, the ledger adds up, every refusal reported."""

from __future__ import annotations

import multiprocessing
from collections import Counter

import pytest
from sqlalchemy import func, select

from tests.league import workload
from tests.league.conftest import R
from warclan.services.ragnarok import campaigns, clans
from warclan.store.database import Database
from warclan.store.models.ragnarok import (
    CampaignEvent,
    Game,
    GameParticipant,
    WarriorItem,
)

CLIENTS = 8
SECONDS = 6.0


def _setup(url: str) -> None:
    db = Database(url)
    try:
        camp = campaigns.create_campaign(db, "League")
        clans.create_clan(db, camp.id, "Snorre", "Ravens", [R("example.jarl", "Snorre")])
        clans.create_clan(db, camp.id, "Ulla", "Wolves", [R("example.jarl", "Ulla")])
    finally:
        db.close()


def _run(url: str) -> Counter[str]:
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(CLIENTS) as pool:
        results = pool.starmap(workload.client, [(url, i, SECONDS, 10_000) for i in range(CLIENTS)])
    total: Counter[str] = Counter()
    for r in results:
        total.update(r["counts"])
    return total


def _check(url: str, total: Counter[str]) -> None:
    db = Database(url)
    try:
        with db.session(write=False) as s:
            events = s.scalar(select(func.count()).select_from(CampaignEvent))
            per_participant = s.execute(
                select(CampaignEvent.participant_id, func.count())
                .group_by(CampaignEvent.participant_id)
                .having(func.count() > 1)
            ).all()
            participants = s.scalar(select(func.count()).select_from(GameParticipant))
            items = s.scalar(select(func.count()).select_from(WarriorItem))
            numbers = list(s.scalars(select(Game.seq).order_by(Game.seq)))
        assert total["duplicate applied"] == 0, total
        assert per_participant == []
        assert events == total["sequence"] == participants == total["game"], total
        assert total["refused: already run"] == total["sequence"]  # every second try refused
        for clan in workload.CLANS:
            view = clans.show_clan(db, clan)
            assert view.unspent_glory >= 0, (clan, view.unspent_glory)
        assert items == total["bought"], total
        # Games recorded at once are numbered 1, 2, 3, … with no gap or provisional left.
        assert numbers == list(range(1, total["game"] + 1))
    finally:
        db.close()
    assert total["sequence"] > 0, total


def test_eight_clients_on_postgresql(pg_url):
    _setup(pg_url)
    _check(pg_url, _run(pg_url))


@pytest.mark.sqlite_only("SQLite in WAL mode, the same workload")
def test_eight_clients_on_sqlite_wal(tmp_path):
    url = f"sqlite:///{tmp_path / 'league.sqlite'}"
    _setup(url)
    _check(url, _run(url))


def test_eight_clients_as_the_clans_owner_with_ownership_enforced(pg_url):
    """The same workload as a league player's own login: row-level security, the ledger
    trigger and the audit trail on, clan locks through warclan_lock_clans."""
    from sqlalchemy.engine import make_url

    from tests.league.conftest import as_user
    from warclan.services import league

    database = make_url(pg_url).database
    player = f"{database}_owner"[:63]
    admin = Database(pg_url)
    try:
        campaigns.create_campaign(admin, "League")
        league.grant_role(admin, "player", player)
    finally:
        admin.close()
    url = as_user(pg_url, player)
    db = Database(url)
    try:
        clans.create_clan(db, "League", "Snorre", "Ravens", [R("example.jarl", "Snorre")])
        clans.create_clan(db, "League", "Ulla", "Wolves", [R("example.jarl", "Ulla")])
        assert clans.show_clan(db, "Ravens").owner == player
    finally:
        db.close()
    try:
        _check(pg_url, _run(url))
    finally:
        from tests.league.test_ownership import _drop

        _drop(pg_url, database, [player])
