"""The Ragnarok! ladder as PDF: players, then teams, each with its history."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph

from warclan.reports.game_nights import night_document, printed
from warclan.reports.layout import Document, Geometry, esc, grid, styles
from warclan.reports.options import RosterOptions
from warclan.reports.output import PdfResult, write_document
from warclan.services.vgw.dto import LadderRow, VgwLadder


def write_ladder(data: VgwLadder, path: Path, options: RosterOptions) -> PdfResult:
    return write_document(path, lambda: ladder_document(data, options), options)


def ladder_document(data: VgwLadder, options: RosterOptions) -> Document:
    return night_document(
        "Vikings Gone Wild: Ragnarok! ladder",
        "Ragnarok! ladder",
        "Vikings Gone Wild",
        (
            f"Best rank and Glory of a won play · {printed(options)}",
            "Rank: 1 Raider · 2 Warrior · 3 Housecarl · 4 Warlord · 5 Jarl; past 5 Glory "
            "(War of Jarls) still Jarl, compared by Glory.",
        ),
        lambda geo: _story(data, geo),
    )


def _table(rows: tuple[LadderRow, ...], geo: Geometry) -> Flowable:
    st = styles()
    fixed = [8 * mm, 45 * mm, 32 * mm, 16 * mm, 13 * mm, 13 * mm]
    body: list[list[str | Paragraph]] = [
        ["#", "name", "best rank", "Glory", "plays", "wins", "history"]
    ]
    for i, r in enumerate(rows, start=1):
        history = ", ".join(
            f"{e.played_on.isoformat()} {'won ' + str(e.glory) if e.won else 'lost'}"
            for e in r.history
        )
        body.append(
            [
                str(i),
                Paragraph(esc(r.name), st.cell_bold),
                r.best_rank_text,
                str(r.best_glory),
                str(r.plays),
                str(r.wins),
                Paragraph(esc(history), st.cell),
            ]
        )
    return grid(body, [*fixed, geo.frame_width - sum(fixed)], split_rows=True)


def _story(data: VgwLadder, geo: Geometry) -> list[Flowable]:
    st = styles()
    out: list[Flowable] = [Paragraph("Players", st.heading)]
    out.append(_table(data.players, geo) if data.players else Paragraph("No players yet.", st.body))
    out.append(Paragraph("Teams", st.heading))
    out.append(_table(data.teams, geo) if data.teams else Paragraph("No team plays yet.", st.body))
    return out
