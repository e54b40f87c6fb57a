"""The command line as players use it at the table (issue 12, items 10–17): game numbers of
the campaign, looking back at games, names with commas, dice by roll, global options
anywhere, raids off, no score without warriors, and the JSON status of a warrior."""

from __future__ import annotations

import pytest
from clijson import as_json
from dbsnapshot import dump


def _clan(run, campaign: str, name: str, *warriors: str) -> None:
    args = ["clan", "create", "--campaign", campaign, "--player", name + "'s player"]
    for w in warriors:
        args += ["--warrior", w]
    run(*args, "--name", name)


@pytest.fixture
def table(run):
    """Two campaigns; 'Winter' already has a game, so ids and numbers differ in 'Summer'."""
    run("campaign", "create", "Winter")
    _clan(run, "Winter", "Ravens", "example.jarl=Snorre", "example.huscarl=Ulf")
    run("game", "record", "--campaign", "Winter", "--side", "Ravens")
    run("campaign", "create", "Summer")
    _clan(
        run,
        "Summer",
        "Bears",
        "example.jarl=Bera",
        "example.huscarl=Bjorn, the Red",
        "example.thrall=Ulf",
    )
    _clan(run, "Summer", "Wolves", "example.jarl=Ulla", "example.thrall=Thrall")
    return "Summer"


def test_game_numbers_are_the_campaigns_own(run, table):
    """Issue 12 item 10: --game 1 is Bears' campaign's game 1, not the database's game 1."""
    out, _ = run(
        "game", "record", "--campaign", "Summer", "--side", "Bears", "--removed", "Ulf",
        "--side", "Wolves",
    )  # fmt: skip
    assert out.startswith("Game 1 of Summer")
    assert "warclan game sequence --game 1 --clan CLAN" in out
    done = as_json(
        run, "game", "sequence", "--game", "1", "--clan", "Bears", "--dice", "Ulf=6",
        "--raid-roll", "7",
    )  # fmt: skip
    assert done["game_number"] == 1
    out, _ = run("clan", "show", "Bears")
    assert "Ulf: game 1, injury roll 6: badly wounded" in out
    out, _ = run("clan", "show", "Wolves")
    assert "Post-game sequence of game 1 not yet run." in out
    out, _ = run("game", "sequence", "--game", "1", "--clan", "Wolves", "--raid-roll", "7")
    assert out.startswith("Wolves, game 1:")
    out, _ = run("game", "undo", "--clan", "Wolves")
    assert out.startswith("Undid Wolves's game 1 ")


def test_a_game_number_the_campaign_does_not_have(run, table, db_path):
    run("game", "record", "--campaign", "Summer", "--side", "Bears")
    before = dump(db_path)
    _, err = run("game", "sequence", "--game", "2", "--clan", "Bears", expect=1)
    assert err == "warclan: error: Summer has no game 2\n"
    _, err = run("game", "sequence", "--game", "0", "--clan", "Bears", expect=2)
    assert "game numbers start at 1" in err
    assert dump(db_path) == before


def test_game_list_and_show(run, table):
    """Issue 12 item 11: who played, VP, kills, removed, every die with its origin, what
    each sequence did and whose has not run yet."""
    run(
        "game", "record", "--campaign", "Summer", "--scenario", "Blood Feud",
        "--date", "2026-11-28", "--side", "Bears", "--vp", "3", "--kills", "1",
        "--removed", "Ulf", "--side", "Wolves", "--vp", "1",
    )  # fmt: skip
    run(
        "game", "sequence", "--game", "1", "--clan", "Bears", "--injury", "Ulf=4",
        "--severe", "Ulf=5", "--equipment", "Ulf=3", "--raid-roll", "7",
    )  # fmt: skip
    listed = as_json(run, "game", "list", "--campaign", "Summer")
    assert listed["campaign"] == "Summer"
    [game] = listed["games"]
    assert game["number"] == 1 and game["scenario"] == "Blood Feud"
    assert [(s["clan"], s["sequence_run"]) for s in game["sides"]] == [
        ("Bears", True),
        ("Wolves", False),
    ]
    out, _ = run("game", "list", "--campaign", "Summer")
    assert "Blood Feud" in out and "Bears 3 VP 1 kills" in out and "Wolves" in out

    shown = as_json(run, "game", "show", "1", "--campaign", "Summer")
    bears, wolves = shown["sides"]
    assert (bears["victory_points"], bears["encounter_kills"]) == (3, 1)
    assert bears["removed"] == ["Ulf"] and "Bjorn, the Red" in bears["fielded"]
    seq = bears["sequence"]
    assert [(d["value"], d["origin"]) for d in seq["dice"]] == [
        (4, "entered"),
        (5, "entered"),
        (3, "entered"),
        (7, "entered"),
    ]
    assert [d["purpose"] for d in seq["dice"]][:3] == [
        "Ulf's injury",
        "Ulf's severe injury",
        "Ulf's equipment",
    ]
    assert seq["injuries"][0]["severe"] == "Eye Wound"
    assert {g["kind"] for g in seq["glory"]} >= {"scenario"}
    assert seq["raid"]["roll"] == 7
    assert wolves["sequence"] is None
    out, _ = run("game", "show", "1", "--campaign", "Summer")
    assert "Game 1 of Summer on 2026-11-28: Blood Feud" in out
    assert "die: 2D6 4 (entered) for Ulf's injury" in out
    assert "post-game sequence: not run yet" in out
    assert out.rstrip().endswith("Sequence not run yet: Wolves")


def test_game_show_needs_the_campaign_when_there_are_several(run, table):
    _, err = run("game", "show", "1", expect=1)
    assert err == "warclan: error: there is more than one campaign: say which one\n"


def test_names_with_commas(run, table, db_path):
    """Issue 12 item 12: repeated options next to the comma form; an ambiguous split is
    reported clearly and changes nothing."""
    game = as_json(
        run, "game", "record", "--campaign", "Summer", "--side", "Bears",
        "--fielded", "Bjorn, the Red", "--fielded", "Ulf,Bera",
        "--removed", "Bjorn, the Red", "--removed", "Ulf",
    )  # fmt: skip
    assert game["sides"][0]["removed"] == ["Bjorn, the Red", "Ulf"]
    assert sorted(game["sides"][0]["fielded"]) == ["Bera", "Bjorn, the Red", "Ulf"]
    run("game", "undo", "--clan", "Bears")
    run(
        "game", "sequence", "--game", "1", "--clan", "Ravens", "--campaign", "Winter",
        "--raid-roll", "7",
    )  # fmt: skip
    # Warriors called "Bjorn" and "the Red" make "Bjorn, the Red" ambiguous.
    run(
        "game", "sequence", "--game", "1", "--clan", "Bears", "--raid-roll", "7",
        expect=1,
    )  # fmt: skip
    _clan(run, "Summer", "Boars", "example.jarl=Bjorn", "example.thrall=the Red",
          "example.thrall=Bjorn, the Red")  # fmt: skip
    before = dump(db_path)
    _, err = run(
        "game", "record", "--campaign", "Summer", "--side", "Boars",
        "--removed", "Bjorn, the Red", expect=1,
    )  # fmt: skip
    assert err.startswith(
        "warclan: error: Boars: 'Bjorn, the Red' could be the warrior 'Bjorn, the Red' "
        "or Bjorn and the Red; give that warrior by id ("
    )
    assert err.count("\n") == 1
    assert dump(db_path) == before


def _injured_game(run) -> None:
    run(
        "game", "record", "--campaign", "Summer", "--side", "Bears",
        "--removed", "Ulf", "--removed", "Bera", "--side", "Wolves",
    )  # fmt: skip


def test_dice_by_roll_and_dice_not_needed(run, table):
    """Issue 12 item 13: named entries; a severe roll that is not needed is reported and
    ignored instead of refusing the sequence."""
    _injured_game(run)
    out, _ = run(
        "game", "sequence", "--game", "1", "--clan", "Bears",
        "--injury", "Ulf=9", "--severe", "Ulf=5,6", "--equipment", "Ulf=2",
        "--injury", "Bera=4", "--severe", "Bera=5", "--equipment", "Bera=3",
        "--raid-roll", "7", "--dry-run",
    )  # fmt: skip
    assert "Ulf: rolled 9: recovers" in out
    assert "Bera: rolled 4: severely wounded, Eye Wound" in out
    assert "Not needed, ignored: Ulf: severe 5, 6 (no severe roll was needed)" in out
    assert "Not needed, ignored: Ulf: equipment 2 (no equipment roll was needed)" in out
    # The flat form still works; a die too many is reported, not refused.
    done = as_json(
        run, "game", "sequence", "--game", "1", "--clan", "Bears",
        "--dice", "Ulf=9,4", "--dice", "Bera=6", "--raid-roll", "7",
    )  # fmt: skip
    assert [i["result"] for i in done["injuries"]] == ["badly_wounded", "recovers"] or [
        i["result"] for i in done["injuries"]
    ] == ["recovers", "badly_wounded"]
    assert done["unused_dice"] == ["Ulf: 4 (more dice than the rolls made)"]


def test_dice_by_roll_and_flat_for_one_warrior_is_refused(run, table, db_path):
    _injured_game(run)
    before = dump(db_path)
    _, err = run(
        "game", "sequence", "--game", "1", "--clan", "Bears", "--dice", "Ulf=9",
        "--injury", "Ulf=9", "--roll", expect=1,
    )  # fmt: skip
    assert "Ulf's dice are given both by roll and as one list" in err
    assert dump(db_path) == before


@pytest.mark.parametrize(
    "line",
    [
        ["campaign", "list", "--json", "--db", "{db}"],
        ["campaign", "--json", "list", "--db={db}"],
        ["--json", "campaign", "list", "--db", "{db}"],
    ],
)
def test_global_options_anywhere(db_path, capsys, table, line):
    """Issue 12 item 14."""
    import json

    from warclan.cli.main import main

    capsys.readouterr()
    assert main([a.replace("{db}", str(db_path)) for a in line]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [c["name"] for c in listed] == ["Winter", "Summer"]


def test_raids_off_for_a_campaign(run, table):
    """Issue 12 item 15: no raid roll is asked for once raids are off."""
    _injured_game(run)
    shown = as_json(run, "campaign", "set", "Summer", "--raids", "off")
    assert shown["raids"] is False
    assert as_json(run, "campaign", "show", "Winter")["raids"] is True
    out, _ = run("game", "sequence", "--game", "1", "--clan", "Wolves")
    assert "Raids are off in this campaign: no raid roll." in out
    out, _ = run(
        "game", "sequence", "--game", "1", "--clan", "Bears", "--dice", "Ulf=9",
        "--dice", "Bera=9", "--raid-roll", "8",
    )  # fmt: skip
    assert "Not needed, ignored: raid roll 8 (raids are off in Summer)" in out
    run("campaign", "set", "Summer", "--raids", "on")
    assert as_json(run, "campaign", "show", "Summer")["raids"] is True
    _, err = run("campaign", "set", "Summer", "--raids", "maybe", expect=2)
    assert "expected on or off" in err


def test_no_score_for_a_clan_that_fields_nobody(run, table, db_path):
    """Issue 12 item 16."""
    run(
        "game", "record", "--campaign", "Summer", "--side", "Wolves",
        "--removed", "Ulla,Thrall",
    )  # fmt: skip
    run(
        "game", "sequence", "--game", "1", "--clan", "Wolves", "--dice", "Ulla=6",
        "--dice", "Thrall=6",
    )  # fmt: skip
    before = dump(db_path)
    _, err = run(
        "game", "record", "--campaign", "Summer", "--side", "Wolves", "--vp", "2", expect=1
    )
    assert err == (
        "warclan: error: Wolves fields nobody in this game, so it scores no Victory Points "
        "or kills\n"
    )
    assert dump(db_path) == before
    game = as_json(run, "game", "record", "--campaign", "Summer", "--side", "Wolves")
    assert game["sides"][0]["fielded"] == []


def test_json_status_and_catch_up(run, table):
    """Issue 12 item 17."""
    _injured_game(run)
    run(
        "game", "sequence", "--game", "1", "--clan", "Bears", "--dice", "Ulf=6",
        "--dice", "Bera=9", "--raid-roll", "7",
    )  # fmt: skip
    clan = as_json(run, "clan", "show", "Bears")
    status = {w["name"]: w["status"] for w in clan["warriors"]}
    assert status == {"Bera": "active", "Bjorn, the Red": "active", "Ulf": "misses_next_game"}
    out, _ = run("clan", "show", "Bears")
    assert "misses next game" in out
    overview = as_json(run, "campaign", "show", "Summer")
    assert {c["name"]: c["catch_up_active"] for c in overview["clans"]} == {
        "Bears": False,
        "Wolves": False,
    }
    run("game", "sequence", "--game", "1", "--clan", "Wolves", "--raid-roll", "7")
    # Both clans climb to rank 8; a clan joining now joins at that base rank, below which
    # it gets the catch-up bonus.
    run(
        "game", "record", "--campaign", "Summer", "--side", "Bears", "--vp", "20",
        "--side", "Wolves", "--vp", "20",
    )  # fmt: skip
    for clan in ("Bears", "Wolves"):
        run("game", "sequence", "--game", "2", "--clan", clan, "--raid-roll", "7")
    _clan(run, "Summer", "Latecomers", "example.jarl=Late")
    overview = as_json(run, "campaign", "show", "Summer")
    flags = {c["name"]: c["catch_up_active"] for c in overview["clans"]}
    assert flags == {"Bears": False, "Wolves": False, "Latecomers": True}
    out, _ = run("campaign", "show", "Summer")
    assert "(catch-up)" in out
