"""The Ragnarok! setup sheet: one page with the numbers of this setup, its seed, and the
fixed setup steps, to lay beside the board."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from warclan.reports.game_nights import night_document, printed
from warclan.reports.layout import Document, Geometry, esc, grid, styles
from warclan.reports.options import RosterOptions
from warclan.reports.output import PdfResult, write_document
from warclan.services.vgw.dto import VgwSetupView


def write_setup_sheet(view: VgwSetupView, path: Path, options: RosterOptions) -> PdfResult:
    return write_document(path, lambda: setup_document(view, options), options)


def setup_document(view: VgwSetupView, options: RosterOptions) -> Document:
    who = "Solo" if view.players == 1 else f"{view.players} players"
    return night_document(
        f"Vikings Gone Wild: Ragnarok! setup, seed {view.seed}",
        "Ragnarok! setup",
        "Vikings Gone Wild",
        (
            f"{who}{' · War of Jarls' if view.war_of_jarls else ''} · seed <b>{view.seed}</b>"
            f" · {printed(options)}",
            f"Handicaps: {esc(view.handicaps_text)}",
        ),
        lambda geo: _story(view, geo),
    )


def _story(view: VgwSetupView, geo: Geometry) -> list[Flowable]:
    st = styles()
    width = geo.frame_width
    vp = str(view.team_token_start)
    if view.team_token_start != view.team_token_base:
        vp += (
            f"  ({view.team_token_base} − {view.team_token_base - view.team_token_start}, handicap)"
        )
    rows = [
        ["", "this setup"],
        ["Undead Army deck", f"{view.deck_size} cards"],
        ["Boss at the bottom (face down)", f"{view.boss_name} — Boss {view.boss} of 5"],
        *[
            [f"Objective {i}", f"{name} — card {number} of 7"]
            for i, (name, number) in enumerate(
                zip(view.objective_names, view.objectives, strict=True), start=1
            )
        ],
        ["Team token (starting VP)", vp],
    ]
    out: list[Flowable] = [
        Paragraph("The numbers", st.heading),
        grid(rows, [62 * mm, width - 62 * mm], font_size=10),
        Paragraph("Setting up", st.heading),
    ]
    out += [Paragraph(f"{i}. {esc(step)}", st.body) for i, step in enumerate(view.steps, start=1)]
    out += [
        Spacer(0, 4 * mm),
        Paragraph(
            "Glory if you win: +1 per handicap taken, +1 for winning, +1 if no VP was lost. "
            "Rank: 1 Raider · 2 Warrior · 3 Housecarl · 4 Warlord · 5 Jarl.",
            st.body,
        ),
        Paragraph(f"Same setup again: <font name='Courier'>{esc(view.command)}</font>", st.small),
    ]
    return out
