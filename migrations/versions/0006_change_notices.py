"""change notices: on PostgreSQL every write to a warclan table sends a NOTIFY on the
``warclan_changes`` channel, so open windows of other players refresh (store/live.py)

The payload is ``table|application_name``: the table written and the writing client's
name, which lets a window skip its own changes. Statement-level triggers, so one game
recorded is a handful of notices, and PostgreSQL folds identical notices of one
transaction into one. A table added by a later migration needs the trigger too
(tests/store/test_live.py checks every table has it). SQLite needs nothing: its watcher
polls ``PRAGMA data_version``.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-03 10:00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = (
    "campaign",
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
    "catalog_override",
    "raid_result",
    "clan_store",
    "warrior_god_power",
    "warrior_item",
    "model_profile",
    "mr_warband",
    "mr_warrior",
    "mr_ability",
    "mr_match",
    "mr_match_side",
    "mm_player",
    "mm_loki_game",
    "mm_loki_event",
    "mm_match",
    "vgw_play",
    "vgw_player",
    "vgw_play_player",
)

FUNCTION = """
CREATE OR REPLACE FUNCTION warclan_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify(
        'warclan_changes',
        TG_TABLE_NAME || '|' || coalesce(current_setting('application_name', true), '')
    );
    RETURN NULL;
END
$$
"""


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(FUNCTION)
    for table in TABLES:
        op.execute(
            f"CREATE TRIGGER warclan_notify_change AFTER INSERT OR UPDATE OR DELETE "
            f"ON {table} FOR EACH STATEMENT EXECUTE FUNCTION warclan_notify_change()"
        )


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table in TABLES:
        op.execute(f"DROP TRIGGER IF EXISTS warclan_notify_change ON {table}")
    op.execute("DROP FUNCTION IF EXISTS warclan_notify_change()")
