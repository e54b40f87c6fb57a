"""``warclan roster``: printable PDFs of a War Clan or a Mors Regnat warband, and the
campaign summary.

reportlab is imported only when a roster is written, so the other commands do not pay for
it; nothing here (or in ``warclan.reports``) imports Qt.
"""

from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path
from typing import Any

from warclan.reports.output import (
    PAPERS,
    PdfResult,
    RosterOptions,
    fixed_date_from_env,
)
from warclan.reports.paper import default_paper
from warclan.store.database import Database

# Each command imports its own game system's service: a War Clan's roster does not load
# Mors Regnat's tables and rules, nor a warband's Ragnarok's.


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected a date as YYYY-MM-DD, not {text!r}") from exc


LAYOUT_HELP = {
    "sheet": "sheet: one block per warrior",
    "cards": "cards: cards to cut out, two across",
    "table": "table: one row per warrior, all on a page",
}


def _common(p: argparse.ArgumentParser, layouts: tuple[str, ...]) -> None:
    p.add_argument("--out", required=True, type=Path, metavar="FILE.pdf", help="the PDF to write")
    if layouts:
        p.add_argument(
            "--layout",
            choices=layouts,
            default=layouts[0],
            help="; ".join(LAYOUT_HELP[name] for name in layouts) + f" (default {layouts[0]})",
        )
    p.add_argument("--paper", choices=PAPERS, help="paper size (default: your locale's, else a4)")
    p.add_argument(
        "--fixed-date",
        type=_date,
        metavar="YYYY-MM-DD",
        help="print this date and store it as the PDF's date: the same data then gives the "
        "same bytes (default: $SOURCE_DATE_EPOCH if set, else today)",
    )
    # SUPPRESS: when not given here, the global --json (before the command) still counts.
    p.add_argument(
        "--json", action="store_true", default=argparse.SUPPRESS, help="print {path, pages, bytes}"
    )


def add_commands(groups: Any) -> None:
    """Add the ``roster`` group to the top-level subcommands (``build_parser`` calls this)."""
    roster = groups.add_parser(
        "roster", help="printable PDF rosters to take to the table"
    ).add_subparsers(dest="action", metavar="ACTION", required=True)
    p = roster.add_parser(
        "clan",
        help="a War Clan roster: every warrior, then a reference page of the rules it uses",
    )
    p.add_argument("clan", help="clan id or name")
    p.add_argument("--campaign", help="the clan's campaign, when several clans share its name")
    _common(p, ("sheet", "cards"))
    p.set_defaults(run=_clan)
    p = roster.add_parser(
        "warband", help="a Mors Regnat warband roster: a table with a row per warrior, or cards"
    )
    p.add_argument("warband", help="warband id or name")
    _common(p, ("table", "cards", "sheet"))
    p.set_defaults(run=_warband)
    p = roster.add_parser(
        "campaign",
        help="a campaign summary to pin up: per campaign one page with every War Clan's rank, "
        "Glory and games, and the latest games with their results",
    )
    p.add_argument("campaign", nargs="+", help="campaign id or name (several: a page each)")
    _common(p, ())
    p.set_defaults(run=_campaign)


def _options(args: argparse.Namespace) -> RosterOptions:
    return RosterOptions(
        paper=args.paper or default_paper(),
        layout=getattr(args, "layout", "sheet"),
        fixed_date=args.fixed_date or fixed_date_from_env(),
    )


def _clan(db: Database, args: argparse.Namespace) -> PdfResult:
    from warclan.services.ragnarok import rosters

    options = _options(args)
    data = rosters.clan_roster(db, args.clan, args.campaign)
    from warclan.reports.ragnarok.clan_roster import write_clan_roster  # reportlab: only when used

    return write_clan_roster(data, args.out, options)


def _warband(db: Database, args: argparse.Namespace) -> PdfResult:
    from warclan.services.mors_regnat import roster as mors_roster

    options = _options(args)
    data = mors_roster.warband_roster(db, args.warband)
    from warclan.reports.mors_regnat.warband_roster import write_warband_roster

    return write_warband_roster(data, args.out, options)


def _campaign(db: Database, args: argparse.Namespace) -> PdfResult:
    from warclan.services.ragnarok import summary as campaign_summary

    options = _options(args)
    data = campaign_summary.campaign_summaries(db, args.campaign)
    from warclan.reports.ragnarok.campaign_summary import write_campaign_summary

    return write_campaign_summary(data, args.out, options)
