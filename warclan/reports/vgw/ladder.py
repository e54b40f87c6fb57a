"""The Ragnarok! ladder as PDF: players, then teams, each with its history."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph

from warclan.reports.layout import (
    MUTED_HEX,
    Document,
    Geometry,
    Header,
    esc,
    grid,
    styles,
)
from warclan.reports.output import PdfResult, RosterOptions, write_document
from warclan.services.vgw.dto import LadderRow, VgwLadder


def write_ladder(data: VgwLadder, path: Path, options: RosterOptions) -> PdfResult:
    return write_document(path, lambda: ladder_document(data, options), options)


def ladder_document(data: VgwLadder, options: RosterOptions) -> Document:
    return Document(
        title="Vikings Gone Wild: Ragnarok! ladder",
        header=Header(
            title=f'Ragnarok! ladder <font size="9" color="{MUTED_HEX}">Vikings Gone Wild</font>',
            lines=(
                f"Best rank and Glory of a won play · printed {options.printed_on.isoformat()}",
                "Rank: 1 Raider · 2 Warrior · 3 Housecarl · 4 Warlord · 5 Jarl; past 5 Glory "
                "(War of Jarls) still Jarl, compared by Glory.",
            ),
        ),
        story=lambda geo: _story(data, geo),
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
                r.best_rank,
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
