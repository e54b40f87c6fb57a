"""``warclan campaign``, ``profiles`` and ``clan``: Ragnarok campaigns, the profile
catalogue and War Clans."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from warclan.cli.args import CliError, command_group, on_off
from warclan.cli.name_warnings import warn_unprintable
from warclan.cli.ragnarok import render as _render  # noqa: F401  (registers renderers)
from warclan.services.ragnarok import campaigns
from warclan.store.database import Database

# clans and profiles (and the rules catalogues behind them) are imported by the handlers
# that use them, so 'campaign list' does not pay for them.


def recruit(text: str) -> tuple[str, str | None]:
    """PROFILE[=NAME] as (profile, name); the service's ``Recruit`` takes these two."""
    profile, _, name = text.partition("=")
    if not profile.strip():
        raise argparse.ArgumentTypeError(f"expected PROFILE[=NAME], not {text!r}")
    return profile.strip(), name.strip() or None


def add_commands(groups: Any) -> None:
    """Add the ``campaign``, ``profiles`` and ``clan`` groups."""
    camp = command_group(groups, "campaign", "create, list, show and set up campaigns")
    p = camp.add_parser("create", help="start a campaign")
    p.add_argument("name")
    p.set_defaults(run=_campaign_create)
    p = camp.add_parser("list", help="all campaigns")
    p.set_defaults(run=lambda db, a: campaigns.list_campaigns(db))
    p = camp.add_parser("show", help="a campaign's clans with their ranks, and the base rank")
    p.add_argument("campaign", help="campaign id or name")
    p.set_defaults(run=_campaign_show)
    p = camp.add_parser(
        "set",
        help="a campaign's settings",
        description="--raids off: the group does not use the Raid Table, so post-game "
        "sequences make no raid roll.",
    )
    p.add_argument("campaign", help="campaign id or name")
    p.add_argument("--raids", type=on_off, metavar="on|off", help="use the Raid Table (step 3)")
    p.set_defaults(run=_campaign_set)

    prof = command_group(groups, "profiles", "the model profile catalogue")
    p = prof.add_parser("list", help="every profile you can recruit from")
    p.set_defaults(run=_profiles_list)
    p = prof.add_parser("import", help="add profiles from a JSON file")
    p.add_argument("file", type=Path)
    p.add_argument("--replace", action="store_true", help="overwrite profiles with the same key")
    p.set_defaults(run=_profiles_import)

    clan = command_group(groups, "clan", "War Clans")
    p = clan.add_parser("create", help="build a War Clan from 800 Glory")
    p.add_argument("--campaign", required=True)
    p.add_argument("--player", required=True)
    p.add_argument("--name", required=True)
    p.add_argument(
        "--warrior",
        dest="recruits",
        action="append",
        type=recruit,
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
    p.set_defaults(run=_campaign_show)


def _campaign_create(db: Database, args: argparse.Namespace) -> Any:
    made = campaigns.create_campaign(db, args.name)
    warn_unprintable(args.name)
    return made


def _campaign_show(db: Database, args: argparse.Namespace) -> Any:
    return campaigns.campaign_overview(db, args.campaign)


def _campaign_set(db: Database, args: argparse.Namespace) -> Any:
    if args.raids is None:
        raise CliError("nothing to set: give --raids on or --raids off")
    return campaigns.set_campaign(db, args.campaign, raids=args.raids)


def _profiles_list(db: Database, args: argparse.Namespace) -> Any:
    from warclan.services.ragnarok.rules_data import profiles

    return profiles.list_profiles(db)


def _profiles_import(db: Database, args: argparse.Namespace) -> Any:
    from warclan.services.ragnarok.rules_data import profiles

    return profiles.import_profiles(db, args.file, replace=args.replace)


def _clan_create(db: Database, args: argparse.Namespace) -> Any:
    from warclan.services.ragnarok import clans

    recruits = [clans.Recruit(*r) for r in args.recruits]
    if args.dry_run:
        return clans.plan_clan(db, recruits, args.campaign)
    made = clans.create_clan(db, args.campaign, args.player, args.name, recruits)
    warn_unprintable(args.player, args.name, *(r.name for r in recruits))
    return made


def _clan_show(db: Database, args: argparse.Namespace) -> Any:
    from warclan.services.ragnarok import clans

    return clans.show_clan(db, args.clan, args.campaign)
