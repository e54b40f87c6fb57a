"""``warclan game``: record games, run a clan's post-game sequence, look back at games.

Every game number a user types or reads is the campaign's own (game 1, 2, … of that
campaign); the campaign comes from the clan, or from ``--campaign``.
"""

from __future__ import annotations

import argparse
from typing import Any

from warclan.cli.args import CliError, command_group, iso_date, non_negative, positive, whole
from warclan.cli.ragnarok import agreement, live
from warclan.cli.ragnarok import render as _render  # noqa: F401  (registers renderers)
from warclan.cli.ragnarok.commands import recruit
from warclan.services.ragnarok import clans, game_reports, games, post_game
from warclan.store.database import Database

# --- game sides: --side starts a clan; --vp/--kills/--fielded/--removed apply to it ---


class _StartSide(argparse.Action):
    def __call__(self, parser: Any, namespace: Any, value: Any, option: Any = None) -> None:
        sides = list(getattr(namespace, "sides", None) or [])
        sides.append({"clan": value, "vp": 0, "kills": 0, "fielded": None, "removed": []})
        namespace.sides = sides


class _SideValue(argparse.Action):
    def __call__(self, parser: Any, namespace: Any, value: Any, option: Any = None) -> None:
        sides: list[dict[str, Any]] = getattr(namespace, "sides", None) or []
        if not sides:
            parser.error(f"{option} must follow a --side CLAN")
        side = sides[-1]
        if self.dest in ("fielded", "removed"):
            # Each value is one name or a comma list; the service decides which, knowing
            # the clan's warriors ("Bjorn, the Red" may be one warrior).
            side[self.dest] = [*(side[self.dest] or []), games.NameList(value)]
        else:
            side[self.dest] = value


def _dice_entry(text: str) -> tuple[str, list[int]]:
    name, sep, values = text.rpartition("=")
    if not sep or not name.strip():
        raise argparse.ArgumentTypeError(f"expected WARRIOR=ROLL[,ROLL…], not {text!r}")
    try:
        rolls = [int(v) for v in values.split(",") if v.strip()]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"dice must be whole numbers: {text!r}") from exc
    if not rolls:
        raise argparse.ArgumentTypeError(f"no dice given in {text!r}")
    return name.strip(), rolls


def _one_die(text: str) -> tuple[str, list[int]]:
    name, rolls = _dice_entry(text)
    if len(rolls) != 1:
        raise argparse.ArgumentTypeError(f"one roll per entry: {text!r}")
    return name, rolls


def _pair(text: str, what: str) -> tuple[str, str]:
    warrior, sep, rest = text.partition(":")
    if not sep or not warrior.strip() or not rest.strip():
        raise argparse.ArgumentTypeError(f"expected WARRIOR:{what}, not {text!r}")
    return warrior.strip(), rest.strip()


def _improve(text: str) -> post_game.Improve:
    warrior, rest = _pair(text, "STAT[:N]")
    stat, _, points = rest.partition(":")
    try:
        count = int(points) if points.strip() else 1
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"points must be a whole number: {text!r}") from exc
    return post_game.Improve(warrior, stat.strip(), count)


def _grant(text: str) -> post_game.GrantPower:
    return post_game.GrantPower(*_pair(text, "POWER"))


def _buy(text: str) -> post_game.BuyItem:
    return post_game.BuyItem(*_pair(text, "ITEM"))


def add_commands(groups: Any) -> None:
    """Add the ``game`` group."""
    actions = command_group(groups, "game", "record games, run post-game sequences, look back")
    _record(actions)
    _sequence(actions)
    p = actions.add_parser("list", help="a campaign's games, and whose sequences are not run")
    p.add_argument("--campaign", required=True)
    p.set_defaults(run=_game_list)
    p = actions.add_parser(
        "show",
        help="one game: sides, VP, kills, removed, every die and what each sequence did",
    )
    p.add_argument("number", type=positive, help="the game's number in its campaign")
    p.add_argument("--campaign", help="needed when there is more than one campaign")
    p.set_defaults(run=_game_show)
    p = actions.add_parser("undo", help="undo a clan's latest recorded game")
    p.add_argument("--clan", required=True)
    p.add_argument("--campaign")
    p.set_defaults(run=_game_undo)
    agreement.add_actions(actions)
    live.add_actions(actions)


def _record(actions: Any) -> None:
    p = actions.add_parser(
        "record",
        help="record a game",
        description="Record who played. Start each clan with --side CLAN; the --vp, --kills, "
        "--fielded and --removed options after it belong to that clan. Give names to "
        "--fielded and --removed as a comma list (A,B) or one per option (--removed A "
        "--removed B), which also takes names with commas.",
    )
    p.add_argument("--campaign", required=True)
    p.add_argument("--date", type=iso_date, help="YYYY-MM-DD (default today)")
    p.add_argument("--scenario", default="")
    p.add_argument("--notes", default="")
    p.add_argument("--side", action=_StartSide, metavar="CLAN", required=True)
    p.add_argument("--vp", action=_SideValue, type=non_negative, help="Victory Points")
    p.add_argument("--kills", action=_SideValue, type=non_negative, help="encounter kills")
    p.add_argument(
        "--fielded", action=_SideValue, metavar="A[,B]", help="warriors fielded (default all able)"
    )
    p.add_argument("--removed", action=_SideValue, metavar="A[,B]", help="removed from play")
    p.set_defaults(run=_game_record)


def _sequence(actions: Any) -> None:
    p = actions.add_parser(
        "sequence",
        help="run a clan's post-game sequence (Glory, injuries, raid, purchases)",
        description="Enter the dice rolled at the table by roll: --injury W=R (the Injury "
        "2D6), --severe W=R[,R…] (the Severe Injury 2D6 and any re-rolls, in order), "
        "--equipment W=R (the 1D6). A die that turns out not to be needed is reported and "
        "ignored. The flat form --dice W=R,R,… gives them all in the order the rules ask. "
        "With --roll, warclan rolls whatever you did not enter.",
    )
    p.add_argument("--game", required=True, type=positive, help="the game's number in its campaign")
    p.add_argument("--clan", required=True)
    p.add_argument("--campaign", help="the clan's campaign, when several clans share its name")
    p.add_argument("--injury", action="append", type=_one_die, default=[], metavar="W=R")
    p.add_argument("--severe", action="append", type=_dice_entry, default=[], metavar="W=R[,R…]")
    p.add_argument("--equipment", action="append", type=_one_die, default=[], metavar="W=R")
    p.add_argument(
        "--dice", action="append", type=_dice_entry, default=[], metavar="W=R[,R…]",
        help="all of a warrior's dice in the order the rules ask",
    )  # fmt: skip
    p.add_argument("--raid-roll", type=whole, metavar="2D6", help="the raid roll made at the table")
    p.add_argument("--roll", action="store_true", help="let warclan roll the missing dice")
    p.add_argument("--seed", type=whole, help="seed for warclan's dice (repeatable runs)")
    for option, kind, meta, what in (
        ("--improve", _improve, "WARRIOR:STAT[:N]", "step 4: raise a survivor's stat by N"),
        ("--imprint", _grant, "WARRIOR:POWER", "step 4: imprint a God Power on a survivor"),
        ("--recruit", recruit, "PROFILE[=NAME]", "step 5: recruit a new warrior"),
        ("--buy", _buy, "WARRIOR:ITEM", "step 6: buy equipment or an artifact"),
        ("--power", _grant, "WARRIOR:POWER", "step 6: buy a God Power"),
    ):
        p.add_argument(option, action="append", type=kind, default=[], metavar=meta, help=what)
    p.add_argument(
        "--dry-run", action="store_true", help="show the whole sequence without saving it"
    )
    p.set_defaults(run=_game_sequence)


def _game_record(db: Database, args: argparse.Namespace) -> Any:
    sides = [
        games.Side(s["clan"], s["vp"], s["kills"], s["fielded"], tuple(s["removed"]))
        for s in args.sides
    ]
    return games.record_game(
        db, args.campaign, sides, played_on=args.date, scenario=args.scenario, notes=args.notes
    )


def _game_sequence(db: Database, args: argparse.Namespace) -> Any:
    flat: dict[str, list[int]] = {}
    for name, rolls in args.dice:
        flat.setdefault(name, []).extend(rolls)
    named: dict[str, dict[str, list[int]]] = {}
    for slot, entries in (
        ("injury", args.injury),
        ("severe", args.severe),
        ("equipment", args.equipment),
    ):
        for name, rolls in entries:
            named.setdefault(name, {}).setdefault(slot, []).extend(rolls)
    if args.seed is not None and not args.roll:
        raise CliError("--seed only matters with --roll (warclan rolls the missing dice)")
    dice = post_game.InjuryDice(flat, roll_missing=args.roll, seed=args.seed, named=named)
    orders = post_game.Orders(
        raid_roll=args.raid_roll,
        improvements=args.improve,
        imprints=args.imprint,
        recruits=[clans.Recruit(*r) for r in args.recruit],
        items=args.buy,
        powers=args.power,
    )
    return post_game.run_post_game(
        db,
        games.GameNumber(args.game, args.campaign),
        args.clan,
        dice,
        orders,
        dry_run=args.dry_run,
    )


def _game_list(db: Database, args: argparse.Namespace) -> Any:
    return game_reports.list_games(db, args.campaign)


def _game_show(db: Database, args: argparse.Namespace) -> Any:
    return game_reports.show_game(db, args.number, args.campaign)


def _game_undo(db: Database, args: argparse.Namespace) -> Any:
    return games.undo_latest_game(db, args.clan, args.campaign)
