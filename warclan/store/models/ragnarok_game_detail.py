"""What a recorded Ragnarok game keeps beyond who played and the Glory: the warriors each
clan fielded, every die of a post-game sequence, and the raid's result.

Apart from :mod:`warclan.store.models.ragnarok` because showing a campaign or a War Clan
needs none of them; only recording, undoing and reporting games do. Same conventions
(no game rules; children deleted with their event or participant).
"""

from sqlalchemy import Boolean, CheckConstraint, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from warclan.rules.dice import DiceKind, DiceOrigin
from warclan.store.models import ragnarok  # noqa: F401  (the tables these rows point at)
from warclan.store.models.base import NAME_LENGTH, Base, cascade_fk, str_enum


class FieldedWarrior(Base):
    __tablename__ = "fielded_warrior"

    participant_id: Mapped[int] = mapped_column(
        ForeignKey("game_participant.id", ondelete="CASCADE"), primary_key=True
    )
    warrior_id: Mapped[int] = mapped_column(
        ForeignKey("warrior.id", ondelete="CASCADE"), primary_key=True, index=True
    )
    removed_from_play: Mapped[bool] = mapped_column(Boolean, default=False)


class DiceRollRecord(Base):
    __tablename__ = "dice_roll"
    __table_args__ = (
        UniqueConstraint("event_id", "position"),
        CheckConstraint("position >= 0", name="position_not_negative"),
        CheckConstraint(
            "(kind = '2D6' AND value BETWEEN 2 AND 12) OR (kind = '1D6' AND value BETWEEN 1 AND 6)"
            " OR (kind = 'D10' AND value BETWEEN 1 AND 10)",
            name="value_on_the_dice",
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = cascade_fk("campaign_event.id", index=False)
    position: Mapped[int] = mapped_column(Integer)  # order within the event
    kind: Mapped[DiceKind] = mapped_column(str_enum(DiceKind, "kind", 8))
    value: Mapped[int] = mapped_column(Integer)
    origin: Mapped[DiceOrigin] = mapped_column(str_enum(DiceOrigin, "origin", 10))
    purpose: Mapped[str] = mapped_column(String(200))


class RaidResult(Base):
    """Step 3: the clan's raid roll and what the Raid Table gave."""

    __tablename__ = "raid_result"
    __table_args__ = (
        CheckConstraint("roll BETWEEN 2 AND 12", name="roll_on_2d6"),
        CheckConstraint("survivors >= 1", name="survivors_positive"),
        CheckConstraint("glory >= 0", name="glory_not_negative"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(
        ForeignKey("campaign_event.id", ondelete="CASCADE"), unique=True
    )
    survivors: Mapped[int] = mapped_column(Integer)
    roll: Mapped[int] = mapped_column(Integer)
    modifier: Mapped[int] = mapped_column(Integer)
    row_key: Mapped[str] = mapped_column(String(NAME_LENGTH))
    row_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    glory: Mapped[int] = mapped_column(Integer)
    house_rule: Mapped[bool] = mapped_column(Boolean, default=True)
