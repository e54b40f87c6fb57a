from __future__ import annotations

import json
import subprocess
import sys

import pytest
from clijson import as_json
from dbsnapshot import dump

from warclan.cli.main import main


@pytest.fixture
def campaign(run):
    run("campaign", "create", "Winter of Wolves")
    run(
        "clan",
        "create",
        "--campaign",
        "Winter of Wolves",
        "--player",
        "Snorre",
        "--name",
        "Ravens",
        "--warrior",
        "example.jarl=Snorre",
        "--warrior",
        "example.huscarl=Ulf",
        "--warrior",
        "Example Berserker=Bjorn",
    )
    run(
        "clan",
        "create",
        "--campaign",
        "1",
        "--player",
        "Ulla",
        "--name",
        "Wolves",
        "--warrior",
        "example.jarl=Ulla",
        "--warrior",
        "example.thrall=Thrall",
    )
    return "Winter of Wolves"


def test_full_flow_with_json(run, campaign):
    game = as_json(
        run,
        "game",
        "record",
        "--campaign",
        campaign,
        "--scenario",
        "Blood Feud",
        "--date",
        "2026-11-28",
        "--side",
        "Ravens",
        "--vp",
        "3",
        "--kills",
        "1",
        "--removed",
        "Bjorn",
        "--side",
        "Wolves",
        "--vp",
        "1",
        "--removed",
        "Thrall",
    )
    assert game["played_on"] == "2026-11-28"
    assert [s["removed"] for s in game["sides"]] == [["Bjorn"], ["Thrall"]]
    seq = as_json(
        run,
        "game",
        "sequence",
        "--game",
        str(game["number"]),
        "--clan",
        "Ravens",
        "--dice",
        "Bjorn=4,5,3",
        "--raid-roll",
        "2",
    )
    assert seq["scenario_glory"] == 70 and seq["rank_after"] == 1
    assert seq["injuries"][0]["severe"] == "Eye Wound"
    assert [d["value"] for d in seq["dice"]] == [4, 5, 3, 2]  # injury dice, then the raid
    seq = as_json(
        run,
        "game",
        "sequence",
        "--game",
        str(game["number"]),
        "--clan",
        "Wolves",
        "--roll",
        "--seed",
        "5",
    )
    assert all(d["origin"] == "rolled" for d in seq["dice"])
    out, _ = run("game", "show", str(game["number"]), "--campaign", campaign)
    assert "(rolled, seed 5) for the raid" in out  # the seed is kept with the sequence
    assert "(entered) for Bjorn's injury" in out
    clan = as_json(run, "clan", "show", "Ravens")
    assert (clan["glory_collected"], clan["rank"], clan["unspent_glory"]) == (70, 1, 70 + 800 - 440)
    bjorn = next(w for w in clan["warriors"] if w["name"] == "Bjorn")
    assert bjorn["current_stats"]["ra"] == bjorn["base_stats"]["ra"] - 1
    assert clan["must_miss_next_game"] == ["Bjorn"]
    overview = as_json(run, "campaign", "show", campaign)
    assert overview["base_rank"] == 0
    assert [(c["name"], c["rank"]) for c in overview["clans"]] == [("Ravens", 1), ("Wolves", 0)]
    undone = as_json(run, "game", "undo", "--clan", "Ravens")
    assert undone["rank"] == 0 and undone["glory_collected"] == 0


def test_text_output_is_readable(run, campaign):
    out, _ = run("clan", "show", "Ravens")
    assert "War Clan 1: Ravens" in out and "War Clan Rank 0" in out
    assert "Bjorn" in out and "Example Berserker" in out
    out, _ = run("campaign", "show", "1")
    assert "base War Clan Rank: 0" in out and "Wolves" in out
    out, _ = run("profiles", "list")
    assert "example.jarl" in out and "example" in out
    out, _ = run(
        "clan",
        "create",
        "--campaign",
        "1",
        "--player",
        "X",
        "--name",
        "Y",
        "--warrior",
        "example.jarl",
        "--warrior",
        "example.jarl",
        "--dry-run",
    )
    assert "Total 400 of 800 Glory; 400 left" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["game", "record", "--campaign", "1", "--side", "Ravens", "--vp", "-1"],
            "must not be negative",
        ),
        (
            ["game", "record", "--campaign", "1", "--side", "Ravens", "--removed", "Nobody"],
            "Ravens has no warrior 'Nobody'",
        ),
        (["game", "record", "--campaign", "1", "--side", "Nobody"], "no War Clan 'Nobody'"),
        (
            [
                "clan",
                "create",
                "--campaign",
                "1",
                "--player",
                "P",
                "--name",
                "Big",
                "--warrior",
                "example.jarl",
                "--warrior",
                "example.jarl",
                "--warrior",
                "example.jarl",
                "--warrior",
                "example.jarl",
                "--warrior",
                "example.thrall",
            ],
            "40 over the 800",
        ),
        (["clan", "show", "Nobody"], "no War Clan 'Nobody'"),
        (["game", "undo", "--clan", "Ravens"], "no recorded game to undo"),
        (["profiles", "import", "/no/such/file.json"], "cannot be read"),
    ],
)
def test_bad_input_is_one_line_nonzero_and_changes_nothing(run, campaign, db_path, args, message):
    before = dump(db_path)
    _, err = run(*args, expect=2 if "must not be negative" in message else 1)
    assert message in err
    assert err.count("\n") == 1 and err.startswith("warclan")
    assert "Traceback" not in err
    assert dump(db_path) == before


def test_out_of_range_dice_in_the_cli(run, campaign, db_path):
    run("game", "record", "--campaign", "1", "--side", "Ravens", "--removed", "Ulf")
    before = dump(db_path)
    _, err = run(
        "game", "sequence", "--game", "1", "--clan", "Ravens", "--dice", "Ulf=13", expect=1
    )
    assert err == "warclan: error: 2D6 roll for Ulf's injury must be 2–12, not 13\n"
    assert dump(db_path) == before
    _, err = run("game", "sequence", "--game", "1", "--clan", "Ravens", expect=1)
    assert "another 2D6 roll is needed for Ulf's injury" in err


def test_fielding_a_warrior_who_must_miss_the_game(run, campaign, db_path):
    run("game", "record", "--campaign", "1", "--side", "Ravens", "--removed", "Ulf")
    run(
        "game", "sequence", "--game", "1", "--clan", "Ravens", "--dice", "Ulf=6", "--raid-roll", "2"
    )
    before = dump(db_path)
    _, err = run(
        "game", "record", "--campaign", "1", "--side", "Ravens", "--fielded", "Ulf,Snorre", expect=1
    )
    assert err == "warclan: error: Ravens: Ulf must miss this game (injured last game)\n"
    assert dump(db_path) == before


def test_side_options_need_a_side(capsys):
    assert main(["game", "record", "--campaign", "1", "--vp", "2", "--side", "Ravens"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--vp must follow a --side CLAN" in err


def test_env_var_selects_the_database(tmp_path, monkeypatch, capsys):
    target = tmp_path / "from-env.sqlite"
    monkeypatch.setenv("WARCLAN_DB", str(target))
    assert main(["campaign", "create", "Env"]) == 0
    assert target.exists()
    other = tmp_path / "from-option.sqlite"
    capsys.readouterr()
    assert main(["--db", str(other), "--json", "campaign", "list"]) == 0
    assert json.loads(capsys.readouterr().out) == []  # --db wins over the variable
    assert main(["--json", "campaign", "list"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [c["name"] for c in listed] == ["Env"]


def test_console_script_runs_as_a_process(tmp_path):
    db = tmp_path / "proc.sqlite"
    done = subprocess.run(
        [sys.executable, "-m", "warclan", "--db", str(db), "clan", "show", "Nobody"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.strip() == "warclan: error: no War Clan 'Nobody'"
    assert done.stdout == ""
