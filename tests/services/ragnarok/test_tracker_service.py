"""Play a game: the tracker's taps saved one by one, refused taps leaving nothing, undo,
ownership of what is fielded, and the hand-over to Record Game (a game played through the
tracker records exactly the rows the same result typed into Record Game does)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import textwrap
from datetime import date, datetime
from pathlib import Path

import pytest
from dbsnapshot import dump

from tests.builders import campaign_with_clans
from tests.conftest import db_url
from warclan.services.errors import ServiceError
from warclan.services.ragnarok import game_night, in_progress, post_game
from warclan.services.ragnarok import tracker as tr
from warclan.services.ragnarok.games import Side
from warclan.store.database import Database

CLANS = {
    "Ravens": ("Snorre", [("example.jarl", "Snorre"), ("example.berserker", "Bjorn")]),
    "Wolves": ("Ulla", [("example.jarl", "Ulla"), ("example.thrall", "Thrall")]),
}
DAY = date(2026, 11, 28)
DICE = post_game.InjuryDice({"Bjorn": [4, 2, 3]})
ORDERS = post_game.Orders(raid_roll=7)
WOLF_DICE = post_game.InjuryDice({"Thrall": [9]})


def ids(view: tr.TrackerView) -> dict[str, int]:
    return {w.name: w.id for s in view.state.sides for w in s.warriors}


def clan_ids(view: tr.TrackerView) -> dict[str, int]:
    return {s.clan: s.clan_id for s in view.state.sides}


def activate_all(db: Database, game: int) -> tr.TrackerView:
    """Every model takes its activation, in turn, as the tracker says whose turn it is."""
    view = tr.tracker_view(db, game)
    while view.state.turn is not None:
        side = view.state.side(view.state.turn)
        view = tr.tap(db, game, "done", {"warrior": side.to_activate[0].id})
    return view


def scripted_game(db: Database, campaign: int) -> tr.TrackerView:
    """Three Rounds: Bjorn taken out by the Wolves in the first, Thrall removed by the
    Ravens in the second, Victory Points and an encounter kill in the third."""
    game = tr.start_game(db, campaign, [tr.TrackerSide("Ravens"), tr.TrackerSide("Wolves")])
    view = tr.tracker_view(db, game)
    w, c = ids(view), clan_ids(view)
    for rnd in range(1, 4):
        tr.tap(db, game, "next", {})
        tr.tap(db, game, "rolls", {"rolls": {c["Ravens"]: 5, c["Wolves"]: 1 + rnd}})
        tr.tap(db, game, "first", {"clan": c["Wolves"]})
        if rnd == 1:
            hp = view.state.warrior(w["Bjorn"]).hp
            tr.tap(db, game, "hp", {"warrior": w["Bjorn"], "delta": -2})
            tr.tap(db, game, "hp", {"warrior": w["Bjorn"], "delta": -(hp - 2)})
            tr.tap(db, game, "credit", {"warrior": w["Bjorn"], "by": c["Wolves"]})
        if rnd == 2:
            tr.tap(db, game, "remove", {"warrior": w["Thrall"], "by": c["Ravens"]})
        if rnd == 3:
            tr.tap(db, game, "vp", {"clan": c["Ravens"], "delta": 1})
            tr.tap(db, game, "vp", {"clan": c["Wolves"], "delta": 1})
            tr.tap(db, game, "encounter", {"clan": c["Ravens"], "delta": 1})
        activate_all(db, game)
        tr.tap(db, game, "next", {})  # End Phase
        if rnd < 3:
            tr.tap(db, game, "next", {})  # the next Round
    return tr.tap(db, game, "end", {})


TIME = re.compile(r"^\d{4}-\d\d-\d\d[ T]\d\d:\d\d")


def rows(path: Path | str) -> dict[str, list[tuple]]:
    """The campaign's rows without the tracker's own tables, times masked."""

    def mask(v: object) -> object:
        if isinstance(v, datetime) or (isinstance(v, str) and TIME.match(v)):
            return "<time>"
        return v

    return {
        t: sorted((tuple(mask(v) for v in r) for r in found), key=repr)
        for t, found in dump(path).items()
        if not t.startswith("game_tracker") and t != "audit_log"
    }


@pytest.fixture
def second_db_path(tmp_path, backend, request):
    if backend == "sqlite":
        path = tmp_path / "by-hand.sqlite"
        path.write_bytes(Path(request.getfixturevalue("template_db")).read_bytes())
        yield path
        return
    server = request.getfixturevalue("pg_server")
    url = server.migrated_database()
    yield url
    server.drop(url)


def test_a_tracked_game_records_the_same_rows_as_typing_it_in(db, db_path, second_db_path):
    camp = campaign_with_clans(db, "Winter", **CLANS)
    played = scripted_game(db, camp.id)
    sides = played.record_sides()
    night = game_night.record_and_run(
        db, camp.id, sides, "Ravens", DICE, ORDERS, played_on=DAY, tracker_id=played.id
    )
    game_night.run_sequence(db, night.game.id, "Wolves", WOLF_DICE, ORDERS)

    by_hand = Database(db_url(second_db_path))
    try:
        camp2 = campaign_with_clans(by_hand, "Winter", **CLANS)
        # PostgreSQL's sequences move in the dry run that checks a tracked game's sides:
        # start (and abandon) one here too, so both databases number their rows alike.
        tr.abandon(
            by_hand,
            tr.start_game(by_hand, camp2.id, [tr.TrackerSide("Ravens"), tr.TrackerSide("Wolves")]),
        )
        typed = [
            Side("Ravens", 1, 1, ["Snorre", "Bjorn"], ["Bjorn"]),
            Side("Wolves", 1, 0, ["Ulla", "Thrall"], ["Thrall"]),
        ]
        night2 = game_night.record_and_run(
            by_hand, camp2.id, typed, "Ravens", DICE, ORDERS, played_on=DAY
        )
        game_night.run_sequence(by_hand, night2.game.id, "Wolves", WOLF_DICE, ORDERS)
    finally:
        by_hand.close()
    assert rows(db_path) == rows(second_db_path)
    # The tracker now belongs to the game, and its log with it.
    kept = tr.tracker_for_game(db, night.game.id)
    assert kept is not None and kept.status == "recorded"
    assert kept.state.round == 3
    assert any(line.text == "Bjorn was taken out by Wolves" for line in kept.log)
    assert tr.games_in_progress(db) == []


def test_each_tap_is_saved_and_a_refused_one_changes_nothing(db, db_path):
    camp = campaign_with_clans(db, "Winter", **CLANS)
    game = tr.start_game(db, camp.id, [tr.TrackerSide("Ravens"), tr.TrackerSide("Wolves")])
    c = clan_ids(tr.tracker_view(db, game))
    tr.tap(db, game, "next", {})
    before = dump(db_path)
    with pytest.raises(ServiceError, match="ties are re-rolled"):
        tr.tap(db, game, "rolls", {"rolls": {c["Ravens"]: 4, c["Wolves"]: 4}})
    with pytest.raises(ServiceError, match="unknown tap"):
        tr.tap(db, game, "teleport", {})
    assert dump(db_path) == before
    view = tr.tap(db, game, "rolls", {"rolls": {c["Ravens"]: 4, c["Wolves"]: 3}})
    assert view.seq == 2 and view.log[-1].text == "Initiative: Ravens 4, Wolves 3"
    read = tr.tracker_view(db, game)  # what tap() answered is what a read gives
    assert (view.log, view.status, view.state.rolls) == (read.log, read.status, read.state.rolls)


def test_undo_takes_back_the_last_tap_and_it_can_be_made_again(db):
    camp = campaign_with_clans(db, "Winter", **CLANS)
    game = tr.start_game(db, camp.id, [tr.TrackerSide("Ravens"), tr.TrackerSide("Wolves")])
    w = ids(tr.tracker_view(db, game))
    tr.tap(db, game, "hp", {"warrior": w["Ulla"], "delta": -3})
    undone, view = tr.undo_tap(db, game)
    assert view.state.warrior(w["Ulla"]).hp == view.state.warrior(w["Ulla"]).hp_max
    assert tr.tracker_view(db, game).seq == 0
    again = tr.tap(db, game, undone.kind, undone.data)
    assert again.state.warrior(w["Ulla"]).hp == again.state.warrior(w["Ulla"]).hp_max - 3
    with pytest.raises(ServiceError, match="nothing has been tracked"):
        tr.undo_tap(db, game)
        tr.undo_tap(db, game)


def test_warriors_who_must_miss_the_game_cannot_be_fielded(db):
    camp = campaign_with_clans(db, "Winter", **CLANS)
    night = game_night.record_and_run(
        db,
        camp.id,
        [Side("Ravens", 0, 0, removed=["Bjorn"]), Side("Wolves")],
        "Ravens",
        post_game.InjuryDice({"Bjorn": [4, 2, 3]}),  # severe: misses the next game
        ORDERS,
    )
    game_night.run_sequence(db, night.game.id, "Wolves", orders=ORDERS)
    with pytest.raises(ServiceError, match="Bjorn must miss this game"):
        tr.start_game(
            db, camp.id, [tr.TrackerSide("Ravens", ["Snorre", "Bjorn"]), tr.TrackerSide("Wolves")]
        )
    game = tr.start_game(db, camp.id, [tr.TrackerSide("Ravens"), tr.TrackerSide("Wolves")])
    assert "Bjorn" not in ids(tr.tracker_view(db, game))


def test_recording_needs_the_game_ended_and_abandoning_keeps_it_out_of_progress(db):
    camp = campaign_with_clans(db, "Winter", **CLANS)
    game = tr.start_game(db, camp.id, [tr.TrackerSide("Ravens"), tr.TrackerSide("Wolves")])
    sides = tr.tracker_view(db, game).record_sides()
    with pytest.raises(ServiceError, match="end the tracked game"):
        game_night.record_and_run(db, camp.id, sides, tracker_id=game)
    assert [g.id for g in tr.games_in_progress(db, camp.id)] == [game]
    # What the window lists: the same summaries, found without the tracker's rules at first.
    assert in_progress.games_in_progress(db) == tr.games_in_progress(db) != []
    tr.abandon(db, game)
    assert tr.games_in_progress(db) == []
    assert in_progress.games_in_progress(db) == []
    with pytest.raises(ServiceError, match="abandoned"):
        tr.tap(db, game, "next", {})


TAPPER = textwrap.dedent(
    """
    import sys
    from warclan.services.ragnarok import tracker as tr
    from warclan.store.database import Database
    db = Database(sys.argv[1])
    game = int(sys.argv[2])
    view = tr.tracker_view(db, game)
    warrior = view.state.sides[0].warriors[0].id
    while True:
        view = tr.tap(db, game, "godspark", {"clan": view.state.sides[0].clan_id, "delta": 1})
        print(view.seq, flush=True)
    """
)


def test_a_killed_process_loses_no_saved_tap_and_the_game_resumes(db, db_path):
    camp = campaign_with_clans(db, "Winter", **CLANS)
    game = tr.start_game(db, camp.id, [tr.TrackerSide("Ravens"), tr.TrackerSide("Wolves")])
    c = clan_ids(tr.tracker_view(db, game))
    tr.tap(db, game, "next", {})
    tr.tap(db, game, "rolls", {"rolls": {c["Ravens"]: 6, c["Wolves"]: 1}})
    tr.tap(db, game, "first", {"clan": c["Ravens"]})  # mid-Round from here
    child = subprocess.Popen(
        [sys.executable, "-c", TAPPER, db_url(db_path), str(game)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[3])},
    )
    assert child.stdout is not None
    seen = 0
    for line in child.stdout:
        seen = int(line)
        if seen >= 20:
            break
    child.send_signal(signal.SIGKILL)
    child.wait()
    view = tr.tracker_view(db, game)
    assert view.seq >= seen  # every tap it said was saved is there
    assert view.state.side(c["Ravens"]).godspark == view.seq - 3
    assert view.state.phase.value == "activation" and view.state.turn == c["Ravens"]
    resumed = tr.tap(db, game, "done", {"warrior": view.state.side(c["Ravens"]).warriors[0].id})
    assert resumed.state.turn == c["Wolves"]
    assert [g.id for g in tr.games_in_progress(db)] == [game]


def test_no_game_at_the_table_is_found_without_the_trackers_service(db, db_path):
    # The window asks at every start; most databases have no game going.
    campaign_with_clans(db, "Winter", **CLANS)
    script = (
        "import sys\n"
        "from warclan.services.ragnarok import in_progress\n"
        "from warclan.store.database import Database\n"
        "db = Database(sys.argv[1])\n"
        "loaded = {'warclan.services.ragnarok.tracker', 'warclan.store.models.game_tracker'}\n"
        "print(in_progress.games_in_progress(db), bool(loaded & set(sys.modules)))\n"
        "db.close()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, db_url(db_path)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert done.stdout.split() == ["[]", "False"]


def test_the_light_view_of_the_tracker_table_names_its_columns():
    from warclan.store.models.game_tracker import TRACKER_STATUSES, GameTracker
    from warclan.store.queries import trackers

    assert trackers.TRACKERS.name == GameTracker.__tablename__
    assert set(trackers.TRACKERS.c.keys()) <= set(GameTracker.__table__.c.keys())
    assert set(trackers.IN_PROGRESS) < set(TRACKER_STATUSES)
