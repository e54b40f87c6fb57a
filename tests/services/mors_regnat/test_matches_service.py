"""The Mors Regnat match log: record, list, delete, and each warband's record."""

from __future__ import annotations

from dataclasses import asdict
from datetime import date

import pytest
from dbsnapshot import dump

from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.errors import NotFound, ServiceError
from warclan.services.mors_regnat import matches, warbands, warriors
from warclan.services.mors_regnat.matches import MatchEntry as E


def refused(db_path, call, *args, **kwargs) -> str:
    before = dump(db_path)
    with pytest.raises(ServiceError) as info:
        call(*args, **kwargs)
    assert dump(db_path) == before
    return str(info.value)


@pytest.fixture
def bands(db):
    for name in ("Ash Wolves", "Bone Crows", "Cinder Rats"):
        warbands.create_warband(db, name)
        warriors.add_warrior(db, name, WarriorBuild("Leader", attack_points=12))
    return db


def record(db, name: str) -> tuple[int, int, int, int]:
    r = matches.warband_record(db, name).record
    return r.played, r.won, r.lost, r.drawn


def test_record_a_win(bands):
    view = matches.record_match(
        bands,
        [E("Ash Wolves", 1), E("bone crows", 3)],
        winner="ash wolves",
        played_on=date(2026, 3, 1),
        notes="  Fog on the moor  ",
    )
    assert (view.played_on, view.draw, view.winner, view.notes) == (
        date(2026, 3, 1),
        False,
        "Ash Wolves",
        "Fog on the moor",
    )
    assert [asdict(s) for s in view.sides] == [
        {"warband_id": 1, "warband": "Ash Wolves", "casualties": 1, "result": "won"},
        {"warband_id": 2, "warband": "Bone Crows", "casualties": 3, "result": "lost"},
    ]
    assert record(bands, "Ash Wolves") == (1, 1, 0, 0)
    assert record(bands, "Bone Crows") == (1, 0, 1, 0)
    assert record(bands, "Cinder Rats") == (0, 0, 0, 0)


def test_record_a_draw_and_a_three_way_match(bands):
    before = date.today()
    draw = matches.record_match(bands, [E("Ash Wolves", 2), E("Bone Crows", 2)], draw=True)
    after = date.today()  # the two differ only across midnight
    assert (draw.draw, draw.winner) == (True, None)
    assert [s.result for s in draw.sides] == ["drawn", "drawn"]
    assert draw.played_on in (before, after)
    three = matches.record_match(
        bands, [E("Ash Wolves"), E("Bone Crows"), E("Cinder Rats")], winner="Cinder Rats"
    )
    assert [s.result for s in three.sides] == ["lost", "lost", "won"]
    assert record(bands, "Ash Wolves") == (2, 0, 1, 1)
    assert record(bands, "Bone Crows") == (2, 0, 1, 1)
    assert record(bands, "Cinder Rats") == (1, 1, 0, 0)
    shown = warbands.show_warband(bands, "Ash Wolves").record
    assert asdict(shown) == {"played": 2, "won": 0, "lost": 1, "drawn": 1}
    listed = {s.name: asdict(s.record) for s in warbands.list_warbands(bands)}
    assert listed["Cinder Rats"] == {"played": 1, "won": 1, "lost": 0, "drawn": 0}


def test_list_in_date_order_and_by_warband(bands):
    late = matches.record_match(
        bands, [E("Ash Wolves"), E("Bone Crows")], draw=True, played_on=date(2026, 5, 1)
    )
    early = matches.record_match(
        bands, [E("Cinder Rats"), E("Bone Crows")], winner="Cinder Rats", played_on=date(2026, 1, 1)
    )
    assert [m.id for m in matches.list_matches(bands)] == [early.id, late.id]
    assert [m.id for m in matches.list_matches(bands, "Ash Wolves")] == [late.id]
    assert [m.id for m in matches.list_matches(bands, "Bone Crows")] == [early.id, late.id]
    assert matches.show_match(bands, str(early.id)) == early
    with pytest.raises(NotFound, match="no warband 'Nobody'"):
        matches.list_matches(bands, "Nobody")


def test_delete_a_match(bands, db_path):
    before = date.today()
    first = matches.record_match(bands, [E("Ash Wolves"), E("Bone Crows")], winner="Bone Crows")
    after = date.today()  # the two differ only across midnight
    matches.record_match(bands, [E("Ash Wolves"), E("Bone Crows")], draw=True)
    gone = matches.delete_match(bands, first.id)
    assert (gone.kind, gone.id, gone.name) == ("match", first.id, "Ash Wolves vs Bone Crows")
    assert first.played_on in (before, after)
    assert gone.detail == f"played on {first.played_on.isoformat()}"
    assert record(bands, "Bone Crows") == (1, 0, 0, 1)
    assert len(dump(db_path)["mr_match_side"]) == 2  # the sides went with it
    assert "no match '99'" in refused(db_path, matches.delete_match, bands, "99")
    assert "no match 'x'" in refused(db_path, matches.delete_match, bands, "x")


def test_deleting_a_warband_keeps_its_matches_under_its_name(bands, db_path):
    matches.record_match(bands, [E("Ash Wolves", 1), E("Bone Crows", 2)], winner="Ash Wolves")
    matches.record_match(bands, [E("Ash Wolves"), E("Cinder Rats")], draw=True)
    gone = warbands.delete_warband(bands, "Ash Wolves")
    assert gone.detail == "1 warrior deleted; 2 matches kept in the log under its name"
    logged = matches.list_matches(bands)
    assert [(s.warband_id, s.warband, s.result) for s in logged[0].sides] == [
        (None, "Ash Wolves", "won"),
        (2, "Bone Crows", "lost"),
    ]
    assert logged[0].winner == "Ash Wolves"
    # the other warbands' records are untouched
    assert record(bands, "Bone Crows") == (1, 0, 1, 0)
    assert record(bands, "Cinder Rats") == (1, 0, 0, 1)
    # a new warband of the same name starts with a clean record
    warbands.create_warband(bands, "Ash Wolves")
    assert record(bands, "Ash Wolves") == (0, 0, 0, 0)
    assert matches.list_matches(bands, "Ash Wolves") == []


def test_a_renamed_warband_shows_its_new_name_in_the_log(bands):
    matches.record_match(bands, [E("Ash Wolves"), E("Bone Crows")], winner="Ash Wolves")
    warbands.rename_warband(bands, "Ash Wolves", "Grey Wolves")
    (match,) = matches.list_matches(bands)
    assert match.winner == "Grey Wolves"
    assert match.sides[0].warband == "Grey Wolves"


@pytest.mark.parametrize(
    ("entries", "options", "message"),
    [
        ([E("Ash Wolves")], {"winner": "Ash Wolves"}, "a match needs at least two warbands"),
        ([], {"draw": True}, "a match needs at least two warbands"),
        (
            [E("Ash Wolves"), E("ash wolves")],
            {"draw": True},
            "Ash Wolves is listed twice in the match",
        ),
        (
            [E("Ash Wolves"), E("Bone Crows")],
            {"winner": "Cinder Rats"},
            "the winner 'Cinder Rats' did not play in this match",
        ),
        (
            [E("Ash Wolves"), E("Bone Crows")],
            {"winner": "Ash Wolves", "draw": True},
            "a match has a winner or is a draw, not both",
        ),
        ([E("Ash Wolves"), E("Bone Crows")], {}, "say who won, or that the match was a draw"),
        (
            [E("Ash Wolves", -1), E("Bone Crows")],
            {"draw": True},
            "Ash Wolves: casualties must be between 0 and 999, not -1",
        ),
        (
            [E("Ash Wolves"), E("Bone Crows", 1000)],
            {"draw": True},
            "Bone Crows: casualties must be between 0 and 999, not 1000",
        ),
        ([E("Ash Wolves"), E("Nobody")], {"draw": True}, "no warband 'Nobody'"),
        (
            [E("Ash Wolves"), E("Bone Crows")],
            {"draw": True, "notes": "x" * 10_001},
            "the notes are 10,001 characters; at most 10,000",
        ),
        ([E("Ash Wolves"), E("Bone Crows")], {"winner": "Nobody"}, "no warband 'Nobody'"),
    ],
)
def test_bad_matches_change_nothing(bands, db_path, entries, options, message):
    assert message in refused(db_path, matches.record_match, bands, entries, **options)


def test_record_of_an_unknown_warband(bands, db_path):
    assert "no warband" in refused(db_path, matches.warband_record, bands, "Nobody")
