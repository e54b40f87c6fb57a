"""How long one tap on the game tracker takes, from the click to the page showing it
saved (issue 23: ≤ 50 ms on a quiet SQLite file), and how long the GUI thread stalls
meanwhile.

A demo database with a game at the table (Ravens v Wolves, Activation Phase); the real
window shows its tracker page, offscreen. Each tap is a click on a card's HP − or +
(alternating, so the warrior never falls), timed until the page shows the game with one
tap more. Baseline, in the same run: the same window running a change that does nothing
(``ops.run`` of ``lambda: None``), which is what the pool thread's round trip alone
costs. Prints the median, 95th percentile and longest tap and the longest GUI-thread
stall, against the baseline. A benchmark, not a test: nothing here fails.
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_responsiveness import Ticker, demo_database, run_loop_until  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from warclan.gui.pyside_hook import drop_feature_import_hook  # noqa: E402

TAPS = 40
TARGET_MS = 50.0


def timed(action: Callable[[], object], done: Callable[[], bool]) -> float:
    clock = time.perf_counter()
    action()
    run_loop_until(done, 30)
    return (time.perf_counter() - clock) * 1000


def figures(label: str, times: list[float], stall: float) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"{label:34} {statistics.median(times):7.1f} {p95:7.1f} {ordered[-1]:7.1f} {stall:9.1f}"


def main() -> int:
    drop_feature_import_hook()
    app = QApplication(sys.argv[:1])
    from warclan.gui.main_window import MainWindow
    from warclan.gui.ragnarok.tracker_page import TrackerPage

    folder = Path(tempfile.mkdtemp())
    url = f"sqlite:///{folder / 'bench.sqlite'}"
    demo_database(url)
    settings = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("databases/demo_offered", [url])
    window = MainWindow(settings)
    window.offer_demo = False
    window.resize(1024, 700)
    window.show()
    window.open_database(url)
    settled = lambda: window.ops.idle() and window.pool.activeThreadCount() == 0  # noqa: E731
    run_loop_until(lambda: window.ctx is not None and window.later_loaded and settled())
    game = next(i for i in window.nav.model.walk() if window.nav.model.item_at(i).kind == "tracker")
    window.select("tracker", window.nav.model.item_at(game).ident)
    page = window.current_page()
    assert isinstance(page, TrackerPage)
    run_loop_until(lambda: page.view is not None and settled())

    # Baseline: the pool's round trip for a change that does nothing.
    ticker = Ticker()
    ticker.start()
    baseline: list[float] = []
    for _ in range(TAPS):
        box: list[object] = []
        baseline.append(
            timed(
                lambda box=box: window.ops.run("Nothing", lambda: None, on_done=box.append),
                lambda box=box: bool(box),
            )
        )
        run_loop_until(settled)
    ticker.stop()
    base_stall, _ = ticker.figures()

    card = page.columns[0].cards[0]
    ticker.start()
    taps: list[float] = []
    for i in range(TAPS):
        assert page.view is not None
        seq = page.view.seq
        button = card.hp_minus if i % 2 == 0 else card.hp_plus
        taps.append(
            timed(button.click, lambda seq=seq: page.view is not None and page.view.seq == seq + 1)
        )
        run_loop_until(settled)
    ticker.stop()
    tap_stall, _ = ticker.figures()

    print(f"{'':34} {'median':>7} {'p95':>7} {'max':>7} {'stall ms':>9}   (ms, {TAPS} each)")
    print(figures("baseline: a change doing nothing", baseline, base_stall))
    print(figures("tracker tap (HP −1/+1), saved+shown", taps, tap_stall))
    ratio = statistics.median(taps) / statistics.median(baseline)
    print(f"tap / baseline (median): {ratio:.1f}×")
    worst = max(taps)
    print(
        f"target: a tap saved and shown ≤ {TARGET_MS:.0f} ms, no stall longer: "
        + ("met" if worst <= TARGET_MS and tap_stall <= TARGET_MS else "NOT met")
        + f"  (load average {os.getloadavg()[0]:.2f})"
    )
    window.close()
    app.processEvents()
    shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
