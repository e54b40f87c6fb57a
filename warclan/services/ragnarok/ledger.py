"""The clan's Glory, always computed from the ledger."""

from __future__ import annotations

from sqlalchemy.orm import Session

from warclan.rules.ragnarok.glory import GlorySummary, LedgerEntry, LedgerKind, summarize
from warclan.store.models.ragnarok import WarClan
from warclan.store.queries import ragnarok as queries


def summary_from_totals(creation_cost: int, totals: dict[str, int]) -> GlorySummary:
    return summarize(creation_cost, (LedgerEntry(LedgerKind(k), v) for k, v in totals.items()))


def clan_summary(session: Session, clan: WarClan) -> GlorySummary:
    return summary_from_totals(clan.creation_cost, queries.glory_totals(session, clan.id))
