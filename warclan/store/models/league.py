"""The league's audit trail: one row per row written on a league server, filled by
triggers (migration 0009) and changed by nobody but the server's superuser.

The table exists in an SQLite file too, so both databases have one schema, but stays
empty there: the file's one user needs no record of who changed what.
"""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, DateTime, Index, Integer, String
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from warclan.store.models.base import OWNER_LENGTH, Base

_JSON = JSON().with_variant(JSONB(), "postgresql")


class AuditEntry(Base):
    __tablename__ = "audit_log"
    __table_args__ = (
        Index(None, "clan_id", "at"),
        Index(None, "login", "at"),
        # Finding a deleted parent's clan: the audit row of its insert (see 0009).
        Index(None, "table_name", "row_id"),
    )

    id: Mapped[int] = mapped_column(
        BigInteger().with_variant(Integer(), "sqlite"), primary_key=True
    )
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    login: Mapped[str] = mapped_column(String(OWNER_LENGTH))  # session_user: who
    table_name: Mapped[str] = mapped_column(String(63))
    op: Mapped[str] = mapped_column(String(6))  # INSERT, UPDATE or DELETE
    row_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    clan_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)  # the clan it belongs to
    # The row before and after; for an UPDATE only the columns that changed.
    before: Mapped[dict[str, Any] | None] = mapped_column(_JSON, nullable=True)
    after: Mapped[dict[str, Any] | None] = mapped_column(_JSON, nullable=True)
