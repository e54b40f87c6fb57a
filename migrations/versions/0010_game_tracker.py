"""game tracker: a Ragnarok game (and a Mors Regnat match) at the table, its sides and
every tap, saved as made

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-02 16:00:00

On PostgreSQL the tables send change notices (other players follow the game live) and
row-level security lets a player write only the taps of their own clans, and the
table-wide taps (the next phase, initiative) of a game one of their clans plays.
Everything here is frozen in this file and imports no warclan code.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = ("game_tracker", "game_tracker_side", "game_tracker_tap")
MR_TABLES = ("match_tracker", "match_tracker_tap")  # Mors Regnat: no owners, as warbands

PLAYS_IN = """
CREATE FUNCTION warclan_plays_in_tracker(tracker bigint) RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT EXISTS (SELECT 1 FROM public.game_tracker_side s
                   WHERE s.tracker_id = tracker AND public.warclan_owns_clan(s.clan_id))
$$
"""

POLICIES = (
    "CREATE POLICY warclan_read ON game_tracker FOR SELECT USING (true)",
    "CREATE POLICY warclan_insert ON game_tracker FOR INSERT WITH CHECK (true)",
    "CREATE POLICY warclan_update ON game_tracker FOR UPDATE"
    " USING (warclan_plays_in_tracker(id)) WITH CHECK (warclan_plays_in_tracker(id))",
    "CREATE POLICY warclan_delete ON game_tracker FOR DELETE USING (warclan_plays_in_tracker(id))",
    "CREATE POLICY warclan_read ON game_tracker_side FOR SELECT USING (true)",
    # Sides are written with the tracker, in its own transaction.
    "CREATE POLICY warclan_insert ON game_tracker_side FOR INSERT WITH CHECK ("
    " EXISTS (SELECT 1 FROM game_tracker t WHERE t.id = tracker_id"
    " AND t.xmin = pg_catalog.pg_current_xact_id()::xid))",
    "CREATE POLICY warclan_read ON game_tracker_tap FOR SELECT USING (true)",
    "CREATE POLICY warclan_insert ON game_tracker_tap FOR INSERT WITH CHECK ("
    " CASE WHEN clan_id IS NULL THEN warclan_plays_in_tracker(tracker_id)"
    " ELSE warclan_owns_clan(clan_id) END)",
    "CREATE POLICY warclan_delete ON game_tracker_tap FOR DELETE USING ("
    " CASE WHEN clan_id IS NULL THEN warclan_plays_in_tracker(tracker_id)"
    " ELSE warclan_owns_clan(clan_id) END)",
)


def upgrade() -> None:
    op.create_table(
        "game_tracker",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=12), nullable=False),
        sa.Column("setup", sa.JSON(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=False),
        sa.Column("started_by", sa.String(length=63), nullable=True),
        sa.Column("game_id", sa.Integer(), nullable=True),
        sa.CheckConstraint(
            "status IN ('playing', 'ended', 'recorded', 'abandoned')",
            name=op.f("ck_game_tracker_status"),
        ),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaign.id"],
            name=op.f("fk_game_tracker_campaign_id_campaign"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["game_id"], ["game.id"], name=op.f("fk_game_tracker_game_id_game"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_tracker")),
    )
    op.create_index(op.f("ix_game_tracker_campaign_id"), "game_tracker", ["campaign_id"])
    op.create_index(op.f("ix_game_tracker_game_id"), "game_tracker", ["game_id"])
    op.create_table(
        "game_tracker_side",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tracker_id", sa.Integer(), nullable=False),
        sa.Column("clan_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tracker_id"],
            ["game_tracker.id"],
            name=op.f("fk_game_tracker_side_tracker_id_game_tracker"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["clan_id"],
            ["war_clan.id"],
            name=op.f("fk_game_tracker_side_clan_id_war_clan"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_tracker_side")),
        sa.UniqueConstraint(
            "tracker_id", "clan_id", name=op.f("uq_game_tracker_side_tracker_id_clan_id")
        ),
    )
    op.create_index(op.f("ix_game_tracker_side_clan_id"), "game_tracker_side", ["clan_id"])
    op.create_table(
        "game_tracker_tap",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tracker_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("clan_id", sa.Integer(), nullable=True),
        sa.Column("by", sa.String(length=63), nullable=True),
        sa.CheckConstraint("seq >= 1", name=op.f("ck_game_tracker_tap_seq_positive")),
        sa.ForeignKeyConstraint(
            ["tracker_id"],
            ["game_tracker.id"],
            name=op.f("fk_game_tracker_tap_tracker_id_game_tracker"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["clan_id"],
            ["war_clan.id"],
            name=op.f("fk_game_tracker_tap_clan_id_war_clan"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_tracker_tap")),
        sa.UniqueConstraint("tracker_id", "seq", name=op.f("uq_game_tracker_tap_tracker_id_seq")),
    )
    op.create_index(op.f("ix_game_tracker_tap_clan_id"), "game_tracker_tap", ["clan_id"])
    op.create_table(
        "match_tracker",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=12), nullable=False),
        sa.Column("setup", sa.JSON(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.CheckConstraint(
            "status IN ('playing', 'ended', 'recorded', 'abandoned')",
            name=op.f("ck_match_tracker_status"),
        ),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["mr_match.id"],
            name=op.f("fk_match_tracker_match_id_mr_match"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_match_tracker")),
    )
    op.create_index(op.f("ix_match_tracker_match_id"), "match_tracker", ["match_id"])
    op.create_table(
        "match_tracker_tap",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tracker_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.CheckConstraint("seq >= 1", name=op.f("ck_match_tracker_tap_seq_positive")),
        sa.ForeignKeyConstraint(
            ["tracker_id"],
            ["match_tracker.id"],
            name=op.f("fk_match_tracker_tap_tracker_id_match_tracker"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_match_tracker_tap")),
        sa.UniqueConstraint("tracker_id", "seq", name=op.f("uq_match_tracker_tap_tracker_id_seq")),
    )
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(PLAYS_IN)
    for table in MR_TABLES:
        op.execute(
            f"CREATE TRIGGER warclan_notify_change AFTER INSERT OR UPDATE OR DELETE "
            f"ON {table} FOR EACH STATEMENT EXECUTE FUNCTION warclan_notify_change()"
        )
    for table in TABLES:
        op.execute(
            f"CREATE TRIGGER warclan_notify_change AFTER INSERT OR UPDATE OR DELETE "
            f"ON {table} FOR EACH STATEMENT EXECUTE FUNCTION warclan_notify_change()"
        )
        op.execute(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
    for policy in POLICIES:
        op.execute(policy)


def downgrade() -> None:
    for table in (*reversed(MR_TABLES), *reversed(TABLES)):
        op.drop_table(table)
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP FUNCTION warclan_plays_in_tracker(bigint)")
