"""The head constant kept in code matches migrations/, and a current database opens
without importing alembic."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from warclan.store import migrate, schema_head
from warclan.store.database import Database


def test_head_constant_is_the_single_head_of_migrations() -> None:
    assert migrate.head_revision() == schema_head.HEAD_REVISION, (
        "a migration was added: update HEAD_REVISION in warclan/store/schema_head.py"
    )


def test_known_revisions_constant_lists_every_migration() -> None:
    assert set(schema_head.KNOWN_REVISIONS) == migrate.known_revisions()


def test_our_revision_ids_follow_the_pattern_a_newer_warclan_is_told_by() -> None:
    for revision in migrate.known_revisions():
        assert schema_head.OUR_REVISION_PATTERN.fullmatch(revision), revision


OPEN_AND_LIST = """
import json, sys
from warclan.store.database import Database
db = Database(sys.argv[1])
with db.session(write=False) as session:
    session.connection().exec_driver_sql("SELECT count(*) FROM campaign").scalar()
db.close()
print(json.dumps({"alembic": sorted(m for m in sys.modules if m.split(".")[0] in
                  ("alembic", "mako", "pygments")), "migrated": db.report.migrated_from}))
"""


def _modules_after_open(url: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", OPEN_AND_LIST, url],
        capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    return dict(json.loads(done.stdout))


def test_current_database_opens_without_importing_alembic(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'current.sqlite'}"
    Database(url).close()
    assert _modules_after_open(url) == {"alembic": [], "migrated": None}


def test_a_new_database_does_import_alembic_to_migrate(tmp_path: Path) -> None:
    """Guard for the test above: the subprocess really would see alembic."""
    found = _modules_after_open(f"sqlite:///{tmp_path / 'new.sqlite'}")
    assert "alembic" in found["alembic"]  # type: ignore[operator]
