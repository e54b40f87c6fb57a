"""The Micro Midgard setup sheet: one page with the Prophecy track, the Ragnarok tokens and
Blessing sides, the Relics of both tracks, who starts, and the seed."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph

from warclan.reports.game_nights import night_document, printed
from warclan.reports.layout import Document, Geometry, esc, grid, styles
from warclan.reports.options import RosterOptions
from warclan.reports.output import PdfResult, write_document
from warclan.services.micro_midgard.dto import MmSetupView


def write_setup_sheet(view: MmSetupView, path: Path, options: RosterOptions) -> PdfResult:
    return write_document(path, lambda: setup_document(view, options), options)


def setup_document(view: MmSetupView, options: RosterOptions) -> Document:
    head = "first-game preset" if view.preset == "first-game" else f"seed <b>{view.seed}</b>"
    start = f"<b>{esc(view.starting)}</b> starts; <b>{esc(view.second)}</b> " + (
        "plays second." if view.solo else "takes 1 Gold or Mead (their choice)."
    )
    return night_document(
        f"Micro Midgard setup ({view.preset}, seed {view.seed})",
        "Micro Midgard setup",
        "solo against Loki" if view.solo else "two players",
        (f"{head} · {printed(options)}", start),
        lambda geo: _story(view, geo),
    )


def _story(view: MmSetupView, geo: Geometry) -> list[Flowable]:
    st = styles()
    width = geo.frame_width
    out: list[Flowable] = []
    if view.note:
        out.append(Paragraph(esc(view.note), st.small))
    out.append(Paragraph("Prophecy track (left to right)", st.heading))
    col = (width - 22 * mm) / 5
    rows: list[list[object]] = [["", *[str(c) for c in range(1, 6)]]]
    for row, side in (("Sun", "day side up"), ("Moon", "night side up")):
        spots = [p for p in view.prophecies if p.row == row]
        rows.append(
            [
                Paragraph(f"<b>{row}</b><br/>{side}", st.cell),
                *[Paragraph(f"<b>#{p.number}</b> {esc(p.text)}", st.cell) for p in spots],
            ]
        )
    out.append(grid(rows, [22 * mm] + [col] * 5, font_size=8))
    out.append(Paragraph("Ragnarok track and Blessing cards", st.heading))
    tokens = [["position", "token (matches Blessing card)", "side up → Blessing card side"]]
    tokens += [[str(t.position), f"card {t.card}", t.blessing] for t in view.tokens]
    out.append(grid(tokens, [20 * mm, 60 * mm, width - 80 * mm], font_size=8.5))
    out.append(
        Paragraph(
            "Place the 4 named meeples that match these Blessing cards on their Realms; "
            "Blessing markers on level 1 of each matching track.",
            st.small,
        )
    )
    out.append(
        Paragraph(
            "Relics over the Blue and Red Blessing tracks (level 1 at the bottom)", st.heading
        )
    )
    relics: list[list[str | Paragraph]] = [["track", "level", "Relic", "side up", "ability"]]
    for r in sorted(view.relics, key=lambda r: (r.track != "Blue", -r.level)):
        relics.append([r.track, str(r.level), r.relic, r.side, Paragraph(esc(r.text), st.cell)])
    fixed = [14 * mm, 12 * mm, 14 * mm, 22 * mm]
    out.append(grid(relics, [*fixed, width - sum(fixed)], font_size=8))
    out.append(
        Paragraph(
            f"Out of the game: Relics {', '.join(view.removed_relics)}. Relic L-C is level L, "
            "column C of the rulebook's Relic reference.",
            st.small,
        )
    )
    out.append(
        Paragraph(
            "The game ends when a player reaches 9 points or the last Prophecy is scored; most "
            "points wins, a tie goes to the most remaining Gold plus Mead.",
            st.body,
        )
    )
    return out
