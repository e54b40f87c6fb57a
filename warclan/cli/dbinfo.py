"""``warclan db``: which database is open and its revision."""

from __future__ import annotations

import argparse
from typing import Any

from warclan.cli import render
from warclan.store.database import Database


def add_commands(groups: Any) -> None:
    p = groups.add_parser("db", help="where the database is and its version; upgrade a server's")
    p.set_defaults(run=_db_info)
    from warclan.cli import league

    league.add_db_actions(p)  # db upgrade


def _db_info(db: Database, args: argparse.Namespace) -> render.DbInfo:
    from warclan.store.migrate import head_revision

    return render.DbInfo(db.url, head_revision(), str(db.report.backup or ""))
