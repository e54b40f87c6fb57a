"""Post-game steps 3–6 with exact dice and prices, the whole sequence as one unit, and
undo restoring everything. Prices are the shipped house-rule defaults
(resources/rules/glory_prices.json and items.json)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dbsnapshot import dump, game_data

from tests.builders import campaign_with_clans
from warclan.services.errors import ServiceError
from warclan.services.ragnarok import campaigns, clans, games, post_game
from warclan.store.models.ragnarok_rules import CatalogOverride

R = clans.Recruit
Side = games.Side
Dice = post_game.InjuryDice
Orders = post_game.Orders
Improve, Grant, Buy = post_game.Improve, post_game.GrantPower, post_game.BuyItem


@pytest.fixture
def camp(db):
    return campaign_with_clans(
        db,
        "Saga",
        Ravens=(  # 520 Glory: 280 unspent
            "Snorre",
            [
                ("example.jarl", "Snorre"),
                ("example.huscarl", "Ulf"),
                ("example.berserker", "Bjorn"),
                ("example.archer", "Asa"),
            ],
        ),
        Wolves=("Ulla", [("example.jarl", "Ulla"), ("example.thrall", "Thrall")]),  # 560 left
    )


def game(db, camp, ravens_removed=(), wolves_removed=(), vp=(0, 0)):
    return games.record_game(
        db,
        camp.id,
        [
            Side("Ravens", vp[0], 0, removed=list(ravens_removed)),
            Side("Wolves", vp[1], 0, removed=list(wolves_removed)),
        ],
    )


def warrior(db, clan, name):
    return next(w for w in clans.show_clan(db, clan).warriors if w.name == name)


# --- Raid ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("roll", "result", "glory", "finds"),
    [
        (2, "Picked Clean", 0, ()),
        (3, "Picked Clean", 0, ()),
        (5, "Scraps", 5, ()),
        (6, "Provisions", 10, ("Provisions",)),
        (9, "Weapon Cache", 15, ("Spare Weapons",)),
        (10, "Shrine Offerings", 20, ("Godspark Shard",)),
        (12, "Jarl's Hoard", 30, ("Hoard Artifact",)),
    ],
)
def test_raid_roll_on_the_house_rule_table(db, camp, roll, result, glory, finds):
    g = game(db, camp, ravens_removed=["Bjorn", "Asa"])  # two on the battlefield: no bonus
    before = clans.show_clan(db, "Ravens")
    r = post_game.run_post_game(
        db, g.id, "Ravens", Dice({"Bjorn": [9], "Asa": [9]}), Orders(raid_roll=roll)
    )
    assert r.raid is not None
    assert (r.raid.roll, r.raid.modifier, r.raid.result, r.raid.glory) == (roll, 0, result, glory)
    assert r.raid.finds == finds and r.raid.house_rule
    after = clans.show_clan(db, "Ravens")
    assert after.unspent_glory == before.unspent_glory + glory
    assert after.glory_collected == 0 and after.rank == 0  # found Glory is not collected
    assert after.glory_found == glory
    assert [(s.name, s.quantity) for s in after.stores] == [(f, 1) for f in finds]


def test_four_survivors_add_one_and_totals_above_12_count_as_12(db, camp):
    g = game(db, camp)  # all four Ravens stay on the battlefield
    r = post_game.run_post_game(db, g.id, "Ravens", orders=Orders(raid_roll=12))
    assert (r.raid.modifier, r.raid.result) == (1, "Jarl's Hoard")
    post_game.run_post_game(db, g.id, "Wolves", orders=Orders(raid_roll=2))
    g2 = games.record_game(db, camp.id, [Side("Wolves")])
    r = post_game.run_post_game(db, g2.id, "Wolves", orders=Orders(raid_roll=8))
    assert (r.raid.modifier, r.raid.result) == (0, "Weapon Cache")  # two survivors


def test_presumed_dead_take_part_in_the_raid(db, camp):
    g = game(db, camp, ravens_removed=["Snorre", "Ulf", "Bjorn", "Asa"])
    r = post_game.run_post_game(
        db,
        g.id,
        "Ravens",
        Dice({"Snorre": [7], "Ulf": [8], "Bjorn": [6], "Asa": [7]}),
        Orders(raid_roll=4),
    )
    assert r.raid.survivors == ("Snorre", "Asa")
    assert r.raid.result == "Scraps"


def test_no_survivors_no_raid(db, camp, db_path):
    g = game(db, camp, wolves_removed=["Ulla", "Thrall"])
    before = dump(db_path)
    with pytest.raises(ServiceError, match="no survivors, so it makes no raid roll"):
        post_game.run_post_game(
            db, g.id, "Wolves", Dice({"Ulla": [9], "Thrall": [6]}), Orders(raid_roll=7)
        )
    assert dump(db_path) == before
    r = post_game.run_post_game(db, g.id, "Wolves", Dice({"Ulla": [9], "Thrall": [6]}))
    assert r.raid is None


@pytest.mark.parametrize(
    ("roll", "message"),
    [(13, "must be 2–12, not 13"), (1, "not 1"), (None, "a raid roll \\(2D6\\) is needed")],
)
def test_bad_raid_rolls_change_nothing(db, camp, db_path, roll, message):
    g = game(db, camp)
    before = dump(db_path)
    with pytest.raises(ServiceError, match=message):
        post_game.run_post_game(db, g.id, "Ravens", orders=Orders(raid_roll=roll))
    assert dump(db_path) == before


# --- Improve ------------------------------------------------------------------------


def test_improvements_are_priced_rows_and_stats_stay_derived(db, camp):
    g = game(db, camp)
    r = post_game.run_post_game(
        db,
        g.id,
        "Ravens",
        orders=Orders(
            raid_roll=2,
            improvements=[Improve("Ulf", "df"), Improve("Asa", "RA", 2), Improve("Snorre", "hp")],
        ),
    )
    assert [(p.what, p.glory_paid) for p in r.purchases] == [
        ("+1 DF for Ulf", 40),
        ("+2 RA for Asa", 60),
        ("+1 HP for Snorre", 20),
    ]
    assert r.unspent_glory == 280 - 120
    ulf = warrior(db, "Ravens", "Ulf")
    assert ulf.current_stats["df"] == ulf.base_stats["df"] + 1 and ulf.improvements == {"df": 1}
    view = clans.show_clan(db, "Ravens")
    assert view.glory_spent == 120 and view.rank == 0  # spending never touches rank


def test_at_most_two_points_per_stat(db, camp, db_path):
    g = game(db, camp)
    post_game.run_post_game(
        db, g.id, "Ravens", orders=Orders(raid_roll=2, improvements=[Improve("Ulf", "df", 2)])
    )
    post_game.run_post_game(db, g.id, "Wolves", orders=Orders(raid_roll=2))
    g2 = game(db, camp)
    before = dump(db_path)
    with pytest.raises(ServiceError, match=r"Ulf has \+2 DF already; at most \+2 per stat"):
        post_game.run_post_game(
            db, g2.id, "Ravens", orders=Orders(raid_roll=2, improvements=[Improve("Ulf", "df")])
        )
    assert dump(db_path) == before


@pytest.mark.parametrize(
    ("improve", "message"),
    [
        (Improve("Bjorn", "df"), "Bjorn was not on the battlefield at the end of the game"),
        (Improve("Ulf", "xp"), "unknown stat 'xp'"),
        (Improve("Ulf", "df", 0), "at least 1 DF"),
        (Improve("Nobody", "df"), "Ravens has no warrior 'Nobody'"),
        (Improve("Ulf", "ap", 3), "at most \\+2 per stat"),
    ],
)
def test_bad_improvements_refuse_the_whole_sequence(db, camp, db_path, improve, message):
    g = game(db, camp, ravens_removed=["Bjorn"])
    before = dump(db_path)
    with pytest.raises(ServiceError, match=message):
        post_game.run_post_game(
            db, g.id, "Ravens", Dice({"Bjorn": [7]}), Orders(raid_roll=2, improvements=[improve])
        )
    assert dump(db_path) == before  # Glory and injuries of steps 1–2 were not kept either


def test_spending_more_than_unspent_is_refused(db, camp, db_path):
    g = game(db, camp)
    before = dump(db_path)
    # 280 unspent: AP +2 costs 200, then DF +2 costs 80 → 280 exactly; one more HP is 20 too many.
    orders = Orders(
        raid_roll=2,
        improvements=[Improve("Ulf", "ap", 2), Improve("Ulf", "df", 2), Improve("Asa", "hp")],
    )
    with pytest.raises(ServiceError, match="costs 20 Glory but the clan has only 0 unspent"):
        post_game.run_post_game(db, g.id, "Ravens", orders=orders)
    assert dump(db_path) == before
    exact = Orders(raid_roll=2, improvements=[Improve("Ulf", "ap", 2), Improve("Ulf", "df", 2)])
    assert post_game.run_post_game(db, g.id, "Ravens", orders=exact).unspent_glory == 0


# --- Recruit, items, God Powers -------------------------------------------------------


def test_recruits_copy_their_profile_and_pay_its_cost(db, camp):
    g = game(db, camp, vp=(2, 0))
    r = post_game.run_post_game(
        db,
        g.id,
        "Ravens",
        orders=Orders(raid_roll=2, recruits=[R("example.thrall", "Hild"), R("example.thrall")]),
    )
    assert [(p.what, p.glory_paid) for p in r.purchases] == [
        ("recruit Hild (Example Thrall)", 40),
        ("recruit Example Thrall 1 (Example Thrall)", 40),
    ]
    hild = warrior(db, "Ravens", "Hild")
    assert hild.base_stats == warrior(db, "Wolves", "Thrall").base_stats
    assert hild.cost_paid == 40 and hild.recruited_event_id == r.event_id
    assert r.unspent_glory == 280 + 40 - 80


def test_duplicate_recruit_name_is_refused(db, camp):
    g = game(db, camp)
    with pytest.raises(ServiceError, match="already has a warrior called 'ulf'"):
        post_game.run_post_game(
            db, g.id, "Ravens", orders=Orders(raid_roll=2, recruits=[R("example.thrall", "ulf")])
        )


def test_items_and_god_powers_for_survivors_and_new_members(db, camp):
    g = game(db, camp, ravens_removed=["Bjorn"], vp=(10, 0))
    r = post_game.run_post_game(
        db,
        g.id,
        "Ravens",
        Dice({"Bjorn": [6]}),
        Orders(
            raid_roll=2,
            imprints=[Grant("Snorre", "Thunderous Blows")],
            recruits=[R("example.thrall", "Hild")],
            items=[Buy("Hild", "shield"), Buy("Bjorn", "Rune-Etched Amulet")],
            powers=[Grant("Bjorn", "tyr.kneel_and_know_your_place"), Grant("Hild", "Fly True")],
        ),
    )
    assert [(p.step, p.what, p.glory_paid) for p in r.purchases] == [
        ("god_power", "Thunderous Blows for Snorre", 60),
        ("recruit", "recruit Hild (Example Thrall)", 40),
        ("item", "Shield for Hild", 20),
        ("item", "Rune-Etched Amulet for Bjorn", 60),
        ("god_power", "Kneel and Know Your Place for Bjorn", 90),
        ("god_power", "Fly True for Hild", 70),
    ]
    bjorn = warrior(db, "Ravens", "Bjorn")  # badly wounded: still a member, may be equipped
    power = bjorn.god_powers[0]
    assert (power.god, power.godspark_cost, power.glory_paid) == ("Tyr", 9, 90)
    assert [b.effect for b in power.boosts] == ["RN +6", "+1 additional Knockdown"]
    assert power.attack.name == "Kneel and Know Your Place" and power.attack.rn == "36"
    assert [i.name for i in bjorn.items] == ["Rune-Etched Amulet"]
    assert bjorn.items[0].house_rule


def test_imprinting_needs_a_survivor_and_no_duplicates(db, camp):
    g = game(db, camp, ravens_removed=["Bjorn"])
    with pytest.raises(ServiceError, match="Bjorn was not on the battlefield"):
        post_game.run_post_game(
            db,
            g.id,
            "Ravens",
            Dice({"Bjorn": [9]}),
            Orders(raid_roll=2, imprints=[Grant("Bjorn", "Battle Dance")]),
        )
    with pytest.raises(ServiceError, match="Ulf already has Battle Dance"):
        post_game.run_post_game(
            db,
            g.id,
            "Ravens",
            Dice({"Bjorn": [9]}),
            Orders(
                raid_roll=2,
                imprints=[Grant("Ulf", "Battle Dance")],
                powers=[Grant("Ulf", "odr.battle_dance")],
            ),
        )
    with pytest.raises(ServiceError, match="no God Power 'Mjolnir'"):
        post_game.run_post_game(
            db,
            g.id,
            "Ravens",
            Dice({"Bjorn": [9]}),
            Orders(raid_roll=2, powers=[Grant("Ulf", "Mjolnir")]),
        )
    with pytest.raises(ServiceError, match="no item 'laser'"):
        post_game.run_post_game(
            db,
            g.id,
            "Ravens",
            Dice({"Bjorn": [9]}),
            Orders(raid_roll=2, items=[Buy("Ulf", "laser")]),
        )


def test_the_dead_cannot_be_equipped(db, camp):
    g = game(db, camp, ravens_removed=["Bjorn"])
    with pytest.raises(ServiceError, match="Bjorn is no longer in the War Clan"):
        post_game.run_post_game(
            db,
            g.id,
            "Ravens",
            Dice({"Bjorn": [3]}),
            Orders(raid_roll=2, items=[Buy("Bjorn", "shield")]),
        )


def test_prices_paid_are_pinned(db, camp):
    g = game(db, camp)
    post_game.run_post_game(
        db, g.id, "Ravens", orders=Orders(raid_roll=2, items=[Buy("Ulf", "shield")])
    )
    post_game.run_post_game(db, g.id, "Wolves", orders=Orders(raid_roll=2))
    with db.session() as session:  # the group raises the Shield's price for this campaign
        session.add(
            CatalogOverride(
                campaign_id=camp.id,
                catalog="items",
                entry_key="shield",
                data={"name": "Shield", "kind": "equipment", "price": 35, "text": "dearer"},
                note="inflation",
                created_at=datetime(2026, 1, 1),
            )
        )
    g2 = game(db, camp)
    r = post_game.run_post_game(
        db, g2.id, "Ravens", orders=Orders(raid_roll=2, items=[Buy("Asa", "shield")])
    )
    assert r.purchases[0].glory_paid == 35
    items = {w.name: w.items for w in clans.show_clan(db, "Ravens").warriors}
    assert items["Ulf"][0].glory_paid == 20 and items["Asa"][0].glory_paid == 35
    assert clans.show_clan(db, "Ravens").glory_spent == 55
    assert items["Asa"][0].house_rule  # the group's edit is not rulebook text either


# --- Losing equipment ----------------------------------------------------------------


def _equip(db, camp):
    g = game(db, camp, vp=(5, 0))
    post_game.run_post_game(
        db,
        g.id,
        "Ravens",
        orders=Orders(
            raid_roll=2,
            items=[Buy("Bjorn", "shield"), Buy("Bjorn", "draugr_bane"), Buy("Ulf", "war_horn")],
        ),
    )
    post_game.run_post_game(db, g.id, "Wolves", orders=Orders(raid_roll=2))


@pytest.mark.parametrize(
    ("dice", "lost"),
    [
        ([2], True),  # dead: loses everything
        ([4, 9, 1], True),  # severely wounded, 1D6 of 1
        ([5, 9, 2], False),  # severely wounded, 1D6 of 2
        ([6], False),  # badly wounded
    ],
)
def test_losing_equipment(db, camp, db_path, dice, lost):
    _equip(db, camp)
    before = game_data(db_path)
    g = game(db, camp, ravens_removed=["Bjorn"])
    r = post_game.run_post_game(db, g.id, "Ravens", Dice({"Bjorn": dice}), Orders(raid_roll=2))
    bjorn = warrior(db, "Ravens", "Bjorn")
    if lost:
        assert r.lost_items == ("Bjorn: Shield", "Bjorn: Draugr-Bane Blade")
        assert bjorn.items == () and [i.lost_in_game for i in bjorn.lost_items] == [2, 2]
    else:
        assert r.lost_items == () and len(bjorn.items) == 2
    assert len(warrior(db, "Ravens", "Ulf").items) == 1  # nobody else's kit goes
    games.undo_latest_game(db, "Ravens")
    games.undo_latest_game(db, "Wolves")
    assert game_data(db_path) == before  # undo gives the kit back


# --- The whole sequence ----------------------------------------------------------------


def test_full_six_step_sequence_for_two_clans_and_undo_restores_both(db, camp, db_path):
    first = game(db, camp, vp=(1, 1))
    post_game.run_post_game(db, first.id, "Ravens", orders=Orders(raid_roll=2))
    post_game.run_post_game(db, first.id, "Wolves", orders=Orders(raid_roll=2))
    before = game_data(db_path)
    g = game(db, camp, ravens_removed=["Bjorn", "Asa"], wolves_removed=["Thrall"], vp=(3, 2))
    ravens = post_game.run_post_game(
        db,
        g.id,
        "Ravens",
        Dice({"Bjorn": [4, 2, 1], "Asa": [7]}),
        Orders(
            raid_roll=10,
            improvements=[Improve("Ulf", "ma")],
            imprints=[Grant("Snorre", "Steel Your Mind")],
            recruits=[R("example.war_hound", "Fang")],
            items=[Buy("Fang", "healing_herbs")],
            powers=[Grant("Asa", "Fly True")],
        ),
    )
    wolves = post_game.run_post_game(
        db,
        g.id,
        "Wolves",
        Dice({"Thrall": [5, 7, 3]}),
        Orders(raid_roll=6, items=[Buy("Ulla", "heavy_armour")]),
    )
    # Ravens: 60 + 20 (game 1) collected; Bjorn's Crushed Leg; raid 10+0 (Snorre, Ulf, Asa).
    assert ravens.glory_collected == 80 and ravens.rank_after == 1
    assert ravens.injuries[0].severe == "Crushed Leg" and ravens.injuries[0].loses_equipment
    assert (
        ravens.raid.survivors == ("Snorre", "Ulf", "Asa")
        and ravens.raid.result == "Shrine Offerings"
    )
    assert sum(p.glory_paid for p in ravens.purchases) == 30 + 70 + 50 + 10 + 70
    assert ravens.unspent_glory == 280 + 80 + 20 - 230
    assert wolves.injuries[0].severe == "Weakened Core"
    assert wolves.raid.result == "Provisions"
    assert wolves.unspent_glory == 560 + 20 + 40 + 10 - 40
    assert (
        warrior(db, "Ravens", "Bjorn").current_stats["sp"]
        == warrior(db, "Ravens", "Bjorn").base_stats["sp"] - 1
    )
    games.undo_latest_game(db, "Ravens")
    games.undo_latest_game(db, "Wolves")
    assert game_data(db_path) == before


def test_an_error_in_step_6_keeps_nothing_from_steps_1_to_5(db, camp, db_path):
    g = game(db, camp, ravens_removed=["Bjorn"], vp=(4, 0))
    before = dump(db_path)
    with pytest.raises(ServiceError, match="no item 'Mjolnir'"):
        post_game.run_post_game(
            db,
            g.id,
            "Ravens",
            Dice({"Bjorn": [4, 6, 3]}),
            Orders(
                raid_roll=12,
                improvements=[Improve("Ulf", "df")],
                recruits=[R("example.thrall", "Hild")],
                items=[Buy("Hild", "Mjolnir")],
            ),
        )
    assert dump(db_path) == before


def test_dry_run_shows_the_result_and_saves_nothing(db, camp, db_path):
    g = game(db, camp, ravens_removed=["Bjorn"], vp=(4, 0))
    before = dump(db_path)
    orders = Orders(
        raid_roll=9,
        improvements=[Improve("Ulf", "df")],
        recruits=[R("example.thrall", "Hild")],
        items=[Buy("Hild", "shield")],
    )
    preview = post_game.run_post_game(
        db, g.id, "Ravens", Dice({"Bjorn": [4, 6, 3]}), orders, dry_run=True
    )
    assert preview.dry_run and dump(db_path) == before
    real = post_game.run_post_game(db, g.id, "Ravens", Dice({"Bjorn": [4, 6, 3]}), orders)
    assert not real.dry_run
    assert (preview.purchases, preview.unspent_glory, preview.raid) == (
        real.purchases,
        real.unspent_glory,
        real.raid,
    )


def test_a_campaign_override_of_a_profile_is_what_its_clans_recruit(db, camp):
    with db.session() as session:
        session.add(
            CatalogOverride(
                campaign_id=camp.id,
                catalog="model_profiles",
                entry_key="example.thrall",
                data={
                    "key": "example.thrall",
                    "name": "Example Thrall",
                    "faction": "Example Clan",
                    "ap": 2,
                    "hp": 9,
                    "sp": 5,
                    "ma": 3,
                    "ra": 1,
                    "df": 2,
                    "rs": 2,
                    "dr": 2,
                    "mn": 1,
                    "cost": 45,
                    "size": 2,
                    "base_size": "30mm",
                },
                note="tougher thralls",
                created_at=datetime(2026, 1, 1),
            )
        )
    g = game(db, camp)
    r = post_game.run_post_game(
        db, g.id, "Ravens", orders=Orders(raid_roll=2, recruits=[R("example.thrall", "Hild")])
    )
    assert r.purchases[0].glory_paid == 45
    hild = warrior(db, "Ravens", "Hild")
    assert (hild.base_stats["hp"], hild.base_stats["ma"]) == (9, 3)
    other = campaigns.create_campaign(db, "Elsewhere")  # other campaigns keep the shipped one
    view = clans.create_clan(db, other.id, "Ann", "Plain", [R("example.thrall")])
    assert view.creation_cost == 40 and view.warriors[0].base_stats["hp"] == 8
