"""War Clans: build one from 800 Glory, and show one as it stands now."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_, reason
from warclan.rules.errors import RulesError
from warclan.rules.ragnarok import glory
from warclan.services.errors import ServiceError
from warclan.services.names import clean_name, now
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.campaigns import current_base_rank
from warclan.services.ragnarok.dto import ClanView, StoreView
from warclan.services.ragnarok.ledger import clan_summary
from warclan.services.ragnarok.state import clan_states, warrior_view
from warclan.store import ownership
from warclan.store.database import Database
from warclan.store.models.base import name_key
from warclan.store.models.ragnarok import Game, Player, WarClan, Warrior
from warclan.store.queries import ragnarok as queries

if TYPE_CHECKING:
    from warclan.rules.ragnarok.profiles import ModelProfile

# The rules catalogues (and the profile catalogue over them) are imported by the functions
# that build clans, so showing one (the window's first page, 'clan show') does not load them.


@dataclass(frozen=True, slots=True)
class Recruit:
    """One warrior to add: a model profile (key or name) and an optional name."""

    profile: str
    name: str | None = None


@dataclass(frozen=True, slots=True)
class BudgetLine:
    """One planned recruit: the warrior's name, its profile and its cost."""

    name: str
    profile: str
    cost: int


@dataclass(frozen=True, slots=True)
class ClanBudget:
    """What planned recruits cost in all, and the Glory left of the 800."""

    lines: tuple[BudgetLine, ...]
    cost: int
    left: int


def plan_clan(
    db: Database, recruits: Sequence[Recruit], campaign: str | int | None = None
) -> ClanBudget:
    """What a list of recruits would cost out of 800 Glory (nothing is written); with a
    campaign, at that campaign's prices (its house-rule profiles)."""
    from warclan.services.ragnarok.rules_data import profiles

    with db.session() as session:
        camp_id = lookup.campaign(session, campaign).id if campaign is not None else None
        resolved = [(r, profiles.find(session, r.profile, camp_id)) for r in recruits]
        names = _warrior_names(resolved)
        lines = [BudgetLine(n, p.name, p.cost) for n, (_, p) in zip(names, resolved, strict=True)]
    cost = sum(line.cost for line in lines)
    return ClanBudget(tuple(lines), cost, glory.STARTING_GLORY - cost)


def _warrior_names(resolved: Sequence[tuple[Recruit, ModelProfile]]) -> list[str]:
    """Given names, or the profile name numbered when several share it."""
    names: list[str] = []
    counts: dict[str, int] = {}
    for recruit, profile in resolved:
        if recruit.name:
            name = clean_name(recruit.name, T_("warrior"))
        else:
            counts[profile.name] = counts.get(profile.name, 0) + 1
            name = f"{profile.name} {counts[profile.name]}"
        names.append(name)
    keys = [name_key(n) for n in names]
    dupes = sorted({n for n in names if keys.count(name_key(n)) > 1})
    if dupes:
        raise ServiceError(T_("two warriors would share the name {dupes!r}", dupes=dupes[0]))
    return names


def warrior_from_profile(
    clan_id: int, name: str, profile: ModelProfile, event_id: int | None
) -> Warrior:
    """A recruit keeps a copy of its profile as it is today."""
    return Warrior(
        clan_id=clan_id,
        name=name,
        profile_key=profile.key,
        profile_name=profile.name,
        faction=profile.faction,
        **profile.stats.as_dict(),
        size=profile.size,
        base_size=profile.base_size,
        special_abilities=list(profile.special_abilities),
        attacks=[a.as_dict() for a in profile.attacks],
        cost_paid=profile.cost,
        recruited_event_id=event_id,
        created_at=now(),
    )


def create_clan(
    db: Database,
    campaign: str | int,
    player: str,
    name: str,
    recruits: Sequence[Recruit],
    *,
    dry_run: bool = False,
) -> ClanView:
    """Add a player's War Clan to a campaign, built from 800 Glory of model profiles.
    With ``dry_run`` every check runs and the clan is shown, then nothing is saved."""
    player = clean_name(player, T_("player"))
    name = clean_name(name, T_("War Clan"))
    if not recruits:
        raise ServiceError(T_("a War Clan needs at least one warrior"))
    from warclan.catalog.ragnarok.rulesets import shipped_ruleset
    from warclan.services.ragnarok.rules_data import profiles

    with db.session(rollback=dry_run) as session:
        camp = lookup.campaign(session, campaign)
        clash = session.scalar(
            select(WarClan).where(
                WarClan.campaign_id == camp.id, WarClan.name_key == name_key(name)
            )
        )
        if clash is not None:
            raise ServiceError(
                T_(
                    "{camp} already has a War Clan called {clash!r}",
                    camp=camp.name,
                    clash=clash.name,
                )
            )
        resolved = [(r, profiles.find(session, r.profile, camp.id)) for r in recruits]
        names = _warrior_names(resolved)
        cost = sum(p.cost for _, p in resolved)
        try:
            glory.check_creation_cost(cost)
        except RulesError as exc:
            raise ServiceError(reason(exc)) from exc
        player_row = session.scalar(
            select(Player).where(Player.campaign_id == camp.id, Player.name_key == name_key(player))
        )
        if player_row is None:
            player_row = Player(campaign_id=camp.id, name=player)
            session.add(player_row)
            session.flush()
        clan = WarClan(
            campaign_id=camp.id,
            player_id=player_row.id,
            name=name,
            creation_cost=cost,
            # Computed over the clans already there: 0 for the first clan.
            joined_base_rank=current_base_rank(session, camp.id),
            active=True,
            catalog_versions=dict(shipped_ruleset().versions),
            created_at=now(),
            owner=ownership.login(session),  # on a league server, whoever builds it
        )
        session.add(clan)
        session.flush()
        for warrior_name, (_, profile) in zip(names, resolved, strict=True):
            session.add(warrior_from_profile(clan.id, warrior_name, profile, None))
        session.flush()
        return clan_view(session, clan)


def show_clan(db: Database, ref: str | int, campaign: str | int | None = None) -> ClanView:
    with db.session(write=False) as session:
        camp_id = lookup.campaign(session, campaign).id if campaign is not None else None
        return clan_view(session, lookup.clan(session, ref, camp_id))


def clan_view(session: Session, clan: WarClan) -> ClanView:
    summary = clan_summary(session, clan)
    camp = lookup.campaign(session, clan.campaign_id)
    player = session.get(Player, clan.player_id)
    latest = queries.latest_participation(session, clan.id)
    latest_event = queries.event_for(session, latest.id) if latest is not None else None
    pending = latest.game_id if latest is not None and latest_event is None else None
    if latest is None:  # no game here yet: clan_states looks for an import event itself
        states = clan_states(session, clan)
    else:  # the latest game's event, just read, is the one whose injuries still count
        states = clan_states(session, clan, latest_event.id if latest_event else None)
    pending_game = session.get(Game, pending) if pending is not None else None
    ids = [s.row.id for s in states]
    powers = queries.god_powers_of(session, ids)
    items = queries.items_of(session, ids)
    warriors = tuple(
        warrior_view(s, powers.get(s.row.id, ()), items.get(s.row.id, ())) for s in states
    )
    return ClanView(
        id=clan.id,
        name=clan.name,
        player=player.name if player else "",
        owner=clan.owner,
        campaign_id=camp.id,
        campaign=camp.name,
        creation_cost=clan.creation_cost,
        glory_collected=summary.collected,
        glory_spent=summary.spent,
        unspent_glory=summary.unspent,
        rank=summary.rank,
        joined_base_rank=clan.joined_base_rank,
        catch_up_active=summary.rank < clan.joined_base_rank,
        games_played=queries.games_played(session, clan.id),
        pending_game_id=pending,
        pending_game=pending_game.seq if pending_game is not None else None,
        warriors=warriors,
        must_miss_next_game=tuple(w.name for w in warriors if w.misses_next_game),
        glory_found=summary.found,
        stores=tuple(StoreView(n, q, src) for n, q, src in queries.stores_of(session, clan.id)),
        catalog_versions=dict(clan.catalog_versions or {}),
    )
