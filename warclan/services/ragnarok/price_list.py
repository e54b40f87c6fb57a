"""Everything a clan can buy in one campaign, at that campaign's prices: the lists the
wizards offer (profiles to recruit, stat improvements, items, God Powers)."""

from __future__ import annotations

from dataclasses import dataclass

from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.dto import ProfileView
from warclan.services.ragnarok.rules_data import catalogs, profiles
from warclan.services.ragnarok.rules_data.catalog_views import ItemInfo, PowerInfo
from warclan.services.ragnarok.rules_data.rulesets import ruleset_for
from warclan.store.database import Database


@dataclass(frozen=True, slots=True)
class PriceList:
    campaign_id: int
    profiles: tuple[ProfileView, ...]  # cost: the price at clan creation
    recruit_multiplier: int  # a recruit after creation costs profile cost × this
    improvement: dict[str, int]  # Glory per +1, by stat
    max_per_stat: int
    items: tuple[ItemInfo, ...]
    powers: tuple[PowerInfo, ...]


def recruitable_profiles(db: Database, campaign: str | int) -> tuple[ProfileView, ...]:
    """The profiles a clan of this campaign recruits (its house-rule edits included),
    sorted by faction and name."""
    with db.session(write=False) as session:
        camp = lookup.campaign(session, campaign)
        found = profiles.catalogue(session, camp.id).values()
        return tuple(sorted((profiles.view(p, s) for p, s in found), key=_order))


def price_list(db: Database, campaign: str | int) -> PriceList:
    with db.session(write=False) as session:
        camp_id = lookup.campaign(session, campaign).id
        prices = ruleset_for(session, camp_id).prices
    return PriceList(
        campaign_id=camp_id,
        profiles=recruitable_profiles(db, camp_id),
        recruit_multiplier=prices.recruit_multiplier,
        improvement=dict(prices.improvement_price),
        max_per_stat=prices.max_per_stat,
        items=catalogs.list_items(db, camp_id).items,
        powers=catalogs.list_god_powers(db, camp_id).powers,
    )


def _order(view: ProfileView) -> tuple[str, str]:
    return (view.faction.casefold(), view.name.casefold())
