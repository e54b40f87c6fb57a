"""A service written for the caller's transaction (``X_in(session, …)``, so that several
can be committed together) offered as one of its own (``X(db, …)``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Concatenate, ParamSpec, TypeVar

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from warclan.store.database import Database

P = ParamSpec("P")
R = TypeVar("R")


def own_transaction(
    in_session: Callable[Concatenate[Session, P], R],
) -> Callable[Concatenate[Database, P], R]:
    """``in_session`` in a transaction of its own: committed when it returns, rolled back
    when it raises."""

    def run(db: Database, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with db.session() as session:
            return in_session(session, *args, **kwargs)

    return run
