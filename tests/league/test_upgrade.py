"""Migrating a league server: the organiser's `db upgrade`, never a player's client."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from alembic import command
from dbsnapshot import dump
from sqlalchemy.engine import make_url

from warclan.cli.main import main
from warclan.store import migrate, schema_head
from warclan.store.engines import make_engine


def _downgrade(url: str, revision: str) -> None:
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            config = migrate.alembic_config()
            config.attributes["connection"] = conn
            command.downgrade(config, revision)
    finally:
        engine.dispose()


def _one_behind() -> str:
    return migrate.script_directory().get_revision(schema_head.HEAD_REVISION).down_revision


def test_a_client_refuses_a_server_one_revision_behind(pg_url, capsys):
    _downgrade(pg_url, _one_behind())
    before = dump(pg_url)
    assert main(["--db", pg_url, "campaign", "create", "Saga"]) == 1
    err = capsys.readouterr().err
    assert f"at revision {_one_behind()}, older than this warclan's" in err
    assert "db upgrade" in err and "Traceback" not in err
    assert dump(pg_url) == before  # not migrated, nothing written


def test_a_client_refuses_an_empty_server_database(pg_server, capsys):
    url = pg_server.empty_database()
    try:
        assert main(["--db", url, "campaign", "list"]) == 1
        assert "has no warclan tables yet" in capsys.readouterr().err
        assert dump(url) == {}
    finally:
        pg_server.drop(url)


def test_upgrade_without_pg_dump_asks_for_no_backup(pg_url, capsys, monkeypatch):
    _downgrade(pg_url, _one_behind())
    before = dump(pg_url)
    monkeypatch.setenv("PATH", "/nonexistent")
    assert main(["--db", pg_url, "db", "upgrade"]) == 1
    err = capsys.readouterr().err
    assert "pg_dump was not found, so no backup was made" in err and "--no-backup" in err
    assert dump(pg_url) == before


def test_upgrade_writes_a_pg_dump_backup_first(pg_url, tmp_path, capsys):
    _downgrade(pg_url, _one_behind())
    assert main(["--db", pg_url, "db", "upgrade", "--backup-dir", str(tmp_path / "bk")]) == 0
    out = capsys.readouterr().out
    assert f"migrated from revision {_one_behind()} to {schema_head.HEAD_REVISION}" in out
    (backup,) = (tmp_path / "bk").iterdir()
    assert backup.name.endswith(".dump") and backup.stat().st_size > 0
    listed = subprocess.run(["pg_restore", "--list", str(backup)], capture_output=True, text=True)
    assert "TABLE public mr_warrior" in listed.stdout


def test_two_concurrent_upgrades_both_finish_and_migrate_once(pg_server, tmp_path):
    url = pg_server.empty_database()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    try:
        procs = [
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "warclan.cli.main",
                    "--db",
                    url,
                    "db",
                    "upgrade",
                    "--no-backup",
                ],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=env,
            )
            for _ in range(2)
        ]
        outputs = [p.communicate(timeout=120) for p in procs]
        assert [p.returncode for p in procs] == [0, 0], outputs
        said = sorted("migrated from" in out for out, _ in outputs)
        assert said == [False, True], outputs  # one migrated, the other found it current
        assert main(["--db", url, "campaign", "list"]) == 0
    finally:
        pg_server.drop(url)


def test_two_concurrent_upgrades_of_a_league_re_grant_one_at_a_time(pg_server, tmp_path):
    """With league roles, each upgrade re-applies the grants: under the advisory lock, so
    the second neither fails ("tuple concurrently updated") nor migrates again."""
    from sqlalchemy import text

    from warclan.services import league
    from warclan.store.database import Database

    url = pg_server.migrated_database()
    database = make_url(url).database
    admin = Database(url)
    try:
        league.grant_role(admin, "player", f"{database}_p")
    finally:
        admin.close()
    engine = make_engine(url)
    try:
        with engine.connect() as conn, conn.begin():
            config = migrate.alembic_config()
            config.attributes["connection"] = conn
            command.downgrade(config, "0008")
    finally:
        engine.dispose()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    try:
        for _ in range(3):
            procs = [
                subprocess.Popen(
                    [sys.executable, "-m", "warclan.cli.main", "--db", url, "db", "upgrade",
                     "--no-backup"],
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    text=True,
                    env=env,
                )
                for _ in range(2)
            ]  # fmt: skip
            outputs = [p.communicate(timeout=120) for p in procs]
            assert [p.returncode for p in procs] == [0, 0], outputs
        engine = make_engine(url)
        try:
            with engine.connect() as conn:
                rls = conn.execute(
                    text("SELECT relrowsecurity FROM pg_class WHERE relname = 'war_clan'")
                ).scalar()
        finally:
            engine.dispose()
        assert rls is True
    finally:
        from tests.league.test_ownership import _drop

        _drop(url, database, [f"{database}_p"])
