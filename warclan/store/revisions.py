"""Judging a stored revision before anything is written: ours, a newer warclan's, another
program's, or unreadable (an empty ``alembic_version`` table). No alembic import here."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from warclan import __version__
from warclan.i18n_text import T_
from warclan.store import schema_head
from warclan.store.errors import ForeignDatabaseError, NewerDatabaseError

VERSION_TABLE = "alembic_version"
# Tables every warclan database has had since revision 0001.
OUR_TABLES = frozenset({"campaign", "war_clan"})


def stored_revision(
    rows: Sequence[str], tables: Collection[str], where: str, *, ours: bool = False
) -> str:
    """The one revision in ``alembic_version``, refused unless this build knows it.

    ``ours``: the file carries warclan's application_id, so an unknown revision can only
    come from a newer warclan.
    """
    if not rows:
        raise ForeignDatabaseError(
            T_(
                "{where} has an empty {version_table} table, so warclan cannot tell "
                "which version of its tables the database holds; it was not changed. "
                "Restore it from the backups/ folder beside it, or choose another file.",
                where=where,
                version_table=VERSION_TABLE,
            )
        )
    if len(rows) > 1:
        raise ForeignDatabaseError(
            T_(
                "{where} records several revisions ({names}); warclan's databases have "
                "one. It is not a warclan database and was not changed.",
                where=where,
                names=", ".join(sorted(rows)),
            )
        )
    revision = rows[0]
    if revision in schema_head.KNOWN_REVISIONS:
        return revision
    looks_ours = schema_head.OUR_REVISION_PATTERN.fullmatch(revision) is not None
    if ours or (looks_ours and set(tables) >= OUR_TABLES):
        raise NewerDatabaseError(
            T_(
                "{where} was written by a newer warclan (database revision {revision}); "
                "this is warclan {version}, which knows revisions up to "
                "{head_revision}. Install a newer warclan to open it; the file was not "
                "changed.",
                where=where,
                revision=revision,
                version=__version__,
                head_revision=schema_head.HEAD_REVISION,
            )
        )
    raise ForeignDatabaseError(
        T_(
            "{where} is another program's database (it is managed by alembic, at "
            "revision {revision!r}, which is not a warclan revision); choose another "
            "file. It was not changed.",
            where=where,
            revision=revision,
        )
    )
