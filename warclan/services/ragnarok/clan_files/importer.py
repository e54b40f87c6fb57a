"""Import a War Clan file (the format is described in ``clan_files``, read and checked
in ``reader``). Only a document without problems is written, in one transaction, so a
bad file changes nothing.

An imported clan has played no game in its new campaign, so its history hangs from ONE
``CampaignEvent(kind="import")`` with no game: ledger entries, injuries, improvements,
God Powers, items, stores and later recruits all belong to it, so the whole import is
grouped and could be removed as a unit. Two consequences, both deliberate:

- Only injuries that still matter are imported: those with a lasting effect and those
  of the clan's latest game (they decide who must miss the next game, and the clan sheet
  shows them). A non-lasting injury of an earlier game changes nothing any more; all
  injuries of one import event count as "latest", so it would wrongly show as recent.
  The file keeps all of them; the import result says how many were left out.
- An injury's "must miss the next game" is kept only for the latest game's injuries:
  earlier ones have been served.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.services.errors import NameTaken
from warclan.services.names import clean_name, now
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.campaigns import current_base_rank
from warclan.services.ragnarok.clan_files.export import source_id
from warclan.services.ragnarok.clan_files.parsed import (
    ParsedClan,
    ParsedImprovement,
    ParsedInjury,
    ParsedWarrior,
)
from warclan.services.ragnarok.clan_files.reader import read_clan_file
from warclan.services.ragnarok.clans import clan_view
from warclan.services.ragnarok.dto import ClanView
from warclan.services.ragnarok.ledger import link_imported_purchases
from warclan.store import ownership
from warclan.store.database import Database
from warclan.store.models.base import name_key
from warclan.store.models.ragnarok import (
    CampaignEvent,
    ClanStore,
    GloryEntry,
    Improvement,
    Injury,
    Player,
    WarClan,
    Warrior,
    WarriorGodPower,
    WarriorItem,
)


@dataclass(frozen=True, slots=True)
class ClanImport:
    source: str
    clan: ClanView
    renamed_from: str | None  # the name in the file, when imported under another
    injuries_left_out: int  # non-lasting injuries of earlier games (history only)


def import_clan(
    db: Database,
    campaign: str | int,
    path: Path,
    *,
    rename: str | None = None,
    player: str | None = None,
) -> ClanImport:
    """Add the clan of a War Clan file to a campaign (see the module docstring)."""
    source = path.name
    clan_in = read_clan_file(path)
    name = clean_name(rename, T_("War Clan")) if rename is not None else clan_in.name
    player_name = clean_name(player, T_("player")) if player is not None else clan_in.player
    with db.session() as session:
        camp = lookup.campaign(session, campaign)
        _refuse_duplicate(session, camp.id, camp.name, name, clan_in, source, rename is not None)
        clan = WarClan(
            campaign_id=camp.id,
            player_id=_player(session, camp.id, player_name).id,
            name=name,
            creation_cost=clan_in.creation_cost,
            # The catch-up bonus compares a clan with the clans it plays against, so the
            # base rank that counts is this campaign's now (computed over the clans already
            # here, as for a new clan), not the one it joined elsewhere.
            joined_base_rank=current_base_rank(session, camp.id),
            active=True,
            catalog_versions=clan_in.catalog_versions,
            # The original creation time keeps the clan's identity (``source_id``).
            created_at=clan_in.created_at,
            owner=ownership.login(session),
        )
        session.add(clan)
        session.flush()
        event = CampaignEvent(
            clan_id=clan.id, game_id=None, participant_id=None, kind="import", created_at=now()
        )
        session.add(event)
        session.flush()
        for warrior_in in clan_in.warriors:
            _write_warrior(session, clan.id, event.id, warrior_in)
        when = now()
        for kind, amount, note in clan_in.ledger:
            session.add(
                GloryEntry(
                    clan_id=clan.id,
                    event_id=event.id,
                    kind=kind,
                    amount=amount,
                    note=note,
                    created_at=when,
                )
            )
        for store_name, quantity, store_source in clan_in.stores:
            session.add(
                ClanStore(
                    clan_id=clan.id,
                    event_id=event.id,
                    name=store_name,
                    quantity=quantity,
                    source=store_source,
                    created_at=when,
                )
            )
        session.flush()
        link_imported_purchases(session, event.id)
        return ClanImport(
            source=str(path),
            clan=clan_view(session, clan),
            renamed_from=clan_in.name if name != clan_in.name else None,
            injuries_left_out=sum(w.left_out for w in clan_in.warriors),
        )


def _refuse_duplicate(
    session: Session,
    campaign_id: int,
    campaign_name: str,
    name: str,
    clan_in: ParsedClan,
    source: str,
    renamed: bool,
) -> None:
    """Importing the same clan twice is refused unless it is renamed (a deliberate copy)."""
    clans = list(session.scalars(select(WarClan).where(WarClan.campaign_id == campaign_id)))
    for other in clans:
        if other.name_key == name_key(name):
            hint = (
                T_("choose another name")
                if renamed
                else T_("import it as a copy under another name")
            )
            raise NameTaken(
                T_(
                    "{campaign_name} already has a War Clan called {other!r}; {hint}",
                    campaign_name=campaign_name,
                    other=other.name,
                    hint=hint,
                ),
                renamed=renamed,
            )
    if renamed or not clans:
        return
    founders: dict[int, list[Warrior]] = {c.id: [] for c in clans}
    for warrior in session.scalars(
        select(Warrior)
        .where(Warrior.clan_id.in_(list(founders)), Warrior.recruited_event_id.is_(None))
        .order_by(Warrior.id)
    ):
        founders[warrior.clan_id].append(warrior)
    for other in clans:
        if source_id(other.created_at, founders[other.id]) == clan_in.id_in_source:
            raise NameTaken(
                T_(
                    "{source}: this War Clan is already in {campaign_name} as {other!r} "
                    "(imported before, or where it came from); import a copy under another "
                    "name",
                    source=source,
                    campaign_name=campaign_name,
                    other=other.name,
                ),
                renamed=False,
            )


def _player(session: Session, campaign_id: int, name: str) -> Player:
    found = session.scalar(
        select(Player).where(Player.campaign_id == campaign_id, Player.name_key == name_key(name))
    )
    if found is None:
        found = Player(campaign_id=campaign_id, name=name)
        session.add(found)
        session.flush()
    return found


def _write_warrior(
    session: Session, clan_id: int, event_id: int, warrior_in: ParsedWarrior
) -> None:
    when = now()
    warrior = Warrior(
        clan_id=clan_id,
        name=warrior_in.name,
        profile_key=warrior_in.profile_key,
        profile_name=warrior_in.profile_name,
        faction=warrior_in.faction,
        **warrior_in.stats,
        size=warrior_in.size,
        base_size=warrior_in.base_size,
        special_abilities=list(warrior_in.special_abilities),
        attacks=[attack.as_dict() for attack in warrior_in.attacks],
        cost_paid=warrior_in.cost_paid,
        # Later recruits belong to the import event, like those of a post-game event.
        recruited_event_id=None if warrior_in.founding else event_id,
        created_at=when,
    )
    session.add(warrior)
    session.flush()
    for injury in warrior_in.injuries:
        session.add(Injury(event_id=event_id, warrior_id=warrior.id, **_columns(injury)))
    for improvement in warrior_in.improvements:
        session.add(
            Improvement(
                warrior_id=warrior.id, event_id=event_id, created_at=when, **_columns(improvement)
            )
        )
    for power in warrior_in.god_powers:
        session.add(
            WarriorGodPower(
                warrior_id=warrior.id,
                event_id=event_id,
                step=power.step,
                power_key=power.power_key,
                god=power.god,
                name=power.name,
                godspark_cost=power.godspark_cost,
                boosts=[{"godspark": b.godspark, "effect": b.effect} for b in power.boosts],
                attack=power.attack.as_dict() if power.attack is not None else None,
                text=power.text,
                house_rule=power.house_rule,
                glory_paid=power.glory_paid,
                created_at=when,
            )
        )
    for item in warrior_in.items:
        session.add(
            WarriorItem(
                warrior_id=warrior.id,
                event_id=event_id,
                item_key=item.item_key,
                name=item.name,
                kind=item.kind,
                text=item.text,
                house_rule=item.house_rule,
                glory_paid=item.glory_paid,
                lost_event_id=event_id if item.lost else None,
                created_at=when,
            )
        )


def _columns(row: ParsedInjury | ParsedImprovement) -> dict[str, Any]:
    """A row whose fields are all columns of the same names, as the model takes them."""
    return {f.name: getattr(row, f.name) for f in fields(row)}
