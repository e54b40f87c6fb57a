"""The league's audit trail (``warclan league audit``, the window's audit view): who
changed which row when, with the row before and after, as the server's triggers wrote
it (migration 0009). Only the organiser may read it; the server refuses anyone else."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select

from warclan import atomic
from warclan.i18n_text import T_, fill
from warclan.services.errors import ServiceError
from warclan.services.ragnarok import lookup
from warclan.store.database import Database
from warclan.store.models.league import AuditEntry
from warclan.store.models.ragnarok import Campaign, WarClan

DEFAULT_LIMIT = 1000
ARROW = "\u2192"  # "hp 5 → 3"


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


def _on_server(db: Database) -> None:
    if db.dialect != "postgresql":
        raise ServiceError(
            T_(
                "the audit trail is kept on a league server; an SQLite file has one user "
                "and keeps none"
            )
        )


def audit_trail(
    db: Database,
    *,
    clan: str | int | None = None,
    campaign: str | int | None = None,
    login: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    table: str | None = None,
    clan_id: int | None = None,
    limit: int = DEFAULT_LIMIT,
) -> AuditTrail:
    """The newest ``limit`` audit rows that match, oldest first. ``since`` is inclusive,
    ``until`` exclusive; ``clan_id`` picks a clan by id, one since deleted included
    (``clan`` looks a living one up by name or id)."""
    _on_server(db)
    if limit < 1:
        raise ServiceError(T_("the limit must be at least 1"))
    if since is not None and until is not None and until <= since:
        raise ServiceError(T_("the end of the period must come after its start"))
    with db.session(write=False) as session:
        query = select(AuditEntry)
        if clan is not None:
            camp_id = lookup.campaign(session, campaign).id if campaign is not None else None
            query = query.where(AuditEntry.clan_id == lookup.clan(session, clan, camp_id).id)
        if clan_id is not None:
            query = query.where(AuditEntry.clan_id == clan_id)
        if login is not None:
            query = query.where(AuditEntry.login == login)
        if since is not None:
            query = query.where(AuditEntry.at >= since)
        if until is not None:
            query = query.where(AuditEntry.at < until)
        if table is not None:
            query = query.where(AuditEntry.table_name == table)
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


@dataclass(frozen=True, slots=True)
class AuditClan:
    id: int
    name: str  # "" when the clan is gone
    campaign: str

    @property
    def label(self) -> str:
        if self.name:
            return fill("{name} ({campaign})", name=self.name, campaign=self.campaign)
        return T_("War Clan {id} (deleted)", id=self.id)


@dataclass(frozen=True, slots=True)
class AuditChoices:
    """What the audit trail's filters can pick: the clans, logins and tables in it."""

    clans: tuple[AuditClan, ...]
    logins: tuple[str, ...]
    tables: tuple[str, ...]


def audit_choices(db: Database) -> AuditChoices:
    """The clans, logins and tables the audit trail mentions (the organiser's)."""
    _on_server(db)
    with db.session(write=False) as session:
        logins = session.scalars(select(AuditEntry.login).distinct()).all()
        tables = session.scalars(select(AuditEntry.table_name).distinct()).all()
        ids = session.scalars(
            select(AuditEntry.clan_id).where(AuditEntry.clan_id.is_not(None)).distinct()
        ).all()
        living = {
            ident: (name, camp)
            for ident, name, camp in session.execute(
                select(WarClan.id, WarClan.name, Campaign.name)
                .join(Campaign, Campaign.id == WarClan.campaign_id)
                .where(WarClan.id.in_(ids))
            )
        }
    clans = [AuditClan(i, *living.get(i, ("", ""))) for i in ids if i is not None]
    clans.sort(key=lambda c: (not c.name, c.campaign.casefold(), c.name.casefold(), c.id))
    return AuditChoices(tuple(clans), tuple(sorted(logins)), tuple(sorted(tables)))


SHORT = 40  # characters of one value in a change's line (before and after keep all)


def _value(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, str) and not value:
        return '""'
    shown = (
        json.dumps(value, ensure_ascii=False, sort_keys=True)
        if isinstance(value, (dict, list))
        else str(value)
    )
    return shown if len(shown) <= SHORT else shown[: SHORT - 1] + "…"


# Columns that only follow another (a name's key, a row's version counter, its id):
# left out of the one-line change, kept in before and after.
FOLLOWERS = frozenset({"id", "name_key", "version"})


def change_text(row: AuditRow) -> str:
    """The change in a line: an update's changed columns ("hp 5 → 3, name Bo → Bodil"),
    or the row inserted or deleted ("hp=5, name=Bo")."""
    if row.op == "UPDATE":
        before, after = row.before or {}, row.after or {}
        keys = sorted(set(before) | set(after))
        keys = [k for k in keys if k not in FOLLOWERS] or keys
        return ", ".join(
            f"{k} {_value(before.get(k))} {ARROW} {_value(after.get(k))}" for k in keys
        )
    values = (row.after if row.op == "INSERT" else row.before) or {}
    return ", ".join(
        f"{k}={_value(v)}"
        for k, v in sorted(values.items())
        if v is not None and k not in FOLLOWERS
    )


CSV_COLUMNS = (
    "at", "login", "table", "op", "row_id", "clan_id", "clan", "change", "before", "after"
)  # fmt: skip


def trail_csv(trail: AuditTrail) -> str:
    """The trail as CSV (newest first, as the window shows it), the rows' before and
    after as JSON."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for row in reversed(trail.rows):
        writer.writerow(
            [
                row.at.isoformat(),
                row.login,
                row.table,
                row.op,
                "" if row.row_id is None else row.row_id,
                "" if row.clan_id is None else row.clan_id,
                row.clan,
                change_text(row),
                "" if row.before is None else json.dumps(row.before, ensure_ascii=False),
                "" if row.after is None else json.dumps(row.after, ensure_ascii=False),
            ]
        )
    return out.getvalue()


def export_csv(trail: AuditTrail, path: Path, *, overwrite: bool = True) -> Path:
    """Write ``trail`` to ``path`` as CSV (UTF-8 with a BOM, so spreadsheets read it)."""
    atomic.write_atomically(path, trail_csv(trail).encode("utf-8-sig"), overwrite=overwrite)
    return path
