"""Micro Midgard tables (prefix ``mm_``): players, the match log and Loki companion games.

A match stores both final scores (points, Gold, Mead); the winner is decided by
``warclan.rules.micro_midgard.result`` from them. In a solo match side B is Loki
(``b_player_id`` NULL). A Loki companion game stores its seed and the list of events
(draws, scored Prophecies, focus moves): card numbers and positions are replayed from
them, and no card text is ever stored.
"""

from datetime import date, datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from warclan.store.models.base import NAME_LENGTH, Base
from warclan.store.models.game_nights import GameNightPlayer


class MmPlayer(GameNightPlayer, Base):
    __tablename__ = "mm_player"


class MmLokiGame(Base):
    """A solo game with the Loki companion: the seed of the Loki deck and its events."""

    __tablename__ = "mm_loki_game"

    id: Mapped[int] = mapped_column(primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("mm_player.id"), index=True)
    seed: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(DateTime)


class MmLokiEvent(Base):
    __tablename__ = "mm_loki_event"
    __table_args__ = (
        UniqueConstraint("game_id", "seq"),
        CheckConstraint("seq >= 1", name="seq_positive"),
        CheckConstraint("kind IN ('draw', 'prophecy', 'focus')", name="kind"),
        CheckConstraint("side IS NULL OR side IN ('sun', 'moon')", name="side"),
        CheckConstraint("scorer IS NULL OR scorer IN ('player', 'loki', 'tie')", name="scorer"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    # No index of its own: the UNIQUE constraint starts with it.
    game_id: Mapped[int] = mapped_column(ForeignKey("mm_loki_game.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))  # draw | prophecy | focus
    side: Mapped[str | None] = mapped_column(String(8))  # sun | moon
    scorer: Mapped[str | None] = mapped_column(String(8))  # player | loki | tie


class MmMatch(Base):
    __tablename__ = "mm_match"
    __table_args__ = (
        *(CheckConstraint(f"{s}_points >= 0", name=f"{s}_points_not_negative") for s in "ab"),
        *(
            CheckConstraint(f"{s}_{what} BETWEEN 0 AND 7", name=f"{s}_{what}_zero_to_seven")
            for s in "ab"
            for what in ("gold", "mead")
        ),
        CheckConstraint("first IN ('a', 'b')", name="first"),
        CheckConstraint(
            "(solo AND b_player_id IS NULL) OR (NOT solo AND b_player_id IS NOT NULL)",
            name="solo_has_no_player_b",
        ),
        CheckConstraint("loki_game_id IS NULL OR solo", name="loki_game_only_solo"),
        CheckConstraint("seed IS NULL OR seed >= 0", name="seed_not_negative"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    played_on: Mapped[date] = mapped_column(Date)
    solo: Mapped[bool] = mapped_column(Boolean, default=False)
    a_player_id: Mapped[int] = mapped_column(ForeignKey("mm_player.id"), index=True)
    a_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    a_points: Mapped[int] = mapped_column(Integer)
    a_gold: Mapped[int] = mapped_column(Integer)
    a_mead: Mapped[int] = mapped_column(Integer)
    b_player_id: Mapped[int | None] = mapped_column(ForeignKey("mm_player.id"), index=True)
    b_name: Mapped[str] = mapped_column(String(NAME_LENGTH))  # "Loki" in a solo match
    b_points: Mapped[int] = mapped_column(Integer)
    b_gold: Mapped[int] = mapped_column(Integer)
    b_mead: Mapped[int] = mapped_column(Integer)
    first: Mapped[str] = mapped_column(String(1), default="a")  # who started: a | b
    seed: Mapped[int | None] = mapped_column(BigInteger)
    loki_game_id: Mapped[int | None] = mapped_column(
        ForeignKey("mm_loki_game.id", ondelete="SET NULL")
    )
    notes: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)
