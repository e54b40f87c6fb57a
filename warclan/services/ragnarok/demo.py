"""A demo campaign for a brand-new, empty database, built through the same services as
real data: three War Clans from the example profiles and three games with injuries,
raids, improvements and purchases, so a new user sees a populated app.

Every die is entered (fixed values), so the demo is the same every time.
"""

from __future__ import annotations

from datetime import date

from warclan.services.ragnarok import campaigns, clans, games, post_game
from warclan.services.ragnarok.clans import Recruit
from warclan.services.ragnarok.dto import CampaignView
from warclan.services.ragnarok.games import Side
from warclan.services.ragnarok.post_game import BuyItem, GrantPower, Improve, InjuryDice, Orders
from warclan.store.database import Database

DEMO_CAMPAIGN = "Demo: Winter of Wolves"


def is_empty(db: Database) -> bool:
    """No campaign yet: the moment to offer the demo."""
    return not campaigns.list_campaigns(db)


def create_demo_campaign(db: Database, name: str = DEMO_CAMPAIGN) -> CampaignView:
    camp = campaigns.create_campaign(db, name)
    ravens = clans.create_clan(
        db,
        camp.id,
        "Astrid",
        "Ravens",
        [
            Recruit("example.jarl", "Snorre"),
            Recruit("example.huscarl", "Ulf"),
            Recruit("example.berserker", "Bjorn"),
            Recruit("example.archer", "Hild"),
            Recruit("example.shieldmaiden", "Sigrid"),
        ],
    ).id
    wolves = clans.create_clan(
        db,
        camp.id,
        "Leif",
        "Wolves",
        [
            Recruit("example.jarl", "Ulla"),
            Recruit("example.berserker", "Grim"),
            Recruit("example.seer", "Vala"),
            Recruit("example.thrall", "Kol"),
            Recruit("example.war_hound", "Fang"),
        ],
    ).id
    bears = clans.create_clan(
        db,
        camp.id,
        "Ingrid",
        "Bears",
        [
            Recruit("example.jarl", "Ragna"),
            Recruit("example.huscarl", "Torvald"),
            Recruit("example.shieldmaiden", "Eir"),
            Recruit("example.archer", "Finn"),
            Recruit("example.war_hound", "Skoll"),
        ],
    ).id

    first = games.record_game(
        db,
        camp.id,
        [
            Side(ravens, victory_points=3, encounter_kills=1, removed=["Bjorn"]),
            Side(wolves, victory_points=1, removed=["Kol"]),
            Side(bears, victory_points=2, encounter_kills=1),
        ],
        played_on=date(2025, 1, 11),
        scenario="Blood Feud",
    ).id
    # Bjorn: severely wounded (4), Crushed Leg (3), keeps his gear (4).
    post_game.run_post_game(
        db,
        first,
        ravens,
        InjuryDice({"Bjorn": [4, 3, 4]}),
        Orders(
            raid_roll=9,
            improvements=[Improve("Ulf", "df")],
            items=[BuyItem("Hild", "shield")],
            powers=[GrantPower("Snorre", "thor.thunderous_blows")],
        ),
    )
    # Kol the thrall rolls 2: dead. The Wolves recruit another thrall.
    post_game.run_post_game(
        db,
        first,
        wolves,
        InjuryDice({"Kol": [2]}),
        Orders(raid_roll=7, recruits=[Recruit("example.thrall", "Hrafn")]),
    )
    post_game.run_post_game(
        db, first, bears, orders=Orders(raid_roll=5, items=[BuyItem("Torvald", "heavy_armour")])
    )

    second = games.record_game(
        db,
        camp.id,
        [
            Side(ravens, victory_points=2, removed=["Hild"]),
            Side(bears, victory_points=4, encounter_kills=2, removed=["Finn"]),
        ],
        played_on=date(2025, 1, 25),
        scenario="Raid on the Longhouse",
    ).id
    post_game.run_post_game(db, second, ravens, InjuryDice({"Hild": [6]}), Orders(raid_roll=8))
    post_game.run_post_game(
        db,
        second,
        bears,
        InjuryDice({"Finn": [7]}),
        Orders(raid_roll=10, improvements=[Improve("Eir", "ma")]),
    )

    third = games.record_game(
        db,
        camp.id,
        [
            Side(wolves, victory_points=3, encounter_kills=2),
            Side(bears, victory_points=1, removed=["Skoll"]),
        ],
        played_on=date(2025, 2, 8),
        scenario="Hold the Ford",
    ).id
    post_game.run_post_game(
        db,
        third,
        wolves,
        orders=Orders(raid_roll=6, items=[BuyItem("Ulla", "war_horn")]),
    )
    # The Bears' sequence of game 3 is left to run: "Continue Sequence" has something to do.
    return campaigns.campaign_overview(db, camp.id)
