from __future__ import annotations

import sqlite3

import pytest
from dbsnapshot import dump, game_data

from tests.builders import campaign_with_clans
from warclan.errors import UserError
from warclan.services.errors import ServiceError
from warclan.services.ragnarok import campaigns, clans, games, post_game

R = clans.Recruit
Side = games.Side
Dice = post_game.InjuryDice
RAID = post_game.Orders(raid_roll=2)  # "Picked Clean": no finds, where a test does not care


@pytest.fixture
def camp(db):
    return campaign_with_clans(
        db,
        "Winter of Wolves",
        Ravens=(
            "Snorre",
            [
                ("example.jarl", "Snorre"),
                ("example.huscarl", "Ulf"),
                ("example.berserker", "Bjorn"),
            ],
        ),
        Wolves=(
            "Ulla",
            [("example.jarl", "Ulla"), ("example.thrall", "Thrall"), ("example.archer", "Asa")],
        ),
    )


def play(db, camp, ravens=(0, 0, ()), wolves=(0, 0, ()), dice_r=None, dice_w=None):
    game = games.record_game(
        db,
        camp.id,
        [
            Side("Ravens", ravens[0], ravens[1], removed=ravens[2]),
            Side("Wolves", wolves[0], wolves[1], removed=wolves[2]),
        ],
    )
    r = post_game.run_post_game(db, game.id, "Ravens", Dice(dice_r or {}), RAID)
    w = post_game.run_post_game(db, game.id, "Wolves", Dice(dice_w or {}), RAID)
    return game, r, w


def warrior(db, clan, name):
    return next(w for w in clans.show_clan(db, clan).warriors if w.name == name)


def test_record_glory_20_per_vp_10_per_kill_and_rank(db, camp):
    _, r, w = play(db, camp, ravens=(2, 1, ()), wolves=(1, 0, ()))
    assert (r.scenario_glory, r.catch_up_bonus, r.glory_collected, r.rank_after) == (50, 0, 50, 1)
    assert (w.scenario_glory, w.glory_collected, w.rank_after) == (20, 20, 0)
    view = clans.show_clan(db, "Ravens")
    assert view.unspent_glory == 800 - view.creation_cost + 50
    overview = campaigns.campaign_overview(db, camp.id)
    assert {c.name: c.rank for c in overview.clans} == {"Ravens": 1, "Wolves": 0}
    assert overview.base_rank == 0


def test_vigdis_catch_up_example(db, camp):
    # Snorre's Ravens reach Rank 5 (250 Glory) and the Wolves Rank 3 (150): base rank 3.
    play(db, camp, ravens=(12, 1, ()), wolves=(7, 1, ()))
    overview = campaigns.campaign_overview(db, camp.id)
    assert {c.name: c.rank for c in overview.clans} == {"Ravens": 5, "Wolves": 3}
    vig = clans.create_clan(
        db, camp.id, "Vigdis", "Shieldwall", [R("example.shieldmaiden", "Vigdis")]
    )
    assert vig.joined_base_rank == 3 and vig.catch_up_active
    game = games.record_game(db, camp.id, [Side("Shieldwall", 1, 0), Side("Ravens", 0, 0)])
    result = post_game.run_post_game(db, game.id, "Shieldwall", orders=RAID)
    # 20 scenario Glory plus 10 per rank between her 0 and Snorre's 5.
    assert (result.scenario_glory, result.catch_up_bonus, result.glory_collected) == (20, 50, 70)
    assert result.rank_after == 1


def test_catch_up_stops_once_the_recorded_rank_is_reached(db, camp):
    play(db, camp, ravens=(12, 1, ()), wolves=(7, 1, ()))  # ranks 5 and 3
    clans.create_clan(db, camp.id, "Vigdis", "Shieldwall", [R("example.shieldmaiden", "Vigdis")])
    game = games.record_game(db, camp.id, [Side("Shieldwall", 7, 0), Side("Ravens", 0, 0)])
    first = post_game.run_post_game(db, game.id, "Shieldwall", orders=RAID)
    assert first.catch_up_bonus == 50 and first.rank_after == 3  # 140 + 50 = 190
    post_game.run_post_game(db, game.id, "Ravens", orders=RAID)
    game = games.record_game(db, camp.id, [Side("Shieldwall", 0, 0), Side("Ravens", 0, 0)])
    assert post_game.run_post_game(db, game.id, "Shieldwall", orders=RAID).catch_up_bonus == 0
    assert not clans.show_clan(db, "Shieldwall").catch_up_active


def test_founding_clans_get_no_catch_up(db, camp):
    play(db, camp, ravens=(5, 0, ()), wolves=(0, 0, ()))
    _, _, w = play(db, camp, ravens=(0, 0, ()), wolves=(0, 0, ()))
    assert w.catch_up_bonus == 0  # Wolves joined at base rank 0


def test_injury_misses_exactly_the_next_game(db, camp):
    play(db, camp, ravens=(1, 0, ("Bjorn",)), dice_r={"Bjorn": [6]})
    bjorn = warrior(db, "Ravens", "Bjorn")
    assert bjorn.misses_next_game and bjorn.status == "misses_next_game" and bjorn.in_clan
    assert clans.show_clan(db, "Ravens").must_miss_next_game == ("Bjorn",)
    with pytest.raises(ServiceError, match="Bjorn must miss this game"):
        games.record_game(db, camp.id, [Side("Ravens", fielded=["Bjorn"]), Side("Wolves")])
    game = games.record_game(db, camp.id, [Side("Ravens"), Side("Wolves")])
    assert "Bjorn" not in game.sides[0].fielded  # default: every warrior who can play
    post_game.run_post_game(db, game.id, "Ravens", orders=RAID)
    assert not warrior(db, "Ravens", "Bjorn").misses_next_game  # available again


def test_severe_injury_penalty_is_derived_and_undo_restores(db, camp, db_path):
    play(db, camp)
    before = game_data(db_path)
    _, r, _ = play(db, camp, ravens=(1, 0, ("Bjorn",)), dice_r={"Bjorn": [5, 7, 1]})
    injury = r.injuries[0]
    assert (injury.result, injury.severe, injury.penalty) == (
        "severely_wounded",
        "Weakened Core",
        "-1 RS",
    )
    assert injury.equipment_roll == 1 and injury.loses_equipment
    bjorn = warrior(db, "Ravens", "Bjorn")
    assert bjorn.current_stats["rs"] == bjorn.base_stats["rs"] - 1
    assert bjorn.penalties == {"rs": -1}
    assert [d.value for d in r.dice] == [5, 7, 1, 2]  # injury dice, then the raid
    assert {d.origin for d in r.dice} == {"entered"}
    games.undo_latest_game(db, "Wolves")
    undone = games.undo_latest_game(db, "Ravens")
    assert undone.game_deleted and undone.sequence_undone
    assert game_data(db_path) == before


def test_dead_warrior_cannot_be_fielded(db, camp):
    _, r, _ = play(db, camp, ravens=(0, 0, ("Ulf",)), dice_r={"Ulf": [2]})
    assert r.injuries[0].dies and r.injuries[0].loses_equipment
    ulf = warrior(db, "Ravens", "Ulf")
    assert ulf.status == "dead" and not ulf.misses_next_game
    with pytest.raises(ServiceError, match="Ulf is dead"):
        games.record_game(db, camp.id, [Side("Ravens", fielded=["Ulf"])])


def test_spinal_injuries_remove_a_warrior_when_df_drops_below_zero(db, camp):
    # Bjorn (DF 2) takes three Spinal Injuries: DF 1, 0, then -1 → removed, not dead.
    for expected_df in (1, 0):
        play(db, camp, ravens=(0, 0, ("Bjorn",)), dice_r={"Bjorn": [4, 6, 3]})
        assert warrior(db, "Ravens", "Bjorn").current_stats["df"] == expected_df
        play(db, camp)  # sits out the next game
    _, r, _ = play(db, camp, ravens=(0, 0, ("Bjorn",)), dice_r={"Bjorn": [4, 6]})
    assert r.injuries[0].removed and not r.injuries[0].dies
    assert r.injuries[0].equipment_roll is None
    assert warrior(db, "Ravens", "Bjorn").status == "removed"


def test_presumed_dead_counts_for_the_raid(db, camp):
    _, r, _ = play(db, camp, ravens=(0, 0, ("Ulf", "Bjorn")), dice_r={"Ulf": [7], "Bjorn": [9]})
    assert r.raid_survivors == ("Snorre", "Ulf")


@pytest.mark.sqlite_only("reads the stored dice with sqlite3")
def test_rolled_dice_are_reproducible_and_stored(db, camp):
    game = games.record_game(
        db, camp.id, [Side("Ravens", removed=["Ulf", "Bjorn"]), Side("Wolves")]
    )
    first = post_game.run_post_game(db, game.id, "Ravens", Dice({}, roll_missing=True, seed=7))
    games.undo_latest_game(db, "Ravens")
    game = games.record_game(db, camp.id, [Side("Ravens", removed=["Ulf", "Bjorn"])])
    again = post_game.run_post_game(db, game.id, "Ravens", Dice({}, roll_missing=True, seed=7))
    assert [d.value for d in first.dice] == [d.value for d in again.dice]
    assert {d.origin for d in first.dice} == {"rolled"}
    conn = sqlite3.connect(db.url.removeprefix("sqlite:///"))
    stored = conn.execute(
        "SELECT value, origin FROM dice_roll WHERE event_id = ? ORDER BY position",
        (again.event_id,),
    ).fetchall()
    conn.close()
    assert stored == [(d.value, "rolled") for d in again.dice]


def test_entered_and_rolled_dice_mix(db, camp):
    game = games.record_game(db, camp.id, [Side("Ravens", removed=["Bjorn"])])
    result = post_game.run_post_game(
        db, game.id, "Ravens", Dice({"Bjorn": [4]}, roll_missing=True, seed=1)
    )
    assert result.dice[0].origin == "entered" and result.dice[0].value == 4
    assert [(d.purpose, d.origin) for d in result.dice[1:]] == [
        ("Bjorn's severe injury", "rolled"),
        ("Bjorn's equipment", "rolled"),
        ("the raid", "rolled"),
    ]


@pytest.mark.parametrize(
    ("sides", "message"),
    [
        ([Side("Ravens", -1)], "Victory Points cannot be negative"),
        ([Side("Ravens", 0, -2)], "encounter kills cannot be negative"),
        ([Side("Ravens", removed=["Nobody"])], "Ravens has no warrior 'Nobody'"),
        (
            [Side("Ravens", fielded=["Snorre"], removed=["Ulf"])],
            "Ulf was removed from play but not fielded",
        ),
        ([Side("Ravens"), Side("ravens")], "listed twice"),
        ([Side("Nobody")], "no War Clan 'Nobody'"),
        ([], "at least one War Clan"),
    ],
)
def test_bad_games_change_nothing(db, camp, db_path, sides, message):
    before = dump(db_path)
    with pytest.raises(ServiceError, match=message):
        games.record_game(db, camp.id, sides)
    assert dump(db_path) == before


@pytest.mark.parametrize(
    ("dice", "message"),
    [
        (Dice({"Bjorn": [13]}), "2D6 roll for Bjorn's injury must be 2–12, not 13"),
        (Dice({"Bjorn": [1]}), "must be 2–12, not 1"),
        (Dice({"Bjorn": [4, 6, 7]}), r"1D6 roll for Bjorn's equipment must be 1–6, not 7"),
        (Dice({"Bjorn": [4, 6]}), r"another 1D6 roll is needed for Bjorn's equipment \(enter it"),
        (Dice({}), "another 2D6 roll is needed for Bjorn's injury"),
        (Dice({"Bjorn": [9], "Ulf": [8]}), "Ulf was not removed from play"),
        (Dice({"Bjorn": [9], "Nobody": [8]}), "Ravens has no warrior 'Nobody'"),
    ],
)
def test_bad_dice_change_nothing(db, camp, db_path, dice, message):
    game = games.record_game(db, camp.id, [Side("Ravens", removed=["Bjorn"])])
    before = dump(db_path)
    with pytest.raises(UserError, match=message):
        post_game.run_post_game(db, game.id, "Ravens", dice, RAID)
    assert dump(db_path) == before


def test_a_die_too_many_is_reported_and_ignored(db, camp):
    """Issue 12 item 13: a die that turns out not to be needed no longer refuses the
    whole sequence."""
    game = games.record_game(db, camp.id, [Side("Ravens", removed=["Bjorn"])])
    done = post_game.run_post_game(db, game.id, "Ravens", Dice({"Bjorn": [9, 3]}), RAID)
    assert [i.result for i in done.injuries] == ["recovers"]
    assert done.unused_dice == ("Bjorn: 3 (more dice than the rolls made)",)
    assert [d.value for d in done.dice][:1] == [9]


def test_sequence_rules(db, camp):
    game = games.record_game(db, camp.id, [Side("Ravens"), Side("Wolves")])
    with pytest.raises(ServiceError, match="has not run the post-game sequence of game"):
        games.record_game(db, camp.id, [Side("Ravens")])
    post_game.run_post_game(db, game.id, "Ravens", orders=RAID)
    with pytest.raises(ServiceError, match="already run the post-game sequence"):
        post_game.run_post_game(db, game.id, "Ravens", orders=RAID)
    later = games.record_game(db, camp.id, [Side("Ravens")])
    post_game.run_post_game(db, game.id, "Wolves", orders=RAID)
    post_game.run_post_game(db, later.id, "Ravens", orders=RAID)
    solo = games.record_game(db, camp.id, [Side("Wolves")])
    with pytest.raises(ServiceError, match="did not play game"):
        post_game.run_post_game(db, solo.id, "Ravens", orders=RAID)


def test_undo_without_games(db, camp):
    with pytest.raises(ServiceError, match="no recorded game to undo"):
        games.undo_latest_game(db, "Ravens")


def test_undo_of_a_game_whose_sequence_is_pending(db, camp, db_path):
    before = game_data(db_path)
    games.record_game(db, camp.id, [Side("Ravens", 3)])
    undone = games.undo_latest_game(db, "Ravens")
    assert not undone.sequence_undone and undone.game_deleted
    assert game_data(db_path) == before
