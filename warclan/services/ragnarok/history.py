"""A War Clan's history for the window: its games in order, the Glory ledger, every die
with its origin, and Glory collected and War Clan Rank after each game (the chart).

Read only; one session, a handful of queries over indexed columns.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date

from sqlalchemy import func, select

from warclan.i18n_text import T_
from warclan.rules.ragnarok.glory import LedgerKind, war_clan_rank
from warclan.services.ragnarok import lookup
from warclan.store.database import Database
from warclan.store.models.game_tracker import GameTracker
from warclan.store.models.ragnarok import (
    CampaignEvent,
    Game,
    GameParticipant,
    GloryEntry,
    WarClan,
    Warrior,
)
from warclan.store.models.ragnarok_game_detail import DiceRollRecord, FieldedWarrior


@dataclass(frozen=True, slots=True)
class GameLine:
    game_id: int
    seq: int
    played_on: date
    scenario: str
    victory_points: int
    encounter_kills: int
    rank_before: int
    opponents: tuple[str, ...]
    removed: tuple[str, ...]
    sequence_run: bool  # False: the post-game sequence is still to be run
    tracked: int | None = None  # the game tracker it was played with (its log)


@dataclass(frozen=True, slots=True)
class LedgerLine:
    game_seq: int | None  # None: not tied to a game (creation, an import, a correction)
    kind: str
    amount: int
    collected: bool  # counts towards War Clan Rank
    note: str


@dataclass(frozen=True, slots=True)
class DiceLine:
    game_seq: int | None
    kind: str  # 2D6 | 1D6
    value: int
    origin: str  # entered | rolled
    purpose: str
    seed: int | None = None  # what warclan rolled with (None: entered, or not recorded)


@dataclass(frozen=True, slots=True)
class ChartPoint:
    game_seq: int  # 0: the clan's creation
    label: str
    glory_collected: int
    rank: int


@dataclass(frozen=True, slots=True)
class ClanHistory:
    clan_id: int
    clan: str
    games: tuple[GameLine, ...]
    ledger: tuple[LedgerLine, ...]
    dice: tuple[DiceLine, ...]
    chart: tuple[ChartPoint, ...]


def clan_history(db: Database, clan_ref: str | int) -> ClanHistory:
    with db.session(write=False) as session:
        clan = lookup.clan(session, clan_ref)
        parts = session.execute(
            select(GameParticipant, Game)
            .join(Game, Game.id == GameParticipant.game_id)
            .where(GameParticipant.clan_id == clan.id)
            .order_by(Game.seq)
        ).all()
        game_ids = [g.id for _, g in parts]
        opponents: dict[int, list[str]] = defaultdict(list)
        for game_id, name in session.execute(
            select(GameParticipant.game_id, WarClan.name)
            .join(WarClan, WarClan.id == GameParticipant.clan_id)
            .where(GameParticipant.game_id.in_(game_ids), GameParticipant.clan_id != clan.id)
            .order_by(WarClan.name)
        ):
            opponents[game_id].append(name)
        removed: dict[int, list[str]] = defaultdict(list)
        for participant_id, name in session.execute(
            select(FieldedWarrior.participant_id, Warrior.name)
            .join(Warrior, Warrior.id == FieldedWarrior.warrior_id)
            .where(
                FieldedWarrior.participant_id.in_([p.id for p, _ in parts]),
                FieldedWarrior.removed_from_play.is_(True),
            )
            .order_by(Warrior.id)
        ):
            removed[participant_id].append(name)
        events = {
            e.participant_id: e
            for e in session.scalars(select(CampaignEvent).where(CampaignEvent.clan_id == clan.id))
        }
        seq_of_event = {e.id: g.seq for p, g in parts if (e := events.get(p.id)) is not None}
        trackers = {
            game_id: ident
            for ident, game_id in session.execute(
                select(GameTracker.id, GameTracker.game_id).where(GameTracker.game_id.in_(game_ids))
            )
            if game_id is not None
        }
        games = tuple(
            GameLine(
                game_id=g.id,
                seq=g.seq,
                played_on=g.played_on,
                scenario=g.scenario,
                victory_points=p.victory_points,
                encounter_kills=p.encounter_kills,
                rank_before=p.rank_before,
                opponents=tuple(opponents[g.id]),
                removed=tuple(removed[p.id]),
                sequence_run=p.id in events,
                tracked=trackers.get(g.id),
            )
            for p, g in parts
        )
        ledger = tuple(
            LedgerLine(
                game_seq=seq_of_event.get(row.event_id) if row.event_id else None,
                kind=row.kind,
                amount=row.amount,
                collected=LedgerKind(row.kind).collected,
                note=row.note,
            )
            for row in session.scalars(
                select(GloryEntry).where(GloryEntry.clan_id == clan.id).order_by(GloryEntry.id)
            )
        )
        dice = tuple(
            DiceLine(
                seq_of_event.get(row.event_id),
                row.kind,
                row.value,
                row.origin,
                row.purpose,
                seed if row.origin == "rolled" else None,
            )
            for row, seed in session.execute(
                select(DiceRollRecord, CampaignEvent.dice_seed)
                .join(CampaignEvent, CampaignEvent.id == DiceRollRecord.event_id)
                .where(CampaignEvent.clan_id == clan.id)
                .order_by(DiceRollRecord.event_id, DiceRollRecord.position)
            )
        )
        return ClanHistory(clan.id, clan.name, games, ledger, dice, _chart(games, ledger))


def _chart(games: tuple[GameLine, ...], ledger: tuple[LedgerLine, ...]) -> tuple[ChartPoint, ...]:
    """Glory collected and rank after each game; Glory not tied to a game (an import or
    a correction) counts from the start."""
    per_game: dict[int, int] = defaultdict(int)
    running = 0
    for line in ledger:
        if not line.collected:
            continue
        if line.game_seq is None:
            running += line.amount
        else:
            per_game[line.game_seq] += line.amount
    points = [ChartPoint(0, T_("start"), running, war_clan_rank(running))]
    for game in games:
        running += per_game.get(game.seq, 0)
        label = T_("game {seq}", seq=game.seq)
        points.append(ChartPoint(game.seq, label, running, war_clan_rank(running)))
    return tuple(points)


def games_per_clan(db: Database, campaign_ref: str | int) -> dict[int, int]:
    """How many games each clan of a campaign has played (the campaign page's table)."""
    with db.session(write=False) as session:
        camp = lookup.campaign(session, campaign_ref)
        rows = session.execute(
            select(GameParticipant.clan_id, func.count())
            .join(WarClan, WarClan.id == GameParticipant.clan_id)
            .where(WarClan.campaign_id == camp.id)
            .group_by(GameParticipant.clan_id)
        )
        return {clan_id: int(count) for clan_id, count in rows}
