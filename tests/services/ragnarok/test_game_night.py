"""The wizards' services: a game and one clan's sequence as one unit, dry runs that leave
nothing, the pending-sequence list, the price list and the New War Clan dry run."""

from __future__ import annotations

import pytest
from dbsnapshot import dump

from tests.builders import campaign_with_clans
from warclan.rules.dice import DiceNeeded
from warclan.services.errors import ServiceError
from warclan.services.ragnarok import clans, game_night, pending, post_game, price_list
from warclan.services.ragnarok.games import Side

R = clans.Recruit


@pytest.fixture
def camp(db):
    return campaign_with_clans(
        db,
        "Winter of Wolves",
        Ravens=("Snorre", [("example.jarl", "Snorre"), ("example.berserker", "Bjorn")]),
        Wolves=("Ulla", [("example.jarl", "Ulla"), ("example.thrall", "Thrall")]),
    )


SIDES = [Side("Ravens", 2, 1, removed=["Bjorn"]), Side("Wolves", 1)]
DICE = post_game.InjuryDice({"Bjorn": [4, 2, 3]})  # severe: Crushed Leg, kit kept
ORDERS = post_game.Orders(raid_roll=7)


def test_dry_run_leaves_nothing_and_commit_matches_it(db, db_path, camp):
    before = dump(db_path)
    dry = game_night.record_and_run(db, camp.id, SIDES, "Ravens", DICE, ORDERS, dry_run=True)
    assert dump(db_path) == before
    assert dry.sequence is not None and dry.sequence.result.injuries[0].severe == "Crushed Leg"
    done = game_night.record_and_run(db, camp.id, SIDES, "Ravens", DICE, ORDERS)
    assert done.sequence is not None
    assert done.sequence.result.injuries == dry.sequence.result.injuries
    assert done.sequence.catch_up_reason.startswith("no catch-up bonus")
    assert [p.clan for p in pending.pending_sequences(db, camp.id)] == ["Wolves"]
    wolves = game_night.run_sequence(db, done.game.id, "Wolves", orders=ORDERS)
    assert wolves.result.scenario_glory == 20
    assert pending.pending_sequences(db, camp.id) == ()


def test_a_refused_sequence_records_no_game_either(db, db_path, camp):
    before = dump(db_path)
    with pytest.raises(DiceNeeded, match="another 2D6") as info:
        game_night.record_and_run(
            db, camp.id, SIDES, "Ravens", post_game.InjuryDice({"Bjorn": [4]})
        )
    assert info.value.kind == "2D6" and info.value.key is not None  # whose die, which die
    assert dump(db_path) == before


def test_game_only(db, camp):
    night = game_night.record_and_run(db, camp.id, SIDES)
    assert night.sequence is None
    assert [p.clan for p in pending.pending_sequences(db, camp.id)] == ["Ravens", "Wolves"]


def test_create_clan_dry_run_checks_and_saves_nothing(db, db_path, camp):
    before = dump(db_path)
    view = clans.create_clan(db, camp.id, "Asa", "Crows", [R("example.jarl")], dry_run=True)
    assert view.name == "Crows" and len(view.warriors) == 1 and view.creation_cost > 0
    assert dump(db_path) == before
    with pytest.raises(ServiceError, match="already has a War Clan"):
        clans.create_clan(db, camp.id, "Asa", "ravens", [R("example.jarl")], dry_run=True)


def test_price_list_has_every_catalogue(db, camp):
    prices = price_list.price_list(db, camp.id)
    assert prices.profiles and prices.items and prices.powers
    assert set(prices.improvement) >= {"sp", "df"}
