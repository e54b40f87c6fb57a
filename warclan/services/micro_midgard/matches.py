"""The Micro Midgard match log: record, list and delete matches, two-player or solo
against Loki. The winner is decided by the rules from the stored final scores."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy import delete, or_, select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_, reason
from warclan.rules.errors import RulesError
from warclan.rules.micro_midgard.result import FinalScore, check_final, decide
from warclan.rules.micro_midgard.setup import LOKI, check_seed
from warclan.services.errors import NotFound, ServiceError
from warclan.services.micro_midgard.dto import MmMatchView, ScoreView
from warclan.services.micro_midgard.players import find_player
from warclan.services.names import now
from warclan.store.database import Database
from warclan.store.models.micro_midgard import MmLokiGame, MmMatch, MmPlayer

MAX_NOTES = 10_000


@dataclass(frozen=True, slots=True)
class Score:
    """One side's end of game: a player (id or name; ignored for Loki) and the numbers."""

    player: str | int
    points: int
    gold: int = 0
    mead: int = 0


def score_problem(a: Score, b: Score, *, solo: bool = False) -> str | None:
    """Why ``record_match`` would refuse these final scores, or None (no database read:
    the window asks it on every change of its match form)."""
    a_name = str(a.player) or T_("the first player")
    b_name = LOKI if solo else (str(b.player) or T_("the second player"))
    try:
        check_final(
            FinalScore(a_name, a.points, a.gold, a.mead),
            FinalScore(b_name, b.points, b.gold, b.mead),
        )
    except RulesError as exc:
        return reason(exc)
    return None


def record_match(
    db: Database,
    a: Score,
    b: Score,
    *,
    solo: bool = False,
    first: str | int | None = None,
    played_on: date | None = None,
    seed: int | None = None,
    loki_game: int | None = None,
    notes: str = "",
) -> MmMatchView:
    """A two-player match (``first`` names who started), or with ``solo`` a match of the
    player ``a`` against Loki (``b``'s player is ignored; Loki always starts)."""
    notes = notes.strip()
    if len(notes) > MAX_NOTES:
        raise ServiceError(
            T_(
                "the notes are {count} characters; at most {max_notes}",
                count=len(notes),
                max_notes=MAX_NOTES,
            )
        )
    if seed is not None:
        check_seed(seed)
    if loki_game is not None and not solo:
        raise ServiceError(T_("a Loki companion game belongs to a solo match against Loki"))
    with db.session() as session:
        pa = find_player(session, a.player)
        pb: MmPlayer | None = None if solo else find_player(session, b.player)
        if pb is not None and pb.id == pa.id:
            raise ServiceError(T_("{pa} cannot play against themselves", pa=pa.name))
        b_name = LOKI if pb is None else pb.name
        check_final(
            FinalScore(pa.name, a.points, a.gold, a.mead),
            FinalScore(b_name, b.points, b.gold, b.mead),
        )
        starter = "b" if solo else "a"
        if first is not None and not solo:
            chosen = find_player(session, first)
            if chosen.id not in (pa.id, pb.id if pb else None):
                raise ServiceError(T_("{chosen} did not play in this match", chosen=chosen.name))
            starter = "a" if chosen.id == pa.id else "b"
        if loki_game is not None:
            game = session.get(MmLokiGame, loki_game)
            if game is None:
                raise NotFound(T_("no Loki companion game {loki_game}", loki_game=loki_game))
            if game.player_id != pa.id:
                raise ServiceError(
                    T_(
                        "Loki companion game {loki_game} is not {pa}'s",
                        loki_game=loki_game,
                        pa=pa.name,
                    )
                )
        match = MmMatch(
            played_on=played_on or date.today(),
            solo=solo,
            a_player_id=pa.id,
            a_name=pa.name,
            a_points=a.points,
            a_gold=a.gold,
            a_mead=a.mead,
            b_player_id=None if pb is None else pb.id,
            b_name=b_name,
            b_points=b.points,
            b_gold=b.gold,
            b_mead=b.mead,
            first=starter,
            seed=seed,
            loki_game_id=loki_game,
            notes=notes,
            created_at=now(),
        )
        session.add(match)
        session.flush()
        return views(session, [match])[0]


def list_matches(
    db: Database, *, player: str | int | None = None, solo: bool | None = None
) -> list[MmMatchView]:
    with db.session(write=False) as session:
        query = select(MmMatch).order_by(MmMatch.played_on, MmMatch.id)
        if player is not None:
            found = find_player(session, player)
            query = query.where(
                or_(MmMatch.a_player_id == found.id, MmMatch.b_player_id == found.id)
            )
        if solo is not None:
            query = query.where(MmMatch.solo == solo)
        return views(session, list(session.scalars(query)))


def delete_match(db: Database, match: str | int) -> MmMatchView:
    with db.session() as session:
        text = str(match).strip()
        row = session.get(MmMatch, int(text)) if text.isascii() and text.isdigit() else None
        if row is None:
            raise NotFound(
                T_(
                    "no match {match!r} (see 'warclan midgard match list')",
                    match=match,
                )
            )
        view = views(session, [row])[0]
        session.execute(delete(MmMatch).where(MmMatch.id == row.id))
        return view


def views(session: Session, matches: Sequence[MmMatch]) -> list[MmMatchView]:
    ids = {m.a_player_id for m in matches} | {m.b_player_id for m in matches if m.b_player_id}
    names: dict[int, str] = {}
    if ids:
        names = dict(
            session.execute(select(MmPlayer.id, MmPlayer.name).where(MmPlayer.id.in_(ids))).all()
        )
    return [_view(m, names) for m in matches]


def _view(m: MmMatch, names: dict[int, str]) -> MmMatchView:
    a_name = names.get(m.a_player_id, m.a_name)
    b_name = names.get(m.b_player_id, m.b_name) if m.b_player_id else m.b_name
    a = FinalScore(a_name, m.a_points, m.a_gold, m.a_mead)
    b = FinalScore(b_name, m.b_points, m.b_gold, m.b_mead)
    outcome = decide(a, b)

    def side(score: FinalScore, index: int) -> ScoreView:
        result = (
            "drawn" if outcome.winner is None else ("won" if outcome.winner == index else "lost")
        )
        return ScoreView(score.name, score.points, score.gold, score.mead, score.resources, result)

    return MmMatchView(
        id=m.id,
        played_on=m.played_on,
        solo=m.solo,
        a=side(a, 0),
        b=side(b, 1),
        first=a_name if m.first == "a" else b_name,
        winner=None if outcome.winner is None else (a_name, b_name)[outcome.winner],
        decided_by=outcome.decided_by,
        ended_by=outcome.ended_by,
        explanation=outcome.explanation,
        seed=m.seed,
        loki_game=m.loki_game_id,
        notes=m.notes,
    )
