"""League roles on PostgreSQL: what each person may change is enforced by the server.

Three group roles per league database hold the privileges; a person's login role is a
member of exactly one of them:

- viewer: reads everything, writes nothing;
- player: records games and post-game sequences, builds War Clans and Mors Regnat
  warbands; cannot change campaigns, house rules, model profiles or the schema;
- organiser: owns the tables (so can migrate them) and changes anything.

A player locks clan and campaign rows (``locks.lock_rows``), which PostgreSQL allows
only to a role that may update some column: players get UPDATE on the ``id`` column of
those two tables alone, which lets them lock the rows and change nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sqlalchemy import Connection, inspect, text

from warclan.store.errors import StorageError

ROLES = ("organiser", "player", "viewer")

# Tables a player writes to: games and their sequences, clans, warbands and matches.
PLAYER_TABLES = (
    "player",
    "war_clan",
    "warrior",
    "game",
    "game_participant",
    "fielded_warrior",
    "campaign_event",
    "glory_entry",
    "dice_roll",
    "injury",
    "improvement",
    "raid_result",
    "clan_store",
    "warrior_god_power",
    "warrior_item",
)
# Mors Regnat warbands and the match log; game-night setups, plays, matches and ladders.
PLAYER_TABLE_PREFIXES = ("mr_", "vgw_", "mm_")
LOCK_ONLY_TABLES = ("campaign",)  # rows a player locks but never changes

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,62}")


def _ident(name: str) -> str:
    """A role or database name, quoted; refused unless plain (no quoting games)."""
    if not _NAME.fullmatch(name):
        raise StorageError(
            f"{name!r} cannot be a league role name: use letters, digits and _ "
            "(at most 63, not starting with a digit)"
        )
    return f'"{name}"'


def group_role(database: str, role: str) -> str:
    return f"warclan_{re.sub(r'[^A-Za-z0-9_]', '_', database)}_{role}"[:63]


def _exists(conn: Connection, role: str) -> bool:
    found = conn.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": role})
    return found.first() is not None


def _player_tables(tables: Sequence[str]) -> list[str]:
    return [t for t in tables if t in PLAYER_TABLES or t.startswith(PLAYER_TABLE_PREFIXES)]


def apply_grants(conn: Connection, database: str) -> None:
    """Create the three group roles if missing and (re)apply their privileges to every
    table now in the database; run again after each migration."""
    groups = {role: group_role(database, role) for role in ROLES}
    for name in groups.values():
        if not _exists(conn, name):
            conn.execute(text(f"CREATE ROLE {_ident(name)} NOLOGIN"))
    viewer, player, organiser = (_ident(groups[r]) for r in ("viewer", "player", "organiser"))
    db = _ident(database)
    tables = inspect(conn).get_table_names()
    conn.execute(text(f"GRANT CONNECT ON DATABASE {db} TO {viewer}, {player}, {organiser}"))
    conn.execute(text(f"GRANT USAGE ON SCHEMA public TO {viewer}, {player}, {organiser}"))
    conn.execute(text(f"GRANT CREATE ON SCHEMA public TO {organiser}"))
    conn.execute(text(f"REVOKE CREATE ON SCHEMA public FROM PUBLIC, {viewer}, {player}"))
    for table in tables:
        t = _ident(table)
        conn.execute(text(f"REVOKE ALL ON {t} FROM {viewer}, {player}"))
        conn.execute(text(f"GRANT SELECT ON {t} TO {viewer}, {player}"))
        conn.execute(text(f"ALTER TABLE {t} OWNER TO {organiser}"))
    for table in _player_tables(tables):
        conn.execute(text(f"GRANT INSERT, UPDATE, DELETE ON {_ident(table)} TO {player}"))
    for table in LOCK_ONLY_TABLES:
        if table in tables:
            conn.execute(text(f"GRANT UPDATE (id) ON {_ident(table)} TO {player}"))
    conn.execute(text(f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {player}"))
    # Sequences owned by a table follow it to the organiser with ALTER TABLE … OWNER.


def grant(
    conn: Connection, database: str, role: str, user: str, password: str | None = None
) -> str:
    """Make ``user`` (created as a login role if missing) a member of exactly one league
    group role; returns the group role's name."""
    if role not in ROLES:
        raise StorageError(f"no league role {role!r}; choose one of {', '.join(ROLES)}")
    who = _ident(user)
    apply_grants(conn, database)
    if not _exists(conn, user):
        conn.execute(text(f"CREATE ROLE {who} LOGIN"))
    if password is not None:
        # Parameters cannot stand in DDL; the password is sent as a quoted literal.
        literal = conn.execute(text("SELECT quote_literal(:p)"), {"p": password}).scalar_one()
        conn.execute(text(f"ALTER ROLE {who} LOGIN PASSWORD {literal}"))
    for other in ROLES:
        group = _ident(group_role(database, other))
        if other == role:
            conn.execute(text(f"GRANT {group} TO {who}"))
        else:
            conn.execute(text(f"REVOKE {group} FROM {who}"))
    return group_role(database, role)


def role_of(conn: Connection, database: str) -> str | None:
    """The league role of the connected user (None: not a league member, e.g. the
    server's superuser or the tables' owner, who can do anything)."""
    for role in ROLES:
        name = group_role(database, role)
        if _exists(conn, name):
            member = conn.execute(
                text("SELECT pg_has_role(current_user, :g, 'MEMBER')"), {"g": name}
            ).scalar_one()
            if member:
                return role
    return None
