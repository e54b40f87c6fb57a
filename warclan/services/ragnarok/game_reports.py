"""Looking back at games: a campaign's list of games, and one game in full — who played,
VP, kills, who was removed, every die with its origin, what each clan's post-game
sequence did, and whose sequence has not run yet. Read-only; games are named by their
number within the campaign, as players know them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.game_results import DiceView
from warclan.services.ragnarok.state import penalty_text
from warclan.store.database import Database
from warclan.store.models.ragnarok import (
    CampaignEvent,
    ClanStore,
    Game,
    GameParticipant,
    GloryEntry,
    Injury,
    Player,
    WarClan,
    Warrior,
    WarriorItem,
)
from warclan.store.models.ragnarok_game_detail import DiceRollRecord, FieldedWarrior, RaidResult


@dataclass(frozen=True, slots=True)
class SideLine:
    clan: str
    victory_points: int
    encounter_kills: int
    sequence_run: bool


@dataclass(frozen=True, slots=True)
class GameLine:
    number: int
    played_on: date
    scenario: str
    sides: tuple[SideLine, ...]

    @property
    def waiting(self) -> tuple[str, ...]:
        """Clans whose post-game sequence of this game has not run yet."""
        return tuple(s.clan for s in self.sides if not s.sequence_run)


@dataclass(frozen=True, slots=True)
class GameList:
    campaign: str
    games: tuple[GameLine, ...]


@dataclass(frozen=True, slots=True)
class LedgerLine:
    kind: str  # scenario | catch_up | raid | spend
    amount: int
    note: str


@dataclass(frozen=True, slots=True)
class InjuryLine:
    warrior: str
    roll: int
    result: str
    severe: str | None
    penalty: str | None
    becomes_blind: bool
    equipment_roll: int | None
    loses_equipment: bool
    misses_next_game: bool
    removed: bool
    dies: bool


@dataclass(frozen=True, slots=True)
class RaidLine:
    survivors: int
    roll: int
    modifier: int
    result: str
    glory: int
    house_rule: bool


@dataclass(frozen=True, slots=True)
class SequenceReport:
    """What one clan's post-game sequence of the game did."""

    glory: tuple[LedgerLine, ...]  # every ledger entry, in order: earned, found, spent
    injuries: tuple[InjuryLine, ...]
    dice: tuple[DiceView, ...]  # in the order rolled, each with its origin
    seed: int | None  # the seed of the dice warclan rolled (None: all entered, or unknown)
    raid: RaidLine | None  # None: no survivors, or raids off in the campaign
    finds: tuple[str, ...]  # added to the clan's stores
    lost_items: tuple[str, ...]  # "Warrior: Item"
    recruits: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SideReport:
    clan: str
    player: str
    victory_points: int
    encounter_kills: int
    rank_before: int
    fielded: tuple[str, ...]
    removed: tuple[str, ...]
    sequence: SequenceReport | None  # None: not run yet


@dataclass(frozen=True, slots=True)
class GameReport:
    number: int
    campaign: str
    played_on: date
    scenario: str
    notes: str
    sides: tuple[SideReport, ...]

    @property
    def waiting(self) -> tuple[str, ...]:
        return tuple(s.clan for s in self.sides if s.sequence is None)


def list_games(db: Database, campaign: str | int) -> GameList:
    with db.session(write=False) as session:
        camp = lookup.campaign(session, campaign)
        rows = session.execute(
            select(Game, GameParticipant, WarClan.name, CampaignEvent.id)
            .join(GameParticipant, GameParticipant.game_id == Game.id)
            .join(WarClan, WarClan.id == GameParticipant.clan_id)
            .outerjoin(CampaignEvent, CampaignEvent.participant_id == GameParticipant.id)
            .where(Game.campaign_id == camp.id)
            .order_by(Game.seq, GameParticipant.id)
        ).all()
        games: dict[int, tuple[Game, list[SideLine]]] = {}
        for game, part, clan_name, event_id in rows:
            games.setdefault(game.id, (game, []))[1].append(
                SideLine(clan_name, part.victory_points, part.encounter_kills, event_id is not None)
            )
        return GameList(
            camp.name,
            tuple(
                GameLine(g.seq, g.played_on, g.scenario, tuple(sides))
                for g, sides in games.values()
            ),
        )


def show_game(db: Database, number: int, campaign: str | int | None = None) -> GameReport:
    """Game ``number`` of the campaign (which may be left out while there is only one)."""
    with db.session(write=False) as session:
        camp = (
            lookup.campaign(session, campaign)
            if campaign is not None
            else lookup.only_campaign(session)
        )
        game = lookup.game_by_number(session, camp, number)
        parts = session.execute(
            select(GameParticipant, WarClan)
            .join(WarClan, WarClan.id == GameParticipant.clan_id)
            .where(GameParticipant.game_id == game.id)
            .order_by(GameParticipant.id)
        ).all()
        return GameReport(
            number=game.seq,
            campaign=camp.name,
            played_on=game.played_on,
            scenario=game.scenario,
            notes=game.notes,
            sides=tuple(_side(session, part, clan) for part, clan in parts),
        )


def _side(session: Session, part: GameParticipant, clan: WarClan) -> SideReport:
    player = session.get(Player, clan.player_id)
    fielded = session.execute(
        select(Warrior.name, FieldedWarrior.removed_from_play)
        .join(Warrior, Warrior.id == FieldedWarrior.warrior_id)
        .where(FieldedWarrior.participant_id == part.id)
        .order_by(Warrior.id)
    ).all()
    event = session.scalar(select(CampaignEvent).where(CampaignEvent.participant_id == part.id))
    return SideReport(
        clan=clan.name,
        player=player.name if player else "",
        victory_points=part.victory_points,
        encounter_kills=part.encounter_kills,
        rank_before=part.rank_before,
        fielded=tuple(name for name, _ in fielded),
        removed=tuple(name for name, removed in fielded if removed),
        sequence=_sequence(session, event) if event is not None else None,
    )


def _sequence(session: Session, event: CampaignEvent) -> SequenceReport:
    glory = session.scalars(
        select(GloryEntry).where(GloryEntry.event_id == event.id).order_by(GloryEntry.id)
    )
    injuries = session.execute(
        select(Injury, Warrior.name)
        .join(Warrior, Warrior.id == Injury.warrior_id)
        .where(Injury.event_id == event.id)
        .order_by(Injury.id)
    ).all()
    dice = session.scalars(
        select(DiceRollRecord)
        .where(DiceRollRecord.event_id == event.id)
        .order_by(DiceRollRecord.position, DiceRollRecord.id)
    )
    raid = session.scalar(select(RaidResult).where(RaidResult.event_id == event.id))
    finds = session.scalars(
        select(ClanStore.name).where(ClanStore.event_id == event.id).order_by(ClanStore.id)
    )
    lost = session.execute(
        select(Warrior.name, WarriorItem.name)
        .join(Warrior, Warrior.id == WarriorItem.warrior_id)
        .where(WarriorItem.lost_event_id == event.id)
        .order_by(WarriorItem.id)
    ).all()
    recruits = session.scalars(
        select(Warrior.name).where(Warrior.recruited_event_id == event.id).order_by(Warrior.id)
    )
    return SequenceReport(
        glory=tuple(LedgerLine(g.kind, g.amount, g.note) for g in glory),
        injuries=tuple(_injury(i, name) for i, name in injuries),
        dice=tuple(DiceView(d.kind, d.value, d.origin, d.purpose) for d in dice),
        raid=RaidLine(
            raid.survivors, raid.roll, raid.modifier, raid.row_name, raid.glory, raid.house_rule
        )
        if raid is not None
        else None,
        finds=tuple(finds),
        lost_items=tuple(f"{w}: {i}" for w, i in lost),
        recruits=tuple(recruits),
        seed=event.dice_seed,
    )


def _injury(row: Injury, warrior: str) -> InjuryLine:
    return InjuryLine(
        warrior=warrior,
        roll=row.roll,
        result=row.result,
        severe=row.severe_name,
        penalty=penalty_text(row.stat, row.stat_delta),
        becomes_blind=row.becomes_blind,
        equipment_roll=row.equipment_roll,
        loses_equipment=row.loses_equipment,
        misses_next_game=row.misses_next_game,
        removed=row.removed,
        dies=row.dies,
    )
