"""``warclan midgard``: setup, player, match, standings and loki; text output in ``render``.

A final score is given as ``NAME:POINTS:GOLD:MEAD`` (``--score``, twice for a two-player
match; once with ``--solo`` and Loki's as ``--loki POINTS:GOLD:MEAD``).
"""

from __future__ import annotations

import argparse
from typing import Any

from warclan.cli.args import (
    command_group,
    iso_date,
    json_flag,
    printable,
    whole,
)
from warclan.cli.game_nights import delete_command, player_commands, with_pdf
from warclan.cli.micro_midgard import render as _render  # noqa: F401  (registers renderers)
from warclan.rules.micro_midgard.loki import SCORERS, SIDES
from warclan.services.errors import ServiceError
from warclan.services.micro_midgard import loki, matches, players, setups, standings
from warclan.store.database import Database


def _numbers(text: str, what: str) -> tuple[int, int, int]:
    parts = text.split(":")
    if len(parts) != 3:
        raise argparse.ArgumentTypeError(f"expected {what}, not {text!r}")
    try:
        points, gold, mead = (int(p) for p in parts)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected whole numbers in {what}: {text!r}") from exc
    return points, gold, mead


def _score(text: str) -> matches.Score:
    name, sep, _rest = text.partition(":")
    if not sep or not name.strip():
        raise argparse.ArgumentTypeError(f"expected NAME:POINTS:GOLD:MEAD, not {text!r}")
    # Names may hold colons: the three numbers are the last three fields.
    fields = text.rsplit(":", 3)
    if len(fields) != 4:
        raise argparse.ArgumentTypeError(f"expected NAME:POINTS:GOLD:MEAD, not {text!r}")
    return matches.Score(
        fields[0].strip(), *_numbers(":".join(fields[1:]), "NAME:POINTS:GOLD:MEAD")
    )


def _loki_score(text: str) -> matches.Score:
    return matches.Score("Loki", *_numbers(text, "POINTS:GOLD:MEAD"))


def add_commands(groups: Any) -> None:
    mm = groups.add_parser(
        "midgard", help="Micro Midgard: setup, match log, standings, solo against Loki"
    ).add_subparsers(dest="midgard_group", metavar="COMMAND", required=True)

    p = mm.add_parser("setup", help="a random setup with its seed, or the first-game preset")
    how = p.add_mutually_exclusive_group()
    how.add_argument("--seed", type=whole, help="make the same setup again")
    how.add_argument("--first-game", action="store_true", help="the fixed first-game layout")
    p.add_argument(
        "--player",
        dest="seats",
        action="append",
        type=setups.Seat,
        default=[],
        metavar="NAME",
        help="a registered player (see 'warclan midgard player add')",
    )
    p.add_argument(
        "--guest",
        dest="seats",
        action="append",
        type=lambda name: setups.Seat(name, guest=True),
        metavar="NAME",
        help="a one-off name that is not a registered player",
    )
    p.add_argument("--solo", action="store_true", help="against Loki: you play second")
    printable(p, "--sheet", _setup)

    player_commands(mm, players.PLAYERS, "matches")

    match = command_group(mm, "match", "the match log")
    p = match.add_parser(
        "record",
        help="record a match's final scores; the winner follows the rules",
        description="Two players: --score A:POINTS:GOLD:MEAD --score B:POINTS:GOLD:MEAD "
        "[--first A]. Solo: --solo --score YOU:P:G:M --loki P:G:M [--loki-game ID].",
    )
    p.add_argument(
        "--score",
        dest="scores",
        action="append",
        type=_score,
        default=[],
        metavar="NAME:POINTS:GOLD:MEAD",
    )
    p.add_argument("--solo", action="store_true", help="a solo match against Loki")
    p.add_argument("--loki", type=_loki_score, metavar="POINTS:GOLD:MEAD", help="Loki's score")
    p.add_argument("--loki-game", type=whole, metavar="ID", help="the Loki companion game")
    p.add_argument("--first", help="who started (two-player matches; default the first --score)")
    p.add_argument("--date", type=iso_date, help="YYYY-MM-DD (default today)")
    p.add_argument("--seed", type=whole, help="the seed of the setup played")
    p.add_argument("--notes", default="")
    json_flag(p)
    p.set_defaults(run=_record)
    p = match.add_parser("list", help="the log, oldest first")
    p.add_argument("--player")
    kind = p.add_mutually_exclusive_group()
    kind.add_argument("--solo", dest="solo", action="store_const", const=True, default=None)
    kind.add_argument("--duels", dest="solo", action="store_const", const=False)
    json_flag(p)
    p.set_defaults(run=lambda db, a: matches.list_matches(db, player=a.player, solo=a.solo))
    delete_command(match, "match", matches.delete_match)

    p = mm.add_parser("standings", help="standings, head-to-head and the solo ladder")
    printable(p, "--pdf", _standings)

    lk = command_group(mm, "loki", "the Loki companion for a solo game")
    p = lk.add_parser("start", help="shuffle the Loki deck for a new solo game")
    p.add_argument("--player", required=True)
    p.add_argument("--seed", type=whole)
    json_flag(p)
    p.set_defaults(run=lambda db, a: loki.start_game(db, a.player, a.seed))
    p = lk.add_parser("draw", help="Loki's turn: draw the next Loki card")
    p.add_argument("game", type=whole)
    json_flag(p)
    p.set_defaults(run=lambda db, a: loki.add_event(db, a.game, "draw"))
    p = lk.add_parser("prophecy", help="a Prophecy was scored: move Loki's marker")
    p.add_argument("game", type=whole)
    p.add_argument("--side", required=True, choices=SIDES)
    p.add_argument("--scorer", required=True, choices=SCORERS, help="who scored it")
    json_flag(p)
    p.set_defaults(run=lambda db, a: loki.add_event(db, a.game, "prophecy", a.side, a.scorer))
    p = lk.add_parser("focus", help="Loki moves its Sun or Moon focus marker one space")
    p.add_argument("game", type=whole)
    p.add_argument("--side", required=True, choices=SIDES)
    json_flag(p)
    p.set_defaults(run=lambda db, a: loki.add_event(db, a.game, "focus", a.side))
    p = lk.add_parser("undo", help="take back the last step")
    p.add_argument("game", type=whole)
    json_flag(p)
    p.set_defaults(run=lambda db, a: loki.undo_event(db, a.game))
    p = lk.add_parser("show", help="where Loki stands")
    p.add_argument("game", type=whole)
    json_flag(p)
    p.set_defaults(run=lambda db, a: loki.show_game(db, a.game))


def _setup(db: Database, args: argparse.Namespace) -> Any:
    seats = list(args.seats)
    if not args.solo and len(seats) not in (0, 2):
        raise ServiceError(
            f"Micro Midgard is for two players: give two --player (or --guest), not {len(seats)}"
        )
    view = setups.setup_view(
        db, seed=args.seed, players=seats, solo=args.solo, first_game=args.first_game
    )
    return with_pdf(
        view, args.sheet, args, "warclan.reports.micro_midgard.setup_sheet:write_setup_sheet"
    )


def _record(db: Database, args: argparse.Namespace) -> Any:
    if args.solo:
        if len(args.scores) != 1 or args.loki is None:
            raise ServiceError("a solo match needs your --score and Loki's --loki POINTS:GOLD:MEAD")
        if args.first is not None:
            raise ServiceError("in a solo match Loki always starts; leave out --first")
        a, b = args.scores[0], args.loki
    else:
        if args.loki is not None or args.loki_game is not None:
            raise ServiceError("--loki and --loki-game belong to a solo match (--solo)")
        if len(args.scores) != 2:
            raise ServiceError(
                f"a match is two players: give two --score NAME:POINTS:GOLD:MEAD, "
                f"not {len(args.scores)}"
            )
        a, b = args.scores
    return matches.record_match(
        db,
        a,
        b,
        solo=args.solo,
        first=args.first,
        played_on=args.date,
        seed=args.seed,
        loki_game=args.loki_game,
        notes=args.notes,
    )


def _standings(db: Database, args: argparse.Namespace) -> Any:
    data = standings.standings(db)
    return with_pdf(data, args.pdf, args, "warclan.reports.micro_midgard.standings:write_standings")
