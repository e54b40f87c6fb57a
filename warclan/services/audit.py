"""The league's audit trail (``warclan league audit``, the window's audit view): who
changed which row when, with the row before and after, as the server's triggers wrote
it (migration 0009). Only the organiser may read it; the server refuses anyone else."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select

from warclan.services.errors import ServiceError
from warclan.services.ragnarok import lookup
from warclan.store.database import Database
from warclan.store.models.league import AuditEntry
from warclan.store.models.ragnarok import WarClan

DEFAULT_LIMIT = 1000


@dataclass(frozen=True, slots=True)
class AuditRow:
    id: int
    at: datetime
    login: str
    table: str
    op: str  # INSERT | UPDATE | DELETE
    row_id: int | None
    clan_id: int | None
    clan: str  # the clan's name now ("" when none, or gone)
    before: dict[str, Any] | None
    after: dict[str, Any] | None


@dataclass(frozen=True, slots=True)
class AuditTrail:
    rows: tuple[AuditRow, ...]
    limited: bool  # more rows matched than were returned (the newest are returned)


def audit_trail(
    db: Database,
    *,
    clan: str | int | None = None,
    campaign: str | int | None = None,
    login: str | None = None,
    since: datetime | None = None,
    limit: int = DEFAULT_LIMIT,
) -> AuditTrail:
    """The newest ``limit`` audit rows that match, oldest first."""
    if db.dialect != "postgresql":
        raise ServiceError(
            "the audit trail is kept on a league server; an SQLite file has one user and keeps none"
        )
    if limit < 1:
        raise ServiceError("the limit must be at least 1")
    with db.session(write=False) as session:
        query = select(AuditEntry)
        if clan is not None:
            camp_id = lookup.campaign(session, campaign).id if campaign is not None else None
            query = query.where(AuditEntry.clan_id == lookup.clan(session, clan, camp_id).id)
        if login is not None:
            query = query.where(AuditEntry.login == login)
        if since is not None:
            query = query.where(AuditEntry.at >= since)
        rows = session.scalars(query.order_by(AuditEntry.id.desc()).limit(limit + 1)).all()
        ids = {r.clan_id for r in rows if r.clan_id is not None}
        names: dict[int, str] = {
            ident: name
            for ident, name in session.execute(
                select(WarClan.id, WarClan.name).where(WarClan.id.in_(ids))
            )
        }
    shown = rows[:limit]
    return AuditTrail(
        tuple(
            AuditRow(
                r.id,
                r.at,
                r.login,
                r.table_name,
                r.op,
                r.row_id,
                r.clan_id,
                names.get(r.clan_id, "") if r.clan_id is not None else "",
                r.before,
                r.after,
            )
            for r in reversed(shown)
        ),
        len(rows) > limit,
    )
