"""How long recording one game and running its post-game sequence takes, in a campaign
with 10 prior games and with 10,000, measured in the same run; prints both and the ratio.

Target: ratio at most 1.3 — the cost must not grow with the campaign's history.
The long history is written straight through the store (the same rows the services
write: games, participants, events, Glory entries, fielded warriors, injuries, dice),
because replaying 10,000 games through the services would take minutes.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from datetime import date, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from warclan.services.ragnarok import campaigns, clans, games, post_game
from warclan.store.database import Database
from warclan.store.models.ragnarok import (
    CampaignEvent,
    Game,
    GameParticipant,
    GloryEntry,
    Injury,
    Warrior,
)
from warclan.store.models.ragnarok_game_detail import DiceRollRecord, FieldedWarrior

REPEATS = 31


def build(path: Path, prior_games: int) -> Database:
    db = Database(f"sqlite:///{path}")
    camp = campaigns.create_campaign(db, "Bench")
    roster = [clans.Recruit("example.huscarl", f"H{i}") for i in range(4)]
    ravens = clans.create_clan(db, camp.id, "A", "Ravens", roster)
    wolves = clans.create_clan(db, camp.id, "B", "Wolves", roster)
    now = datetime(2026, 1, 1)
    with db.session() as session:
        warriors = {
            clan.id: [w.id for w in session.query(Warrior).filter_by(clan_id=clan.id)]
            for clan in (ravens, wolves)
        }
        for seq in range(1, prior_games + 1):
            game = Game(
                campaign_id=camp.id,
                seq=seq,
                played_on=date(2026, 1, 1),
                scenario="",
                notes="",
                created_at=now,
            )
            session.add(game)
            session.flush()
            for clan in (ravens, wolves):
                part = GameParticipant(
                    game_id=game.id,
                    clan_id=clan.id,
                    victory_points=0,
                    encounter_kills=0,
                    rank_before=0,
                )
                session.add(part)
                session.flush()
                event = CampaignEvent(
                    clan_id=clan.id, game_id=game.id, participant_id=part.id, created_at=now
                )
                session.add(event)
                session.flush()
                hurt = warriors[clan.id][seq % 4]
                for wid in warriors[clan.id]:
                    session.add(
                        FieldedWarrior(
                            participant_id=part.id, warrior_id=wid, removed_from_play=wid == hurt
                        )
                    )
                session.add(
                    GloryEntry(
                        clan_id=clan.id,
                        event_id=event.id,
                        kind="scenario",
                        amount=0,
                        note="",
                        created_at=now,
                    )
                )
                session.add(
                    Injury(
                        event_id=event.id,
                        warrior_id=hurt,
                        roll=9,
                        result="recovers",
                        severe_key=None,
                        severe_name=None,
                        stat=None,
                        equipment_roll=None,
                        lasting=False,
                    )
                )
                session.add(
                    DiceRollRecord(
                        event_id=event.id,
                        position=0,
                        kind="2D6",
                        value=9,
                        origin="entered",
                        purpose="injury",
                    )
                )
    return db


def one_game(db: Database) -> float:
    start = time.perf_counter()
    game = games.record_game(
        db, "Bench", [games.Side("Ravens", 2, 1, removed=["H1"]), games.Side("Wolves", 1, 0)]
    )
    post_game.run_post_game(
        db,
        game.id,
        "Ravens",
        post_game.InjuryDice({"H1": [5, 6, 4]}),
        post_game.Orders(
            raid_roll=9,
            improvements=[post_game.Improve("H0", "df")],
            items=[post_game.BuyItem("H2", "shield")],
        ),
    )
    elapsed = time.perf_counter() - start
    games.undo_latest_game(db, "Ravens")
    games.undo_latest_game(db, "Wolves")
    return elapsed


def measure(folder: Path) -> tuple[float, float]:
    """Median time with 10 and with 10,000 prior games. The two databases are timed in
    alternation, so a busy moment on the machine hits both alike instead of one."""
    small_db = build(folder / "bench-10.sqlite", 10)
    large_db = build(folder / "bench-10000.sqlite", 10_000)
    try:
        one_game(small_db)  # warm caches
        one_game(large_db)
        small, large = [], []
        for _ in range(REPEATS):
            small.append(one_game(small_db))
            large.append(one_game(large_db))
        return statistics.median(small), statistics.median(large)
    finally:
        small_db.close()
        large_db.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        small, large = measure(Path(tmp))
    ratio = large / small
    print(
        f"post-game sequence with     10 prior games: {small * 1000:8.2f} ms (median of {REPEATS})"
    )
    print(
        f"post-game sequence with 10,000 prior games: {large * 1000:8.2f} ms (median of {REPEATS})"
    )
    print(
        f"ratio 10,000 / 10: {ratio:.2f}  (target <= 1.3: {'met' if ratio <= 1.3 else 'NOT met'})"
    )


if __name__ == "__main__":
    main()
