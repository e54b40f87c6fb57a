"""What the league's ownership costs (issue 26): 8 clients against 1, each a player's own
login recording games and running post-game sequences for the War Clan it owns, with
the server enforcing ownership and without.

Three set-ups of the same database (services API, long-lived clients, as
``bench_league``):

- ownership: as migration 0009 ships it: row-level security on every clan table, the
  ledger trigger, the audit trail;
- no RLS: the same with row-level security switched off (the triggers stay), which
  isolates the policies' cost;
- neither: no row-level security and no 0009 triggers (what the league ran before).

Prints each set-up's throughput for 1 and 8 clients, the 8-over-1 ratio, and the ratio
of each set-up's throughput to "neither" at the same client count. The clients are
CPU-bound Python on a machine shared with the server: read the ratios, not the absolute
figures.

Needs a server: ``WARCLAN_BENCH_PG_URL`` or ``WARCLAN_TEST_PG_URL`` (a superuser URL);
scratch databases and logins are created on it and dropped.
"""

from __future__ import annotations

import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from benchmarks.bench_league import _client

CLIENTS = 8
SEQUENCES = int(os.environ.get("WARCLAN_BENCH_SEQUENCES", "30"))
ROUNDS = int(os.environ.get("WARCLAN_BENCH_ROUNDS", "3"))
SETUPS = ("ownership", "no RLS", "neither")
CLAN_TABLES = (
    "war_clan", "warrior", "game_participant", "campaign_event", "glory_entry", "clan_store",
    "injury", "improvement", "warrior_god_power", "warrior_item", "fielded_warrior",
    "dice_roll", "raid_result", "game",
)  # fmt: skip
TRIGGERS = [(t, "warclan_audit") for t in (*CLAN_TABLES, "campaign", "player")] + [
    ("glory_entry", "warclan_check_glory"),
    ("campaign_event", "warclan_undo_latest_only"),
    ("game_participant", "warclan_undo_latest_only"),
]


def _login(database: str, i: int) -> str:
    return f"{database}_p{i}"[:63]


def _prepare(server: str, setup: str, clients: int) -> tuple[list[tuple[str, str]], Any]:
    """A scratch league database with one player login and clan per client."""
    from warclan.services import league
    from warclan.services.ragnarok import campaigns, clans
    from warclan.store import migrate
    from warclan.store.database import Database
    from warclan.store.engines import make_engine

    base = make_url(server)
    database = f"bench_rls_{os.getpid()}_{clients}_{SETUPS.index(setup)}"
    admin = create_engine(base.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{database}"'))
        conn.execute(text(f'CREATE DATABASE "{database}"'))
    url = base.set(database=database).render_as_string(hide_password=False)
    engine = make_engine(url)
    migrate.upgrade(engine)
    with engine.begin() as conn:
        if setup != "ownership":
            for table in CLAN_TABLES:
                conn.execute(text(f"ALTER TABLE {table} DISABLE ROW LEVEL SECURITY"))
        if setup == "neither":
            for table, trigger in TRIGGERS:
                conn.execute(text(f"ALTER TABLE {table} DISABLE TRIGGER {trigger}"))
    engine.dispose()
    db = Database(url)
    logins = [_login(database, i) for i in range(clients)]
    try:
        campaigns.create_campaign(db, "League")
        for login in logins:
            league.grant_role(db, "player", login)
    finally:
        db.close()
    pairs = []
    for i, login in enumerate(logins):
        player_url = base.set(database=database, username=login).render_as_string(False)
        db = Database(player_url)
        try:  # built by its player: the player owns it
            clans.create_clan(
                db, "League", f"Player {i}", f"Clan {i}", [clans.Recruit("example.jarl")]
            )
        finally:
            db.close()
        pairs.append((player_url, f"Clan {i}"))

    def drop() -> None:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)'))
            for login in logins:
                conn.execute(text(f'DROP ROLE IF EXISTS "{login}"'))
            for role in ("organiser", "player", "viewer"):
                conn.execute(text(f'DROP ROLE IF EXISTS "warclan_{database}_{role}"'))
        admin.dispose()

    return pairs, drop


def run(server: str, setup: str, clients: int) -> tuple[float, list[float], float | None]:
    """Sequences per second, each one's latency, and the server's CPU seconds per
    sequence (the clients' backends; None when /proc cannot tell)."""
    pairs, drop = _prepare(server, setup, clients)
    try:
        ctx = multiprocessing.get_context("spawn")
        with ctx.Manager() as manager:
            ready, go = manager.Queue(), manager.Event()
            with ctx.Pool(clients) as pool:
                pending = pool.starmap_async(
                    _client, [(url, clan, SEQUENCES, ready, go) for url, clan in pairs]
                )
                for _ in pairs:
                    ready.get(timeout=120)
                started = time.perf_counter()
                go.set()
                results = pending.get(timeout=1800)
                elapsed = time.perf_counter() - started
    finally:
        drop()
    latencies = [x for r, _, _ in results for x in r]
    servers = [s for _, _, s in results]
    server_cpu = None if any(s is None for s in servers) else sum(s or 0.0 for s in servers)
    per_sequence = server_cpu / len(latencies) if server_cpu is not None else None
    return len(latencies) / elapsed, latencies, per_sequence


def main() -> int:
    server = os.environ.get("WARCLAN_BENCH_PG_URL") or os.environ.get("WARCLAN_TEST_PG_URL")
    if not server:
        print("bench_league_rls: set WARCLAN_BENCH_PG_URL (e.g. from .ci/pg-cluster start DIR)")
        return 0
    print(
        f"1 and {CLIENTS} clients x {SEQUENCES} post-game sequences each, every client a "
        "player's own login writing its own War Clan"
    )
    # Rounds interleave the set-ups, so a busy spell of the machine hits each alike;
    # each figure is the median over the rounds.
    rates: dict[tuple[str, int], list[float]] = {}
    p50s: dict[tuple[str, int], list[float]] = {}
    cpus: dict[str, list[float]] = {}
    for _ in range(ROUNDS):
        for setup in SETUPS:
            for clients in (1, CLIENTS):
                measured, latencies, cpu = run(server, setup, clients)
                if cpu is not None:
                    cpus.setdefault(setup, []).append(cpu)
                rates.setdefault((setup, clients), []).append(measured)
                p50s.setdefault((setup, clients), []).append(statistics.median(latencies))
    rate = {key: statistics.median(values) for key, values in rates.items()}
    p50 = {key: statistics.median(values) for key, values in p50s.items()}
    for setup in SETUPS:
        for clients in (1, CLIENTS):
            print(
                f"{setup:<10} {clients} client{'s' if clients > 1 else ' '}: "
                f"{rate[setup, clients]:6.1f} seq/s   p50 {p50[setup, clients] * 1000:5.0f} ms"
                f"   (rounds: {', '.join(f'{r:.1f}' for r in rates[setup, clients])})"
            )
    # Wall-clock figures swing with whatever else the machine runs; the server's CPU per
    # sequence hardly does: it is the policies' and triggers' own cost.
    if all(setup in cpus for setup in SETUPS):
        per_seq = {setup: statistics.median(cpus[setup]) for setup in SETUPS}
        print(
            "server CPU per sequence: "
            + ", ".join(
                f"{setup} {per_seq[setup] * 1000:.1f} ms "
                f"({per_seq[setup] / per_seq['neither']:.2f}x)"
                for setup in SETUPS
            )
        )
    for setup in SETUPS:
        many, one = rate[setup, CLIENTS], rate[setup, 1]
        print(
            f"{setup:<10} {CLIENTS} clients / 1 client: {many / one:.2f}x; throughput against "
            f"'neither': 1 client {one / rate['neither', 1]:.2f}x, {CLIENTS} clients "
            f"{many / rate['neither', CLIENTS]:.2f}x; 1-client p50 latency against 'neither': "
            f"{p50[setup, 1] / p50['neither', 1]:.2f}x"
        )
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} after the run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
