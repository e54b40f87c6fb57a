"""``warclan vgw``: setup, player, play and ladder; text output registered in ``render``.

Handicaps are given as ``--handicap cards|objectives|vp``; giving one twice doubles it,
which the rules allow only with ``--war-of-jarls``.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path
from typing import Any

from warclan.cli.args import (
    command_group,
    iso_date,
    json_flag,
    pdf_options,
    printable,
    whole,
)
from warclan.cli.game_nights import WithFiles, delete_command, player_commands, with_pdf
from warclan.cli.vgw import render as _render  # noqa: F401  (registers renderers)
from warclan.rules.vgw.glory import Handicaps
from warclan.services.errors import ServiceError
from warclan.services.vgw import ladder, players, plays, setups
from warclan.services.vgw.dto import HANDICAP_FLAGS
from warclan.store.database import Database


def _handicaps(values: list[str]) -> Handicaps:
    counts = Counter(HANDICAP_FLAGS[v] for v in values)
    return Handicaps(**counts)


def _handicap_args(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--handicap",
        action="append",
        default=[],
        choices=sorted(HANDICAP_FLAGS),
        help="cards: 3 more Undead Army cards; objectives: 1 more Objective; vp: 3 fewer "
        "starting VP (each once; repeat to double or triple with --war-of-jarls)",
    )
    p.add_argument(
        "--war-of-jarls", action="store_true", help="War of Jarls play: handicaps ×2 or ×3"
    )


def add_commands(groups: Any) -> None:
    vgw = groups.add_parser(
        "vgw", help="Vikings Gone Wild: Ragnarok!: setup, play log, Glory ladder"
    ).add_subparsers(dest="vgw_group", metavar="COMMAND", required=True)

    p = vgw.add_parser("setup", help="a setup for 1–4 players with its seed")
    p.add_argument("--players", type=whole, required=True, help="1 (solo) to 4")
    p.add_argument("--seed", type=whole, help="make the same setup again")
    _handicap_args(p)
    printable(p, "--sheet", _setup)

    player_commands(vgw, players.PLAYERS, "plays")

    play = command_group(vgw, "play", "the play log")
    p = play.add_parser(
        "log",
        help="log a play",
        description="Name the players (--player, repeat) and/or the team (--team); "
        "--players gives the count when not every player is named.",
    )
    p.add_argument("--player", dest="names", action="append", default=[], metavar="NAME")
    p.add_argument("--team", default="")
    p.add_argument("--players", dest="count", type=whole, help="player count (1–4)")
    _handicap_args(p)
    result = p.add_mutually_exclusive_group(required=True)
    result.add_argument("--won", dest="won", action="store_true")
    result.add_argument("--lost", dest="won", action="store_false")
    vp = p.add_mutually_exclusive_group(required=True)
    vp.add_argument("--vp-lost", dest="lost_vp", action="store_true", help="some VP was lost")
    vp.add_argument("--no-vp-lost", dest="lost_vp", action="store_false", help="no VP lost")
    p.add_argument("--date", type=iso_date, help="YYYY-MM-DD (default today)")
    p.add_argument("--seed", type=whole, help="the seed of the setup played")
    p.add_argument("--notes", default="")
    json_flag(p)
    p.set_defaults(run=_log)
    p = play.add_parser("list", help="the log, oldest first")
    p.add_argument("--player")
    p.add_argument("--team")
    json_flag(p)
    p.set_defaults(run=lambda db, a: plays.list_plays(db, player=a.player, team=a.team))
    delete_command(play, "play", plays.delete_play)

    p = vgw.add_parser("ladder", help="best rank and Glory per player and team")
    p.add_argument("--csv", type=Path, metavar="FILE.csv", help="export the ladder as CSV")
    printable(p, "--pdf", _ladder)


def _setup(db: Database, args: argparse.Namespace) -> Any:
    view = setups.setup_view(
        args.players, _handicaps(args.handicap), seed=args.seed, war_of_jarls=args.war_of_jarls
    )
    return with_pdf(view, args.sheet, args, "warclan.reports.vgw.setup_sheet:write_setup_sheet")


def _log(db: Database, args: argparse.Namespace) -> Any:
    entry = plays.PlayEntry(
        players=tuple(args.names),
        team=args.team,
        player_count=args.count,
        handicaps=_handicaps(args.handicap),
        war_of_jarls=args.war_of_jarls,
        won=args.won,
        lost_vp=args.lost_vp,
        played_on=args.date,
        seed=args.seed,
        notes=args.notes,
    )
    return plays.log_play(db, entry)


def _ladder(db: Database, args: argparse.Namespace) -> Any:
    if args.csv is not None and args.pdf is not None and args.csv.resolve() == args.pdf.resolve():
        raise ServiceError("--csv and --pdf name the same file")
    data = ladder.ladder(db)
    files: list[Any] = []
    if args.csv is not None:
        files.append(ladder.export_ladder_csv(db, args.csv))
    if args.pdf is not None:
        from warclan.reports.vgw.ladder import write_ladder  # reportlab only when used

        files.append(write_ladder(data, args.pdf, pdf_options(args)))
    return WithFiles(data, tuple(files)) if files else data
