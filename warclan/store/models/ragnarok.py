"""The database tables, as typed SQLAlchemy 2 models.

No game rules here. Habits: the Glory ledger is the truth (no running totals); a warrior
keeps the stats copied from its profile at recruitment; injuries and improvements are
rows and current stats are derived; every post-game sequence is one ``CampaignEvent``
whose children go with it when a game is undone (``ON DELETE CASCADE``).

The rules that never change are in the schema too (migration 0007): CHECK constraints on
kinds, signs, dice ranges and prices, UNIQUE constraints on case-insensitive name keys
(see :func:`~warclan.store.models.base.name_key`), and each purchase row points at the
ledger entry that paid for it, so no Glory moves outside the ledger.
"""

from datetime import date, datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    CheckConstraint,
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

from warclan.rules.ragnarok.glory import LedgerKind
from warclan.rules.ragnarok.injuries import InjuryResult
from warclan.rules.ragnarok.profiles import STAT_NAMES
from warclan.store.models.base import (
    NAME_LENGTH,
    OWNER_LENGTH,
    Base,
    NameKeyed,
    cascade_fk,
    name_key_column,
    str_enum,
)


class EventKind(StrEnum):
    POST_GAME = "post_game"  # one clan's post-game sequence for one game
    IMPORT = "import"  # history brought in from a War Clan file: it has no game


class PowerStep(StrEnum):
    IMPROVE = "improve"  # imprinted in step 4
    PURCHASE = "purchase"  # bought in step 6
    IMPORT = "import"


def _paid_by() -> Any:
    """The ledger entry (a ``spend``) that paid for a purchase row. NULL for what was paid
    otherwise: founding warriors (the clan's creation cost) and purchases imported from a
    file whose ledger names no spend for them. Deleting the entry deletes the purchase."""
    return mapped_column(
        ForeignKey("glory_entry.id", ondelete="CASCADE"), nullable=True, unique=True
    )


def _stat_in(column: str) -> str:
    return f"{column} IN ({', '.join(repr(s) for s in STAT_NAMES)})"


class Campaign(NameKeyed, Base):
    __tablename__ = "campaign"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    name_key: Mapped[str] = name_key_column()
    game_system: Mapped[str] = mapped_column(String(40), default="ragnarok")
    notes: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)
    # False: the group does not use the Raid Table; post-game sequences make no raid roll.
    raids: Mapped[bool] = mapped_column(Boolean, default=True, server_default=sa_true())

    __table_args__ = (UniqueConstraint("name_key"),)


class Player(NameKeyed, Base):
    __tablename__ = "player"
    __table_args__ = (UniqueConstraint("campaign_id", "name_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    campaign_id: Mapped[int] = cascade_fk("campaign.id", index=False)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    name_key: Mapped[str] = name_key_column()


class WarClan(NameKeyed, Base):
    __tablename__ = "war_clan"
    __table_args__ = (
        UniqueConstraint("campaign_id", "name_key"),
        CheckConstraint("creation_cost >= 0", name="creation_cost_not_negative"),
        CheckConstraint("joined_base_rank >= 0", name="joined_base_rank_not_negative"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    campaign_id: Mapped[int] = cascade_fk("campaign.id", index=False)
    player_id: Mapped[int] = cascade_fk("player.id")
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    name_key: Mapped[str] = name_key_column()
    # Glory spent on the founding warriors, out of the 800 a War Clan is built from.
    creation_cost: Mapped[int] = mapped_column(Integer)
    # The campaign's base War Clan Rank when the clan joined (catch-up bonus).
    joined_base_rank: Mapped[int] = mapped_column(Integer, default=0)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    # Version of each rules catalogue the clan was built with, e.g. {"god_powers": 1}.
    catalog_versions: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    # The league login the clan belongs to (PostgreSQL: set to current_user at creation;
    # row-level security lets only its owner and the organiser write the clan's rows).
    # NULL in an SQLite file, whose user holds everything, and for clans of a league
    # from before owners existed until the organiser hands them over.
    owner: Mapped[str | None] = mapped_column(String(OWNER_LENGTH), nullable=True)


class Warrior(NameKeyed, Base):
    __tablename__ = "warrior"
    __table_args__ = (
        UniqueConstraint("clan_id", "name_key"),
        CheckConstraint("cost_paid >= 0", name="cost_paid_not_negative"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    clan_id: Mapped[int] = cascade_fk("war_clan.id", index=False)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    name_key: Mapped[str] = name_key_column()
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
    recruited_event_id: Mapped[int | None] = cascade_fk("campaign_event.id", nullable=True)
    # The spend that recruited it (NULL for a founding member, paid by the creation cost).
    glory_entry_id: Mapped[int | None] = _paid_by()
    created_at: Mapped[datetime] = mapped_column(DateTime)
    # Raised by every update, so an edit made from a stale copy is refused (see
    # store.errors.StaleEditError) instead of overwriting someone else's.
    version: Mapped[int] = mapped_column(Integer, server_default="1")
    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012


class Game(Base):
    __tablename__ = "game"
    __table_args__ = (UniqueConstraint("campaign_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    campaign_id: Mapped[int] = cascade_fk("campaign.id", index=False)
    seq: Mapped[int] = mapped_column(Integer)  # order of recording within the campaign
    played_on: Mapped[date] = mapped_column(Date)
    scenario: Mapped[str] = mapped_column(String(NAME_LENGTH), default="")
    notes: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class AgreementStatus(StrEnum):
    """Whether a side of a game counts: a league game counts once every side agrees."""

    CONFIRMED = "confirmed"  # the recorder's own side, or confirmed by its owner
    PENDING = "pending"  # recorded by another player; waits for its owner
    DISPUTED = "disputed"  # its owner says the result is wrong (see status_note)


class GameParticipant(Base):
    __tablename__ = "game_participant"
    __table_args__ = (
        UniqueConstraint("game_id", "clan_id"),
        Index(None, "clan_id", "game_id"),
        CheckConstraint("victory_points >= 0", name="victory_points_not_negative"),
        CheckConstraint("encounter_kills >= 0", name="encounter_kills_not_negative"),
        CheckConstraint("rank_before >= 0", name="rank_before_not_negative"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = cascade_fk("game.id", index=False)
    clan_id: Mapped[int] = mapped_column(ForeignKey("war_clan.id", ondelete="CASCADE"))
    victory_points: Mapped[int] = mapped_column(Integer)
    encounter_kills: Mapped[int] = mapped_column(Integer)
    # War Clan Rank as it stood before this game's Glory (the catch-up bonus uses it).
    rank_before: Mapped[int] = mapped_column(Integer)
    status: Mapped[AgreementStatus] = mapped_column(
        str_enum(AgreementStatus, "status", 10),
        default=AgreementStatus.CONFIRMED,
        server_default=AgreementStatus.CONFIRMED.value,
    )
    status_note: Mapped[str] = mapped_column(Text, default="", server_default="")
    # Who confirmed or disputed this side (a league login); NULL: confirmed when recorded.
    status_by: Mapped[str | None] = mapped_column(String(OWNER_LENGTH), nullable=True)


class CampaignEvent(Base):
    """One clan's post-game campaign sequence for one game."""

    __tablename__ = "campaign_event"
    __table_args__ = (
        CheckConstraint(
            "(kind = 'import' AND game_id IS NULL AND participant_id IS NULL)"
            " OR (kind = 'post_game' AND game_id IS NOT NULL AND participant_id IS NOT NULL)",
            name="import_has_no_game",
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    clan_id: Mapped[int] = cascade_fk("war_clan.id")
    # NULL for an "import" event: history brought in from another campaign's file.
    game_id: Mapped[int | None] = cascade_fk("game.id", nullable=True)
    participant_id: Mapped[int | None] = mapped_column(
        ForeignKey("game_participant.id", ondelete="CASCADE"), unique=True, nullable=True
    )
    kind: Mapped[EventKind] = mapped_column(
        str_enum(EventKind, "kind", 20), default=EventKind.POST_GAME
    )
    # The seed of the dice warclan rolled (NULL: every die was entered at the table).
    dice_seed: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime)


class GloryEntry(Base):
    __tablename__ = "glory_entry"
    __table_args__ = (
        Index(None, "clan_id", "kind", "amount"),
        # Spending takes Glory away, a correction may go either way, the rest add it.
        CheckConstraint(
            "(kind = 'spend' AND amount <= 0) OR kind = 'correction'"
            " OR (kind IN ('scenario', 'catch_up', 'refund', 'raid') AND amount >= 0)",
            name="amount_sign_of_kind",
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    clan_id: Mapped[int] = mapped_column(ForeignKey("war_clan.id", ondelete="CASCADE"))
    event_id: Mapped[int | None] = cascade_fk("campaign_event.id", nullable=True)
    kind: Mapped[LedgerKind] = mapped_column(str_enum(LedgerKind, "kind", 20))
    amount: Mapped[int] = mapped_column(Integer)
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class Injury(Base):
    __tablename__ = "injury"
    # Current stats need only injuries with a lasting effect; this index finds them without
    # reading a long-lived warrior's whole injury history.
    __table_args__ = (
        Index(None, "warrior_id", "lasting"),
        CheckConstraint("roll BETWEEN 2 AND 12", name="roll_on_2d6"),
        CheckConstraint("equipment_roll BETWEEN 1 AND 6", name="equipment_roll_on_1d6"),
        CheckConstraint("NOT dies OR removed", name="dies_implies_removed"),
        CheckConstraint(f"stat IS NULL OR {_stat_in('stat')}", name="stat_known"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = cascade_fk("campaign_event.id")
    warrior_id: Mapped[int] = mapped_column(ForeignKey("warrior.id", ondelete="CASCADE"))
    roll: Mapped[int] = mapped_column(Integer)
    result: Mapped[InjuryResult] = mapped_column(str_enum(InjuryResult, "result", 20))
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
    __table_args__ = (
        CheckConstraint(_stat_in("stat"), name="stat_known"),
        CheckConstraint("delta >= 1", name="delta_positive"),
        CheckConstraint("glory_paid >= 0", name="glory_paid_not_negative"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    warrior_id: Mapped[int] = cascade_fk("warrior.id")
    event_id: Mapped[int | None] = cascade_fk("campaign_event.id", nullable=True)
    stat: Mapped[str] = mapped_column(String(4))
    delta: Mapped[int] = mapped_column(Integer)
    glory_paid: Mapped[int] = mapped_column(Integer)
    glory_entry_id: Mapped[int | None] = _paid_by()
    created_at: Mapped[datetime] = mapped_column(DateTime)


class ClanStore(Base):
    """Supplies on the War Clan Sheet (raid finds)."""

    __tablename__ = "clan_store"
    __table_args__ = (CheckConstraint("quantity >= 1", name="quantity_positive"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    clan_id: Mapped[int] = cascade_fk("war_clan.id")
    event_id: Mapped[int | None] = cascade_fk("campaign_event.id", nullable=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    quantity: Mapped[int] = mapped_column(Integer, default=1)
    source: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)


class WarriorGodPower(Base):
    """A God Power imprinted on a warrior, copied from the catalogue with the price paid."""

    __tablename__ = "warrior_god_power"
    __table_args__ = (
        UniqueConstraint("warrior_id", "power_key"),  # a God Power once per warrior
        CheckConstraint("glory_paid >= 0", name="glory_paid_not_negative"),
        CheckConstraint("godspark_cost >= 0", name="godspark_cost_not_negative"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    warrior_id: Mapped[int] = cascade_fk("warrior.id", index=False)
    event_id: Mapped[int | None] = cascade_fk("campaign_event.id", nullable=True)
    step: Mapped[PowerStep] = mapped_column(str_enum(PowerStep, "step", 20))
    power_key: Mapped[str] = mapped_column(String(NAME_LENGTH))
    god: Mapped[str] = mapped_column(String(60))
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    godspark_cost: Mapped[int] = mapped_column(Integer)
    boosts: Mapped[list[Any]] = mapped_column(JSON, default=list)
    attack: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    text: Mapped[str] = mapped_column(Text, default="")
    house_rule: Mapped[bool] = mapped_column(Boolean, default=False)
    glory_paid: Mapped[int] = mapped_column(Integer)
    glory_entry_id: Mapped[int | None] = _paid_by()
    created_at: Mapped[datetime] = mapped_column(DateTime)


class WarriorItem(Base):
    """Equipment or an artifact a warrior carries, with the price paid and, once lost,
    the post-game event that took it (undoing that event gives it back)."""

    __tablename__ = "warrior_item"
    __table_args__ = (
        CheckConstraint("glory_paid >= 0", name="glory_paid_not_negative"),
        CheckConstraint("kind IN ('equipment', 'artifact')", name="kind"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    warrior_id: Mapped[int] = cascade_fk("warrior.id")
    event_id: Mapped[int | None] = cascade_fk("campaign_event.id", nullable=True)
    item_key: Mapped[str] = mapped_column(String(NAME_LENGTH))
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    kind: Mapped[str] = mapped_column(String(20))  # equipment | artifact
    text: Mapped[str] = mapped_column(Text, default="")
    house_rule: Mapped[bool] = mapped_column(Boolean, default=False)
    glory_paid: Mapped[int] = mapped_column(Integer)
    lost_event_id: Mapped[int | None] = mapped_column(
        ForeignKey("campaign_event.id", ondelete="SET NULL"), nullable=True, index=True
    )
    glory_entry_id: Mapped[int | None] = _paid_by()
    created_at: Mapped[datetime] = mapped_column(DateTime)
