"""Finding things by what the user typed: an id, or a name (case-insensitive)."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from warclan.services.errors import NotFound, ServiceError
from warclan.store.models import Campaign, Game, WarClan, Warrior


def _as_id(ref: str | int) -> int | None:
    if isinstance(ref, int):
        return ref
    text = ref.strip()
    return int(text) if text.isdigit() else None


def campaign(session: Session, ref: str | int) -> Campaign:
    ident = _as_id(ref)
    found = (
        session.get(Campaign, ident)
        if ident is not None
        else session.scalars(
            select(Campaign).where(func.lower(Campaign.name) == str(ref).strip().lower())
        ).first()
    )
    if found is None:
        raise NotFound(f"no campaign {ref!r}")
    return found


def clan(session: Session, ref: str | int, campaign_id: int | None = None) -> WarClan:
    ident = _as_id(ref)
    if ident is not None:
        found = session.get(WarClan, ident)
        if found is not None and campaign_id is not None and found.campaign_id != campaign_id:
            found = None
    else:
        query = select(WarClan).where(func.lower(WarClan.name) == str(ref).strip().lower())
        if campaign_id is not None:
            query = query.where(WarClan.campaign_id == campaign_id)
        matches = list(session.scalars(query.limit(2)))
        if len(matches) > 1:
            raise ServiceError(
                f"more than one War Clan is called {ref!r}: give its id or its campaign"
            )
        found = matches[0] if matches else None
    if found is None:
        raise NotFound(f"no War Clan {ref!r}")
    return found


def warrior(session: Session, clan_row: WarClan, ref: str | int) -> Warrior:
    ident = _as_id(ref)
    query = select(Warrior).where(Warrior.clan_id == clan_row.id)
    if ident is not None:
        query = query.where(Warrior.id == ident)
    else:
        query = query.where(func.lower(Warrior.name) == str(ref).strip().lower())
    found = session.scalars(query).first()
    if found is None:
        raise NotFound(f"{clan_row.name} has no warrior {ref!r}")
    return found


def game(session: Session, ref: str | int) -> Game:
    ident = _as_id(ref)
    found = session.get(Game, ident) if ident is not None else None
    if found is None:
        raise NotFound(f"no game {ref!r}")
    return found
