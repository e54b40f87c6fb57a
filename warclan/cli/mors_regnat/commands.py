"""Mors Regnat commands: ``warband``, ``warrior``, ``match`` and ``odds``, and their text output.

Registered by ``warclan.cli.main.build_parser`` through ``add_commands``; ``render.text``
asks ``text`` first, so the results of these commands print themselves from here.
Every command also takes ``--json`` after its action (the global one works too).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from warclan.cli.args import command_group, iso_date, json_flag, whole
from warclan.cli.mors_regnat import render as _render  # noqa: F401  (registers renderers)
from warclan.cli.name_warnings import warn_unprintable
from warclan.rules.mors_regnat.builder import (
    CREATION_POINTS,
    SpecialAbility,
    Stat,
    StatLimits,
    WarriorBuild,
)
from warclan.services.errors import ServiceError
from warclan.services.mors_regnat import files as warband_files
from warclan.services.mors_regnat import matches, odds, warbands, warriors
from warclan.store.database import Database

_STATS = {
    "speed": Stat.SPEED,
    "attack": Stat.ATTACK,
    "toughness": Stat.TOUGHNESS,
    "wounds": Stat.WOUNDS,
}
_CLEAR = ("none", "off", "-")
_MAX_DIGITS = 18  # no count in Mors Regnat comes near a number this long


# --- argument types ----------------------------------------------------------------------


def _whole(text: str) -> int:
    return whole(text, max_digits=_MAX_DIGITS)


def _at_most(cap: int) -> Callable[[str], int]:
    def read(text: str) -> int:
        value = _whole(text)
        if value > cap:
            raise argparse.ArgumentTypeError(f"at most {cap} (got {value})")
        return value

    return read


def _limit_entry(text: str) -> tuple[Stat, int]:
    key, sep, value = text.partition("=")
    stat = _STATS.get(key.strip().lower())
    if not sep or stat is None:
        raise argparse.ArgumentTypeError(
            f"expected STAT=N with STAT one of {', '.join(_STATS)}, not {text!r}"
        )
    return stat, _whole(value.strip())


def _limit_value(text: str) -> int | None:
    return None if text.strip().lower() in _CLEAR else _whole(text)


def _ability(text: str) -> SpecialAbility:
    name, sep, rest = text.partition(":")
    cost, _, description = rest.partition(":")
    try:
        points = int(cost.strip())
    except ValueError:
        points = None
    if not sep or points is None:
        raise argparse.ArgumentTypeError(
            f"expected NAME:COST[:DESCRIPTION] with COST a whole number, not {text!r}"
        )
    return SpecialAbility(name, description, points)


class _StartWarband(argparse.Action):
    def __call__(self, parser: Any, namespace: Any, value: Any, option: Any = None) -> None:
        entries = list(getattr(namespace, "entries", None) or [])
        entries.append({"warband": value, "casualties": 0})
        namespace.entries = entries


class _Casualties(argparse.Action):
    def __call__(self, parser: Any, namespace: Any, value: Any, option: Any = None) -> None:
        entries = getattr(namespace, "entries", None)
        if not entries:
            parser.error(f"{option} must follow a --warband W")
            return
        entries[-1]["casualties"] = value


# --- commands ----------------------------------------------------------------------------


def add_commands(groups: Any) -> None:
    """Add the Mors Regnat command groups to the top-level subparsers."""
    _warband_commands(groups)
    _warrior_commands(groups)
    _match_commands(groups)
    _odds_command(groups)


def _action(actions: Any, name: str, help_text: str, run: Any, **kwargs: Any) -> Any:
    parser = actions.add_parser(name, help=help_text, **kwargs)
    parser.set_defaults(run=run)
    json_flag(parser)
    return parser


def _warrior_action(actions: Any, name: str, help_text: str, run: Any, **kwargs: Any) -> Any:
    """An action on one warrior, named by WARBAND WARRIOR."""
    parser = _action(actions, name, help_text, run, **kwargs)
    parser.add_argument("warband")
    parser.add_argument("warrior")
    return parser


def _warband_commands(groups: Any) -> None:
    actions = command_group(groups, "warband", "Mors Regnat warbands: build, check, copy, export")
    p = _action(actions, "create", "start a warband", _warband_create)
    p.add_argument("name")
    p.add_argument(
        "--limit",
        dest="limits",
        action="append",
        type=_limit_entry,
        default=[],
        metavar="STAT=N",
        help='a limit on a stat value, e.g. speed=10 for SPEED at most 10" (repeatable)',
    )
    _action(
        actions, "list", "every warband with its record", lambda db, a: warbands.list_warbands(db)
    )
    p = _action(
        actions, "show", "warriors with CP, stats, derived values and warnings", _warband_show
    )
    p.add_argument("warband", help="warband id or name")
    p = _action(actions, "rename", "give a warband a new name", _warband_rename)
    p.add_argument("warband")
    p.add_argument("new_name")
    p = _action(actions, "copy", "copy a warband and its warriors under a new name", _warband_copy)
    p.add_argument("warband")
    p.add_argument("new_name")
    p = _action(
        actions, "delete", "delete a warband (its matches stay in the log)", _warband_delete
    )
    p.add_argument("warband")
    p = _action(
        actions,
        "limits",
        "set or remove the warband's stat limits",
        _warband_limits,
        description="Set limits on stat values (not CP), e.g. --speed 10 for SPEED at most "
        '10". Give "none" to remove a limit. Refused if a warrior would break it.',
    )
    p.add_argument("warband")
    for key in _STATS:
        p.add_argument(f"--{key}", type=_limit_value, default=argparse.SUPPRESS, metavar="N|none")
    p = _action(actions, "export", "write a warband to a JSON file", _warband_export)
    p.add_argument("warband")
    p.add_argument("file", type=Path)
    p.add_argument("--force", action="store_true", help="replace the file if it exists")
    p = _action(actions, "import", "read a warband from a JSON file", _warband_import)
    p.add_argument("file", type=Path)
    p.add_argument("--rename", metavar="NEW", help="import under another name")


def _stat_options(parser: argparse.ArgumentParser, *, default: int | None) -> None:
    for key, stat in _STATS.items():
        gain = "+2 WOUNDS" if stat is Stat.WOUNDS else f"+1 {stat}"
        parser.add_argument(
            f"--{key}", type=_whole, default=default, metavar="CP", help=f"CP bought ({gain} each)"
        )
    parser.add_argument(
        "--ability",
        dest="abilities",
        action="append",
        type=_ability,
        metavar="NAME:COST[:DESCRIPTION]",
        help="a special ability costing 1 or 2 CP (repeatable)",
    )
    parser.add_argument(
        "--dry-run", action="store_true", help="show the result and any errors without saving"
    )


def _warrior_commands(groups: Any) -> None:
    actions = command_group(groups, "warrior", "Mors Regnat warriors")
    p = _action(
        actions,
        "add",
        "add a warrior bought with 12 Creation Points",
        _warrior_add,
        description=f'Each warrior has {CREATION_POINTS} CP. Base SPEED 3", ATTACK 0, '
        "TOUGHNESS 0, WOUNDS 2; 1 CP buys +1 SPEED, ATTACK or TOUGHNESS, or +2 WOUNDS. "
        "See 'warclan warrior weapons' for the weapon keys.",
    )
    p.add_argument("warband")
    p.add_argument("name")
    p.add_argument("--weapon", required=True, metavar="KEY")
    _stat_options(p, default=0)
    p = _warrior_action(
        actions,
        "edit",
        "change a warrior",
        _warrior_edit,
        description="Only the values given change. --ability replaces all abilities; "
        "--no-abilities removes them.",
    )
    p.add_argument("--name", dest="new_name", metavar="NEW")
    p.add_argument("--weapon", metavar="KEY")
    _stat_options(p, default=None)
    p.add_argument("--no-abilities", action="store_true", help="remove every special ability")
    _warrior_action(actions, "show", "one warrior's sheet", _warrior_show)
    p = _warrior_action(actions, "copy", "copy a warrior under a new name", _warrior_copy)
    p.add_argument("new_name")
    p.add_argument("--to", metavar="WARBAND", help="put the copy in another warband")
    _warrior_action(actions, "delete", "remove a warrior", _warrior_delete)
    p = _warrior_action(
        actions, "move", "put a warrior at another place on the roster", _warrior_move
    )
    p.add_argument("position", type=_whole, help="1 = first")
    _action(actions, "weapons", "the six weapons: keys, damage, CP and range", _weapons)


def _match_commands(groups: Any) -> None:
    actions = command_group(groups, "match", "the Mors Regnat match log")
    p = _action(
        actions,
        "record",
        "log a match",
        _match_record,
        description="Start each warband with --warband W; the --casualties after it (the "
        "warriors it lost) belong to it. Say who won with --winner, or --draw.",
    )
    p.add_argument("--warband", action=_StartWarband, metavar="W", required=True)
    p.add_argument("--casualties", action=_Casualties, type=_whole, metavar="N")
    outcome = p.add_mutually_exclusive_group(required=True)
    outcome.add_argument("--winner", metavar="W")
    outcome.add_argument("--draw", action="store_true")
    p.add_argument("--date", type=iso_date, help="YYYY-MM-DD (default today)")
    p.add_argument("--notes", default="")
    p = _action(actions, "list", "the match log, oldest first", _match_list)
    p.add_argument("--warband", metavar="W", help="only this warband's matches")
    p = _action(actions, "delete", "remove a match from the log", _match_delete)
    p.add_argument("match", help="match id")
    p = _action(
        actions, "standing", "a warband's record: played, won, lost, drawn", _match_standing
    )
    p.add_argument("warband")


def _odds_command(groups: Any) -> None:
    p = _action(
        groups,
        "odds",
        "exact Mors Regnat attack odds",
        _odds,
        description="Give --attack, --damage, --toughness and --wounds, or two stored warriors "
        "with --attacker WARBAND/WARRIOR --defender WARBAND/WARRIOR.",
    )
    p.add_argument("--attack", type=_whole, metavar="N", help="ATTACK dice")
    p.add_argument(
        "--damage", type=_at_most(odds.MAX_DAMAGE), metavar="N", help="weapon damage per die"
    )
    p.add_argument("--toughness", type=_whole, metavar="N", help="TOUGHNESS dice")
    p.add_argument(
        "--wounds", type=_at_most(odds.MAX_WOUNDS), metavar="N", help="the defender's WOUNDS"
    )
    p.add_argument("--attacker", metavar="WARBAND/WARRIOR")
    p.add_argument("--defender", metavar="WARBAND/WARRIOR")
    p.add_argument("--weak", action="store_true", help="a Weak Attack: half ATTACK, rounded up")


# --- handlers ----------------------------------------------------------------------------


def _warband_create(db: Database, args: argparse.Namespace) -> Any:
    given = dict(args.limits)
    limits = StatLimits(*(given.get(stat) for stat in Stat))
    made = warbands.create_warband(db, args.name, limits)
    warn_unprintable(args.name)
    return made


def _warband_show(db: Database, args: argparse.Namespace) -> Any:
    return warbands.show_warband(db, args.warband)


def _warband_rename(db: Database, args: argparse.Namespace) -> Any:
    renamed = warbands.rename_warband(db, args.warband, args.new_name)
    warn_unprintable(args.new_name)
    return renamed


def _warband_copy(db: Database, args: argparse.Namespace) -> Any:
    copied = warbands.copy_warband(db, args.warband, args.new_name)
    warn_unprintable(args.new_name)
    return copied


def _warband_delete(db: Database, args: argparse.Namespace) -> Any:
    return warbands.delete_warband(db, args.warband)


def _warband_limits(db: Database, args: argparse.Namespace) -> Any:
    changes = {stat: getattr(args, key) for key, stat in _STATS.items() if hasattr(args, key)}
    return warbands.set_limits(db, args.warband, changes)


def _warband_export(db: Database, args: argparse.Namespace) -> Any:
    return warband_files.export_warband(db, args.warband, args.file, overwrite=args.force)


def _warband_import(db: Database, args: argparse.Namespace) -> Any:
    return warband_files.import_warband(db, args.file, rename=args.rename)


def _warrior_add(db: Database, args: argparse.Namespace) -> Any:
    build = WarriorBuild(
        name=args.name,
        speed_points=args.speed,
        attack_points=args.attack,
        toughness_points=args.toughness,
        wounds_points=args.wounds,
        weapon_key=args.weapon,
        abilities=tuple(args.abilities or ()),
    )
    sheet = warriors.add_warrior(db, args.warband, build, dry_run=args.dry_run)
    warn_unprintable(args.name)
    return sheet


def _warrior_edit(db: Database, args: argparse.Namespace) -> Any:
    if args.no_abilities and args.abilities:
        raise ServiceError("give --ability or --no-abilities, not both")
    abilities = () if args.no_abilities else (tuple(args.abilities) if args.abilities else None)
    changes = warriors.WarriorChanges(
        name=args.new_name,
        speed_points=args.speed,
        attack_points=args.attack,
        toughness_points=args.toughness,
        wounds_points=args.wounds,
        weapon_key=args.weapon,
        abilities=abilities,
    )
    sheet = warriors.edit_warrior(db, args.warband, args.warrior, changes, dry_run=args.dry_run)
    warn_unprintable(args.new_name)
    return sheet


def _warrior_show(db: Database, args: argparse.Namespace) -> Any:
    return warriors.show_warrior(db, args.warband, args.warrior)


def _warrior_copy(db: Database, args: argparse.Namespace) -> Any:
    return warriors.copy_warrior(db, args.warband, args.warrior, args.new_name, to_warband=args.to)


def _warrior_delete(db: Database, args: argparse.Namespace) -> Any:
    return warriors.delete_warrior(db, args.warband, args.warrior)


def _warrior_move(db: Database, args: argparse.Namespace) -> Any:
    return warriors.move_warrior(db, args.warband, args.warrior, args.position)


def _weapons(db: Database, args: argparse.Namespace) -> Any:
    return warbands.list_weapons()


def _match_record(db: Database, args: argparse.Namespace) -> Any:
    entries = [matches.MatchEntry(e["warband"], e["casualties"]) for e in args.entries]
    return matches.record_match(
        db, entries, winner=args.winner, draw=args.draw, played_on=args.date, notes=args.notes
    )


def _match_list(db: Database, args: argparse.Namespace) -> Any:
    return matches.list_matches(db, args.warband)


def _match_delete(db: Database, args: argparse.Namespace) -> Any:
    return matches.delete_match(db, args.match)


def _match_standing(db: Database, args: argparse.Namespace) -> Any:
    return matches.warband_record(db, args.warband)


def _odds(db: Database, args: argparse.Namespace) -> Any:
    numbers = {"--attack": args.attack, "--damage": args.damage}
    numbers |= {"--toughness": args.toughness, "--wounds": args.wounds}
    stored = {"--attacker": args.attacker, "--defender": args.defender}
    given_numbers = [k for k, v in numbers.items() if v is not None]
    given_stored = [k for k, v in stored.items() if v is not None]
    if given_numbers and given_stored:
        raise ServiceError(
            f"give either numbers or stored warriors, not {given_numbers[0]} with {given_stored[0]}"
        )
    if given_stored:
        missing = [k for k, v in stored.items() if v is None]
        if missing:
            raise ServiceError(f"{missing[0]} is missing")
        return odds.warrior_odds(db, args.attacker, args.defender, weak=args.weak)
    missing = [k for k, v in numbers.items() if v is None]
    if missing:
        raise ServiceError(f"missing {', '.join(missing)} (or use --attacker and --defender)")
    return odds.attack_odds(args.attack, args.damage, args.toughness, args.wounds, weak=args.weak)
