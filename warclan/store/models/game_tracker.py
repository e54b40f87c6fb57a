"""A Ragnarok game at the table (``game_tracker``): its sides as they stood when it
began, and every tap made since (``game_tracker_tap``), saved the moment it is made.

The state is never stored: ``warclan.rules.ragnarok.tracker.replay`` folds the taps, so
a crash loses nothing and undo drops the last tap. ``seq`` is unique per game, which is
what keeps two clients tapping at once from both taking the same place in the log.
"""

from datetime import datetime
from typing import Any, ClassVar

from sqlalchemy import (
    CheckConstraint,
    DateTime,
    ForeignKey,
    ForeignKeyConstraint,
    Integer,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, declared_attr, mapped_column

from warclan.store.models.base import OWNER_LENGTH, Base, cascade_fk

TRACKER_STATUSES = ("playing", "ended", "recorded", "abandoned")


class GameTracker(Base):
    __tablename__ = "game_tracker"
    __table_args__ = (
        CheckConstraint("status IN ('playing', 'ended', 'recorded', 'abandoned')", name="status"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    campaign_id: Mapped[int] = cascade_fk("campaign.id")
    status: Mapped[str] = mapped_column(String(12), default="playing")
    # The sides and warriors fielded, with their stats and God Powers then (Setup).
    setup: Mapped[dict[str, Any]]
    started_at: Mapped[datetime] = mapped_column(DateTime)
    started_by: Mapped[str | None] = mapped_column(String(OWNER_LENGTH), nullable=True)
    # The game Record Game made from it; the log stays with it in the clan's History.
    game_id: Mapped[int | None] = mapped_column(
        ForeignKey("game.id", ondelete="SET NULL"), nullable=True, index=True
    )


class GameTrackerSide(Base):
    """The clans of a tracked game, so the server can tell whose taps are whose."""

    __tablename__ = "game_tracker_side"
    __table_args__ = (UniqueConstraint("tracker_id", "clan_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    tracker_id: Mapped[int] = cascade_fk("game_tracker.id", index=False)
    clan_id: Mapped[int] = cascade_fk("war_clan.id")


class Taps:
    """A tracker's tap log: each tap's place in it (``seq``, unique per tracker), when it
    was made, its kind and its arguments. Both systems' tap tables are this."""

    tracker_table: ClassVar[str]

    @declared_attr.directive
    @classmethod
    def __table_args__(cls) -> tuple[Any, ...]:
        return (
            UniqueConstraint("tracker_id", "seq"),
            CheckConstraint("seq >= 1", name="seq_positive"),
            ForeignKeyConstraint(["tracker_id"], [f"{cls.tracker_table}.id"], ondelete="CASCADE"),
        )

    id: Mapped[int] = mapped_column(primary_key=True)
    tracker_id: Mapped[int] = mapped_column(Integer)  # no index: the UNIQUE starts with it
    seq: Mapped[int] = mapped_column(Integer)
    at: Mapped[datetime] = mapped_column(DateTime)
    kind: Mapped[str] = mapped_column(String(16))
    data: Mapped[dict[str, Any]]


class GameTrackerTap(Taps, Base):
    __tablename__ = "game_tracker_tap"
    tracker_table = "game_tracker"

    # sort_order: after the log's columns (the table's own would otherwise come first).
    # The clan the tap is about (None: the whole table, e.g. the next phase).
    clan_id: Mapped[int | None] = mapped_column(
        ForeignKey("war_clan.id", ondelete="CASCADE"), nullable=True, index=True, sort_order=1
    )
    by: Mapped[str | None] = mapped_column(String(OWNER_LENGTH), nullable=True, sort_order=1)


class MrTracker(Base):
    """A Mors Regnat match at the table (the same idea: a setup, then the taps)."""

    __tablename__ = "match_tracker"
    __table_args__ = (
        CheckConstraint("status IN ('playing', 'ended', 'recorded', 'abandoned')", name="status"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    status: Mapped[str] = mapped_column(String(12), default="playing")
    setup: Mapped[dict[str, Any]]
    started_at: Mapped[datetime] = mapped_column(DateTime)
    # The match log's entry made from it.
    match_id: Mapped[int | None] = mapped_column(
        ForeignKey("mr_match.id", ondelete="SET NULL"), nullable=True, index=True
    )


class MrTrackerTap(Taps, Base):
    __tablename__ = "match_tracker_tap"
    tracker_table = "match_tracker"
