"""The Record Game wizard driven through its widgets over a real database, compared row by
row with the same game and sequences run through the CLI on a second database."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from dbsnapshot import dump
from PySide6.QtWidgets import QWizard

from tests.gui.waiting import settle
from warclan.cli.main import main
from warclan.errors import UserError
from warclan.gui.ragnarok.game_wizard import GameWizard, WizardData
from warclan.gui.ragnarok.game_wizard.base import GLORY, INJURIES, PREVIEW, RAID
from warclan.gui.ragnarok.game_wizard.models import FieldingModel, parse_dice
from warclan.services.ragnarok import campaigns, pending
from warclan.store.database import Database

# The offscreen platform says this whenever a QWizard resizes to a new page.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
TODAY = date.today().isoformat()
CAMPAIGN = "Winter of Wolves"


def cli(db_path: Path, *args: str) -> None:
    assert main(["--db", str(db_path), *args]) == 0, args


def history(db_path: Path) -> None:
    """Three clans; Bjorn has had Crushed Leg twice (its cap), so his next one re-rolls."""
    cli(db_path, "campaign", "create", CAMPAIGN)
    for player, clan, warriors in (
        (
            "Snorre",
            "Ravens",
            ("example.jarl=Snorre", "example.huscarl=Ulf", "example.berserker=Bjorn"),
        ),
        ("Ulla", "Wolves", ("example.jarl=Ulla", "example.thrall=Thrall")),
        ("Asa", "Crows", ("example.seer=Asa", "example.war_hound=Fang")),
    ):
        args = [a for w in warriors for a in ("--warrior", w)]
        cli(
            db_path,
            "clan",
            "create",
            "--campaign",
            CAMPAIGN,
            "--player",
            player,
            "--name",
            clan,
            *args,
        )
    for game, bjorn_hurt in ((1, True), (2, False), (3, True), (4, False)):
        removed = ["--removed", "Bjorn"] if bjorn_hurt else []
        cli(
            db_path,
            "game",
            "record",
            "--campaign",
            CAMPAIGN,
            "--date",
            TODAY,
            "--side",
            "Ravens",
            *removed,
            "--side",
            "Wolves",
        )
        dice = ["--dice", "Bjorn=4,2,3"] if bjorn_hurt else []
        cli(
            db_path,
            "game",
            "sequence",
            "--game",
            str(game),
            "--clan",
            "Ravens",
            *dice,
            "--raid-roll",
            "2",
        )
        cli(
            db_path, "game", "sequence", "--game", str(game), "--clan", "Wolves", "--raid-roll", "2"
        )


def rows_without_timestamps(db_path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, minus the clock columns (the two runs differ in time)."""
    conn = sqlite3.connect(db_path)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        found = {}
        for table in tables:
            cols = [c[1] for c in conn.execute(f'PRAGMA table_info("{table}")')]
            keep = [c for c in cols if c not in ("created_at",)]
            select = ", ".join(f'"{c}"' for c in keep)
            found[table] = sorted(
                conn.execute(f'SELECT {select} FROM "{table}"').fetchall(), key=repr
            )
        return found
    finally:
        conn.close()


def wizard_for(ctx: Any, camp_id: int, **options: Any) -> GameWizard:
    """The wizard as the window opens it: its first data read on a pool thread."""
    data: list[WizardData] = []
    continue_mode = options.get("continue_mode", False)
    ctx.ops.read(
        ctx.ops, "Record Game", lambda: WizardData.load(ctx.db, camp_id, continue_mode), data.append
    )
    settle(ctx)
    wizard = GameWizard(ctx, camp_id, data[0], **options)
    settle(ctx)
    return wizard


def next_page(wizard: GameWizard) -> None:
    settle(wizard.ctx)
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled(), (
        wizard.currentId(),
        wizard.currentPage().reason.text(),
    )
    wizard.next()
    settle(wizard.ctx)


def finish(wizard: GameWizard, qtbot: Any) -> None:
    settle(wizard.ctx)
    button = wizard.button(QWizard.WizardButton.FinishButton)
    assert button.isEnabled(), wizard.currentPage().reason.text()
    button.click()
    settle(wizard.ctx)
    qtbot.waitUntil(lambda: wizard.committed is not None)


@pytest.fixture
def camp_id(db: Database, db_path: Path) -> int:
    history(db_path)
    return campaigns.campaign_overview(db, CAMPAIGN).id


def fill_sides(wizard: GameWizard) -> None:
    sides = wizard.sides_page
    for clan in ("Ravens", "Wolves", "Crows"):
        sides.box(clan).setChecked(True)
    ravens, wolves = sides.box("Ravens"), sides.box("Wolves")
    ravens.vp.setValue(2)
    settle(wizard.ctx)
    ravens.kills.setValue(1)
    settle(wizard.ctx)
    wolves.vp.setValue(1)
    settle(wizard.ctx)
    assert ravens.model.set_checked("Bjorn", FieldingModel.REMOVED, True)
    assert ravens.model.set_checked("Ulf", FieldingModel.REMOVED, True)
    assert wolves.model.set_checked("Thrall", FieldingModel.REMOVED, True)
    sides.scenario.setText("Blood Feud")
    sides.sequence_for.setCurrentIndex(sides.sequence_for.findText("Ravens"))


@pytest.mark.sqlite_only("compares with the database the CLI writes to a second file")
def test_three_clan_game_two_sequences_match_the_cli(
    ctx, qtbot, db, db_path, camp_id, tmp_path, qtmodeltester
):
    wizard = wizard_for(ctx, camp_id)
    qtbot.addWidget(wizard)
    wizard.show()
    fill_sides(wizard)
    qtmodeltester.check(wizard.sides_page.box("Ravens").model)
    next_page(wizard)

    assert wizard.currentId() == GLORY
    glory = wizard.glory_page
    assert glory.scenario.text() == "Scenario Glory: 50"
    assert "no catch-up bonus" in glory.bonus.text()
    next_page(wizard)

    assert wizard.currentId() == INJURIES
    page = wizard.injuries_page
    rows = {r.warrior: r for r in page.rows}
    assert set(rows) == {"Bjorn", "Ulf"}
    bjorn, ulf = rows["Bjorn"], rows["Ulf"]
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    qtbot.keyClicks(bjorn.dice, "4 2")  # the severe roll hits the capped Crushed Leg
    settle(ctx)
    assert "another 2D6 roll is needed" in page.reason.text()
    qtbot.keyClicks(bjorn.dice, " 5 3")
    settle(ctx)
    qtbot.keyClicks(ulf.dice, "8")
    settle(ctx)
    assert "re-rolled" in bjorn.result.text() and "Eye Wound" in bjorn.result.text()
    assert "equipment 1D6 3: keeps equipment" in bjorn.result.text()
    # One minus sign in the window, as the rosters print it (the services write "-1 RS").
    assert "\u22121 RA" in bjorn.result.text() and "-1" not in bjorn.result.text()
    assert "entered" in bjorn.result.text()
    next_page(wizard)

    assert wizard.currentId() == RAID
    raid = wizard.raid_page
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    raid.roll.setValue(9)
    settle(ctx)
    assert "Survivors: Snorre" in raid.result.text()
    next_page(wizard)

    improve = wizard.improve_page
    # Only who stood at the end may improve: Bjorn and Ulf were removed from play.
    offered = [improve.warrior.itemText(i) for i in range(improve.warrior.count())]
    assert offered == ["Snorre"]
    improve.warrior.setCurrentText("Snorre")
    improve.stat.setCurrentIndex(improve.stat.findData("df"))
    improve.add_improvement()
    settle(ctx)
    improve.add_improvement()  # twice: the second is taken off again
    settle(ctx)
    assert improve.model.rowCount() == 2
    improve.table.selectRow(1)
    improve.remove.click()
    settle(ctx)
    assert improve.problem is None and improve.model.rowCount() == 1
    qtmodeltester.check(improve.model)
    next_page(wizard)

    recruit = wizard.recruit_page
    recruit.profile.setCurrentIndex(recruit.profile.findData("example.thrall"))
    qtbot.keyClicks(recruit.name, "Hild")
    settle(ctx)
    recruit.add_recruit()
    settle(ctx)
    next_page(wizard)

    buy = wizard.buy_page
    buy.warrior.setCurrentText("Hild")
    buy.item.setCurrentIndex(buy.item.findData("shield"))
    buy.add_item()
    settle(ctx)
    unspent = buy.glory.text()
    next_page(wizard)

    assert wizard.currentId() == PREVIEW
    preview = wizard.preview_page
    qtmodeltester.check(preview.dice)
    origins = [preview.dice.index(r, 3).data() for r in range(preview.dice.rowCount())]
    assert origins and all(o == "entered (rolled at the table)" for o in origins)
    assert preview.glory.text() == unspent
    finish(wizard, qtbot)

    assert [p.clan for p in pending.pending_sequences(db, camp_id)] == ["Crows", "Wolves"]
    wolves_id = next(
        p.clan_id for p in pending.pending_sequences(db, camp_id) if p.clan == "Wolves"
    )
    cont = wizard_for(ctx, camp_id, continue_mode=True, clan_id=wolves_id)
    qtbot.addWidget(cont)
    cont.show()
    assert cont.pick_page.list.count() == 2
    next_page(cont)
    next_page(cont)
    (thrall,) = cont.injuries_page.rows
    qtbot.keyClicks(thrall.dice, "6")
    settle(ctx)
    assert "badly wounded" in thrall.result.text()
    next_page(cont)
    cont.raid_page.roll.setValue(7)
    settle(ctx)
    for _ in range(4):
        next_page(cont)
    finish(cont, qtbot)
    assert [p.clan for p in pending.pending_sequences(db, camp_id)] == ["Crows"]

    other = tmp_path / "cli.sqlite"
    history(other)
    cli(
        other,
        "game",
        "record",
        "--campaign",
        CAMPAIGN,
        "--date",
        TODAY,
        "--scenario",
        "Blood Feud",
        "--side",
        "Ravens",
        "--vp",
        "2",
        "--kills",
        "1",
        "--removed",
        "Bjorn,Ulf",
        "--side",
        "Wolves",
        "--vp",
        "1",
        "--removed",
        "Thrall",
        "--side",
        "Crows",
    )
    cli(
        other,
        "game",
        "sequence",
        "--game",
        "5",
        "--clan",
        "Ravens",
        "--dice",
        "Bjorn=4,2,5,3",
        "--dice",
        "Ulf=8",
        "--raid-roll",
        "9",
        "--improve",
        "Snorre:df",
        "--recruit",
        "example.thrall=Hild",
        "--buy",
        "Hild:shield",
    )
    cli(
        other,
        "game",
        "sequence",
        "--game",
        "5",
        "--clan",
        "Wolves",
        "--dice",
        "Thrall=6",
        "--raid-roll",
        "7",
    )
    assert rows_without_timestamps(db_path) == rows_without_timestamps(other)


def at_the_injuries(ctx, qtbot, camp_id) -> GameWizard:
    """The wizard on Step 2 after the sides of fill_sides (Bjorn and Ulf removed)."""
    wizard = wizard_for(ctx, camp_id)
    qtbot.addWidget(wizard)
    wizard.show()
    fill_sides(wizard)
    next_page(wizard)
    next_page(wizard)
    assert wizard.currentId() == INJURIES
    return wizard


def test_cancel_midway_changes_nothing(ctx, qtbot, db, db_path, camp_id):
    before = dump(db_path)
    wizard = at_the_injuries(ctx, qtbot, camp_id)
    rows = {r.warrior: r for r in wizard.injuries_page.rows}
    bjorn, ulf = rows["Bjorn"], rows["Ulf"]
    qtbot.keyClicks(bjorn.dice, "4 2 5 3")
    settle(ctx)
    ulf.roll.click()  # rolled by warclan: the seed is shown
    settle(ctx)
    assert f"seed {wizard.draft.seed}" in wizard.injuries_page.seed.text()
    assert f"seed {wizard.draft.seed}" in ulf.result.text()
    next_page(wizard)
    wizard.reject()
    assert dump(db_path) == before


def test_roll_rolls_only_the_row_it_was_pressed_for_and_never_the_raid_unasked(ctx, qtbot, camp_id):
    wizard = at_the_injuries(ctx, qtbot, camp_id)
    page = wizard.injuries_page
    rows = {r.warrior: r for r in page.rows}
    rows["Ulf"].roll.click()
    settle(ctx)
    # Bjorn's row is blank and its Roll not pressed: his dice are still missing.
    assert "Bjorn" in page.reason.text()
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    qtbot.keyClicks(rows["Bjorn"].dice, "4 2 5 3")
    settle(ctx)
    assert "rolled by warclan" in rows["Ulf"].result.text()
    assert "entered" in rows["Bjorn"].result.text()
    assert "rolled by warclan" not in rows["Bjorn"].result.text()
    next_page(wizard)
    # Ulf's dice were rolled, but the raid roll was neither entered nor asked for.
    assert wizard.currentId() == RAID
    assert "raid" in wizard.raid_page.reason.text()
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    wizard.raid_page.rolled.setChecked(True)
    settle(ctx)
    assert "rolled by warclan" in wizard.raid_page.result.text()
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_warriors_who_must_miss_cannot_be_fielded_and_the_record_only_choice(
    ctx, qtbot, db, db_path, camp_id
):
    # Game 5 hurts Bjorn; in game 6 he must miss it, so his row cannot be checked.
    cli(
        db_path,
        "game",
        "record",
        "--campaign",
        CAMPAIGN,
        "--date",
        TODAY,
        "--side",
        "Ravens",
        "--removed",
        "Bjorn",
        "--side",
        "Wolves",
    )
    cli(
        db_path,
        "game",
        "sequence",
        "--game",
        "5",
        "--clan",
        "Ravens",
        "--dice",
        "Bjorn=6",
        "--raid-roll",
        "2",
    )
    cli(db_path, "game", "sequence", "--game", "5", "--clan", "Wolves", "--raid-roll", "2")
    wizard = wizard_for(ctx, camp_id)
    qtbot.addWidget(wizard)
    wizard.show()
    sides = wizard.sides_page
    ravens = sides.box("Ravens")
    ravens.setChecked(True)
    settle(ctx)
    sides.box("Crows").setChecked(True)
    assert not ravens.model.set_checked("Bjorn", FieldingModel.FIELDED, True)
    row = next(
        i for i in range(ravens.model.rowCount()) if ravens.model.index(i, 0).data() == "Bjorn"
    )
    assert ravens.model.index(row, FieldingModel.STATUS).data() == "Misses next game"
    settle(ctx)
    assert wizard.record_only_button.isVisible() and wizard.record_only_button.isEnabled()
    wizard.record_only_button.click()
    settle(ctx)
    qtbot.waitUntil(lambda: wizard.committed is not None)
    assert [p.clan for p in pending.pending_sequences(db, camp_id)] == ["Crows", "Ravens"]


def run_to_preview(wizard: GameWizard, raid_roll: int) -> None:
    """Next through the pages as a player who changes nothing but the raid roll."""
    while wizard.currentId() != PREVIEW:
        if wizard.currentId() == RAID:
            wizard.raid_page.roll.setValue(raid_roll)
            settle(wizard.ctx)
        next_page(wizard)


def test_record_game_hands_over_to_each_next_clan_of_the_game(ctx, qtbot, db, db_path, camp_id):
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication, QWidget

    from warclan.gui.ragnarok.game_wizard import open_record_game_wizard

    window = QWidget()  # the wizards' parent, as the main window is
    qtbot.addWidget(window)
    window.show()
    opened: list[GameWizard] = []
    open_record_game_wizard(ctx, camp_id, window, opened.append)
    settle(ctx)
    (first,) = opened
    assert not first.continue_mode
    sides = first.sides_page
    for clan in ("Ravens", "Wolves", "Crows"):
        sides.box(clan).setChecked(True)
    sides.sequence_for.setCurrentIndex(sides.sequence_for.findText("Ravens"))
    next_page(first)
    run_to_preview(first, 7)
    finish(first, qtbot)

    def wizards() -> list[GameWizard]:
        return [w for w in window.findChildren(GameWizard) if w.isVisible() and w.committed is None]

    # Crows and Wolves wait (game order, then name): the Crows' Continue opens at once.
    qtbot.waitUntil(lambda: len(wizards()) == 1)
    (second,) = wizards()
    assert second.continue_mode and second.windowTitle() == "Continue Post-Game Sequence"
    waiting = {p.clan: p.clan_id for p in pending.pending_sequences(db, camp_id)}
    assert list(waiting) == ["Crows", "Wolves"]
    assert second.draft.clan_id == waiting["Crows"]
    next_page(second)  # the chosen sequence
    run_to_preview(second, 4)
    finish(second, qtbot)

    # Then the Wolves' (the game's last clan); Cancel there saves nothing.
    qtbot.waitUntil(lambda: len(wizards()) == 1 and wizards()[0] is not second)
    (third,) = wizards()
    assert third.draft.clan_id == waiting["Wolves"]
    before = dump(db_path)
    third.reject()
    assert dump(db_path) == before
    assert [p.clan for p in pending.pending_sequences(db, camp_id)] == ["Wolves"]
    assert wizards() == []
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the closed wizards


def test_badly_typed_dice_are_a_refusal_like_any_other():
    assert parse_dice(" 4 5,3 ") == [4, 5, 3]
    with pytest.raises(UserError, match=r"^dice are whole numbers separated by spaces, not '4 x'$"):
        parse_dice("4 x")
