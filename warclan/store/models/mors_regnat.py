"""Mors Regnat tables (prefix ``mr_``): warbands, warriors, special abilities, the match log.

No game rules here. A warrior stores only what the player chose (CP bought per stat,
the weapon's key, the abilities with their price); stats, CP totals and derived values
are computed by ``warclan.rules.mors_regnat.builder``, so a stored warrior can never disagree
with its own numbers.

The match log keeps history: each side stores the warband's name as it was when the
match was recorded and whether it won, and its link to the warband is set to NULL
(``ON DELETE SET NULL``) when the warband is deleted. Deleting a warband therefore never
rewrites another warband's record (played, won, lost, drawn). The winner is a flag on
the side rather than a foreign key on the match for the same reason: a deleted winner
must still be shown as the winner.
"""

from datetime import date, datetime

from sqlalchemy import (
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

from warclan.store.models.base import NAME_LENGTH, Base, NameKeyed, name_key_column

WEAPON_KEY_LENGTH = 40


class MrWarband(NameKeyed, Base):
    __tablename__ = "mr_warband"
    __table_args__ = (
        UniqueConstraint("name_key"),
        *(
            CheckConstraint(f"{stat}_limit >= 0", name=f"{stat}_limit_not_negative")
            for stat in ("speed", "attack", "toughness", "wounds")
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    name_key: Mapped[str] = name_key_column()
    # Optional maxima on stat values (not CP) agreed by the players; NULL = no limit.
    speed_limit: Mapped[int | None] = mapped_column(Integer)
    attack_limit: Mapped[int | None] = mapped_column(Integer)
    toughness_limit: Mapped[int | None] = mapped_column(Integer)
    wounds_limit: Mapped[int | None] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    updated_at: Mapped[datetime] = mapped_column(DateTime)


class MrWarrior(NameKeyed, Base):
    __tablename__ = "mr_warrior"
    __table_args__ = (
        UniqueConstraint("warband_id", "name_key"),
        *(
            CheckConstraint(f"{stat}_cp >= 0", name=f"{stat}_cp_not_negative")
            for stat in ("speed", "attack", "toughness", "wounds")
        ),
        CheckConstraint("position >= 0", name="position_not_negative"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    warband_id: Mapped[int] = mapped_column(ForeignKey("mr_warband.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)  # order on the roster, 0-based
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    name_key: Mapped[str] = name_key_column()
    # Creation Points bought per stat; the stat values are derived from these.
    speed_cp: Mapped[int] = mapped_column(Integer, default=0)
    attack_cp: Mapped[int] = mapped_column(Integer, default=0)
    toughness_cp: Mapped[int] = mapped_column(Integer, default=0)
    wounds_cp: Mapped[int] = mapped_column(Integer, default=0)
    weapon_key: Mapped[str] = mapped_column(String(WEAPON_KEY_LENGTH))
    created_at: Mapped[datetime] = mapped_column(DateTime)
    # Raised by every update, so an edit made from a stale copy is refused (see
    # store.errors.StaleEditError) instead of overwriting someone else's.
    version: Mapped[int] = mapped_column(Integer, server_default="1")
    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012


class MrAbility(Base):
    """A player-made special ability of one warrior, with the CP it costs."""

    __tablename__ = "mr_ability"
    # The rules price a special ability at 1 or 2 CP.
    __table_args__ = (CheckConstraint("cost BETWEEN 1 AND 2", name="cost_one_or_two"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    warrior_id: Mapped[int] = mapped_column(
        ForeignKey("mr_warrior.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    description: Mapped[str] = mapped_column(Text, default="")
    cost: Mapped[int] = mapped_column(Integer)


class MrMatch(Base):
    __tablename__ = "mr_match"

    id: Mapped[int] = mapped_column(primary_key=True)
    played_on: Mapped[date] = mapped_column(Date)
    draw: Mapped[bool] = mapped_column(Boolean, default=False)
    notes: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class MrMatchSide(Base):
    """One warband in one match. See the module docstring for why the name is copied."""

    __tablename__ = "mr_match_side"
    __table_args__ = (
        UniqueConstraint("match_id", "warband_id"),
        CheckConstraint("casualties >= 0", name="casualties_not_negative"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("mr_match.id", ondelete="CASCADE"))
    warband_id: Mapped[int | None] = mapped_column(
        ForeignKey("mr_warband.id", ondelete="SET NULL"), index=True
    )
    warband_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    position: Mapped[int] = mapped_column(Integer)  # order the sides were entered
    casualties: Mapped[int] = mapped_column(Integer, default=0)  # warriors this side lost
    won: Mapped[bool] = mapped_column(Boolean, default=False)
