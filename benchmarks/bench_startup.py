"""Start-up of the warclan window against two floors, in one run, alternating programs.

Run from the repository root: ``python benchmarks/bench_startup.py [ROUNDS] [--before SRC]``;
``--before`` adds the window from another source tree (e.g. ``git archive main`` unpacked
into SRC) to the same alternating rounds, as ``before``, for before/after figures.

Each program is a fresh Python process (offscreen Qt unless QT_QPA_PLATFORM is set):

* ``warclan``: ``warclan.gui.app.main()``, the ``warclan-gui`` program, with no arguments,
  over settings (in a configuration folder of its own) that remember a demo database and
  its last-used War Clan; "data shown" is when that clan's page is filled;
* ``warclan-de``: the same with View ▸ Language ▸ Deutsch chosen (issue 24: its
  translators, warclan's and Qt's .qm, are installed before the window is built);
* ``bare``: an empty PySide6 ``QMainWindow`` (data shown = first paint);
* ``bare+orm``: the bare window, then the SQLAlchemy ORM and one query on the same file.

Times are from just before the process is started to the first paint of the window and
to the data shown; CPU time (user + system) and peak RSS are read when the data is
shown. Every round's figures are printed as they come, then the medians over the rounds
and the ratios against the issue's targets, with the load average before and after.
``BENCH_RAW=FILE`` also writes every round's figures to FILE as JSON.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
try:
    import warclan  # noqa: F401
except ModuleNotFoundError:  # a source checkout without an install
    sys.path.insert(0, str(ROOT))

# The targets: first paint at most 1.8x a bare window, the data at most 1.3x the
# bare window with the ORM and one query; peak memory is printed against its own.
TARGETS = {"paint": 1.8, "data": 1.3, "rss": 1.2}
# Issue 24: with German chosen, the first paint at most 1.5x a bare window.
GERMAN_PAINT = 1.5

MARKS = r"""
import json, resource, sys, time
T0 = float(sys.argv[1])
marks = {}
def mark(name):
    marks.setdefault(name, time.time() - T0)
def peak_rss_mib():
    # VmHWM is this program's own peak; ru_maxrss keeps the benchmark's across exec.
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
def finish():
    mark("data")
    usage = resource.getrusage(resource.RUSAGE_SELF)
    marks["rss_mib"] = peak_rss_mib()
    marks["cpu"] = usage.ru_utime + usage.ru_stime  # less swayed by a busy machine
    print(json.dumps(marks), flush=True)
    QApplication.quit()
"""

COMMON = (
    MARKS
    + r"""
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
class FirstPaint(QObject):
    def __init__(self, then=None):
        super().__init__()
        self.then = then
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "paint" not in marks:
            mark("paint")
            if self.then is not None:
                QTimer.singleShot(0, self.then)
        return False
app = QApplication(sys.argv[:1])
"""
)

BARE = (
    COMMON
    + r"""
window = QMainWindow()
window.resize(1200, 760)
watch = FirstPaint(finish)
window.installEventFilter(watch)
window.show()
app.exec()
"""
)

BARE_ORM = (
    COMMON
    + r"""
DB = sys.argv[2]
def query():
    from sqlalchemy import String, create_engine, select
    from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column
    class Base(DeclarativeBase):
        pass
    class Campaign(Base):
        __tablename__ = "campaign"
        id: Mapped[int] = mapped_column(primary_key=True)
        name: Mapped[str] = mapped_column(String(120))
    engine = create_engine(DB)
    with Session(engine) as session:
        names = list(session.scalars(select(Campaign.name)))
    window.setWindowTitle(", ".join(names))
    finish()
window = QMainWindow()
window.resize(1200, 760)
watch = FirstPaint(query)
window.installEventFilter(watch)
window.show()
app.exec()
"""
)

# The program the user starts: ``warclan-gui`` imports ``warclan.gui.app``, then calls
# ``main()``, with no arguments (the database used last is opened). The same here, in that
# order (PySide6 imported first would put its import hook in place for the module's own
# imports). The QApplication is made here, only so a filter can watch the events from the
# start; ``main`` takes it over as it does pytest-qt's (Qt allows one per process), so it
# builds the same one it would have. The filter sees the application's events until the
# window's first one, then only the window's, up to its first paint; then it takes itself
# out (the floors' filter watches their window alone from the start).
WARCLAN = (
    MARKS
    + r"""
from warclan.gui.app import main
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
# The clan's page is filled by a read on a worker thread, after the database is open:
# "data shown" is when its answer has arrived (looked for every millisecond).
poll = QTimer()
poll.setInterval(1)
def filled():
    page = window.current_page()
    if page is not None and getattr(page, "clan", None) is not None:
        poll.stop()
        finish()
poll.timeout.connect(filled)
def shown(_db):
    poll.start()
window = None
class FirstPaint(QObject):
    seen = None  # the window, from its first event on
    def eventFilter(self, obj, event):
        global window
        if self.seen is None and isinstance(obj, QMainWindow):
            # The window's first event, while it is being built: from now on only its
            # own events are watched, as the floors watch their window's. Watching the
            # whole application meanwhile made PySide wrap every object the window
            # builds (the Python types of some 170 Qt classes, ~20 ms before the first
            # paint that warclan-gui, which watches no application's events, never spends).
            self.seen = obj
            obj.installEventFilter(self)
            app.removeEventFilter(self)
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.isWindow():
            mark("paint")
            obj.removeEventFilter(self)
            window = obj  # opening starts in its own paint handler, after this filter
            window.database_opened.connect(shown)
        return False
watch = FirstPaint()
app.installEventFilter(watch)
raise SystemExit(main([]))
"""
)


def prepare(folder: Path) -> tuple[str, str]:
    """A demo database, and settings that remember it and its last War Clan (as a user's
    would): ``settings.ini`` is copied to each program's own configuration folder."""
    from PySide6.QtCore import QSettings

    from warclan.services.ragnarok import demo
    from warclan.store.database import Database

    url = f"sqlite:///{folder / 'bench.sqlite'}"
    db = Database(url)
    camp = demo.create_demo_campaign(db)
    db.close()
    ini = str(folder / "settings.ini")
    settings = QSettings(ini, QSettings.Format.IniFormat)
    settings.setValue("databases/recent", [url])
    settings.setValue("databases/last", url)
    settings.setValue("databases/demo_offered", [url])
    settings.setValue("navigator/last", f"clan:{camp.clans[0].id}")
    settings.sync()
    return url, ini


def config_home(folder: Path, name: str, ini: str, language: str = "") -> str:
    """A configuration folder of its own where ``QSettings("warclan", "warclan")`` finds
    the prepared settings (each window saves its state there when it closes), with the
    window's ``language`` chosen when given."""
    from PySide6.QtCore import QSettings

    home = folder / f"config-{name}"
    (home / "warclan").mkdir(parents=True, exist_ok=True)
    conf = home / "warclan" / "warclan.conf"
    shutil.copy(ini, conf)
    if language:
        settings = QSettings(str(conf), QSettings.Format.IniFormat)
        settings.setValue("view/language", language)
        settings.sync()
    return str(home)


Program = tuple[str, tuple[str, ...], Path, str | None]  # code, arguments, tree, config


def run(code: str, *args: str, root: Path = ROOT, config: str | None = None) -> dict[str, float]:
    env = dict(os.environ)
    # A user's install has .pyc files (pip writes them); without this a set
    # PYTHONDONTWRITEBYTECODE makes every run compile warclan's sources again, a cost the
    # floors (whose packages came with .pyc) never pay. The warm-up run writes them.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("WARCLAN_DB", None)  # the window opens the database used last, as a user's
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    if config is not None:
        env["XDG_CONFIG_HOME"] = config
    start = time.time()
    done = subprocess.run(
        [sys.executable, "-c", code, repr(start), *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        timeout=120,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"benchmark program failed:\n{done.stdout}\n{done.stderr}")
    return json.loads(lines[-1])  # type: ignore[no-any-return]


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def main() -> int:
    args = sys.argv[1:]
    before: Path | None = None
    if "--before" in args:
        at = args.index("--before")
        before = Path(args[at + 1]).resolve()
        del args[at : at + 2]
    # A start varies ±20 % from run to run on a shared 2-core machine: fewer rounds give
    # medians that move by more than the margins being checked.
    rounds = int(args[0]) if args else 15
    loads = [load_average()]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        url, ini = prepare(folder)
        programs: dict[str, Program] = {
            "bare": (BARE, (), ROOT, None),
            "bare+orm": (BARE_ORM, (url,), ROOT, None),
            "warclan": (WARCLAN, (), ROOT, config_home(folder, "warclan", ini, "en")),
            "warclan-de": (WARCLAN, (), ROOT, config_home(folder, "warclan-de", ini, "de")),
        }
        if before is not None:
            programs["before"] = (WARCLAN, (), before, config_home(folder, "before", ini))
        results: dict[str, list[dict[str, float]]] = {name: [] for name in programs}
        run(BARE)  # warm the file cache once; not counted
        for name, (code, extra, root, config) in programs.items():
            if name != "bare":  # and each program's .pyc files; not counted
                run(code, *extra, root=root, config=config)
        print(f"{'round':<6} {'program':<10} {'paint':>7} {'data':>7} {'CPU':>6} {'RSS':>8}")
        for number in range(1, rounds + 1):
            for name, (code, extra, root, config) in programs.items():
                got = run(code, *extra, root=root, config=config)
                results[name].append(got)
                print(
                    f"{number:<6} {name:<10} {got['paint']:>6.3f}s {got['data']:>6.3f}s "
                    f"{got['cpu']:>5.2f}s {got['rss_mib']:>4.0f} MiB",
                    flush=True,
                )
            loads.append(load_average())

    if os.environ.get("BENCH_RAW"):
        Path(os.environ["BENCH_RAW"]).write_text(json.dumps(results))

    def median(name: str, key: str) -> float:
        return statistics.median(r[key] for r in results[name])

    print(
        f"start-up, median of {rounds} alternating rounds (QT_QPA_PLATFORM="
        f"{os.environ.get('QT_QPA_PLATFORM', 'offscreen')}; load average "
        f"{loads[0]} before, {loads[-1]} after)"
    )
    print(f"{'program':<10} {'first paint':>12} {'data shown':>12} {'CPU':>8} {'peak RSS':>10}")
    for name in programs:
        print(
            f"{name:<10} {median(name, 'paint'):>11.3f}s {median(name, 'data'):>11.3f}s "
            f"{median(name, 'cpu'):>7.2f}s {median(name, 'rss_mib'):>7.0f} MiB"
        )

    def ratios(name: str) -> dict[str, float]:
        return {
            "paint": median(name, "paint") / median("bare", "paint"),
            "data": median(name, "data") / median("bare+orm", "data"),
            "rss": median(name, "rss_mib") / median("bare+orm", "rss_mib"),
        }

    labels = {
        "paint": "first paint vs bare window",
        "data": "data shown vs bare+ORM floor",
        "rss": "peak RSS vs bare+ORM floor",
    }
    for key, ratio in ratios("warclan").items():
        verdict = "met" if ratio <= TARGETS[key] else "NOT met"
        print(f"{labels[key]:<30} {ratio:5.2f}x  (target ≤ {TARGETS[key]}x: {verdict})")
    german = median("warclan-de", "paint") / median("bare", "paint")
    verdict = "met" if german <= GERMAN_PAINT else "NOT met"
    print(
        f"{'German: first paint vs bare':<30} {german:5.2f}x  (target ≤ {GERMAN_PAINT}x: "
        f"{verdict}); vs English {median('warclan-de', 'paint') / median('warclan', 'paint'):.2f}x"
    )
    if before is not None:
        print(f"before ({before}):")
        for key, ratio in ratios("before").items():
            print(f"{labels[key]:<30} {ratio:5.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
