"""Finding Mors Regnat warbands and warriors by what the user typed, and warband records.

Shared by the warband, match and odds services. A reference is an id or a name
(case-insensitive); digits are tried as an id first, then as a name, so a warband
called "300" can still be found by name.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import case, func, select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.services.errors import NotFound
from warclan.services.mors_regnat.dto import RecordView
from warclan.services.names import as_id
from warclan.store.models.base import name_key
from warclan.store.models.mors_regnat import MrMatch, MrMatchSide, MrWarband, MrWarrior


def find_warband(session: Session, ref: str | int) -> MrWarband:
    # A name wins over an id (a warband may be called "7"), as in warclan.services.ragnarok.lookup.
    found = None
    if isinstance(ref, str):
        found = session.scalar(select(MrWarband).where(MrWarband.name_key == name_key(ref)))
    ident = as_id(ref)
    if found is None and ident is not None:
        found = session.get(MrWarband, ident)
    if found is None:
        raise NotFound(T_("no warband {ref!r}", ref=ref), kind="warband")
    return found


def warband_name_taken(session: Session, name: str, *, except_id: int | None = None) -> str | None:
    """The existing spelling of a warband name, compared without case; None if free."""
    query = select(MrWarband.name).where(MrWarband.name_key == name_key(name))
    if except_id is not None:
        query = query.where(MrWarband.id != except_id)
    return session.scalar(query)


def find_warrior(session: Session, band: MrWarband, ref: str | int) -> MrWarrior:
    base = select(MrWarrior).where(MrWarrior.warband_id == band.id)
    found = None
    if isinstance(ref, str):
        found = session.scalar(base.where(MrWarrior.name_key == name_key(ref)))
    ident = as_id(ref)
    if found is None and ident is not None:
        found = session.scalar(base.where(MrWarrior.id == ident))
    if found is None:
        raise NotFound(T_("{band} has no warrior {ref!r}", band=band.name, ref=ref))
    return found


def warriors_of(session: Session, band_id: int) -> list[MrWarrior]:
    return list(
        session.scalars(
            select(MrWarrior)
            .where(MrWarrior.warband_id == band_id)
            .order_by(MrWarrior.position, MrWarrior.id)
        )
    )


def records(session: Session, band_ids: Iterable[int]) -> dict[int, RecordView]:
    """Played, won, lost and drawn per warband, counted from the match log (one query)."""
    ids = list(band_ids)
    counts = {i: [0, 0, 0] for i in ids}  # played, won, drawn
    if ids:
        rows = session.execute(
            select(
                MrMatchSide.warband_id,
                func.count(),
                func.sum(case((MrMatchSide.won, 1), else_=0)),
                func.sum(case((MrMatch.draw, 1), else_=0)),
            )
            .join(MrMatch, MrMatch.id == MrMatchSide.match_id)
            .where(MrMatchSide.warband_id.in_(ids))
            .group_by(MrMatchSide.warband_id)
        )
        for band_id, played, won, drawn in rows:
            counts[band_id] = [int(played), int(won or 0), int(drawn or 0)]
    return {
        band_id: RecordView(played, won, played - won - drawn, drawn)
        for band_id, (played, won, drawn) in counts.items()
    }
