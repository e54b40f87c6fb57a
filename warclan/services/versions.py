"""Edits made from a copy someone else has changed since are refused, not applied.

Rows that people edit (a Ragnarok warrior, a house rule, a Mors Regnat warrior) carry a
version counter that every update raises (SQLAlchemy ``version_id_col``). A client
hands back the version it showed; this check refuses the edit when the row has moved
on, and the counter itself refuses an update racing another one in flight.
"""

from __future__ import annotations

from warclan.i18n_text import T_
from warclan.store.errors import StaleEditError


def check_version(current: int, expected: int | None, what: str) -> None:
    if expected is not None and current != expected:
        raise StaleEditError(
            T_(
                "{what} was changed by someone else since you opened it — reload; "
                "nothing was changed",
                what=what,
            )
        )
