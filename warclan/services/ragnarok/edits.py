"""Small edits the window puts on its undo stack: renaming a campaign, a War Clan or a
warrior, and a campaign's notes. Each returns what it replaced, so its undo is the same
call with the old value."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from warclan.services.errors import ServiceError
from warclan.services.names import clean_name
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.ownership import check_clan
from warclan.services.versions import check_version
from warclan.store.database import Database
from warclan.store.models.base import name_key
from warclan.store.models.ragnarok import Campaign, WarClan, Warrior

NOTES_LIMIT = 20_000


@dataclass(frozen=True, slots=True)
class Renamed:
    id: int
    old: str
    new: str


def rename_campaign(db: Database, ref: str | int, new_name: str) -> Renamed:
    name = clean_name(new_name, "campaign")
    with db.session() as session:
        row = lookup.campaign(session, ref)
        clash = session.scalar(
            select(Campaign).where(Campaign.name_key == name_key(name), Campaign.id != row.id)
        )
        if clash is not None:
            raise ServiceError(f"a campaign called {clash.name!r} already exists")
        old, row.name = row.name, name
        return Renamed(row.id, old, name)


def rename_clan(db: Database, ref: str | int, new_name: str) -> Renamed:
    name = clean_name(new_name, "War Clan")
    with db.session() as session:
        row = lookup.clan(session, ref)
        check_clan(session, row, "rename it")
        clash = session.scalar(
            select(WarClan).where(
                WarClan.campaign_id == row.campaign_id,
                WarClan.name_key == name_key(name),
                WarClan.id != row.id,
            )
        )
        if clash is not None:
            raise ServiceError(f"this campaign already has a War Clan called {clash.name!r}")
        old, row.name = row.name, name
        return Renamed(row.id, old, name)


def rename_warrior(
    db: Database,
    clan: str | int,
    warrior: str | int,
    new_name: str,
    *,
    expected_version: int | None = None,
) -> Renamed:
    """``expected_version``: the ``version`` of the warrior as shown when the edit began;
    the rename is refused if someone has changed the warrior since."""
    name = clean_name(new_name, "warrior")
    with db.session() as session:
        clan_row = lookup.clan(session, clan)
        check_clan(session, clan_row, "rename its warriors")
        row = lookup.warrior(session, clan_row, warrior)
        check_version(row.version, expected_version, f"warrior {row.name!r}")
        clash = session.scalar(
            select(Warrior).where(
                Warrior.clan_id == clan_row.id,
                Warrior.name_key == name_key(name),
                Warrior.id != row.id,
            )
        )
        if clash is not None:
            raise ServiceError(f"{clan_row.name} already has a warrior called {clash.name!r}")
        old, row.name = row.name, name
        return Renamed(row.id, old, name)


def campaign_notes(db: Database, ref: str | int) -> str:
    with db.session(write=False) as session:
        return lookup.campaign(session, ref).notes


def set_campaign_notes(db: Database, ref: str | int, notes: str) -> str:
    """Replace the campaign's notes; returns the notes they replaced."""
    if len(notes) > NOTES_LIMIT:
        raise ServiceError(f"the notes are {len(notes)} characters; at most {NOTES_LIMIT}")
    with db.session() as session:
        row = lookup.campaign(session, ref)
        old, row.notes = row.notes, notes
        return old
