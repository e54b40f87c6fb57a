"""Campaigns: create, list, and the overview of clans with ranks and the base rank."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.rules.ragnarok import glory
from warclan.services.errors import ServiceError
from warclan.services.names import clean_name, now
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.dto import CampaignView, ClanSummary
from warclan.services.ragnarok.ledger import summary_from_totals
from warclan.store.database import Database
from warclan.store.models.base import name_key
from warclan.store.models.ragnarok import Campaign, Game, Player, WarClan
from warclan.store.queries import ragnarok as queries


def create_campaign(db: Database, name: str) -> CampaignView:
    name = clean_name(name, T_("campaign"))
    with db.session() as session:
        clash = session.scalar(select(Campaign).where(Campaign.name_key == name_key(name)))
        if clash is not None:
            raise ServiceError(T_("a campaign called {clash!r} already exists", clash=clash.name))
        row = Campaign(name=name, game_system="ragnarok", notes="", created_at=now())
        session.add(row)
        session.flush()
        return _overview(session, row)


def list_campaigns(db: Database) -> list[CampaignView]:
    with db.session(write=False) as session:
        return [
            _overview(session, c) for c in session.scalars(select(Campaign).order_by(Campaign.id))
        ]


def campaign_overview(db: Database, ref: str | int) -> CampaignView:
    with db.session(write=False) as session:
        return _overview(session, lookup.campaign(session, ref))


def set_campaign(db: Database, ref: str | int, *, raids: bool | None = None) -> CampaignView:
    """Change a campaign's settings; ``None`` leaves a setting as it is."""
    with db.session() as session:
        row = lookup.campaign(session, ref)
        if raids is not None:
            row.raids = raids
        session.flush()
        return _overview(session, row)


def current_base_rank(session: Session, campaign_id: int) -> int:
    clans = queries.active_clans(session, campaign_id)
    totals = queries.glory_totals_for(session, [c.id for c in clans])
    return glory.base_rank(summary_from_totals(c.creation_cost, totals[c.id]).rank for c in clans)


def _overview(session: Session, row: Campaign) -> CampaignView:
    clans = list(
        session.scalars(select(WarClan).where(WarClan.campaign_id == row.id).order_by(WarClan.id))
    )
    totals = queries.glory_totals_for(session, [c.id for c in clans])
    players = {
        p.id: p.name for p in session.scalars(select(Player).where(Player.campaign_id == row.id))
    }
    summaries = []
    for clan in clans:
        summary = summary_from_totals(clan.creation_cost, totals[clan.id])
        summaries.append(
            ClanSummary(
                id=clan.id,
                name=clan.name,
                player=players.get(clan.player_id, ""),
                rank=summary.rank,
                glory_collected=summary.collected,
                unspent_glory=summary.unspent,
                joined_base_rank=clan.joined_base_rank,
                active=clan.active,
                catch_up_active=clan.active and summary.rank < clan.joined_base_rank,
            )
        )
    games = session.scalar(select(func.count()).select_from(Game).where(Game.campaign_id == row.id))
    return CampaignView(
        id=row.id,
        name=row.name,
        base_rank=glory.base_rank(s.rank for s in summaries if s.active),
        games=int(games or 0),
        clans=tuple(summaries),
        raids=row.raids,
    )
