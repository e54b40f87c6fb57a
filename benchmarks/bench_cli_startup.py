"""CPU time of quick ``warclan`` commands against a floor process, alternating in one run
so machine noise hits all alike.

The floor is a Python process that imports the SQLAlchemy ORM and runs one query on the
same database file: what any ORM-based command pays before doing anything of its own.
Targets: ``campaign list`` and ``clan show`` at most 1.3× the floor; ``roster clan`` at
most 1.3× its own floor plus the in-process render time of the same roster (reportlab's
work, measured in a warm process, which no start-up change can remove). A PDF command's
floor also imports the parts of reportlab a roster uses (``PDF_FLOOR``), as the ORM is
part of every command's: no design can make a PDF without them. The ratio against the
plain floor plus the render is printed too.

Prints every round's CPU time (user + system, from ``getrusage`` of the children), then
the medians and the ratios, with the load average before and after. The commands run this
source tree's warclan (it goes first on ``PYTHONPATH``), through the installed ``warclan``
script. A benchmark, not a test: nothing here fails.
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "15"))  # fewer: medians move by ±0.1×
TARGET = 1.3
WARCLAN = shutil.which("warclan", path=str(Path(sys.executable).parent)) or "warclan"

FLOOR = """
import sys
import sqlalchemy.orm
from sqlalchemy import create_engine, text
engine = create_engine("sqlite:///" + sys.argv[1])
with sqlalchemy.orm.Session(engine) as session:
    session.execute(text("SELECT id, name FROM campaign")).all()
"""

# The floor of a command that writes a PDF: the same, and the reportlab modules the
# roster's writer imports.
PDF_FLOOR = (
    FLOOR
    + """
import reportlab.lib.units, reportlab.lib.styles, reportlab.lib.pagesizes
import reportlab.pdfbase.pdfmetrics, reportlab.pdfbase.ttfonts, reportlab.pdfgen.canvas
import reportlab.platypus
"""
)

RENDER = """
import sys, time
from datetime import date
from pathlib import Path
from warclan.reports.options import RosterOptions
from warclan.reports.ragnarok.clan_roster import write_clan_roster
from warclan.services.ragnarok import rosters
from warclan.store.database import Database
db = Database("sqlite:///" + sys.argv[1])
data = rosters.clan_roster(db, "Ravens")
options = RosterOptions(paper="a4", layout="sheet", fixed_date=date(2026, 1, 1))
start = time.process_time()
write_clan_roster(data, Path(sys.argv[2]), options)
print(time.process_time() - start)
"""


# A user's install has .pyc files (pip writes them); with PYTHONDONTWRITEBYTECODE set,
# every run would compile warclan's sources again, which the floor (whose packages came
# with .pyc) never pays. The untimed warm-up run writes them.
ENV = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "WARCLAN_DB")}
ENV["PYTHONPATH"] = str(ROOT) + os.pathsep + ENV.get("PYTHONPATH", "")


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def cpu_of(args: list[str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, env=ENV)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def setup(folder: Path) -> Path:
    db = folder / "bench.sqlite"
    base = [WARCLAN, "--db", str(db)]
    subprocess.run(
        [*base, "campaign", "create", "Winter"], check=True, stdout=subprocess.DEVNULL, env=ENV
    )
    warriors = [
        "example.jarl=Snorre",
        "example.huscarl=Ulf",
        "example.berserker=Bjorn",
        "example.thrall=Hild",
    ]
    subprocess.run(
        [*base, "clan", "create", "--campaign", "Winter", "--player", "Snorre", "--name",
         "Ravens", *(a for w in warriors for a in ("--warrior", w))],
        check=True, stdout=subprocess.DEVNULL, env=ENV,
    )  # fmt: skip
    subprocess.run(
        [*base, "game", "record", "--campaign", "Winter", "--side", "Ravens", "--vp", "2",
         "--removed", "Bjorn"],
        check=True, stdout=subprocess.DEVNULL, env=ENV,
    )  # fmt: skip
    subprocess.run(
        [*base, "game", "sequence", "--game", "1", "--clan", "Ravens", "--dice", "Bjorn=4,5,3",
         "--raid-roll", "7"],
        check=True, stdout=subprocess.DEVNULL, env=ENV,
    )  # fmt: skip
    return db


def main() -> None:
    load_before = load_average()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        db = setup(folder)
        out = folder / "ravens.pdf"
        commands = {
            "floor": [sys.executable, "-c", FLOOR, str(db)],
            "pdf floor": [sys.executable, "-c", PDF_FLOOR, str(db)],
            "campaign list": [WARCLAN, "--db", str(db), "campaign", "list"],
            "clan show": [WARCLAN, "--db", str(db), "clan", "show", "Ravens"],
            "roster clan": [
                WARCLAN, "--db", str(db), "roster", "clan", "Ravens", "--out", str(out),
                "--fixed-date", "2026-01-01",
            ],
        }  # fmt: skip
        times: dict[str, list[float]] = {name: [] for name in commands}
        renders: list[float] = []
        for args in commands.values():  # warm the file cache and .pyc files once, untimed
            subprocess.run(args, check=True, stdout=subprocess.DEVNULL, env=ENV)
        print("round  " + "  ".join(f"{name:>13}" for name in commands) + "  render (s)")
        for number in range(1, ROUNDS + 1):
            for name, args in commands.items():
                times[name].append(cpu_of(args))
            done = subprocess.run(
                [sys.executable, "-c", RENDER, str(db), str(folder / "render.pdf")],
                check=True, capture_output=True, text=True, env=ENV,
            )  # fmt: skip
            renders.append(float(done.stdout.strip()))
            figures = "  ".join(f"{times[name][-1]:>13.3f}" for name in commands)
            print(f"{number:<5}  {figures}  {renders[-1]:.3f}", flush=True)
    median = {name: statistics.median(values) for name, values in times.items()}
    render = statistics.median(renders)
    floor = median["floor"]
    print(
        f"CPU time, median of {ROUNDS} alternating rounds (user + system; load average "
        f"{load_before} before, {load_average()} after)"
    )
    print(f"  floor (import ORM, one query)  {floor:.3f} s")
    for name in ("campaign list", "clan show"):
        ratio = median[name] / floor
        verdict = "ok" if ratio <= TARGET else "over target"
        print(f"  warclan {name:<22} {median[name]:.3f} s  {ratio:.2f}× floor ({verdict})")
    print(f"  pdf floor (and reportlab)      {median['pdf floor']:.3f} s")
    budget = median["pdf floor"] + render
    ratio = median["roster clan"] / budget
    verdict = "ok" if ratio <= TARGET else "over target"
    print(
        f"  warclan roster clan            {median['roster clan']:.3f} s  {ratio:.2f}× "
        f"(pdf floor + in-process render {render:.3f} s) ({verdict}); "
        f"{median['roster clan'] / (floor + render):.2f}× the plain floor + render"
    )
    print(f"target: at most {TARGET}× for each")


if __name__ == "__main__":
    main()
