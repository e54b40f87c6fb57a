"""Migration 0003 adds the game-night tables (vgw_, mm_) and takes them away again."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command

from warclan.store import migrate
from warclan.store.database import Database

# Each test replays the migrations from an old revision.
pytestmark = pytest.mark.slow

GAME_NIGHT_TABLES = {
    "vgw_player",
    "vgw_play",
    "vgw_play_player",
    "mm_player",
    "mm_match",
    "mm_loki_game",
    "mm_loki_event",
}


def tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def test_0003_up_and_down(tmp_path: Path) -> None:
    path = tmp_path / "nights.sqlite"
    Database(f"sqlite:///{path}").close()
    assert tables(path) >= GAME_NIGHT_TABLES
    config = migrate.alembic_config()
    config.set_main_option("sqlalchemy.url", f"sqlite:///{path}")
    command.downgrade(config, "0002")
    assert not GAME_NIGHT_TABLES & tables(path)
    assert "mr_warband" in tables(path)
    command.upgrade(config, "head")
    assert tables(path) >= GAME_NIGHT_TABLES
