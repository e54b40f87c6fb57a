"""The rules data a Ragnarok group keeps: its house-rule edits of the shipped catalogues,
per campaign, and the model profiles it entered or imported.

Apart from :mod:`warclan.store.models.ragnarok` because showing a campaign or a War Clan
reads neither; the catalogue, profile and house-rule services do.
"""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from warclan.catalog.provenance import Source
from warclan.store.models import ragnarok  # noqa: F401  (the campaign table overrides point at)
from warclan.store.models.base import NAME_LENGTH, Base, cascade_fk, str_enum


class CatalogOverride(Base):
    """A group's edit of one rules-catalogue entry for one campaign (a house-rules pack)."""

    __tablename__ = "catalog_override"
    __table_args__ = (UniqueConstraint("campaign_id", "catalog", "entry_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    campaign_id: Mapped[int] = cascade_fk("campaign.id", index=False)
    catalog: Mapped[str] = mapped_column(String(40))
    entry_key: Mapped[str] = mapped_column(String(NAME_LENGTH))
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime)
    # Raised by every update, so an edit made from a stale copy is refused (see
    # store.errors.StaleEditError) instead of overwriting someone else's.
    version: Mapped[int] = mapped_column(Integer, server_default="1")
    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012


class ProfileRecord(Base):
    """A model profile the group entered or imported (the catalogue is user data)."""

    __tablename__ = "model_profile"

    id: Mapped[int] = mapped_column(primary_key=True)
    key: Mapped[str] = mapped_column(String(NAME_LENGTH), unique=True)
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    source: Mapped[Source] = mapped_column(
        str_enum(Source, "source", 20), default=Source.GROUP_EDIT
    )
    created_at: Mapped[datetime] = mapped_column(DateTime)
