"""``warclan game live list|show``: a game tracked in the window, followed from the
command line (text and ``--json``), and the one-line refusals."""

from __future__ import annotations

import pytest
from clijson import as_json

from tests.builders import campaign_with_clans
from warclan.services.ragnarok import tracker as tr
from warclan.store.database import Database


@pytest.fixture
def game(db):
    camp = campaign_with_clans(
        db,
        "Winter",
        Ravens=("Snorre", [("example.jarl", "Snorre"), ("example.berserker", "Bjorn")]),
        Wolves=("Ulla", [("example.jarl", "Ulla")]),
    )
    game = tr.start_game(db, camp.id, [tr.TrackerSide("Ravens"), tr.TrackerSide("Wolves")])
    view = tr.tracker_view(db, game)
    clans = {s.clan: s.clan_id for s in view.state.sides}
    bjorn = next(w for w in view.state.sides[0].warriors if w.name == "Bjorn")
    tr.tap(db, game, "next", {})
    tr.tap(db, game, "rolls", {"rolls": {clans["Ravens"]: 2, clans["Wolves"]: 5}})
    tr.tap(db, game, "first", {"clan": clans["Wolves"]})
    tr.tap(db, game, "hp", {"warrior": bjorn.id, "delta": -bjorn.hp})
    tr.tap(db, game, "credit", {"warrior": bjorn.id, "by": clans["Wolves"]})
    tr.tap(db, game, "vp", {"clan": clans["Wolves"], "delta": 1})
    return game


def test_show_follows_the_game(run, game):
    out, _ = run("game", "live", "show")
    assert "Round 1, Activation Phase" in out
    assert "Wolves activates a model next (order: Wolves, Ravens)" in out
    assert "Bjorn" in out and "removed by Wolves" in out
    assert "Wolves: 1 VP, 0 Godspark, 0 encounter kills, 1 taken out, initiative 5" in out
    assert "Bjorn was taken out by Wolves" in out


def test_show_as_json(run, game):
    found = as_json(run, "game", "live", "show", str(game), "--log", "2")
    assert found["phase"] == "Activation Phase" and found["turn"] == "Wolves"
    ravens = found["sides"][0]
    bjorn = next(w for w in ravens["warriors"] if w["name"] == "Bjorn")
    assert (bjorn["hp"], bjorn["removed"], bjorn["removed_by"]) == (0, True, "Wolves")
    assert [line["text"] for line in found["log"]] == [
        "Bjorn was taken out by Wolves",
        "Wolves: Victory Points +1",
    ]
    listed = as_json(run, "game", "live", "list")
    assert [(g["id"], g["clans"], g["taps"]) for g in listed] == [(game, ["Ravens", "Wolves"], 6)]


def test_nothing_to_follow_and_an_unknown_game_are_one_line_errors(run, db):
    _, err = run("game", "live", "show", expect=1)
    assert err.startswith("warclan: error: no game is being tracked") and err.count("\n") == 1
    _, err = run("game", "live", "show", "99", expect=1)
    assert "no game in progress with id 99" in err and err.count("\n") == 1


def test_two_games_ask_which(run, game, db: Database):
    camp = tr.tracker_view(db, game).campaign_id
    tr.start_game(db, camp, [tr.TrackerSide("Ravens"), tr.TrackerSide("Wolves")])
    _, err = run("game", "live", "show", expect=1)
    assert "2 games are being tracked; give one:" in err


def test_the_log_prints_as_pdf(run, game, tmp_path):
    from pypdf import PdfReader

    pdf = tmp_path / "log.pdf"
    out, _ = run("game", "live", "show", "--pdf", str(pdf), "--fixed-date", "2026-12-02")
    assert str(pdf) in out
    text = " ".join(" ".join((page.extract_text() or "").split()) for page in PdfReader(pdf).pages)
    assert "Ravens v Wolves" in text and "printed 2026-12-02" in text
    assert "Bjorn was taken out by Wolves" in text
    assert "removed from play by Wolves" in text
    assert "Wolves: 1 VP, 0 encounter kills, 1 warrior taken out" in text
