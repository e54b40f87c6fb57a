"""What a printed roster is given: the clan, the campaign's base rank and the reference
material from the campaign's own ruleset (house rules flagged), each ability once."""

from __future__ import annotations

from dataclasses import replace

import pytest

from warclan.catalog.ragnarok.rulesets import shipped_ruleset
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.errors import NotFound
from warclan.services.mors_regnat import roster as mors_roster
from warclan.services.mors_regnat import warbands, warriors
from warclan.services.ragnarok import campaigns, clans, games, post_game, rosters
from warclan.services.ragnarok.dto import ClanView, WarriorView
from warclan.services.ragnarok.rosters import roster_data
from warclan.services.ragnarok.rules_data import catalogs
from warclan.store.database import Database


@pytest.fixture
def campaign(db: Database) -> int:
    camp = campaigns.create_campaign(db, "Winter")
    ravens = clans.create_clan(
        db,
        camp.id,
        "Astrid",
        "Ravens",
        [
            clans.Recruit("example.jarl", "Snorre"),
            clans.Recruit("example.huscarl", "Sigrid"),
            clans.Recruit("example.shieldmaiden", "Freya"),
        ],
    )
    wolves = clans.create_clan(db, camp.id, "Ulla", "Wolves", [clans.Recruit("example.thrall")])
    game = games.record_game(
        db,
        camp.id,
        [games.Side(ravens.id, victory_points=5, removed=["Sigrid"]), games.Side(wolves.id)],
    )
    post_game.run_post_game(
        db,
        game.id,
        ravens.id,
        post_game.InjuryDice({"Sigrid": [4, 9, 2]}),  # Haunted Mind: a house-rule row
        post_game.Orders(
            raid_roll=2,
            powers=[
                post_game.GrantPower("Snorre", "tyr.kneel_and_know_your_place"),
                post_game.GrantPower("Freya", "tyr.kneel_and_know_your_place"),
            ],
        ),
    )
    return camp.id


def test_clan_roster_gathers_the_clan_base_rank_and_tables(db: Database, campaign: int) -> None:
    data = rosters.clan_roster(db, "Ravens", "Winter")
    assert data.clan.name == "Ravens" and data.campaign == "Winter"
    assert data.clan == clans.show_clan(db, "Ravens")
    assert data.base_rank == campaigns.campaign_overview(db, campaign).base_rank == 0
    assert data.clan.rank == 2  # 100 Glory collected
    assert [t.title for t in data.tables] == [
        "Success Table",
        "Injury Table",
        "Severe Injury Table",
    ]
    success, injury, severe = data.tables
    assert [(line.roll, line.result) for line in success.lines][:2] == [
        ("-5 or less", "12+"),
        ("-4", "11+"),
    ]
    assert not any(line.house_rule for line in (*success.lines, *injury.lines))
    assert [line.roll for line in injury.lines] == ["2–3", "4–5", "6", "7", "8–12"]
    marks = {line.result: line.house_rule for line in severe.lines}
    assert marks["Crushed Leg"] is False and marks["Haunted Mind"] is True
    assert "house rule" in next(li.source for li in severe.lines if li.result == "Ugly Scar")


def test_each_ability_and_power_once(db: Database, campaign: int) -> None:
    data = rosters.clan_roster(db, "Ravens")
    specials = {t.name: t for t in data.special_abilities}
    # Sigrid and Freya both have Shield Wall: printed once.
    assert list(specials) == ["Leader", "Shield Wall", "Stubborn"]
    assert all(t.house_rule and t.text for t in specials.values())
    attacks = {t.name: t for t in data.attack_abilities}
    # From the profiles and from the God Power's attack (held by two warriors).
    assert list(attacks) == ["Cleave", "Knockdown", "Point Blank", "Psi", "Reach"]
    assert attacks["Knockdown"].printed_as == ("Knockdown (0)",)
    assert [p.key for p in data.god_powers] == ["tyr.kneel_and_know_your_place"]
    assert data.items == ()


def test_the_campaigns_house_rules_are_used(db: Database, campaign: int) -> None:
    catalogs.set_override(
        db, campaign, "abilities", "leader", {"text": "Our leader rule."}, "ours", merge=True
    )
    specials = rosters.clan_roster(db, "Ravens").special_abilities
    leader = next(t for t in specials if t.name == "Leader")
    assert leader.text == "Our leader rule."
    assert leader.house_rule and leader.source == "ours"


def test_a_group_edit_of_an_injury_table_row_is_not_printed_as_rulebook(
    db: Database, campaign: int
) -> None:
    """The loader keeps one provenance for the whole Injury Table, so an edited row used
    to show as rulebook text; the campaign's overrides say which rows changed."""
    catalogs.set_override(
        db, campaign, "injury_tables", "badly_wounded", {"text": "Ours."}, "club rule", merge=True
    )
    catalogs.set_override(db, campaign, "injury_tables", "recovers", {"text": "Heals."}, merge=True)
    _, injury, severe = rosters.clan_roster(db, "Ravens").tables
    lines = {line.result: line for line in injury.lines}
    badly, recovers = lines["Badly wounded"], lines["Recovers"]
    assert badly.text == "Ours." and badly.house_rule and badly.group_edit
    assert badly.source == "club rule"
    assert recovers.house_rule and recovers.group_edit
    assert recovers.source == "the group's own edit"
    others = [line for line in injury.lines if line not in (badly, recovers)]
    assert others and not any(line.house_rule or line.group_edit for line in others)
    assert all(line.source.startswith("rulebook") for line in others)
    # Without the notes (the pure function on its own) the row is still flagged.
    camp_rules = rosters.clan_roster(db, "Ravens")
    bare = roster_data(camp_rules.clan, 0, _ruleset(db, campaign))
    assert {li.result for li in bare.tables[1].lines if li.group_edit} == {
        "Badly wounded",
        "Recovers",
    }
    # Severe rows and Success Table rows know their own edits.
    assert not any(line.group_edit for line in severe.lines)
    catalogs.set_override(
        db, campaign, "success_table", "0", {"success_value": 8}, "ours", merge=True
    )
    success = rosters.clan_roster(db, "Ravens").tables[0]
    assert [line.roll for line in success.lines if line.group_edit] == ["0"]


def _ruleset(db: Database, campaign: int):
    from warclan.services.ragnarok.rules_data.rulesets import ruleset_for

    with db.session() as session:
        return ruleset_for(session, campaign)


def test_an_ability_without_text_says_how_to_add_it() -> None:
    base = _bare_clan()
    warrior = replace(base.warriors[0], special_abilities=("Weapon Master (2)", "weapon master"))
    data = roster_data(replace(base, warriors=(warrior,)), 0, shipped_ruleset())
    [missing] = [t for t in data.special_abilities if t.text is None]
    assert missing.key == "weapon_master"
    assert missing.printed_as == ("Weapon Master (2)", "weapon master")
    assert missing.missing_text == (
        "no text on file — add it to the campaign's house rules as abilities entry 'weapon_master'"
    )


def test_only_warriors_still_in_the_clan_bring_rules(db: Database, campaign: int) -> None:
    data = rosters.clan_roster(db, "Ravens")
    gone = replace(data.clan.warriors[0], status="dead")
    again = roster_data(
        replace(data.clan, warriors=(gone, *data.clan.warriors[1:])), 0, shipped_ruleset()
    )
    assert [w.name for w in again.fallen] == ["Snorre"]
    assert "Leader" not in {t.name for t in again.special_abilities}
    assert [w.name for w in again.warriors] == ["Sigrid", "Freya"]


def test_warband_roster(db: Database) -> None:
    band = warbands.create_warband(db, "Ash Wolves")
    warriors.add_warrior(db, band.id, WarriorBuild("Grim", attack_points=4, weapon_key="cc_light"))
    data = mors_roster.warband_roster(db, "ash wolves")
    assert data.warband == warbands.show_warband(db, band.id)
    assert data.warband.record.played == 0
    with pytest.raises(NotFound):
        mors_roster.warband_roster(db, "Bone Crows")


def _bare_clan() -> ClanView:
    stats = dict.fromkeys(("ap", "hp", "sp", "ma", "ra", "df", "rs", "dr", "mn"), 2)
    warrior = WarriorView(
        id=1,
        name="Test",
        profile_key="t",
        profile_name="T",
        status="active",
        base_stats=stats,
        current_stats=stats,
        improvements={},
        penalties={},
        size=2,
        base_size="30mm",
        special_abilities=(),
        attacks=(),
        blind=False,
        misses_next_game=False,
        injuries=(),
        cost_paid=0,
        recruited_event_id=None,
    )
    return ClanView(
        id=1,
        name="C",
        player="P",
        campaign_id=1,
        campaign="K",
        creation_cost=0,
        glory_collected=0,
        glory_spent=0,
        unspent_glory=800,
        rank=0,
        joined_base_rank=0,
        catch_up_active=False,
        games_played=0,
        pending_game_id=None,
        warriors=(warrior,),
        must_miss_next_game=(),
    )
