"""A game night's players: the names its log may use ("unknown player" otherwise).

Each game night describes its players once (:class:`PlayerBook`: the table, a query of
how often each player took part, the view to return); finding, adding and listing are
the same for all of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_
from warclan.services.errors import NotFound, ServiceError
from warclan.services.names import as_id, clean_name, now
from warclan.store.database import Database
from warclan.store.models.base import name_key
from warclan.store.models.game_nights import GameNightPlayer

PlayerT = TypeVar("PlayerT", bound=GameNightPlayer)
ViewT = TypeVar("ViewT")


@dataclass(frozen=True, slots=True)
class PlayerBook(Generic[PlayerT, ViewT]):
    model: type[PlayerT]
    # (player id, how many plays or matches) for every player who took part, in one
    # GROUP BY: listing the players then costs two queries however many there are.
    usage: Callable[[], Select[int, int]]
    view: Callable[[int, str, int], ViewT]  # id, name, usage count
    add_command: str  # the command that adds a player, for "unknown player"
    check_name: Callable[[str], None] | None = None  # a game night's own refusals

    def find(self, session: Session, ref: str | int) -> PlayerT:
        found = self.named(session, ref)
        ident = as_id(ref)
        if found is None and ident is not None:
            found = session.get(self.model, ident)
        if found is None:
            raise NotFound(
                T_(
                    "unknown player {ref!r} (add them with '{add_command}')",
                    ref=ref,
                    add_command=self.add_command,
                )
            )
        return found

    def named(self, session: Session, name: str | int) -> PlayerT | None:
        """The player registered under ``name`` (by name only, never by id), or None."""
        if not isinstance(name, str):
            return None
        return session.scalar(select(self.model).where(self.model.name_key == name_key(name)))

    def add(self, db: Database, name: str) -> ViewT:
        name = clean_name(name, T_("player"))
        if self.check_name is not None:
            self.check_name(name)
        with db.session() as session:
            taken = session.scalar(
                select(self.model.name).where(self.model.name_key == name_key(name))
            )
            if taken is not None:
                raise ServiceError(T_("there is already a player called {taken}", taken=taken))
            player = self.model()  # the mixin has no keyword constructor of its own
            player.name, player.created_at = name, now()
            session.add(player)
            session.flush()
            return self.view(player.id, player.name, 0)

    def list(self, db: Database) -> list[ViewT]:
        """Every player, by name, with how often they took part."""
        with db.session(write=False) as session:
            counts: dict[int, int] = {
                int(ident): int(count) for ident, count in session.execute(self.usage()).all()
            }
            players = session.scalars(select(self.model).order_by(func.lower(self.model.name)))
            return [self.view(p.id, p.name, counts.get(p.id, 0)) for p in players]
