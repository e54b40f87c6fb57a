"""What the Record Game wizard commits and dry-runs: a game and one clan's post-game
sequence in ONE transaction, and any clan's sequence with the reason behind its
catch-up bonus.

Why one transaction: the wizard must leave nothing behind when cancelled, yet the
sequence's dry run needs the game's rows (who was fielded, who was removed). So every
page dry-runs "record the game + run this clan's sequence" and rolls it all back; Finish
runs exactly the same thing and commits it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan.rules.ragnarok import glory
from warclan.services.ragnarok import lookup, tracker
from warclan.services.ragnarok.game_results import GameView, PostGameResult
from warclan.services.ragnarok.games import Side, record_game_in
from warclan.services.ragnarok.post_game.sequence import InjuryDice, post_game_in
from warclan.services.ragnarok.post_game.steps import Orders
from warclan.store.database import Database
from warclan.store.models.ragnarok import GameParticipant


@dataclass(frozen=True, slots=True)
class SequenceOutcome:
    result: PostGameResult
    catch_up_reason: str  # why the catch-up bonus applies, or why it does not


@dataclass(frozen=True, slots=True)
class GameNight:
    game: GameView
    sequence: SequenceOutcome | None  # None: the game only, sequences to run later
    dry_run: bool


def record_and_run(
    db: Database,
    campaign: str | int,
    sides: Sequence[Side],
    clan: str | int | None = None,
    dice: InjuryDice | None = None,
    orders: Orders | None = None,
    *,
    played_on: date | None = None,
    scenario: str = "",
    notes: str = "",
    dry_run: bool = False,
    steps: int = 6,
    tracker_id: int | None = None,
) -> GameNight:
    """Record a game and, if ``clan`` is given, run that clan's post-game sequence, as
    one unit: both are saved, or (on any refusal, or with ``dry_run``) neither.
    ``steps`` < 6 dry-runs the sequence only up to that step (a wizard page's view);
    ``tracker_id``: the game was tracked at the table, and its log goes with it."""
    with db.session(rollback=dry_run) as session:
        game = record_game_in(
            session, campaign, sides, played_on=played_on, scenario=scenario, notes=notes
        )
        if tracker_id is not None:
            tracker.link_recorded(session, tracker_id, game.id)
        outcome = None
        if clan is not None:
            outcome = _sequence(session, game.id, clan, dice, orders, dry_run, steps)
        return GameNight(game, outcome, dry_run)


def run_sequence(
    db: Database,
    game: str | int,
    clan: str | int,
    dice: InjuryDice | None = None,
    orders: Orders | None = None,
    *,
    dry_run: bool = False,
    steps: int = 6,
) -> SequenceOutcome:
    """``post_game.run_post_game`` for a recorded game, with the catch-up reason."""
    with db.session(rollback=dry_run) as session:
        return _sequence(session, game, clan, dice, orders, dry_run, steps)


def _sequence(
    session: Session,
    game: str | int,
    clan: str | int,
    dice: InjuryDice | None,
    orders: Orders | None,
    dry_run: bool,
    steps: int = 6,
) -> SequenceOutcome:
    result = post_game_in(
        session, game, clan, dice or InjuryDice(), orders or Orders(), dry_run=dry_run, steps=steps
    )
    game_row = lookup.game(session, result.game_id)
    clan_row = lookup.clan(session, clan, game_row.campaign_id)
    opponents = session.scalars(
        select(GameParticipant.rank_before).where(
            GameParticipant.game_id == game_row.id, GameParticipant.clan_id != clan_row.id
        )
    )
    reason = glory.catch_up_reason(result.rank_before, clan_row.joined_base_rank, opponents)
    return SequenceOutcome(result, reason)
