"""A Mors Regnat match tracked at the table: taps saved, refusals change nothing, and the
last tap writes the match log's entry (with each warband's casualties); undoing it takes
the entry back out."""

from __future__ import annotations

import pytest
from dbsnapshot import dump

from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.errors import ServiceError
from warclan.services.mors_regnat import matches, warbands, warriors
from warclan.services.mors_regnat import tracker as mt


@pytest.fixture
def bands(db):
    for name, fighters in (("Ash Wolves", ("Ari", "Bo")), ("Bone Crows", ("Cy",))):
        warbands.create_warband(db, name)
        for fighter in fighters:
            warriors.add_warrior(db, name, WarriorBuild(fighter, attack_points=12))
    return db


def test_a_tracked_match_fills_the_match_log(bands, db_path):
    db = bands
    game = mt.start_match(db, ["Ash Wolves", "Bone Crows"])
    view = mt.match_view(db, game)
    ids = {w.name: w.id for s in view.state.sides for w in s.warriors}
    bands_ = {s.warband: s.warband_id for s in view.state.sides}
    mt.tap(
        db, game, "rolls", {"rolls": {str(bands_["Ash Wolves"]): 7, str(bands_["Bone Crows"]): 2}}
    )
    mt.tap(db, game, "act", {"warrior": ids["Ari"]})
    cy = view.state.warrior(ids["Cy"])
    before = dump(db_path)
    with pytest.raises(ServiceError, match="it is Bone Crows' turn"):
        mt.tap(db, game, "act", {"warrior": ids["Bo"]})
    assert dump(db_path) == before
    mt.tap(db, game, "wounds", {"warrior": ids["Cy"], "delta": -cy.wounds})
    ended = mt.tap(db, game, "end", {"winner": bands_["Ash Wolves"]})
    read = mt.match_view(db, game)  # what tap() answered is what a read gives
    assert (ended.log, ended.status, ended.state.winner) == (
        read.log,
        read.status,
        read.state.winner,
    )
    assert ended.status == "ended" and matches.list_matches(db) == []
    # Ctrl+Z on the end: the match goes on; ended again, it goes into the log.
    _, back = mt.undo_tap(db, game, ended.seq)
    assert back.status == "playing"
    mt.tap(db, game, "end", {"winner": bands_["Ash Wolves"]})
    recorded = mt.record(db, game)
    assert recorded.status == "recorded" and recorded.match_id is not None
    logged = matches.show_match(db, recorded.match_id)
    assert [(s.warband, s.casualties, s.result) for s in logged.sides] == [
        ("Ash Wolves", 0, "won"),
        ("Bone Crows", 1, "lost"),
    ]
    assert logged.notes == "Tracked at the table: 1 turn."
    assert matches.warband_record(db, "Ash Wolves").record.won == 1
    assert mt.matches_in_progress(db) == []
    with pytest.raises(ServiceError, match="this match is recorded"):
        mt.record(db, game)
