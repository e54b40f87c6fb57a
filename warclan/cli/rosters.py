"""``warclan roster``: printable PDFs of a War Clan or a Mors Regnat warband, and the
campaign summary.

reportlab is imported only when a roster is written, so the other commands do not pay for
it; nothing here (or in ``warclan.reports``) imports Qt.
"""

from __future__ import annotations

import argparse
from typing import Any

from warclan.cli.args import command_group, json_flag, pdf_args, pdf_options
from warclan.reports.output import PdfResult
from warclan.store.database import Database

# Each command imports its own game system's service: a War Clan's roster does not load
# Mors Regnat's tables and rules, nor a warband's Ragnarok's.


LAYOUT_HELP = {
    "sheet": "sheet: one block per warrior",
    "cards": "cards: cards to cut out, two across",
    "table": "table: one row per warrior, all on a page",
}


def _common(p: argparse.ArgumentParser, layouts: tuple[str, ...]) -> None:
    pdf_args(
        p,
        "--out",
        required=True,
        date_help="print this date and store it as the PDF's date: the same data then gives the "
        "same bytes (default: $SOURCE_DATE_EPOCH if set, else today)",
    )
    if layouts:
        p.add_argument(
            "--layout",
            choices=layouts,
            default=layouts[0],
            help="; ".join(LAYOUT_HELP[name] for name in layouts) + f" (default {layouts[0]})",
        )
    json_flag(p, "print {path, pages, bytes}")


def add_commands(groups: Any) -> None:
    """Add the ``roster`` group to the top-level subcommands (``build_parser`` calls this)."""
    roster = command_group(groups, "roster", "printable PDF rosters to take to the table")
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


def _clan(db: Database, args: argparse.Namespace) -> PdfResult:
    from warclan.services.ragnarok import rosters

    options = pdf_options(args)
    data = rosters.clan_roster(db, args.clan, args.campaign)
    from warclan.reports.ragnarok.clan_roster import write_clan_roster  # reportlab: only when used

    return write_clan_roster(data, args.out, options)


def _warband(db: Database, args: argparse.Namespace) -> PdfResult:
    from warclan.services.mors_regnat import roster as mors_roster

    options = pdf_options(args)
    data = mors_roster.warband_roster(db, args.warband)
    from warclan.reports.mors_regnat.warband_roster import write_warband_roster

    return write_warband_roster(data, args.out, options)


def _campaign(db: Database, args: argparse.Namespace) -> PdfResult:
    from warclan.services.ragnarok import summary as campaign_summary

    options = pdf_options(args)
    data = campaign_summary.campaign_summaries(db, args.campaign)
    from warclan.reports.ragnarok.campaign_summary import write_campaign_summary

    return write_campaign_summary(data, args.out, options)
