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

The clients are CPU-bound Python, so the ratio can be no better than the cores the run
gets. To tell a lock that serialises the work from a busy machine, it also prints (on
Linux, with the server on this machine) the server's CPU per sequence (each client's own
backend process), the cores the run used (client + server CPU over the wall time), how
busy the cores were with other programs meanwhile, and the ratio a pure-Python job with
no database gets from 8 processes over 1 on the machine right now: the ceiling.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

CLIENTS = 8
SEQUENCES = 50


TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _process_cpu(pid: int) -> float | None:
    """CPU seconds (user + system) of a process on this machine, None if not readable."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / TICK


def _machine() -> tuple[float, float] | None:
    """(busy, available) CPU seconds of the whole machine so far; the hypervisor's steal
    counts as neither."""
    try:
        ticks = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]
    except (OSError, ValueError):
        return None
    user, nice, system, idle, iowait, irq, softirq, _steal = ticks
    busy = user + nice + system + irq + softirq
    return busy / TICK, (busy + idle + iowait) / TICK


def _backend_pid(db: Any) -> int | None:
    if db.dialect != "postgresql":
        return None
    with db.session(write=False) as session:
        return int(session.scalar(text("SELECT pg_backend_pid()")))


def _client(
    url: str, clan: str, count: int, ready: Any, go: Any
) -> tuple[list[float], float, float | None]:
    from warclan.services.ragnarok import games, post_game
    from warclan.store.database import Database

    db = Database(url)
    orders = post_game.Orders(raid_roll=7)
    latencies: list[float] = []
    try:
        pending = games.record_game(db, "League", [games.Side(clan, 0)]).id  # warm up
        # One transaction at a time: the pool hands out the same connection throughout.
        backend = _backend_pid(db)
        ready.put(1)
        go.wait()
        server = _process_cpu(backend) if backend is not None else None
        cpu = time.process_time()
        for turn in range(count):
            started = time.perf_counter()
            post_game.run_post_game(db, pending, clan, None, orders)
            pending = games.record_game(db, "League", [games.Side(clan, turn % 4)]).id
            latencies.append(time.perf_counter() - started)
        cpu = time.process_time() - cpu
        if server is not None and backend is not None and backend == _backend_pid(db):
            after = _process_cpu(backend)
            server = after - server if after is not None else None
        else:
            server = None
    finally:
        db.close()
    return latencies, cpu, server


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


@dataclass(frozen=True)
class Run:
    throughput: float  # sequences per second
    latencies: list[float]
    cpu: float  # client CPU seconds per sequence
    server_cpu: float | None  # server (backend) CPU seconds per sequence, if readable
    cores_used: float | None  # (client + server CPU) / wall time
    others_busy: float | None  # share of the cores other programs kept busy meanwhile


def run(url: str, clients: int, per_client: int) -> Run:
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
            machine = _machine()
            started = time.perf_counter()
            go.set()
            results = pending.get(timeout=1800)
            elapsed = time.perf_counter() - started
            machine_after = _machine()
    latencies = [x for r, _, _ in results for x in r]
    client_cpu = sum(c for _, c, _ in results)
    servers = [s for _, _, s in results]
    server_cpu = None if any(s is None for s in servers) else sum(s or 0.0 for s in servers)
    cores_used = others = None
    if server_cpu is not None:
        cores_used = (client_cpu + server_cpu) / elapsed
        if machine is not None and machine_after is not None:
            busy, available = (b - a for a, b in zip(machine, machine_after, strict=True))
            others = max(0.0, busy - client_cpu - server_cpu) / available if available else None
    return Run(
        len(latencies) / elapsed,
        latencies,
        client_cpu / len(latencies),
        server_cpu / len(latencies) if server_cpu is not None else None,
        cores_used,
        others,
    )


def _busy_loop(go: Any, units: int) -> None:
    go.wait()
    for _ in range(units):
        table = {str(i): [i, i * 2] for i in range(20_000)}
        json.dumps(table)


def ceiling(processes: int, units: int = 30) -> float:
    """Units per second of a pure-Python job (no database, no locks) in ``processes``
    processes over 1 process, on this machine now: what the cores allow the clients."""
    ctx = multiprocessing.get_context("spawn")
    rates = []
    with ctx.Manager() as manager:
        for count in (1, processes):
            go = manager.Event()
            with ctx.Pool(count) as pool:
                pending = pool.starmap_async(_busy_loop, [(go, units)] * count)
                time.sleep(1.0)  # the processes start (spawn) before the clock does
                started = time.perf_counter()
                go.set()
                pending.get(timeout=600)
                rates.append(count * units / (time.perf_counter() - started))
    return rates[1] / rates[0]


def _scratch_database(server: str) -> tuple[str, Any]:
    from warclan.store import migrate
    from warclan.store.engines import make_engine

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


def _line(label: str, result: Run) -> str:
    cuts = statistics.quantiles(result.latencies, n=20)
    p50, p95 = statistics.median(result.latencies), cuts[18]
    server = f"{result.server_cpu * 1000:4.0f}" if result.server_cpu is not None else "   ?"
    return (
        f"{label:<24} {result.throughput:6.1f} seq/s   p50 {p50 * 1000:5.0f} ms   "
        f"p95 {p95 * 1000:5.0f} ms   CPU per seq: client {result.cpu * 1000:3.0f} ms, "
        f"server {server} ms   ({len(result.latencies)} sequences)"
    )


def main() -> int:
    server = os.environ.get("WARCLAN_BENCH_PG_URL") or os.environ.get("WARCLAN_TEST_PG_URL")
    if not server:
        print("bench_league: set WARCLAN_BENCH_PG_URL (e.g. from .ci/pg-cluster start DIR)")
        return 0
    print(f"{CLIENTS} clients x {SEQUENCES} post-game sequences (record a game + its sequence)")
    before = ceiling(CLIENTS)
    rows = []
    for clients in (1, CLIENTS):
        url, drop = _scratch_database(server)
        try:
            rows.append(run(url, clients, SEQUENCES))
        finally:
            drop()
    after = ceiling(CLIENTS)
    with tempfile.TemporaryDirectory() as folder:
        sqlite = run(f"sqlite:///{Path(folder) / 'league.sqlite'}", 1, SEQUENCES)
    one, many = rows
    print(_line("PostgreSQL, 1 client", one))
    print(_line(f"PostgreSQL, {CLIENTS} clients", many))
    print(_line("SQLite, 1 client", sqlite))
    ratio = many.throughput / one.throughput
    p95 = statistics.quantiles(many.latencies, n=20)[18]
    print(f"{CLIENTS} clients / 1 client on PostgreSQL: {ratio:.2f}x (target >= 1.6x)")
    print(f"p95 with {CLIENTS} clients: {p95:.2f} s (target < 2 s)")
    # The clients are CPU-bound Python: 8 of them cannot outrun the cores they share with
    # the server and, on a shared machine, with everything else running.
    cores = os.cpu_count()
    if one.cores_used is not None and many.cores_used is not None:
        print(
            f"cores used (client + server CPU / wall): 1 client {one.cores_used:.2f}, "
            f"{CLIENTS} clients {many.cores_used:.2f}, of {cores}"
        )
    if many.others_busy is not None:
        print(
            f"other programs kept {many.others_busy:.0%} of the cores busy during the "
            f"{CLIENTS}-client run"
        )
    print(
        f"ceiling: a pure-Python job with no database gets {before:.2f}x (before) and "
        f"{after:.2f}x (after) from {CLIENTS} processes over 1 on this machine now"
    )
    print(f"machine: {cores} cores, load average {os.getloadavg()[0]:.1f} after the run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
