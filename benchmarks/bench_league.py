"""A league night on one PostgreSQL server: 8 clients at once, each recording 50 games
with their post-game sequences for its own War Clan of one shared campaign.

Prints throughput (sequences per second) and p50/p95 latency of one "record a game and
run its sequence" for 8 clients on PostgreSQL, next to 1 client on the same server and
1 client on SQLite, and the ratio 8 clients / 1 client on PostgreSQL.

Targets (issue 14, on a 2-core machine): the ratio at least 1.6 — the row locks
(campaign for the game number, then the clan) must not serialise the work — and p95
under 2 s.

Needs a server: ``WARCLAN_BENCH_PG_URL`` or ``WARCLAN_TEST_PG_URL`` (a superuser URL, as
``.ci/pg-cluster start DIR`` prints); a scratch database is created on it and dropped.
Clients are separate processes (spawned), started together once all are connected.
"""

from __future__ import annotations

import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

CLIENTS = 8
SEQUENCES = 50


def _client(url: str, clan: str, count: int, ready: Any, go: Any) -> tuple[list[float], float]:
    from warclan.services.ragnarok import games, post_game
    from warclan.store.database import Database

    db = Database(url)
    orders = post_game.Orders(raid_roll=7)
    latencies: list[float] = []
    try:
        pending = games.record_game(db, "League", [games.Side(clan, 0)]).id  # warm up
        ready.put(1)
        go.wait()
        cpu = time.process_time()
        for turn in range(count):
            started = time.perf_counter()
            post_game.run_post_game(db, pending, clan, None, orders)
            pending = games.record_game(db, "League", [games.Side(clan, turn % 4)]).id
            latencies.append(time.perf_counter() - started)
        cpu = time.process_time() - cpu
    finally:
        db.close()
    return latencies, cpu


def _setup(url: str, clients: int) -> list[str]:
    from warclan.services.ragnarok import campaigns, clans
    from warclan.store.database import Database

    db = Database(url)
    try:
        camp = campaigns.create_campaign(db, "League")
        names = [f"Clan {i}" for i in range(clients)]
        for i, name in enumerate(names):
            clans.create_clan(db, camp.id, f"Player {i}", name, [clans.Recruit("example.jarl")])
    finally:
        db.close()
    return names


def run(url: str, clients: int, per_client: int) -> tuple[float, list[float], float]:
    """(sequences per second, every latency, client CPU seconds per sequence)."""
    names = _setup(url, clients)
    ctx = multiprocessing.get_context("spawn")
    with ctx.Manager() as manager:
        ready, go = manager.Queue(), manager.Event()
        with ctx.Pool(clients) as pool:
            pending = pool.starmap_async(
                _client, [(url, name, per_client, ready, go) for name in names]
            )
            for _ in names:
                ready.get(timeout=120)
            started = time.perf_counter()
            go.set()
            results = pending.get(timeout=1800)
            elapsed = time.perf_counter() - started
    latencies = [x for r, _ in results for x in r]
    cpu = sum(c for _, c in results) / len(latencies)
    return len(latencies) / elapsed, latencies, cpu


def _scratch_database(server: str) -> tuple[str, Any]:
    from warclan.store import migrate
    from warclan.store.database import make_engine

    base = make_url(server)
    name = f"bench_league_{os.getpid()}"
    admin = create_engine(base.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    url = base.set(database=name).render_as_string(hide_password=False)
    engine = make_engine(url)
    migrate.upgrade(engine)
    engine.dispose()

    def drop() -> None:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()

    return url, drop


def _line(label: str, throughput: float, latencies: list[float], cpu: float) -> str:
    cuts = statistics.quantiles(latencies, n=20)
    p50, p95 = statistics.median(latencies), cuts[18]
    return (
        f"{label:<24} {throughput:6.1f} seq/s   p50 {p50 * 1000:5.0f} ms   "
        f"p95 {p95 * 1000:5.0f} ms   client CPU {cpu * 1000:4.0f} ms/seq   "
        f"({len(latencies)} sequences)"
    )


def main() -> int:
    server = os.environ.get("WARCLAN_BENCH_PG_URL") or os.environ.get("WARCLAN_TEST_PG_URL")
    if not server:
        print("bench_league: set WARCLAN_BENCH_PG_URL (e.g. from .ci/pg-cluster start DIR)")
        return 0
    print(f"{CLIENTS} clients x {SEQUENCES} post-game sequences (record a game + its sequence)")
    rows = []
    for clients in (1, CLIENTS):
        url, drop = _scratch_database(server)
        try:
            rows.append((clients, *run(url, clients, SEQUENCES)))
        finally:
            drop()
    with tempfile.TemporaryDirectory() as folder:
        sqlite = run(f"sqlite:///{Path(folder) / 'league.sqlite'}", 1, SEQUENCES)
    (_, one_tp, one_lat, one_cpu), (_, many_tp, many_lat, many_cpu) = rows
    print(_line("PostgreSQL, 1 client", one_tp, one_lat, one_cpu))
    print(_line(f"PostgreSQL, {CLIENTS} clients", many_tp, many_lat, many_cpu))
    print(_line("SQLite, 1 client", *sqlite))
    ratio = many_tp / one_tp
    p95 = statistics.quantiles(many_lat, n=20)[18]
    print(f"{CLIENTS} clients / 1 client on PostgreSQL: {ratio:.2f}x (target >= 1.6x)")
    print(f"p95 with {CLIENTS} clients: {p95:.2f} s (target < 2 s)")
    # The clients are CPU-bound Python: 8 of them cannot outrun the cores they share
    # with the server (and, on a shared machine, with everything else running).
    load = os.getloadavg()[0]
    print(f"machine: {os.cpu_count()} cores, load average {load:.1f} after the run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
