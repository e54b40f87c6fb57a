"""The database tables, as typed SQLAlchemy 2 models.

No game rules here. Habits: the Glory ledger is the truth (no running totals); a warrior
keeps the stats copied from its profile at recruitment; injuries and improvements are
rows and current stats are derived; every post-game sequence is one ``CampaignEvent``
whose children go with it when a game is undone (``ON DELETE CASCADE``).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy import true as sa_true
from sqlalchemy.orm import Mapped, mapped_column

from warclan.store.models.base import NAME_LENGTH, Base


def _fk(target: str, *, cascade: bool = True, nullable: bool = False) -> Any:
    return mapped_column(
        ForeignKey(target, ondelete="CASCADE" if cascade else "RESTRICT"),
        nullable=nullable,
        index=True,
    )


class Campaign(Base):
    __tablename__ = "campaign"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH), unique=True)
    game_system: Mapped[str] = mapped_column(String(40), default="ragnarok")
    notes: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)
    # False: the group does not use the Raid Table; post-game sequences make no raid roll.
    raids: Mapped[bool] = mapped_column(Boolean, default=True, server_default=sa_true())


class Player(Base):
    __tablename__ = "player"
    __table_args__ = (UniqueConstraint("campaign_id", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    campaign_id: Mapped[int] = _fk("campaign.id")
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))


class WarClan(Base):
    __tablename__ = "war_clan"
    __table_args__ = (UniqueConstraint("campaign_id", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    campaign_id: Mapped[int] = _fk("campaign.id")
    player_id: Mapped[int] = _fk("player.id")
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    # Glory spent on the founding warriors, out of the 800 a War Clan is built from.
    creation_cost: Mapped[int] = mapped_column(Integer)
    # The campaign's base War Clan Rank when the clan joined (catch-up bonus).
    joined_base_rank: Mapped[int] = mapped_column(Integer, default=0)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    # Version of each rules catalogue the clan was built with, e.g. {"god_powers": 1}.
    catalog_versions: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(DateTime)


class Warrior(Base):
    __tablename__ = "warrior"
    __table_args__ = (UniqueConstraint("clan_id", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    clan_id: Mapped[int] = _fk("war_clan.id")
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    # Copied from the model profile at recruitment; later catalogue edits never touch them.
    profile_key: Mapped[str] = mapped_column(String(NAME_LENGTH))
    profile_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    faction: Mapped[str] = mapped_column(String(NAME_LENGTH), default="")
    ap: Mapped[int] = mapped_column(Integer)
    hp: Mapped[int] = mapped_column(Integer)
    sp: Mapped[int] = mapped_column(Integer)
    ma: Mapped[int] = mapped_column(Integer)
    ra: Mapped[int] = mapped_column(Integer)
    df: Mapped[int] = mapped_column(Integer)
    rs: Mapped[int] = mapped_column(Integer)
    dr: Mapped[int] = mapped_column(Integer)
    mn: Mapped[int] = mapped_column(Integer)
    size: Mapped[int] = mapped_column(Integer)
    base_size: Mapped[str] = mapped_column(String(20), default="")
    special_abilities: Mapped[list[Any]] = mapped_column(JSON, default=list)
    attacks: Mapped[list[Any]] = mapped_column(JSON, default=list)
    cost_paid: Mapped[int] = mapped_column(Integer)
    # The post-game event that recruited it; NULL for a founding member.
    recruited_event_id: Mapped[int | None] = _fk("campaign_event.id", nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    # Raised by every update, so an edit made from a stale copy is refused (see
    # store.errors.StaleEditError) instead of overwriting someone else's.
    version: Mapped[int] = mapped_column(Integer, server_default="1")
    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012


class Game(Base):
    __tablename__ = "game"
    __table_args__ = (UniqueConstraint("campaign_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    campaign_id: Mapped[int] = _fk("campaign.id")
    seq: Mapped[int] = mapped_column(Integer)  # order of recording within the campaign
    played_on: Mapped[date] = mapped_column(Date)
    scenario: Mapped[str] = mapped_column(String(NAME_LENGTH), default="")
    notes: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class GameParticipant(Base):
    __tablename__ = "game_participant"
    __table_args__ = (
        UniqueConstraint("game_id", "clan_id"),
        Index("ix_game_participant_clan_game", "clan_id", "game_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = _fk("game.id")
    clan_id: Mapped[int] = mapped_column(ForeignKey("war_clan.id", ondelete="CASCADE"))
    victory_points: Mapped[int] = mapped_column(Integer)
    encounter_kills: Mapped[int] = mapped_column(Integer)
    # War Clan Rank as it stood before this game's Glory (the catch-up bonus uses it).
    rank_before: Mapped[int] = mapped_column(Integer)


class FieldedWarrior(Base):
    __tablename__ = "fielded_warrior"

    participant_id: Mapped[int] = mapped_column(
        ForeignKey("game_participant.id", ondelete="CASCADE"), primary_key=True
    )
    warrior_id: Mapped[int] = mapped_column(
        ForeignKey("warrior.id", ondelete="CASCADE"), primary_key=True, index=True
    )
    removed_from_play: Mapped[bool] = mapped_column(Boolean, default=False)


class CampaignEvent(Base):
    """One clan's post-game campaign sequence for one game."""

    __tablename__ = "campaign_event"

    id: Mapped[int] = mapped_column(primary_key=True)
    clan_id: Mapped[int] = _fk("war_clan.id")
    # NULL for an "import" event: history brought in from another campaign's file.
    game_id: Mapped[int | None] = _fk("game.id", nullable=True)
    participant_id: Mapped[int | None] = mapped_column(
        ForeignKey("game_participant.id", ondelete="CASCADE"), unique=True, nullable=True
    )
    kind: Mapped[str] = mapped_column(String(20), default="post_game")  # post_game | import
    created_at: Mapped[datetime] = mapped_column(DateTime)


class GloryEntry(Base):
    __tablename__ = "glory_entry"
    __table_args__ = (Index("ix_glory_entry_clan_kind", "clan_id", "kind", "amount"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    clan_id: Mapped[int] = mapped_column(ForeignKey("war_clan.id", ondelete="CASCADE"))
    event_id: Mapped[int | None] = _fk("campaign_event.id", nullable=True)
    kind: Mapped[str] = mapped_column(String(20))
    amount: Mapped[int] = mapped_column(Integer)
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class DiceRollRecord(Base):
    __tablename__ = "dice_roll"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = _fk("campaign_event.id")
    position: Mapped[int] = mapped_column(Integer)  # order within the event
    kind: Mapped[str] = mapped_column(String(8))
    value: Mapped[int] = mapped_column(Integer)
    origin: Mapped[str] = mapped_column(String(10))  # entered | rolled
    purpose: Mapped[str] = mapped_column(String(200))


class Injury(Base):
    __tablename__ = "injury"
    # Current stats need only injuries with a lasting effect; this index finds them without
    # reading a long-lived warrior's whole injury history.
    __table_args__ = (Index("ix_injury_warrior_lasting", "warrior_id", "lasting"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = _fk("campaign_event.id")
    warrior_id: Mapped[int] = mapped_column(ForeignKey("warrior.id", ondelete="CASCADE"))
    roll: Mapped[int] = mapped_column(Integer)
    result: Mapped[str] = mapped_column(String(20))
    severe_key: Mapped[str | None] = mapped_column(String(40))
    severe_name: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    severe_house_rule: Mapped[bool] = mapped_column(Boolean, default=False)
    stat: Mapped[str | None] = mapped_column(String(4))
    stat_delta: Mapped[int] = mapped_column(Integer, default=0)
    becomes_blind: Mapped[bool] = mapped_column(Boolean, default=False)
    equipment_roll: Mapped[int | None] = mapped_column(Integer)
    loses_equipment: Mapped[bool] = mapped_column(Boolean, default=False)
    misses_next_game: Mapped[bool] = mapped_column(Boolean, default=False)
    raid_survivor: Mapped[bool] = mapped_column(Boolean, default=False)
    removed: Mapped[bool] = mapped_column(Boolean, default=False)
    dies: Mapped[bool] = mapped_column(Boolean, default=False)
    # A severe injury or a removal: changes the warrior for good (not just the next game).
    lasting: Mapped[bool] = mapped_column(Boolean, default=False)


class Improvement(Base):
    __tablename__ = "improvement"

    id: Mapped[int] = mapped_column(primary_key=True)
    warrior_id: Mapped[int] = _fk("warrior.id")
    event_id: Mapped[int | None] = _fk("campaign_event.id", nullable=True)
    stat: Mapped[str] = mapped_column(String(4))
    delta: Mapped[int] = mapped_column(Integer)
    glory_paid: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime)


class CatalogOverride(Base):
    """A group's edit of one rules-catalogue entry for one campaign (a house-rules pack)."""

    __tablename__ = "catalog_override"
    __table_args__ = (UniqueConstraint("campaign_id", "catalog", "entry_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    campaign_id: Mapped[int] = _fk("campaign.id")
    catalog: Mapped[str] = mapped_column(String(40))
    entry_key: Mapped[str] = mapped_column(String(NAME_LENGTH))
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)
    # Raised by every update, so an edit made from a stale copy is refused (see
    # store.errors.StaleEditError) instead of overwriting someone else's.
    version: Mapped[int] = mapped_column(Integer, server_default="1")
    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012


class RaidResult(Base):
    """Step 3: the clan's raid roll and what the Raid Table gave."""

    __tablename__ = "raid_result"

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


class ClanStore(Base):
    """Supplies on the War Clan Sheet (raid finds)."""

    __tablename__ = "clan_store"

    id: Mapped[int] = mapped_column(primary_key=True)
    clan_id: Mapped[int] = _fk("war_clan.id")
    event_id: Mapped[int | None] = _fk("campaign_event.id", nullable=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    quantity: Mapped[int] = mapped_column(Integer, default=1)
    source: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class WarriorGodPower(Base):
    """A God Power imprinted on a warrior, copied from the catalogue with the price paid."""

    __tablename__ = "warrior_god_power"

    id: Mapped[int] = mapped_column(primary_key=True)
    warrior_id: Mapped[int] = _fk("warrior.id")
    event_id: Mapped[int | None] = _fk("campaign_event.id", nullable=True)
    step: Mapped[str] = mapped_column(String(20))  # improve | purchase | import
    power_key: Mapped[str] = mapped_column(String(NAME_LENGTH))
    god: Mapped[str] = mapped_column(String(60))
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    godspark_cost: Mapped[int] = mapped_column(Integer)
    boosts: Mapped[list[Any]] = mapped_column(JSON, default=list)
    attack: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    text: Mapped[str] = mapped_column(Text, default="")
    house_rule: Mapped[bool] = mapped_column(Boolean, default=False)
    glory_paid: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime)


class WarriorItem(Base):
    """Equipment or an artifact a warrior carries, with the price paid and, once lost,
    the post-game event that took it (undoing that event gives it back)."""

    __tablename__ = "warrior_item"

    id: Mapped[int] = mapped_column(primary_key=True)
    warrior_id: Mapped[int] = _fk("warrior.id")
    event_id: Mapped[int | None] = _fk("campaign_event.id", nullable=True)
    item_key: Mapped[str] = mapped_column(String(NAME_LENGTH))
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    kind: Mapped[str] = mapped_column(String(20))  # equipment | artifact
    text: Mapped[str] = mapped_column(Text, default="")
    house_rule: Mapped[bool] = mapped_column(Boolean, default=False)
    glory_paid: Mapped[int] = mapped_column(Integer)
    lost_event_id: Mapped[int | None] = mapped_column(
        ForeignKey("campaign_event.id", ondelete="SET NULL"), nullable=True, index=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime)


class ProfileRecord(Base):
    """A model profile the group entered or imported (the catalogue is user data)."""

    __tablename__ = "model_profile"

    id: Mapped[int] = mapped_column(primary_key=True)
    key: Mapped[str] = mapped_column(String(NAME_LENGTH), unique=True)
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    source: Mapped[str] = mapped_column(String(20), default="group_edit")
    created_at: Mapped[datetime] = mapped_column(DateTime)
