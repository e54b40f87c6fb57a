"""Screenshots of the Game nights pages and PNGs of their PDFs over a demo database.

xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_game_nights.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from datetime import date
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication, QWidget

from warclan.gui.context import AppContext, NavItem
from warclan.gui.game_nights.section import GameNightsSection
from warclan.gui.ops import Ops
from warclan.reports.micro_midgard.setup_sheet import write_setup_sheet as mm_sheet
from warclan.reports.micro_midgard.standings import write_standings
from warclan.reports.options import RosterOptions
from warclan.reports.vgw.ladder import write_ladder
from warclan.reports.vgw.setup_sheet import write_setup_sheet as vgw_sheet
from warclan.rules.vgw.glory import Handicaps
from warclan.services.micro_midgard import loki, matches, setups, standings
from warclan.services.micro_midgard import players as mm_players
from warclan.services.vgw import ladder, plays
from warclan.services.vgw import players as vgw_players
from warclan.services.vgw import setups as vgw_setups
from warclan.store.database import Database

ROOT = Path(__file__).resolve().parents[1]
SHOTS, EXAMPLES = ROOT / "docs" / "screenshots", ROOT / "docs" / "examples"
DAY = date(2026, 12, 1)


def demo(db: Database) -> int:
    for name in ("Astrid", "Bjorn", "Sigrun", "Ulf"):
        vgw_players.add_player(db, name)
        mm_players.add_player(db, name)
    log = plays.log_play
    log(
        db,
        plays.PlayEntry(
            ("Astrid", "Bjorn", "Sigrun"),
            "Ravens",
            None,
            Handicaps(1, 0, 1),
            False,
            True,
            False,
            date(2026, 11, 3),
            2024,
            "Dark Thor fell last",
        ),
    )
    log(
        db,
        plays.PlayEntry(
            ("Ulf",), "", None, Handicaps(0, 1, 0), False, False, True, date(2026, 11, 10)
        ),
    )
    # Jarl first (all three handicaps, won, no VP lost): War of Jarls is open after it.
    log(
        db,
        plays.PlayEntry(
            ("Astrid", "Ulf"),
            "Wolves",
            None,
            Handicaps(1, 1, 1),
            False,
            True,
            False,
            date(2026, 11, 17),
        ),
    )
    log(
        db,
        plays.PlayEntry(
            ("Astrid", "Ulf"),
            "Wolves",
            None,
            Handicaps(2, 1, 2),
            True,
            True,
            False,
            DAY,
            notes="War of Jarls",
        ),
    )
    rec = matches.record_match
    rec(db, matches.Score("Astrid", 9, 2, 1), matches.Score("Bjorn", 6, 4, 4), played_on=DAY)
    rec(db, matches.Score("Sigrun", 7, 1, 1), matches.Score("Bjorn", 7, 3, 0), played_on=DAY)
    rec(db, matches.Score("Astrid", 5, 2, 2), matches.Score("Sigrun", 5, 1, 3), played_on=DAY)
    game = loki.start_game(db, "Ulf", 5)
    for _ in range(5):
        loki.add_event(db, game.id, "draw")
    loki.add_event(db, game.id, "prophecy", "sun", "player")
    loki.add_event(db, game.id, "prophecy", "sun", "player")
    loki.add_event(db, game.id, "focus", "sun")
    rec(
        db,
        matches.Score("Ulf", 9, 1, 0),
        matches.Score("Loki", 6, 2, 2),
        solo=True,
        loki_game=game.id,
        played_on=DAY,
    )
    return game.id


def shot(widget: QWidget, name: str) -> None:
    widget.resize(780, 620)  # the page area of a 1024 × 700 window
    widget.show()
    QApplication.processEvents()
    widget.grab().save(str(SHOTS / name))


def main() -> int:
    _app = QApplication(sys.argv)  # kept alive until the end
    folder = Path(tempfile.mkdtemp())
    db = Database(f"sqlite:///{folder / 'demo.sqlite'}")
    demo(db)
    ctx = AppContext(
        db, Ops(), QUndoStack(), QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    )
    section = GameNightsSection()
    pages = {k: section.make_page(k, ctx, None) for k in section.page_kinds()}  # type: ignore[arg-type]

    setup = pages["vgw_setup"]
    setup.players.setValue(3)
    setup.handicaps.spins[next(iter(setup.handicaps.spins))].setValue(1)
    setup.seed.setText("2024")
    setup.make()
    ctx.ops.wait_idle()
    shot(setup.widget(), "30-vgw-setup.png")
    log = pages["vgw_log"]
    log.show_item(NavItem("vgw_log", None, ""))
    ctx.ops.wait_idle()
    shot(log.widget(), "31-vgw-plays-ladder.png")
    mm = pages["mm_setup"]
    mm.show_item(NavItem("mm_setup", None, ""))
    ctx.ops.wait_idle()
    mm.player_a.setCurrentText("Astrid")
    mm.player_b.setCurrentText("Bjorn")
    mm.seed.setText("77")
    mm.make()
    ctx.ops.wait_idle()
    shot(mm.widget(), "32-midgard-setup.png")
    mlog = pages["mm_log"]
    mlog.show_item(NavItem("mm_log", None, ""))
    ctx.ops.wait_idle()
    shot(mlog.widget(), "33-midgard-matches.png")
    companion = pages["mm_loki"]
    companion.show_item(NavItem("mm_loki", None, ""))
    ctx.ops.wait_idle()
    shot(companion.widget(), "34-loki-companion.png")
    ctx.ops.wait_idle()

    options = RosterOptions(paper="a4", fixed_date=DAY)
    outputs = {
        "vgw-setup-sheet": lambda p: vgw_sheet(
            vgw_setups.setup_view(3, Handicaps(1, 0, 1), seed=2024), p, options
        ),
        "vgw-ladder": lambda p: write_ladder(ladder.ladder(db), p, options),
        "midgard-setup-sheet": lambda p: mm_sheet(
            setups.setup_view(db, seed=77, players=[setups.Seat("Astrid"), setups.Seat("Bjorn")]),
            p,
            options,
        ),
        "midgard-standings": lambda p: write_standings(standings.standings(db), p, options),
    }
    for name, write in outputs.items():
        pdf = EXAMPLES / f"{name}.pdf"
        write(pdf)
        subprocess.run(
            ["pdftoppm", "-r", "70", "-png", "-singlefile", str(pdf), str(EXAMPLES / name)],
            check=True,
        )
    db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
