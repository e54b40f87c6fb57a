"""Exact copies of a warband's or a match's rows, and putting them back.

What the window's Undo and Redo are made of: an edit captures the rows it will touch
before and after, and undoing it puts the "before" rows back (ids, positions and
timestamps included), so the database is exactly as it was, row for row. A warband
that did not exist is captured as None; restoring None deletes it.

Deleting a warband unlinks its match sides (``ON DELETE SET NULL``); the copy keeps
which sides were linked, so restoring it links them again and the records come back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Table, delete, insert, select, update
from sqlalchemy.orm import Session

from warclan.store.database import Database
from warclan.store.models.mors_regnat import MrAbility, MrMatch, MrMatchSide, MrWarband, MrWarrior

Row = dict[str, Any]


def _table(model: type[Any]) -> Table:
    table = model.__table__
    assert isinstance(table, Table)
    return table


_BAND, _WARRIOR, _ABILITY = _table(MrWarband), _table(MrWarrior), _table(MrAbility)
_MATCH, _SIDE = _table(MrMatch), _table(MrMatchSide)


@dataclass(frozen=True, slots=True)
class WarbandRows:
    warband: Row
    warriors: tuple[Row, ...]
    abilities: tuple[Row, ...]
    linked_sides: tuple[int, ...]  # match sides that point at this warband


@dataclass(frozen=True, slots=True)
class MatchRows:
    match: Row
    sides: tuple[Row, ...]


def _rows(session: Session, table: Table, *where: Any) -> tuple[Row, ...]:
    query = select(table).where(*where).order_by(table.c.id)
    return tuple(dict(r) for r in session.execute(query).mappings())


def capture_warband(db: Database, warband_id: int) -> WarbandRows | None:
    with db.session(write=False) as session:
        band = _rows(session, _BAND, _BAND.c.id == warband_id)
        if not band:
            return None
        warriors = _rows(session, _WARRIOR, _WARRIOR.c.warband_id == warband_id)
        abilities = _rows(session, _ABILITY, _ABILITY.c.warrior_id.in_([w["id"] for w in warriors]))
        sides = session.scalars(
            select(_SIDE.c.id).where(_SIDE.c.warband_id == warband_id).order_by(_SIDE.c.id)
        )
        return WarbandRows(band[0], warriors, abilities, tuple(sides))


def restore_warband(db: Database, warband_id: int, rows: WarbandRows | None) -> None:
    """Make warband ``warband_id`` exactly ``rows`` (or make it gone, for None)."""
    with db.session() as session:
        # Warriors and abilities go by cascade; match sides are unlinked, then relinked.
        session.execute(delete(_BAND).where(_BAND.c.id == warband_id))
        if rows is None:
            return
        session.execute(insert(_BAND), [rows.warband])
        if rows.warriors:
            session.execute(insert(_WARRIOR), list(rows.warriors))
        if rows.abilities:
            session.execute(insert(_ABILITY), list(rows.abilities))
        if rows.linked_sides:
            session.execute(
                update(_SIDE).where(_SIDE.c.id.in_(rows.linked_sides)).values(warband_id=warband_id)
            )


def capture_match(db: Database, match_id: int) -> MatchRows | None:
    with db.session(write=False) as session:
        match = _rows(session, _MATCH, _MATCH.c.id == match_id)
        if not match:
            return None
        return MatchRows(match[0], _rows(session, _SIDE, _SIDE.c.match_id == match_id))


def restore_match(db: Database, match_id: int, rows: MatchRows | None) -> None:
    """Make match ``match_id`` exactly ``rows`` (or make it gone, for None). A side whose
    warband no longer exists comes back unlinked, under the name it kept."""
    with db.session() as session:
        session.execute(delete(_MATCH).where(_MATCH.c.id == match_id))
        if rows is None:
            return
        session.execute(insert(_MATCH), [rows.match])
        existing = set(session.scalars(select(_BAND.c.id)))
        sides = [
            s if s["warband_id"] in existing else {**s, "warband_id": None} for s in rows.sides
        ]
        if sides:
            session.execute(insert(_SIDE), sides)


def warband_of_warrior(db: Database, warrior_id: int) -> int | None:
    """The warband a warrior belongs to (the navigator names warriors by id)."""
    with db.session(write=False) as session:
        return session.scalar(select(_WARRIOR.c.warband_id).where(_WARRIOR.c.id == warrior_id))
