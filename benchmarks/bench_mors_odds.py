"""Time the exact Mors Regnat attack odds: the largest pool against the smallest.

Run from the repository root: ``python benchmarks/bench_mors_odds.py``.

12 CP buy at most 12 dice, so 12 ATTACK against 12 TOUGHNESS is the largest pool a
warrior built by the rules can face. The cache is cleared before every repeat so
each one does the full count; the best of the repeats is reported.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

try:
    import warclan  # noqa: F401
except ModuleNotFoundError:  # a source checkout without an install
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from warclan.rules.mors_regnat.odds import attack_odds, clear_cache

REPEATS = 7


def best_time(attack_dice: int, toughness_dice: int) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        clear_cache()
        start = time.perf_counter()
        # Strong close combat weapon (6 damage) against 2 WOUNDS: the whole summary.
        attack_odds(attack_dice, 6, toughness_dice, 2)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    large = best_time(12, 12)
    small = best_time(1, 1)
    print(f"exact odds, 12 ATTACK vs 12 TOUGHNESS dice: {large * 1e3:9.3f} ms")
    print(f"exact odds,  1 ATTACK vs  1 TOUGHNESS die:  {small * 1e3:9.3f} ms")
    print(f"ratio 12v12 / 1v1: {large / small:.0f}x  (best of {REPEATS}, cache cleared each run)")


if __name__ == "__main__":
    main()
