"""``warclan db upgrade`` and ``warclan league grant``: the organiser's commands."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from warclan.cli import render
from warclan.paths import user_data_path
from warclan.services import league
from warclan.store.database import Database


def add_db_actions(actions: Any) -> None:
    """``warclan db upgrade`` migrates a server's database (``actions``: the ``db``
    command's subparsers)."""
    p = actions.add_parser(
        "upgrade",
        help="bring the database's tables up to this warclan (a league server: the "
        "organiser's job, after a pg_dump backup)",
    )
    p.add_argument(
        "--no-backup", action="store_true", help="migrate without a pg_dump backup first"
    )
    p.add_argument(
        "--backup-dir",
        type=Path,
        default=None,
        help="where the pg_dump backup goes (default: backups/ in the user data folder)",
    )
    # Runs before the database is opened: a client refuses an old server database.
    p.set_defaults(unopened=_db_upgrade)


def add_commands(groups: Any) -> None:
    p = groups.add_parser("league", help="a league on a PostgreSQL server: roles")
    actions = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    g = actions.add_parser("grant", help="make a server user a league organiser, player or viewer")
    g.add_argument("user", metavar="USER")
    g.add_argument("--role", required=True, choices=("organiser", "player", "viewer"))
    g.add_argument(
        "--password-stdin",
        action="store_true",
        help="set the user's password from the first line of standard input",
    )
    g.set_defaults(run=_league_grant)


def _db_upgrade(url: str, args: argparse.Namespace) -> Any:
    folder = None if args.no_backup else (args.backup_dir or user_data_path() / "backups")
    return league.upgrade_database(url, backup_dir=folder)


def _league_grant(db: Database, args: argparse.Namespace) -> Any:
    password = sys.stdin.readline().rstrip("\n") if args.password_stdin else None
    return league.grant_role(db, args.role, args.user, password)


@render.renders(league.UpgradeResult)
def _upgrade_text(result: league.UpgradeResult) -> str:
    if not result.migrated:
        return f"{result.database} is already at revision {result.revision}; nothing to do"
    return f"{result.database}: migrated from revision {result.revision_before} to " + (
        f"{result.revision}" + (f"\nbacked up first to: {result.backup}" if result.backup else "")
    )


@render.renders(league.GrantResult)
def _grant_text(result: league.GrantResult) -> str:
    return (
        f"{result.user} is now a league {result.role} on {result.database} "
        f"(member of {result.group_role})"
    )
