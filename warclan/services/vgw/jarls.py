"""Who may play War of Jarls: docs/design/RULES.md (Vikings Gone Wild) opens it only to a
player who achieved the Jarl rank in an earlier won play ("If you achieved the Jarl rank
and you still thrive for greater Glory…"); a team play needs every player to have.

A play logged by its team alone (no player named) is checked against the team's own
plays: the text ranks "yourself or your team". "Earlier" is the log's order: a play on
the same day as the Jarl play is logged after it, so it counts as later.

The log page reads ``jarls_reached`` once and asks ``war_of_jarls_refusal`` as its boxes
change (no query per tick); ``log_play`` asks the same function inside its transaction.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_, join_texts
from warclan.rules.vgw.glory import Handicaps, glory_of, reaches_jarl
from warclan.services.errors import ServiceError
from warclan.store.database import Database
from warclan.store.models.vgw import VgwPlay, VgwPlayer, VgwPlayPlayer


class WarOfJarlsRefused(ServiceError):
    """War of Jarls asked for by players (or a team) who have not achieved Jarl yet;
    ``players`` names them (empty when the team is meant)."""

    def __init__(self, message: str, players: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.players = tuple(players)


@dataclass(frozen=True, slots=True)
class JarlsReached:
    """The day each player (by name) and each team (by ``team_key``) first achieved Jarl
    in a won play."""

    players: dict[str, date] = field(default_factory=dict)
    teams: dict[str, date] = field(default_factory=dict)


def team_key(team: str) -> str:
    """Team names match without regard to case or spacing, as on the ladder."""
    return " ".join(team.split()).casefold()


def jarls_reached(db: Database) -> JarlsReached:
    with db.session(write=False) as session:
        return reached_in(session)


def reached_in(session: Session) -> JarlsReached:
    plays = session.scalars(select(VgwPlay).where(VgwPlay.won.is_(True)))
    jarl: dict[int, VgwPlay] = {}
    for play in plays:
        handicaps = Handicaps(play.more_cards, play.more_objectives, play.fewer_vp)
        glory = glory_of(handicaps, won=True, lost_vp=play.lost_vp, war_of_jarls=play.war_of_jarls)
        if reaches_jarl(glory.total):
            jarl[play.id] = play
    found = JarlsReached()
    for play in jarl.values():
        if play.team:
            _earliest(found.teams, team_key(play.team), play.played_on)
    if jarl:
        rows = session.execute(
            select(VgwPlayPlayer.play_id, VgwPlayer.name)
            .join(VgwPlayer, VgwPlayer.id == VgwPlayPlayer.player_id)
            .where(VgwPlayPlayer.play_id.in_(list(jarl)))
        )
        for play_id, name in rows:
            _earliest(found.players, name, jarl[play_id].played_on)
    return found


def _earliest(into: dict[str, date], key: str, day: date) -> None:
    if key not in into or day < into[key]:
        into[key] = day


def war_of_jarls_refusal(
    reached: JarlsReached, players: Sequence[str], team: str, played_on: date
) -> WarOfJarlsRefused | None:
    """Why a War of Jarls play of ``players`` (their registered names; or of ``team`` when
    none is named) on ``played_on`` is refused, or None when it is open to them."""
    if players:
        missing = [n for n in players if not _before(reached.players.get(n), played_on)]
        if not missing:
            return None
        later = _later(missing, reached, played_on)
        if len(missing) == 1:
            said = T_(
                "War of Jarls is only for players who achieved the Jarl rank in an "
                "earlier won play; {who} has not{later}",
                who=missing[0],
                later=later,
            )
        else:
            said = T_(
                "War of Jarls is only for players who achieved the Jarl rank in an "
                "earlier won play; {who} have not{later}",
                who=_names(missing),
                later=later,
            )
        return WarOfJarlsRefused(said, missing)
    name = " ".join(team.split())
    if _before(reached.teams.get(team_key(name)), played_on):
        return None
    return WarOfJarlsRefused(
        T_(
            "War of Jarls is only for a team that achieved the Jarl rank in an "
            "earlier won play; the team {name} has not (with its players named, each "
            "of them is checked instead)",
            name=name,
        )
    )


def _before(day: date | None, played_on: date) -> bool:
    return day is not None and day <= played_on


def _names(names: Sequence[str]) -> str:
    """``A, B and C`` (at least two names)."""
    return T_("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def _later(missing: Sequence[str], reached: JarlsReached, played_on: date) -> str:
    """Say so when a player did reach Jarl, only after the day of this play."""
    later = [
        T_("{name} on {day}", name=n, day=reached.players[n])
        for n in missing
        if n in reached.players
    ]
    if not later:
        return ""
    return T_(
        " by {day} (Jarl first achieved: {later})",
        day=played_on,
        later=join_texts(", ", later),
    )
