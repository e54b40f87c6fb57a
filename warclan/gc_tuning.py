"""The cyclic garbage collector's thresholds for warclan's processes.

Start-up creates some 70,000 long-lived objects (SQLAlchemy, the table classes, the
dataclasses); at Python's default threshold (a collection every 700 new objects) the
collector walks them again and again, a measurable part of a quick command's CPU time
(``benchmarks/bench_cli_startup.py``). Collecting every 50,000 new objects keeps cyclic
garbage bounded all the same.

A command-line run is one command, then the process ends: its start-up and work leave
100,000-190,000 new objects (``campaign list`` to ``roster clan``), and each collection of
a generation that large is costly. ``QUICK_COMMAND_GEN0`` lets such a run end before any
collection; a long command still collects every 400,000 new objects.

Why not ``gc.freeze()`` after start-up instead: frozen, the start-up objects are skipped
by later collections, but start-up itself still collects at Python's thresholds, and the
freeze needs a point "after start-up" in each program. Measured, a freeze once a command's
database is open spent less CPU than these thresholds only through the collection the
interpreter makes as it exits (the thresholds plus a freeze at exit spent as little);
winning time by changing what the interpreter does at exit is what this project does not
do. For the window, a freeze once the data is shown cannot speed up the start, and the
start at Python's thresholds was slower. So the thresholds stay: one call at each entry.
"""

from __future__ import annotations

import gc

GEN0_THRESHOLD = 50_000
QUICK_COMMAND_GEN0 = 400_000


def relax_collector(gen0_threshold: int = GEN0_THRESHOLD) -> None:
    """Collect less often from now on: every ``gen0_threshold`` new objects (never more
    often than now, and a switched-off collector stays off)."""
    gen0, gen1, gen2 = gc.get_threshold()
    if gen0 and gen0 < gen0_threshold:
        gc.set_threshold(gen0_threshold, max(gen1, 20), max(gen2, 20))
