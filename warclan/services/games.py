"""Games and the post-game campaign sequence (steps 1–2: Record Glory, Determine Injuries).

``record_game`` writes who played, with what result and which warriors were removed from
play; ``run_post_game`` runs one clan's sequence for that game as one event, in one
transaction; ``undo_latest_game`` removes a clan's latest game and everything it caused.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from warclan.catalog.rulesets import Ruleset
from warclan.rules import glory
from warclan.rules.dice import DiceByKey, DiceKind, DiceSource, RandomDice
from warclan.rules.errors import RulesError
from warclan.rules.injuries import resolve_injury
from warclan.services import lookup, post_game
from warclan.services.campaigns import now
from warclan.services.dto import (
    DiceView,
    GameView,
    InjuryOutcomeView,
    PostGameResult,
    SideResult,
    UndoResult,
)
from warclan.services.errors import ServiceError
from warclan.services.ledger import clan_summary
from warclan.services.post_game import Orders
from warclan.services.rulesets import ruleset_for
from warclan.services.state import WarriorState, clan_states, penalty_text
from warclan.store import queries
from warclan.store.database import Database
from warclan.store.models import (
    CampaignEvent,
    DiceRollRecord,
    FieldedWarrior,
    Game,
    GameParticipant,
    GloryEntry,
    Injury,
    WarClan,
    Warrior,
)


@dataclass(frozen=True, slots=True)
class Side:
    """One clan's part in a game. ``fielded`` None means every available warrior."""

    clan: str | int
    victory_points: int = 0
    encounter_kills: int = 0
    fielded: Sequence[str | int] | None = None
    removed: Sequence[str | int] = ()


@dataclass(frozen=True, slots=True)
class InjuryDice:
    """Injury dice: values rolled at the table per warrior (in the order the rules ask for
    them: injury 2D6, then severe 2D6 and any re-rolls, then the 1D6), and whether the
    program may roll what was not entered."""

    entered: Mapping[str, Sequence[int]] = field(default_factory=dict)
    roll_missing: bool = False
    seed: int | None = None


MAX_PER_GAME = 1000  # Victory Points or encounter kills one clan can score in one game


def _scenario_name(text: str) -> str:
    name = " ".join(text.split())
    if len(name) > 120:
        raise ServiceError(f"the scenario name is {len(name)} characters; at most 120")
    return name


def record_game(
    db: Database,
    campaign: str | int,
    sides: Sequence[Side],
    *,
    played_on: date | None = None,
    scenario: str = "",
    notes: str = "",
) -> GameView:
    if not sides:
        raise ServiceError("a game needs at least one War Clan")
    with db.session() as session:
        camp = lookup.campaign(session, campaign)
        game = Game(
            campaign_id=camp.id,
            seq=queries.next_game_seq(session, camp.id),
            played_on=played_on or date.today(),
            scenario=_scenario_name(scenario),
            notes=notes,
            created_at=now(),
        )
        session.add(game)
        session.flush()
        results = []
        seen: set[int] = set()
        for side in sides:
            clan = lookup.clan(session, side.clan, camp.id)
            if clan.id in seen:
                raise ServiceError(f"{clan.name} is listed twice in the game")
            seen.add(clan.id)
            results.append(_add_side(session, game, clan, side))
        return GameView(game.id, game.seq, camp.name, game.played_on, game.scenario, tuple(results))


def _add_side(session: Session, game: Game, clan: WarClan, side: Side) -> SideResult:
    if not clan.active:
        raise ServiceError(f"{clan.name} has left the campaign")
    try:
        glory.scenario_glory(side.victory_points, side.encounter_kills)
    except RulesError as exc:
        raise ServiceError(f"{clan.name}: {exc}") from exc
    for value, what in ((side.victory_points, "Victory Points"), (side.encounter_kills, "kills")):
        if value > MAX_PER_GAME:  # a typo, not a game: keep absurd numbers out of the ledger
            raise ServiceError(f"{clan.name}: {value} {what} in one game? At most {MAX_PER_GAME}")
    latest = queries.latest_participation(session, clan.id)
    if latest is not None and queries.event_for(session, latest.id) is None:
        raise ServiceError(
            f"{clan.name} has not run the post-game sequence of game {latest.game_id} yet"
        )
    states = {s.row.id: s for s in clan_states(session, clan)}
    fielded = _fielded(session, clan, states, side)
    removed = {lookup.warrior(session, clan, ref).id for ref in side.removed}
    stray = removed - {s.row.id for s in fielded}
    if stray:
        raise ServiceError(
            f"{clan.name}: {', '.join(states[i].row.name for i in sorted(stray))} "
            "was removed from play but not fielded"
        )
    participant = GameParticipant(
        game_id=game.id,
        clan_id=clan.id,
        victory_points=side.victory_points,
        encounter_kills=side.encounter_kills,
        rank_before=clan_summary(session, clan).rank,
    )
    session.add(participant)
    session.flush()
    for state in fielded:
        session.add(
            FieldedWarrior(
                participant_id=participant.id,
                warrior_id=state.row.id,
                removed_from_play=state.row.id in removed,
            )
        )
    return SideResult(
        clan.id,
        clan.name,
        side.victory_points,
        side.encounter_kills,
        participant.rank_before,
        tuple(s.row.name for s in fielded),
        tuple(s.row.name for s in fielded if s.row.id in removed),
    )


def _fielded(
    session: Session, clan: WarClan, states: dict[int, WarriorState], side: Side
) -> list[WarriorState]:
    if side.fielded is None:
        chosen = [s for s in states.values() if s.available]
    else:
        chosen = []
        for ref in side.fielded:
            state = states[lookup.warrior(session, clan, ref).id]
            if state.status != "active":
                raise ServiceError(f"{clan.name}: {state.row.name} is {state.status}")
            if state.misses_next_game:
                raise ServiceError(
                    f"{clan.name}: {state.row.name} must miss this game (injured last game)"
                )
            if state in chosen:
                raise ServiceError(f"{clan.name}: {state.row.name} is fielded twice")
            chosen.append(state)
    if not chosen:
        if any(s.available for s in states.values()):
            raise ServiceError(f"{clan.name} must field at least one warrior")
        # Everyone is dead or must miss this game: the clan sits the game out, which
        # counts as its next game, so the injured can play again and it can recruit.
        return []
    return chosen


def run_post_game(
    db: Database,
    game_ref: str | int,
    clan_ref: str | int,
    dice: InjuryDice | None = None,
    orders: Orders | None = None,
    *,
    dry_run: bool = False,
) -> PostGameResult:
    """One clan's six-step post-game sequence for one game, committed as a whole or not at
    all: Record Glory, Determine Injuries, Raid, Improve, Recruit, Purchase.

    With ``dry_run`` everything is worked out and checked, then rolled back: the summary
    a player confirms before committing.
    """
    try:
        return _run_post_game(
            db, game_ref, clan_ref, dice or InjuryDice(), orders or Orders(), dry_run
        )
    except _DryRun as finished:
        return finished.result


class _DryRun(Exception):
    def __init__(self, result: PostGameResult) -> None:
        self.result = result


def _run_post_game(
    db: Database,
    game_ref: str | int,
    clan_ref: str | int,
    dice: InjuryDice,
    orders: Orders,
    dry_run: bool,
) -> PostGameResult:
    with db.session() as session:
        game = lookup.game(session, game_ref)
        clan = lookup.clan(session, clan_ref, game.campaign_id)
        participant = session.scalar(
            select(GameParticipant).where(
                GameParticipant.game_id == game.id, GameParticipant.clan_id == clan.id
            )
        )
        if participant is None:
            raise ServiceError(f"{clan.name} did not play game {game.id}")
        if queries.event_for(session, participant.id) is not None:
            raise ServiceError(
                f"{clan.name} has already run the post-game sequence of game {game.id}"
            )
        latest = queries.latest_participation(session, clan.id)
        if latest is not None and latest.id != participant.id:
            raise ServiceError(
                f"game {game.id} is not {clan.name}'s latest game; undo later games first"
            )
        ruleset = ruleset_for(session, game.campaign_id)
        event = CampaignEvent(
            clan_id=clan.id,
            game_id=game.id,
            participant_id=participant.id,
            kind="post_game",
            created_at=now(),
        )
        session.add(event)
        session.flush()
        # Rolling without a seed picks one and reports it, so a dry run can be committed
        # with exactly the dice it showed.
        seed = dice.seed
        if dice.roll_missing and seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        fallback = RandomDice(seed) if dice.roll_missing else None
        scenario, bonus = _record_glory(session, clan, game, participant, event)
        # Warrior order fixes the order dice are drawn in, so a seed repeats exactly.
        fielded = session.execute(
            select(FieldedWarrior.warrior_id, FieldedWarrior.removed_from_play, Warrior.name)
            .join(Warrior, Warrior.id == FieldedWarrior.warrior_id)
            .where(FieldedWarrior.participant_id == participant.id)
            .order_by(Warrior.id)
        ).all()
        states = {s.row.id: s for s in clan_states(session, clan)}
        injuries, dice_log = _determine_injuries(
            session,
            clan,
            event,
            [wid for wid, removed, _ in fielded if removed],
            states,
            dice,
            ruleset,
            fallback,
        )
        lost = post_game.lose_equipment(
            session,
            event,
            [i.warrior_id for i in injuries if i.loses_equipment],
        )
        standing = [(wid, name) for wid, removed, name in fielded if not removed]
        survivors = tuple(name for _, name in standing) + tuple(
            i.warrior for i in injuries if i.raid_survivor
        )
        gone = {i.warrior_id for i in injuries if i.removed}
        ctx = post_game.StepContext(
            session=session,
            clan=clan,
            event=event,
            ruleset=ruleset,
            on_battlefield={wid for wid, _ in standing},
            summary=clan_summary(session, clan),
            active={i for i, s in states.items() if s.status == "active" and i not in gone},
        )
        raid = post_game.raid(ctx, survivors, orders.raid_roll, fallback)
        post_game.improve(ctx, orders.improvements)
        post_game.imprint(ctx, orders.imprints, "improve")
        post_game.recruit(ctx, orders.recruits)
        post_game.buy_items(ctx, orders.items)
        post_game.imprint(ctx, orders.powers, "purchase")
        summary = ctx.summary
        raid_dice = (
            (
                DiceView(
                    DiceKind.TWO_D6.value,
                    raid.roll,
                    "entered" if orders.raid_roll is not None else "rolled",
                    "the raid",
                ),
            )
            if raid
            else ()
        )
        result = PostGameResult(
            event_id=event.id,
            game_id=game.id,
            clan=clan.name,
            scenario_glory=scenario,
            catch_up_bonus=bonus,
            glory_collected=summary.collected,
            unspent_glory=summary.unspent,
            rank_before=participant.rank_before,
            rank_after=summary.rank,
            injuries=tuple(injuries),
            raid_survivors=survivors,
            dice=dice_log + raid_dice,
            raid=raid,
            purchases=tuple(ctx.purchases),
            lost_items=tuple(lost),
            dry_run=dry_run,
            seed=seed if dice.roll_missing else None,
        )
        if dry_run:
            raise _DryRun(result)  # leaving the block by an exception rolls everything back
        return result


def _record_glory(
    session: Session,
    clan: WarClan,
    game: Game,
    participant: GameParticipant,
    event: CampaignEvent,
) -> tuple[int, int]:
    """Step 1: 20 per VP, 10 per encounter kill, and the catch-up bonus."""
    scenario = glory.scenario_glory(participant.victory_points, participant.encounter_kills)
    opponents = session.scalars(
        select(GameParticipant.rank_before).where(
            GameParticipant.game_id == game.id, GameParticipant.clan_id != clan.id
        )
    )
    bonus = glory.catch_up_bonus(participant.rank_before, clan.joined_base_rank, opponents)
    when = now()
    for kind, amount, note in (
        (
            glory.LedgerKind.SCENARIO,
            scenario,
            f"game {game.seq}: {participant.victory_points} VP, "
            f"{participant.encounter_kills} kills",
        ),
        (glory.LedgerKind.CATCH_UP, bonus, f"game {game.seq}: catch-up bonus"),
    ):
        if amount:
            session.add(
                GloryEntry(
                    clan_id=clan.id,
                    event_id=event.id,
                    kind=kind.value,
                    amount=amount,
                    note=note,
                    created_at=when,
                )
            )
    return scenario, bonus


def _determine_injuries(
    session: Session,
    clan: WarClan,
    event: CampaignEvent,
    removed_ids: list[int],
    states: dict[int, WarriorState],
    dice: InjuryDice,
    ruleset: Ruleset,
    fallback: DiceSource | None,
) -> tuple[list[InjuryOutcomeView], tuple[DiceView, ...]]:
    """Step 2: one Injury roll for each warrior removed from play (in ``removed_ids``
    order), judged on the warriors' state before the game."""
    entered: dict[str, list[int]] = {}
    for key, values in dice.entered.items():
        ident = _warrior_key(session, key, set(removed_ids), states, clan)
        if str(ident) in entered:
            raise ServiceError(
                f"dice for {states[ident].row.name} are entered twice; give them once, in order"
            )
        entered[str(ident)] = list(values)
    source = DiceByKey(entered, fallback)
    tables = ruleset.injuries.tables
    outcomes: list[InjuryOutcomeView] = []
    log = []
    for warrior_id in removed_ids:
        state = states[warrior_id]
        warrior_dice = source.for_key(str(warrior_id))
        try:
            outcome = resolve_injury(tables, state.condition(), warrior_dice)
        except RulesError as exc:
            needed = str(exc).startswith("another")
            hint = " (enter it, or let warclan roll)" if needed and not dice.roll_missing else ""
            raise ServiceError(f"{exc}{hint}") from exc
        log.extend(warrior_dice.log)
        penalty = outcome.penalty
        session.add(
            Injury(
                event_id=event.id,
                warrior_id=warrior_id,
                roll=outcome.roll,
                result=outcome.result.value,
                severe_key=outcome.severe.row.key if outcome.severe else None,
                severe_name=outcome.severe.row.name if outcome.severe else None,
                severe_house_rule=bool(outcome.severe and outcome.severe.row.house_rule),
                stat=penalty[0] if penalty else None,
                stat_delta=penalty[1] if penalty else 0,
                becomes_blind=bool(outcome.severe and outcome.severe.becomes_blind),
                equipment_roll=outcome.equipment_roll,
                loses_equipment=outcome.loses_equipment,
                misses_next_game=outcome.misses_next_game,
                raid_survivor=outcome.raid_survivor,
                removed=outcome.removed,
                dies=outcome.dies,
                lasting=outcome.severe is not None or outcome.removed,
            )
        )
        outcomes.append(
            InjuryOutcomeView(
                warrior_id=warrior_id,
                warrior=state.row.name,
                roll=outcome.roll,
                result=outcome.result.value,
                severe=outcome.severe.row.name if outcome.severe else None,
                severe_rolls=outcome.severe.rolls if outcome.severe else (),
                penalty=penalty_text(*penalty) if penalty else None,
                becomes_blind=bool(outcome.severe and outcome.severe.becomes_blind),
                equipment_roll=outcome.equipment_roll,
                loses_equipment=outcome.loses_equipment,
                misses_next_game=outcome.misses_next_game,
                raid_survivor=outcome.raid_survivor,
                removed=outcome.removed,
                dies=outcome.dies,
            )
        )
    unused = source.unused()
    if unused:
        names = ", ".join(
            f"{states[int(k)].row.name} ({', '.join(map(str, v))})" for k, v in unused.items()
        )
        raise ServiceError(f"dice entered but not needed: {names}")
    for position, roll in enumerate(log):
        session.add(
            DiceRollRecord(
                event_id=event.id,
                position=position,
                kind=roll.kind.value,
                value=roll.value,
                origin=roll.origin.value,
                purpose=roll.purpose,
            )
        )
    views = tuple(DiceView(r.kind.value, r.value, r.origin.value, r.purpose) for r in log)
    return outcomes, views


def _warrior_key(
    session: Session, key: str, removed: set[int], states: dict[int, WarriorState], clan: WarClan
) -> int:
    """The warrior a dice entry is for: by name (any case), else by id."""
    ident = lookup.warrior(session, clan, key).id
    if ident not in removed:
        raise ServiceError(
            f"{states[ident].row.name} was not removed from play, so rolls no injury"
        )
    return ident


def undo_latest_game(
    db: Database, clan_ref: str | int, campaign: str | int | None = None
) -> UndoResult:
    """Remove the clan's latest game: its post-game event with every row it caused, and its
    part in the game (the game itself goes when no clan is left in it)."""
    with db.session() as session:
        camp_id = lookup.campaign(session, campaign).id if campaign is not None else None
        clan = lookup.clan(session, clan_ref, camp_id)
        latest = queries.latest_participation(session, clan.id)
        if latest is None:
            raise ServiceError(f"{clan.name} has no recorded game to undo")
        game = session.get(Game, latest.game_id)
        assert game is not None
        event = queries.event_for(session, latest.id)
        # Database cascades remove the event's Glory entries, injuries, dice and recruits.
        if event is not None:
            session.execute(delete(CampaignEvent).where(CampaignEvent.id == event.id))
        session.execute(delete(GameParticipant).where(GameParticipant.id == latest.id))
        left = session.scalar(
            select(func.count())
            .select_from(GameParticipant)
            .where(GameParticipant.game_id == game.id)
        )
        if not left:
            session.execute(delete(Game).where(Game.id == game.id))
        session.expire_all()
        summary = clan_summary(session, clan)
        return UndoResult(
            clan=clan.name,
            game_id=latest.game_id,
            game_seq=game.seq,
            game_deleted=not left,
            sequence_undone=event is not None,
            glory_collected=summary.collected,
            unspent_glory=summary.unspent,
            rank=summary.rank,
        )
