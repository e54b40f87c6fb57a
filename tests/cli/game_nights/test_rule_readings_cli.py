"""Issue #22 from the command line, with the issue's own commands: War of Jarls only
after Jarl, impossible Micro Midgard final scores refused, setup for registered players
or ``--guest``, and the JSON rank of a War of Jarls play kept a rank. A refusal is one
line, exit 1, and leaves the database exactly as it was."""

from __future__ import annotations

from clijson import as_json
from dbsnapshot import dump


def refuse(run, db_path, *args: str) -> str:
    before = dump(db_path)
    _, err = run(*args, expect=1)
    assert err.startswith("warclan: error: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert dump(db_path) == before
    return err


WAR_OF_JARLS = ("--war-of-jarls", "--handicap", "cards", "--handicap", "cards")


def test_war_of_jarls_only_for_players_who_achieved_jarl(run, db_path):
    for name in ("Dagny", "Egil"):
        run("vgw", "player", "add", name)
    play = ("vgw", "play", "log", "--player", "Dagny", *WAR_OF_JARLS, "--won", "--no-vp-lost")
    err = refuse(run, db_path, *play, "--date", "2026-11-10")
    assert "War of Jarls is only for players who achieved the Jarl rank" in err
    assert "Dagny has not" in err
    # Dagny reaches Jarl (3 handicaps, won, no VP lost: 5 Glory) on 2026-11-03.
    jarl = as_json(
        run,
        "vgw",
        "play",
        "log",
        "--player",
        "Dagny",
        "--handicap",
        "cards",
        "--handicap",
        "objectives",
        "--handicap",
        "vp",
        "--won",
        "--no-vp-lost",
        "--date",
        "2026-11-03",
    )
    assert (jarl["glory"], jarl["rank"], jarl["war_of_jarls"]) == (5, "Jarl", False)
    err = refuse(run, db_path, *play, "--player", "Egil", "--date", "2026-11-10")
    assert "Egil has not" in err and "Dagny" not in err.split(";")[1]
    err = refuse(run, db_path, *play, "--date", "2026-11-01")
    assert "Jarl first achieved: Dagny on 2026-11-03" in err
    woj = as_json(run, *play, "--handicap", "vp", "--handicap", "vp", "--date", "2026-11-10")
    # 2 + 2 handicaps, won, no VP lost: 6 Glory; the rank stays a rank.
    assert (woj["glory"], woj["rank"], woj["war_of_jarls"]) == (6, "Jarl", True)
    out, _ = run("vgw", "play", "list")
    assert "Jarl (War of Jarls)" in out  # people still read both together
    ladder = as_json(run, "vgw", "ladder")
    dagny = next(r for r in ladder["players"] if r["name"] == "Dagny")
    assert (dagny["best_glory"], dagny["best_rank"], dagny["best_war_of_jarls"]) == (
        6,
        "Jarl",
        True,
    )
    assert [(e["rank"], e["war_of_jarls"]) for e in dagny["history"]] == [
        ("Jarl", False),
        ("Jarl", True),
    ]
    out, _ = run("vgw", "ladder")
    assert "Jarl (War of Jarls)" in out


def test_impossible_micro_midgard_final_scores_are_refused(run, db_path):
    for name in ("Dagny", "Egil"):
        run("midgard", "player", "add", name)
    record = ("midgard", "match", "record")
    err = refuse(run, db_path, *record, "--score", "Dagny:9:1:1", "--score", "Egil:10:0:0")
    assert "Dagny on 9 and Egil on 10 cannot happen" in err
    err = refuse(run, db_path, *record, "--score", "Dagny:9:1:1", "--score", "Egil:9:2:0")
    assert "a tie on 9 points cannot happen" in err
    err = refuse(run, db_path, *record, "--solo", "--score", "Dagny:9:0:0", "--loki", "10:1:1")
    assert "Dagny on 9 and Loki on 10 cannot happen" in err
    won = as_json(run, *record, "--score", "Dagny:9:1:1", "--score", "Egil:8:0:0")
    assert won["winner"] == "Dagny"
    draw = as_json(run, *record, "--score", "Dagny:6:1:1", "--score", "Egil:6:2:0")
    assert draw["winner"] is None and draw["decided_by"] == "draw"


def test_setup_refuses_unknown_players_and_takes_guests_said_so(run, db_path):
    err = refuse(run, db_path, "midgard", "setup", "--player", "Unregistered", "--player", "X")
    assert "unknown player 'Unregistered'" in err and "warclan midgard player add" in err
    run("midgard", "player", "add", "Dagny")
    made = as_json(run, "midgard", "setup", "--seed", "7", "--guest", "Ulf", "--player", "dagny")
    assert made["players"] == ["Ulf", "Dagny"] and made["guests"] == ["Ulf"]
    out, _ = run("midgard", "setup", "--seed", "7", "--player", "Dagny", "--guest", "Ulf")
    assert "Guests (not registered players): Ulf" in out
    solo = as_json(run, "midgard", "setup", "--solo", "--guest", "Ulf")
    assert solo["players"] == ["Loki", "Ulf"] and solo["guests"] == ["Ulf"]
    err = refuse(run, db_path, "midgard", "setup", "--guest", "Dagny", "--guest", "Ulf")
    assert "Dagny is a registered player, not a guest" in err
    err = refuse(run, db_path, "midgard", "setup", "--player", "Dagny")
    assert "give two --player (or --guest), not 1" in err
    err = refuse(run, db_path, "midgard", "setup", "--solo", "--player", "Dagny", "--guest", "U")
    assert "a solo game has one player" in err
    # Ragnarok!'s setup names no players (a count only): nothing to refuse there.
    assert as_json(run, "vgw", "setup", "--players", "2", "--seed", "1")["players"] == 2
