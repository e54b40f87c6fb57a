"""Micro Midgard standings per player (played, won, lost, drawn, average points,
head-to-head) and the separate solo ladder against Loki, counted from the match log."""

from __future__ import annotations

from collections import defaultdict

from sqlalchemy import func, select

from warclan.services.micro_midgard.dto import HeadToHead, MmMatchView, MmStandings, StandingRow
from warclan.services.micro_midgard.matches import views
from warclan.store.database import Database
from warclan.store.models.micro_midgard import MmMatch, MmPlayer


def standings(db: Database) -> MmStandings:
    with db.session(write=False) as session:
        matches = views(
            session, list(session.scalars(select(MmMatch).order_by(MmMatch.played_on, MmMatch.id)))
        )
        everyone = list(session.scalars(select(MmPlayer.name).order_by(func.lower(MmPlayer.name))))
    duels = [m for m in matches if not m.solo]
    solos = [m for m in matches if m.solo]
    players = [_row(name, duels) for name in everyone]
    solo = [_row(name, solos) for name in everyone if any(m.a.name == name for m in solos)]
    return MmStandings(tuple(_ranked(players)), tuple(_ranked(solo)))


def _row(name: str, matches: list[MmMatchView]) -> StandingRow:
    mine = [
        (m.a, m.b) if m.a.name == name else (m.b, m.a)
        for m in matches
        if name in (m.a.name, m.b.name)
    ]
    results = [me.result for me, _ in mine]
    points = [me.points for me, _ in mine]
    h2h: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for me, them in mine:
        h2h[them.name][("won", "lost", "drawn").index(me.result)] += 1
    return StandingRow(
        name=name,
        played=len(mine),
        won=results.count("won"),
        lost=results.count("lost"),
        drawn=results.count("drawn"),
        average_points=round(sum(points) / len(points), 2) if points else 0.0,
        best_points=max(points, default=0),
        head_to_head=tuple(
            HeadToHead(opp, sum(c), c[0], c[1], c[2])
            for opp, c in sorted(h2h.items(), key=lambda kv: kv[0].casefold())
        ),
    )


def _ranked(rows: list[StandingRow]) -> list[StandingRow]:
    return sorted(rows, key=lambda r: (-r.won, -r.average_points, r.name.casefold()))
