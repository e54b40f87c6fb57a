"""The print dialog offers a warband the rosters' layouts: the one-page table (its
default), cards and the sheet; a War Clan keeps sheet and cards."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from warclan.gui.print_dialog import LAYOUT_KEY, WARBAND_LAYOUT_KEY, PrintDialog
from warclan.gui.roster_export import RosterTarget
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.mors_regnat import warbands, warriors


def write(qtbot, dialog: PrintDialog) -> Path:
    with qtbot.waitSignal(dialog.written, timeout=30_000) as blocker:
        dialog.write()
    return Path(blocker.args[0][0].path)


def test_a_warband_prints_as_a_table_by_default_or_as_cards(ctx, qtbot, tmp_path):
    band = warbands.create_warband(ctx.db, "Ash Wolves")
    warriors.add_warrior(ctx.db, "Ash Wolves", WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))
    warriors.add_warrior(ctx.db, "Ash Wolves", WarriorBuild("Bo", 1, 0, 2, 3, "cc_bare_handed"))
    ctx.settings.setValue(LAYOUT_KEY, "cards")  # a War Clan's choice is not the warband's
    dialog = PrintDialog(ctx, RosterTarget("warband", band.id, band.name), [], "")
    qtbot.addWidget(dialog)
    assert not dialog.table.isHidden() and dialog.table.isChecked()
    assert dialog.chosen_layout() == "table"
    dialog.folder.setText(str(tmp_path))
    table = write(qtbot, dialog)
    reader = PdfReader(table)
    assert len(reader.pages) == 1
    text = reader.pages[0].extract_text()
    assert "Grim" in text and "Bo" in text
    assert ctx.settings.value(WARBAND_LAYOUT_KEY) == "table"

    dialog.cards.setChecked(True)
    assert dialog.chosen_layout() == "cards"
    cards = write(qtbot, dialog)
    assert "Grim" in PdfReader(cards).pages[0].extract_text()
    assert ctx.settings.value(WARBAND_LAYOUT_KEY) == "cards"
    assert ctx.settings.value(LAYOUT_KEY) == "cards"

    again = PrintDialog(ctx, RosterTarget("warband", band.id, band.name), [], "")
    qtbot.addWidget(again)
    assert again.cards.isChecked()  # the warband's last choice is kept


def test_a_war_clan_has_no_table_layout(ctx, qtbot):
    ctx.settings.setValue(WARBAND_LAYOUT_KEY, "table")
    dialog = PrintDialog(ctx, RosterTarget("clan", 1, "Ravens"), [], "")
    qtbot.addWidget(dialog)
    assert dialog.table.isHidden() and dialog.sheet.isChecked()
    assert dialog.chosen_layout() == "sheet"
