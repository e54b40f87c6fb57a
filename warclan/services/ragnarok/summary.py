"""What the campaign summary sheet prints: every War Clan's standing and the latest games
with their results (organisers pin it up between games)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy import func, select

from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.campaigns import campaign_overview
from warclan.store.database import Database
from warclan.store.models.ragnarok import Game, GameParticipant, WarClan

RECENT_GAMES = 12  # what fits on the page under a dozen War Clans


@dataclass(frozen=True, slots=True)
class StandingLine:
    clan: str
    player: str
    rank: int
    glory_collected: int
    unspent_glory: int
    games_played: int
    active: bool  # False: left the campaign (kept in the table, marked)


@dataclass(frozen=True, slots=True)
class SideLine:
    clan: str
    victory_points: int
    encounter_kills: int


@dataclass(frozen=True, slots=True)
class GameLine:
    seq: int
    played_on: date
    scenario: str
    sides: tuple[SideLine, ...]  # most Victory Points first

    @property
    def winner(self) -> str | None:
        """The clan with the most Victory Points; None on a tie at the top."""
        if not self.sides:
            return None
        best = self.sides[0].victory_points
        top = [s.clan for s in self.sides if s.victory_points == best]
        return top[0] if len(top) == 1 else None


@dataclass(frozen=True, slots=True)
class CampaignSummary:
    name: str
    base_rank: int
    games: int
    standings: tuple[StandingLine, ...]  # highest rank first, then most Glory collected
    recent: tuple[GameLine, ...]  # newest first


def campaign_summaries(
    db: Database, refs: Sequence[str | int], recent: int = RECENT_GAMES
) -> list[CampaignSummary]:
    out = []
    for ref in refs:
        view = campaign_overview(db, ref)  # the standings as `campaign show` has them
        with db.session() as session:
            camp = lookup.campaign(session, view.id)
            played_rows = session.execute(
                select(GameParticipant.clan_id, func.count())
                .join(WarClan, WarClan.id == GameParticipant.clan_id)
                .where(WarClan.campaign_id == camp.id)
                .group_by(GameParticipant.clan_id)
            ).all()
            played = {int(clan_id): int(count) for clan_id, count in played_rows}
            standings = sorted(
                (
                    StandingLine(
                        c.name,
                        c.player,
                        c.rank,
                        c.glory_collected,
                        c.unspent_glory,
                        played.get(c.id, 0),
                        c.active,
                    )
                    for c in view.clans
                ),
                key=lambda s: (not s.active, -s.rank, -s.glory_collected, s.clan.casefold()),
            )
            games = session.scalars(
                select(Game)
                .where(Game.campaign_id == camp.id)
                .order_by(Game.seq.desc())
                .limit(recent)
            ).all()
            sides: dict[int, list[SideLine]] = {g.id: [] for g in games}
            rows = session.execute(
                select(GameParticipant, WarClan.name)
                .join(WarClan, WarClan.id == GameParticipant.clan_id)
                .where(GameParticipant.game_id.in_(list(sides)))
                .order_by(GameParticipant.id)
            ).all()
            for part, clan_name in rows:
                sides[part.game_id].append(
                    SideLine(clan_name, part.victory_points, part.encounter_kills)
                )
            out.append(
                CampaignSummary(
                    name=view.name,
                    base_rank=view.base_rank,
                    games=view.games,
                    standings=tuple(standings),
                    recent=tuple(
                        GameLine(
                            g.seq,
                            g.played_on,
                            g.scenario,
                            tuple(sorted(sides[g.id], key=lambda s: -s.victory_points)),
                        )
                        for g in games
                    ),
                )
            )
    return out
