"""Post-game sequences not run yet: a clan's latest game without its post-game event
(only the latest can be pending, since a clan cannot play on before running it)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from warclan.i18n_text import T_
from warclan.services.ragnarok import lookup
from warclan.store.database import Database
from warclan.store.models.ragnarok import Game, Warrior
from warclan.store.models.ragnarok_game_detail import FieldedWarrior
from warclan.store.queries import ragnarok as queries


@dataclass(frozen=True, slots=True)
class PendingSequence:
    game_id: int
    game_seq: int
    played_on: date
    scenario: str
    clan_id: int
    clan: str
    removed: tuple[str, ...] = ()  # warriors removed from play: each rolls an injury

    @property
    def label(self) -> str:
        on = self.played_on
        if self.scenario:
            return T_(
                "{clan}: game {seq} ({scenario}), {date}",
                clan=self.clan,
                seq=self.game_seq,
                scenario=self.scenario,
                date=on,
            )
        return T_("{clan}: game {seq}, {date}", clan=self.clan, seq=self.game_seq, date=on)


def pending_sequences(db: Database, campaign: str | int) -> tuple[PendingSequence, ...]:
    """Every active clan of the campaign whose latest game still waits for its sequence,
    oldest game first."""
    found: list[PendingSequence] = []
    with db.session() as session:
        camp = lookup.campaign(session, campaign)
        for clan in queries.active_clans(session, camp.id):
            latest = queries.latest_participation(session, clan.id)
            if latest is None or queries.event_for(session, latest.id) is not None:
                continue
            game = session.get(Game, latest.game_id)
            assert game is not None
            removed = session.scalars(
                select(Warrior.name)
                .join(FieldedWarrior, FieldedWarrior.warrior_id == Warrior.id)
                .where(FieldedWarrior.participant_id == latest.id, FieldedWarrior.removed_from_play)
                .order_by(Warrior.id)
            )
            found.append(
                PendingSequence(
                    game.id,
                    game.seq,
                    game.played_on,
                    game.scenario,
                    clan.id,
                    clan.name,
                    tuple(removed),
                )
            )
    return tuple(sorted(found, key=lambda p: (p.game_seq, p.clan.casefold())))
