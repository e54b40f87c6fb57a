"""A tracked game's log as PDF: the sides as the game ended, then every tap with its
time and Round (HP changes, activations, removals, God Powers)."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from warclan.reports.game_nights import night_document, printed
from warclan.reports.layout import Document, Geometry, esc, grid, styles
from warclan.reports.options import RosterOptions
from warclan.reports.output import PdfResult, write_document
from warclan.services.ragnarok.tracker import LiveGame


def write_game_log(game: LiveGame, path: Path, options: RosterOptions) -> PdfResult:
    return write_document(path, lambda: game_log_document(game, options), options)


def game_log_document(game: LiveGame, options: RosterOptions) -> Document:
    clans = " v ".join(s.clan for s in game.sides)
    return night_document(
        f"{game.campaign}: {clans} — game log",
        esc(clans),
        esc(game.campaign),
        (
            f"Tracked at the table on {game.started_at:%Y-%m-%d}; Round {game.round}, "
            f"{game.phase} · {printed(options)}",
            "; ".join(
                f"{s.clan}: {s.victory_points} VP, {s.encounter_kills} encounter kills, "
                f"{s.takedowns} warrior{'' if s.takedowns == 1 else 's'} taken out"
                for s in game.sides
            ),
        ),
        lambda geo: _story(game, geo),
    )


def _story(game: LiveGame, geo: Geometry) -> list[Flowable]:
    st = styles()
    story: list[Flowable] = []
    fixed = [45 * mm, 20 * mm]
    for side in game.sides:
        story.append(Paragraph(esc(side.clan), st.heading))
        rows: list[list[str | Paragraph]] = [["warrior", "HP", "at the end"]]
        for w in side.warriors:
            if w.removed:
                end = f"removed from play by {w.removed_by}" if w.removed_by else "removed"
            else:
                end = ", ".join(w.conditions) or "in play"
            rows.append(
                [
                    Paragraph(esc(w.name), st.cell_bold),
                    f"{w.hp}/{w.hp_max}",
                    Paragraph(esc(end), st.cell),
                ]
            )
        story.append(grid(rows, [*fixed, geo.frame_width - sum(fixed)], split_rows=True))
        story.append(Spacer(1, 3 * mm))
    story.append(Paragraph("Log", st.heading))
    log_fixed = [20 * mm, 16 * mm]
    log: list[list[str | Paragraph]] = [["time", "Round", "what happened"]]
    log += [
        [f"{line.at:%H:%M:%S}", str(line.round), Paragraph(esc(line.text), st.cell)]
        for line in game.log
    ]
    story.append(grid(log, [*log_fixed, geo.frame_width - sum(log_fixed)], split_rows=True))
    return story
