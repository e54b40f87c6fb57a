"""What the test fixtures save: a database built by the migrations against a copy of a
migrated template (tests/conftest.py), both opened by warclan. Prints the ratio."""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path

from warclan.store.database import Database

ROUNDS = 5


def main() -> None:
    folder = Path(tempfile.mkdtemp())
    try:
        start = time.perf_counter()
        for i in range(ROUNDS):
            Database(f"sqlite:///{folder / f'migrated{i}.sqlite'}").close()
        migrated = (time.perf_counter() - start) / ROUNDS
        start = time.perf_counter()
        for i in range(ROUNDS * 4):
            copy = folder / f"copy{i}.sqlite"
            shutil.copyfile(folder / "migrated0.sqlite", copy)
            Database(f"sqlite:///{copy}").close()
        copied = (time.perf_counter() - start) / (ROUNDS * 4)
    finally:
        shutil.rmtree(folder)
    print(f"migrate an empty file: {migrated * 1000:.0f} ms")
    print(f"copy the template and open it: {copied * 1000:.1f} ms")
    print(f"ratio: {migrated / copied:.0f}x")


if __name__ == "__main__":
    main()
