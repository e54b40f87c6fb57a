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

``gc.freeze()`` once a command's start-up is done (its database open) as well: what
start-up made (the modules, SQLAlchemy's mappers, the table classes) lives as long as the
process, and the freeze moves it out of the collector's way, which is what the call is
for. Measured (``benchmarks/bench_cli_startup.py``), the thresholds and the freeze
together spend least: the freeze alone lets start-up collect at Python's thresholds, the
thresholds alone leave every later collection, the one at the interpreter's exit
included, to walk start-up's objects again. Nothing about the exit is changed: it
collects as always, over what the command itself made. The window does not freeze: a
freeze once its data is shown cannot speed up its start (``gui/collector.py`` keeps its
collections off the moments a player waits).
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


def freeze_start_up() -> None:
    """Start-up is done: move everything it made out of the collector's way for good."""
    gc.freeze()
