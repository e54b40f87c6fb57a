"""The clan's Glory, always computed from the ledger, and the ledger's links to purchases."""

from __future__ import annotations

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from warclan.rules.ragnarok.glory import GlorySummary, LedgerEntry, LedgerKind, summarize
from warclan.store.models.ragnarok import (
    CampaignEvent,
    GloryEntry,
    Improvement,
    WarClan,
    Warrior,
    WarriorGodPower,
    WarriorItem,
)
from warclan.store.queries import ragnarok as queries


def summary_from_totals(creation_cost: int, totals: dict[str, int]) -> GlorySummary:
    return summarize(creation_cost, (LedgerEntry(LedgerKind(k), v) for k, v in totals.items()))


def clan_summary(session: Session, clan: WarClan) -> GlorySummary:
    return summary_from_totals(clan.creation_cost, queries.glory_totals(session, clan.id))


def link_imported_purchases(session: Session, event_id: int) -> int:
    """Point the purchases of an import event at the imported spends that paid for them.

    A War Clan file lists purchases and ledger entries apart, so a purchase is matched to
    an unused spend of its event with the price paid and the note the post-game steps
    write for it ("Shield for Hild", "recruit Hild (Thrall)", "+1 DF for Ulf"). A
    purchase with no such spend stays unlinked. Returns how many were linked.
    """
    spends: dict[tuple[int, str], list[GloryEntry]] = {}
    for entry in session.scalars(
        select(GloryEntry)
        .where(GloryEntry.event_id == event_id, GloryEntry.kind == LedgerKind.SPEND)
        .order_by(GloryEntry.id)
    ):
        spends.setdefault((-entry.amount, entry.note), []).append(entry)
    clan_id = select(CampaignEvent.clan_id).where(CampaignEvent.id == event_id).scalar_subquery()
    names: dict[int, str] = {
        ident: name
        for ident, name in session.execute(
            select(Warrior.id, Warrior.name).where(Warrior.clan_id == clan_id)
        )
    }
    purchases: list[tuple[Warrior | Improvement | WarriorGodPower | WarriorItem, int, str]] = []
    for recruit in session.scalars(
        select(Warrior).where(Warrior.recruited_event_id == event_id).order_by(Warrior.id)
    ):
        purchases.append(
            (recruit, recruit.cost_paid, f"recruit {recruit.name} ({recruit.profile_name})")
        )
    for improvement in session.scalars(
        select(Improvement).where(Improvement.event_id == event_id).order_by(Improvement.id)
    ):
        who = names[improvement.warrior_id]
        note = f"+{improvement.delta} {improvement.stat.upper()} for {who}"
        purchases.append((improvement, improvement.glory_paid, note))
    bought: list[WarriorGodPower | WarriorItem] = [
        *session.scalars(
            select(WarriorGodPower)
            .where(WarriorGodPower.event_id == event_id)
            .order_by(WarriorGodPower.id)
        ),
        *session.scalars(
            select(WarriorItem).where(WarriorItem.event_id == event_id).order_by(WarriorItem.id)
        ),
    ]
    for power_or_item in bought:
        note = f"{power_or_item.name} for {names[power_or_item.warrior_id]}"
        purchases.append((power_or_item, power_or_item.glory_paid, note))
    linked = 0
    for row, paid, note in purchases:
        found = spends.get((paid, note))
        if found:
            # A statement, not an attribute change: linking is not an edit of the warrior,
            # so its version counter stays where the import left it.
            model = type(row)
            session.execute(
                update(model).where(model.id == row.id).values(glory_entry_id=found.pop(0).id)
            )
            linked += 1
    session.flush()
    return linked
