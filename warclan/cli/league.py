"""``warclan db upgrade`` and ``warclan league grant``: the organiser's commands."""

from __future__ import annotations

import argparse
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

from warclan.cli import render
from warclan.cli.args import command_group, positive
from warclan.paths import user_data_path
from warclan.services import audit, league
from warclan.services.ragnarok import ownership
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
    actions = command_group(
        groups, "league", "a league on a PostgreSQL server: roles, owners, audit"
    )
    g = actions.add_parser("grant", help="make a server user a league organiser, player or viewer")
    g.add_argument("user", metavar="USER")
    g.add_argument("--role", required=True, choices=("organiser", "player", "viewer"))
    g.add_argument(
        "--password-stdin",
        action="store_true",
        help="set the user's password from the first line of standard input",
    )
    g.set_defaults(run=_league_grant)
    c = actions.add_parser("give-clan", help="hand a War Clan to a league login (the organiser)")
    c.add_argument("clan", metavar="CLAN")
    c.add_argument("login", metavar="LOGIN")
    c.add_argument("--campaign", help="the clan's campaign, when several clans share its name")
    c.set_defaults(run=_give_clan)
    a = actions.add_parser("audit", help="who changed what and when (the organiser; newest last)")
    a.add_argument("--clan", help="only this War Clan's rows")
    a.add_argument("--campaign", help="the clan's campaign, when several clans share its name")
    a.add_argument("--player", metavar="LOGIN", help="only this login's changes")
    a.add_argument("--since", type=_since, metavar="WHEN", help="YYYY-MM-DD[THH:MM[:SS]]")
    a.add_argument(
        "--until", type=_since, metavar="WHEN", help="before this time (YYYY-MM-DD[THH:MM[:SS]])"
    )
    a.add_argument("--table", help="only this table's rows (war_clan, warrior, glory_entry, …)")
    a.add_argument("--limit", type=positive, default=audit.DEFAULT_LIMIT)
    a.set_defaults(run=_league_audit)


def _db_upgrade(url: str, args: argparse.Namespace) -> Any:
    folder = None if args.no_backup else (args.backup_dir or user_data_path() / "backups")
    return league.upgrade_database(url, backup_dir=folder)


def _since(text: str) -> datetime:
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a date or time (YYYY-MM-DD[THH:MM[:SS]])"
        ) from None
    return when if when.tzinfo is not None else when.astimezone()


def _give_clan(db: Database, args: argparse.Namespace) -> Any:
    return ownership.give_clan(db, args.clan, args.login, args.campaign)


def _league_audit(db: Database, args: argparse.Namespace) -> Any:
    return audit.audit_trail(
        db,
        clan=args.clan,
        campaign=args.campaign,
        login=args.player,
        since=args.since,
        until=args.until,
        table=args.table,
        limit=args.limit,
    )


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


@render.renders(ownership.GivenClan)
def _given_text(result: ownership.GivenClan) -> str:
    before = f" (was {result.previous_owner})" if result.previous_owner else ""
    return f"{result.clan} ({result.campaign}) now belongs to {result.owner}{before}"


@render.renders(audit.AuditTrail)
def _audit_text(trail: audit.AuditTrail) -> str:
    if not trail.rows:
        return "no audit rows match"
    lines = []
    if trail.limited:
        lines.append(f"(the newest {len(trail.rows)} rows; --limit shows more)")
    for row in trail.rows:
        clan = f" [{row.clan or row.clan_id}]" if row.clan_id is not None else ""
        lines.append(
            f"{row.at:%Y-%m-%d %H:%M:%S} {row.login} {row.op} {row.table} {row.row_id or ''}"
            f"{clan}: {audit.change_text(row)}"
        )
    return "\n".join(lines)
