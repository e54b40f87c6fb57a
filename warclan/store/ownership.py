"""Who the connected user is on a league server, and whether they may write a War Clan.

The server decides (row-level security, migration 0009); these answers only let the
services refuse first with a message that names the clan and its owner. An SQLite file
has one user who holds everything: no login, every clan writable.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.orm import Session


def on_server(session: Session) -> bool:
    return session.get_bind().dialect.name == "postgresql"


@dataclass(frozen=True, slots=True)
class Writer:
    """The connected user as the clan checks see them."""

    login: str | None  # PostgreSQL's current_user; None in an SQLite file
    organiser: bool  # writes every clan: the league organiser, a superuser, a file's user

    def may_write(self, owner: str | None) -> bool:
        return self.organiser or (owner is not None and owner == self.login)


def writer(session: Session) -> Writer:
    """Who is writing, in one round trip."""
    if not on_server(session):
        return Writer(None, True)
    login, organiser = session.execute(text("SELECT current_user, warclan_is_organiser()")).one()
    return Writer(str(login), bool(organiser))


def login(session: Session) -> str | None:
    """The connected league login (PostgreSQL's current_user); None in an SQLite file."""
    return writer(session).login if on_server(session) else None


def is_organiser(session: Session) -> bool:
    return writer(session).organiser


def may_write(session: Session, owner: str | None) -> bool:
    """May the connected user write a clan owned by ``owner``?"""
    return writer(session).may_write(owner)
