"""The main window over real database files built by the real migrations, driven offscreen.

Every dialog goes through ``warclan.gui.dialogs`` (replaced by ``dialog_log``); answers are
queued per test, and a question nobody answered fails the test.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from tests.dbsnapshot import dump
from tests.gui.waiting import settle
from warclan import paths
from warclan.gui import dialogs, main_window, opening
from warclan.gui.main_window import MainWindow
from warclan.gui.opening import DEMO_OFFERED
from warclan.gui.ragnarok.campaign_page import CampaignPage
from warclan.gui.ragnarok.clan_models import dice_model
from warclan.gui.ragnarok.clan_page import (
    BASE_RANK,
    COLLECTED,
    GAMES,
    JOINED,
    RANK,
    UNSPENT,
    ClanPage,
)
from warclan.services.ragnarok import campaigns, clans, demo, games, post_game
from warclan.services.ragnarok.dto import CampaignView
from warclan.services.ragnarok.history import DiceLine
from warclan.store.database import Database

# The offscreen platform says this whenever a window is shown; it is no fault of ours.
pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    # The window over database files (url_of): on PostgreSQL they would be files named
    # after the server's URL. The league window is tested on the server itself.
    pytest.mark.sqlite_only("opens database files"),
]


def url_of(path: Path) -> str:
    return f"sqlite:///{path}"


def open_window(qtbot, settings: QSettings, url: str) -> MainWindow:
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.open_database(url)
    qtbot.waitUntil(lambda: win.ctx is not None and win.ctx.db.url == url, timeout=20_000)
    settle(win)
    settle(win)
    return win


@pytest.fixture
def window(qtbot, settings: QSettings, db_path: Path, demo_campaign: CampaignView) -> MainWindow:
    return open_window(qtbot, settings, url_of(db_path))


def clan_id(campaign: CampaignView, name: str) -> int:
    return next(c.id for c in campaign.clans if c.name == name)


def clan_page(window: MainWindow) -> ClanPage:
    page = window.current_page()
    assert isinstance(page, ClanPage)
    return page


def cells(view, row: int) -> list[str]:
    model = view.model()
    return [model.index(row, c).data() for c in range(model.columnCount())]


def row_of(view, text: str) -> int:
    model = view.model()
    rows = [r for r in range(model.rowCount()) if model.index(r, 0).data() == text]
    assert len(rows) == 1, f"{text!r} not in {view.objectName()}"
    return rows[0]


def column(view, header: str) -> int:
    model = view.model()
    names = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    return names.index(header)


# --- opening ---------------------------------------------------------------------------


def test_opens_the_database_after_painting_and_shows_the_first_campaign(
    qtbot, window: MainWindow, demo_campaign: CampaignView
) -> None:
    assert window.current is not None and window.current.kind == "campaign"
    page = window.current_page()
    assert isinstance(page, CampaignPage)
    assert page.heading.text() == demo_campaign.name
    assert [cells(page.view, r)[0] for r in range(3)] == ["Bears", "Ravens", "Wolves"]  # rank
    games_column = column(page.view, "Games")
    assert cells(page.view, row_of(page.view, "Bears"))[games_column] == "3"
    qtbot.waitUntil(lambda: window.base_rank_label.text() == "Base War Clan Rank: 2")
    assert "demo" not in window.status_message.text().lower()
    assert window.database_label.text().endswith("campaign.sqlite")


def test_the_other_sections_load_after_the_first_data_is_shown(
    qtbot, settings: QSettings, db_path: Path, demo_campaign: CampaignView
) -> None:
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    shown: list[list[str]] = []
    win.database_opened.connect(
        lambda _db: shown.append([s.title for s in win.sections])  # when the data is shown
    )
    win.open_database(url_of(db_path))
    qtbot.waitUntil(lambda: win.later_loaded, timeout=20_000)
    settle(win)
    assert shown == [["Campaigns"]]
    top = [win.nav_model.index(r, 0).data() for r in range(win.nav_model.rowCount())]
    assert top == ["Campaigns", "Mors Regnat", "Game nights", "Rules"]
    assert win.current is not None and win.current.kind == "campaign"  # still chosen
    assert [a.text() for a in win.rules_menu.actions()] == ["&Catalogues…"]


def test_a_last_item_in_a_later_section_is_chosen_again(
    qtbot, settings: QSettings, db_path: Path, demo_campaign: CampaignView
) -> None:
    settings.setValue(main_window.LAST_ITEM, "catalogs:" + str(demo_campaign.id))
    win = open_window(qtbot, settings, url_of(db_path))
    assert win.later_loaded  # loaded at once, since the item chosen last lives there
    assert win.current is not None and win.current.kind == "catalogs"


def test_a_newer_database_offers_open_another_new_database_or_quit(
    qtbot, settings: QSettings, tmp_path: Path, db_path: Path, db: Database, monkeypatch, dialog_log
) -> None:
    db.close()
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
    before = dump(db_path)
    offered: list[list[str]] = []

    def choose(_parent, title: str, message: str, choices: list[str]) -> str:
        offered.append(choices)
        dialog_log.questions.append((title, message))
        return opening.NEW_DATABASE

    monkeypatch.setattr(dialogs, "ask_choice", choose)
    fresh = tmp_path / "fresh.sqlite"
    dialog_log.answer(fresh, False)  # the new file's path; then no demo campaign
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    win.open_database(url_of(db_path))
    qtbot.waitUntil(lambda: win.ctx is not None, timeout=20_000)
    settle(win)
    assert offered == [["Open Another…", "New Database…", "Quit"]]
    _title, message = dialog_log.questions[0]
    assert "newer warclan" in message and "9999" in message
    assert win.ctx is not None and win.ctx.db.url == url_of(fresh)
    assert dump(db_path) == before  # the newer file was left exactly as it was


def test_a_newer_database_then_open_another_opens_the_file_chosen(
    qtbot,
    settings: QSettings,
    tmp_path: Path,
    db_path: Path,
    db: Database,
    demo_campaign: CampaignView,
    monkeypatch,
    dialog_log,
) -> None:
    db.close()
    newer = tmp_path / "newer.sqlite"
    newer.write_bytes(db_path.read_bytes())
    with sqlite3.connect(newer) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
    before = dump(newer)
    offered: list[tuple[str, list[str]]] = []

    def choose(_parent, _title: str, message: str, choices: list[str]) -> str:
        offered.append((message, choices))
        return opening.OPEN_ANOTHER

    monkeypatch.setattr(dialogs, "ask_choice", choose)
    dialog_log.answer(db_path)  # the file chosen in Open Another…
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    win.open_database(url_of(newer))
    qtbot.waitUntil(lambda: win.ctx is not None, timeout=20_000)
    settle(win)
    ((message, choices),) = offered
    assert choices == ["Open Another…", "New Database…", "Quit"]
    assert "newer warclan" in message and "9999" in message
    assert win.ctx is not None and win.ctx.db.url == url_of(db_path)
    assert win.current is not None and win.current.label == demo_campaign.name
    assert dump(newer) == before  # untouched
    assert url_of(newer) not in win.recent.urls()  # a file that did not open is not recent


def test_quit_from_the_cannot_open_dialog_closes_the_window(
    qtbot, settings: QSettings, tmp_path: Path, monkeypatch
) -> None:
    foreign = tmp_path / "foreign.sqlite"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE recipes (id INTEGER)")
    monkeypatch.setattr(dialogs, "ask_choice", lambda *_a: opening.QUIT)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    with qtbot.waitSignal(win.quit_requested, timeout=20_000):
        win.open_database(url_of(foreign))
    assert win.ctx is None and not win.isVisible()


def test_recent_databases_mark_missing_files_which_can_be_removed(
    qtbot, settings: QSettings, tmp_path: Path, dialog_log
) -> None:
    first, second = tmp_path / "one.sqlite", tmp_path / "two.sqlite"
    settings.setValue(DEMO_OFFERED, [url_of(first), url_of(second)])
    win = open_window(qtbot, settings, url_of(first))
    win.open_database(url_of(second))
    qtbot.waitUntil(
        lambda: win.ctx is not None and win.ctx.db.url == url_of(second), timeout=20_000
    )
    assert win.recent.urls() == [url_of(second), url_of(first)]
    win.ctx.db.close()
    first.unlink()
    win.opening.fill_recent(win.recent_menu)
    texts = [a.text() for a in win.recent_menu.actions() if a.data()]
    assert texts == [f"&1 {second}", f"&2 {first}  (missing)"]
    dialog_log.answer(True)  # remove it from the list
    missing = next(a for a in win.recent_menu.actions() if a.data() == url_of(first))
    missing.trigger()
    assert "no longer there" in dialog_log.questions[-1][1]
    assert win.recent.urls() == [url_of(second)]
    # The database used last opens at the next start.
    from warclan.gui.app import startup_database

    assert startup_database(None, settings) == url_of(second)


def test_a_brand_new_database_offers_the_demo_campaign_once(
    qtbot, settings: QSettings, tmp_path: Path, dialog_log
) -> None:
    path = tmp_path / "new.sqlite"
    dialog_log.answer(True)
    win = open_window(qtbot, settings, url_of(path))
    assert dialog_log.questions[0][0] == "A new database"
    qtbot.waitUntil(
        lambda: win.current is not None and win.current.kind == "campaign", timeout=20_000
    )
    assert win.current.label == demo.DEMO_CAMPAIGN
    assert [c.label for c in win.nav.path[-1].children] == ["Ravens", "Wolves", "Bears"]
    win.close()
    # Opened again (even emptied again): no second offer, since no answer is queued.
    again = open_window(qtbot, settings, url_of(path))
    assert len(dialog_log.questions) == 1
    again.close()


# --- pages -----------------------------------------------------------------------------


def test_clan_page_shows_the_figures_and_the_warriors_as_the_roster_does(
    qtbot, window: MainWindow, demo_campaign: CampaignView
) -> None:
    assert window.select("clan", clan_id(demo_campaign, "Ravens"))
    settle(window)
    page = clan_page(window)
    figures = {
        k: page.figures.text(k) for k in (COLLECTED, UNSPENT, RANK, BASE_RANK, JOINED, GAMES)
    }
    assert figures == {
        COLLECTED: "110",
        UNSPENT: "205",
        RANK: "2",
        BASE_RANK: "2",
        JOINED: "0",
        GAMES: "2",
    }
    assert "Misses the next game: Hild." in page.notes.text()
    view = page.warrior_view
    bjorn, ulf, hild = (cells(view, row_of(view, n)) for n in ("Bjorn", "Ulf", "Hild"))
    assert bjorn[column(view, "SP")] == "5 (−1)"  # a sign, not only a colour
    assert ulf[column(view, "DF")] == "5 (+1)"
    assert hild[column(view, "Status")] == "Misses next game"
    assert hild[column(view, "Items")] == "Shield"
    snorre = cells(view, row_of(view, "Snorre"))
    assert snorre[column(view, "God Powers")] == "Thunderous Blows (6 GS)"
    view.setCurrentIndex(view.model().index(row_of(view, "Bjorn"), 0))
    detail = page.detail.toPlainText()
    assert "Crushed Leg" in detail and "Twin Axes" in detail and "Frenzy" in detail
    # Stores and the Glory found raiding.
    assert "Glory found raiding: 35" in page.found.text()
    assert [cells(page.stores_view, r)[0] for r in range(2)] == ["Godspark Shard", "Spare Weapons"]
    # History (read when its tab is first shown): every game, the ledger and each die.
    assert page.history is None
    page.tabs.setCurrentWidget(page.history_split)
    settle(window)
    assert [cells(page.games_view, r)[2] for r in range(2)] == [
        "Blood Feud",
        "Raid on the Longhouse",
    ]
    ledger = [cells(page.ledger_view, r)[1:3] for r in range(page.ledger_view.model().rowCount())]
    assert ["Scenario Glory", "+70"] in ledger and ["Spent", "−60"] in ledger
    dice = [cells(page.dice_view, r) for r in range(page.dice_view.model().rowCount())]
    assert ["1", "2D6", "3", "entered (rolled at the table)", "Bjorn's severe injury"] in dice


def test_the_chart_is_built_when_its_tab_is_first_shown(
    qtbot, window: MainWindow, demo_campaign: CampaignView
) -> None:
    window.select("clan", clan_id(demo_campaign, "Bears"))
    settle(window)
    page = clan_page(window)
    assert page.chart is None
    page.tabs.setCurrentWidget(page.chart_holder)
    settle(window)
    chart = page.chart
    assert chart is not None
    glory = [(p.x(), p.y()) for p in chart.glory.points()]  # type: ignore[attr-defined]
    assert glory == [(0, 0), (1, 50), (2, 150), (3, 150)]
    rank_steps = [(p.x(), p.y()) for p in chart.rank.points()]  # type: ignore[attr-defined]
    # A step: the rank holds until the game that changes it.
    assert rank_steps == [(0, 0), (1, 0), (1, 1), (2, 1), (2, 3), (3, 3)]
    assert chart.chart.legend().isVisible()  # type: ignore[attr-defined]
    assert [m.label() for m in chart.chart.legend().markers()] == [  # type: ignore[attr-defined]
        "Glory collected (left scale)",
        "War Clan Rank (right scale, dashed)",
    ]
    # The whole chart fits the page: nothing scrolls, so the x axis is in view.
    scroll = window.page_stack.frame(page)
    assert scroll.verticalScrollBar().maximum() == 0  # type: ignore[attr-defined]
    assert "After game 3: 150 Glory collected, War Clan Rank 3" in chart.summary.text()


def test_pages_tables_pass_the_model_tester(qtbot, qtmodeltester, window, demo_campaign) -> None:
    window.select("clan", clan_id(demo_campaign, "Ravens"))
    settle(window)
    page = clan_page(window)
    page.tabs.setCurrentWidget(page.history_split)
    settle(window)
    for model in (page.warriors, page.stores, page.games, page.ledger, page.dice):
        assert model.rowCount() > 0
        qtmodeltester.check(model)
    window.select("campaign", demo_campaign.id)
    settle(window)
    campaign_page = window.current_page()
    assert isinstance(campaign_page, CampaignPage)
    qtmodeltester.check(campaign_page.model)
    qtmodeltester.check(window.nav_model)


# --- undo ------------------------------------------------------------------------------


def test_undo_game_asks_with_what_goes_and_restores_the_database_exactly(
    qtbot, settings: QSettings, db: Database, db_path: Path, demo_campaign, dialog_log
) -> None:
    ravens, wolves = clan_id(demo_campaign, "Ravens"), clan_id(demo_campaign, "Wolves")
    before = dump(db_path)
    game = games.record_game(
        db,
        demo_campaign.id,
        [
            games.Side(ravens, victory_points=2, removed=["Sigrid"]),
            games.Side(wolves, victory_points=1),
        ],
    )
    post_game.run_post_game(
        db,
        game.id,
        ravens,
        post_game.InjuryDice({"Sigrid": [5, 7, 1]}),
        post_game.Orders(raid_roll=11, recruits=[clans.Recruit("example.thrall", "Tofa")]),
    )
    post_game.run_post_game(db, game.id, wolves, orders=post_game.Orders(raid_roll=4))
    window = open_window(qtbot, settings, url_of(db_path))
    window.select("clan", ravens)
    settle(window)
    qtbot.waitUntil(lambda: window.undo_game_action.text() == 'Undo "Game 4 for Ravens"…')
    after_game = dump(db_path)

    dialog_log.answer(False)  # first: the player cancels
    window.undo_game_action.trigger()
    settle(window)
    title, message = dialog_log.questions[-1]
    assert title == "Undo Game 4 for Ravens?"
    assert "injury of Sigrid: severely wounded, Weakened Core (rolled 5)" in message
    assert "recruit Tofa" in message
    assert dump(db_path) == after_game

    dialog_log.answer(True)
    window.undo_game_action.trigger()
    settle(window)
    qtbot.waitUntil(lambda: window.ops.idle())
    qtbot.waitUntil(lambda: "Undid game 4 for Ravens" in window.status_message.text())
    window.select("clan", wolves)
    settle(window)
    dialog_log.answer(True)
    window.undo_game_action.trigger()
    settle(window)
    qtbot.waitUntil(lambda: "Undid game 4 for Wolves" in window.status_message.text())
    assert dump(db_path) == before
    window.select("clan", ravens)
    settle(window)
    qtbot.waitUntil(lambda: window.undo_game_action.text() == 'Undo "Game 2 for Ravens"…')
    # Once the page's read is in (the live view may bring one more refresh meanwhile).
    qtbot.waitUntil(lambda: clan_page(window).figures.text(COLLECTED) == "110")


def test_renames_are_undone_and_redone_with_the_edit_stack(
    qtbot, window: MainWindow, db: Database, demo_campaign, dialog_log
) -> None:
    ravens = clan_id(demo_campaign, "Ravens")
    window.select("clan", ravens)
    settle(window)
    dialog_log.answer("Storm  Ravens")
    window.rename_action.trigger()
    settle(window)
    qtbot.waitUntil(lambda: clans.show_clan(db, ravens).name == "Storm Ravens")
    qtbot.waitUntil(lambda: window.current is not None and window.current.label == "Storm Ravens")
    assert clan_page(window).heading.text() == "Storm Ravens"
    assert window.undo_action.text().replace("&", "") == "Undo Rename Ravens to Storm Ravens"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: clans.show_clan(db, ravens).name == "Ravens")
    qtbot.waitUntil(lambda: clan_page(window).heading.text() == "Ravens")
    window.redo_action.trigger()
    settle(window)
    qtbot.waitUntil(lambda: clans.show_clan(db, ravens).name == "Storm Ravens")


def test_a_refused_rename_is_shown_and_changes_nothing(
    qtbot, window: MainWindow, db_path: Path, demo_campaign, dialog_log
) -> None:
    window.select("clan", clan_id(demo_campaign, "Ravens"))
    settle(window)
    before = dump(db_path)
    dialog_log.answer("wolves")
    window.rename_action.trigger()
    settle(window)
    qtbot.waitUntil(lambda: bool(dialog_log.errors))
    assert "already has a War Clan called 'Wolves'" in dialog_log.errors[0][1]
    assert dump(db_path) == before
    assert window.undo_stack.count() == 0


def test_campaign_notes_are_an_undoable_edit(
    qtbot, window: MainWindow, db: Database, demo_campaign
) -> None:
    from warclan.services.ragnarok import edits

    window.select("campaign", demo_campaign.id)
    settle(window)
    page = window.current_page()
    assert isinstance(page, CampaignPage)
    assert not page.save_notes.isEnabled()
    qtbot.keyClicks(page.notes, "Next game at Ulla's")
    assert page.save_notes.isEnabled()
    qtbot.mouseClick(page.save_notes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: edits.campaign_notes(db, demo_campaign.id) == "Next game at Ulla's")
    qtbot.waitUntil(lambda: not page.save_notes.isEnabled())
    window.undo_action.trigger()
    settle(window)
    qtbot.waitUntil(lambda: edits.campaign_notes(db, demo_campaign.id) == "")
    qtbot.waitUntil(lambda: page.notes.toPlainText() == "")


# --- wizards, print, zoom, state --------------------------------------------------------


def test_wizards_open_for_the_chosen_campaign_and_say_so_when_not_ready(
    qtbot, window: MainWindow, demo_campaign, monkeypatch, dialog_log
) -> None:
    from warclan.gui.ragnarok import game_wizard, new_clan_wizard

    opened: list[tuple[int, int | None]] = []
    monkeypatch.setattr(
        game_wizard,
        "open_continue_sequence",
        lambda _ctx, campaign, _parent, clan=None: opened.append((campaign, clan)),
    )

    def not_yet(*_args: object) -> None:
        raise NotImplementedError("the New War Clan wizard is not written yet")

    monkeypatch.setattr(new_clan_wizard, "open_new_clan_wizard", not_yet)
    bears = clan_id(demo_campaign, "Bears")
    window.select("clan", bears)
    settle(window)
    window.continue_action.trigger()
    settle(window)
    assert opened == [(demo_campaign.id, bears)]
    qtbot.keyClick(
        window,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert dialog_log.infos and "not written yet" in dialog_log.infos[0][1]


def test_print_dialog_writes_one_pdf_or_one_per_clan(
    qtbot, window: MainWindow, demo_campaign, tmp_path: Path, monkeypatch, dialog_log
) -> None:
    from pypdf import PdfReader

    from warclan.gui import desktop

    opened: list[Path] = []
    monkeypatch.setattr(desktop, "open_file", lambda p: opened.append(p) or True)
    window.select("campaign", demo_campaign.id)
    settle(window)
    assert not window.export_action.isEnabled()  # no clan chosen yet: nothing to print
    window.select("clan", clan_id(demo_campaign, "Wolves"))
    settle(window)
    assert window.export_action.isEnabled()
    window.export_action.trigger()
    settle(window)
    dialog = window.print_dialog
    out = tmp_path / "rosters"
    out.mkdir()
    dialog.folder.setText(str(out))
    dialog.cards.setChecked(True)
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.one.setFocus()
    with qtbot.waitSignal(dialog.written, timeout=30_000) as blocker:
        qtbot.keyClick(dialog.one, Qt.Key.Key_Return)  # Return writes (it opens no folder dialog)
    # The campaign and the layout in the name: clans of two campaigns, or the cards
    # beside the sheet, never overwrite each other.
    wolves = "Demo Winter of Wolves - Wolves cards.pdf"
    assert [Path(r.path).name for r in blocker.args[0]] == [wolves]
    page = PdfReader(out / wolves).pages[0]
    assert "Ulla" in page.extract_text()
    assert round(float(page.mediabox.width)) == 612  # US Letter
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert opened == [out / wolves]

    # Replacing a file asks first; No leaves it as it was.
    dialog.all.setChecked(True)
    before = (out / wolves).read_bytes()
    dialog_log.answer(False)
    dialog.write()
    assert dialog_log.questions[-1] == (
        "Replace roster?",
        f"{wolves} already exists in {out}. Replace it?",
    )
    assert (out / wolves).read_bytes() == before and len(list(out.iterdir())) == 1
    dialog_log.answer(True)
    with qtbot.waitSignal(dialog.written, timeout=60_000) as blocker:
        dialog.write()
    names = sorted(Path(r.path).name for r in blocker.args[0])
    assert names == [
        f"Demo Winter of Wolves - {c} cards.pdf" for c in ("Bears", "Ravens", "Wolves")
    ]
    assert "Ragna" in PdfReader(out / names[0]).pages[0].extract_text()


def test_zoom_scales_tables_and_headings_and_is_saved(
    qtbot, window: MainWindow, settings: QSettings, demo_campaign
) -> None:
    window.select("clan", clan_id(demo_campaign, "Ravens"))
    settle(window)
    page = clan_page(window)
    base_table = page.warrior_view.font().pointSizeF()
    base_heading = page.heading.font().pointSizeF()
    qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert int(settings.value("view/zoom")) == 110
    qtbot.waitUntil(  # Qt passes the new application font on to widgets by posted events
        lambda: page.warrior_view.font().pointSizeF() == pytest.approx(base_table * 1.1)
    )
    assert page.heading.font().pointSizeF() == pytest.approx(base_heading * 1.1)
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert int(settings.value("view/zoom")) == 90


def test_window_state_round_trips_through_qsettings(
    qtbot, settings: QSettings, db_path: Path, demo_campaign
) -> None:
    url = url_of(db_path)
    first = open_window(qtbot, settings, url)
    first.resize(720, 560)  # the offscreen screen is 800 × 800
    first.splitter.setSizes([300, 420])
    first.select("clan", clan_id(demo_campaign, "Wolves"))
    settle(first)
    page = clan_page(first)
    header = page.warrior_view.horizontalHeader()
    header.resizeSection(0, 211)
    page.warrior_view.sortByColumn(column(page.warrior_view, "HP"), Qt.SortOrder.DescendingOrder)
    page.warrior_split.setSizes([90, 200])
    page.warrior_split.splitterMoved.emit(90, 1)  # as a drag of the handle does
    first.apply_zoom(125)
    geometry = first.geometry()
    split = page.warrior_split.sizes()
    first.close()
    assert QApplication.font().pointSizeF() == pytest.approx(first.zoom.base_font.pointSizeF())

    sizes = []
    for _ in range(2):  # twice: a saved size must not grow from one start to the next
        again = open_window(qtbot, settings, url)
        settle(again)
        assert again.size() == geometry.size()
        assert again.splitter.sizes()[0] == 300
        assert again.current is not None and again.current.label == "Wolves"
        restored = clan_page(again).warrior_view.horizontalHeader()
        assert restored.sectionSize(0) == 211
        assert restored.sortIndicatorSection() == column(clan_page(again).warrior_view, "HP")
        assert restored.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        assert int(settings.value("view/zoom")) == 125
        top, rest = clan_page(again).warrior_split.sizes()  # the user's split is kept
        assert top / (top + rest) == pytest.approx(split[0] / sum(split), abs=0.03)
        sizes.append(again.size())
        again.close()
    assert sizes[0] == sizes[1]


def test_a_saved_window_larger_than_the_screen_is_fitted_to_it(qtbot, settings: QSettings) -> None:
    win = MainWindow(settings)
    qtbot.addWidget(win)
    screen = win.screen().availableGeometry()
    win.resize(screen.width() + 500, screen.height() + 400)
    win.save_state()
    win.close()
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert again.width() <= screen.width() and again.height() <= screen.height()


def test_about_shows_the_version_from_the_version_file_and_the_whole_path(
    window: MainWindow, db_path: Path, dialog_log
) -> None:
    import runpy

    source = Path(__file__).resolve().parents[2] / "warclan" / "_version.py"
    version = runpy.run_path(str(source))["__version__"]
    window.about_action.trigger()
    settle(window)
    assert dialog_log.infos[-1][0] == "About warclan"
    assert dialog_log.infos[-1][1].startswith(f"warclan {version}\n")
    assert dialog_log.infos[-1][1].endswith(f"\nDatabase: {db_path}")  # not its name alone


# --- Ctrl+F ----------------------------------------------------------------------------


def test_ctrl_f_filters_the_warriors_and_the_navigator(
    qtbot, window: MainWindow, demo_campaign: CampaignView
) -> None:
    window.select("clan", clan_id(demo_campaign, "Ravens"))
    settle(window)
    page = clan_page(window)
    page.warrior_view.setFocus()
    qtbot.keyClick(page.warrior_view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert page.warrior_filter.hasFocus()
    qtbot.keyClicks(page.warrior_filter, "bJ")
    shown = [page.warrior_proxy.index(r, 0).data() for r in range(page.warrior_proxy.rowCount())]
    assert shown == ["Bjorn"]
    qtbot.keyClick(page.warrior_filter, Qt.Key.Key_Escape)
    assert page.warrior_filter.text() == "" and page.warrior_proxy.rowCount() == 5

    # From the navigator, Ctrl+F filters the navigator; Return chooses the first match.
    window.navigator.setFocus()
    qtbot.keyClick(window.navigator, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.nav_filter.hasFocus()
    qtbot.keyClicks(window.nav_filter, "BEAR")
    visible = [
        window.nav_model.item_at(ix).label  # type: ignore[union-attr]
        for ix in window.nav_model.walk()
        if not window.navigator.isRowHidden(ix.row(), ix.parent())
        and all(not window.navigator.isRowHidden(p.row(), p.parent()) for p in _parents(ix))
    ]
    assert visible == ["Campaigns", demo_campaign.name, "Bears"]
    qtbot.keyClick(window.nav_filter, Qt.Key.Key_Return)
    settle(window)
    assert window.current is not None and window.current.label == "Bears"
    assert clan_page(window).heading.text() == "Bears"
    window.nav_filter.clear()
    assert not any(
        window.navigator.isRowHidden(ix.row(), ix.parent()) for ix in window.nav_model.walk()
    )


def _parents(index):
    parent = index.parent()
    while parent.isValid():
        yield parent
        parent = parent.parent()


def test_a_new_war_clan_is_shown_once_the_wizard_saves_it(
    qtbot, window: MainWindow, demo_campaign: CampaignView
) -> None:
    from warclan.gui.ragnarok.new_clan_wizard import NewClanWizard

    window.select("campaign", demo_campaign.id)
    settle(window)
    window.new_clan_action.trigger()
    settle(window)
    (wizard,) = window.findChildren(NewClanWizard)
    qtbot.keyClicks(wizard.clan_page.player, "Gudrun")
    qtbot.keyClicks(wizard.clan_page.clan_name, "Eagles")
    qtbot.keyClicks(wizard.clan_page.filter, "jarl")
    qtbot.keyClick(wizard.clan_page.filter, Qt.Key.Key_Return)
    wizard.accept()
    qtbot.waitUntil(lambda: window.current is not None and window.current.label == "Eagles")
    settle(window)
    assert window.current.kind == "clan"
    assert clan_page(window).heading.text() == "Eagles"


def test_the_dice_history_names_the_seed_of_a_die_warclan_rolled(qtmodeltester) -> None:
    model = dice_model()
    model.set_rows(
        [
            DiceLine(3, "2D6", 9, "rolled", "Ulf's injury", 4242),
            DiceLine(3, "2D6", 7, "entered", "the raid"),
            DiceLine(None, "1D6", 2, "rolled", "Hild's equipment"),  # before seeds were kept
        ]
    )
    qtmodeltester.check(model)
    origins = [model.index(r, 3).data() for r in range(3)]
    assert origins == [
        "rolled by warclan (seed 4242)",
        "entered (rolled at the table)",
        "rolled by warclan",
    ]


@pytest.mark.parametrize("name", ["q?mode=ro.sqlite", "pc%41%2F.sqlite", "hash#1.sqlite"])
def test_open_database_opens_exactly_the_chosen_file(
    qtbot,
    settings: QSettings,
    tmp_path: Path,
    db_path: Path,
    demo_campaign: CampaignView,
    dialog_log,
    name: str,
) -> None:
    """File ▸ Open Database… with ``?``, ``%`` or ``#`` in the file's name opens that file
    (SQLAlchemy read ``?`` as a query and ``%41`` as ``A``, and opened another)."""
    folder = tmp_path / "odd?folder%20"
    folder.mkdir()
    chosen = folder / name
    seed = Database(paths.sqlite_url(chosen))
    try:
        campaigns.create_campaign(seed, "Odd Winter")
    finally:
        seed.close()
    win = open_window(qtbot, settings, url_of(db_path))
    dialog_log.answer(chosen)  # the file chosen in File ▸ Open Database…
    win.opening.open_another()
    qtbot.waitUntil(lambda: win.ctx is not None and win.ctx.db.path == chosen, timeout=20_000)
    settle(win)
    qtbot.waitUntil(lambda: win.current is not None and win.current.label == "Odd Winter")
    beside = {p.name.removesuffix("-wal").removesuffix("-shm") for p in folder.iterdir()}
    assert beside == {name}  # nothing but the open file's own -wal and -shm


def test_rules_catalogues_shows_the_catalogue_browser(
    qtbot, settings: QSettings, db_path: Path, demo_campaign: CampaignView
) -> None:
    """Rules ▸ Catalogues… shows the browser and chooses its navigator row (it did
    nothing: it called a ``show_item`` the window lacks)."""
    from warclan.gui.catalogs.browser import CatalogBrowser

    win = open_window(qtbot, settings, url_of(db_path))
    qtbot.waitUntil(lambda: win.later_loaded, timeout=20_000)
    settle(win)
    (catalogues,) = win.rules_menu.actions()
    catalogues.trigger()
    qtbot.waitUntil(lambda: isinstance(win.current_page(), CatalogBrowser), timeout=20_000)
    assert win.current is not None and win.current.kind == "catalogs"
