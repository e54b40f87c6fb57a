"""Edge cases of the post-game sequence and its inputs: a clan nobody can field, names made
of digits, dice given twice, repeatable rolled dice, plausible numbers, foreign database
files."""

from __future__ import annotations

import sqlite3
from datetime import datetime

import pytest
from dbsnapshot import dump

from tests.builders import campaign_with_clans
from warclan.rules.dice import DiceNeeded
from warclan.services.errors import NotFound, ServiceError
from warclan.services.ragnarok import campaigns, clans, game_reports, games, history, post_game
from warclan.store.database import Database
from warclan.store.errors import StorageError
from warclan.store.models.ragnarok_rules import CatalogOverride

R = clans.Recruit
Side = games.Side
Dice = post_game.InjuryDice
Orders = post_game.Orders


@pytest.fixture
def camp(db):
    return campaign_with_clans(
        db,
        "Saga",
        Ravens=(
            "A",
            [("example.jarl", "Jarl"), ("example.thrall", "3"), ("example.thrall", "Tom")],
        ),
        Wolves=("B", [("example.jarl", "Ulla")]),
    )


def test_a_clan_with_nobody_able_to_play_sits_the_next_game_out(db, camp):
    g = games.record_game(
        db, camp.id, [Side("Ravens", removed=["Jarl", "3", "Tom"]), Side("Wolves")]
    )
    post_game.run_post_game(
        db, g.id, "Ravens", Dice({"Jarl": [6], "3": [7], "Tom": [6]}), Orders(raid_roll=5)
    )
    post_game.run_post_game(db, g.id, "Wolves", orders=Orders(raid_roll=5))
    with pytest.raises(ServiceError, match="Jarl must miss this game"):
        games.record_game(db, camp.id, [Side("Ravens", fielded=["Jarl"])])
    sat_out = games.record_game(db, camp.id, [Side("Ravens"), Side("Wolves")])
    assert sat_out.sides[0].fielded == ()
    result = post_game.run_post_game(
        db, sat_out.id, "Ravens", orders=Orders(recruits=[R("example.thrall", "Hild")])
    )
    assert result.raid is None and result.injuries == ()
    assert clans.show_clan(db, "Ravens").must_miss_next_game == ()  # all back for the next one


def test_some_able_warriors_must_be_fielded(db, camp):
    with pytest.raises(ServiceError, match="must field at least one warrior"):
        games.record_game(db, camp.id, [Side("Ravens", fielded=[])])


def test_a_warrior_called_3_is_found_by_name_and_the_right_one_loses_equipment(db, camp):
    g = games.record_game(db, camp.id, [Side("Ravens"), Side("Wolves")])
    # Warrior ids: Jarl 1, "3" 2, Tom 3, Ulla 4. "3" must mean the warrior called 3.
    post_game.run_post_game(
        db,
        g.id,
        "Ravens",
        orders=Orders(
            raid_roll=5,
            items=[post_game.BuyItem("Tom", "shield"), post_game.BuyItem("3", "heavy_armour")],
        ),
    )
    post_game.run_post_game(db, g.id, "Wolves", orders=Orders(raid_roll=5))
    g = games.record_game(db, camp.id, [Side("Ravens", removed=["3"]), Side("Wolves")])
    r = post_game.run_post_game(db, g.id, "Ravens", Dice({"3": [2]}), Orders(raid_roll=5))
    assert r.injuries[0].warrior == "3" and r.lost_items == ("3: Heavy Armour",)
    tom = next(w for w in clans.show_clan(db, "Ravens").warriors if w.name == "Tom")
    assert [i.name for i in tom.items] == ["Shield"]


def test_names_win_over_ids_but_ids_still_work(db, camp):
    assert clans.show_clan(db, "1").name == "Ravens"  # no clan is called "1": id 1
    campaigns.create_campaign(db, "2")  # id 2, called "2"
    assert campaigns.campaign_overview(db, "2").name == "2"
    for ref in ("²", "99999999999999999999999"):
        with pytest.raises(NotFound):
            clans.show_clan(db, ref)


def test_dice_for_one_warrior_given_twice_are_refused(db, camp, db_path):
    g = games.record_game(db, camp.id, [Side("Ravens", removed=["Tom"])])
    for entered in ({"Tom": [3], "tom": [9]}, {"Tom": [3], " TOM ": [9]}):
        with pytest.raises(ServiceError, match="dice for Tom are entered twice"):
            post_game.run_post_game(db, g.id, "Ravens", Dice(entered), Orders(raid_roll=5))


def test_a_dry_run_with_rolled_dice_reports_a_seed_that_repeats_them(db, camp):
    g = games.record_game(db, camp.id, [Side("Ravens", removed=["Jarl", "Tom"])])
    preview = post_game.run_post_game(db, g.id, "Ravens", Dice({}, roll_missing=True), dry_run=True)
    assert preview.seed is not None
    real = post_game.run_post_game(
        db, g.id, "Ravens", Dice({}, roll_missing=True, seed=preview.seed)
    )
    assert [d.value for d in real.dice] == [d.value for d in preview.dice]
    assert real.seed == preview.seed


def test_the_seed_of_rolled_dice_is_kept_with_the_sequence_and_shown_in_the_history(db, camp):
    g = games.record_game(db, camp.id, [Side("Ravens", removed=["Jarl", "Tom"])])
    dice = Dice({"Jarl": [7]}, roll_missing=True, seed=4242, roll_warriors=["Tom"])
    post_game.run_post_game(db, g.id, "Ravens", dice, Orders(raid_roll=5))
    lines = {
        (d.purpose.split("'")[0], d.origin, d.seed) for d in history.clan_history(db, "Ravens").dice
    }
    assert lines == {
        ("Jarl", "entered", None),
        ("Tom", "rolled", 4242),
        ("the raid", "entered", None),
    }
    story = game_reports.show_game(db, g.number, camp.id)
    assert story.sides[0].sequence is not None and story.sides[0].sequence.seed == 4242
    # Every die entered: no seed is kept, even though one was given.
    g2 = games.record_game(db, camp.id, [Side("Ravens", fielded=["3"], removed=["3"])])
    entered = Dice({"3": [7]}, roll_missing=True, seed=99, roll_warriors=[])
    post_game.run_post_game(db, g2.id, "Ravens", entered, Orders(raid_roll=5))
    story = game_reports.show_game(db, g2.number, camp.id)
    assert story.sides[0].sequence is not None and story.sides[0].sequence.seed is None


def test_rolling_can_be_limited_to_named_warriors_and_left_off_for_the_raid(db, camp, db_path):
    g = games.record_game(db, camp.id, [Side("Ravens", removed=["Jarl", "Tom"])])
    only_tom = Dice({}, roll_missing=True, seed=7, roll_warriors=["tom"], roll_raid=False)
    with pytest.raises(DiceNeeded, match="Jarl"):
        post_game.run_post_game(db, g.id, "Ravens", only_tom, Orders(raid_roll=5))
    both = Dice({"Jarl": [7]}, roll_missing=True, seed=7, roll_warriors=["tom"], roll_raid=False)
    with pytest.raises(ServiceError, match=r"a raid roll .* is needed"):
        post_game.run_post_game(db, g.id, "Ravens", both)
    before = dump(db_path)
    result = post_game.run_post_game(db, g.id, "Ravens", both, Orders(raid_roll=5), dry_run=True)
    assert dump(db_path) == before
    origins = {(d.purpose.split("'")[0], d.origin) for d in result.dice}
    assert origins == {("Jarl", "entered"), ("Tom", "rolled"), ("the raid", "entered")}


def test_plan_uses_the_campaign_prices(db, camp):
    with db.session() as session:
        session.add(
            CatalogOverride(
                campaign_id=camp.id,
                catalog="model_profiles",
                entry_key="example.jarl",
                data={
                    "key": "example.jarl",
                    "name": "Example Jarl",
                    "faction": "Example Clan",
                    "ap": 2,
                    "hp": 20,
                    "sp": 5,
                    "ma": 5,
                    "ra": 3,
                    "df": 4,
                    "rs": 4,
                    "dr": 5,
                    "mn": 3,
                    "cost": 700,
                },
                note="",
                created_at=datetime(2026, 1, 1),
            )
        )
    plan = clans.plan_clan(db, [R("example.jarl"), R("example.jarl")], camp.id)
    assert (plan.cost, plan.left) == (1400, -600)
    assert clans.plan_clan(db, [R("example.jarl")]).cost == 200  # shipped price
    with pytest.raises(NotFound):
        clans.plan_clan(db, [R("example.jarl")], "Nowhere")


@pytest.mark.parametrize(
    ("side", "message"),
    [
        (Side("Ravens", 1001), "1001 Victory Points in one game"),
        (Side("Ravens", 0, 5000), "5000 kills in one game"),
    ],
)
def test_implausible_numbers_are_refused(db, camp, side, message):
    with pytest.raises(ServiceError, match=message):
        games.record_game(db, camp.id, [side])


def test_overlong_scenario_is_refused_not_cut(db, camp):
    with pytest.raises(ServiceError, match="scenario name is 121 characters"):
        games.record_game(db, camp.id, [Side("Ravens")], scenario="x" * 121)


def test_another_programs_sqlite_file_is_refused_untouched(tmp_path):
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE foo (x)")
    conn.execute("INSERT INTO foo VALUES (1)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(StorageError, match="is not a warclan database"):
        Database(f"sqlite:///{path}")
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.sqlite"]
