"""Games: ``record_game`` writes who played, with what result and which warriors were
removed from play; ``undo_latest_game`` removes a clan's latest game and everything its
post-game sequence caused. The sequence itself is ``services.ragnarok.post_game``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from warclan.i18n_text import T_, fill
from warclan.rules.errors import RulesError
from warclan.rules.ragnarok import glory
from warclan.services.errors import NotFound, ServiceError
from warclan.services.names import clean_name, clean_text, now
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.game_results import GameView, SideResult, UndoResult
from warclan.services.ragnarok.ledger import clan_summary
from warclan.services.ragnarok.lookup import GameNumber
from warclan.services.ragnarok.ownership import NotYourClan, check_clan
from warclan.services.ragnarok.state import WarriorState, clan_states
from warclan.services.sessions import own_transaction
from warclan.store import ownership
from warclan.store.database import Database
from warclan.store.locks import lock_clans, lock_rows
from warclan.store.models.ragnarok import (
    AgreementStatus,
    Campaign,
    CampaignEvent,
    Game,
    GameParticipant,
    WarClan,
    Warrior,
)
from warclan.store.models.ragnarok_game_detail import FieldedWarrior
from warclan.store.queries import ragnarok as queries

__all__ = ["GameNumber", "NameList", "Side", "record_game", "undo_latest_game"]


class NameList(str):
    """Text typed by a person: one warrior's name, or several names separated by commas.
    Which one is decided against the clan's warriors, so "Bjorn, the Red" works."""


@dataclass(frozen=True, slots=True)
class Side:
    """One clan's part in a game. ``fielded`` None means every available warrior.
    Entries are names or ids; a :class:`NameList` entry may hold several names."""

    clan: str | int
    victory_points: int = 0
    encounter_kills: int = 0
    fielded: Sequence[str | int] | None = None
    removed: Sequence[str | int] = ()


MAX_NOTES = 10_000  # characters of a game's notes, as for a Mors Regnat match
MAX_PER_GAME = 1000  # Victory Points or encounter kills one clan can score in one game


def _scenario_name(text: str) -> str:
    return clean_name(text, T_("scenario")) if text.strip() else ""


def record_game_in(
    session: Session,
    campaign: str | int,
    sides: Sequence[Side],
    *,
    played_on: date | None = None,
    scenario: str = "",
    notes: str = "",
) -> GameView:
    """Record a game inside the caller's transaction (a game and a clan's sequence can
    then be committed, or dry-run, together); ``record_game(db, …)`` in one of its own."""
    if not sides:
        raise ServiceError(T_("a game needs at least one War Clan"))
    notes = clean_text(notes, T_("notes"), MAX_NOTES)
    camp = lookup.campaign(session, campaign)
    # Each side's checks read its clan's latest game: they hold only while no other
    # writer records a game for that clan, hence the clan locks. The campaign lock that
    # numbers the game is taken last, just before the commit, so games of different
    # clans are checked and written side by side (lock order: clans by id, then the
    # campaign). Until then the game carries a provisional number no committed game
    # has and no other writer can be using: minus its first clan's id, locked here.
    clans = [lookup.clan(session, side.clan, camp.id) for side in sides]
    who = ownership.writer(session)
    if not any(who.may_write(c.owner) for c in clans):
        # The recorder enters every side but must have played one of them.
        raise NotYourClan(clans[0].name, clans[0].owner, T_("record its games"))
    lock_clans(session, [c.id for c in clans])
    game = Game(
        campaign_id=camp.id,
        seq=-min(c.id for c in clans),
        played_on=played_on or date.today(),
        scenario=_scenario_name(scenario),
        notes=notes,
        created_at=now(),
    )
    session.add(game)
    session.flush()
    results = []
    seen: set[int] = set()
    for side, clan in zip(sides, clans, strict=True):
        if clan.id in seen:
            raise ServiceError(T_("{clan} is listed twice in the game", clan=clan.name))
        seen.add(clan.id)
        # The recorder's own sides count at once; another player's waits for its owner.
        status = AgreementStatus.CONFIRMED if who.may_write(clan.owner) else AgreementStatus.PENDING
        results.append(_add_side(session, game, clan, side, status))
    session.flush()  # everything but the number is written before the lock is taken
    lock_rows(session, Campaign, [camp.id])
    # Written by the statement itself: the ORM must not write it again.
    set_committed_value(game, "seq", queries.number_game(session, game.id, camp.id))
    return GameView(game.id, game.seq, camp.name, game.played_on, game.scenario, tuple(results))


record_game = own_transaction(record_game_in)


def _warriors(session: Session, clan: WarClan, refs: Sequence[str | int]) -> list[Warrior]:
    """The warriors named by ``refs``, a :class:`NameList` split at commas only when the
    whole text is not itself a warrior's name; both readings fitting is refused."""
    found: list[Warrior] = []
    for ref in refs:
        if not isinstance(ref, NameList):
            found.append(lookup.warrior(session, clan, ref))
            continue
        parts = [p.strip() for p in ref.split(",") if p.strip()]
        whole = _try_warrior(session, clan, ref.strip())
        split = [_try_warrior(session, clan, p) for p in parts] if len(parts) > 1 else []
        split_ok = bool(split) and all(w is not None for w in split)
        if whole is not None and split_ok:
            names = " and ".join(w.name for w in split if w is not None)
            raise ServiceError(
                T_(
                    "{clan}: {strip!r} could be the warrior {whole!r} or {names}; give that "
                    "warrior by id ({whole_id}), or each name on its own",
                    clan=clan.name,
                    strip=ref.strip(),
                    whole=whole.name,
                    names=names,
                    whole_id=whole.id,
                )
            )
        if whole is not None:
            found.append(whole)
        elif split_ok:
            found.extend(w for w in split if w is not None)
        else:
            missing = (
                [p for p, w in zip(parts, split, strict=True) if w is None]
                if split
                else [ref.strip()]
            )
            names = ", ".join(repr(m) for m in missing)
            if len(parts) > 1:
                raise ServiceError(
                    T_(
                        "{clan} has no warrior {names} (read {ref!r} as {count} names)",
                        clan=clan.name,
                        names=names,
                        ref=ref.strip(),
                        count=len(parts),
                    )
                )
            raise ServiceError(T_("{clan} has no warrior {names}", clan=clan.name, names=names))
    return found


def _try_warrior(session: Session, clan: WarClan, ref: str) -> Warrior | None:
    try:
        return lookup.warrior(session, clan, ref)
    except NotFound:
        return None


def _add_side(
    session: Session, game: Game, clan: WarClan, side: Side, status: AgreementStatus
) -> SideResult:
    if not clan.active:
        raise ServiceError(T_("{clan} has left the campaign", clan=clan.name))
    try:
        glory.scenario_glory(side.victory_points, side.encounter_kills)
    except RulesError as exc:
        raise ServiceError(fill("{clan}: {exc}", clan=clan.name, exc=exc)) from exc
    for value, what in ((side.victory_points, "Victory Points"), (side.encounter_kills, "kills")):
        if value > MAX_PER_GAME:  # a typo, not a game: keep absurd numbers out of the ledger
            raise ServiceError(
                T_(
                    "{clan}: {value} {what} in one game? At most {max_per_game}",
                    clan=clan.name,
                    value=value,
                    what=what,
                    max_per_game=MAX_PER_GAME,
                )
            )
    latest = queries.latest_participation(session, clan.id)
    if latest is None:
        states_of = clan_states(session, clan)  # an imported clan's injuries may count
    else:
        event = queries.event_for(session, latest.id)
        if event is None:
            raise ServiceError(
                T_(
                    "{clan} has not run the post-game sequence of game {number_of} yet",
                    clan=clan.name,
                    number_of=_number_of(session, latest.game_id),
                )
            )
        states_of = clan_states(session, clan, event.id)  # its injuries count now
    states = {s.row.id: s for s in states_of}
    fielded = _fielded(session, clan, states, side)
    if not fielded and (side.victory_points or side.encounter_kills):
        raise ServiceError(
            T_(
                "{clan} fields nobody in this game, so it scores no Victory Points or kills",
                clan=clan.name,
            )
        )
    removed = {w.id for w in _warriors(session, clan, side.removed)}
    stray = removed - {s.row.id for s in fielded}
    if stray:
        raise ServiceError(
            T_(
                "{clan}: {names} was removed from play but not fielded",
                clan=clan.name,
                names=", ".join(states[i].row.name for i in sorted(stray)),
            )
        )
    participant = GameParticipant(
        game_id=game.id,
        clan_id=clan.id,
        victory_points=side.victory_points,
        encounter_kills=side.encounter_kills,
        rank_before=clan_summary(session, clan).rank,
        status=status,
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
        for warrior in _warriors(session, clan, side.fielded):
            state = states[warrior.id]
            if state.status != "active":
                raise ServiceError(
                    T_(
                        "{clan}: {row} is {status}",
                        clan=clan.name,
                        row=state.row.name,
                        status=state.status,
                    )
                )
            if state.misses_next_game:
                raise ServiceError(
                    T_(
                        "{clan}: {row} must miss this game (injured last game)",
                        clan=clan.name,
                        row=state.row.name,
                    )
                )
            if state in chosen:
                raise ServiceError(
                    T_(
                        "{clan}: {row} is fielded twice",
                        clan=clan.name,
                        row=state.row.name,
                    )
                )
            chosen.append(state)
    if not chosen:
        if any(s.available for s in states.values()):
            raise ServiceError(T_("{clan} must field at least one warrior", clan=clan.name))
        # Everyone is dead or must miss this game: the clan sits the game out, which
        # counts as its next game, so the injured can play again and it can recruit.
        return []
    return chosen


def undo_latest_game(
    db: Database, clan_ref: str | int, campaign: str | int | None = None
) -> UndoResult:
    """Remove the clan's latest game: its post-game event with every row it caused, and its
    part in the game (the game itself goes when no clan is left in it)."""
    with db.session() as session:
        camp_id = lookup.campaign(session, campaign).id if campaign is not None else None
        clan = lookup.clan(session, clan_ref, camp_id)
        check_clan(session, clan, T_("undo its games"))
        lock_clans(session, [clan.id])
        latest = queries.latest_participation(session, clan.id)
        if latest is None:
            raise ServiceError(T_("{clan} has no recorded game to undo", clan=clan.name))
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
            game_number=game.seq,
            game_deleted=not left,
            sequence_undone=event is not None,
            glory_collected=summary.collected,
            unspent_glory=summary.unspent,
            rank=summary.rank,
        )


def _number_of(session: Session, game_id: int) -> int:
    game = session.get(Game, game_id)
    return game.seq if game is not None else game_id
