"""Micro Midgard standings as PDF: two-player standings with head-to-head, then the solo
ladder against Loki."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph

from warclan.reports.game_nights import night_document, printed
from warclan.reports.layout import Document, Geometry, esc, grid, styles
from warclan.reports.options import RosterOptions
from warclan.reports.output import PdfResult, write_document
from warclan.services.micro_midgard.dto import MmStandings, StandingRow


def write_standings(data: MmStandings, path: Path, options: RosterOptions) -> PdfResult:
    return write_document(path, lambda: standings_document(data, options), options)


def standings_document(data: MmStandings, options: RosterOptions) -> Document:
    return night_document(
        "Micro Midgard standings",
        "Micro Midgard standings",
        "and solo ladder",
        (f"Counted from the match log · {printed(options)}",),
        lambda geo: _story(data, geo),
    )


def _table(rows: tuple[StandingRow, ...], geo: Geometry) -> Flowable:
    st = styles()
    fixed = [8 * mm, 42 * mm, 14 * mm, 12 * mm, 12 * mm, 12 * mm, 18 * mm]
    body: list[list[object]] = [
        [
            "#",
            "player",
            "played",
            "won",
            "lost",
            "drawn",
            "avg points",
            "head-to-head (won-lost-drawn)",
        ]
    ]
    for i, r in enumerate(rows, start=1):
        h2h = "; ".join(f"{h.opponent} {h.won}-{h.lost}-{h.drawn}" for h in r.head_to_head)
        body.append(
            [
                str(i),
                Paragraph(esc(r.name), st.cell_bold),
                str(r.played),
                str(r.won),
                str(r.lost),
                str(r.drawn),
                f"{r.average_points:.2f}",
                Paragraph(esc(h2h), st.cell),
            ]
        )
    return grid(body, [*fixed, geo.frame_width - sum(fixed)], split_rows=True)


def _story(data: MmStandings, geo: Geometry) -> list[Flowable]:
    st = styles()
    return [
        Paragraph("Two-player standings", st.heading),
        _table(data.players, geo) if data.players else Paragraph("No players yet.", st.body),
        Paragraph("Solo ladder against Loki", st.heading),
        _table(data.solo, geo) if data.solo else Paragraph("No solo games yet.", st.body),
    ]
