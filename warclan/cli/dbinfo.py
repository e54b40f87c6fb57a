"""``warclan db``: which database is open and its revision; ``db check``: is the file
sound."""

from __future__ import annotations

import argparse
from typing import Any

from warclan.cli import render
from warclan.store.database import Database
from warclan.text import printable


def add_commands(groups: Any) -> None:
    p = groups.add_parser("db", help="where the database is and its version; upgrade a server's")
    p.set_defaults(run=_db_info)
    actions = p.add_subparsers(dest="db_action", metavar="ACTION")
    check = actions.add_parser(
        "check", help="SQLite's full integrity check of the database file (reads only)"
    )
    # Runs before the database is opened: opening refuses a damaged file.
    check.set_defaults(unopened=_db_check)
    from warclan.cli import league

    league.add_db_actions(actions)  # db upgrade


def _db_info(db: Database, args: argparse.Namespace) -> render.DbInfo:
    from warclan.store.migrate import head_revision
    from warclan.store.server import shown

    return render.DbInfo(shown(db.url), head_revision(), str(db.report.backup or ""))


def _db_check(url: str, args: argparse.Namespace) -> render.IntegrityReport:
    from warclan.cli.args import CliError
    from warclan.store.engines import sqlite_path
    from warclan.store.errors import DamagedDatabaseError
    from warclan.store.sqlite_files import integrity_problems

    path = sqlite_path(url)
    if path is None:
        raise CliError("db check reads SQLite files; a server checks its own databases")
    if not path.is_file():
        raise CliError(f"{path} is not a file")
    problems = integrity_problems(path)
    if problems:
        shown = "; ".join(printable(p) for p in problems[:SHOWN])
        more = f"; and {len(problems) - SHOWN} more" if len(problems) > SHOWN else ""
        raise DamagedDatabaseError(
            f"{path} is damaged: {len(problems)} problem{'s' if len(problems) > 1 else ''}"
            f" found by SQLite's integrity check: {shown}{more}"
        )
    return render.IntegrityReport(str(path), "ok")


SHOWN = 5  # problems named on the one line of a refusal
