"""Every page the navigator offers, shown in German (issue 24): one walk over the whole
tree, so a page added later is walked too, without a test of its own.

The database holds a bit of everything (the demo campaign, two Mors Regnat warbands with
a match, game nights with plays and matches). Each navigator row is chosen as a click
would choose it; what the page then shows must hold no English, apart from the data: the
words stored in the database (names, notes) are taken out first, as players typed them.
The catalogues' words (names, rule texts quoted from the books) are data too."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QPushButton,
    QStyle,
    QTableView,
    QWidget,
)
from sqlalchemy import String, Text, select

from tests.gui.german import english_in, english_words, visible_texts
from tests.gui.test_main_window import open_window, url_of
from tests.gui.waiting import settle
from warclan.gui.fitting import ElidingComboBox
from warclan.gui.main_window import MainWindow
from warclan.gui.navigator import NavigatorModel
from warclan.paths import resources_dir
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.rules.vgw.glory import Handicaps
from warclan.services.micro_midgard import matches as mm_matches
from warclan.services.micro_midgard import players as mm_players
from warclan.services.mors_regnat import matches, warbands, warriors
from warclan.services.ragnarok.dto import CampaignView
from warclan.services.vgw import players as vgw_players
from warclan.services.vgw import plays
from warclan.store.database import Database
from warclan.store.models.base import Base

pytestmark = [
    pytest.mark.qt_log_ignore(
        "This plugin does not support propagateSizeHints",
        r"This plugin does not support raise\(\)",
    ),
    pytest.mark.sqlite_only("opens database files"),
]


def fill(db: Database) -> None:
    warbands.create_warband(db, "Ash Wolves")
    warriors.add_warrior(db, "Ash Wolves", WarriorBuild("Ari", attack_points=6, toughness_points=6))
    warriors.add_warrior(db, "Ash Wolves", WarriorBuild("Bo", attack_points=2))  # a warning
    warbands.create_warband(db, "Bone Crows")
    warriors.add_warrior(db, "Bone Crows", WarriorBuild("Cy", attack_points=6, toughness_points=6))
    matches.record_match(
        db, [matches.MatchEntry("Ash Wolves", 1), matches.MatchEntry("Bone Crows", 2)],
        winner="Ash Wolves",
    )  # fmt: skip
    for name in ("Astrid", "Bjorn"):
        vgw_players.add_player(db, name)
        mm_players.add_player(db, name)
    plays.log_play(
        db,
        plays.PlayEntry(
            players=["Astrid", "Bjorn"], team="Ravens", handicaps=Handicaps(more_cards=1),
            won=True, lost_vp=False, notes="Dark Thor fell",
        ),
    )  # fmt: skip
    mm_matches.record_match(db, mm_matches.Score("Astrid", 9), mm_matches.Score("Bjorn", 3))


def stored_words(db: Database) -> list[str]:
    """Every text the database holds (names, notes, stored ledger lines): data."""
    found: set[str] = set()
    with db.session() as session:
        for table in Base.metadata.sorted_tables:
            columns = [c for c in table.columns if isinstance(c.type, String | Text)]
            if columns:
                for row in session.execute(select(*columns)):
                    found.update(v for v in row if isinstance(v, str) and v)
    return sorted(found)


def catalogue_words() -> list[str]:
    """Every text of the shipped catalogue files (names, quoted rule texts, the files'
    own descriptions): kept as the books print them."""
    found: list[str] = []

    def strings(value: object) -> None:
        if isinstance(value, str):  # and its clauses, which the window may show apart
            found.extend([value, *re.split(r"[;:] ", value)])
        elif isinstance(value, dict):
            for v in value.values():
                strings(v)
        elif isinstance(value, list):
            for v in value:
                strings(v)

    for path in (resources_dir() / "rules").glob("*.json"):
        strings(json.loads(path.read_text(encoding="utf-8")))
    for path in (resources_dir() / "profiles").glob("*.json"):
        strings(json.loads(path.read_text(encoding="utf-8")))
    return found


PATH = re.compile(r"\S+/\S+")  # a file's path, as the catalogues' page names its file


def without(texts: list[str], data: list[str]) -> list[str]:
    """``texts`` with each piece of data blanked out where it stands as whole words,
    longest first (a name inside a German word is not taken out)."""
    pieces = sorted({d for d in data if d.strip()}, key=len, reverse=True)
    pattern = re.compile("|".join(rf"(?<!\w){re.escape(d)}(?!\w)" for d in pieces))
    return [PATH.sub("…", pattern.sub("…", t)) for t in texts if t not in pieces]


def cut_off(root: QWidget) -> list[str]:
    """The labels and buttons in ``root`` narrower than their text (a label that does
    not wrap shows only the start of a longer German text)."""
    for _ in range(3):  # the layout passes an answer's new contents asked for
        QApplication.processEvents()
    found = []
    for w in root.findChildren(QLabel) + root.findChildren(QPushButton):
        if not w.isVisibleTo(root) or not w.text():
            continue
        if isinstance(w, QLabel) and (w.wordWrap() or w.textFormat() == Qt.TextFormat.RichText):
            continue
        if w.width() + 1 < w.sizeHint().width():
            found.append(f"{w.text()!r}: {w.width()} px of {w.sizeHint().width()}")
    for view in root.findChildren(QTableView):
        if view.isVisibleTo(root):
            found += cut_headers(view)
    for box in root.findChildren(QComboBox):
        # The item shown, with room for the arrow: a box sized while it was empty (before
        # its items arrived) shows only the start of it.
        needed = box.fontMetrics().horizontalAdvance(box.currentText()) + 24
        if isinstance(box, ElidingComboBox) and box.toolTip() == box.currentText():
            continue  # ends in "…" where it must, and says it whole in its tooltip
        if box.isVisibleTo(root) and not box.isEditable() and box.width() < needed:
            found.append(f"{box.currentText()!r}: {box.width()} px of {needed}")
    return found


def cut_headers(view: QTableView) -> list[str]:
    """The column titles of ``view`` narrower than their text (the table may scroll
    sideways, which shows a wide table whole: a title is cut where its column is)."""
    header = view.horizontalHeader()
    model = view.model()
    metrics = header.fontMetrics()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    found = []
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        title = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
        needed = metrics.horizontalAdvance(title) + 2 * margin  # the title, and its margins
        if header.sectionSize(section) < needed:
            found.append(f"column {title!r}: {header.sectionSize(section)} px of {needed}")
    return found


@pytest.mark.parametrize("zoom", [100, 150])
def test_every_page_of_the_navigator_in_german(
    german: str, qtbot, settings: QSettings, db_path: Path, db: Database,
    demo_campaign: CampaignView, dialog_log, zoom: int,
) -> None:  # fmt: skip
    assert german == "de"
    fill(db)
    data = stored_words(db) + catalogue_words()
    window: MainWindow = open_window(qtbot, settings, url_of(db_path))
    qtbot.waitUntil(lambda: window.later_loaded, timeout=20_000)
    settle(window)
    window.resize(1024, 700)
    window.apply_zoom(zoom)
    settle(window)
    model: NavigatorModel = window.nav.model
    rows = list(model.walk())
    kinds: set[str] = set()
    found: list[str] = []
    cut: list[str] = []
    for index in rows:
        item = model.item_at(index)
        assert item is not None
        window.nav.select_index(index)
        settle(window)
        page = window.current_page()
        if item.kind == "section":
            continue  # a section's title row: no page of its own
        assert page is not None, item
        kinds.add(item.kind)
        texts = [*visible_texts(page.widget()), str(index.data()), str(index.data(3) or "")]
        texts = without(texts, data)
        found += [f"{item.kind}: {t}" for t in english_in(texts)]
        found += [f"{item.kind}: {t}" for t in english_words(texts)]
        cut += [f"{item.kind}: {t}" for t in cut_off(page.widget())]
    # The walk reached every kind of page the sections make (a section with nothing to
    # show yet would hide its pages: the data above gives each something).
    expected = {"campaigns", "campaign", "clan", "catalogs", "warband", "mr_warrior",
                "match_log", "odds", "vgw_setup", "vgw_log", "mm_setup", "mm_log",
                "mm_loki"}  # fmt: skip
    assert expected <= kinds, f"pages the walk did not reach: {sorted(expected - kinds)}"
    assert not cut, f"cut off in German at 1024×700, {zoom} %:\n" + "\n".join(cut)
    assert not found, "English in the German window:\n" + "\n".join(sorted(set(found)))
