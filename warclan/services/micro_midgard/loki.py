"""The Loki companion: start a solo game, add what happened at the table (a Loki turn
draws a card, a scored Prophecy, a focus move), take the last one back, show the state.

Only the seed and the events are stored; the state is replayed by
``warclan.rules.micro_midgard.loki`` each time, so no card text is ever stored.
"""

from __future__ import annotations

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.rules.micro_midgard.loki import EventKind, LokiEvent, check_event, replay
from warclan.rules.micro_midgard.setup import check_seed, new_seed
from warclan.services.errors import NotFound, ServiceError
from warclan.services.micro_midgard.dto import LokiGameView
from warclan.services.micro_midgard.players import find_player
from warclan.services.names import now
from warclan.store.database import Database
from warclan.store.models.micro_midgard import MmLokiEvent, MmLokiGame, MmPlayer

MAX_EVENTS = 2_000  # far beyond any game; keeps a runaway script from filling the file


def start_game(db: Database, player: str | int, seed: int | None = None) -> LokiGameView:
    seed = new_seed() if seed is None else seed
    check_seed(seed)
    with db.session() as session:
        found = find_player(session, player)
        game = MmLokiGame(player_id=found.id, seed=seed, created_at=now())
        session.add(game)
        session.flush()
        return _view(session, game)


def add_event(
    db: Database, game: int, kind: str, side: str | None = None, scorer: str | None = None
) -> LokiGameView:
    try:
        event = LokiEvent(EventKind(kind), side, scorer)
    except ValueError as exc:
        raise ServiceError(T_("unknown Loki companion step {kind!r}", kind=kind)) from exc
    check_event(event)
    with db.session() as session:
        row = _find(session, game)
        count = _count(session, row.id)
        if count >= MAX_EVENTS:
            raise ServiceError(
                T_(
                    "a Loki companion game holds at most {max_events} steps",
                    max_events=MAX_EVENTS,
                )
            )
        session.add(
            MmLokiEvent(
                game_id=row.id,
                seq=count + 1,
                kind=event.kind.value,
                side=event.side if event.kind != EventKind.DRAW else None,
                scorer=event.scorer if event.kind == EventKind.PROPHECY else None,
            )
        )
        session.flush()
        return _view(session, row)


def undo_event(db: Database, game: int) -> LokiGameView:
    with db.session() as session:
        row = _find(session, game)
        last = session.scalar(
            select(func.max(MmLokiEvent.seq)).where(MmLokiEvent.game_id == row.id)
        )
        if last is None:
            raise ServiceError(T_("nothing to take back: this Loki game has no steps yet"))
        session.execute(
            delete(MmLokiEvent).where(MmLokiEvent.game_id == row.id, MmLokiEvent.seq == last)
        )
        return _view(session, row)


def show_game(db: Database, game: int) -> LokiGameView:
    with db.session(write=False) as session:
        return _view(session, _find(session, game))


def list_games(db: Database) -> list[LokiGameView]:
    with db.session(write=False) as session:
        return [
            _view(session, g) for g in session.scalars(select(MmLokiGame).order_by(MmLokiGame.id))
        ]


def _find(session: Session, game: int | str) -> MmLokiGame:
    text = str(game).strip()
    row = session.get(MmLokiGame, int(text)) if text.isascii() and text.isdigit() else None
    if row is None:
        raise NotFound(
            T_(
                "no Loki companion game {game!r} (start one with 'warclan midgard loki start')",
                game=game,
            )
        )
    return row


def _count(session: Session, game_id: int) -> int:
    return int(
        session.scalar(
            select(func.count()).select_from(MmLokiEvent).where(MmLokiEvent.game_id == game_id)
        )
        or 0
    )


# What a step was, and where Loki's marker stands: said in the window's language
# (i18n.text), whole sentences for each case.
SCORED = {
    ("sun", "player"): T_("Sun Prophecy: you scored"),
    ("sun", "loki"): T_("Sun Prophecy: Loki scored"),
    ("sun", "tie"): T_("Sun Prophecy: nobody scored (a tie)"),
    ("moon", "player"): T_("Moon Prophecy: you scored"),
    ("moon", "loki"): T_("Moon Prophecy: Loki scored"),
    ("moon", "tie"): T_("Moon Prophecy: nobody scored (a tie)"),
}
FOCUS_MOVED = {
    "sun": T_("Loki moved its Sun focus marker"),
    "moon": T_("Loki moved its Moon focus marker"),
}
POSITIONS = {
    0: T_("centre"),
    1: T_("1 space towards the Sun"),
    2: T_("2 spaces towards the Sun"),
    -1: T_("1 space towards the Moon"),
    -2: T_("2 spaces towards the Moon"),
}


def _describe(event: LokiEvent | None) -> str:
    if event is None:
        return T_("new game: the Loki deck is shuffled")
    if event.kind == EventKind.DRAW:
        return T_("Loki drew a card")
    if event.kind == EventKind.PROPHECY:
        return SCORED[(str(event.side), str(event.scorer))]
    return FOCUS_MOVED[str(event.side)]


def _view(session: Session, game: MmLokiGame) -> LokiGameView:
    rows = session.scalars(
        select(MmLokiEvent).where(MmLokiEvent.game_id == game.id).order_by(MmLokiEvent.seq)
    )
    events = [LokiEvent(EventKind(r.kind), r.side, r.scorer) for r in rows]
    state = replay(game.seed, events)
    player = session.get(MmPlayer, game.player_id)
    where = POSITIONS[state.position]
    return LokiGameView(
        id=game.id,
        player=player.name if player else "?",
        seed=game.seed,
        events=len(events),
        draws=state.draws,
        card=state.card,
        cycle=state.cycle,
        left_in_deck=state.left_in_deck,
        reshuffled=state.reshuffled,
        drawn_this_cycle=state.drawn_this_cycle,
        position=state.position,
        position_text=where,
        sun_focus=state.sun_focus,
        moon_focus=state.moon_focus,
        focus_points=state.focus_points,
        last_bonus=state.last_bonus,
        focus=state.focus,
        focus_times=state.focus_times,
        last_event=_describe(events[-1] if events else None),
    )
