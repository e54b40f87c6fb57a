"""campaign_event.dice_seed: the seed warclan rolled a sequence's dice with, so the
history can say where each rolled die came from and the same seed repeats them

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-01 18:30:00

"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A plain ADD COLUMN (no table rebuild): sequences already recorded keep NULL, which
    # the history shows as "rolled by warclan" without a seed.
    with op.batch_alter_table("campaign_event") as batch:
        batch.add_column(sa.Column("dice_seed", sa.BigInteger(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("campaign_event") as batch:
        batch.drop_column("dice_seed")
