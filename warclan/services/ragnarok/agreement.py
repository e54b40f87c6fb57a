"""A league game counts once both sides agree: the recorder's side is confirmed when
recorded, another player's side is pending until its owner (or the organiser) confirms
it, or disputes it with a note. A post-game sequence needs every side confirmed.

In an SQLite file every side is the file user's, so every game is confirmed at once.
The league server holds the same rule (migration 0009): only a side's owner changes its
status, and a post-game event needs the game agreed.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.services.errors import ServiceError
from warclan.services.names import clean_text
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.lookup import GameNumber
from warclan.services.ragnarok.ownership import check_clan
from warclan.store import ownership
from warclan.store.database import Database
from warclan.store.models.ragnarok import (
    AgreementStatus,
    Campaign,
    Game,
    GameParticipant,
    WarClan,
)
from warclan.store.queries import ragnarok as queries

MAX_NOTE = 2000  # characters of a dispute's note


@dataclass(frozen=True, slots=True)
class SideStatus:
    """One side of a game and whether it counts yet."""

    game_id: int
    game_number: int
    campaign: str
    clan: str
    owner: str | None
    status: str  # confirmed | pending | disputed
    note: str  # a dispute's reason
    decided_by: str | None  # who confirmed or disputed it (None: confirmed when recorded)
    opponents: tuple[str, ...]  # the other clans in the game
    victory_points: int
    encounter_kills: int


@dataclass(frozen=True, slots=True)
class Awaiting:
    """What a league player must look at: their sides waiting for them, every disputed
    side, and their own games waiting for someone else."""

    yours_to_confirm: tuple[SideStatus, ...]
    disputed: tuple[SideStatus, ...]
    waiting_for_others: tuple[SideStatus, ...]


def check_agreed(session: Session, game: Game) -> None:
    """Refuse a post-game sequence while a side of the game is pending or disputed."""
    rows = session.execute(
        select(WarClan.name, WarClan.owner, GameParticipant.status, GameParticipant.status_note)
        .join(WarClan, WarClan.id == GameParticipant.clan_id)
        .where(GameParticipant.game_id == game.id)
        .where(GameParticipant.status != AgreementStatus.CONFIRMED)
        .order_by(WarClan.name)
    ).all()
    if not rows:
        return
    name, owner, status, note = rows[0]
    if status == AgreementStatus.DISPUTED:
        reason = f" ({note})" if note else ""
        raise ServiceError(
            T_(
                "game {seq} does not count yet: {name}'s side is disputed{reason}; "
                "settle it first (its owner confirms it, or the game is undone)",
                seq=game.seq,
                name=name,
                reason=reason,
            )
        )
    raise ServiceError(
        T_(
            "game {seq} does not count yet: {name}'s side waits for {value} to confirm it",
            seq=game.seq,
            name=name,
            value=owner or T_("the league organiser"),
        )
    )


def confirm_game(db: Database, game_ref: int | GameNumber, clan_ref: str | int) -> SideStatus:
    """The clan's owner (or the organiser) agrees with the result recorded for it."""
    return _decide(db, game_ref, clan_ref, AgreementStatus.CONFIRMED, "")


def dispute_game(
    db: Database, game_ref: int | GameNumber, clan_ref: str | int, note: str
) -> SideStatus:
    """The clan's owner (or the organiser) says the result recorded for it is wrong."""
    note = clean_text(note, T_("note"), MAX_NOTE).strip()
    if not note:
        raise ServiceError(T_("say what is wrong with the game: a dispute needs a note"))
    return _decide(db, game_ref, clan_ref, AgreementStatus.DISPUTED, note)


def _decide(
    db: Database,
    game_ref: int | GameNumber,
    clan_ref: str | int,
    status: AgreementStatus,
    note: str,
) -> SideStatus:
    with db.session() as session:
        game, clan = lookup.game_and_clan(session, game_ref, clan_ref)
        doing = (
            T_("confirm its games")
            if status is AgreementStatus.CONFIRMED
            else T_("dispute its games")
        )
        check_clan(session, clan, doing)
        side = session.scalar(
            select(GameParticipant).where(
                GameParticipant.game_id == game.id, GameParticipant.clan_id == clan.id
            )
        )
        if side is None:
            raise ServiceError(T_("{clan} did not play game {seq}", clan=clan.name, seq=game.seq))
        if side.status == status and status is AgreementStatus.CONFIRMED:
            raise ServiceError(
                T_(
                    "{clan}'s side of game {seq} is already confirmed",
                    clan=clan.name,
                    seq=game.seq,
                )
            )
        if status is AgreementStatus.DISPUTED and queries.event_for(session, side.id) is not None:
            raise ServiceError(
                T_(
                    "{clan} has run the post-game sequence of game {seq}; undo the game to "
                    "change it",
                    clan=clan.name,
                    seq=game.seq,
                )
            )
        side.status = status
        side.status_note = note
        side.status_by = ownership.login(session)
        session.flush()
        return _side_view(session, side)


def awaiting(db: Database, campaign: str | int | None = None) -> Awaiting:
    """The sides the connected user must confirm, the disputed ones, and their own games
    that wait for another player (every pending side, for the organiser)."""
    with db.session(write=False) as session:
        who = ownership.writer(session)
        query = select(GameParticipant).where(GameParticipant.status != AgreementStatus.CONFIRMED)
        if campaign is not None:
            camp = lookup.campaign(session, campaign)
            query = query.join(Game, Game.id == GameParticipant.game_id).where(
                Game.campaign_id == camp.id
            )
        rows = session.scalars(query.order_by(GameParticipant.id)).all()
        sides = [_side_view(session, s) for s in rows]
        # Games in which the user has a side of their own (the organiser: all of them).
        played = set(
            session.scalars(
                select(GameParticipant.game_id)
                .join(WarClan, WarClan.id == GameParticipant.clan_id)
                .where(GameParticipant.game_id.in_({s.game_id for s in rows}))
                .where(WarClan.owner == who.login)
            )
        )
    pending = [s for s in sides if s.status == AgreementStatus.PENDING]
    mine = tuple(s for s in pending if who.may_write(s.owner))
    disputed = tuple(s for s in sides if s.status == AgreementStatus.DISPUTED)
    others = tuple(s for s in pending if s not in mine and s.game_id in played)
    return Awaiting(mine, disputed, others)


def _side_view(session: Session, side: GameParticipant) -> SideStatus:
    game = session.get(Game, side.game_id)
    clan = session.get(WarClan, side.clan_id)
    assert game is not None and clan is not None
    camp = session.get(Campaign, game.campaign_id)
    assert camp is not None
    opponents = session.scalars(
        select(WarClan.name)
        .join(GameParticipant, GameParticipant.clan_id == WarClan.id)
        .where(GameParticipant.game_id == game.id, GameParticipant.id != side.id)
        .order_by(WarClan.name)
    ).all()
    return SideStatus(
        game_id=game.id,
        game_number=game.seq,
        campaign=camp.name,
        clan=clan.name,
        owner=clan.owner,
        status=str(side.status),
        note=side.status_note,
        decided_by=side.status_by,
        opponents=tuple(opponents),
        victory_points=side.victory_points,
        encounter_kills=side.encounter_kills,
    )
