"""The migration revisions this build ships, as constants.

Opening a current database compares its stored revision with ``HEAD_REVISION`` in one
plain query, so alembic (and mako, pygments) is imported only when a migration must run.
``tests/store/test_schema_head.py`` checks both constants against ``migrations/``:
adding a migration means updating them.
"""

from __future__ import annotations

import re

HEAD_REVISION = "0010"
KNOWN_REVISIONS: frozenset[str] = frozenset(
    {"0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009", "0010"}
)

# warclan names its revisions with four digits; a newer warclan keeps doing so, which
# tells its databases from those of another program that also uses alembic.
OUR_REVISION_PATTERN = re.compile(r"\d{4}")

# SQLite's application_id header field (PRAGMA application_id): "WCLN".
APPLICATION_ID = 0x57434C4E
