"""Vikings Gone Wild: Ragnarok! tables (prefix ``vgw_``): players and the play log.

A play stores only what happened (player count, handicaps taken and how often, won,
whether any VP was lost); its Glory and rank are computed by ``warclan.rules.vgw.glory``,
so a stored play can never disagree with its own numbers. Each player of a play keeps
the name it had, like the Mors Regnat match log.
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

HANDICAPS = ("more_cards", "more_objectives", "fewer_vp")


class VgwPlayer(GameNightPlayer, Base):
    __tablename__ = "vgw_player"


class VgwPlay(Base):
    __tablename__ = "vgw_play"
    __table_args__ = (
        CheckConstraint("player_count BETWEEN 1 AND 4", name="player_count_one_to_four"),
        *(CheckConstraint(f"{h} BETWEEN 0 AND 3", name=f"{h}_zero_to_three") for h in HANDICAPS),
        CheckConstraint(
            "war_of_jarls OR (" + " AND ".join(f"{h} <= 1" for h in HANDICAPS) + ")",
            name="handicaps_once_outside_war_of_jarls",
        ),
        CheckConstraint("seed IS NULL OR seed >= 0", name="seed_not_negative"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    played_on: Mapped[date] = mapped_column(Date)
    team: Mapped[str] = mapped_column(String(NAME_LENGTH), default="")  # "" = no team name
    player_count: Mapped[int] = mapped_column(Integer)
    war_of_jarls: Mapped[bool] = mapped_column(Boolean, default=False)
    # How many times each handicap was taken (0–1; up to 3 in War of Jarls play).
    more_cards: Mapped[int] = mapped_column(Integer, default=0)
    more_objectives: Mapped[int] = mapped_column(Integer, default=0)
    fewer_vp: Mapped[int] = mapped_column(Integer, default=0)
    won: Mapped[bool] = mapped_column(Boolean)
    lost_vp: Mapped[bool] = mapped_column(Boolean)  # any Victory Point lost during the game
    seed: Mapped[int | None] = mapped_column(BigInteger)  # the setup's seed, if made here
    notes: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class VgwPlayPlayer(Base):
    __tablename__ = "vgw_play_player"
    __table_args__ = (
        UniqueConstraint("play_id", "player_id"),
        CheckConstraint("position >= 0", name="position_not_negative"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    # No index of its own: the UNIQUE constraint starts with it.
    play_id: Mapped[int] = mapped_column(ForeignKey("vgw_play.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("vgw_player.id"), index=True)
    player_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    position: Mapped[int] = mapped_column(Integer)
