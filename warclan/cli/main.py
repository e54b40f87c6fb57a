"""The ``warclan`` command line: a thin skin over the services, with ``--json``.

Every failure the user can cause prints one line on stderr and exits non-zero; the
services' transactions make sure nothing was changed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from datetime import date
from importlib import import_module
from pathlib import Path
from typing import Any

from sqlalchemy.exc import SQLAlchemyError

from warclan import __version__
from warclan.catalog.errors import CatalogError
from warclan.cli import render
from warclan.cli import rosters as roster_cmds
from warclan.cli.mors_regnat import commands as mors
from warclan.cli.mors_regnat import render as _mors_render  # noqa: F401  (registers renderers)
from warclan.cli.ragnarok import catalogs as catalog_cmds
from warclan.cli.ragnarok import clan_files as clan_file_cmds
from warclan.cli.ragnarok import render as _ragnarok_render  # noqa: F401  (registers renderers)
from warclan.paths import DB_ENV_VAR, resolve_database
from warclan.rules.errors import RulesError
from warclan.services.errors import ServiceError
from warclan.services.ragnarok import campaigns, clans, games, post_game
from warclan.services.ragnarok.dto import to_jsonable
from warclan.services.ragnarok.rules_data import profiles
from warclan.store.database import Database
from warclan.store.errors import StorageError

EXIT_USER_ERROR = 1
EXIT_INTERNAL = 70


class CliError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """Usage mistakes get the same one-line error as everything else."""

    def error(self, message: str) -> Any:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


# --- game sides: --side starts a clan; --vp/--kills/--fielded/--removed apply to it ---


class _StartSide(argparse.Action):
    def __call__(self, parser: Any, namespace: Any, value: Any, option: Any = None) -> None:
        sides = list(getattr(namespace, "sides", None) or [])
        sides.append({"clan": value, "vp": 0, "kills": 0, "fielded": None, "removed": []})
        namespace.sides = sides


class _SideValue(argparse.Action):
    def __call__(self, parser: Any, namespace: Any, value: Any, option: Any = None) -> None:
        sides = getattr(namespace, "sides", None)
        if not sides:
            parser.error(f"{option} must follow a --side CLAN")
        side = sides[-1]
        if self.dest in ("fielded", "removed"):
            names = [n.strip() for n in value.split(",") if n.strip()]
            side[self.dest] = (side[self.dest] or []) + names
        else:
            side[self.dest] = value


def _non_negative(text: str) -> int:
    try:
        value = int(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from exc
    if value < 0:
        raise argparse.ArgumentTypeError(f"must not be negative ({value})")
    return value


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


def _recruit(text: str) -> clans.Recruit:
    profile, _, name = text.partition("=")
    if not profile.strip():
        raise argparse.ArgumentTypeError(f"expected PROFILE[=NAME], not {text!r}")
    return clans.Recruit(profile.strip(), name.strip() or None)


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


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected a date as YYYY-MM-DD, not {text!r}") from exc


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="warclan",
        description="Campaign and warband manager for Ragnarok (Morpheus Engine) and Mors Regnat.",
    )
    parser.add_argument("--version", action="version", version=f"warclan {__version__}")
    parser.add_argument(
        "--db",
        help=f"database file or SQLAlchemy URL (default: ${DB_ENV_VAR}, else your data folder)",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    groups = parser.add_subparsers(
        dest="group", metavar="COMMAND", required=True, parser_class=_Parser
    )

    camp = groups.add_parser("campaign", help="create, list and show campaigns").add_subparsers(
        dest="action", metavar="ACTION", required=True
    )
    p = camp.add_parser("create", help="start a campaign")
    p.add_argument("name")
    p.set_defaults(run=_campaign_create)
    p = camp.add_parser("list", help="all campaigns")
    p.set_defaults(run=_campaign_list)
    p = camp.add_parser("show", help="a campaign's clans with their ranks, and the base rank")
    p.add_argument("campaign", help="campaign id or name")
    p.set_defaults(run=_campaign_show)

    prof = groups.add_parser("profiles", help="the model profile catalogue").add_subparsers(
        dest="action", metavar="ACTION", required=True
    )
    p = prof.add_parser("list", help="every profile you can recruit from")
    p.set_defaults(run=_profiles_list)
    p = prof.add_parser("import", help="add profiles from a JSON file")
    p.add_argument("file", type=Path)
    p.add_argument("--replace", action="store_true", help="overwrite profiles with the same key")
    p.set_defaults(run=_profiles_import)

    clan = groups.add_parser("clan", help="War Clans").add_subparsers(
        dest="action", metavar="ACTION", required=True
    )
    p = clan.add_parser("create", help="build a War Clan from 800 Glory")
    p.add_argument("--campaign", required=True)
    p.add_argument("--player", required=True)
    p.add_argument("--name", required=True)
    p.add_argument(
        "--warrior",
        dest="recruits",
        action="append",
        type=_recruit,
        required=True,
        metavar="PROFILE[=NAME]",
        help="a warrior from a profile key or name (repeat for each warrior)",
    )
    p.add_argument("--dry-run", action="store_true", help="show the cost without saving")
    p.set_defaults(run=_clan_create)
    p = clan.add_parser("show", help="a clan's Glory, rank and warriors")
    p.add_argument("clan", help="clan id or name")
    p.add_argument("--campaign")
    p.set_defaults(run=_clan_show)
    p = clan.add_parser("list", help="a campaign's clans (same as 'campaign show')")
    p.add_argument("--campaign", required=True)
    p.set_defaults(run=_clan_list)

    game = groups.add_parser("game", help="record games and run post-game sequences")
    game_actions = game.add_subparsers(dest="action", metavar="ACTION", required=True)
    p = game_actions.add_parser(
        "record",
        help="record a game",
        description="Record who played. Start each clan with --side CLAN; the --vp, --kills, "
        "--fielded and --removed options after it belong to that clan.",
    )
    p.add_argument("--campaign", required=True)
    p.add_argument("--date", type=_date, help="YYYY-MM-DD (default today)")
    p.add_argument("--scenario", default="")
    p.add_argument("--notes", default="")
    p.add_argument("--side", action=_StartSide, metavar="CLAN", required=True)
    p.add_argument("--vp", action=_SideValue, type=_non_negative, help="Victory Points")
    p.add_argument("--kills", action=_SideValue, type=_non_negative, help="encounter kills")
    p.add_argument(
        "--fielded", action=_SideValue, metavar="A,B", help="warriors fielded (default all able)"
    )
    p.add_argument("--removed", action=_SideValue, metavar="A,B", help="removed from play")
    p.set_defaults(run=_game_record)
    p = game_actions.add_parser(
        "sequence",
        help="run a clan's post-game sequence (Glory and injuries)",
        description="Enter the dice rolled at the table per warrior, in order: the Injury "
        "2D6, then for a severe wound the Severe Injury 2D6 (and any re-rolls) and the 1D6. "
        "With --roll, warclan rolls whatever you did not enter.",
    )
    p.add_argument("--game", required=True)
    p.add_argument("--clan", required=True)
    p.add_argument("--dice", action="append", type=_dice_entry, default=[], metavar="W=R[,R…]")
    p.add_argument("--raid-roll", type=int, metavar="2D6", help="the raid roll made at the table")
    p.add_argument("--roll", action="store_true", help="let warclan roll the missing dice")
    p.add_argument("--seed", type=int, help="seed for warclan's dice (repeatable runs)")
    p.add_argument(
        "--improve",
        action="append",
        type=_improve,
        default=[],
        metavar="WARRIOR:STAT[:N]",
        help="step 4: raise a survivor's stat by N (default 1)",
    )
    p.add_argument(
        "--imprint",
        action="append",
        type=_grant,
        default=[],
        metavar="WARRIOR:POWER",
        help="step 4: imprint a God Power on a survivor",
    )
    p.add_argument(
        "--recruit",
        action="append",
        type=_recruit,
        default=[],
        metavar="PROFILE[=NAME]",
        help="step 5: recruit a new warrior",
    )
    p.add_argument(
        "--buy",
        action="append",
        type=_buy,
        default=[],
        metavar="WARRIOR:ITEM",
        help="step 6: buy equipment or an artifact",
    )
    p.add_argument(
        "--power",
        action="append",
        type=_grant,
        default=[],
        metavar="WARRIOR:POWER",
        help="step 6: buy a God Power",
    )
    p.add_argument(
        "--dry-run", action="store_true", help="show the whole sequence without saving it"
    )
    p.set_defaults(run=_game_sequence)
    p = game_actions.add_parser("undo", help="undo a clan's latest recorded game")
    p.add_argument("--clan", required=True)
    p.add_argument("--campaign")
    p.set_defaults(run=_game_undo)

    mors.add_commands(groups)  # warband, warrior, match, odds (Mors Regnat)
    catalog_cmds.add_commands(groups)  # catalog, powers, items (rules data, house rules)
    clan_file_cmds.add_commands(groups)  # share export-clan / import-clan (JSON files)
    roster_cmds.add_commands(groups)  # roster clan / roster warband (printable PDFs)
    import_module("warclan.cli.vgw.commands").add_commands(groups)  # vgw (game nights)
    import_module("warclan.cli.micro_midgard.commands").add_commands(groups)  # midgard

    p = groups.add_parser("db", help="where the database is and its version")
    p.set_defaults(run=_db_info)
    return parser


Handler = Callable[[Database, argparse.Namespace], Any]


def _campaign_create(db: Database, args: argparse.Namespace) -> Any:
    return campaigns.create_campaign(db, args.name)


def _campaign_list(db: Database, args: argparse.Namespace) -> Any:
    return campaigns.list_campaigns(db)


def _campaign_show(db: Database, args: argparse.Namespace) -> Any:
    return campaigns.campaign_overview(db, args.campaign)


def _clan_list(db: Database, args: argparse.Namespace) -> Any:
    return campaigns.campaign_overview(db, args.campaign)


def _profiles_list(db: Database, args: argparse.Namespace) -> Any:
    return profiles.list_profiles(db)


def _profiles_import(db: Database, args: argparse.Namespace) -> Any:
    return profiles.import_profiles(db, args.file, replace=args.replace)


def _clan_create(db: Database, args: argparse.Namespace) -> Any:
    if args.dry_run:
        return clans.plan_clan(db, args.recruits, args.campaign)
    return clans.create_clan(db, args.campaign, args.player, args.name, args.recruits)


def _clan_show(db: Database, args: argparse.Namespace) -> Any:
    return clans.show_clan(db, args.clan, args.campaign)


def _game_record(db: Database, args: argparse.Namespace) -> Any:
    sides = [
        games.Side(s["clan"], s["vp"], s["kills"], s["fielded"], tuple(s["removed"]))
        for s in args.sides
    ]
    return games.record_game(
        db, args.campaign, sides, played_on=args.date, scenario=args.scenario, notes=args.notes
    )


def _game_sequence(db: Database, args: argparse.Namespace) -> Any:
    entered: dict[str, list[int]] = {}
    for name, rolls in args.dice:
        entered.setdefault(name, []).extend(rolls)
    if args.seed is not None and not args.roll:
        raise CliError("--seed only matters with --roll (warclan rolls the missing dice)")
    dice = post_game.InjuryDice(entered, roll_missing=args.roll, seed=args.seed)
    orders = post_game.Orders(
        raid_roll=args.raid_roll,
        improvements=args.improve,
        imprints=args.imprint,
        recruits=args.recruit,
        items=args.buy,
        powers=args.power,
    )
    return post_game.run_post_game(db, args.game, args.clan, dice, orders, dry_run=args.dry_run)


def _game_undo(db: Database, args: argparse.Namespace) -> Any:
    return games.undo_latest_game(db, args.clan, args.campaign)


def _db_info(db: Database, args: argparse.Namespace) -> Any:
    from warclan.store.migrate import head_revision

    return render.DbInfo(db.url, head_revision(), str(db.report.backup or ""))


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version, or a usage error already printed
        return int(exc.code or 0)
    try:
        db = Database(resolve_database(args.db))
        try:
            result = args.run(db, args)
        finally:
            db.close()
    except (ServiceError, RulesError, StorageError, CatalogError, CliError) as exc:
        print(f"warclan: error: {exc}", file=sys.stderr)
        return EXIT_USER_ERROR
    except SQLAlchemyError as exc:
        print(
            f"warclan: error: database problem: {exc.__class__.__name__}: {_first_line(exc)}",
            file=sys.stderr,
        )
        return EXIT_USER_ERROR
    except Exception as exc:  # a bug: one line unless asked for the traceback
        if os.environ.get("WARCLAN_DEBUG"):
            raise
        print(
            f"warclan: internal error: {exc.__class__.__name__}: {exc} "
            "(set WARCLAN_DEBUG=1 for details)",
            file=sys.stderr,
        )
        return EXIT_INTERNAL
    output = (
        json.dumps(to_jsonable(result), indent=2, ensure_ascii=False)
        if args.json
        else render.text(result)
    )
    try:
        print(output)
    except BrokenPipeError:  # e.g. piped into head
        sys.stderr.close()
    return 0


def _first_line(exc: BaseException) -> str:
    return str(exc).splitlines()[0] if str(exc) else ""


if __name__ == "__main__":
    raise SystemExit(main())
