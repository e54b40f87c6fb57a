"""Start-up of the warclan window against two floors, in one run, alternating programs.

Run from the repository root: ``python benchmarks/bench_startup.py [ROUNDS] [--before SRC]``;
``--before`` adds the window from another source tree (e.g. ``git archive main`` unpacked
into SRC) to the same alternating rounds, as ``before``, for before/after figures.

Each program is a fresh Python process (offscreen Qt unless QT_QPA_PLATFORM is set):

* ``warclan``: the window as ``warclan.gui.app`` starts it, over a demo database whose
  last-used War Clan is remembered; "data shown" is when that clan's page is filled;
* ``bare``: an empty PySide6 ``QMainWindow`` (data shown = first paint);
* ``bare+orm``: the bare window, then the SQLAlchemy ORM and one query on the same file.

Times are from just before the process is started to the first paint of the window and
to the data shown; CPU time (user + system) and peak RSS are read when the data is
shown. Medians over the rounds, then the ratios against the issue's targets.
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

TARGETS = {"paint": 1.5, "data": 1.3, "rss": 1.2}

COMMON = r"""
import json, resource, sys, time
T0 = float(sys.argv[1])
marks = {}
def mark(name):
    marks.setdefault(name, time.time() - T0)
def finish():
    mark("data")
    usage = resource.getrusage(resource.RUSAGE_SELF)
    marks["rss_mib"] = usage.ru_maxrss / 1024
    marks["cpu"] = usage.ru_utime + usage.ru_stime  # less swayed by a busy machine
    print(json.dumps(marks), flush=True)
    app.quit()
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

WARCLAN = (
    COMMON
    + r"""
DB, SETTINGS = sys.argv[2], sys.argv[3]
from PySide6.QtCore import QSettings
from warclan.gui.main_window import MainWindow
settings = QSettings(SETTINGS, QSettings.Format.IniFormat)
window = MainWindow(settings)
watch = FirstPaint()
window.installEventFilter(watch)
def shown(_db):
    page = window.current_page()
    assert page is not None and getattr(page, "clan", None) is not None, "no clan shown"
    finish()
window.database_opened.connect(shown)
window.show()
window.open_after_first_paint(DB)  # as warclan.gui.app does
app.exec()
"""
)


def prepare(folder: Path) -> tuple[str, str]:
    """A demo database, and settings that remember its last War Clan (as a user's would)."""
    from PySide6.QtCore import QSettings

    from warclan.services.ragnarok import demo
    from warclan.store.database import Database

    url = f"sqlite:///{folder / 'bench.sqlite'}"
    db = Database(url)
    camp = demo.create_demo_campaign(db)
    db.close()
    ini = str(folder / "settings.ini")
    settings = QSettings(ini, QSettings.Format.IniFormat)
    settings.setValue("databases/demo_offered", [url])
    settings.setValue("navigator/last", f"clan:{camp.clans[0].id}")
    settings.sync()
    return url, ini


def run(code: str, *args: str, root: Path = ROOT) -> dict[str, float]:
    env = dict(os.environ)
    # A user's install has .pyc files (pip writes them); without this a set
    # PYTHONDONTWRITEBYTECODE makes every run compile warclan's sources again, a cost the
    # floors (whose packages came with .pyc) never pay. The warm-up run writes them.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
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
    with tempfile.TemporaryDirectory() as tmp:
        url, ini = prepare(Path(tmp))
        programs: dict[str, tuple[str, tuple[str, ...], Path]] = {
            "bare": (BARE, (), ROOT),
            "bare+orm": (BARE_ORM, (url,), ROOT),
            "warclan": (WARCLAN, (url, ini), ROOT),
        }
        if before is not None:
            # Its own copy of the settings: each window saves its state when it closes.
            shutil.copy(ini, Path(tmp) / "before.ini")
            programs["before"] = (WARCLAN, (url, str(Path(tmp) / "before.ini")), before)
        results: dict[str, list[dict[str, float]]] = {name: [] for name in programs}
        run(BARE)  # warm the file cache once; not counted
        for name, (code, extra, root) in programs.items():
            if name != "bare":
                run(code, *extra, root=root)  # and each program's .pyc files; not counted
        for _ in range(rounds):
            for name, (code, extra, root) in programs.items():
                results[name].append(run(code, *extra, root=root))

    if os.environ.get("BENCH_RAW"):
        Path(os.environ["BENCH_RAW"]).write_text(json.dumps(results))

    def median(name: str, key: str) -> float:
        return statistics.median(r[key] for r in results[name])

    print(
        f"start-up, median of {rounds} alternating rounds (QT_QPA_PLATFORM="
        f"{os.environ.get('QT_QPA_PLATFORM', 'offscreen')})"
    )
    print(f"{'program':<10} {'first paint':>12} {'data shown':>12} {'CPU':>8} {'peak RSS':>10}")
    for name in programs:
        print(
            f"{name:<10} {median(name, 'paint'):>11.3f}s {median(name, 'data'):>11.3f}s "
            f"{median(name, 'cpu'):>7.2f}s {median(name, 'rss_mib'):>7.0f} MiB"
        )
    ratios = {
        "paint": median("warclan", "paint") / median("bare", "paint"),
        "data": median("warclan", "data") / median("bare+orm", "data"),
        "rss": median("warclan", "rss_mib") / median("bare+orm", "rss_mib"),
    }
    labels = {
        "paint": "first paint vs bare window",
        "data": "data shown vs bare+ORM floor",
        "rss": "peak RSS vs bare+ORM floor",
    }
    for key, ratio in ratios.items():
        verdict = "met" if ratio <= TARGETS[key] else "NOT met"
        print(f"{labels[key]:<30} {ratio:5.2f}x  (target ≤ {TARGETS[key]}x: {verdict})")
    if before is not None:
        then = {
            "paint": median("before", "paint") / median("bare", "paint"),
            "data": median("before", "data") / median("bare+orm", "data"),
            "rss": median("before", "rss_mib") / median("bare+orm", "rss_mib"),
        }
        print(f"before ({before}):")
        for key, ratio in then.items():
            print(f"{labels[key]:<30} {ratio:5.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
