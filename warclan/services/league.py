"""Running a league on a PostgreSQL server: upgrading its schema (the organiser's act)
and granting roles. SQLite files have neither: they migrate themselves when opened."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Connection, text
from sqlalchemy.engine import make_url

from warclan.i18n_text import T_
from warclan.services.errors import ServiceError
from warclan.store import roles, schema_head, server
from warclan.store.database import Database
from warclan.store.engines import make_engine


@dataclass(frozen=True, slots=True)
class UpgradeResult:
    database: str  # the URL, password hidden
    revision_before: str
    revision: str
    migrated: bool
    backup: str  # "" when none was made


@dataclass(frozen=True, slots=True)
class GrantResult:
    database: str
    user: str
    role: str
    group_role: str


def upgrade_database(url: str, *, backup_dir: Path | None) -> UpgradeResult:
    """``warclan db upgrade``: a server database under an advisory lock, after a pg_dump
    backup into ``backup_dir`` (None: no backup, as asked with --no-backup). An SQLite
    file is opened, which upgrades it with its own file backup as always."""
    where = server.where(url)
    if make_url(url).get_backend_name() == "sqlite":
        db = Database(url)
        db.close()
        report = db.report
        return UpgradeResult(
            where,
            report.migrated_from or schema_head.HEAD_REVISION,
            schema_head.HEAD_REVISION,
            report.migrated_from is not None,
            str(report.backup or ""),
        )
    engine = make_engine(url)
    try:
        database = make_url(url).database or ""

        def regrant(conn: Connection) -> None:
            if _has_league_roles(conn, database):
                roles.apply_grants(conn, database)  # new tables get the roles' privileges

        done = server.upgrade(engine, url, backup_dir=backup_dir, after=regrant)
    finally:
        engine.dispose()
    return UpgradeResult(
        where, done.before or "none", done.after, done.migrated, str(done.backup or "")
    )


def _has_league_roles(conn: Connection, database: str) -> bool:
    name = roles.group_role(database, "organiser")
    found = conn.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": name})
    return found.first() is not None


def grant_role(db: Database, role: str, user: str, password: str | None = None) -> GrantResult:
    """``warclan league grant``: make USER a league organiser, player or viewer."""
    if db.dialect != "postgresql":
        raise ServiceError(
            T_(
                "league roles live on a PostgreSQL server; an SQLite file has no users "
                "(open a postgresql+psycopg://… database URL)"
            )
        )
    database = make_url(db.url).database or ""
    with db.session() as session:
        group = roles.grant(session.connection(), database, role, user, password)
    return GrantResult(server.where(db.url), user, role, group)


# What a window offers, and the table whose INSERT privilege says whether the connected
# role may do it. The server decides: these only spare the user a refusal.
CAPABILITIES: dict[str, str] = {
    "campaigns": "campaign",  # new campaigns, renames, notes, raids on/off
    "house_rules": "catalog_override",
    "profiles": "model_profile",
    "clans": "war_clan",
    "games": "game",  # record games, run sequences, undo
    "warbands": "mr_warband",
    "matches": "mr_match",
    # Micro Midgard and Ragnarok! game nights: players, setups, matches, plays (the
    # roles grant the mm_ and vgw_ tables together).
    "game_nights": "mm_match",
}


@dataclass(frozen=True, slots=True)
class Access:
    """What the connected user may change; ``role`` is their league role, if any."""

    role: str | None
    may: frozenset[str]
    reason: str = ""  # why some things are not offered, for the window's tooltip
    # The connected league login (None: an SQLite file): a player writes only the clans
    # whose ``ClanView.owner`` it is (the organiser, every clan).
    login: str | None = None

    def allows(self, capability: str) -> bool:
        return capability in self.may

    @property
    def allows_everything(self) -> bool:
        return self.may >= CAPABILITIES.keys()


def access(db: Database) -> Access:
    """Ask the server what the connected role may write (``has_table_privilege``); an
    SQLite file allows everything unless it was opened for reading only."""
    if db.dialect != "postgresql":
        read_only = db.report.read_only
        if read_only:
            return Access(None, frozenset(), T_("the database is read-only: {why}", why=read_only))
        return Access(None, frozenset(CAPABILITIES))
    database = make_url(db.url).database or ""
    user = make_url(db.url).username or T_("this user")
    with db.session(write=False) as session:
        conn = session.connection()
        may = frozenset(
            capability
            for capability, table in CAPABILITIES.items()
            if conn.execute(
                text("SELECT has_table_privilege(current_user, :t, 'INSERT')"), {"t": table}
            ).scalar_one()
        )
        role = roles.role_of(conn, database)
        login = str(conn.execute(text("SELECT current_user")).scalar_one())
    named = server.league_role_text(role) if role else T_("this user")
    reason = (
        ""
        if may == set(CAPABILITIES)
        else T_("{user} is {named} on this server", user=user, named=named)
    )
    return Access(role, may, reason, login)
