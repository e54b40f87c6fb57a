"""Read queries the services share. Each is one statement over indexed columns, so its
cost depends on the size of one clan, not on the length of the campaign's history."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session, aliased

from warclan.store.models.ragnarok import (
    CampaignEvent,
    ClanStore,
    Game,
    GameParticipant,
    GloryEntry,
    Improvement,
    Injury,
    WarClan,
    Warrior,
    WarriorGodPower,
    WarriorItem,
)


def glory_totals(session: Session, clan_id: int) -> dict[str, int]:
    """Sum of ledger amounts per kind for one clan."""
    rows = session.execute(
        select(GloryEntry.kind, func.sum(GloryEntry.amount))
        .where(GloryEntry.clan_id == clan_id)
        .group_by(GloryEntry.kind)
    )
    return {kind: int(total) for kind, total in rows}


def glory_totals_for(session: Session, clan_ids: Iterable[int]) -> dict[int, dict[str, int]]:
    ids = list(clan_ids)
    totals: dict[int, dict[str, int]] = {i: {} for i in ids}
    if not ids:
        return totals
    rows = session.execute(
        select(GloryEntry.clan_id, GloryEntry.kind, func.sum(GloryEntry.amount))
        .where(GloryEntry.clan_id.in_(ids))
        .group_by(GloryEntry.clan_id, GloryEntry.kind)
    )
    for clan_id, kind, total in rows:
        totals[clan_id][kind] = int(total)
    return totals


def latest_participation(session: Session, clan_id: int) -> GameParticipant | None:
    """The clan's most recently recorded game.

    Game ids and campaign sequence numbers both grow in recording order, so the highest
    game id is the latest game; ordering by it walks the (clan_id, game_id) index.
    """
    return session.scalars(
        select(GameParticipant)
        .where(GameParticipant.clan_id == clan_id)
        .order_by(GameParticipant.game_id.desc())
        .limit(1)
    ).first()


def event_for(session: Session, participant_id: int) -> CampaignEvent | None:
    return session.scalars(
        select(CampaignEvent).where(CampaignEvent.participant_id == participant_id)
    ).first()


def latest_import_event(session: Session, clan_id: int) -> CampaignEvent | None:
    """The clan's most recent "import" event (history brought in from a War Clan file)."""
    return session.scalars(
        select(CampaignEvent)
        .where(CampaignEvent.clan_id == clan_id, CampaignEvent.kind == "import")
        .order_by(CampaignEvent.id.desc())
        .limit(1)
    ).first()


def games_played(session: Session, clan_id: int) -> int:
    return int(
        session.scalar(
            select(func.count())
            .select_from(GameParticipant)
            .where(GameParticipant.clan_id == clan_id)
        )
        or 0
    )


def clan_warriors(session: Session, clan_id: int) -> list[Warrior]:
    return list(
        session.scalars(select(Warrior).where(Warrior.clan_id == clan_id).order_by(Warrior.id))
    )


def lasting_injuries(
    session: Session, warrior_ids: Iterable[int]
) -> dict[int, list[tuple[Injury, int]]]:
    """Injuries with a lasting effect, with the campaign sequence of their game."""
    return _injuries(session, Injury.warrior_id.in_(list(warrior_ids)), Injury.lasting.is_(True))


def event_injuries(session: Session, event_id: int) -> dict[int, list[tuple[Injury, int]]]:
    """The injuries one post-game sequence determined, by warrior."""
    return _injuries(session, Injury.event_id == event_id)


def _injuries(session: Session, *where: Any) -> dict[int, list[tuple[Injury, int]]]:
    found: dict[int, list[tuple[Injury, int]]] = defaultdict(list)
    # An "import" event has no game: its injuries get sequence 0, before any game here.
    game_seq = func.coalesce(Game.seq, 0)
    rows = session.execute(
        select(Injury, game_seq)
        .join(CampaignEvent, CampaignEvent.id == Injury.event_id)
        .outerjoin(Game, Game.id == CampaignEvent.game_id)
        .where(*where)
        .order_by(game_seq, Injury.id)
    )
    for injury, seq in rows:
        found[injury.warrior_id].append((injury, int(seq)))
    return found


def improvements_of(session: Session, warrior_ids: Iterable[int]) -> dict[int, list[Improvement]]:
    ids = list(warrior_ids)
    found: dict[int, list[Improvement]] = defaultdict(list)
    if not ids:
        return found
    for row in session.scalars(
        select(Improvement).where(Improvement.warrior_id.in_(ids)).order_by(Improvement.id)
    ):
        found[row.warrior_id].append(row)
    return found


def active_clans(session: Session, campaign_id: int) -> list[WarClan]:
    return list(
        session.scalars(
            select(WarClan)
            .where(WarClan.campaign_id == campaign_id, WarClan.active.is_(True))
            .order_by(WarClan.id)
        )
    )


def number_game(session: Session, game_id: int, campaign_id: int) -> int:
    """Give the game the campaign's next number, in one statement (the caller holds the
    campaign's lock, so no other writer numbers a game meanwhile). Numbers below 1 are
    provisional: a game being recorded, see games.record_game_in."""
    others = aliased(Game)
    following = (
        select(func.coalesce(func.max(others.seq), 0) + 1)
        .where(others.campaign_id == campaign_id, others.seq > 0)
        .scalar_subquery()
    )
    return int(
        session.execute(
            update(Game)
            .where(Game.id == game_id)
            .values(seq=following)
            .returning(Game.seq)
            .execution_options(synchronize_session=False)
        ).scalar_one()
    )


def god_powers_of(session: Session, warrior_ids: Iterable[int]) -> dict[int, list[WarriorGodPower]]:
    found: dict[int, list[WarriorGodPower]] = defaultdict(list)
    for row in session.scalars(
        select(WarriorGodPower)
        .where(WarriorGodPower.warrior_id.in_(list(warrior_ids)))
        .order_by(WarriorGodPower.id)
    ):
        found[row.warrior_id].append(row)
    return found


def items_of(
    session: Session, warrior_ids: Iterable[int]
) -> dict[int, list[tuple[WarriorItem, int | None]]]:
    """Each warrior's items with the campaign sequence of the game that took them, if lost
    (0 when lost before an import: that game was in another campaign)."""
    found: dict[int, list[tuple[WarriorItem, int | None]]] = defaultdict(list)
    rows = session.execute(
        select(WarriorItem, func.coalesce(Game.seq, 0))
        .outerjoin(CampaignEvent, CampaignEvent.id == WarriorItem.lost_event_id)
        .outerjoin(Game, Game.id == CampaignEvent.game_id)
        .where(WarriorItem.warrior_id.in_(list(warrior_ids)))
        .order_by(WarriorItem.id)
    )
    for item, seq in rows:
        found[item.warrior_id].append((item, seq))
    return found


def stores_of(session: Session, clan_id: int) -> list[tuple[str, int, str]]:
    rows = session.execute(
        select(ClanStore.name, func.sum(ClanStore.quantity), func.min(ClanStore.source))
        .where(ClanStore.clan_id == clan_id)
        .group_by(ClanStore.name)
        .order_by(ClanStore.name)
    )
    return [(name, int(qty), source) for name, qty, source in rows]
