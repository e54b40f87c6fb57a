"""Whose War Clan it is: the checks that word a refusal before the league server makes
it (row-level security, migration 0009), and the organiser's hand-over.

In an SQLite file every clan is the file user's; these checks then pass.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.services.errors import ServiceError
from warclan.services.ragnarok import lookup
from warclan.store import ownership
from warclan.store.database import Database
from warclan.store.models.ragnarok import WarClan


class NotYourClan(ServiceError):
    """The connected login neither owns the clan nor organises the league."""

    def __init__(self, clan: str, owner: str | None, action: str) -> None:
        self.clan = clan
        self.owner = owner
        if owner:
            message = T_(
                "{clan} belongs to {owner}; only {owner} or the league organiser may {action}",
                clan=clan,
                owner=owner,
                action=action,
            )
        else:
            message = T_(
                "{clan} has no owner yet; only the league organiser may {action}",
                clan=clan,
                action=action,
            )
        super().__init__(message)


def check_clan(session: Session, clan: WarClan, action: str) -> None:
    """Refuse unless the connected login may write ``clan`` (its owner, or the organiser)."""
    if not ownership.may_write(session, clan.owner):
        raise NotYourClan(clan.name, clan.owner, action)


@dataclass(frozen=True, slots=True)
class GivenClan:
    clan: str
    campaign: str
    owner: str
    previous_owner: str | None


def give_clan(
    db: Database, clan_ref: str | int, login: str, campaign: str | int | None = None
) -> GivenClan:
    """``warclan league give-clan``: the organiser hands a War Clan to a league login."""
    with db.session() as session:
        if not ownership.on_server(session):
            raise ServiceError(
                T_(
                    "War Clans have owners on a league server; an SQLite file has one user, "
                    "who holds every clan"
                )
            )
        if not ownership.is_organiser(session):
            raise ServiceError(T_("only the league organiser hands a War Clan over"))
        camp_id = lookup.campaign(session, campaign).id if campaign is not None else None
        clan = lookup.clan(session, clan_ref, camp_id)
        known = session.execute(
            text("SELECT 1 FROM pg_roles WHERE rolname = :l AND rolcanlogin"), {"l": login}
        ).first()
        if known is None:
            raise ServiceError(
                T_(
                    "the league server has no login {login!r}; grant it a league role first",
                    login=login,
                )
            )
        previous, clan.owner = clan.owner, login
        camp = lookup.campaign(session, clan.campaign_id)
        return GivenClan(clan.name, camp.name, login, previous)
