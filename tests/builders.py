"""Campaigns with War Clans for tests, built through the real services (one builder,
not a copy per test file)."""

from __future__ import annotations

from collections.abc import Sequence

from warclan.services.ragnarok import campaigns, clans
from warclan.services.ragnarok.dto import CampaignView
from warclan.store.database import Database

# (profile key, warrior name)
Warriors = Sequence[tuple[str, str]]


def campaign_with_clans(
    db: Database, campaign: str, **war_clans: tuple[str, Warriors]
) -> CampaignView:
    """``campaign_with_clans(db, "Saga", Ravens=("Snorre", [("example.jarl", "Snorre")]))``:
    the campaign, then each clan (name = keyword) with its player and warriors, in order."""
    camp = campaigns.create_campaign(db, campaign)
    for name, (player, warriors) in war_clans.items():
        recruits = [clans.Recruit(key, warrior) for key, warrior in warriors]
        clans.create_clan(db, camp.id, player, name, recruits)
    return camp
