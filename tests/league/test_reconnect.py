"""A lost server connection: a transaction that broke before its COMMIT is reported as
safe to retry (the server rolled it back), and the next transaction reconnects."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, func, select, text
from sqlalchemy.pool import NullPool

from warclan.services.ragnarok import campaigns
from warclan.store.database import Database
from warclan.store.errors import ConnectionLostError
from warclan.store.models.ragnarok import Campaign


def kill_client(url: str, client_name: str) -> int:
    """Terminate every server connection of one client (as a restart or a cut cable would)."""
    admin = create_engine(url, poolclass=NullPool)
    try:
        with admin.connect() as conn:
            return int(
                conn.scalar(
                    text(
                        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                        " WHERE application_name = :name"
                    ),
                    {"name": client_name},
                )
            )
    finally:
        admin.dispose()


def test_a_transaction_broken_before_commit_is_safe_to_retry(pg_url):
    db = Database(pg_url)
    try:
        with (
            pytest.raises(ConnectionLostError, match="retrying is safe") as info,
            db.session() as session,
        ):
            session.add(Campaign(name="Lost", created_at=func.now()))
            session.flush()
            assert kill_client(pg_url, db.client_name) == 1
            session.execute(select(1))
        assert info.value.retry_safe
        assert [c.name for c in campaigns.list_campaigns(db)] == []  # rolled back
        campaigns.create_campaign(db, "Again")  # reconnected
        assert [c.name for c in campaigns.list_campaigns(db)] == ["Again"]
    finally:
        db.close()


def test_pooled_connections_the_server_dropped_are_replaced_unnoticed(pg_url):
    db = Database(pg_url)
    try:
        campaigns.create_campaign(db, "Before")
        assert kill_client(pg_url, db.client_name) >= 1  # the idle pooled connection
        campaigns.create_campaign(db, "After")  # pre-ping: a fresh connection
        assert sorted(c.name for c in campaigns.list_campaigns(db)) == ["After", "Before"]
    finally:
        db.close()
