"""Store: migrations from code, pragmas, backup-before-migrate, refusal of newer databases."""

from __future__ import annotations

import hashlib
import itertools
import os
import re
import sqlite3
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import platformdirs
import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Column, Integer, MetaData, func, select
from sqlalchemy.exc import IntegrityError

from warclan import paths
from warclan.cli.main import main as cli_main
from warclan.store import backups, migrate, schema_head
from warclan.store.database import Database
from warclan.store.engines import make_engine
from warclan.store.errors import ForeignDatabaseError, NewerDatabaseError, StorageError
from warclan.store.models.everything import Base
from warclan.store.models.ragnarok import Campaign, Warrior

HEAD = migrate.head_revision()
STAMP = r"\d{8}T\d{12}Z"  # backup_sqlite's UTC timestamp, microseconds included


def url_of(path: Path) -> str:
    return f"sqlite:///{path}"


def run_alembic(url: str, action: str, target: str) -> None:
    """Run ``alembic upgrade|downgrade`` on our own connection, as migrate.upgrade does."""
    engine = make_engine(url, foreign_keys=False)
    try:
        with engine.connect() as conn, conn.begin():
            config = migrate.alembic_config()
            config.attributes["connection"] = conn
            getattr(command, action)(config, target)
    finally:
        engine.dispose()


def raw(path: Path, sql: str, *params: object) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute(sql, params).fetchall()
        conn.commit()
        return rows
    finally:
        conn.close()


def tables(path: Path) -> set[str]:
    return {r[0] for r in raw(path, "SELECT name FROM sqlite_master WHERE type = 'table'")}


def version_rows(path: Path) -> list[str]:
    return [r[0] for r in raw(path, "SELECT version_num FROM alembic_version")]


def fingerprint(path: Path) -> tuple[str, int, list[str]]:
    """The file's bytes and mtime, and everything in its folder (recursively)."""
    listing = sorted(str(p.relative_to(path.parent)) for p in path.parent.rglob("*"))
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns, listing


def settle_to_rollback_journal(path: Path) -> None:
    """Fold the WAL into the file and leave it in DELETE mode: no -wal/-shm beside it."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        assert conn.execute("PRAGMA journal_mode=DELETE").fetchone()[0] == "delete"
    finally:
        conn.close()
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder


@pytest.fixture
def head_file(data_dir: Path) -> Path:
    """A database file migrated to head by warclan, closed."""
    path = data_dir / "clan.sqlite"
    Database(url_of(path)).close()
    return path


# --- migrations from empty to head ---------------------------------------------------------


def test_empty_file_migrates_to_head_with_every_model_table(data_dir: Path) -> None:
    path = data_dir / "new.sqlite"
    database = Database(url_of(path))
    database.close()

    assert tables(path) == set(Base.metadata.tables) | {"alembic_version"}
    assert version_rows(path) == [HEAD]
    assert database.report.backup is None
    assert not (data_dir / "backups").exists()


def test_existing_zero_byte_file_is_refused_untouched(data_dir: Path) -> None:
    """A 0-byte file is what a failed copy or a full disk leaves; adopting it hides the loss."""
    path = data_dir / "touched.sqlite"
    path.touch()
    before = fingerprint(path)
    with pytest.raises(ForeignDatabaseError, match=r"is an empty file \(0 bytes\)"):
        Database(url_of(path))
    assert fingerprint(path) == before


def test_missing_parent_folders_are_created(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "deep.sqlite"
    Database(url_of(path)).close()
    assert version_rows(path) == [HEAD]


def test_reopening_at_head_changes_nothing(head_file: Path) -> None:
    raw(
        head_file,
        "INSERT INTO campaign (name, name_key, game_system, notes, created_at) "
        "VALUES ('Kept', 'kept', 'ragnarok', '', '2026-01-01 00:00:00')",
    )
    database = Database(url_of(head_file))
    database.close()
    assert database.report.migrated_from is None
    assert database.report.backup is None
    assert not (head_file.parent / "backups").exists()
    assert raw(head_file, "SELECT name FROM campaign") == [("Kept",)]


def test_single_head_and_linear_history() -> None:
    script = migrate.script_directory()
    heads = script.get_heads()
    assert heads == [HEAD]
    assert len(script.get_bases()) == 1

    revisions = list(script.walk_revisions())  # head first
    assert revisions[0].revision == HEAD
    for newer, older in itertools.pairwise(revisions):
        assert newer.down_revision == older.revision, "revision chain is not linear"
    assert revisions[-1].down_revision is None
    for rev in revisions:
        assert not rev.is_merge_point and not rev.is_branch_point
        assert not rev.dependencies
    assert migrate.known_revisions() == {r.revision for r in revisions}


def test_migrations_found_in_the_checkout() -> None:
    folder = paths.migrations_dir()
    assert (folder / "env.py").is_file()
    assert any((folder / "versions").glob("*.py"))


def _schema_diff(path: Path, metadata: MetaData) -> list:
    engine = make_engine(url_of(path))
    try:
        with engine.connect() as conn:
            context = MigrationContext.configure(conn, opts={"compare_type": True})
            return compare_metadata(context, metadata)
    finally:
        engine.dispose()


def test_models_and_migrations_in_sync(db: Database, db_path: Path) -> None:
    db.close()
    assert _schema_diff(db_path, Base.metadata) == []


def test_schema_comparison_would_notice_a_drift(db: Database, db_path: Path) -> None:
    """Guard for the test above: the comparison really sees a model change."""
    db.close()
    drifted = MetaData(naming_convention=Base.metadata.naming_convention)
    for table in Base.metadata.sorted_tables:
        table.to_metadata(drifted)
    drifted.tables["campaign"].append_column(Column("colour", Integer, nullable=True))
    diff = _schema_diff(db_path, drifted)
    assert [(d[0], d[2], d[3].name) for d in diff] == [("add_column", "campaign", "colour")]


@pytest.mark.slow
def test_downgrade_to_base_and_upgrade_again(head_file: Path) -> None:
    url = url_of(head_file)
    run_alembic(url, "downgrade", "base")
    assert tables(head_file) == {"alembic_version"}
    assert version_rows(head_file) == []

    run_alembic(url, "upgrade", "head")
    assert tables(head_file) == set(Base.metadata.tables) | {"alembic_version"}
    assert version_rows(head_file) == [HEAD]
    assert _schema_diff(head_file, Base.metadata) == []


# --- connection settings --------------------------------------------------------------------


def test_connection_pragmas(db: Database) -> None:
    with db.engine.connect() as conn:

        def pragma(name: str) -> object:
            return conn.exec_driver_sql(f"PRAGMA {name}").scalar()

        assert pragma("journal_mode") == "wal"
        assert pragma("foreign_keys") == 1
        assert pragma("synchronous") == 2  # FULL
        assert pragma("busy_timeout") == 10_000


def _warrior(clan_id: int) -> Warrior:
    return Warrior(
        clan_id=clan_id, name="Orphan", profile_key="example.archer",
        profile_name="Example Archer", ap=2, hp=10, sp=5, ma=2, ra=4, df=3, rs=2, dr=3,
        mn=2, size=2, cost_paid=80, created_at=datetime.now(UTC),
    )  # fmt: skip


def test_foreign_key_violation_is_refused(db: Database) -> None:
    with pytest.raises(IntegrityError, match="FOREIGN KEY constraint failed"), db.session() as s:
        s.add(_warrior(clan_id=999))
    with db.session() as s:
        assert s.scalar(select(func.count()).select_from(Warrior)) == 0


def test_exception_in_session_rolls_everything_back(db: Database) -> None:
    with pytest.raises(RuntimeError, match="boom"), db.session() as s:
        s.add(Campaign(name="Doomed", created_at=datetime.now(UTC)))
        s.flush()  # the row really reached the database inside the transaction
        assert s.scalar(select(func.count()).select_from(Campaign)) == 1
        raise RuntimeError("boom")
    with db.session() as s:
        assert s.scalar(select(func.count()).select_from(Campaign)) == 0


def test_committed_session_is_kept(db: Database, db_path: Path) -> None:
    with db.session() as s:
        s.add(Campaign(name="Kept", created_at=datetime.now(UTC)))
    db.close()
    assert raw(db_path, "SELECT name FROM campaign") == [("Kept",)]


# --- backup before migrate ------------------------------------------------------------------


def test_backup_sqlite_uses_the_backup_api(data_dir: Path) -> None:
    """Rows still in the WAL (not in the main file) must be in the backup."""
    path = data_dir / "live.sqlite"
    writer = sqlite3.connect(path)
    try:
        writer.execute("PRAGMA journal_mode=WAL")
        writer.execute("PRAGMA wal_autocheckpoint=0")
        writer.execute("CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT)")
        writer.executemany("INSERT INTO note (body) VALUES (?)", [("a",), ("b",), ("ç",)])
        writer.commit()
        assert (data_dir / "live.sqlite-wal").stat().st_size > 0

        target = backups.backup_sqlite(path, "0001")
    finally:
        writer.close()

    assert target.parent == data_dir / "backups"
    assert re.fullmatch(rf"live-rev-0001-{STAMP}\.sqlite", target.name), target.name
    assert raw(target, "PRAGMA integrity_check") == [("ok",)]
    assert raw(target, "SELECT id, body FROM note ORDER BY id") == [(1, "a"), (2, "b"), (3, "ç")]


def test_backup_sqlite_names_a_missing_revision_none(data_dir: Path) -> None:
    path = data_dir / "plain.db"
    raw(path, "CREATE TABLE t (x)")
    target = backups.backup_sqlite(path, None)
    assert re.fullmatch(rf"plain-rev-none-{STAMP}\.db", target.name), target.name


def test_empty_version_table_is_refused_without_a_backup(head_file: Path) -> None:
    """Tables, but no revision recorded: warclan cannot tell which schema the file has."""
    raw(head_file, "DELETE FROM alembic_version")
    settle_to_rollback_journal(head_file)
    before = fingerprint(head_file)
    for _attempt in range(2):
        with pytest.raises(ForeignDatabaseError) as caught:
            Database(url_of(head_file))
        assert str(caught.value).startswith(
            f"{head_file} has an empty alembic_version table, so warclan cannot tell"
        )
        assert "already exists" not in str(caught.value)
    assert fingerprint(head_file) == before  # no backups/ folder either


@pytest.mark.parametrize(
    ("sql", "held"),
    [
        ("PRAGMA user_version = 7", "user_version 7"),
        ("CREATE VIEW answer AS SELECT 42", "view answer"),
        ("PRAGMA page_size = 4096; VACUUM", "no warclan tables"),
    ],
)
def test_foreign_sqlite_file_without_tables_is_refused_untouched(
    data_dir: Path, sql: str, held: str
) -> None:
    path = data_dir / "blank.sqlite"
    conn = sqlite3.connect(path)
    conn.executescript(sql)
    conn.close()
    assert path.stat().st_size > 0
    before = fingerprint(path)
    with pytest.raises(ForeignDatabaseError, match=f"not a warclan database \\(it holds {held}"):
        Database(url_of(path))
    assert fingerprint(path) == before


def test_new_database_carries_warclans_application_id(head_file: Path) -> None:
    assert raw(head_file, "PRAGMA application_id") == [(schema_head.APPLICATION_ID,)]


def test_file_with_another_application_id_is_refused(data_dir: Path) -> None:
    path = data_dir / "other.sqlite"
    raw(path, "PRAGMA application_id = 1234")
    raw(path, "CREATE TABLE campaign (x)")
    with pytest.raises(ForeignDatabaseError, match="application id is 0x4d2"):
        Database(url_of(path))


NEXT_REVISION = '''
"""test-only revision after the shipped head"""
import sqlalchemy as sa
from alembic import op

revision = "0999_test_next"
down_revision = "{down}"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table("extra_note", sa.Column("id", sa.Integer, primary_key=True))
    {extra}


def downgrade():
    op.drop_table("extra_note")
'''


@pytest.fixture
def newer_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., str]]:
    """Pretend this build ships one more revision after head (a copy of migrations/)."""

    def install(extra: str = "pass") -> str:
        folder = tmp_path / "migrations-next"
        (folder / "versions").mkdir(parents=True)
        source = paths.migrations_dir()
        for name in ("env.py", "script.py.mako"):
            (folder / name).write_text((source / name).read_text())
        for rev in (source / "versions").glob("*.py"):
            (folder / "versions" / rev.name).write_text(rev.read_text())
        (folder / "versions" / "0999_test_next.py").write_text(
            NEXT_REVISION.format(down=HEAD, extra=extra)
        )
        monkeypatch.setattr(migrate, "migrations_dir", lambda: folder)
        assert migrate.head_revision() == "0999_test_next"
        monkeypatch.setattr(schema_head, "HEAD_REVISION", "0999_test_next")
        monkeypatch.setattr(
            schema_head, "KNOWN_REVISIONS", schema_head.KNOWN_REVISIONS | {"0999_test_next"}
        )
        return "0999_test_next"

    yield install


@pytest.mark.slow
def test_file_at_older_revision_is_backed_up_with_its_revision(
    head_file: Path, newer_build: Callable[..., str]
) -> None:
    raw(
        head_file,
        "INSERT INTO campaign (name, name_key, game_system, notes, created_at) "
        "VALUES ('Saga', 'saga', 'ragnarok', '', '2026-01-01 00:00:00')",
    )
    new_head = newer_build()

    database = Database(url_of(head_file))
    database.close()

    assert database.report.migrated_from == HEAD
    backup = database.report.backup
    assert backup is not None and backup.parent == head_file.parent / "backups"
    assert re.fullmatch(rf"clan-rev-{re.escape(HEAD)}-{STAMP}\.sqlite", backup.name)
    assert version_rows(backup) == [HEAD]
    assert "extra_note" not in tables(backup)
    assert raw(backup, "SELECT name FROM campaign") == [("Saga",)]

    assert version_rows(head_file) == [new_head]
    assert "extra_note" in tables(head_file)
    assert raw(head_file, "SELECT name FROM campaign") == [("Saga",)]


@pytest.mark.slow
def test_failed_migration_changes_nothing_and_leaves_no_backups(
    head_file: Path, newer_build: Callable[..., str]
) -> None:
    """The migration rolled back, so its backup duplicates the file: repeated tries
    must not pile up backups."""
    newer_build('op.execute("INSERT INTO no_such_table VALUES (1)")')

    for _attempt in range(3):
        with pytest.raises(StorageError, match="cannot migrate database"):
            Database(url_of(head_file))

    assert version_rows(head_file) == [HEAD]
    assert "extra_note" not in tables(head_file)  # the DDL was rolled back too
    assert list((head_file.parent / "backups").iterdir()) == []


@pytest.mark.slow
def test_migration_leaving_broken_references_is_rolled_back(
    head_file: Path, newer_build: Callable[..., str]
) -> None:
    newer_build(
        'op.execute("INSERT INTO player (id, campaign_id, name, name_key) '
        "VALUES (1, 404, 'Ghost', 'ghost')\")"
    )
    with pytest.raises(StorageError, match="broken references"):
        Database(url_of(head_file))
    assert version_rows(head_file) == [HEAD]
    assert raw(head_file, "SELECT count(*) FROM player") == [(0,)]


# --- refusals leave the file untouched ------------------------------------------------------


@pytest.fixture
def future_file(head_file: Path) -> Path:
    raw(head_file, "UPDATE alembic_version SET version_num = '9999_future'")
    settle_to_rollback_journal(head_file)
    return head_file


def test_newer_database_is_refused_untouched(future_file: Path) -> None:
    before = fingerprint(future_file)
    with pytest.raises(NewerDatabaseError) as caught:
        Database(url_of(future_file))
    message = str(caught.value)
    assert "9999_future" in message
    assert "newer warclan" in message
    assert str(future_file) in message
    assert fingerprint(future_file) == before
    assert not (future_file.parent / "backups").exists()


def test_newer_database_in_wal_mode_keeps_its_bytes(head_file: Path) -> None:
    """As a newer warclan leaves it: still in WAL mode. The file itself is not written."""
    raw(head_file, "UPDATE alembic_version SET version_num = '9999_future'")
    assert raw(head_file, "PRAGMA journal_mode") == [("wal",)]
    before = fingerprint(head_file)
    with pytest.raises(NewerDatabaseError, match="9999_future"):
        Database(url_of(head_file))
    # Bytes, mtime and the folder listing: no -wal/-shm side files appear either.
    assert fingerprint(head_file) == before
    assert not (head_file.parent / "backups").exists()
    assert version_rows(head_file) == ["9999_future"]


def _cli_fails_with_one_line(capsys: pytest.CaptureFixture[str], path: Path) -> str:
    code = cli_main(["--db", str(path), "campaign", "list"])
    out, err = capsys.readouterr()
    assert code != 0
    assert out == ""
    assert err.endswith("\n") and len(err.splitlines()) == 1, err
    assert err.startswith("warclan: error:"), err
    return err


def test_cli_refuses_newer_database_untouched(
    future_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = fingerprint(future_file)
    err = _cli_fails_with_one_line(capsys, future_file)
    assert "9999_future" in err and "newer warclan" in err
    assert fingerprint(future_file) == before


@pytest.fixture
def garbage_file(data_dir: Path) -> Path:
    path = data_dir / "notes.sqlite"
    path.write_bytes(b"These are my campaign notes, not a database.\n" * 50)
    return path


def test_non_database_file_is_refused_untouched(garbage_file: Path) -> None:
    before = fingerprint(garbage_file)
    with pytest.raises(StorageError) as caught:
        Database(url_of(garbage_file))
    assert not isinstance(caught.value, NewerDatabaseError)
    assert str(caught.value) == f"{garbage_file} is not a warclan database (file is not a database)"
    assert fingerprint(garbage_file) == before


def test_cli_refuses_non_database_file_untouched(
    garbage_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = fingerprint(garbage_file)
    err = _cli_fails_with_one_line(capsys, garbage_file)
    assert "not a warclan database" in err
    assert fingerprint(garbage_file) == before


# --- where the database is ------------------------------------------------------------------


def test_default_database_is_in_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = Path(platformdirs.user_data_dir("warclan", appauthor=False)) / "warclan.sqlite"
    assert expected.is_relative_to(tmp_path)  # conftest isolates the data folder
    assert paths.default_database_path() == expected
    assert paths.resolve_database(None) == f"sqlite:///{expected.resolve()}"


def test_db_option_wins_over_environment_which_wins_over_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WARCLAN_DB", str(tmp_path / "env.sqlite"))
    assert paths.resolve_database(str(tmp_path / "opt.sqlite")) == url_of(tmp_path / "opt.sqlite")
    assert paths.resolve_database(None) == url_of(tmp_path / "env.sqlite")


def test_urls_pass_through_and_relative_paths_become_absolute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for url in ("postgresql+psycopg://u@host/warclan", "sqlite:///relative.sqlite"):
        assert paths.resolve_database(url) == url
    monkeypatch.setenv("WARCLAN_DB", "sqlite:////srv/env.sqlite")
    assert paths.resolve_database(None) == "sqlite:////srv/env.sqlite"

    monkeypatch.chdir(tmp_path)
    resolved = paths.resolve_database(os.path.join("sub", "rel.sqlite"))
    assert resolved == url_of(tmp_path.resolve() / "sub" / "rel.sqlite")
    assert Path(resolved.removeprefix("sqlite:///")).is_absolute()


def test_cli_uses_default_then_env_then_option(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    default = paths.default_database_path()
    assert not default.exists()
    assert cli_main(["campaign", "create", "Default"]) == 0
    assert version_rows(default) == [HEAD]
    assert raw(default, "SELECT name FROM campaign") == [("Default",)]

    env_file = tmp_path / "env.sqlite"
    monkeypatch.setenv("WARCLAN_DB", str(env_file))
    assert cli_main(["campaign", "create", "FromEnv"]) == 0
    opt_file = tmp_path / "opt.sqlite"
    assert cli_main(["--db", str(opt_file), "campaign", "create", "FromOption"]) == 0
    capsys.readouterr()

    assert raw(env_file, "SELECT name FROM campaign") == [("FromEnv",)]
    assert raw(opt_file, "SELECT name FROM campaign") == [("FromOption",)]
    assert raw(default, "SELECT name FROM campaign") == [("Default",)]
