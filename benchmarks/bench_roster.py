"""How long a 20-warrior War Clan roster takes to render, against a bare reportlab script
laying out the same text, measured in the same run; prints both and the ratio.

The bare script has no warclan code in it: it gets the roster's strings and markup (taken,
before timing, from the flowables warclan builds) and lays them out with plain Paragraph
and Table flowables in a SimpleDocTemplate, with the same fonts. Target: ratio at most
1.5 — our layer (blocks that never split, page N of M, the header on every page, cards,
tick boxes) adds little over reportlab itself.

Also prints the whole-process time of ``warclan roster clan …`` for that clan, and checks
with ``python -X importtime`` that the command never imports Qt (PySide6).
"""

from __future__ import annotations

import io
import json
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from warclan.reports.flowables import Columns, Stack, TickBoxes, WholeBlock
from warclan.reports.fonts import CONDENSED, register_fonts
from warclan.reports.layout import Geometry, build_pdf
from warclan.reports.options import RosterOptions
from warclan.reports.ragnarok.clan_roster import clan_document
from warclan.services.ragnarok import campaigns, clans, games, post_game, rosters
from warclan.services.ragnarok.rosters import ClanRosterData
from warclan.services.ragnarok.rules_data import profiles
from warclan.store.database import Database

REPEATS = 9
FIXED = date(2026, 1, 1)
KINDS = ("jarl", "huscarl", "berserker", "shieldmaiden", "archer", "seer", "war_hound")


def build_clan(folder: Path) -> tuple[Path, ClanRosterData]:
    """20 warriors of the example profiles (cheapened to fit 800 Glory), after a game with
    injuries and a God Power, so every part of the roster has text."""
    source = json.loads(
        (
            Path(__file__).resolve().parents[1] / "resources/profiles/example_profiles.json"
        ).read_text()
    )
    for entry in source["entries"]:
        entry["key"] = entry["key"].replace("example.", "bench.")
        entry["cost"] = 30
    (folder / "profiles.json").write_text(json.dumps(source))
    path = folder / "bench.sqlite"
    db = Database(f"sqlite:///{path}")
    try:
        profiles.import_profiles(db, folder / "profiles.json")
        camp = campaigns.create_campaign(db, "Bench Campaign")
        recruits = [
            clans.Recruit(f"bench.{KINDS[i % len(KINDS)]}", f"Warrior {i + 1:02d}")
            for i in range(20)
        ]
        clan = clans.create_clan(db, camp.id, "Bench Player", "Bench Clan", recruits)
        other = clans.create_clan(db, camp.id, "Other", "Others", [clans.Recruit("bench.jarl")])
        game = games.record_game(
            db,
            camp.id,
            [
                games.Side(clan.id, 3, 1, removed=["Warrior 02", "Warrior 03"]),
                games.Side(other.id, 1),
            ],
        )
        post_game.run_post_game(
            db,
            game.id,
            clan.id,
            post_game.InjuryDice({"Warrior 02": [5, 3, 4], "Warrior 03": [4, 8, 2]}),
            post_game.Orders(
                raid_roll=10,
                powers=[post_game.GrantPower("Warrior 01", "thor.thunder_gods_temper")],
                items=[post_game.BuyItem("Warrior 01", "shield")],
            ),
        )
        return path, rosters.clan_roster(db, clan.id)
    finally:
        db.close()


# --- the bare script: reportlab only, fed plain strings -------------------------------------


def plain_text(data: ClanRosterData) -> list[tuple[Any, ...]]:
    """The roster's content as plain values, taken (before timing) from the flowables our
    layer builds: the same strings and markup in the same order, without our containers."""
    options = RosterOptions("a4", "sheet", FIXED)
    doc = clan_document(data, options)
    geo = Geometry(A4[0], A4[1], 30 * mm)
    items: list[tuple[Any, ...]] = [("p", line) for line in (doc.header.title, *doc.header.lines)]

    def walk(flowable: Any) -> None:
        if isinstance(flowable, Paragraph):
            items.append(("p", flowable.text))
        elif isinstance(flowable, Table):
            rows = [
                [c.text if isinstance(c, Paragraph) else c for c in row]
                for row in flowable._cellvalues
            ]
            items.append(("t", rows, list(flowable._colWidths)))
        elif isinstance(flowable, TickBoxes):  # boxes as characters: the same marks, as text
            items.append(("p", "  ".join(f"{label} " + "□" * n for label, n in flowable.groups)))
        elif isinstance(flowable, WholeBlock):
            walk(flowable.content)
        elif isinstance(flowable, Stack):
            for part in flowable.parts:
                walk(part)
        elif isinstance(flowable, Columns):
            for _, stack in flowable.columns:
                walk(stack)
        elif isinstance(flowable, Spacer):
            items.append(("s", flowable.height))
        elif isinstance(flowable, PageBreak):
            items.append(("b",))

    for flowable in doc.story(geo):
        walk(flowable)
    return items


def bare_render(items: list[tuple[Any, ...]]) -> bytes:
    body = ParagraphStyle("b", fontName=CONDENSED, fontSize=8, leading=9.6)
    style = TableStyle(
        [
            ("GRID", (0, 0), (-1, -1), 0.35, "grey"),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("FONTNAME", (0, 0), (-1, -1), CONDENSED),
            ("FONTSIZE", (0, 0), (-1, -1), 7.5),
        ]
    )
    story: list[Any] = []
    for kind, *rest in items:
        if kind == "p":
            story.append(Paragraph(rest[0], body))
        elif kind == "t":
            rows, widths = rest
            cells = [
                [Paragraph(c, body) if "<" in c or len(c) > 12 else c for c in row] for row in rows
            ]
            story.append(Table(cells, colWidths=widths, style=style, hAlign="LEFT"))
        elif kind == "s":
            story.append(Spacer(0, rest[0]))
        else:
            story.append(PageBreak())
    out = io.BytesIO()
    SimpleDocTemplate(out, pagesize=A4, invariant=1).build(story)
    return out.getvalue()


def ours(data: ClanRosterData) -> bytes:
    options = RosterOptions("a4", "sheet", FIXED)
    out = io.BytesIO()
    build_pdf(out, clan_document(data, options), options)
    return out.getvalue()


def timed(fn: Any, arg: Any) -> float:
    start = time.perf_counter()
    fn(arg)
    return time.perf_counter() - start


def main() -> None:
    register_fonts()  # once per process for both, as in the app
    with tempfile.TemporaryDirectory() as tmp:
        db_path, data = build_clan(Path(tmp))
        plain = plain_text(data)
        ours(data), bare_render(plain)  # warm-up: font subsets, caches
        ours_times, bare_times = [], []
        for _ in range(REPEATS):  # interleaved, so machine noise hits both alike
            ours_times.append(timed(ours, data))
            bare_times.append(timed(bare_render, plain))
        ours_s, bare_s = statistics.median(ours_times), statistics.median(bare_times)
        print(
            f"20-warrior War Clan roster (warclan):  {ours_s * 1000:7.1f} ms (median of {REPEATS})"
        )
        print(f"same text, bare reportlab script:      {bare_s * 1000:7.1f} ms")
        ratio = ours_s / bare_s
        print(f"ratio: {ratio:.2f} (target at most 1.5) -> {'OK' if ratio <= 1.5 else 'OVER'}")

        out = Path(tmp) / "bench.pdf"
        cmd = [
            sys.executable, "-X", "importtime", "-m", "warclan", "--db", str(db_path),
            "roster", "clan", "Bench Clan", "--out", str(out), "--fixed-date", "2026-01-01",
        ]  # fmt: skip
        start = time.perf_counter()
        done = subprocess.run(cmd, capture_output=True, text=True, check=True)
        whole = time.perf_counter() - start
        qt = [line for line in done.stderr.splitlines() if "PySide6" in line]
        print(
            f"`warclan roster clan` whole process:   {whole * 1000:7.1f} ms ({done.stdout.strip()})"
        )
        print("PySide6 imported by `warclan roster`: " + ("YES (bad)" if qt else "no"))


if __name__ == "__main__":
    main()
