"""The Mors Regnat tables (migration 0002): created at open, reversible, in sync with the
models, and the foreign keys behave as the match log needs."""

from __future__ import annotations

import sqlite3
from datetime import date, datetime
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Column, Integer, MetaData, insert, select
from sqlalchemy.exc import IntegrityError

from warclan.store import migrate
from warclan.store.database import Database
from warclan.store.engines import make_engine
from warclan.store.models.everything import Base
from warclan.store.models.mors_regnat import MrAbility, MrMatch, MrMatchSide, MrWarband, MrWarrior

MR_TABLES = {"mr_warband", "mr_warrior", "mr_ability", "mr_match", "mr_match_side"}


def url_of(path: Path) -> str:
    return f"sqlite:///{path}"


def migrate_to(path: Path, action: str, target: str) -> None:
    engine = make_engine(url_of(path), foreign_keys=False)
    try:
        with engine.connect() as conn, conn.begin():
            config = migrate.alembic_config()
            config.attributes["connection"] = conn
            getattr(command, action)(config, target)
    finally:
        engine.dispose()


def tables(path: Path) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    finally:
        conn.close()


def revision(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT version_num FROM alembic_version").fetchone()[0]
    finally:
        conn.close()


def schema_diff(path: Path, metadata: MetaData) -> list:
    engine = make_engine(url_of(path))
    try:
        with engine.connect() as conn:
            context = MigrationContext.configure(conn, opts={"compare_type": True})
            return compare_metadata(context, metadata)
    finally:
        engine.dispose()


def mors_only() -> MetaData:
    """The mr_ tables alone, to compare a database at 0002 whatever later revisions add."""
    metadata = MetaData(naming_convention=Base.metadata.naming_convention)
    for name in sorted(MR_TABLES):
        Base.metadata.tables[name].to_metadata(metadata)
    return metadata


def about_mors_tables(diffs: list) -> list:
    """Drop the diffs saying "this other table (or its index) is not in mors_only()"."""

    def other_table(diff: object) -> bool:
        if not isinstance(diff, tuple) or diff[0] not in ("remove_table", "remove_index"):
            return False
        table = diff[1] if diff[0] == "remove_table" else diff[1].table
        return not table.name.startswith("mr_")

    return [d for d in diffs if not other_table(d)]


@pytest.fixture
def head_file(tmp_path: Path) -> Path:
    path = tmp_path / "mors.sqlite"
    Database(url_of(path)).close()
    return path


def test_mors_tables_exist_after_open(head_file: Path) -> None:
    assert tables(head_file) >= MR_TABLES


def test_mors_models_are_registered_on_the_shared_metadata() -> None:
    assert set(Base.metadata.tables) >= MR_TABLES
    assert MrWarband.metadata is Base.metadata


def test_models_and_migrations_in_sync_at_head(head_file: Path) -> None:
    assert schema_diff(head_file, Base.metadata) == []


@pytest.mark.slow
def test_0002_makes_the_mors_tables_and_head_matches_the_mors_models(tmp_path: Path) -> None:
    path = tmp_path / "at-0002.sqlite"
    migrate_to(path, "upgrade", "0002")
    assert revision(path) == "0002"
    assert tables(path) >= MR_TABLES
    migrate_to(path, "upgrade", "head")  # 0005 and 0007 add version, name keys, checks
    assert about_mors_tables(schema_diff(path, mors_only())) == []


@pytest.mark.slow
def test_the_0002_comparison_would_notice_a_drift(tmp_path: Path) -> None:
    """Guard for the test above: a changed mr_ column is not filtered away."""
    path = tmp_path / "at-head.sqlite"
    migrate_to(path, "upgrade", "head")
    drifted = mors_only()
    drifted.tables["mr_warband"].append_column(Column("colour", Integer, nullable=True))
    diffs = about_mors_tables(schema_diff(path, drifted))
    found = [(d[0], d[2], d[3].name) for d in diffs]
    assert found == [("add_column", "mr_warband", "colour")]


@pytest.mark.slow
def test_downgrade_to_0001_and_back(head_file: Path) -> None:
    conn = sqlite3.connect(head_file)
    conn.execute(
        "INSERT INTO campaign (name, name_key, game_system, notes, created_at) "
        "VALUES ('Kept', 'kept', 'ragnarok', '', '2026-01-01 00:00:00')"
    )
    conn.commit()
    conn.close()
    before = tables(head_file)

    migrate_to(head_file, "downgrade", "0001")
    assert revision(head_file) == "0001"
    # Later migrations (0003: game nights, 0009: the audit trail, 0010: the game
    # trackers) add their own tables.
    later = {
        t
        for t in before
        if t.startswith(("vgw_", "mm_", "game_tracker", "match_tracker")) or t == "audit_log"
    }
    assert tables(head_file) == before - MR_TABLES - later
    assert not any(t.startswith("mr_") for t in tables(head_file))

    migrate_to(head_file, "upgrade", "0002")
    assert revision(head_file) == "0002"
    assert tables(head_file) >= MR_TABLES
    migrate_to(head_file, "upgrade", "head")
    assert tables(head_file) == before
    assert schema_diff(head_file, Base.metadata) == []
    conn = sqlite3.connect(head_file)
    assert conn.execute("SELECT name FROM campaign").fetchall() == [("Kept",)]
    conn.close()


def test_0002_follows_0001() -> None:
    script = migrate.script_directory()
    assert script.get_revision("0002").down_revision == "0001"


# --- constraints ------------------------------------------------------------------------------


def _band(session, name: str) -> int:
    stamp = datetime(2026, 1, 1)
    return session.execute(
        insert(MrWarband)
        .values(name=name, created_at=stamp, updated_at=stamp)
        .returning(MrWarband.id)
    ).scalar_one()


def _warrior(session, band_id: int, name: str) -> int:
    return session.execute(
        insert(MrWarrior)
        .values(
            warband_id=band_id,
            position=0,
            name=name,
            speed_cp=0,
            attack_cp=0,
            toughness_cp=0,
            wounds_cp=0,
            weapon_key="cc_bare_handed",
            created_at=datetime(2026, 1, 1),
        )
        .returning(MrWarrior.id)
    ).scalar_one()


def test_deleting_a_warband_cascades_to_warriors_and_nulls_match_sides(db: Database) -> None:
    with db.session() as session:
        band = _band(session, "Ash Wolves")
        other = _band(session, "Bone Crows")
        warrior = _warrior(session, band, "Grim")
        session.execute(
            insert(MrAbility).values(
                warrior_id=warrior, position=0, name="A", description="", cost=1
            )
        )
        match = session.execute(
            insert(MrMatch)
            .values(
                played_on=date(2026, 1, 1), draw=False, notes="", created_at=datetime(2026, 1, 1)
            )
            .returning(MrMatch.id)
        ).scalar_one()
        for position, (ident, name) in enumerate(((band, "Ash Wolves"), (other, "Bone Crows"))):
            session.execute(
                insert(MrMatchSide).values(
                    match_id=match,
                    warband_id=ident,
                    warband_name=name,
                    position=position,
                    casualties=0,
                    won=ident == band,
                )
            )
    with db.session() as session:
        session.execute(MrWarband.__table__.delete().where(MrWarband.id == band))
    with db.session() as session:
        assert session.scalars(select(MrWarrior.id)).all() == []
        assert session.scalars(select(MrAbility.id)).all() == []
        sides = session.execute(
            select(MrMatchSide.warband_id, MrMatchSide.warband_name, MrMatchSide.won).order_by(
                MrMatchSide.position
            )
        ).all()
        assert [tuple(s) for s in sides] == [
            (None, "Ash Wolves", True),
            (other, "Bone Crows", False),
        ]
    with db.session() as session:
        session.execute(MrMatch.__table__.delete())
    with db.session() as session:
        assert session.scalars(select(MrMatchSide.id)).all() == []


def test_warrior_names_are_unique_within_a_warband(db: Database) -> None:
    with db.session() as session:
        first = _band(session, "Ash Wolves")
        second = _band(session, "Bone Crows")
        _warrior(session, first, "Grim")
        _warrior(session, second, "Grim")  # another warband may use it
    with pytest.raises(IntegrityError), db.session() as session:
        _warrior(session, first, "Grim")


def test_warband_names_are_unique(db: Database) -> None:
    with db.session() as session:
        _band(session, "Ash Wolves")
    with pytest.raises(IntegrityError), db.session() as session:
        _band(session, "Ash Wolves")
