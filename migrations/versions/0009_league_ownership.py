"""league ownership: each War Clan has an owner (a league login), a game's side waits for
its owner's agreement, and on PostgreSQL the server enforces it: row-level security on
every table that belongs to a clan, a ledger only the rules write, an append-only audit
trail

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-02 11:00:00

Both databases get the columns and the (empty on SQLite) audit table; everything else is
PostgreSQL's alone. Existing clans keep owner NULL: on a league server only the organiser
may change them until they hand each one over (``warclan league give-clan``); existing
game sides are confirmed. Everything here is frozen in this file and imports no warclan
code.

Who may write what (policies apply to every login; the tables' owner, i.e. the
organiser's group role, and superusers bypass them, and functions check the organiser
the same way, so they need no league role names):

- a player writes a clan's rows only if ``war_clan.owner`` is their login;
- the recorder of a game writes the other clans' sides as ``pending`` only, in the same
  transaction that creates the game; the owner confirms or disputes (column privileges
  in ``store/roles.py`` leave a player nothing else to change on a side);
- a post-game event needs every side of its game confirmed;
- the Glory ledger: a deferred trigger checks each entry a player writes against the
  rules (scenario Glory from the side's VP and kills, the catch-up bonus from the
  ranks, raid Glory from the raid result, spends only negative) and refuses corrections
  and entries outside a post-game sequence made in the same transaction; players have
  no UPDATE or DELETE on it (undoing a game deletes its entries by cascade, which runs
  as the table owner), and only a clan's latest game can be undone;
- the audit trail is written by a SECURITY DEFINER trigger function owned by whoever
  ran this migration (a superuser, in the README's setup) and refuses UPDATE, DELETE
  and TRUNCATE to all but superusers.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OWNER_LENGTH = 63

# Each table that belongs to a clan, and how a row finds its clan: "self" (war_clan),
# "clan" (a clan_id column), or through its warrior, event or participant.
CLAN_TABLES = {
    "war_clan": "self",
    "warrior": "clan",
    "game_participant": "clan",
    "campaign_event": "clan",
    "glory_entry": "clan",
    "clan_store": "clan",
    "injury": "warrior",
    "improvement": "warrior",
    "warrior_god_power": "warrior",
    "warrior_item": "warrior",
    "fielded_warrior": "participant",
    "dice_roll": "event",
    "raid_result": "event",
}
AUDITED = {**CLAN_TABLES, "game": "none", "campaign": "none", "player": "none"}

FUNCTIONS = r"""
CREATE FUNCTION warclan_is_organiser() RETURNS boolean
LANGUAGE sql STABLE AS $$
    -- The organiser's group role owns the tables; a superuser counts too.
    SELECT pg_catalog.pg_has_role(current_user, c.relowner, 'USAGE')
    FROM pg_catalog.pg_class c WHERE c.oid = 'public.war_clan'::regclass
$$;

CREATE FUNCTION warclan_owns_clan(clan bigint) RETURNS boolean
LANGUAGE sql STABLE AS $$
    -- Ownership first: only players and viewers meet the policies (the organiser's
    -- group owns the tables, which bypasses them), and a player's own clan is the
    -- common case.
    SELECT EXISTS (SELECT 1 FROM public.war_clan w WHERE w.id = clan AND w.owner = current_user)
        OR public.warclan_is_organiser()
$$;

CREATE FUNCTION warclan_owns_warrior(warrior bigint) RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT public.warclan_owns_clan((SELECT w.clan_id FROM public.warrior w WHERE w.id = warrior))
$$;

CREATE FUNCTION warclan_owns_event(event bigint) RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT public.warclan_owns_clan(
        (SELECT e.clan_id FROM public.campaign_event e WHERE e.id = event))
$$;

CREATE FUNCTION warclan_owns_participant(participant bigint) RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT public.warclan_owns_clan(
        (SELECT p.clan_id FROM public.game_participant p WHERE p.id = participant))
$$;

-- Rows this transaction created: the recorder of a game writes the other sides then.
CREATE FUNCTION warclan_game_is_new(game bigint) RETURNS boolean
LANGUAGE sql VOLATILE AS $$
    SELECT EXISTS (SELECT 1 FROM public.game g
                   WHERE g.id = game AND g.xmin = pg_catalog.pg_current_xact_id()::xid)
$$;

CREATE FUNCTION warclan_participant_is_new(participant bigint) RETURNS boolean
LANGUAGE sql VOLATILE AS $$
    SELECT EXISTS (SELECT 1 FROM public.game_participant p
                   WHERE p.id = participant AND p.xmin = pg_catalog.pg_current_xact_id()::xid)
$$;

CREATE FUNCTION warclan_game_all_owned(game bigint) RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT NOT EXISTS (SELECT 1 FROM public.game_participant p
                       WHERE p.game_id = game AND NOT public.warclan_owns_clan(p.clan_id))
$$;

-- An event hangs from the clan's own side of the game (not an opponent's, whose VP
-- would then pay this clan's Glory).
CREATE FUNCTION warclan_is_side(participant bigint, clan bigint, game bigint) RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT EXISTS (SELECT 1 FROM public.game_participant p
                   WHERE p.id = participant AND p.clan_id = clan AND p.game_id = game)
$$;

CREATE FUNCTION warclan_game_agreed(game bigint) RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT NOT EXISTS (SELECT 1 FROM public.game_participant p
                       WHERE p.game_id = game AND p.status <> 'confirmed')
$$;

-- Clan locks (store/locks.py) for every writer: SELECT … FOR UPDATE would skip the rows
-- row-level security keeps a player from updating, so another player's clan, which a
-- game locks too, would go unlocked. Runs as its owner, who bypasses the policies.
CREATE FUNCTION warclan_lock_clans(ids bigint[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
    PERFORM 1 FROM public.war_clan WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
END
$$;
REVOKE EXECUTE ON FUNCTION warclan_lock_clans(bigint[]) FROM PUBLIC;

CREATE FUNCTION warclan_check_glory() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    ev record;
    side record;
    expected integer;
    highest integer;
BEGIN
    IF public.warclan_is_organiser()
       OR NOT EXISTS (SELECT 1 FROM public.glory_entry WHERE id = NEW.id) THEN
        RETURN NULL;
    END IF;
    IF NEW.kind = 'correction' THEN
        RAISE EXCEPTION 'a Glory correction is the league organiser''s to make'
            USING ERRCODE = '42501';
    END IF;
    SELECT e.id, e.clan_id, e.kind, e.participant_id, e.xmin AS made INTO ev
    FROM public.campaign_event e WHERE e.id = NEW.event_id;
    IF NOT FOUND OR ev.clan_id <> NEW.clan_id
       OR NOT (ev.made = pg_catalog.pg_current_xact_id()::xid) THEN
        RAISE EXCEPTION 'Glory is written only by the post-game sequence that earns or spends it'
            USING ERRCODE = '42501';
    END IF;
    IF ev.kind <> 'post_game' THEN
        RAISE EXCEPTION 'a War Clan file''s Glory ledger is brought into a league by its organiser'
            USING ERRCODE = '42501';
    END IF;
    SELECT * INTO side FROM public.game_participant WHERE id = ev.participant_id;
    IF side.clan_id <> NEW.clan_id THEN
        RAISE EXCEPTION 'Glory is written only by the post-game sequence that earns or spends it'
            USING ERRCODE = '42501';
    END IF;
    IF NEW.kind = 'scenario' THEN
        expected := 20 * side.victory_points + 10 * side.encounter_kills;
    ELSIF NEW.kind = 'catch_up' THEN
        IF side.rank_before >= (SELECT joined_base_rank FROM public.war_clan WHERE id = NEW.clan_id) THEN
            expected := 0;
        ELSE
            SELECT coalesce(max(p.rank_before), side.rank_before) INTO highest
            FROM public.game_participant p WHERE p.game_id = side.game_id AND p.clan_id <> side.clan_id;
            expected := 10 * greatest(0, highest - side.rank_before);
        END IF;
    ELSIF NEW.kind = 'raid' THEN
        expected := (SELECT r.glory FROM public.raid_result r WHERE r.event_id = ev.id);
    ELSIF NEW.kind = 'spend' THEN
        RETURN NULL;  -- the CHECK keeps it negative: a clan spends only its own Glory
    ELSE
        RAISE EXCEPTION 'a % entry in the Glory ledger is the league organiser''s to make', NEW.kind
            USING ERRCODE = '42501';
    END IF;
    IF NEW.amount IS DISTINCT FROM expected
       OR (SELECT count(*) FROM public.glory_entry g
           WHERE g.event_id = ev.id AND g.kind = NEW.kind) > 1 THEN
        RAISE EXCEPTION '% Glory of % does not follow from the game (the rules give %)',
            NEW.kind, NEW.amount, coalesce(expected, 0)
            USING ERRCODE = '42501';
    END IF;
    RETURN NULL;
END
$$;

-- Undo only a clan's latest game (a cascade, e.g. from deleting the clan, is not an undo).
CREATE FUNCTION warclan_undo_latest_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF pg_catalog.pg_trigger_depth() > 1 OR OLD.game_id IS NULL
       OR public.warclan_is_organiser() THEN
        RETURN OLD;
    END IF;
    IF EXISTS (SELECT 1 FROM public.game_participant p
               WHERE p.clan_id = OLD.clan_id AND p.game_id > OLD.game_id) THEN
        RAISE EXCEPTION 'only a War Clan''s latest game can be undone' USING ERRCODE = '42501';
    END IF;
    RETURN OLD;
END
$$;

CREATE FUNCTION warclan_audit() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
    old_row jsonb;
    new_row jsonb;
    whole jsonb;
    before_row jsonb;
    after_row jsonb;
    path text := TG_ARGV[0];
    parent bigint;
    clan bigint;
BEGIN
    IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
    IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
    IF TG_OP = 'UPDATE' THEN  -- compact: only the columns that changed
        SELECT jsonb_object_agg(o.key, o.value) INTO before_row
        FROM jsonb_each(old_row) o WHERE new_row -> o.key IS DISTINCT FROM o.value;
        IF before_row IS NULL THEN RETURN NULL; END IF;
        SELECT jsonb_object_agg(n.key, n.value) INTO after_row
        FROM jsonb_each(new_row) n WHERE old_row -> n.key IS DISTINCT FROM n.value;
    ELSE
        before_row := jsonb_strip_nulls(old_row);
        after_row := jsonb_strip_nulls(new_row);
    END IF;
    whole := coalesce(new_row, old_row);
    IF path = 'self' THEN
        clan := (whole ->> 'id')::bigint;
    ELSIF path = 'clan' THEN
        clan := (whole ->> 'clan_id')::bigint;
    ELSIF path <> 'none' THEN
        parent := (whole ->> (path || '_id'))::bigint;
        clan := CASE path
            WHEN 'warrior' THEN (SELECT clan_id FROM warrior WHERE id = parent)
            WHEN 'event' THEN (SELECT clan_id FROM campaign_event WHERE id = parent)
            ELSE (SELECT clan_id FROM game_participant WHERE id = parent) END;
        IF clan IS NULL THEN  -- the parent went first (a cascade): its insert was audited
            SELECT l.clan_id INTO clan FROM audit_log l
            WHERE l.table_name = CASE path WHEN 'warrior' THEN 'warrior'
                                  WHEN 'event' THEN 'campaign_event'
                                  ELSE 'game_participant' END
              AND l.row_id = parent AND l.op = 'INSERT'
            LIMIT 1;
        END IF;
    END IF;
    INSERT INTO audit_log (at, login, table_name, op, row_id, clan_id, before, after)
    VALUES (now(), session_user, TG_TABLE_NAME, TG_OP,
            coalesce((whole ->> 'id')::bigint, (whole ->> 'participant_id')::bigint),
            clan, before_row, after_row);
    RETURN NULL;
END
$$;

CREATE FUNCTION warclan_audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = current_user AND rolsuper) THEN
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'the league''s audit trail cannot be changed or deleted'
        USING ERRCODE = '42501';
END
$$;
"""

FUNCTION_NAMES = (
    "warclan_audit_append_only()",
    "warclan_audit()",
    "warclan_undo_latest_only()",
    "warclan_check_glory()",
    "warclan_lock_clans(bigint[])",
    "warclan_game_agreed(bigint)",
    "warclan_is_side(bigint, bigint, bigint)",
    "warclan_game_all_owned(bigint)",
    "warclan_participant_is_new(bigint)",
    "warclan_game_is_new(bigint)",
    "warclan_owns_participant(bigint)",
    "warclan_owns_event(bigint)",
    "warclan_owns_warrior(bigint)",
    "warclan_owns_clan(bigint)",
    "warclan_is_organiser()",
)


def _owns(path: str) -> str:
    return {
        "self": "owner = current_user OR warclan_is_organiser()",
        "clan": "warclan_owns_clan(clan_id)",
        "warrior": "warclan_owns_warrior(warrior_id)",
        "event": "warclan_owns_event(event_id)",
        "participant": "warclan_owns_participant(participant_id)",
    }[path]


def _policies(table: str, path: str) -> list[str]:
    """(insert check, update/delete using) per table; reads stay open to every role."""
    owns = _owns(path)
    insert = owns
    using = owns
    if table == "game_participant":
        # The recorder enters the other sides too, as pending, while creating the game.
        insert = f"{owns} OR (status = 'pending' AND warclan_game_is_new(game_id))"
    elif table == "campaign_event":
        insert = (
            f"{owns} AND (game_id IS NULL OR (warclan_game_agreed(game_id)"
            " AND warclan_is_side(participant_id, clan_id, game_id)))"
        )
    elif table == "fielded_warrior":
        insert = f"{owns} OR warclan_participant_is_new(participant_id)"
    return [
        f"CREATE POLICY warclan_read ON {table} FOR SELECT USING (true)",
        f"CREATE POLICY warclan_insert ON {table} FOR INSERT WITH CHECK ({insert})",
        f"CREATE POLICY warclan_update ON {table} FOR UPDATE USING ({using}) WITH CHECK ({using})",
        f"CREATE POLICY warclan_delete ON {table} FOR DELETE USING ({using})",
    ]


GAME_POLICIES = [
    "CREATE POLICY warclan_read ON game FOR SELECT USING (true)",
    "CREATE POLICY warclan_insert ON game FOR INSERT WITH CHECK (true)",
    # Numbering the game being recorded; later, only a game all of whose sides are yours.
    "CREATE POLICY warclan_update ON game FOR UPDATE"
    " USING (xmin = pg_current_xact_id()::xid OR warclan_game_all_owned(id)) WITH CHECK (true)",
    "CREATE POLICY warclan_delete ON game FOR DELETE USING (warclan_game_all_owned(id))",
]


def upgrade() -> None:
    with op.batch_alter_table("war_clan") as batch:
        batch.add_column(sa.Column("owner", sa.String(OWNER_LENGTH), nullable=True))
    with op.batch_alter_table("game_participant") as batch:
        batch.add_column(
            sa.Column(
                "status",
                sa.Enum(
                    "confirmed",
                    "pending",
                    "disputed",
                    name="status",
                    native_enum=False,
                    create_constraint=True,
                    length=10,
                ),
                nullable=False,
                server_default="confirmed",
            )
        )
        batch.add_column(sa.Column("status_note", sa.Text(), nullable=False, server_default=""))
        batch.add_column(sa.Column("status_by", sa.String(OWNER_LENGTH), nullable=True))
    postgresql = op.get_bind().dialect.name == "postgresql"
    json = JSONB() if postgresql else sa.JSON()
    op.create_table(
        "audit_log",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("login", sa.String(OWNER_LENGTH), nullable=False),
        sa.Column("table_name", sa.String(63), nullable=False),
        sa.Column("op", sa.String(6), nullable=False),
        sa.Column("row_id", sa.BigInteger(), nullable=True),
        sa.Column("clan_id", sa.BigInteger(), nullable=True),
        sa.Column("before", json, nullable=True),
        sa.Column("after", json, nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_log")),
    )
    op.create_index(op.f("ix_audit_log_clan_id_at"), "audit_log", ["clan_id", "at"])
    op.create_index(op.f("ix_audit_log_login_at"), "audit_log", ["login", "at"])
    op.create_index(op.f("ix_audit_log_table_name_row_id"), "audit_log", ["table_name", "row_id"])
    if postgresql:
        _server_side()


def _server_side() -> None:
    op.execute("ALTER TABLE war_clan ALTER COLUMN owner SET DEFAULT current_user")
    op.execute(FUNCTIONS)
    for table, path in CLAN_TABLES.items():
        op.execute(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
        for policy in _policies(table, path):
            op.execute(policy)
    op.execute("ALTER TABLE game ENABLE ROW LEVEL SECURITY")
    for policy in GAME_POLICIES:
        op.execute(policy)
    op.execute(
        "CREATE CONSTRAINT TRIGGER warclan_check_glory AFTER INSERT ON glory_entry"
        " DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION warclan_check_glory()"
    )
    for table in ("campaign_event", "game_participant"):
        op.execute(
            f"CREATE TRIGGER warclan_undo_latest_only BEFORE DELETE ON {table}"
            " FOR EACH ROW EXECUTE FUNCTION warclan_undo_latest_only()"
        )
    for table, path in AUDITED.items():
        op.execute(
            f"CREATE TRIGGER warclan_audit AFTER INSERT OR UPDATE OR DELETE ON {table}"
            f" FOR EACH ROW EXECUTE FUNCTION warclan_audit('{path}')"
        )
    op.execute("REVOKE ALL ON audit_log FROM PUBLIC")
    op.execute(
        "CREATE TRIGGER warclan_append_only BEFORE UPDATE OR DELETE ON audit_log"
        " FOR EACH ROW EXECUTE FUNCTION warclan_audit_append_only()"
    )
    op.execute(
        "CREATE TRIGGER warclan_append_only_truncate BEFORE TRUNCATE ON audit_log"
        " FOR EACH STATEMENT EXECUTE FUNCTION warclan_audit_append_only()"
    )
    op.execute(
        "CREATE TRIGGER warclan_notify_change AFTER INSERT OR UPDATE OR DELETE ON audit_log"
        " FOR EACH STATEMENT EXECUTE FUNCTION warclan_notify_change()"
    )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for table in (*CLAN_TABLES, "game"):
            for policy in ("read", "insert", "update", "delete"):
                op.execute(f"DROP POLICY IF EXISTS warclan_{policy} ON {table}")
            op.execute(f"ALTER TABLE {table} DISABLE ROW LEVEL SECURITY")
        for table in AUDITED:
            op.execute(f"DROP TRIGGER IF EXISTS warclan_audit ON {table}")
        for table in ("campaign_event", "game_participant"):
            op.execute(f"DROP TRIGGER IF EXISTS warclan_undo_latest_only ON {table}")
        op.execute("DROP TRIGGER IF EXISTS warclan_check_glory ON glory_entry")
    op.drop_table("audit_log")
    if op.get_bind().dialect.name == "postgresql":
        for name in FUNCTION_NAMES:
            op.execute(f"DROP FUNCTION IF EXISTS {name}")
    with op.batch_alter_table("game_participant") as batch:
        batch.drop_constraint(op.f("ck_game_participant_status"), type_="check")
        batch.drop_column("status_by")
        batch.drop_column("status_note")
        batch.drop_column("status")
    with op.batch_alter_table("war_clan") as batch:
        batch.drop_column("owner")
