"""Shared fixtures: every test gets a fresh database at the head revision.

``--backend sqlite`` (the default): an SQLite file per test, a copy of a template that the
real migrations build once per run (copying takes a few milliseconds; migrating takes a
few hundred). ``tests/store`` opens files through the migrations themselves
(``fresh_db_path``) and checks that the template has exactly the schema of the models.
``--backend postgresql``: a fresh database per test on the server at
``WARCLAN_TEST_PG_URL`` (CI starts one with ``.ci/pg-cluster``), cloned from a migrated
template database; then ``db_path`` is that database's URL, which the CLI takes as
``--db`` and ``dbsnapshot.dump`` reads. A test that needs an SQLite file is marked
``@pytest.mark.sqlite_only("why")`` and skipped on PostgreSQL with that reason.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.pgserver import PG_URL_VARIABLE, PgServer, server_url
from warclan.store.database import Database

BACKENDS = ("sqlite", "postgresql")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--backend",
        choices=BACKENDS,
        default=os.environ.get("WARCLAN_TEST_BACKEND", "sqlite"),
        help=f"the database the services and CLI tests run on (postgresql needs {PG_URL_VARIABLE})",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "sqlite_only(reason): needs an SQLite file; skipped on PostgreSQL"
    )
    config.addinivalue_line("markers", "postgresql: needs the PostgreSQL test server")
    if config.getoption("--backend") == "postgresql" and server_url() is None:
        raise pytest.UsageError(f"--backend postgresql needs {PG_URL_VARIABLE}")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    on_pg = config.getoption("--backend") == "postgresql"
    for item in items:
        marker = item.get_closest_marker("sqlite_only")
        if on_pg and marker is not None:
            reason = marker.args[0] if marker.args else "needs an SQLite file"
            item.add_marker(pytest.mark.skip(reason=f"SQLite only: {reason}"))
        if item.get_closest_marker("postgresql") is not None and server_url() is None:
            item.add_marker(pytest.mark.skip(reason=f"no PostgreSQL server ({PG_URL_VARIABLE})"))


@pytest.fixture(scope="session")
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.config.getoption("--backend"))


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    url = server_url()
    if url is None:
        pytest.skip(f"no PostgreSQL server ({PG_URL_VARIABLE})")
    server = PgServer(url)
    try:
        yield server
    finally:
        server.close()


@pytest.fixture(scope="session")
def template_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An empty database built by the real migrations, once per test run."""
    path = tmp_path_factory.mktemp("template") / "template.sqlite"
    Database(f"sqlite:///{path}").close()
    # Fold the write-ahead log into the file so that the file alone is the database.
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()
    return path


@pytest.fixture
def fresh_db_path(tmp_path: Path) -> Path:
    """Where a test may create a database through the migrations (nothing there yet)."""
    return tmp_path / "fresh.sqlite"


@pytest.fixture
def db_path(head_db_path: Path | str) -> Path | str:
    """The test's database (``tests/store`` makes its own through the migrations)."""
    return head_db_path


@pytest.fixture
def head_db_path(
    tmp_path: Path, backend: str, request: pytest.FixtureRequest
) -> Iterator[Path | str]:
    """A database at the head revision: an SQLite file's path (a copy of the template),
    or a fresh PostgreSQL database's URL (a clone of the template database)."""
    if backend == "sqlite":
        path = tmp_path / "campaign.sqlite"
        shutil.copyfile(request.getfixturevalue("template_db"), path)
        yield path
        return
    server: PgServer = request.getfixturevalue("pg_server")
    url = server.migrated_database()
    try:
        yield url
    finally:
        server.drop(url)


def db_url(db_path: Path | str) -> str:
    return db_path if isinstance(db_path, str) else f"sqlite:///{db_path}"


@pytest.fixture
def db(db_path: Path | str) -> Iterator[Database]:
    database = Database(db_url(db_path))
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


# PySide6 6.12.0 sometimes aborts while the interpreter tears down, after every test has
# passed ("Fatal Python error: bool_dealloc", exit 134: a reference-count bug in a C
# extension). The run's result is known by then, so leave without that teardown.
@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    session.config.stash[_EXIT_STATUS] = int(exitstatus)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    status = config.stash.get(_EXIT_STATUS, None)
    if status is not None and "PySide6" in sys.modules:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)


_EXIT_STATUS = pytest.StashKey[int]()
