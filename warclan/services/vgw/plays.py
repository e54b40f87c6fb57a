"""The Ragnarok! play log: log, list and delete plays. Glory and rank are computed by the
rules from what was stored, never kept as totals."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import date

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.rules.vgw.glory import Handicaps, check_handicaps, glory_of
from warclan.rules.vgw.setup import PLAYER_COUNTS, check_players, check_seed
from warclan.services.errors import NotFound, ServiceError
from warclan.services.names import NAME_LIMIT, now
from warclan.services.vgw.dto import VgwPlayView
from warclan.services.vgw.jarls import reached_in, war_of_jarls_refusal
from warclan.services.vgw.players import find_player
from warclan.store.database import Database
from warclan.store.models.vgw import VgwPlay, VgwPlayer, VgwPlayPlayer

MAX_NOTES = 10_000


@dataclass(frozen=True, slots=True)
class PlayEntry:
    players: Sequence[str | int] = ()
    team: str = ""
    player_count: int | None = None  # default: the number of players named
    handicaps: Handicaps = field(default_factory=Handicaps)
    war_of_jarls: bool = False
    won: bool = False
    lost_vp: bool = True
    played_on: date | None = None
    seed: int | None = None
    notes: str = ""


def log_play(db: Database, entry: PlayEntry) -> VgwPlayView:
    team = " ".join(entry.team.split())
    if len(team) > NAME_LIMIT:
        raise ServiceError(
            T_(
                "the team name is {count} characters; at most {name_limit}",
                count=len(team),
                name_limit=NAME_LIMIT,
            )
        )
    count = entry.player_count if entry.player_count is not None else len(entry.players)
    if not entry.players and not team:
        raise ServiceError(T_("name the players or the team"))
    if len(entry.players) > max(PLAYER_COUNTS):
        raise ServiceError(
            T_(
                "Ragnarok! is played by 1 to 4 players, not {count}",
                count=len(entry.players),
            )
        )
    check_players(count)
    if entry.players and len(entry.players) != count:
        raise ServiceError(
            T_(
                "{count} players named for a {count2}-player game",
                count=len(entry.players),
                count2=count,
            )
        )
    check_handicaps(entry.handicaps, war_of_jarls=entry.war_of_jarls)
    if entry.seed is not None:
        check_seed(entry.seed)
    notes = entry.notes.strip()
    if len(notes) > MAX_NOTES:
        raise ServiceError(
            T_(
                "the notes are {count} characters; at most {max_notes}",
                count=len(notes),
                max_notes=MAX_NOTES,
            )
        )
    with db.session() as session:
        players: list[VgwPlayer] = []
        for ref in entry.players:
            player = find_player(session, ref)
            if any(p.id == player.id for p in players):
                raise ServiceError(T_("{player} is named twice", player=player.name))
            players.append(player)
        day = entry.played_on or date.today()
        if entry.war_of_jarls:
            refused = war_of_jarls_refusal(
                reached_in(session), [p.name for p in players], team, day
            )
            if refused is not None:
                raise refused
        h = entry.handicaps
        play = VgwPlay(
            played_on=day,
            team=team,
            player_count=count,
            war_of_jarls=entry.war_of_jarls,
            more_cards=h.more_cards,
            more_objectives=h.more_objectives,
            fewer_vp=h.fewer_vp,
            won=entry.won,
            lost_vp=entry.lost_vp,
            seed=entry.seed,
            notes=notes,
            created_at=now(),
        )
        session.add(play)
        session.flush()
        for position, player in enumerate(players):
            session.add(
                VgwPlayPlayer(
                    play_id=play.id, player_id=player.id, player_name=player.name, position=position
                )
            )
        session.flush()
        return views(session, [play])[0]


def list_plays(
    db: Database, *, player: str | int | None = None, team: str | None = None
) -> list[VgwPlayView]:
    """The log in the order played (oldest first), optionally one player's or team's."""
    with db.session() as session:
        query = select(VgwPlay).order_by(VgwPlay.played_on, VgwPlay.id)
        if player is not None:
            found = find_player(session, player)
            query = query.where(
                VgwPlay.id.in_(
                    select(VgwPlayPlayer.play_id).where(VgwPlayPlayer.player_id == found.id)
                )
            )
        plays = list(session.scalars(query))
        if team is not None:
            wanted = " ".join(team.split()).lower()
            plays = [p for p in plays if p.team.lower() == wanted]
            if not plays:
                raise NotFound(T_("no plays of a team {team!r}", team=team))
        return views(session, plays)


def delete_play(db: Database, play: str | int) -> VgwPlayView:
    with db.session() as session:
        row = _find_play(session, play)
        view = views(session, [row])[0]
        session.execute(delete(VgwPlay).where(VgwPlay.id == row.id))
        return view


def _find_play(session: Session, ref: str | int) -> VgwPlay:
    text = str(ref).strip()
    found = session.get(VgwPlay, int(text)) if text.isascii() and text.isdigit() else None
    if found is None:
        raise NotFound(T_("no play {ref!r} (see 'warclan vgw play list')", ref=ref))
    return found


def views(session: Session, plays: Sequence[VgwPlay]) -> list[VgwPlayView]:
    ids = [p.id for p in plays]
    names: dict[int, list[str]] = {i: [] for i in ids}
    if ids:
        rows = session.execute(
            select(VgwPlayPlayer.play_id, VgwPlayer.name, VgwPlayPlayer.player_name)
            .join(VgwPlayer, VgwPlayer.id == VgwPlayPlayer.player_id)
            .where(VgwPlayPlayer.play_id.in_(ids))
            .order_by(VgwPlayPlayer.position)
        )
        for play_id, current, _stored in rows:
            names[play_id].append(current)
    return [_view(p, tuple(names[p.id])) for p in plays]


def _view(play: VgwPlay, players: tuple[str, ...]) -> VgwPlayView:
    h = Handicaps(play.more_cards, play.more_objectives, play.fewer_vp)
    g = glory_of(h, won=play.won, lost_vp=play.lost_vp, war_of_jarls=play.war_of_jarls)
    lines: tuple[str, ...] = ()
    if play.won:
        lines = (
            T_("handicaps +{glory}", glory=g.handicaps),
            T_("won +{glory}", glory=g.won),
            T_("no VP lost +{glory}", glory=g.no_vp_lost),
        )
    else:
        lines = (T_("lost: no Glory (handicaps count only if you succeed)"),)
    return VgwPlayView(
        id=play.id,
        played_on=play.played_on,
        team=play.team,
        player_count=play.player_count,
        players=players,
        war_of_jarls=play.war_of_jarls,
        handicaps=asdict(h),
        handicaps_text=h.describe(),
        won=play.won,
        lost_vp=play.lost_vp,
        glory=g.total,
        glory_lines=lines,
        rank=g.rank or "—",  # "Jarl" past 5 Glory too: War of Jarls is its own field
        seed=play.seed,
        notes=play.notes,
    )
