"""Play a game: a Ragnarok game tracked at the table, tap by tap, then handed to Record
Game (``warclan.rules.ragnarok.tracker`` holds the rules; this module keeps the taps).

Every tap is its own transaction: the taps so far are replayed, the new one is checked
against the rules and written with the next number, so a crash loses nothing and two
clients tapping at once are put one after the other (the tracker row is locked).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_, Text
from warclan.rules.ragnarok.tracker import (
    GameState,
    Setup,
    SideResult,
    TrackedPower,
    TrackedSide,
    TrackedWarrior,
    TrackerError,
    result,
)
from warclan.rules.ragnarok.tracker_log import describe
from warclan.rules.turns import Tap
from warclan.services.errors import NotFound, ServiceError
from warclan.services.names import now
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.clans import clan_view
from warclan.services.ragnarok.games import Side, record_game_in
from warclan.services.ragnarok.ownership import NotYourClan
from warclan.store import ownership
from warclan.store.database import Database
from warclan.store.locks import lock_rows
from warclan.store.models.game_tracker import GameTracker, GameTrackerSide, GameTrackerTap
from warclan.store.models.ragnarok import WarClan
from warclan.store.queries.trackers import IN_PROGRESS


@dataclass(frozen=True, slots=True)
class TrackerSide:
    clan: str | int
    fielded: Sequence[str | int] | None = None  # None: every warrior who may play


@dataclass(frozen=True, slots=True)
class LogLine:
    seq: int
    at: datetime
    round: int
    text: str
    by: str | None  # the league login that tapped; None in an SQLite file


@dataclass(frozen=True, slots=True)
class TrackerView:
    id: int
    campaign_id: int
    campaign: str
    status: str  # playing | ended | recorded | abandoned
    started_at: datetime
    game_id: int | None
    state: GameState
    log: tuple[LogLine, ...]
    writable: frozenset[int]  # the clans this login may tap for

    @property
    def seq(self) -> int:
        return len(self.log)

    def result(self) -> tuple[SideResult, ...]:
        return result(self.state)

    def record_sides(self) -> list[Side]:
        """The sides for Record Game, as tracked."""
        return [
            Side(r.clan_id, r.victory_points, r.encounter_kills, list(r.fielded), list(r.removed))
            for r in self.result()
        ]


@dataclass(frozen=True, slots=True)
class TrackerSummary:
    id: int
    campaign: str
    clans: tuple[str, ...]
    status: str
    started_at: datetime
    round: int
    taps: int


# --- the setup, as stored -------------------------------------------------------------
def _setup_json(setup: Setup) -> dict[str, Any]:
    return {
        "sides": [
            {
                "clan_id": s.clan_id,
                "clan": s.clan,
                "warriors": [
                    {
                        "id": w.id,
                        "name": w.name,
                        "profile": w.profile,
                        "stats": dict(w.stats),
                        "powers": [
                            {"name": p.name, "cost": p.cost, "boosts": [list(b) for b in p.boosts]}
                            for p in w.powers
                        ],
                    }
                    for w in s.warriors
                ],
            }
            for s in setup.sides
        ]
    }


def _setup(data: Mapping[str, Any]) -> Setup:
    return Setup(
        tuple(
            TrackedSide(
                int(s["clan_id"]),
                str(s["clan"]),
                tuple(
                    TrackedWarrior(
                        int(w["id"]),
                        str(w["name"]),
                        str(w["profile"]),
                        {k: int(v) for k, v in w["stats"].items()},
                        tuple(
                            TrackedPower(
                                str(p["name"]),
                                int(p["cost"]),
                                tuple((int(b[0]), str(b[1])) for b in p["boosts"]),
                            )
                            for p in w["powers"]
                        ),
                    )
                    for w in s["warriors"]
                ),
            )
            for s in data["sides"]
        )
    )


# --- starting -------------------------------------------------------------------------
def start_game(db: Database, campaign: str | int, sides: Sequence[TrackerSide]) -> int:
    """Begin tracking a game; the warriors fielded are checked as Record Game checks them
    (who must miss this game, who is dead, whose sequence is still to run)."""
    if len(sides) < 2:
        raise ServiceError(T_("a game needs at least two War Clans"))
    # Record Game's own checks, in a transaction that is rolled back.
    with db.session(rollback=True) as session:
        camp = lookup.campaign(session, campaign)
        view = record_game_in(session, camp.id, [Side(s.clan, fielded=s.fielded) for s in sides])
    with db.session() as session:
        camp = lookup.campaign(session, campaign)
        tracked: list[TrackedSide] = []
        for side in view.sides:
            clan = session.get(WarClan, side.clan_id)
            assert clan is not None
            warriors = {w.name: w for w in clan_view(session, clan).warriors}
            tracked.append(
                TrackedSide(
                    clan.id,
                    clan.name,
                    tuple(_tracked(warriors[name]) for name in side.fielded),
                )
            )
        try:
            setup = Setup(tuple(tracked))
        except TrackerError as exc:
            raise ServiceError(*exc.args) from exc
        row = GameTracker(
            campaign_id=camp.id,
            status="playing",
            setup=_setup_json(setup),
            started_at=now(),
            started_by=ownership.login(session),
        )
        session.add(row)
        session.flush()
        session.add_all(GameTrackerSide(tracker_id=row.id, clan_id=s.clan_id) for s in tracked)
        return row.id


def _tracked(w: Any) -> TrackedWarrior:
    return TrackedWarrior(
        w.id,
        w.name,
        w.profile_name,
        dict(w.current_stats),
        tuple(
            TrackedPower(p.name, p.godspark_cost, tuple((b.godspark, b.effect) for b in p.boosts))
            for p in w.god_powers
        ),
    )


# --- reading --------------------------------------------------------------------------
def _row(session: Session, tracker_id: int) -> GameTracker:
    row = session.get(GameTracker, tracker_id)
    if row is None:
        raise NotFound(
            T_(
                "no game in progress with id {tracker_id}",
                tracker_id=tracker_id,
            )
        )
    return row


def _taps(session: Session, tracker_id: int) -> list[GameTrackerTap]:
    return list(
        session.scalars(
            select(GameTrackerTap)
            .where(GameTrackerTap.tracker_id == tracker_id)
            .order_by(GameTrackerTap.seq)
        )
    )


def _view(session: Session, row: GameTracker, taps: Sequence[GameTrackerTap]) -> TrackerView:
    setup = _setup(row.setup)
    state = GameState.start(setup)
    log: list[LogLine] = []
    for t in taps:
        tap = Tap(t.kind, t.data)
        text = describe(state, tap)
        log.append(LogLine(t.seq, t.at, state.round, text, t.by))
        state.apply(tap)
    who = ownership.writer(session) if ownership.on_server(session) else None
    owners = {
        c.id: c.owner
        for c in session.scalars(
            select(WarClan).where(WarClan.id.in_([s.clan_id for s in setup.sides]))
        )
    }
    writable = frozenset(
        clan for clan, owner in owners.items() if who is None or who.may_write(owner)
    )
    return TrackerView(
        row.id,
        row.campaign_id,
        lookup.campaign(session, row.campaign_id).name,
        row.status,
        row.started_at,
        row.game_id,
        state,
        tuple(log),
        writable,
    )


def tracker_view(db: Database, tracker_id: int) -> TrackerView:
    with db.session(write=False) as session:
        row = _row(session, tracker_id)
        return _view(session, row, _taps(session, tracker_id))


def tracker_for_game(db: Database, game_id: int) -> TrackerView | None:
    """The tracked game Record Game made ``game_id`` from, for its History."""
    with db.session(write=False) as session:
        row = session.scalars(select(GameTracker).where(GameTracker.game_id == game_id)).first()
        return _view(session, row, _taps(session, row.id)) if row is not None else None


def games_in_progress(db: Database, campaign: str | int | None = None) -> list[TrackerSummary]:
    """Tracked games not yet recorded or abandoned, newest first (what the window offers to
    resume)."""
    with db.session(write=False) as session:
        query = select(GameTracker).where(GameTracker.status.in_(IN_PROGRESS))
        if campaign is not None:
            query = query.where(GameTracker.campaign_id == lookup.campaign(session, campaign).id)
        found = []
        for row in session.scalars(query.order_by(GameTracker.id.desc())):
            view = _view(session, row, _taps(session, row.id))
            found.append(
                TrackerSummary(
                    row.id,
                    view.campaign,
                    tuple(s.clan for s in view.state.sides),
                    row.status,
                    row.started_at,
                    view.state.round,
                    view.seq,
                )
            )
        return found


# --- tapping --------------------------------------------------------------------------
def _clan_of(state: GameState, tap: Tap) -> int | None:
    """The clan a tap is about: the warrior's or the counter's; None for the table's."""
    if "warrior" in tap.data:
        return state.warrior(tap.data["warrior"]).clan_id
    if "clan" in tap.data and tap.kind != "first":
        return state.side(tap.data["clan"]).clan_id
    return None


def _status(status: str) -> str:
    """A tracked game's status in a sentence ("this game is recorded")."""
    return {
        "playing": T_("playing"),
        "ended": T_("ended"),
        "recorded": T_("recorded"),
        "abandoned": T_("abandoned"),
    }.get(status, status)


def _doing(what: str) -> str:
    """What a refused login tried, as a text."""
    return {
        "track it": T_("track it"),
        "undo it": T_("undo it"),
        "abandon it": T_("abandon it"),
    }.get(what, what)


def _follower(what: str) -> Text:
    return T_(
        "you follow this game; only its players or the league organiser may {doing}",
        doing=_doing(what),
    )


def _check_may_tap(session: Session, view: TrackerView, clan_id: int | None, what: str) -> None:
    if clan_id is None:
        if not view.writable:
            raise ServiceError(_follower(what))
        return
    if clan_id not in view.writable:
        clan = session.get(WarClan, clan_id)
        assert clan is not None
        raise NotYourClan(clan.name, clan.owner, _doing(what))


def _plays(session: Session, tracker_id: int, what: str) -> None:
    """Refuse up front a login who plays none of the game's clans (a follower)."""
    if not ownership.on_server(session):
        return
    who = ownership.writer(session)
    owners = session.scalars(
        select(WarClan.owner)
        .join(GameTrackerSide, GameTrackerSide.clan_id == WarClan.id)
        .where(GameTrackerSide.tracker_id == tracker_id)
    )
    if not any(who.may_write(owner) for owner in owners):
        raise ServiceError(_follower(what))


def tap(db: Database, tracker_id: int, kind: str, data: Mapping[str, Any]) -> TrackerView:
    """Make one tap: checked against the rules and saved at once; the game as it now is."""
    with db.session() as session:
        row = _row(session, tracker_id)
        _plays(session, row.id, "track it")
        lock_rows(session, GameTracker, [row.id])
        if row.status != "playing" and kind != "note":
            raise ServiceError(
                T_(
                    "this game is {status}; nothing more can be tracked",
                    status=_status(row.status),
                )
            )
        taps = _taps(session, row.id)
        view = _view(session, row, taps)
        new = Tap(kind, dict(data))
        round_before = view.state.round
        try:
            clan_id = _clan_of(view.state, new)
            _check_may_tap(session, view, clan_id, "track it")
            said = describe(view.state, new)  # in words, of the game it is applied to
            view.state.apply(new)  # a refused tap raises before anything is written
        except TrackerError as exc:
            raise ServiceError(*exc.args) from exc
        added = GameTrackerTap(
            tracker_id=row.id,
            seq=len(taps) + 1,
            at=now(),
            kind=kind,
            data=dict(data),
            clan_id=clan_id,
            by=ownership.login(session),
        )
        session.add(added)
        if kind == "end":
            row.status = "ended"
        session.flush()
        # The state is the one the tap was just applied to: no second replay.
        line = LogLine(added.seq, added.at, round_before, said, added.by)
        return replace(view, status=row.status, log=(*view.log, line))


def undo_tap(db: Database, tracker_id: int, seq: int | None = None) -> tuple[Tap, TrackerView]:
    """Take back the last tap (the page's Ctrl+Z); returns it, so it can be made again.
    ``seq``: the tap to take back must be that one (not a tap another player made since)."""
    with db.session() as session:
        row = _row(session, tracker_id)
        _plays(session, row.id, "undo it")
        lock_rows(session, GameTracker, [row.id])
        if row.status not in ("playing", "ended"):
            raise ServiceError(
                T_(
                    "this game is {status}; its taps can no longer be undone",
                    status=_status(row.status),
                )
            )
        taps = _taps(session, row.id)
        if not taps:
            raise ServiceError(T_("nothing has been tracked yet"))
        last = taps[-1]
        if seq is not None and last.seq != seq:
            later = _view(session, row, taps).log[-1].text
            raise ServiceError(
                T_("another tap was made since ({later}); take that one back first", later=later)
            )
        view = _view(session, row, taps[:-1])
        _check_may_tap(session, view, last.clan_id, "undo it")
        session.execute(delete(GameTrackerTap).where(GameTrackerTap.id == last.id))
        if last.kind == "end":
            row.status = "playing"
        undone = Tap(last.kind, dict(last.data))
        session.flush()
        return undone, view


def abandon(db: Database, tracker_id: int) -> None:
    """Stop tracking a game without recording it; its taps stay, for the record."""
    with db.session() as session:
        row = _row(session, tracker_id)
        _plays(session, row.id, "abandon it")
        if row.status == "recorded":
            raise ServiceError(T_("this game has been recorded; undo the game instead"))
        row.status = "abandoned"


def link_recorded(session: Session, tracker_id: int, game_id: int) -> None:
    """Record Game made ``game_id`` from this tracked game (same transaction)."""
    row = _row(session, tracker_id)
    if row.status != "ended":
        raise ServiceError(T_("end the tracked game before recording it"))
    row.status = "recorded"
    row.game_id = game_id


# --- following a game (``warclan game live show``, a second screen) -------------------
@dataclass(frozen=True, slots=True)
class LiveWarrior:
    id: int
    name: str
    profile: str
    hp: int
    hp_max: int
    ap_used: int
    ap: int
    activated: bool
    removed: bool
    removed_by: str | None  # the clan credited with taking it out
    conditions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LiveSide:
    clan: str
    victory_points: int
    godspark: int
    encounter_kills: int
    takedowns: int
    initiative: int | None
    warriors: tuple[LiveWarrior, ...]


@dataclass(frozen=True, slots=True)
class LiveGame:
    id: int
    campaign: str
    status: str
    started_at: datetime
    round: int
    phase: str
    turn: str | None  # the clan whose model activates next
    order: tuple[str, ...]  # activation order this Round
    sides: tuple[LiveSide, ...]
    log: tuple[LogLine, ...]


def live(view: TrackerView, last: int | None = None) -> LiveGame:
    state = view.state
    name = {s.clan_id: s.clan for s in state.sides}
    return LiveGame(
        view.id,
        view.campaign,
        view.status,
        view.started_at,
        state.round,
        state.phase.label,
        name.get(state.turn) if state.turn is not None else None,
        tuple(name[c] for c in state.order),
        tuple(
            LiveSide(
                s.clan,
                s.victory_points,
                s.godspark,
                s.encounter_kills,
                state.takedowns(s.clan_id),
                state.rolls.get(s.clan_id),
                tuple(
                    LiveWarrior(
                        w.id,
                        w.name,
                        w.warrior.profile,
                        w.hp,
                        w.hp_max,
                        w.ap_used,
                        w.ap,
                        w.activated,
                        w.removed,
                        name.get(w.removed_by) if w.removed_by is not None else None,
                        tuple(sorted(w.conditions)),
                    )
                    for w in s.warriors
                ),
            )
            for s in state.sides
        ),
        view.log[-last:] if last else view.log,
    )


def live_game(
    db: Database, tracker_id: int | None = None, campaign: str | int | None = None
) -> TrackerView:
    """The game asked for, or the one game in progress (of ``campaign``)."""
    if tracker_id is not None:
        return tracker_view(db, tracker_id)
    going = games_in_progress(db, campaign)
    if not going:
        raise NotFound(T_("no game is being tracked; start one with Campaign ▸ Play a Game…"))
    if len(going) > 1:
        listed = ", ".join(f"{g.id} ({' v '.join(g.clans)})" for g in going)
        raise ServiceError(
            T_(
                "{count} games are being tracked; give one: {listed}",
                count=len(going),
                listed=listed,
            )
        )
    return tracker_view(db, going[0].id)
