"""A database on a server (PostgreSQL): migrations are the organiser's act.

A player's client opens a server database only at exactly this warclan's revision
(``check_revision``); ``upgrade`` is what ``warclan db upgrade`` runs: under a
PostgreSQL advisory lock, so two upgrades cannot interleave (the second waits, then
finds the schema current), after a ``pg_dump`` backup unless told not to.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import Connection, Engine, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, OperationalError

from warclan.i18n_text import T_
from warclan.os_reasons import os_reason
from warclan.store import schema_head
from warclan.store.errors import (
    ConnectionLostError,
    DatabaseBusyError,
    PermissionDeniedError,
    ReadOnlyDatabaseError,
    StorageError,
)
from warclan.store.revisions import VERSION_TABLE, stored_revision

# pg_advisory_lock key for migrations: "WCLN" (the SQLite application id) plus one.
UPGRADE_LOCK_KEY = schema_head.APPLICATION_ID + 1
PG_DUMP_TIMEOUT_S = 3600


def where(url: str) -> str:
    return make_url(url).render_as_string(hide_password=True)


def shown(url: str) -> str:
    """A database as a person may see it: a URL's password hidden, a path as it is."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        return url
    return url if parsed.password is None else parsed.render_as_string(hide_password=True)


def revision_of(conn: Connection, place: str) -> str | None:
    """The stored revision (None: no warclan tables yet); newer and foreign refused."""
    tables = inspect(conn).get_table_names()
    if VERSION_TABLE not in tables:
        return None
    rows = [r[0] for r in conn.execute(text(f"SELECT version_num FROM {VERSION_TABLE}"))]
    return stored_revision(rows, tables, place)


def check_revision(revision: str | None, url: str) -> None:
    """A client's check: refuse a server database that is not at this build's head."""
    if revision == schema_head.HEAD_REVISION:
        return
    place = where(url)
    upgrade = f"warclan --db {place} db upgrade"
    if revision is None:
        raise StorageError(
            T_(
                "{place} has no warclan tables yet; the league organiser creates them "
                "with `{upgrade}`. Nothing was changed.",
                place=place,
                upgrade=upgrade,
            )
        )
    raise StorageError(
        T_(
            "{place} holds warclan's tables at revision {revision}, older than this "
            "warclan's {head_revision}; a player's warclan never migrates a league "
            "server. Ask the league organiser to run `{upgrade}`, or use the warclan "
            "version the league runs. Nothing was changed.",
            place=place,
            revision=revision,
            head_revision=schema_head.HEAD_REVISION,
            upgrade=upgrade,
        )
    )


@dataclass(frozen=True, slots=True)
class UpgradeReport:
    """What ``upgrade`` did: the revisions before and after, and the backup made."""

    url: str
    before: str | None  # the revision found (None: an empty database)
    after: str
    migrated: bool  # False: it was current (perhaps another upgrade just finished)
    backup: Path | None


def upgrade(
    engine: Engine,
    url: str,
    *,
    backup_dir: Path | None,
    after: Callable[[Connection], None] | None = None,
) -> UpgradeReport:
    """Bring a server database to head under an advisory lock; back it up first when
    ``backup_dir`` is given (``pg_dump`` must exist then). ``after`` runs in its own
    transaction still under the lock once the schema is current (the grants): two
    upgrades at once would otherwise re-grant side by side ("tuple concurrently
    updated"). Refused up front to a league player or viewer: nothing is dumped."""
    from warclan.store import migrate  # alembic: only when migrating

    place = where(url)
    try:
        with engine.connect() as lock_conn:
            # A session-level lock held on its own connection while the migration runs
            # on another; a second upgrade waits here and then finds the schema current.
            # Waits as long as the other upgrade takes, whatever lock_timeout says.
            lock_conn.execute(text("SET lock_timeout = 0"))
            lock_conn.execute(text("SELECT pg_advisory_lock(:k)"), {"k": UPGRADE_LOCK_KEY})
            lock_conn.commit()
            try:
                _refuse_non_organiser(lock_conn, url)
                before = revision_of(lock_conn, place)
                lock_conn.rollback()
                if before == schema_head.HEAD_REVISION:
                    _run_after(engine, after)
                    return UpgradeReport(url, before, before, False, None)
                if backup_dir is not None and shutil.which("pg_dump") is None:
                    raise StorageError(
                        T_(
                            "pg_dump was not found, so no backup was made and nothing was "
                            "migrated; install PostgreSQL's client programs (Debian: "
                            "postgresql-client), or run `warclan db upgrade --no-backup` if you "
                            "have a backup of your own"
                        )
                    )
                backup = _pg_dump(url, before, backup_dir) if backup_dir is not None else None
                migrate.upgrade(engine)
                _run_after(engine, after)
                return UpgradeReport(url, before, schema_head.HEAD_REVISION, True, backup)
            finally:
                lock_conn.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": UPGRADE_LOCK_KEY})
                lock_conn.commit()
    except OperationalError as exc:
        raise StorageError(
            T_(
                "cannot upgrade {place}: {orig}; nothing was changed",
                place=place,
                orig=exc.orig,
            )
        ) from exc


def _run_after(engine: Engine, after: Callable[[Connection], None] | None) -> None:
    if after is not None:
        with engine.begin() as conn:
            after(conn)


def _refuse_non_organiser(conn: Connection, url: str) -> None:
    from warclan.store import roles

    database = make_url(url).database or ""
    role = roles.role_of(conn, database)
    conn.rollback()
    if role in ("player", "viewer"):
        raise PermissionDeniedError(
            T_(
                "only the organiser upgrades the league; {username} is a league {role} "
                "on {where}. Nothing was changed.",
                username=make_url(url).username,
                role=role,
                where=where(url),
            )
        )


def libpq_url(url: str) -> tuple[str, dict[str, str]]:
    """A URL pg_dump understands, and the environment carrying the password (kept off
    the command line, where other users could read it)."""
    parsed = make_url(url)
    env = {}
    if parsed.password is not None:
        env["PGPASSWORD"] = str(parsed.password)
    plain = parsed.set(drivername="postgresql", password=None)
    return plain.render_as_string(hide_password=False), env


def _pg_dump(url: str, revision: str | None, folder: Path) -> Path:
    name = make_url(url).database or "warclan"
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(
            T_(
                "cannot create the backup folder {folder}: {strerror}",
                folder=folder,
                strerror=os_reason(exc),
            )
        ) from exc
    target = folder / f"{name}-rev-{revision or 'empty'}-{stamp}.dump"
    partial = target.with_name(target.name + ".partial")
    conninfo, env = libpq_url(url)
    done = subprocess.run(
        ["pg_dump", "--format=custom", f"--file={partial}", f"--dbname={conninfo}"],
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        timeout=PG_DUMP_TIMEOUT_S,
        check=False,
    )
    if done.returncode != 0:
        partial.unlink(missing_ok=True)
        reason = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise StorageError(
            T_(
                "pg_dump could not back up {where} ({reason}); nothing was migrated. Fix "
                "that, or run `warclan db upgrade --no-backup` if you have a backup of "
                "your own.",
                where=where(url),
                reason=reason,
            )
        )
    partial.rename(target)
    return target


# PostgreSQL SQLSTATEs a person must hear about in words.
INSUFFICIENT_PRIVILEGE = "42501"
READ_ONLY_TRANSACTION = "25006"
LOCK_NOT_AVAILABLE = "55P03"  # lock_timeout ran out
RETRYABLE = {"40001", "40P01"}  # serialization failure, deadlock


def league_role_text(role: str) -> str:
    """``a league organiser`` (player, viewer): a role as a refusal names it."""
    if role == "organiser":
        return T_("a league organiser")
    if role == "player":
        return T_("a league player")
    if role == "viewer":
        return T_("a league viewer")
    return T_("a league {role}", role=role)


def server_problem(
    exc: DBAPIError, url: str, role: Callable[[], str | None] | None = None
) -> StorageError | None:
    """A server's refusal or a broken connection, in words; None for anything else.
    ``role``: asks the connected user's league role, to name it in a refusal."""
    state = getattr(exc.orig, "sqlstate", None)
    place = where(url)
    detail = str(exc.orig).strip().splitlines()[0] if exc.orig is not None else ""
    if state == INSUFFICIENT_PRIVILEGE:
        league_role = role() if role is not None else None
        who = league_role_text(league_role) if league_role else T_("this user's role")
        ask = (
            T_("Ask the server's administrator if you need it.")
            if league_role == "organiser"
            else T_("Ask the league organiser if you need it.")
        )
        return PermissionDeniedError(
            T_(
                "the league server refused this change: {who} may not make it "
                "({detail}); nothing was changed. {ask}",
                who=who,
                detail=detail,
                ask=ask,
            )
        )
    if state == LOCK_NOT_AVAILABLE:
        return DatabaseBusyError(
            T_(
                "gave up waiting for another player's change to the same War Clan or "
                "campaign on {place} to finish; nothing was changed, retrying is safe",
                place=place,
            )
        )
    if state == READ_ONLY_TRANSACTION:
        return ReadOnlyDatabaseError(
            T_(
                "{place} is read-only here ({detail}); nothing was changed",
                place=place,
                detail=detail,
            )
        )
    if state in RETRYABLE:
        return DatabaseBusyError(
            T_(
                "another player was changing the same thing on {place}; nothing was "
                "changed, retrying is safe",
                place=place,
            )
        )
    if (
        exc.connection_invalidated
        or (state is None and isinstance(exc, OperationalError) and exc.orig is not None)
        or (state or "").startswith("08")
    ):
        return ConnectionLostError(
            T_(
                "lost the connection to {place} ({detail}); reload to see whether the "
                "change was saved before you retry it",
                place=place,
                detail=detail,
            )
        )
    return None
