"""Screenshots of the game trackers in the real window (1024×700) over a demo database:
a Ragnarok game in its second Round (a warrior taken out, Godspark paid, Climbing, the
Success Table helper, the log) and a Mors Regnat match with a casualty and the attack
odds. ``./dev screenshots`` runs it at 100 % and 150 %.

xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_tracker.py
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from warclan.gui import i18n
from warclan.gui.main_window import MainWindow
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.mors_regnat import tracker as mt
from warclan.services.mors_regnat import warbands, warriors
from warclan.services.ragnarok import demo
from warclan.services.ragnarok import tracker as tr
from warclan.store.database import Database

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SIZE = (1024, 700)


def ragnarok_game(db: Database, campaign: int) -> int:
    """Ravens v Wolves, into Round 2: Fang taken out by the Ravens, Snorre's God Power."""
    sides = [tr.TrackerSide("Ravens", ["Snorre", "Bjorn", "Sigrid"])]
    sides.append(tr.TrackerSide("Wolves", ["Ulla", "Grim", "Fang"]))
    game = tr.start_game(db, campaign, sides)
    view = tr.tracker_view(db, game)
    w = {x.name: x.id for s in view.state.sides for x in s.warriors}
    c = {s.clan: s.clan_id for s in view.state.sides}

    def tap(kind: str, **data: object) -> tr.TrackerView:
        return tr.tap(db, game, kind, data)

    tap("next")
    tap("rolls", rolls={str(c["Ravens"]): 5, str(c["Wolves"]): 2})
    tap("first", clan=c["Ravens"])
    tap("godspark", clan=c["Ravens"], delta=7)
    tap("power", warrior=w["Snorre"], power="Thunderous Blows", boosts=[])
    tap("hp", warrior=w["Fang"], delta=-8)
    tap("credit", warrior=w["Fang"], by=c["Ravens"])
    for name in ("Snorre", "Ulla", "Bjorn", "Grim", "Sigrid"):
        tap("done", warrior=w[name])
    tap("next")
    tap("next")
    tap("next")
    tap("rolls", rolls={str(c["Ravens"]): 3, str(c["Wolves"]): 6})
    tap("first", clan=c["Wolves"])
    tap("hp", warrior=w["Bjorn"], delta=-5)
    tap("condition", warrior=w["Grim"], name="Climbing", on=True)
    tap("vp", clan=c["Wolves"], delta=1)
    tap("done", warrior=w["Ulla"])
    return game


def mors_match(db: Database) -> int:
    for name, fighters in (("Ash Wolves", ("Ari", "Bo", "Cai")), ("Bone Crows", ("Dag", "Eir"))):
        warbands.create_warband(db, name)
        for fighter in fighters:
            warriors.add_warrior(
                db,
                name,
                WarriorBuild(fighter, attack_points=4, toughness_points=4, wounds_points=4),
            )
    match = mt.start_match(db, ["Ash Wolves", "Bone Crows"])
    view = mt.match_view(db, match)
    w = {x.name: x.id for s in view.state.sides for x in s.warriors}
    bands = [s.warband_id for s in view.state.sides]
    mt.tap(db, match, "rolls", {"rolls": {str(bands[0]): 8, str(bands[1]): 4}})
    mt.tap(db, match, "act", {"warrior": w["Ari"]})
    mt.tap(db, match, "wounds", {"warrior": w["Dag"], "delta": -10})
    mt.tap(db, match, "act", {"warrior": w["Eir"], "minor": True})
    mt.tap(db, match, "wounds", {"warrior": w["Bo"], "delta": -3})
    return match


def settle(app: QApplication, window: MainWindow) -> None:
    window.ops.wait_idle(30_000)
    for _ in range(30):
        app.processEvents()


def save(widget: QWidget, name: str) -> None:
    path = OUT / f"{name}.png"
    widget.grab().save(str(path))
    print(f"wrote {path}")


def main() -> int:
    app = QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'tracker.sqlite'}"
        db = Database(url)
        camp = demo.create_demo_campaign(db)
        game = ragnarok_game(db, camp.id)
        match = mors_match(db)
        db.close()
        settings = QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat)
        settings.setValue("databases/demo_offered", [url])
        i18n.choose(settings, "en")
        i18n.install(settings)  # as gui/app.py does: English's plural forms
        window = MainWindow(settings)
        window.offer_demo = False
        window.resize(*SIZE)
        window.show()
        window.open_database(url)
        window.wait_opened()
        window.wait_sections()
        settle(app, window)
        window.select("tracker", game)
        settle(app, window)
        page = window.current_page()
        page.choose(page.view.state.side(page.view.state.turn).to_activate[0].id)  # type: ignore[union-attr]
        settle(app, window)
        save(window, "50-game-tracker")
        page.tabs.setCurrentIndex(1)  # type: ignore[union-attr]
        settle(app, window)
        save(window, "51-game-tracker-log")
        window.select("mr_tracker", match)
        settle(app, window)
        save(window, "52-match-tracker")
        window.close()
        settle(app, window)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
