from __future__ import annotations

import json

import pytest
from dbsnapshot import dump


@pytest.fixture
def exported(run, tmp_path):
    """The Ravens after one game (Bjorn's Eye Wound, a raid, a purchase), exported."""
    run("campaign", "create", "Winter of Wolves")
    run("campaign", "create", "Summer of Spears")
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
        "example.berserker=Bjorn",
    )
    run(
        "game",
        "record",
        "--campaign",
        "Winter of Wolves",
        "--side",
        "Ravens",
        "--vp",
        "3",
        "--removed",
        "Bjorn",
    )
    run(
        "game",
        "sequence",
        "--game",
        "1",
        "--clan",
        "Ravens",
        "--dice",
        "Bjorn=4,5,3",
        "--raid-roll",
        "9",
        "--buy",
        "Snorre:shield",
        "--power",
        "Snorre:Thunderous Blows",
    )
    path = tmp_path / "ravens.json"
    out, _ = run("share", "export-clan", "Ravens", str(path), "--campaign", "Winter of Wolves")
    assert f"Exported Ravens (Winter of Wolves, 2 warriors) to {path}" in out
    return path


def _show(run, campaign: str, clan: str = "Ravens") -> dict:
    out, _ = run("--json", "clan", "show", clan, "--campaign", campaign)
    view = json.loads(out)
    # What belongs to the campaign, not to the clan (joined_base_rank: the base rank here).
    for key in ("id", "campaign_id", "campaign", "games_played", "pending_game_id"):
        view.pop(key)
    for key in ("joined_base_rank", "catch_up_active"):
        view.pop(key)
    for warrior in view["warriors"]:
        warrior.pop("id")
        for injury in warrior["injuries"]:
            injury.pop("game_seq")
    return view


def test_export_import_round_trip_with_json(run, exported):
    out, _ = run("--json", "share", "import-clan", str(exported), "--campaign", "Summer of Spears")
    result = json.loads(out)
    assert result["clan"]["name"] == "Ravens" and result["clan"]["campaign"] == "Summer of Spears"
    assert result["renamed_from"] is None and result["injuries_left_out"] == 0
    assert _show(run, "Summer of Spears") == _show(run, "Winter of Wolves")
    bjorn = next(w for w in result["clan"]["warriors"] if w["name"] == "Bjorn")
    assert bjorn["penalties"] == {"ra": -1} and bjorn["misses_next_game"]


def test_text_output_and_json_export(run, exported, tmp_path):
    out, _ = run("share", "import-clan", str(exported), "--campaign", "2", "--player", "Ulla")
    assert out.startswith("Imported Ravens from")
    assert "player Ulla, campaign Summer of Spears" in out
    assert "Must miss the next game: Bjorn" in out
    again = tmp_path / "again.json"
    out, _ = run("--json", "share", "export-clan", "Ravens", str(again), "--campaign", "2")
    assert json.loads(out)["warriors"] == 2
    _, err = run("share", "export-clan", "Ravens", str(again), "--campaign", "2", expect=1)
    assert "already exists (use --force" in err
    run("share", "export-clan", "Ravens", str(again), "--campaign", "2", "--force")


def test_double_import_is_refused_and_rename_copies(run, exported, db_path):
    before = dump(db_path)
    _, err = run("share", "import-clan", str(exported), "--campaign", "Winter of Wolves", expect=1)
    assert "'Ravens'; import it as a copy under another name (use --rename NEW)" in err
    assert dump(db_path) == before
    out, _ = run(
        "share",
        "import-clan",
        str(exported),
        "--campaign",
        "Winter of Wolves",
        "--rename",
        "Hrafnar",
    )
    assert "Imported Hrafnar" in out and "(renamed from Ravens)" in out
    copy = _show(run, "Winter of Wolves", "Hrafnar")
    original = _show(run, "Winter of Wolves")
    assert {**copy, "name": "Ravens"} == original


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [
        (lambda raw: raw[: len(raw) // 2], "not valid JSON at line"),
        (
            lambda raw: raw.replace(b'"ra": 1', b'"ra": "one"', 1),
            "warriors[1].stats.ra: expected a whole number, found text",
        ),
        (lambda raw: raw.replace(b'"scenario"', b'"booty"'), "ledger[0].kind: must be one of"),
        (lambda raw: raw.replace(b'"version": 1', b'"version": 3'), "file of version 3"),
        (lambda raw: b"\x80\x04\x95" + raw, "not UTF-8 text"),
        (lambda raw: raw + b" " * 5_000_001, "a War Clan file may be at most 5,000,000 bytes"),
    ],
)
def test_bad_files_fail_cleanly(run, exported, db_path, tmp_path, mutate, expected):
    bad = tmp_path / "bad.json"
    bad.write_bytes(mutate(exported.read_bytes()))
    before = dump(db_path)
    out, err = run("share", "import-clan", str(bad), "--campaign", "Summer of Spears", expect=1)
    assert out == "" and err.startswith("warclan: error: ") and expected in err
    assert "Traceback" not in err
    assert dump(db_path) == before


def test_help_lists_the_share_commands(run):
    out, _ = run("share", "--help")
    assert "export-clan" in out and "import-clan" in out
