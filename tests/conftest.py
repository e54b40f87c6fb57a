"""Shared fixtures: every test gets a fresh SQLite file built by the real migrations."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from warclan.store.database import Database


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "campaign.sqlite"


@pytest.fixture
def db(db_path: Path) -> Iterator[Database]:
    database = Database(f"sqlite:///{db_path}")
    try:
        yield database
    finally:
        database.close()


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test may touch the real user data folder or a WARCLAN_DB from the shell."""
    monkeypatch.delenv("WARCLAN_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
