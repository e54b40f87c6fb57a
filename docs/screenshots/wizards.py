"""Screenshots of the two wizards' pages over a demo database, at the default font and
at 150 %. Run:
xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/wizards.py"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication, QWizard

HERE = Path(__file__).parent
OUT = HERE  # where the shots go (scripts/screenshots.py redirects it)
sys.path.insert(0, str(HERE.parents[1] / "tests" / "gui"))
sys.path.insert(0, str(HERE.parents[1] / "tests"))

from test_game_wizard import CAMPAIGN, fill_sides, history, wizard_for  # noqa: E402

from tests.gui.waiting import settle  # noqa: E402
from warclan.gui.context import AppContext  # noqa: E402
from warclan.gui.ops import Ops  # noqa: E402
from warclan.gui.ragnarok.new_clan_wizard import NewClanWizard  # noqa: E402
from warclan.services.ragnarok import campaigns  # noqa: E402
from warclan.store.database import Database  # noqa: E402


def shoot(app: QApplication, scale: str) -> None:
    folder = Path(tempfile.mkdtemp())
    path = folder / "demo.sqlite"
    db = Database(f"sqlite:///{path}")
    history(path)
    camp = campaigns.campaign_overview(db, CAMPAIGN).id
    ctx = AppContext(
        db, Ops(), QUndoStack(), QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    )

    def save(widget: QWizard, name: str) -> None:
        settle(ctx)  # the dry runs' answers, on their way from a pool thread
        app.processEvents()
        widget.grab().save(str(OUT / f"{name}{scale}.png"))

    clan = NewClanWizard(ctx, camp)
    settle(ctx)  # its profiles, read on a pool thread
    clan.show()
    clan.clan_page.player.setText("Sigrid")
    clan.clan_page.clan_name.setText("Eagles")
    for text in ("jarl", "huscarl", "seer", "shieldmaiden", "jarl", "huscarl"):
        clan.clan_page.filter.setText(text)
        clan.clan_page.profile_view.selectRow(0)
        clan.clan_page.add_selected()
    clan.clan_page.filter.clear()
    clan.clan_page.chosen.setData(clan.clan_page.chosen.index(0, 0), "Sigrid")
    save(clan, "10-new-clan-over-budget")
    clan.clan_page.chosen.remove(5)
    clan.clan_page.chosen.remove(4)
    save(clan, "10-new-clan")
    clan.close()

    w = wizard_for(ctx, camp)
    w.show()
    fill_sides(w)
    save(w, "11-record-game-1-sides")
    settle(ctx)
    w.next()
    save(w, "11-record-game-2-glory")
    settle(ctx)
    w.next()
    rows = {r.warrior: r for r in w.injuries_page.rows}
    rows["Bjorn"].dice.setText("4 2 5 3")
    rows["Ulf"].roll.setChecked(True)
    save(w, "11-record-game-3-injuries")
    settle(ctx)
    w.next()
    w.raid_page.roll.setValue(9)
    save(w, "11-record-game-4-raid")
    settle(ctx)
    w.next()
    w.improve_page.warrior.setCurrentText("Snorre")
    w.improve_page.stat.setCurrentIndex(w.improve_page.stat.findData("df"))
    w.improve_page.add_improvement()
    save(w, "11-record-game-5-improve")
    settle(ctx)
    w.next()
    w.recruit_page.profile.setCurrentIndex(w.recruit_page.profile.findData("example.thrall"))
    w.recruit_page.name.setText("Hild")
    w.recruit_page.add_recruit()
    save(w, "11-record-game-6-recruit")
    settle(ctx)
    w.next()
    w.buy_page.warrior.setCurrentText("Hild")
    w.buy_page.item.setCurrentIndex(w.buy_page.item.findData("shield"))
    w.buy_page.add_item()
    save(w, "11-record-game-7-buy")
    settle(ctx)
    w.next()
    save(w, "11-record-game-8-preview")
    w.close()
    db.close()


def main() -> None:
    app = QApplication(sys.argv)
    shoot(app, "")
    font = app.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    app.setFont(font)
    shoot(app, "-150")


if __name__ == "__main__":
    main()
