"""One client of the league load: record a game for a clan, run its post-game sequence
buying a shield, over and over; every refusal is counted by its message. Used by the
concurrency test and benchmarks/bench_league.py."""

from __future__ import annotations

import time
from collections import Counter

from warclan.errors import UserError
from warclan.services.ragnarok import games, post_game
from warclan.store.database import Database

CLANS = {"Ravens": "Snorre", "Wolves": "Ulla"}  # clan: the warrior who buys
PLAIN = post_game.Orders(raid_roll=2)


def _buy(warrior: str) -> post_game.Orders:
    return post_game.Orders(raid_roll=2, items=(post_game.BuyItem(warrior, "shield"),))


def client(url: str, worker: int, seconds: float, limit: int) -> dict[str, object]:
    """Run until ``seconds`` pass or ``limit`` sequences succeed; what happened."""
    db = Database(url)
    done: Counter[str] = Counter()
    latencies: list[float] = []
    stop = time.monotonic() + seconds
    turn = worker
    try:
        while time.monotonic() < stop and done["sequence"] < limit:
            clan = list(CLANS)[turn % len(CLANS)]
            turn += 1
            started = time.perf_counter()
            try:
                game = games.record_game(db, "League", [games.Side(clan, 1)])
                done["game"] += 1
                # Two tries at the same sequence: the second must be refused.
                try:
                    post_game.run_post_game(db, game.id, clan, None, _buy(CLANS[clan]))
                    done["bought"] += 1
                except UserError as exc:  # e.g. not enough Glory: the game still needs one
                    done[f"refused: {_kind(str(exc))}"] += 1
                    post_game.run_post_game(db, game.id, clan, None, PLAIN)
                done["sequence"] += 1
                latencies.append(time.perf_counter() - started)
                post_game.run_post_game(db, game.id, clan, None, PLAIN)
                done["duplicate applied"] += 1
            except UserError as exc:
                done[f"refused: {_kind(str(exc))}"] += 1
    finally:
        db.close()
    return {"counts": dict(done), "latencies": latencies}


def _kind(message: str) -> str:
    for key in ("already run", "not run the post-game", "Glory", "another", "latest game"):
        if key in message:
            return key
    return message
