"""version counters: warrior, catalog_override and mr_warrior carry a version that every
update raises, so an edit made from a stale copy is refused instead of overwriting

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = ("warrior", "catalog_override", "mr_warrior")


def upgrade() -> None:
    for table in TABLES:
        op.add_column(table, sa.Column("version", sa.Integer(), server_default="1", nullable=False))


def downgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table) as batch:
            batch.drop_column("version")
