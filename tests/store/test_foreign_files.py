"""Whose database is it? A newer warclan's (our revision ids, our application_id or our
tables) is told from another alembic-managed program's, and neither is changed."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from warclan.cli.main import main as cli_main
from warclan.store import schema_head
from warclan.store.database import Database
from warclan.store.errors import ForeignDatabaseError, NewerDatabaseError


def make_file(path: Path, *statements: str) -> str:
    conn = sqlite3.connect(path)
    for sql in statements:
        conn.execute(sql)
    conn.commit()
    conn.close()
    return hashlib.sha256(path.read_bytes()).hexdigest()


def unchanged(path: Path, digest: str) -> bool:
    others = sorted(p.name for p in path.parent.iterdir())
    return hashlib.sha256(path.read_bytes()).hexdigest() == digest and others == [path.name]


def test_another_programs_alembic_database_is_not_called_newer_warclan(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "shop.db"
    digest = make_file(
        path,
        "CREATE TABLE customer (id INTEGER PRIMARY KEY)",
        "CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)",
        "INSERT INTO alembic_version VALUES ('ae1027a6acf')",
    )
    with pytest.raises(ForeignDatabaseError) as caught:
        Database(f"sqlite:///{path}")
    assert str(caught.value) == (
        f"{path} is another program's database (it is managed by alembic, at revision "
        "'ae1027a6acf', which is not a warclan revision); choose another file. "
        "It was not changed."
    )
    code = cli_main(["--db", str(path), "campaign", "list"])
    err = capsys.readouterr().err
    assert code == 1 and "newer warclan" not in err and "another program's database" in err
    assert unchanged(path, digest)


def test_our_tables_at_an_unknown_revision_of_our_kind_are_a_newer_warclan(
    tmp_path: Path,
) -> None:
    """A database from before warclan set its application_id."""
    path = tmp_path / "old-style.sqlite"
    digest = make_file(
        path,
        "CREATE TABLE campaign (id INTEGER PRIMARY KEY)",
        "CREATE TABLE war_clan (id INTEGER PRIMARY KEY)",
        "CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)",
        "INSERT INTO alembic_version VALUES ('0042')",
    )
    with pytest.raises(NewerDatabaseError, match=r"newer warclan \(database revision 0042\)"):
        Database(f"sqlite:///{path}")
    assert unchanged(path, digest)


def test_our_application_id_marks_any_unknown_revision_as_a_newer_warclan(
    tmp_path: Path,
) -> None:
    path = tmp_path / "ours.sqlite"
    digest = make_file(
        path,
        f"PRAGMA application_id = {schema_head.APPLICATION_ID}",
        "CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)",
        "INSERT INTO alembic_version VALUES ('future_style_id')",
    )
    with pytest.raises(NewerDatabaseError, match="newer warclan"):
        Database(f"sqlite:///{path}")
    assert unchanged(path, digest)


def test_our_revision_id_without_our_tables_is_another_program(tmp_path: Path) -> None:
    path = tmp_path / "lookalike.db"
    digest = make_file(
        path,
        "CREATE TABLE note (id INTEGER PRIMARY KEY)",
        "CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)",
        "INSERT INTO alembic_version VALUES ('0042')",
    )
    with pytest.raises(ForeignDatabaseError, match="another program's database"):
        Database(f"sqlite:///{path}")
    assert unchanged(path, digest)


def test_an_empty_file_we_marked_as_ours_becomes_a_database(tmp_path: Path) -> None:
    """Our application_id and no tables: a warclan file whose first migration did not
    commit. It is ours to finish."""
    path = tmp_path / "started.sqlite"
    make_file(path, f"PRAGMA application_id = {schema_head.APPLICATION_ID}")
    database = Database(f"sqlite:///{path}")
    database.close()
    assert database.report.backup is None
    assert not (tmp_path / "backups").exists()
