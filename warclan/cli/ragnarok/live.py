"""``warclan game live list|show``: follow a game tracked at the table (a second screen,
scripts); the game itself is played in the window."""

from __future__ import annotations

import argparse
from typing import Any

from warclan.cli import render
from warclan.cli.args import pdf_args, pdf_options, positive
from warclan.cli.game_nights import WithFiles
from warclan.services.ragnarok import tracker
from warclan.store.database import Database


def add_actions(actions: Any) -> None:
    """Add ``live`` to the ``game`` group's subparsers."""
    live = actions.add_parser("live", help="follow a game being played with the tracker")
    sub = live.add_subparsers(dest="live_action", metavar="ACTION", required=True)
    p = sub.add_parser("list", help="games being tracked (not yet recorded)")
    p.add_argument("--campaign")
    p.set_defaults(run=_list)
    p = sub.add_parser("show", help="a tracked game now: Round, phase, whose turn, every warrior")
    p.add_argument("game", nargs="?", type=positive, help="its id (default: the only one)")
    p.add_argument("--campaign")
    p.add_argument("--log", type=positive, metavar="N", help="only the last N lines of its log")
    pdf_args(p, "--pdf")
    p.set_defaults(run=_show)


def _list(db: Database, args: argparse.Namespace) -> Any:
    return tracker.games_in_progress(db, args.campaign)


def _show(db: Database, args: argparse.Namespace) -> Any:
    view = tracker.live_game(db, args.game, args.campaign)
    shown = tracker.live(view, args.log)
    if args.pdf is None:
        return shown
    from warclan.reports.ragnarok.game_log import write_game_log  # reportlab only when used

    return WithFiles(shown, (write_game_log(tracker.live(view), args.pdf, pdf_options(args)),))


@render.renders_list(tracker.TrackerSummary)
def _list_text(found: list[tracker.TrackerSummary]) -> str:
    if not found:
        return "no game is being tracked"
    return render.table(
        ["id", "campaign", "War Clans", "Round", "taps", "status", "started"],
        [
            [
                str(g.id),
                g.campaign,
                " v ".join(g.clans),
                str(g.round),
                str(g.taps),
                g.status,
                g.started_at.strftime("%Y-%m-%d %H:%M"),
            ]
            for g in found
        ],
    )


def _warrior_line(w: tracker.LiveWarrior) -> list[str]:
    if w.removed:
        state = f"removed by {w.removed_by}" if w.removed_by else "removed from play"
    else:
        state = "activated" if w.activated else "to activate"
    return [
        w.name,
        f"{w.hp}/{w.hp_max}",
        f"{w.ap_used}/{w.ap}",
        state,
        ", ".join(w.conditions),
    ]


@render.renders(tracker.LiveGame)
def _show_text(game: tracker.LiveGame) -> str:
    head = f"{game.campaign}, tracked game {game.id} — Round {game.round}, {game.phase}"
    if game.status != "playing":
        head += f" ({game.status})"
    lines = [head]
    if game.turn:
        lines.append(f"{game.turn} activates a model next (order: {', '.join(game.order)})")
    for side in game.sides:
        roll = f", initiative {side.initiative}" if side.initiative is not None else ""
        lines.append(
            f"\n{side.clan}: {side.victory_points} VP, {side.godspark} Godspark, "
            f"{side.encounter_kills} encounter kills, {side.takedowns} taken out{roll}"
        )
        table = render.table(
            ["warrior", "HP", "AP", "this Round", "conditions"],
            [_warrior_line(w) for w in side.warriors],
        )
        lines.append("\n".join("  " + line for line in table.splitlines()))
    if game.log:
        lines.append("\nlog:")
        lines.extend(f"  {line.at:%H:%M:%S}  R{line.round}  {line.text}" for line in game.log)
    return "\n".join(lines)
