"""``warclan game confirm|dispute|waiting``: a league game counts once both sides agree."""

from __future__ import annotations

import argparse
from typing import Any

from warclan.cli import render
from warclan.cli.args import positive
from warclan.services.ragnarok import agreement, games
from warclan.store.database import Database


def add_actions(actions: Any) -> None:
    """Add confirm, dispute and waiting to the ``game`` group's subparsers."""
    p = actions.add_parser(
        "confirm", help="agree with the result another player recorded for your clan"
    )
    p.add_argument("game", type=positive, metavar="GAME", help="the game's number in its campaign")
    p.add_argument("--clan", required=True)
    p.add_argument("--campaign", help="the clan's campaign, when several clans share its name")
    p.set_defaults(run=_confirm)
    p = actions.add_parser("dispute", help="say the result recorded for your clan is wrong")
    p.add_argument("game", type=positive, metavar="GAME", help="the game's number in its campaign")
    p.add_argument("--clan", required=True)
    p.add_argument("--campaign", help="the clan's campaign, when several clans share its name")
    p.add_argument("--note", required=True, help="what is wrong with it")
    p.set_defaults(run=_dispute)
    p = actions.add_parser(
        "waiting", help="games waiting for your confirmation, disputed, or waiting for others"
    )
    p.add_argument("--campaign")
    p.set_defaults(run=_waiting)


def _confirm(db: Database, args: argparse.Namespace) -> Any:
    return agreement.confirm_game(db, games.GameNumber(args.game, args.campaign), args.clan)


def _dispute(db: Database, args: argparse.Namespace) -> Any:
    return agreement.dispute_game(
        db, games.GameNumber(args.game, args.campaign), args.clan, args.note
    )


def _waiting(db: Database, args: argparse.Namespace) -> Any:
    return agreement.awaiting(db, args.campaign)


def _side_line(side: agreement.SideStatus) -> str:
    against = f" against {', '.join(side.opponents)}" if side.opponents else ""
    owner = f" ({side.owner})" if side.owner else ""
    note = f": {side.note}" if side.note else ""
    return (
        f"  {side.campaign} game {side.game_number}: {side.clan}{owner}{against}, "
        f"{side.victory_points} VP, {side.encounter_kills} kills — {side.status}{note}"
    )


@render.renders(agreement.SideStatus)
def _side_text(side: agreement.SideStatus) -> str:
    by = f" by {side.decided_by}" if side.decided_by else ""
    note = f" ({side.note})" if side.note else ""
    return f"{side.clan}'s side of game {side.game_number} is now {side.status}{by}{note}"


@render.renders(agreement.Awaiting)
def _awaiting_text(view: agreement.Awaiting) -> str:
    parts = []
    for title, sides in (
        ("waiting for your confirmation", view.yours_to_confirm),
        ("disputed", view.disputed),
        ("waiting for another player", view.waiting_for_others),
    ):
        if sides:
            parts.append(f"{title}:\n" + "\n".join(_side_line(s) for s in sides))
    return "\n".join(parts) if parts else "no game waits for anyone"
