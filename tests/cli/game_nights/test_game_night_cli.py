"""A whole game night from the command line: a Ragnarok! play with handicaps, two Micro
Midgard matches (one tied on points), and a solo game against Loki with the companion."""

from __future__ import annotations

import csv

import pytest
from clijson import as_json
from dbsnapshot import dump
from pypdf import PdfReader


def table_counts(path) -> dict[str, int]:
    """Rows per game-night table, on either backend (dbsnapshot reads files and URLs)."""
    return {
        name: len(rows) for name, rows in dump(path).items() if name.startswith(("vgw_", "mm_"))
    }


def test_full_game_night(run, db_path, tmp_path):
    # --- Vikings Gone Wild: Ragnarok! ---
    setup = as_json(
        run,
        "vgw",
        "setup",
        "--players",
        "3",
        "--handicap",
        "cards",
        "--handicap",
        "vp",
        "--seed",
        "2024",
    )
    assert setup["deck_size"] == 27 and setup["team_token_start"] == 17
    assert len(setup["objectives"]) == 2 and 1 <= setup["boss"] <= 5
    again = as_json(
        run,
        "vgw",
        "setup",
        "--players",
        "3",
        "--handicap",
        "cards",
        "--handicap",
        "vp",
        "--seed",
        "2024",
    )
    assert again == setup
    sheet = tmp_path / "vgw-setup.pdf"
    out, _ = run(
        "vgw",
        "setup",
        "--players",
        "3",
        "--seed",
        "2024",
        "--handicap",
        "cards",
        "--handicap",
        "vp",
        "--sheet",
        str(sheet),
        "--fixed-date",
        "2026-12-01",
    )
    assert "seed 2024" in out and "Wrote" in out
    reader = PdfReader(sheet)
    assert len(reader.pages) == 1
    page = reader.pages[0].extract_text()
    assert "27 cards" in page and "seed 2024" in page and "17" in page

    for name in ("Astrid", "Bjorn", "Sigrun"):
        run("vgw", "player", "add", name)
    play = as_json(
        run,
        "vgw",
        "play",
        "log",
        "--player",
        "Astrid",
        "--player",
        "Bjorn",
        "--player",
        "Sigrun",
        "--team",
        "Ravens",
        "--handicap",
        "cards",
        "--handicap",
        "vp",
        "--won",
        "--no-vp-lost",
        "--seed",
        "2024",
        "--date",
        "2026-12-01",
        "--notes",
        "Dark Thor fell on the last round",
    )
    assert (play["glory"], play["rank"], play["player_count"]) == (4, "Warlord", 3)
    lost = as_json(
        run,
        "vgw",
        "play",
        "log",
        "--player",
        "Astrid",
        "--handicap",
        "objectives",
        "--lost",
        "--vp-lost",
        "--date",
        "2026-12-01",
    )
    assert (lost["glory"], lost["rank"]) == (0, "—")
    ladder = as_json(run, "vgw", "ladder")
    astrid = next(r for r in ladder["players"] if r["name"] == "Astrid")
    assert (astrid["plays"], astrid["wins"], astrid["best_glory"], astrid["best_rank"]) == (
        2,
        1,
        4,
        "Warlord",
    )
    assert [e["glory"] for e in astrid["history"]] == [4, 0]
    assert ladder["teams"][0]["name"] == "Ravens"
    csv_path, pdf_path = tmp_path / "ladder.csv", tmp_path / "ladder.pdf"
    run("vgw", "ladder", "--csv", str(csv_path), "--pdf", str(pdf_path))
    rows = list(csv.DictReader(csv_path.open(encoding="utf-8")))
    assert {(r["kind"], r["name"], r["best_rank"]) for r in rows} >= {
        ("player", "Astrid", "Warlord"),
        ("team", "Ravens", "Warlord"),
    }
    text = PdfReader(pdf_path).pages[0].extract_text()
    assert "Ravens" in text and "Warlord" in text

    # --- Micro Midgard: two matches, the second tied on points ---
    for name in ("Astrid", "Bjorn"):
        run("midgard", "player", "add", name)
    mm = as_json(run, "midgard", "setup", "--seed", "77", "--player", "Astrid", "--player", "Bjorn")
    assert mm["seed"] == 77 and len(mm["relics"]) == 8 and len(mm["prophecies"]) == 10
    assert mm["second"] in ("Astrid", "Bjorn") and mm["second"] != mm["starting"]
    preset = as_json(run, "midgard", "setup", "--first-game")
    assert preset["preset"] == "first-game" and "not in the rule text" in preset["note"]
    mm_sheet = tmp_path / "mm.pdf"
    run("midgard", "setup", "--seed", "77", "--sheet", str(mm_sheet))
    assert len(PdfReader(mm_sheet).pages) == 1
    first = as_json(
        run,
        "midgard",
        "match",
        "record",
        "--score",
        "Astrid:9:2:1",
        "--score",
        "Bjorn:6:4:4",
        "--first",
        "Bjorn",
        "--seed",
        "77",
    )
    assert (first["winner"], first["decided_by"], first["ended_by"], first["first"]) == (
        "Astrid",
        "points",
        "9 points",
        "Bjorn",
    )
    tie = as_json(
        run, "midgard", "match", "record", "--score", "Astrid:7:1:1", "--score", "Bjorn:7:3:0"
    )
    assert (tie["winner"], tie["decided_by"]) == ("Bjorn", "resources")
    out, _ = run("midgard", "match", "record", "--score", "Astrid:5:2:2", "--score", "Bjorn:5:1:3")
    assert "a draw" in out and "no further tie-break" in out

    # --- Solo against Loki with the companion ---
    game = as_json(run, "midgard", "loki", "start", "--player", "Astrid", "--seed", "5")
    gid = str(game["id"])
    seen = []
    for _ in range(8):
        state = as_json(run, "midgard", "loki", "draw", gid)
        seen.append(state["card"])
    assert sorted(seen) == list(range(1, 9)) and state["reshuffled"]
    state = as_json(run, "midgard", "loki", "prophecy", gid, "--side", "sun", "--scorer", "player")
    assert (state["position"], state["focus_times"]) == (1, 1)
    state = as_json(run, "midgard", "loki", "prophecy", gid, "--side", "sun", "--scorer", "player")
    assert (state["position"], state["focus_times"]) == (2, 2)
    state = as_json(run, "midgard", "loki", "prophecy", gid, "--side", "moon", "--scorer", "loki")
    assert state["position"] == 1
    state = as_json(run, "midgard", "loki", "focus", gid, "--side", "sun")
    assert state["last_bonus"] == "Gain 2 Gold"
    state = as_json(run, "midgard", "loki", "undo", gid)
    assert state["sun_focus"] == 0
    out, _ = run("midgard", "loki", "show", gid)
    assert "1 space towards the Sun" in out and "Focus: resolve the Sun focus" in out
    solo = as_json(
        run,
        "midgard",
        "match",
        "record",
        "--solo",
        "--score",
        "Astrid:8:0:2",
        "--loki",
        "9:1:1",
        "--loki-game",
        gid,
    )
    assert (solo["winner"], solo["first"], solo["b"]["name"]) == ("Loki", "Loki", "Loki")
    standings = as_json(run, "midgard", "standings")
    astrid = next(r for r in standings["players"] if r["name"] == "Astrid")
    assert (astrid["played"], astrid["won"], astrid["lost"], astrid["drawn"]) == (3, 1, 1, 1)
    assert astrid["average_points"] == 7.0
    assert astrid["head_to_head"] == [
        {"opponent": "Bjorn", "played": 3, "won": 1, "lost": 1, "drawn": 1}
    ]
    assert [(r["name"], r["played"], r["lost"]) for r in standings["solo"]] == [("Astrid", 1, 1)]
    st_pdf = tmp_path / "standings.pdf"
    run("midgard", "standings", "--pdf", str(st_pdf))
    text = PdfReader(st_pdf).pages[0].extract_text()
    assert "Solo ladder" in text and "Bjorn 1-1-1" in text


@pytest.mark.sqlite_only("counts the game-night rows with sqlite3")
def test_bad_input_changes_nothing(run, db_path):
    run("vgw", "player", "add", "Astrid")
    run("midgard", "player", "add", "Astrid")
    run("midgard", "player", "add", "Bjorn")
    before = table_counts(db_path)
    refusals = [
        (("vgw", "setup", "--players", "5"), "1 to 4 players, not 5"),
        (
            ("vgw", "play", "log", "--team", "Big", "--players", "5", "--won", "--no-vp-lost"),
            "1 to 4 players, not 5",
        ),
        (
            (
                "vgw",
                "play",
                "log",
                "--player",
                "Astrid",
                "--handicap",
                "vp",
                "--handicap",
                "vp",
                "--won",
                "--vp-lost",
            ),
            "only once",
        ),
        (
            ("vgw", "play", "log", "--player", "Nobody", "--won", "--vp-lost"),
            "unknown player 'Nobody'",
        ),
        (
            ("midgard", "match", "record", "--score", "Astrid:-2:1:1", "--score", "Bjorn:3:1:1"),
            "cannot be negative",
        ),
        (
            ("midgard", "match", "record", "--score", "Astrid:2:1:1", "--score", "Ghost:3:1:1"),
            "unknown player 'Ghost'",
        ),
        (
            ("midgard", "match", "record", "--score", "Astrid:2:9:1", "--score", "Bjorn:3:1:1"),
            "at most 7",
        ),
        (("midgard", "loki", "start", "--player", "Nobody"), "unknown player"),
        (("midgard", "loki", "draw", "99"), "no Loki companion game"),
        (("midgard", "player", "add", "Loki"), "Loki is the solo opponent"),
    ]
    for args, message in refusals:
        _, err = run(*args, expect=1)
        assert err.startswith("warclan: error: ") and message in err, err
        assert err.count("\n") == 1 and "Traceback" not in err
    assert table_counts(db_path) == before
    _, err = run("vgw", "setup", "--players", "two", expect=2)
    assert "expected a whole number" in err


def test_players_and_deleting_from_either_log(run):
    """The commands both game nights take from the shared skeleton: ``player add`` and
    ``player list`` (text and JSON), and a log's ``delete``."""
    for name in ("Bjorn", "Astrid"):
        run("vgw", "player", "add", name)
        run("midgard", "player", "add", name)
    run("vgw", "play", "log", "--player", "Astrid", "--won", "--no-vp-lost")
    run("midgard", "match", "record", "--score", "Astrid:9:1:1", "--score", "Bjorn:3:0:0")
    out, _ = run("vgw", "player", "list")
    assert out.splitlines()[0].split() == ["id", "player", "plays"]
    assert [line.split()[1:] for line in out.splitlines()[1:]] == [["Astrid", "1"], ["Bjorn", "0"]]
    listed = as_json(run, "midgard", "player", "list")
    assert [(p["name"], p["matches"]) for p in listed] == [("Astrid", 1), ("Bjorn", 1)]
    out, _ = run("midgard", "player", "add", "Cnut")
    assert out.strip().endswith("— 0 matches")
    deleted = as_json(run, "vgw", "play", "delete", "1")
    assert deleted["id"] == 1
    assert as_json(run, "vgw", "play", "list") == []
    run("midgard", "match", "delete", "1")
    assert as_json(run, "midgard", "match", "list") == []
    _, err = run("midgard", "match", "delete", "1", expect=1)
    assert "match" in err and "Traceback" not in err
    out, _ = run("vgw", "player", "list")
    assert [line.split()[1:] for line in out.splitlines()[1:]] == [["Astrid", "0"], ["Bjorn", "0"]]
