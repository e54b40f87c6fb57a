"""``warclan share``: export a War Clan to a JSON file, and import one into a campaign."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from warclan.cli import render
from warclan.cli.args import command_group
from warclan.cli.ragnarok import render as ragnarok_render
from warclan.services.ragnarok import clan_files
from warclan.store.database import Database


def add_commands(groups: Any) -> None:
    """Add the ``share`` group to the top-level subcommands (``build_parser`` calls this)."""
    share = command_group(groups, "share", "pass War Clans between campaigns as JSON files")
    p = share.add_parser(
        "export-clan",
        help="write a War Clan with its warriors, injuries, Glory ledger and purchases",
    )
    p.add_argument("clan", help="clan id or name")
    p.add_argument("file", type=Path)
    p.add_argument("--campaign", help="the clan's campaign, when several clans share its name")
    p.add_argument("--force", action="store_true", help="replace FILE if it exists")
    p.set_defaults(run=_export_clan)
    p = share.add_parser(
        "import-clan",
        help="add a War Clan from a file to a campaign",
        description="The whole file is checked first; every problem is reported with its "
        "place in the file and nothing is imported. A clan already in the campaign (same "
        "name, or the same clan under another name) is refused unless --rename is given.",
    )
    p.add_argument("file", type=Path)
    p.add_argument("--campaign", required=True)
    p.add_argument("--rename", metavar="NEW", help="import under another name (a copy)")
    p.add_argument("--player", help="the player who takes it over (default: the file's)")
    p.set_defaults(run=_import_clan)


def _export_clan(db: Database, args: argparse.Namespace) -> Any:
    return clan_files.export_clan(db, args.clan, args.file, args.campaign, overwrite=args.force)


def _import_clan(db: Database, args: argparse.Namespace) -> Any:
    return clan_files.import_clan(
        db, args.campaign, args.file, rename=args.rename, player=args.player
    )


@render.renders(clan_files.ClanExport)
def exported(result: clan_files.ClanExport) -> str:
    return (
        f"Exported {result.clan} ({result.campaign}, {result.warriors} warriors) "
        f"to {result.path} ({result.size_bytes:,} bytes)"
    )


@render.renders(clan_files.ClanImport)
def imported(result: clan_files.ClanImport) -> str:
    lines = [
        f"Imported {result.clan.name} from {result.source} into {result.clan.campaign}"
        + (f" (renamed from {result.renamed_from})" if result.renamed_from else "")
    ]
    if result.injuries_left_out:
        lines.append(
            f"{result.injuries_left_out} old injuries without lasting effect were left out."
        )
    return "\n".join([*lines, ragnarok_render.clan(result.clan)])
