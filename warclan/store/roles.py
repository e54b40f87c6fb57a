"""League roles on PostgreSQL: what each person may change is enforced by the server.

Three group roles per league database hold the privileges; a person's login role is a
member of exactly one of them:

- viewer: reads everything, writes nothing;
- player: records games and post-game sequences, builds War Clans and Mors Regnat
  warbands; cannot change campaigns, house rules, model profiles or the schema;
- organiser: owns the tables (so can migrate them) and changes anything.

A player locks campaign rows (``locks.lock_rows``), which PostgreSQL allows only to a
role that may update some column: players get UPDATE on the ``id`` column of that table
alone, which lets them lock the rows and change nothing. Clans are locked through
``warclan_lock_clans`` (migration 0009), which runs as the tables' owner.

Within the tables a player may write, row-level security (0009) keeps them to the rows
of their own War Clans; column privileges here narrow what they may change even there:
the Glory ledger only grows (its rows go only with the game undone, by cascade), a game
side's result is fixed once recorded (its owner only confirms or disputes it), and a
clan's creation cost and joined rank stay as built.

Who grants whom: a superuser (or a user with CREATEROLE) grants the first organiser;
an organiser gets CREATEROLE with the role and grants players, viewers and other
organisers. The audit trail (``audit_log``) is not handed to the organiser: it stays
with whoever created it (the superuser who ran the first ``db upgrade``); organisers
read it, nobody else does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sqlalchemy import Connection, inspect, text

from warclan.i18n_text import T_
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
    "game_tracker",
    "game_tracker_side",
    "game_tracker_tap",
    "match_tracker",
    "match_tracker_tap",
)
# Mors Regnat warbands and the match log; game-night setups, plays, matches and ladders.
PLAYER_TABLE_PREFIXES = ("mr_", "vgw_", "mm_")
LOCK_ONLY_TABLES = ("campaign",)  # rows a player locks but never changes
AUDIT_TABLE = "audit_log"
# Tables whose rows a player changes only in these columns (INSERT and DELETE stay whole;
# glory_entry: no UPDATE or DELETE at all).
PLAYER_COLUMNS = {
    "war_clan": ("id", "name", "name_key"),
    "game_participant": ("status", "status_note", "status_by"),
    "glory_entry": (),
}
LOCK_FUNCTION = "warclan_lock_clans(bigint[])"

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,62}")


def _ident(name: str) -> str:
    """A role or database name, quoted; refused unless plain (no quoting games)."""
    if not _NAME.fullmatch(name):
        raise StorageError(
            T_(
                "{name!r} cannot be a league role name: use letters, digits and _ (at "
                "most 63, not starting with a digit)",
                name=name,
            )
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
        if table == AUDIT_TABLE:  # read by the organiser; owned by its creator
            conn.execute(text(f"GRANT SELECT ON {t} TO {organiser}"))
            continue
        conn.execute(text(f"GRANT SELECT ON {t} TO {viewer}, {player}"))
        conn.execute(text(f"ALTER TABLE {t} OWNER TO {organiser}"))
    for table in _player_tables(tables):
        t = _ident(table)
        columns = PLAYER_COLUMNS.get(table)
        if columns is None:
            conn.execute(text(f"GRANT INSERT, UPDATE, DELETE ON {t} TO {player}"))
            continue
        conn.execute(text(f"GRANT INSERT ON {t} TO {player}"))
        if table != "glory_entry":
            conn.execute(text(f"GRANT DELETE ON {t} TO {player}"))
        if columns:
            conn.execute(text(f"GRANT UPDATE ({', '.join(columns)}) ON {t} TO {player}"))
    if _function_exists(conn, LOCK_FUNCTION):
        conn.execute(text(f"REVOKE EXECUTE ON FUNCTION {LOCK_FUNCTION} FROM PUBLIC"))
        conn.execute(text(f"GRANT EXECUTE ON FUNCTION {LOCK_FUNCTION} TO {player}, {organiser}"))
    for table in LOCK_ONLY_TABLES:
        if table in tables:
            conn.execute(text(f"GRANT UPDATE (id) ON {_ident(table)} TO {player}"))
    conn.execute(text(f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {player}"))
    # Sequences owned by a table follow it to the organiser with ALTER TABLE … OWNER.


def _function_exists(conn: Connection, signature: str) -> bool:
    found = conn.execute(text("SELECT to_regprocedure(:f)"), {"f": signature}).scalar()
    return found is not None


def _is_superuser(conn: Connection) -> bool:
    return bool(
        conn.execute(text("SELECT rolsuper FROM pg_roles WHERE rolname = current_user")).scalar()
    )


def grant(
    conn: Connection, database: str, role: str, user: str, password: str | None = None
) -> str:
    """Make ``user`` (created as a login role if missing) a member of exactly one league
    group role; returns the group role's name.

    A superuser also (re)applies every privilege; an organiser (CREATEROLE, given with
    the role) only manages logins and memberships, the privileges being in place."""
    if role not in ROLES:
        raise StorageError(
            T_(
                "no league role {role!r}; choose one of {names}",
                role=role,
                names=", ".join(ROLES),
            )
        )
    who = _ident(user)
    groups_missing = not all(_exists(conn, group_role(database, r)) for r in ROLES)
    if groups_missing or _is_superuser(conn):
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
    # An organiser manages the league's logins: CREATEROLE lets them create logins and,
    # up to PostgreSQL 15, grant any role that is not a superuser's.
    creates = conn.execute(
        text("SELECT rolcreaterole FROM pg_roles WHERE rolname = :u"), {"u": user}
    ).scalar()
    if bool(creates) != (role == "organiser"):
        attribute = "CREATEROLE" if role == "organiser" else "NOCREATEROLE"
        conn.execute(text(f"ALTER ROLE {who} {attribute}"))
    if role == "organiser" and _server_version(conn) >= 160000:
        # From 16, granting a role also needs ADMIN on it; without INHERIT or SET, that
        # adds no privilege of the group's.
        for other in ROLES:
            group = _ident(group_role(database, other))
            option = "" if other == role else ", INHERIT FALSE, SET FALSE"
            conn.execute(text(f"GRANT {group} TO {who} WITH ADMIN OPTION{option}"))
    return group_role(database, role)


def _server_version(conn: Connection) -> int:
    return int(conn.execute(text("SHOW server_version_num")).scalar_one())


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
