"""How long the window's GUI thread stalls while a player walks through it (issue 20).

A 5 ms timer on the GUI thread records the gap between its ticks while a scripted
journey runs through the real window: open the database, the campaign, each War Clan
with its History tab, Record Game with every page's dry run (Sides ticked, dice typed,
raid roll, to the Preview, then Cancel), then the attack odds, the match log, the
catalogues, the VGW play log and Micro Midgard's matches and Loki pages, and last the
game tracker (a game at the table: HP taps, a model marked activated). Each step waits
for the window's reads to answer, with the event loop running, then a quick player's
pause (``PAUSE_S``) before the next click.

Three conditions:
- a quiet SQLite file;
- the same file while another process holds it locked (``BEGIN IMMEDIATE``) for 5 s;
- PostgreSQL through a proxy that adds 100 ms to every round trip (needs
  ``WARCLAN_TEST_PG_URL``, as the tests do; skipped without it).

Baseline, in the same run: the same timer with the window open and idle for as long as
a journey, which is what the machine's noise alone costs (another core's work, the
interpreter's thread switches). Prints the longest stall and the 99th percentile of the
gaps (a stall is the gap beyond the timer's 5 ms) for each, and the targets: longest
stall ≤ 50 ms, 99th percentile ≤ 20 ms. A benchmark, not a test: nothing here fails.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWizard  # noqa: E402

from warclan.gui.pyside_hook import drop_feature_import_hook  # noqa: E402

TICK_MS = 5
PAUSE_S = 0.25  # between two clicks: a quick player, not a script firing at once
LOCK_S = 5.0
DELAY_S = 0.1
TARGET_STALL_MS, TARGET_P99_MS = 50.0, 20.0
# A step whose reads have not all answered by then is noted and the journey goes on (a
# read that never answers would be a defect of its own).
STEP_TIMEOUT_S = 15.0

LOCKER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
conn.execute("COMMIT")
"""

# A TCP proxy that holds every client-to-server chunk for DELAY seconds: each round trip
# to the server costs that much more, as a league server across the internet would.
PROXY = """
import asyncio, sys
TARGET_HOST, TARGET_PORT, DELAY = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])

async def pipe(reader, writer, delay):
    try:
        while data := await reader.read(65536):
            if delay:
                await asyncio.sleep(delay)
            writer.write(data)
            await writer.drain()
    except (ConnectionError, asyncio.CancelledError):
        pass
    finally:
        writer.close()

async def handle(client_reader, client_writer):
    server_reader, server_writer = await asyncio.open_connection(TARGET_HOST, TARGET_PORT)
    await asyncio.gather(
        pipe(client_reader, server_writer, DELAY), pipe(server_reader, client_writer, 0)
    )

async def main():
    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    print(server.sockets[0].getsockname()[1], flush=True)
    async with server:
        await server.serve_forever()

asyncio.run(main())
"""


class Ticker:
    """The gaps between a 5 ms timer's ticks on the GUI thread, while running."""

    def __init__(self) -> None:
        self.gaps: list[float] = []
        self.ends: list[float] = []  # when each gap ended, ms since start()
        self._clock = QElapsedTimer()
        self._last = 0.0
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.gaps.clear()
        self.ends.clear()
        self._clock.start()
        self._last = 0.0
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = self._clock.nsecsElapsed() / 1e6
        self.gaps.append(now - self._last)
        self.ends.append(now)
        self._last = now

    def now(self) -> float:
        return self._clock.nsecsElapsed() / 1e6

    def figures(self) -> tuple[float, float]:
        """(longest stall, 99th percentile of the stalls), in ms."""
        stalls = sorted(max(0.0, g - TICK_MS) for g in self.gaps) or [0.0]
        p99 = stalls[min(len(stalls) - 1, int(len(stalls) * 0.99))]
        return stalls[-1], p99


def run_loop_until(done: Callable[[], bool], timeout_s: float = 60.0) -> None:
    """Let the event loop run (the ticker too) until ``done()``. Checked again once the
    loop has returned: what the loop ran on its way out (a timer that starts a read) may
    have made it false again."""
    deadline = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not answer in time")
        loop = QEventLoop()
        poll = QTimer()
        poll.setInterval(1)  # finer than the figures measured (a tap, a round trip)

        def check(loop: QEventLoop = loop) -> None:
            if done() or time.monotonic() > deadline:
                loop.quit()

        poll.timeout.connect(check)
        poll.start()
        loop.exec()
        poll.stop()


def idle(window: object) -> Callable[[], bool]:
    ops = window.ops  # type: ignore[attr-defined]
    pool = window.pool  # type: ignore[attr-defined]
    return lambda: ops.idle() and pool.activeThreadCount() == 0


def name_of(action: Callable[[], object]) -> str:
    """The step's source line, to say which step stalled."""
    import inspect

    try:
        return inspect.getsource(action).strip()[:70]
    except TypeError:  # a bound Qt method
        return getattr(action, "__qualname__", repr(action))


Phases = list[tuple[float, str]]  # (when it began, ms on the ticker's clock; what)


def journey(
    window: object,
    ticker: Ticker,
    worst: list[tuple[float, str]],
    phases: Phases,
    unsettled: list[str],
) -> None:
    """The player's walk through the window (see the module's docstring); ``worst``
    gets each step's longest gap and its name, ``phases`` when each step and each pause
    after it began (so a stall outside the steps can be placed too), ``unsettled`` the
    steps whose reads never all answered (see ``STEP_TIMEOUT_S``). Nothing of the
    window's is imported here: the window's own first import of a page's module (some
    50 ms for Record Game's) is part of what the journey measures."""
    w = window  # type: ignore[assignment]
    settled = idle(w)

    def step(action: Callable[[], object]) -> None:
        start = len(ticker.gaps)
        phases.append((ticker.now(), name_of(action)))
        action()
        try:
            run_loop_until(settled, STEP_TIMEOUT_S)
        except TimeoutError:  # measured still: a gap is a gap; said at the end
            unsettled.append(name_of(action))
        gaps = ticker.gaps[start:]
        if gaps:
            worst.append((max(gaps) - TICK_MS, name_of(action)))
        phases.append((ticker.now(), f"(pause after) {name_of(action)}"))
        end = time.monotonic() + PAUSE_S
        run_loop_until(lambda: time.monotonic() > end)

    run_loop_until(lambda: w.ctx is not None and w.later_loaded and settled())
    phases.append((ticker.now(), "(opened, before the first step)"))
    campaign = next(i for i in w.nav.model.walk() if w.nav.model.item_at(i).kind == "campaign")
    camp = w.nav.model.item_at(campaign)
    step(lambda: w.select("campaign", camp.ident))
    for clan in (c for c in camp.children if c.kind == "clan"):
        step(lambda clan=clan: w.select("clan", clan.ident))
        page = w.current_page()
        step(lambda page=page: page.tabs.setCurrentWidget(page.history_split))
        step(lambda page=page: page.tabs.setCurrentIndex(0))
    step(lambda: w.select("campaign", camp.ident))
    step(w.record_game_action.trigger)
    wizard = next(x for x in w.findChildren(QWizard) if x.isVisible())
    sides = wizard.sides_page
    for box in sides.boxes[:2]:
        step(lambda box=box: box.setChecked(True))
    step(lambda: sides.box(sides.boxes[0].side.clan).vp.setValue(2))
    while wizard.currentId() != 8:  # PREVIEW
        if wizard.currentId() == 3:  # INJURIES: the dice, typed
            for row in wizard.injuries_page.rows:
                step(lambda row=row: row.dice.setText("4 2 5 3"))
        if wizard.currentId() == 4:  # RAID
            step(lambda: wizard.raid_page.roll.setValue(7))
        if not wizard.button(QWizard.WizardButton.NextButton).isEnabled():
            break
        step(wizard.next)
    step(wizard.reject)
    for kind in ("odds", "match_log", "catalogs", "vgw_log", "mm_log", "mm_loki"):
        step(lambda kind=kind: w.select(kind, None))
    game = next(c for c in camp.children if c.kind == "tracker")
    step(lambda: w.select("tracker", game.ident))
    tracker = w.current_page()
    card = tracker.columns[0].cards[0]
    for _ in range(5):
        step(card.hp_minus.click)
        step(card.hp_plus.click)
    step(card.done.click)


def measure(app: QApplication, url: str, label: str, during: Callable[[], object]) -> dict:
    from warclan.gui.main_window import MainWindow

    folder = Path(tempfile.mkdtemp())
    settings = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("databases/demo_offered", [url])
    window = MainWindow(settings)
    window.offer_demo = False  # nothing asked (the demo has a game left in progress)
    window.resize(1280, 800)
    window.show()
    ticker = Ticker()
    ticker.start()
    clock = time.perf_counter()
    phases: Phases = [(0.0, "(window shown)")]
    during()
    phases.append((ticker.now(), "open_database"))
    window.open_database(url)
    worst: list[tuple[float, str]] = []
    unsettled: list[str] = []
    journey(window, ticker, worst, phases, unsettled)
    seconds = time.perf_counter() - clock
    ticker.stop()
    stall, p99 = ticker.figures()
    print(f"{label}: the steps with the longest stalls")
    for gap, what in sorted(worst, reverse=True)[:5]:
        print(f"  {gap:6.1f} ms  {what}")
    print(f"{label}: the longest stalls, and when they happened")
    for gap, end in sorted(zip(ticker.gaps, ticker.ends, strict=True), reverse=True)[:5]:
        began = end - gap
        what = next((name for at, name in reversed(phases) if at <= began), "?")
        print(f"  {gap - TICK_MS:6.1f} ms  at {began / 1000:6.2f} s  {what}")
    for what in unsettled:
        print(f"{label}: NOT SETTLED in {STEP_TIMEOUT_S:.0f} s (a read never answered): {what}")
    window.close()
    app.processEvents()
    shutil.rmtree(folder, ignore_errors=True)
    return {"label": label, "stall": stall, "p99": p99, "seconds": seconds}


def baseline(app: QApplication, seconds: float) -> dict:
    """The idle window's timer over as long a time: the machine's own noise."""
    from warclan.gui.main_window import MainWindow

    folder = Path(tempfile.mkdtemp())
    window = MainWindow(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    window.show()
    ticker = Ticker()
    ticker.start()
    end = time.monotonic() + seconds
    run_loop_until(lambda: time.monotonic() > end, seconds + 5)
    ticker.stop()
    stall, p99 = ticker.figures()
    window.close()
    shutil.rmtree(folder, ignore_errors=True)
    return {"label": "baseline (idle window)", "stall": stall, "p99": p99, "seconds": seconds}


def demo_database(url: str) -> None:
    from warclan.services.micro_midgard import players as mm_players
    from warclan.services.ragnarok import demo, tracker
    from warclan.services.vgw import players as vgw_players
    from warclan.store.database import Database

    db = Database(url)
    try:
        camp = demo.create_demo_campaign(db)
        # A game at the table, in its Activation Phase with Ravens to move.
        game = tracker.start_game(
            db, camp.id, [tracker.TrackerSide("Ravens"), tracker.TrackerSide("Wolves")]
        )
        clans = [s.clan_id for s in tracker.tracker_view(db, game).state.sides]
        tracker.tap(db, game, "next", {})
        tracker.tap(db, game, "rolls", {"rolls": {str(clans[0]): 6, str(clans[1]): 1}})
        tracker.tap(db, game, "first", {"clan": clans[0]})
        for name in ("Astrid", "Bjorn"):
            vgw_players.add_player(db, name)
            mm_players.add_player(db, name)
    finally:
        db.close()


def main() -> int:
    drop_feature_import_hook()
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp())
    rows = []
    path = folder / "bench.sqlite"
    demo_database(f"sqlite:///{path}")
    rows.append(measure(app, f"sqlite:///{path}", "SQLite, quiet", lambda: None))

    holders: list[subprocess.Popen[str]] = []

    def lock() -> None:
        locker = subprocess.Popen(
            [sys.executable, "-c", LOCKER, str(path), str(LOCK_S)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert locker.stdout is not None and locker.stdout.readline().strip() == "locked"
        holders.append(locker)

    rows.append(measure(app, f"sqlite:///{path}", f"SQLite, locked {LOCK_S:.0f} s", lock))
    for held in holders:
        held.wait()

    pg = os.environ.get("WARCLAN_TEST_PG_URL")
    if pg:
        from sqlalchemy.engine import make_url

        from tests.pgserver import PgServer

        server = PgServer(pg)
        url = server.migrated_database()
        demo_database(url)
        target = make_url(url)
        proxy = subprocess.Popen(
            [
                sys.executable,
                "-c",
                PROXY,
                target.host or "127.0.0.1",
                str(target.port or 5432),
                str(DELAY_S),
            ],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert proxy.stdout is not None
        port = int(proxy.stdout.readline())
        slow = target.set(port=port).render_as_string(hide_password=False)
        try:
            rows.append(
                measure(
                    app, slow, f"PostgreSQL, +{DELAY_S * 1000:.0f} ms a round trip", lambda: None
                )
            )
        finally:
            proxy.terminate()
            proxy.wait()
            server.drop(url)
            server.close()
    else:
        print("PostgreSQL: skipped (set WARCLAN_TEST_PG_URL, as for the tests)")

    longest = max(r["seconds"] for r in rows)
    base = baseline(app, longest)
    print(f"{'condition':38} {'journey s':>9} {'stall ms':>9} {'p99 ms':>7}  vs baseline")
    for row in [base, *rows]:
        ratio = row["stall"] / base["stall"] if base["stall"] else float("nan")
        print(
            f"{row['label']:38} {row['seconds']:9.1f} {row['stall']:9.1f} {row['p99']:7.1f}"
            f"  {ratio:5.1f}×"
        )
    ok = all(r["stall"] <= TARGET_STALL_MS and r["p99"] <= TARGET_P99_MS for r in rows)
    print(
        f"target: longest stall ≤ {TARGET_STALL_MS:.0f} ms, p99 ≤ {TARGET_P99_MS:.0f} ms: "
        + ("met" if ok else "NOT met")
        + f"  (load average {os.getloadavg()[0]:.2f})"
    )
    shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
