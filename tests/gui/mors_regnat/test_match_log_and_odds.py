"""The match log page (record, filter, delete with undo, standings), the odds panel
against `warclan odds`, and a malformed warband file refused with every JSON path."""

from __future__ import annotations

import json

import pytest
from dbsnapshot import dump
from PySide6.QtCore import QDate, Qt

from warclan.cli.main import main
from warclan.gui.context import NavItem
from warclan.gui.mors_regnat import actions
from warclan.gui.mors_regnat.match_log import EntryModel, MatchLogPage
from warclan.gui.mors_regnat.odds_panel import OddsPanel
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.mors_regnat import matches, warbands, warriors


def settle(ctx, qtbot):
    qtbot.waitUntil(ctx.ops.idle)
    ctx.ops.wait_idle()


@pytest.fixture
def bands(ctx):
    for name in ("Ash Wolves", "Bone Crows", "Grey Hounds"):
        warbands.create_warband(ctx.db, name)
    warriors.add_warrior(ctx.db, "Ash Wolves", WarriorBuild("Grim", 0, 12, 0, 0, "cc_bare_handed"))
    warriors.add_warrior(ctx.db, "Bone Crows", WarriorBuild("Tank", 0, 0, 12, 0, "cc_bare_handed"))
    return {b.name: b.id for b in warbands.list_warbands(ctx.db)}


def tick(page, name, casualties):
    model = page.entries
    row = next(i for i, r in enumerate(model.rows()) if r.name == name)
    model.setData(
        model.index(row, EntryModel.WARBAND),
        Qt.CheckState.Checked.value,
        Qt.ItemDataRole.CheckStateRole,
    )
    model.setData(model.index(row, EntryModel.CASUALTIES), casualties)


def standings(page):
    m = page.standings_view.model()
    return {
        m.index(r, 0).data(): tuple(int(m.index(r, c).data()) for c in range(1, 5))
        for r in range(m.rowCount())
    }


def test_record_two_matches_standings_filter_delete_undo(
    ctx, qtbot, bands, db_path, dialog_log, qtmodeltester
):
    page = MatchLogPage(ctx)
    qtbot.addWidget(page)
    ctx.ops.changed.connect(page.on_changed)
    page.show_item(NavItem("match_log", None, "Match log"))
    settle(ctx, qtbot)
    assert not page.record_button.isEnabled()

    tick(page, "Ash Wolves", 1)
    assert not page.record_button.isEnabled()  # one warband is not a match
    tick(page, "Bone Crows", 3)
    page.result.setCurrentText("Ash Wolves won")
    page.played_on.setDate(QDate(2026, 3, 1))
    qtbot.keyClicks(page.notes, "Fog on the moor")
    qtbot.keyClick(page.notes, Qt.Key.Key_Return)  # Enter records
    settle(ctx, qtbot)

    tick(page, "Ash Wolves", 2)
    tick(page, "Bone Crows", 2)
    tick(page, "Grey Hounds", 0)
    page.result.setCurrentText("Draw")
    page.played_on.setDate(QDate(2026, 2, 1))
    page.record_button.click()
    settle(ctx, qtbot)

    assert standings(page) == {
        "Ash Wolves": (2, 1, 0, 1),
        "Bone Crows": (2, 0, 1, 1),
        "Grey Hounds": (1, 0, 0, 1),
    }
    log = page.log_view.model()
    # The English window writes days as its locale (en_US) does, sorted by the day.
    assert [log.index(r, 1).data() for r in range(2)] == ["2/1/2026", "3/1/2026"]
    assert log.index(1, 3).data() == "Ash Wolves won"
    assert log.index(1, 4).data() == "Ash Wolves 1, Bone Crows 3"
    for model in (page.matches, page.standings, page.entries):
        qtmodeltester.check(model)

    page.filter.setCurrentIndex(page.filter.findText("Grey Hounds"))
    settle(ctx, qtbot)
    assert log.rowCount() == 1 and log.index(0, 3).data() == "Draw"
    page.filter.setCurrentIndex(0)
    settle(ctx, qtbot)

    before = dump(db_path)
    page.log_view.selectRow(0)  # the draw
    dialog_log.answer(False)  # Delete asks first; No keeps the match
    qtbot.keyClick(page.log_view, Qt.Key.Key_Delete)
    assert dialog_log.questions[-1][0] == "Delete match"
    assert dump(db_path) == before
    dialog_log.answer(True)
    page.delete_button.click()
    settle(ctx, qtbot)
    assert [m.draw for m in matches.list_matches(ctx.db)] == [False]
    assert standings(page)["Grey Hounds"] == (0, 0, 0, 0)
    ctx.undo_stack.undo()
    settle(ctx, qtbot)
    assert dump(db_path) == before
    assert standings(page)["Grey Hounds"] == (1, 0, 0, 1)
    assert dialog_log.errors == []


def cli_odds(db_path, capsys, *args):
    capsys.readouterr()
    assert main(["--db", str(db_path), "--json", "odds", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_odds_panel_12_vs_12_equals_warclan_odds(ctx, qtbot, bands, db_path, capsys, qtmodeltester):
    panel = OddsPanel(ctx)
    qtbot.addWidget(panel)
    panel.show_item(NavItem("odds", None, "Attack odds"))
    settle(ctx, qtbot)
    with qtbot.waitSignal(panel.computed, timeout=10_000) as shown:
        panel.choose("Ash Wolves/Grim", "Bone Crows/Tank")
    view = shown.args[0]
    assert (view.attack_dice, view.toughness_dice) == (12, 12)
    assert not panel.attacker.first.isEnabled()  # a stored warrior's numbers are its own
    expected = cli_odds(
        db_path, capsys, "--attacker", "Ash Wolves/Grim", "--defender", "Bone Crows/Tank"
    )
    assert view.kill_chance.fraction == expected["kill_chance"]["fraction"]
    assert view.expected_damage.fraction == expected["expected_damage"]["fraction"]
    assert [r.chance.fraction for r in view.rows] == [
        r["chance"]["fraction"] for r in expected["rows"]
    ]
    assert panel.kill.text().startswith(f"Chance to kill: {expected['kill_chance']['fraction']} = ")
    assert expected["expected_damage"]["fraction"] in panel.expected.text()
    assert panel.chart is not None and len(panel.chart.categories()) == len(view.rows)
    qtmodeltester.check(panel.model)

    # typed numbers, Weak Attack: the same as the command line's numbers
    panel.choose(None, None)
    assert panel.attacker.first.isEnabled()
    for spin, value in (
        (panel.attacker.first, 3),
        (panel.attacker.second, 1),
        (panel.defender.first, 2),
        (panel.defender.second, 4),
    ):
        spin.setValue(value)
    with qtbot.waitSignal(panel.computed, timeout=10_000) as shown:
        panel.weak.setChecked(True)
    typed = cli_odds(
        db_path,
        capsys,
        "--attack",
        "3",
        "--damage",
        "1",
        "--toughness",
        "2",
        "--wounds",
        "4",
        "--weak",
    )
    assert shown.args[0].expected_damage.fraction == typed["expected_damage"]["fraction"]
    assert shown.args[0].attack_dice == 2


def test_a_malformed_warband_file_lists_every_path_and_changes_nothing(
    ctx, bands, db_path, tmp_path, dialog_log
):
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            {
                "format": "warclan-mors-warband",
                "version": 1,
                "name": "Broken",
                "warriors": [
                    {"name": 7, "weapon": "cc_light", "cp": {"speed": 1}},
                    {"name": "B", "weapon": "cc_light", "cp": {"attack": "many"}},
                ],
            }
        )
    )
    before = dump(db_path)
    actions.import_warband(ctx, None, bad)
    ctx.ops.wait_idle()
    assert len(dialog_log.errors) == 1
    title, message = dialog_log.errors[0]
    assert title == "Import warband" and "nothing changed" in message
    assert "warriors[0].name" in message and "warriors[1].cp.attack" in message
    assert len([line for line in message.splitlines() if line.startswith("• ")]) >= 2
    assert dump(db_path) == before
