"""Finding things by what the user typed: a name (any case) or an id.

A name wins over an id, so a warrior called "3" is found by its name; an id is tried
only when no name matches.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.services.errors import NotFound, ServiceError
from warclan.services.names import as_id, name_key
from warclan.store.models.ragnarok import Campaign, Game, WarClan, Warrior


def campaign(session: Session, ref: str | int) -> Campaign:
    found = None
    name = name_key(ref)
    if name:
        found = session.scalars(select(Campaign).where(Campaign.name_key == name)).first()
    ident = as_id(ref)
    if found is None and ident is not None:
        found = session.get(Campaign, ident)
    if found is None:
        raise NotFound(T_("no campaign {ref!r}", ref=ref))
    return found


def clan(session: Session, ref: str | int, campaign_id: int | None = None) -> WarClan:
    found = None
    name = name_key(ref)
    if name:
        query = select(WarClan).where(WarClan.name_key == name)
        if campaign_id is not None:
            query = query.where(WarClan.campaign_id == campaign_id)
        matches = list(session.scalars(query.limit(2)))
        if len(matches) > 1:
            raise ServiceError(
                T_(
                    "more than one War Clan is called {ref!r}: give its id or its campaign",
                    ref=ref,
                )
            )
        found = matches[0] if matches else None
    ident = as_id(ref)
    if found is None and ident is not None:
        found = session.get(WarClan, ident)
        if found is not None and campaign_id is not None and found.campaign_id != campaign_id:
            found = None
    if found is None:
        raise NotFound(T_("no War Clan {ref!r}", ref=ref))
    return found


def warrior(session: Session, clan_row: WarClan, ref: str | int) -> Warrior:
    base = select(Warrior).where(Warrior.clan_id == clan_row.id)
    found = None
    name = name_key(ref)
    if name:
        found = session.scalars(base.where(Warrior.name_key == name)).first()
    ident = as_id(ref)
    if found is None and ident is not None:
        found = session.scalars(base.where(Warrior.id == ident)).first()
    if found is None:
        raise NotFound(
            T_(
                "{clan_row} has no warrior {ref!r}",
                clan_row=clan_row.name,
                ref=ref,
            )
        )
    return found


@dataclass(frozen=True, slots=True)
class GameNumber:
    """A game as players name it: its number within its campaign (game 1, 2, …).
    ``campaign`` may be left out where a clan says which campaign is meant."""

    number: int
    campaign: str | int | None = None


def game_by_number(session: Session, campaign_row: Campaign, number: int) -> Game:
    found = session.scalar(
        select(Game).where(Game.campaign_id == campaign_row.id, Game.seq == number)
    )
    if found is None:
        raise NotFound(
            T_(
                "{campaign_row} has no game {number}",
                campaign_row=campaign_row.name,
                number=number,
            )
        )
    return found


def only_campaign(session: Session) -> Campaign:
    """The campaign meant when none is named: allowed only while there is just one."""
    rows = list(session.scalars(select(Campaign).order_by(Campaign.id).limit(2)))
    if not rows:
        raise NotFound(T_("there is no campaign yet"))
    if len(rows) > 1:
        raise ServiceError(T_("there is more than one campaign: say which one"))
    return rows[0]


def game(session: Session, ref: str | int) -> Game:
    """A game by its database id (for callers holding one, like the window)."""
    ident = as_id(ref)
    found = session.get(Game, ident) if ident is not None else None
    if found is None:
        raise NotFound(T_("no game {ref!r}", ref=ref))
    return found


def game_and_clan(
    session: Session, game_ref: str | int | GameNumber, clan_ref: str | int
) -> tuple[Game, WarClan]:
    """A game (a database id, or a :class:`GameNumber`) and a clan that played it."""
    if isinstance(game_ref, GameNumber):
        campaign_id = (
            campaign(session, game_ref.campaign).id if game_ref.campaign is not None else None
        )
        found = clan(session, clan_ref, campaign_id)
        camp = session.get(Campaign, found.campaign_id)
        assert camp is not None
        return game_by_number(session, camp, game_ref.number), found
    row = game(session, game_ref)
    return row, clan(session, clan_ref, row.campaign_id)
