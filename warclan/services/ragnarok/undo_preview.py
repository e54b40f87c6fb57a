"""What undoing a clan's latest game would remove, in words, for the confirmation the
window shows before it calls ``games.undo_latest_game``. Read only."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from warclan.services.ragnarok import lookup
from warclan.store.database import Database
from warclan.store.models.ragnarok import (
    ClanStore,
    Game,
    GameParticipant,
    GloryEntry,
    Improvement,
    Injury,
    Warrior,
    WarriorGodPower,
    WarriorItem,
)
from warclan.store.models.ragnarok_game_detail import DiceRollRecord
from warclan.store.queries import ragnarok as queries


@dataclass(frozen=True, slots=True)
class UndoPreview:
    clan_id: int
    clan: str
    game_seq: int
    scenario: str
    game_goes: bool  # no other clan played it, so the game itself is removed too
    lines: tuple[str, ...]  # what goes, one line each

    @property
    def title(self) -> str:
        return f"Game {self.game_seq} for {self.clan}"


def undo_preview(db: Database, clan_ref: str | int) -> UndoPreview | None:
    """None when the clan has no recorded game."""
    with db.session(write=False) as session:
        clan = lookup.clan(session, clan_ref)
        latest = queries.latest_participation(session, clan.id)
        if latest is None:
            return None
        game = session.get(Game, latest.game_id)
        assert game is not None
        others = session.scalar(
            select(func.count())
            .select_from(GameParticipant)
            .where(GameParticipant.game_id == game.id, GameParticipant.id != latest.id)
        )
        lines = [
            f"the result of {clan.name} in game {game.seq}: {latest.victory_points} VP, "
            f"{latest.encounter_kills} encounter kills"
        ]
        event = queries.event_for(session, latest.id)
        if event is None:
            lines.append("(its post-game sequence was not run yet)")
        else:
            lines += _event_lines(session, event.id)
        if not others:
            lines.append(f"game {game.seq} itself (no other War Clan is left in it)")
        return UndoPreview(clan.id, clan.name, game.seq, game.scenario, not others, tuple(lines))


def _event_lines(session: Session, event_id: int) -> list[str]:
    lines = [
        f"Glory: {row.amount:+d} ({row.note or row.kind})"
        for row in session.scalars(select(GloryEntry).where(GloryEntry.event_id == event_id))
    ]
    for injury, name in session.execute(
        select(Injury, Warrior.name)
        .join(Warrior, Warrior.id == Injury.warrior_id)
        .where(Injury.event_id == event_id)
    ):
        what = injury.result.replace("_", " ")
        if injury.severe_name:
            what += f", {injury.severe_name}"
        lines.append(f"injury of {name}: {what} (rolled {injury.roll})")
    for name in session.scalars(select(Warrior.name).where(Warrior.recruited_event_id == event_id)):
        lines.append(f"recruit {name}")
    for row, name in session.execute(
        select(Improvement, Warrior.name)
        .join(Warrior, Warrior.id == Improvement.warrior_id)
        .where(Improvement.event_id == event_id)
    ):
        lines.append(f"improvement {row.delta:+d} {row.stat.upper()} for {name}")
    for item, name in session.execute(
        select(WarriorItem.name, Warrior.name)
        .join(Warrior, Warrior.id == WarriorItem.warrior_id)
        .where(WarriorItem.event_id == event_id)
    ):
        lines.append(f"{item} bought for {name}")
    for item, name in session.execute(
        select(WarriorItem.name, Warrior.name)
        .join(Warrior, Warrior.id == WarriorItem.warrior_id)
        .where(WarriorItem.lost_event_id == event_id)
    ):
        lines.append(f"the loss of {name}'s {item} (given back)")
    for power, name in session.execute(
        select(WarriorGodPower.name, Warrior.name)
        .join(Warrior, Warrior.id == WarriorGodPower.warrior_id)
        .where(WarriorGodPower.event_id == event_id)
    ):
        lines.append(f"God Power {power} of {name}")
    for store in session.scalars(select(ClanStore.name).where(ClanStore.event_id == event_id)):
        lines.append(f"store {store}")
    dice = session.scalar(
        select(func.count()).select_from(DiceRollRecord).where(DiceRollRecord.event_id == event_id)
    )
    if dice:
        lines.append(f"{dice} {'die' if dice == 1 else 'dice'} recorded with the sequence")
    return lines
