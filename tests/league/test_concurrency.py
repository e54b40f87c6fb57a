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
