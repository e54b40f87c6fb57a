"""What every game night's tables share: the player table's columns.

A game night (Vikings Gone Wild, Micro Midgard) keeps its own players, each a name
unique within that game night, apart from every campaign's players.
"""

from datetime import datetime

from sqlalchemy import DateTime, String, UniqueConstraint
from sqlalchemy.orm import Mapped, declared_attr, mapped_column

from warclan.store.models.base import NAME_LENGTH, NameKeyed, name_key_column


class GameNightPlayer(NameKeyed):
    """Mixed into a game night's player table (``class VgwPlayer(GameNightPlayer, Base)``)."""

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    name_key: Mapped[str] = name_key_column()
    created_at: Mapped[datetime] = mapped_column(DateTime)

    @declared_attr.directive
    def __table_args__(cls) -> tuple[UniqueConstraint]:
        # A constraint belongs to one table: each player table gets its own.
        return (UniqueConstraint("name_key"),)
