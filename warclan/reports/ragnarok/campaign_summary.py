"""The campaign summary: one page per campaign with every War Clan's rank, Glory collected
and unspent, games played, and the latest games with their results."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Paragraph, Spacer

from warclan.reports.layout import (
    MUTED_HEX,
    Document,
    Geometry,
    Header,
    Styles,
    esc,
    grid,
    plural,
    styles,
)
from warclan.reports.options import RosterOptions
from warclan.reports.output import PdfResult, write_document
from warclan.services.ragnarok.summary import CampaignSummary, GameLine


def write_campaign_summary(
    summaries: Sequence[CampaignSummary], path: Path, options: RosterOptions
) -> PdfResult:
    return write_document(path, lambda: summary_document(summaries, options), options)


def summary_document(summaries: Sequence[CampaignSummary], options: RosterOptions) -> Document:
    names = ", ".join(s.name for s in summaries)
    return Document(
        title=f"{names} — campaign summary",
        header=Header(
            title=f'{esc(names)} <font size="9" color="{MUTED_HEX}">campaign summary</font>',
            lines=(f"Printed {options.printed_on.isoformat()}",),
        ),
        story=lambda geo: _story(summaries, geo),
    )


def _story(summaries: Sequence[CampaignSummary], geo: Geometry) -> list[Flowable]:
    st = styles()
    story: list[Flowable] = []
    for index, summary in enumerate(summaries):
        if index:
            story.append(PageBreak())  # one page per campaign
        story.extend(_campaign(summary, st, geo.frame_width))
    return story


def _campaign(s: CampaignSummary, st: Styles, width: float) -> list[Flowable]:
    out: list[Flowable] = [
        Paragraph(esc(s.name), st.heading),
        Paragraph(
            f"Campaign base War Clan Rank <b>{s.base_rank}</b> · "
            f"{plural(s.games, 'game')} recorded · "
            f"{plural(sum(1 for c in s.standings if c.active), 'War Clan')}",
            st.body,
        ),
        Spacer(0, 2 * mm),
    ]
    heads = ("", "War Clan", "Player", "Rank", "Glory collected", "Unspent Glory", "Games played")
    rows: list[list[Any]] = [[Paragraph(h, st.cell_bold) for h in heads]]
    for place, c in enumerate(s.standings, start=1):
        name = esc(c.clan) + ("" if c.active else f' <font color="{MUTED_HEX}">(left)</font>')
        rows.append(
            [
                str(place) if c.active else "",
                Paragraph(f"<b>{name}</b>", st.cell),
                Paragraph(esc(c.player), st.cell),
                str(c.rank),
                str(c.glory_collected),
                str(c.unspent_glory),
                str(c.games_played),
            ]
        )
    if len(rows) == 1:
        rows.append(["", "no War Clans yet", "", "", "", "", ""])
    fixed = [8 * mm, 0.0, 38 * mm, 13 * mm, 18 * mm, 18 * mm, 16 * mm]
    fixed[1] = width - sum(fixed)
    out.append(
        grid(
            rows,
            fixed,
            extra=[("ALIGN", (3, 0), (-1, -1), "CENTER"), ("ALIGN", (0, 0), (0, -1), "CENTER")],
        )
    )
    out += [Spacer(0, 4 * mm), Paragraph("Recent games", st.heading)]
    if not s.recent:
        out.append(Paragraph("No games recorded yet.", st.body))
        return out
    games: list[list[Any]] = [["Game", "Date", "Scenario", "Result"]]
    for game in s.recent:
        games.append(
            [
                str(game.seq),
                game.played_on.isoformat(),
                Paragraph(esc(game.scenario) or "–", st.cell),
                Paragraph(_result(game), st.cell),
            ]
        )
    widths = [12 * mm, 20 * mm, 45 * mm]
    widths.append(width - sum(widths))
    out.append(grid(games, widths, extra=[("ALIGN", (0, 1), (1, -1), "CENTER")]))
    if s.games > len(s.recent):
        out.append(
            Paragraph(
                f"The latest {len(s.recent)} of {plural(s.games, 'game')}; "
                "`warclan campaign show` has the rest.",
                st.small,
            )
        )
    return out


def _result(game: GameLine) -> str:
    sides = " · ".join(
        f"{esc(side.clan)} <b>{side.victory_points} VP</b>"
        + (f", {plural(side.encounter_kills, 'kill')}" if side.encounter_kills else "")
        for side in game.sides
    )
    winner = game.winner
    verdict = f"<b>{esc(winner)}</b> won" if winner is not None else "<b>draw</b> at the top"
    return f"{verdict} — {sides}"
