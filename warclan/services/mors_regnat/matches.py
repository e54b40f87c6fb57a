"""The Mors Regnat match log: record, list and delete matches; a warband's record.

Mors Regnat has no campaign rules in our text, so a match is just what the group
wants to remember: the date, the warbands, who won (or a draw), each warband's
casualties and notes. Records (played, won, lost, drawn) are counted from the log,
never kept as running totals. A deleted warband's matches stay in the log under the
name it had (see ``warclan.store.models.mors_regnat``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.services.errors import NotFound, ServiceError
from warclan.services.mors_regnat.dto import Deleted, MatchSideView, MatchView, WarbandRecord
from warclan.services.mors_regnat.lookup import find_warband, records
from warclan.services.names import clean_text, now
from warclan.services.sessions import own_transaction
from warclan.store.database import Database
from warclan.store.models.mors_regnat import MrMatch, MrMatchSide, MrWarband

MAX_CASUALTIES = 999  # only keeps numbers storable; the rules do not cap a warband's size
MAX_NOTES = 10_000


@dataclass(frozen=True, slots=True)
class MatchEntry:
    """One warband in a match: a reference (id or name) and the warriors it lost."""

    warband: str | int
    casualties: int = 0


def record_match_in(
    session: Session,
    entries: Sequence[MatchEntry],
    *,
    winner: str | int | None = None,
    draw: bool = False,
    played_on: date | None = None,
    notes: str = "",
) -> MatchView:
    """Log a match in the caller's transaction (a tracked match records itself with its
    last tap); ``record_match(db, …)`` does it in one of its own."""
    if len(entries) < 2:
        raise ServiceError(T_("a match needs at least two warbands"))
    if draw and winner is not None:
        raise ServiceError(T_("a match has a winner or is a draw, not both"))
    if not draw and winner is None:
        raise ServiceError(T_("say who won, or that the match was a draw"))
    notes = clean_text(notes, T_("notes"), MAX_NOTES)
    bands: list[MrWarband] = []
    for entry in entries:
        band = find_warband(session, entry.warband)
        if any(b.id == band.id for b in bands):
            raise ServiceError(T_("{band} is listed twice in the match", band=band.name))
        if not 0 <= entry.casualties <= MAX_CASUALTIES:
            raise ServiceError(
                T_(
                    "{band}: casualties must be between 0 and {max_casualties}, not {casualties}",
                    band=band.name,
                    max_casualties=MAX_CASUALTIES,
                    casualties=entry.casualties,
                )
            )
        bands.append(band)
    winner_id = None
    if winner is not None:
        winner_id = find_warband(session, winner).id
        if all(b.id != winner_id for b in bands):
            raise ServiceError(
                T_(
                    "the winner {winner!r} did not play in this match",
                    winner=winner,
                )
            )
    match = MrMatch(played_on=played_on or date.today(), draw=draw, notes=notes, created_at=now())
    session.add(match)
    session.flush()
    for position, (band, entry) in enumerate(zip(bands, entries, strict=True)):
        session.add(
            MrMatchSide(
                match_id=match.id,
                warband_id=band.id,
                warband_name=band.name,
                position=position,
                casualties=entry.casualties,
                won=band.id == winner_id,
            )
        )
    session.flush()
    return _views(session, [match])[0]


record_match = own_transaction(record_match_in)


def list_matches(db: Database, warband: str | int | None = None) -> list[MatchView]:
    """The log in the order played (oldest first), optionally only one warband's matches."""
    with db.session(write=False) as session:
        query = select(MrMatch).order_by(MrMatch.played_on, MrMatch.id)
        if warband is not None:
            band = find_warband(session, warband)
            query = query.where(
                MrMatch.id.in_(
                    select(MrMatchSide.match_id).where(MrMatchSide.warband_id == band.id)
                )
            )
        return _views(session, list(session.scalars(query)))


def show_match(db: Database, match: str | int) -> MatchView:
    with db.session(write=False) as session:
        return _views(session, [_find_match(session, match)])[0]


def delete_match(db: Database, match: str | int) -> Deleted:
    with db.session() as session:
        row = _find_match(session, match)
        view = _views(session, [row])[0]
        session.execute(delete(MrMatch).where(MrMatch.id == row.id))  # sides by CASCADE
        names = " vs ".join(s.warband for s in view.sides)
        return Deleted("match", view.id, names, T_("played on {date}", date=view.played_on))


def warband_record(db: Database, warband: str | int) -> WarbandRecord:
    with db.session(write=False) as session:
        band = find_warband(session, warband)
        return WarbandRecord(band.id, band.name, records(session, [band.id])[band.id])


def _find_match(session: Session, ref: str | int) -> MrMatch:
    text = str(ref).strip()
    found = session.get(MrMatch, int(text)) if text.isdigit() else None
    if found is None:
        raise NotFound(T_("no match {ref!r}", ref=ref), kind="match")
    return found


def _views(session: Session, matches: Sequence[MrMatch]) -> list[MatchView]:
    if not matches:
        return []
    ids = [m.id for m in matches]
    sides: dict[int, list[MrMatchSide]] = {i: [] for i in ids}
    for side in session.scalars(
        select(MrMatchSide)
        .where(MrMatchSide.match_id.in_(ids))
        .order_by(MrMatchSide.position, MrMatchSide.id)
    ):
        sides[side.match_id].append(side)
    # A side still linked shows the warband's current name; a deleted one its stored name.
    linked = {s.warband_id for group in sides.values() for s in group if s.warband_id is not None}
    names: dict[int, str] = {}
    if linked:
        rows = session.execute(select(MrWarband.id, MrWarband.name).where(MrWarband.id.in_(linked)))
        names = {ident: name for ident, name in rows}
    views = []
    for match in matches:
        side_views = tuple(
            MatchSideView(
                warband_id=s.warband_id,
                warband=names.get(s.warband_id, s.warband_name)
                if s.warband_id is not None
                else s.warband_name,
                casualties=s.casualties,
                result="drawn" if match.draw else ("won" if s.won else "lost"),
            )
            for s in sides[match.id]
        )
        winner = next((v.warband for v in side_views if v.result == "won"), None)
        views.append(
            MatchView(match.id, match.played_on, match.draw, winner, match.notes, side_views)
        )
    return views
