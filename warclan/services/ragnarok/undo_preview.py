"""What undoing a clan's latest game would remove, in words, for the confirmation the
window shows before it calls ``games.undo_latest_game``. Read only. The title and the
lines are ``T_()`` texts: the window says them in its language (``i18n.text``)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_, Text
from warclan.rules.ragnarok.injuries import InjuryResult
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
        return T_("Game {seq} for {clan}", seq=self.game_seq, clan=self.clan)


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
            T_(
                "the result of {clan} in game {seq}: {vp} VP, {kills} encounter kills",
                clan=clan.name,
                seq=game.seq,
                vp=latest.victory_points,
                kills=latest.encounter_kills,
            )
        ]
        event = queries.event_for(session, latest.id)
        if event is None:
            lines.append(T_("(its post-game sequence was not run yet)"))
        else:
            lines += _event_lines(session, event.id)
        if not others:
            lines.append(T_("game {seq} itself (no other War Clan is left in it)", seq=game.seq))
        return UndoPreview(clan.id, clan.name, game.seq, game.scenario, not others, tuple(lines))


def _event_lines(session: Session, event_id: int) -> list[Text]:
    # A ledger note stays as it was stored (docs/translating.md).
    lines = [
        T_("Glory: {amount} ({note})", amount=f"{row.amount:+d}", note=row.note or row.kind)
        for row in session.scalars(select(GloryEntry).where(GloryEntry.event_id == event_id))
    ]
    for injury, name in session.execute(
        select(Injury, Warrior.name)
        .join(Warrior, Warrior.id == Injury.warrior_id)
        .where(Injury.event_id == event_id)
    ):
        result = InjuryResult(injury.result).label
        lines.append(
            T_(
                "injury of {name}: {result}, {severe} (rolled {roll})",
                name=name,
                result=result,
                severe=injury.severe_name,
                roll=injury.roll,
            )
            if injury.severe_name
            else T_(
                "injury of {name}: {result} (rolled {roll})",
                name=name,
                result=result,
                roll=injury.roll,
            )
        )
    for name in session.scalars(select(Warrior.name).where(Warrior.recruited_event_id == event_id)):
        lines.append(T_("recruit {name}", name=name))
    for row, name in session.execute(
        select(Improvement, Warrior.name)
        .join(Warrior, Warrior.id == Improvement.warrior_id)
        .where(Improvement.event_id == event_id)
    ):
        lines.append(
            T_(
                "improvement {delta} {stat} for {name}",
                delta=f"{row.delta:+d}",
                stat=row.stat.upper(),
                name=name,
            )
        )
    for item, name in session.execute(
        select(WarriorItem.name, Warrior.name)
        .join(Warrior, Warrior.id == WarriorItem.warrior_id)
        .where(WarriorItem.event_id == event_id)
    ):
        lines.append(T_("{item} bought for {name}", item=item, name=name))
    for item, name in session.execute(
        select(WarriorItem.name, Warrior.name)
        .join(Warrior, Warrior.id == WarriorItem.warrior_id)
        .where(WarriorItem.lost_event_id == event_id)
    ):
        lines.append(
            T_("the loss of {name_s} {item} (given back)", name_s=f"{name}'s", name=name, item=item)
        )
    for power, name in session.execute(
        select(WarriorGodPower.name, Warrior.name)
        .join(Warrior, Warrior.id == WarriorGodPower.warrior_id)
        .where(WarriorGodPower.event_id == event_id)
    ):
        lines.append(T_("God Power {power} of {name}", power=power, name=name))
    for store in session.scalars(select(ClanStore.name).where(ClanStore.event_id == event_id)):
        lines.append(T_("store {store}", store=store))
    dice = session.scalar(
        select(func.count()).select_from(DiceRollRecord).where(DiceRollRecord.event_id == event_id)
    )
    if dice:
        lines.append(
            T_("{dice} die recorded with the sequence", dice=dice)
            if dice == 1
            else T_("{dice} dice recorded with the sequence", dice=dice)
        )
    return lines
