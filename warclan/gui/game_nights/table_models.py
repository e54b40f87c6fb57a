"""The Game nights tables: each a list of columns over one DTO type, shown by the
window's one ``ColumnsModel``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from warclan.gui.columns import Column, ColumnsModel
from warclan.services.micro_midgard.dto import MmMatchView, ScoreView, StandingRow
from warclan.services.vgw.dto import LadderRow, VgwPlayView


def _text(header: str, value: Callable[[Any], object]) -> Column[Any]:
    return Column(header, lambda row: str(value(row)))


def _number(header: str, value: Callable[[Any], float]) -> Column[Any]:
    """Right-aligned and sorted as a number; a fraction shows two decimals."""

    def text(row: Any) -> str:
        number = value(row)
        return f"{number:.2f}" if isinstance(number, float) else str(number)

    return Column(header, text, sort=value, numeric=True)


def _ident(row: Any) -> int | None:
    return getattr(row, "id", None)


def _model(columns: tuple[Column[Any], ...], parent: Any) -> ColumnsModel[Any]:
    return ColumnsModel(columns, _ident, parent)


def _handicaps(p: VgwPlayView) -> str:
    return p.handicaps_text + (" (War of Jarls)" if p.war_of_jarls else "")


PLAYS = (
    _number("#", lambda p: p.id),
    _text("Date", lambda p: p.played_on.isoformat()),
    _text("Players / team", lambda p: p.who),
    _number("Count", lambda p: p.player_count),
    _text("Handicaps", _handicaps),
    _text("Result", lambda p: "won" if p.won else "lost"),
    _text("VP", lambda p: "some lost" if p.lost_vp else "none lost"),
    _number("Glory", lambda p: p.glory),
    _text("Rank", lambda p: p.rank_text),
    _text("Notes", lambda p: p.notes),
)


def _history(r: LadderRow) -> str:
    return ", ".join(
        f"{e.played_on.isoformat()} {'won ' + str(e.glory) if e.won else 'lost'}" for e in r.history
    )


LADDER = (
    _text("Name", lambda r: r.name),
    _text("Best rank", lambda r: r.best_rank_text),
    _number("Best Glory", lambda r: r.best_glory),
    _number("Plays", lambda r: r.plays),
    _number("Wins", lambda r: r.wins),
    _text("History", _history),
)


def _side(s: ScoreView) -> str:
    return f"{s.name} {s.points} ({s.gold}G {s.mead}M)"


MATCHES = (
    _number("#", lambda m: m.id),
    _text("Date", lambda m: m.played_on.isoformat()),
    _text("Kind", lambda m: "solo vs Loki" if m.solo else "two players"),
    _text("Side A", lambda m: _side(m.a)),
    _text("Side B", lambda m: _side(m.b)),
    _text("Started", lambda m: m.first),
    _text("Result", lambda m: m.explanation),
    _text("Notes", lambda m: m.notes),
)
MATCH_RESULT = [c.header for c in MATCHES].index("Result")


def _head_to_head(r: StandingRow) -> str:
    return "; ".join(f"{h.opponent} {h.won}-{h.lost}-{h.drawn}" for h in r.head_to_head)


STANDINGS = (
    _text("Player", lambda r: r.name),
    _number("Played", lambda r: r.played),
    _number("Won", lambda r: r.won),
    _number("Lost", lambda r: r.lost),
    _number("Drawn", lambda r: r.drawn),
    _number("Avg points", lambda r: r.average_points),
    _text("Head-to-head (W-L-D)", _head_to_head),
)


def plays_model(parent: Any = None) -> ColumnsModel[VgwPlayView]:
    return _model(PLAYS, parent)


def ladder_model(parent: Any = None) -> ColumnsModel[LadderRow]:
    return _model(LADDER, parent)


def matches_model(parent: Any = None) -> ColumnsModel[MmMatchView]:
    return _model(MATCHES, parent)


def standings_model(parent: Any = None) -> ColumnsModel[StandingRow]:
    return _model(STANDINGS, parent)
