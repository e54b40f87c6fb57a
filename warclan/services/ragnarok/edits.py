"""Small edits the window puts on its undo stack: renaming a campaign, a War Clan or a
warrior, and a campaign's notes. Each returns what it replaced, so its undo is the same
call with the old value."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from warclan.i18n_text import T_
from warclan.services.errors import ServiceError
from warclan.services.names import clean_name
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.ownership import check_clan
from warclan.services.versions import check_version
from warclan.store.database import Database
from warclan.store.errors import StaleEditError
from warclan.store.models.base import name_key
from warclan.store.models.ragnarok import Campaign, WarClan, Warrior

NOTES_LIMIT = 20_000


@dataclass(frozen=True, slots=True)
class Renamed:
    id: int
    old: str
    new: str


def _check_name(current: str, expected: str | None, what: str) -> None:
    """A rename begun on ``expected`` is refused if someone renamed it meanwhile."""
    if expected is not None and current != expected:
        raise StaleEditError(
            T_(
                "{what} {expected!r} was renamed to {current!r} by someone else since; "
                "nothing was changed",
                what=what,
                expected=expected,
                current=current,
            )
        )


def rename_campaign(
    db: Database, ref: str | int, new_name: str, *, expected: str | None = None
) -> Renamed:
    """``expected``: the name the rename began from (refused if it moved on)."""
    name = clean_name(new_name, T_("campaign"))
    with db.session() as session:
        row = lookup.campaign(session, ref)
        _check_name(row.name, expected, T_("the campaign"))
        clash = session.scalar(
            select(Campaign).where(Campaign.name_key == name_key(name), Campaign.id != row.id)
        )
        if clash is not None:
            raise ServiceError(T_("a campaign called {clash!r} already exists", clash=clash.name))
        old, row.name = row.name, name
        return Renamed(row.id, old, name)


def rename_clan(
    db: Database, ref: str | int, new_name: str, *, expected: str | None = None
) -> Renamed:
    """``expected``: the name the rename began from (refused if it moved on)."""
    name = clean_name(new_name, T_("War Clan"))
    with db.session() as session:
        row = lookup.clan(session, ref)
        check_clan(session, row, T_("rename it"))
        _check_name(row.name, expected, T_("the War Clan"))
        clash = session.scalar(
            select(WarClan).where(
                WarClan.campaign_id == row.campaign_id,
                WarClan.name_key == name_key(name),
                WarClan.id != row.id,
            )
        )
        if clash is not None:
            raise ServiceError(
                T_(
                    "this campaign already has a War Clan called {clash!r}",
                    clash=clash.name,
                )
            )
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
    name = clean_name(new_name, T_("warrior"))
    with db.session() as session:
        clan_row = lookup.clan(session, clan)
        check_clan(session, clan_row, T_("rename its warriors"))
        row = lookup.warrior(session, clan_row, warrior)
        check_version(row.version, expected_version, T_("warrior {name!r}", name=row.name))
        clash = session.scalar(
            select(Warrior).where(
                Warrior.clan_id == clan_row.id,
                Warrior.name_key == name_key(name),
                Warrior.id != row.id,
            )
        )
        if clash is not None:
            raise ServiceError(
                T_(
                    "{clan_row} already has a warrior called {clash!r}",
                    clan_row=clan_row.name,
                    clash=clash.name,
                )
            )
        old, row.name = row.name, name
        return Renamed(row.id, old, name)


def campaign_notes(db: Database, ref: str | int) -> str:
    with db.session(write=False) as session:
        return lookup.campaign(session, ref).notes


def set_campaign_notes(
    db: Database, ref: str | int, notes: str, *, expected: str | None = None
) -> str:
    """Replace the campaign's notes; returns the notes they replaced. ``expected``: the
    notes the edit began from; refused if someone has changed them since."""
    if len(notes) > NOTES_LIMIT:
        raise ServiceError(
            T_(
                "the notes are {count} characters; at most {notes_limit}",
                count=len(notes),
                notes_limit=NOTES_LIMIT,
            )
        )
    with db.session() as session:
        row = lookup.campaign(session, ref)
        if expected is not None and row.notes != expected:
            raise StaleEditError(
                T_(
                    "the notes of {row!r} were changed by someone else since you began "
                    "editing them; nothing was changed",
                    row=row.name,
                )
            )
        old, row.notes = row.notes, notes
        return old
