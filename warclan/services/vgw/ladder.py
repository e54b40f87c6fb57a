"""The Ragnarok! ladder: per player and per team, the best rank and Glory, plays, wins and
the history; as CSV too. Counted from the play log every time."""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import select

from warclan import atomic
from warclan.i18n_text import T_, reason
from warclan.rules.vgw.glory import JARL_GLORY, rank_for
from warclan.services.errors import ServiceError
from warclan.services.vgw.dto import LadderEntry, LadderRow, VgwLadder, VgwPlayView
from warclan.services.vgw.plays import views
from warclan.store.database import Database
from warclan.store.models.vgw import VgwPlay, VgwPlayer

CSV_HEADERS = (
    "kind",
    "name",
    "plays",
    "wins",
    "best_glory",
    "best_rank",
    "war_of_jarls",
    "history",
)


def ladder(db: Database) -> VgwLadder:
    with db.session(write=False) as session:
        plays = views(
            session, list(session.scalars(select(VgwPlay).order_by(VgwPlay.played_on, VgwPlay.id)))
        )
        everyone = list(session.scalars(select(VgwPlayer.name)))
    by_player: dict[str, list[VgwPlayView]] = defaultdict(list)
    by_team: dict[str, list[VgwPlayView]] = defaultdict(list)
    teams_spelled: dict[str, str] = {}
    for play in plays:
        for name in play.players:
            by_player[name].append(play)
        if play.team:
            key = play.team.casefold()
            teams_spelled.setdefault(key, play.team)
            by_team[key].append(play)
    players = [_row("player", name, by_player.get(name, [])) for name in everyone]
    teams = [_row("team", teams_spelled[k], v) for k, v in by_team.items()]
    return VgwLadder(tuple(_ranked(players)), tuple(_ranked(teams)))


def _row(kind: str, name: str, plays: list[VgwPlayView]) -> LadderRow:
    won = [p for p in plays if p.won]
    best = max((p.glory for p in won), default=0)
    history = tuple(
        LadderEntry(p.id, p.played_on, p.won, p.glory, p.rank, p.war_of_jarls) for p in plays
    )
    rank = rank_for(best) or "—"
    return LadderRow(kind, name, len(plays), len(won), best, rank, best > JARL_GLORY, history)


def _ranked(rows: Iterable[LadderRow]) -> list[LadderRow]:
    return sorted(rows, key=lambda r: (-r.best_glory, -r.wins, r.plays, r.name.casefold()))


def ladder_csv(data: VgwLadder) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEADERS)
    for row in (*data.players, *data.teams):
        history = "; ".join(
            f"{e.played_on.isoformat()} {'won' if e.won else 'lost'} {e.glory} Glory"
            for e in row.history
        )
        writer.writerow(
            [
                row.kind,
                _safe(row.name),
                row.plays,
                row.wins,
                row.best_glory,
                row.best_rank,
                "yes" if row.best_war_of_jarls else "no",
                history,
            ]
        )
    return out.getvalue()


def _safe(text: str) -> str:
    """A name starting like a formula is quoted, so a spreadsheet shows it as typed."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def export_ladder_csv(db: Database, path: Path) -> CsvResult:
    text = ladder_csv(ladder(db))
    target = Path(path)
    if target.is_dir():
        raise ServiceError(
            T_(
                "{target} is a folder; give a file name such as ladder.csv",
                target=target,
            )
        )
    try:
        atomic.write_atomically(target, text.encode("utf-8"), overwrite=True)
    except atomic.WriteError as exc:
        raise ServiceError(reason(exc)) from exc
    rows = text.count("\n") - 1
    return CsvResult(str(target), rows)


@dataclass(frozen=True, slots=True)
class CsvResult:
    path: str
    rows: int
