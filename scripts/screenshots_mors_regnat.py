"""Screenshots of the Mors Regnat pages and the catalogue browser over a demo database.

xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_mors_regnat.py

Each shot is taken at the default font and again at 150 % font (``NN-name-150.png``).
"""

from __future__ import annotations

import sys
import tempfile
from datetime import date
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont, QUndoStack
from PySide6.QtWidgets import QApplication, QWidget

from warclan.gui.catalogs.browser import CatalogBrowser
from warclan.gui.context import AppContext, NavItem
from warclan.gui.mors_regnat.match_log import MatchLogPage
from warclan.gui.mors_regnat.odds_panel import OddsPanel
from warclan.gui.mors_regnat.warband_page import WarbandPage
from warclan.gui.ops import Ops
from warclan.rules.mors_regnat.builder import SpecialAbility, StatLimits, WarriorBuild
from warclan.services.mors_regnat import matches, warbands, warriors
from warclan.services.ragnarok import campaigns
from warclan.store.database import Database

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"


def demo(db: Database) -> None:
    warbands.create_warband(db, "Ash Wolves", StatLimits(speed=8))
    add = warriors.add_warrior
    add(db, "Ash Wolves", WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))
    add(
        db,
        "Ash Wolves",
        WarriorBuild(
            "Vex",
            3,
            3,
            0,
            1,
            "ranged_weak",
            (SpecialAbility("Sharp eye", "re-roll one ATTACK die per game", 1),),
        ),
    )
    add(db, "Ash Wolves", WarriorBuild("Bo", 1, 0, 2, 3, "cc_bare_handed"))
    warbands.create_warband(db, "Bone Crows")
    add(db, "Bone Crows", WarriorBuild("Crowfoot", 0, 6, 0, 0, "cc_strong"))
    add(db, "Bone Crows", WarriorBuild("Tallow", 1, 2, 3, 2, "ranged_weak"))
    warbands.create_warband(db, "Grey Hounds")
    add(db, "Grey Hounds", WarriorBuild("Fenn", 2, 3, 3, 0, "cc_light"))
    E = matches.MatchEntry
    matches.record_match(
        db,
        [E("Ash Wolves", 1), E("Bone Crows", 3)],
        winner="Ash Wolves",
        played_on=date(2026, 2, 7),
        notes="Fog on the moor",
    )
    matches.record_match(
        db,
        [E("Bone Crows", 2), E("Grey Hounds", 2)],
        draw=True,
        played_on=date(2026, 2, 21),
        notes="Bridge scenario",
    )
    matches.record_match(
        db,
        [E("Ash Wolves", 2), E("Bone Crows", 1), E("Grey Hounds", 3)],
        winner="Bone Crows",
        played_on=date(2026, 3, 7),
    )
    campaigns.create_campaign(db, "Winter of Wolves")


def shoot(
    app: QApplication, widget: QWidget, name: str, size: tuple[int, int] = (1300, 780)
) -> None:
    widget.resize(*size)
    widget.show()
    for _ in range(30):
        app.processEvents()
    wait_for_pool()
    for _ in range(30):
        app.processEvents()
    widget.grab().save(str(OUT / name))
    print("wrote", OUT / name)


def wait_for_pool() -> None:
    from PySide6.QtCore import QThreadPool

    QThreadPool.globalInstance().waitForDone(10_000)


def shoot_all(app: QApplication, folder: Path, scale: float, suffix: str) -> None:
    base = QFont(app.font())
    if scale != 1:
        font = QFont(base)
        font.setPointSizeF(base.pointSizeF() * scale)
        app.setFont(font)
    db = Database(f"sqlite:///{folder / f'demo{suffix}.sqlite'}")
    demo(db)
    settings = QSettings(str(folder / f"s{suffix}.ini"), QSettings.Format.IniFormat)
    ctx = AppContext(db, Ops(), QUndoStack(), settings)
    wolves = warbands.list_warbands(db)[0]
    size = (780, 620)  # the page area of a 1024 × 700 window, at both sizes

    page = WarbandPage(ctx)
    page.show_item(NavItem("warband", wolves.id, wolves.name))
    ctx.ops.wait_idle()  # the pages read off the GUI thread: let the answers arrive
    page.select_row(1)
    ctx.ops.wait_idle()
    shoot(app, page, f"20-warband-page{suffix}.png", size)

    page.editor.spins["toughness"].setValue(2)
    page.editor.abilities.setData(page.editor.abilities.index(0, 1), 3)
    ctx.ops.wait_idle()
    shoot(app, page, f"21-warrior-editor-refused{suffix}.png", size)

    odds = OddsPanel(ctx)
    odds.show_item(NavItem("odds", None, "Attack odds"))
    ctx.ops.wait_idle()
    odds.choose("Ash Wolves/Grim", "Bone Crows/Tallow")
    shoot(app, odds, f"22-odds-panel{suffix}.png", size)

    log = MatchLogPage(ctx)
    log.show_item(NavItem("match_log", None, "Match log"))
    ctx.ops.wait_idle()
    shoot(app, log, f"23-match-log{suffix}.png", size)

    camp = campaigns.list_campaigns(db)[0]
    browser = CatalogBrowser(ctx)
    browser.show_item(NavItem("catalogs", camp.id, "House rules"))
    ctx.ops.wait_idle()
    browser.select_catalog("items")
    ctx.ops.wait_idle()
    row = next(
        r for r in range(browser.proxy.rowCount()) if browser.proxy.index(r, 0).data() == "Shield"
    )
    browser.entry_view.selectRow(row)
    ctx.ops.wait_idle()
    browser.house.form.fields["price"].widget.setValue(25)  # type: ignore[attr-defined]
    browser.house.note.setText("shields are common in our villages")
    ctx.ops.wait_idle()
    shoot(
        app,
        browser,
        f"24-catalogue-browser{suffix}.png",
        (1400, 820) if scale == 1 else (1400, 900),
    )
    for widget in (page, odds, log, browser):
        widget.close()
    ctx.ops.wait_idle()
    db.close()
    app.setFont(base)


def main() -> int:
    app = QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        shoot_all(app, Path(tmp), 1.0, "")
        shoot_all(app, Path(tmp), 1.5, "-150")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
