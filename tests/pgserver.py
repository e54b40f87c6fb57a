"""Fresh PostgreSQL databases for tests, cloned from one migrated template per run.

The server is the throw-away cluster ``.ci/pg-cluster`` starts; its URL (a superuser on
127.0.0.1) comes from ``WARCLAN_TEST_PG_URL``. Cloning a template takes a fraction of
the time of running the migrations for every test.
"""

from __future__ import annotations

import itertools
import os

from sqlalchemy import Engine, create_engine, text
from sqlalchemy.engine import make_url

PG_URL_VARIABLE = "WARCLAN_TEST_PG_URL"


def server_url() -> str | None:
    return os.environ.get(PG_URL_VARIABLE) or None


class PgServer:
    """Creates and drops databases on the test server through one admin connection."""

    def __init__(self, url: str) -> None:
        self.url = make_url(url)
        self.prefix = f"wt{os.getpid()}"
        self.admin: Engine = create_engine(
            self.url.set(database="postgres"), isolation_level="AUTOCOMMIT", pool_size=1
        )
        self._names = itertools.count(1)
        self.template: str | None = None

    def url_of(self, name: str) -> str:
        return self.url.set(database=name).render_as_string(hide_password=False)

    def _execute(self, sql: str) -> None:
        with self.admin.connect() as conn:
            conn.execute(text(sql))

    def empty_database(self) -> str:
        """A new empty database; its URL."""
        name = f"{self.prefix}_{next(self._names)}"
        self._execute(f'CREATE DATABASE "{name}"')
        return self.url_of(name)

    def migrated_database(self) -> str:
        """A new database at the head revision, cloned from the run's template."""
        if self.template is None:
            self.template = self._build_template()
        name = f"{self.prefix}_{next(self._names)}"
        self._execute(f'CREATE DATABASE "{name}" TEMPLATE "{self.template}" STRATEGY FILE_COPY')
        return self.url_of(name)

    def _build_template(self) -> str:
        from warclan.store import migrate
        from warclan.store.engines import make_engine

        name = f"{self.prefix}_template"
        self._execute(f'DROP DATABASE IF EXISTS "{name}"')
        self._execute(f'CREATE DATABASE "{name}"')
        engine = make_engine(self.url_of(name))
        try:
            migrate.upgrade(engine)
        finally:
            engine.dispose()
        return name

    def drop(self, url: str) -> None:
        name = make_url(url).database
        self._execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def close(self) -> None:
        if self.template is not None:
            self._execute(f'DROP DATABASE IF EXISTS "{self.template}" WITH (FORCE)')
        self.admin.dispose()
