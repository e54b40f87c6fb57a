"""Several warclans writing to one database at once: how many writes fail.

For 3, 4, 5 and 6 processes, each creates War Clans (a read, then writes, in one
transaction: the pattern that failed at once with a deferred BEGIN) in one shared
campaign, all starting together. Prints failures out of N writes and the wall time.

Target: 0 failures — writers wait for the write lock (BEGIN IMMEDIATE) as long as it is
held for less than the busy timeout. Before the fix, 24 of 50 writes failed.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from warclan.services.ragnarok import campaigns
from warclan.store.database import Database

ROOT = Path(__file__).resolve().parents[1]

TOTAL_WRITES = 50

WORKER = """
import json, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[5])
from warclan.services.ragnarok import clans
from warclan.store.database import Database

path, index, writes, go = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), Path(sys.argv[4])
db = Database(f"sqlite:///{path}")
Path(f"{go}.ready{index}").touch()
while not go.exists():
    time.sleep(0.005)
failures = []
for k in range(writes):
    try:
        clans.create_clan(db, "Bench", f"P{index}", f"Clan {index}-{k}",
                          [clans.Recruit("example.huscarl", "Ulf")])
    except Exception as exc:
        failures.append(f"{type(exc).__name__}: {str(exc).splitlines()[0]}")
db.close()
print(json.dumps(failures))
"""


def run(folder: Path, processes: int) -> tuple[int, int, float, list[str]]:
    path = folder / f"writers-{processes}.sqlite"
    db = Database(f"sqlite:///{path}")
    campaigns.create_campaign(db, "Bench")
    db.close()
    go = folder / f"go-{processes}"
    per_process = -(-TOTAL_WRITES // processes)
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(path), str(i), str(per_process), str(go), str(ROOT)],
            stdout=subprocess.PIPE,
            text=True,
        )
        for i in range(processes)
    ]
    while not all(Path(f"{go}.ready{i}").exists() for i in range(processes)):
        time.sleep(0.01)
    start = time.perf_counter()
    go.touch()
    failures: list[str] = []
    for worker in workers:
        out, _ = worker.communicate()
        failures.extend(json.loads(out))
    return len(failures), per_process * processes, time.perf_counter() - start, failures


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for processes in (3, 4, 5, 6):
            failed, total, seconds, failures = run(Path(tmp), processes)
            print(f"{processes} processes: {failed} of {total} writes failed ({seconds:.2f} s)")
            for message in sorted(set(failures))[:3]:
                print(f"    {message}")


if __name__ == "__main__":
    main()
