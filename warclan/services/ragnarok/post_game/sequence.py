"""One clan's post-game campaign sequence for one game, as one event in one transaction:
steps 1–2 (Record Glory, Determine Injuries) here, steps 3–6 (Raid, Improve, Recruit,
Purchase) in ``steps``.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan.catalog.ragnarok.rulesets import Ruleset
from warclan.i18n_text import T_
from warclan.rules.dice import DiceByKey, DiceKind, DiceNeeded, DiceSource, RandomDice
from warclan.rules.ragnarok import glory
from warclan.rules.ragnarok.injuries import (
    EQUIPMENT_SLOT,
    INJURY_SLOT,
    SEVERE_SLOT,
    resolve_injury,
)
from warclan.services.errors import ServiceError
from warclan.services.names import now
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.agreement import check_agreed
from warclan.services.ragnarok.game_results import DiceView, InjuryOutcomeView, PostGameResult
from warclan.services.ragnarok.ledger import clan_summary
from warclan.services.ragnarok.ownership import check_clan
from warclan.services.ragnarok.post_game import steps as post_game
from warclan.services.ragnarok.post_game.steps import Orders
from warclan.services.ragnarok.rules_data.rulesets import ruleset_for
from warclan.services.ragnarok.state import WarriorState, clan_states, penalty_text
from warclan.store.database import Database
from warclan.store.locks import lock_clans
from warclan.store.models.ragnarok import (
    Campaign,
    CampaignEvent,
    EventKind,
    Game,
    GameParticipant,
    GloryEntry,
    Injury,
    PowerStep,
    WarClan,
    Warrior,
)
from warclan.store.models.ragnarok_game_detail import DiceRollRecord, FieldedWarrior
from warclan.store.queries import ragnarok as queries


@dataclass(frozen=True, slots=True)
class InjuryDice:
    """Injury dice: values rolled at the table per warrior (in the order the rules ask for
    them: injury 2D6, then severe 2D6 and any re-rolls, then the 1D6), and whether the
    program may roll what was not entered."""

    entered: Mapping[str, Sequence[int]] = field(default_factory=dict)
    roll_missing: bool = False
    seed: int | None = None
    # By roll instead: warrior -> slot ("injury", "severe", "equipment") -> values in order.
    # A value for a roll that never comes is reported and ignored.
    named: Mapping[str, Mapping[str, Sequence[int]]] = field(default_factory=dict)
    # With roll_missing, what warclan may roll: these warriors' missing dice (names or ids;
    # None: everyone's) and the raid roll. The window rolls only the rows whose Roll was
    # pressed; the command line's --roll rolls everything missing.
    roll_warriors: Collection[str] | None = None
    roll_raid: bool = True


def run_post_game(
    db: Database,
    game_ref: str | int | lookup.GameNumber,
    clan_ref: str | int,
    dice: InjuryDice | None = None,
    orders: Orders | None = None,
    *,
    dry_run: bool = False,
) -> PostGameResult:
    """One clan's six-step post-game sequence for one game, committed as a whole or not at
    all: Record Glory, Determine Injuries, Raid, Improve, Recruit, Purchase.

    ``game_ref`` is a database id, or a :class:`~lookup.GameNumber` (the campaign's own
    number; the campaign comes from the clan unless given).

    With ``dry_run`` everything is worked out and checked, then rolled back: the summary
    a player confirms before committing.
    """
    with db.session(rollback=dry_run) as session:
        return post_game_in(
            session, game_ref, clan_ref, dice or InjuryDice(), orders or Orders(), dry_run=dry_run
        )


def post_game_in(
    session: Session,
    game_ref: str | int | lookup.GameNumber,
    clan_ref: str | int,
    dice: InjuryDice,
    orders: Orders,
    *,
    dry_run: bool = False,
    steps: int = 6,
) -> PostGameResult:
    """The sequence inside the caller's transaction, which the caller commits or rolls
    back (``dry_run`` only marks the result as not saved). ``steps`` below 6 stops after
    that step: a wizard's dry run of the steps so far; never committed."""
    if steps < 6 and not dry_run:
        raise ValueError("only a dry run may stop before step 6")
    game, clan = lookup.game_and_clan(session, game_ref, clan_ref)
    campaign = session.get(Campaign, game.campaign_id)
    assert campaign is not None
    # One sequence per clan at a time: a second client waits here, then sees the
    # first one's event and Glory (so it neither repeats it nor overdraws).
    check_clan(session, clan, T_("run its post-game sequence"))
    lock_clans(session, [clan.id])
    # Usually the game is the clan's latest, which then is its part in the game.
    latest = queries.latest_participation(session, clan.id)
    participant = latest if latest is not None and latest.game_id == game.id else None
    if participant is None:
        participant = session.scalar(
            select(GameParticipant).where(
                GameParticipant.game_id == game.id, GameParticipant.clan_id == clan.id
            )
        )
    if participant is None:
        raise ServiceError(
            T_(
                "{clan} did not play game {seq} of {campaign}",
                clan=clan.name,
                seq=game.seq,
                campaign=campaign.name,
            )
        )
    if queries.event_for(session, participant.id) is not None:
        raise ServiceError(
            T_(
                "{clan} has already run the post-game sequence of game {seq}",
                clan=clan.name,
                seq=game.seq,
            )
        )
    if latest is not None and latest.id != participant.id:
        raise ServiceError(
            T_(
                "game {seq} is not {clan}'s latest game; undo later games first",
                seq=game.seq,
                clan=clan.name,
            )
        )
    check_agreed(session, game)
    ruleset = ruleset_for(session, game.campaign_id)
    event = CampaignEvent(
        clan_id=clan.id,
        game_id=game.id,
        participant_id=participant.id,
        kind=EventKind.POST_GAME,
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
    # The warriors before this game's injuries: its own event, the clan's recent one
    # now, has none yet (so no query for them), and the game before no longer counts.
    states = {s.row.id: s for s in clan_states(session, clan, None)}
    injuries, dice_log, unused = _determine_injuries(
        session,
        clan,
        event,
        [wid for wid, removed, _ in fielded if removed] if steps >= 2 else [],
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
        dice_recorded=len(dice_log),
    )
    if campaign.raids and steps >= 3:
        raid = post_game.raid(
            ctx, survivors, orders.raid_roll, fallback if dice.roll_raid else None
        )
    elif campaign.raids:
        raid = None
    else:  # the group does not use the Raid Table
        raid = None
        if orders.raid_roll is not None:
            unused.append(
                T_(
                    "raid roll {roll} (raids are off in {campaign})",
                    roll=orders.raid_roll,
                    campaign=campaign.name,
                )
            )
    if steps >= 4:
        post_game.improve(ctx, orders.improvements)
        post_game.imprint(ctx, orders.imprints, PowerStep.IMPROVE)
    if steps >= 5:
        post_game.recruit(ctx, orders.recruits)
    if steps >= 6:
        post_game.buy_items(ctx, orders.items)
        post_game.imprint(ctx, orders.powers, PowerStep.PURCHASE)
    summary = ctx.summary
    raid_dice = (
        (
            DiceView(
                DiceKind.TWO_D6.value,
                raid.roll,
                "entered" if orders.raid_roll is not None else "rolled",
                T_("the raid"),
            ),
        )
        if raid
        else ()
    )
    rolled = any(d.origin == "rolled" for d in dice_log + raid_dice)
    event.dice_seed = seed if rolled else None
    result = PostGameResult(
        event_id=event.id,
        game_id=game.id,
        game_number=game.seq,
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
        unused_dice=tuple(unused),
        raids=campaign.raids,
    )
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
            # Stored in English (the window says it in its language: gui/stored_texts.py).
            str(
                T_(
                    "game {seq}: {vp} VP, {kills} kills",
                    seq=game.seq,
                    vp=participant.victory_points,
                    kills=participant.encounter_kills,
                )
            ),
        ),
        (glory.LedgerKind.CATCH_UP, bonus, str(T_("game {seq}: catch-up bonus", seq=game.seq))),
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
) -> tuple[list[InjuryOutcomeView], tuple[DiceView, ...], list[str]]:
    """Step 2: one Injury roll for each warrior removed from play (in ``removed_ids``
    order), judged on the warriors' state before the game. Also returns the entered
    dice no roll asked for, which are ignored."""
    entered: dict[str, list[int]] = {}
    for key, values in dice.entered.items():
        ident = _warrior_key(session, key, set(removed_ids), states, clan)
        if str(ident) in entered:
            raise ServiceError(
                T_(
                    "dice for {row} are entered twice; give them once, in order",
                    row=states[ident].row.name,
                )
            )
        entered[str(ident)] = list(values)
    named: dict[str, dict[str, list[int]]] = {}
    for key, slots in dice.named.items():
        ident = _warrior_key(session, key, set(removed_ids), states, clan)
        if str(ident) in entered:
            raise ServiceError(
                T_(
                    "{row}'s dice are given both by roll and as one list; use one form",
                    row=states[ident].row.name,
                )
            )
        mine = named.setdefault(str(ident), {})
        for slot, values in slots.items():
            mine.setdefault(slot, []).extend(values)
    rolled_keys = None
    if dice.roll_warriors is not None:
        removed = set(removed_ids)
        rolled_keys = frozenset(
            str(_warrior_key(session, key, removed, states, clan)) for key in dice.roll_warriors
        )
    source = DiceByKey(entered, fallback, named, rolled_keys)
    tables = ruleset.injuries.tables
    outcomes: list[InjuryOutcomeView] = []
    log = []
    for warrior_id in removed_ids:
        state = states[warrior_id]
        warrior_dice = source.for_key(str(warrior_id))
        try:
            outcome = resolve_injury(tables, state.condition(), warrior_dice)
        except DiceNeeded as exc:
            note = "" if dice.roll_missing else T_(" (enter it, or let warclan roll)")
            raise DiceNeeded(exc.kind, exc.purpose, str(warrior_id), note) from exc
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
    unused: list[str] = [
        T_(
            "{name}: {values} (more dice than the rolls made)",
            name=states[int(k)].row.name,
            values=", ".join(map(str, v)),
        )
        for k, v in source.unused().items()
    ]
    for key, slots in source.unused_slots().items():
        for slot, values in slots.items():
            unused.append(_unused_slot(states[int(key)].row.name, slot, values))
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
    return outcomes, views, unused


def _unused_slot(name: str, slot: str, values: Sequence[int]) -> str:
    """Dice entered for a named roll that never came, in words."""
    said = ", ".join(map(str, values))
    if slot == INJURY_SLOT:
        return T_("{name}: injury {values} (no injury roll was needed)", name=name, values=said)
    if slot == SEVERE_SLOT:
        return T_("{name}: severe {values} (no severe roll was needed)", name=name, values=said)
    if slot == EQUIPMENT_SLOT:
        return T_(
            "{name}: equipment {values} (no equipment roll was needed)", name=name, values=said
        )
    return T_(
        "{name}: {slot} {values} (no {slot} roll was needed)", name=name, slot=slot, values=said
    )


def _warrior_key(
    session: Session, key: str, removed: set[int], states: dict[int, WarriorState], clan: WarClan
) -> int:
    """The warrior a dice entry is for: by name (any case), else by id."""
    ident = lookup.warrior(session, clan, key).id
    if ident not in removed:
        raise ServiceError(
            T_(
                "{row} was not removed from play, so rolls no injury",
                row=states[ident].row.name,
            )
        )
    return ident
