"""Is a cold 12-vs-12 attack count slower than a frame? (Why the odds panel counts off the
GUI thread.) Prints the time and its ratio to a 60 Hz frame; asserts nothing."""

from __future__ import annotations

import time

from warclan.rules.mors_regnat import odds as rules_odds
from warclan.services.mors_regnat import odds

FRAME_S = 1 / 60


def main() -> None:
    for dice in (6, 12, 24):
        times = []
        for _ in range(3):
            rules_odds.clear_cache()
            start = time.perf_counter()
            odds.attack_odds(dice, 2, dice, 6)
            times.append(time.perf_counter() - start)
        best = min(times)
        print(f"{dice} vs {dice} dice, cold: {best * 1000:.1f} ms = {best / FRAME_S:.1f} frames")


if __name__ == "__main__":
    main()
