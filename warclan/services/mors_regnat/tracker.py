"""A Mors Regnat match played with the tracker (``warclan.rules.mors_regnat.tracker``):
each tap saved at once, undo drops the last one; the last tap says who won (or a draw),
and ``record`` then writes the match into the match log with each warband's casualties."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.rules.mors_regnat.tracker import (
    MatchError,
    MatchState,
    MrSetup,
    MrSide,
    MrTracked,
    describe,
)
from warclan.rules.turns import Tap
from warclan.services.errors import NotFound, ServiceError
from warclan.services.mors_regnat import warbands
from warclan.services.mors_regnat.matches import MatchEntry, record_match_in
from warclan.services.names import now
from warclan.store.database import Database
from warclan.store.locks import lock_rows
from warclan.store.models.game_tracker import MrTracker, MrTrackerTap


@dataclass(frozen=True, slots=True)
class MatchLine:
    seq: int
    at: datetime
    turn: int
    text: str


@dataclass(frozen=True, slots=True)
class TrackedMatch:
    id: int
    status: str  # playing | ended | recorded | abandoned
    started_at: datetime
    match_id: int | None
    state: MatchState
    log: tuple[MatchLine, ...]

    @property
    def seq(self) -> int:
        return len(self.log)


def _setup_json(setup: MrSetup) -> dict[str, Any]:
    return {
        "sides": [
            {
                "warband_id": s.warband_id,
                "warband": s.warband,
                "warriors": [
                    {
                        "id": w.id,
                        "name": w.name,
                        "wounds": w.wounds,
                        "attack": w.attack,
                        "toughness": w.toughness,
                        "damage": w.damage,
                        "weapon": w.weapon,
                    }
                    for w in s.warriors
                ],
            }
            for s in setup.sides
        ]
    }


def _setup(data: Mapping[str, Any]) -> MrSetup:
    return MrSetup(
        tuple(
            MrSide(
                int(s["warband_id"]),
                str(s["warband"]),
                tuple(
                    MrTracked(
                        int(w["id"]),
                        str(w["name"]),
                        int(w["wounds"]),
                        int(w["attack"]),
                        int(w["toughness"]),
                        int(w["damage"]),
                        str(w["weapon"]),
                    )
                    for w in s["warriors"]
                ),
            )
            for s in data["sides"]
        )
    )


def start_match(db: Database, bands: Sequence[str | int]) -> int:
    """Begin tracking a match of these warbands, with their warriors as they are now."""
    sides = []
    for ref in bands:
        sheet = warbands.show_warband(db, ref)
        sides.append(
            MrSide(
                sheet.id,
                sheet.name,
                tuple(
                    MrTracked(
                        w.id or 0,
                        w.name,
                        w.stats.wounds,
                        w.stats.attack,
                        w.stats.toughness,
                        w.weapon.damage if w.weapon else 1,
                        w.weapon.label if w.weapon else w.weapon_key,
                    )
                    for w in sheet.warriors
                ),
            )
        )
    try:
        setup = MrSetup(tuple(sides))
    except MatchError as exc:
        raise ServiceError(*exc.args) from exc
    with db.session() as session:
        row = MrTracker(status="playing", setup=_setup_json(setup), started_at=now())
        session.add(row)
        session.flush()
        return row.id


def _row(session: Session, tracker_id: int) -> MrTracker:
    row = session.get(MrTracker, tracker_id)
    if row is None:
        raise NotFound(T_("no tracked match with id {tracker_id}", tracker_id=tracker_id))
    return row


def _taps(session: Session, tracker_id: int) -> list[MrTrackerTap]:
    return list(
        session.scalars(
            select(MrTrackerTap)
            .where(MrTrackerTap.tracker_id == tracker_id)
            .order_by(MrTrackerTap.seq)
        )
    )


def _view(row: MrTracker, taps: Sequence[MrTrackerTap]) -> TrackedMatch:
    state = MatchState.start(_setup(row.setup))
    log = []
    for t in taps:
        tap = Tap(t.kind, t.data)
        log.append(MatchLine(t.seq, t.at, state.turn_number, describe(state, tap)))
        state.apply(tap)
    return TrackedMatch(row.id, row.status, row.started_at, row.match_id, state, tuple(log))


def match_view(db: Database, tracker_id: int) -> TrackedMatch:
    with db.session(write=False) as session:
        row = _row(session, tracker_id)
        return _view(row, _taps(session, row.id))


def matches_in_progress(db: Database) -> list[TrackedMatch]:
    with db.session(write=False) as session:
        rows = session.scalars(
            select(MrTracker)
            .where(MrTracker.status.in_(("playing", "ended")))
            .order_by(MrTracker.id.desc())
        )
        return [_view(row, _taps(session, row.id)) for row in rows]


def tap(db: Database, tracker_id: int, kind: str, data: Mapping[str, Any]) -> TrackedMatch:
    """One tap, checked and saved; the game as it now is."""
    with db.session() as session:
        row = _row(session, tracker_id)
        lock_rows(session, MrTracker, [row.id])
        if row.status != "playing":
            raise ServiceError(
                T_(
                    "this match is {status}; nothing more can be tracked",
                    status=row.status,
                )
            )
        taps = _taps(session, row.id)
        view = _view(row, taps)
        new = Tap(kind, dict(data))
        turn_before = view.state.turn_number
        try:
            said = describe(view.state, new)  # in words, of the match it is applied to
            view.state.apply(new)
        except MatchError as exc:
            raise ServiceError(*exc.args) from exc  # a Text: the window translates it
        added = MrTrackerTap(
            tracker_id=row.id, seq=len(taps) + 1, at=now(), kind=kind, data=dict(data)
        )
        session.add(added)
        if kind == "end":
            row.status = "ended"
        session.flush()
        # The state is the one the tap was just applied to: no second replay.
        line = MatchLine(added.seq, added.at, turn_before, said)
        return replace(view, status=row.status, log=(*view.log, line))


def record(db: Database, tracker_id: int) -> TrackedMatch:
    """An ended match into the match log: the warbands, who won (or a draw), each
    warband's casualties, the date it was played."""
    with db.session() as session:
        row = _row(session, tracker_id)
        lock_rows(session, MrTracker, [row.id])
        if row.status != "ended":
            raise ServiceError(
                T_("end the match first (who won?)")
                if row.status == "playing"
                else T_("this match is {status}", status=row.status)
            )
        taps = _taps(session, row.id)
        view = _view(row, taps)
        state = view.state
        entered = record_match_in(
            session,
            [MatchEntry(s.warband_id, s.casualties) for s in state.sides],
            winner=state.winner,
            draw=state.draw,
            played_on=row.started_at.date(),
            notes=f"Tracked at the table: {state.turn_number} "
            + ("turn." if state.turn_number == 1 else "turns."),
        )
        row.status, row.match_id = "recorded", entered.id
        session.flush()
        return _view(row, taps)


def undo_tap(db: Database, tracker_id: int, seq: int | None = None) -> tuple[Tap, TrackedMatch]:
    """Take back the last tap (the end too, until the match is in the match log)."""
    with db.session() as session:
        row = _row(session, tracker_id)
        lock_rows(session, MrTracker, [row.id])
        taps = _taps(session, row.id)
        if not taps:
            raise ServiceError(T_("nothing has been tracked yet"))
        last = taps[-1]
        if seq is not None and last.seq != seq:
            raise ServiceError(T_("another tap was made since; take that one back first"))
        if row.status == "ended" and last.kind == "end":
            row.status = "playing"
        elif row.status != "playing":
            raise ServiceError(
                T_(
                    "this match is {status}; its taps can no longer be undone",
                    status=row.status,
                )
            )
        session.execute(delete(MrTrackerTap).where(MrTrackerTap.id == last.id))
        session.flush()
        return Tap(last.kind, dict(last.data)), _view(row, taps[:-1])


def abandon(db: Database, tracker_id: int) -> None:
    with db.session() as session:
        row = _row(session, tracker_id)
        if row.status == "recorded":
            raise ServiceError(T_("this match is in the match log; delete it there instead"))
        row.status = "abandoned"
