"""A Micro Midgard setup for the table, as one flat view (the rules' setup, named).

Named players are registered players (docs/design/RULES.md, Micro Midgard: an unknown name
is refused); a one-off name is a guest, said so where it is given and in the view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from warclan.i18n_text import T_
from warclan.rules.micro_midgard.setup import (
    FIRST_GAME_NOTE,
    LOKI,
    MmSetup,
    first_game_setup,
    make_setup,
    new_seed,
)
from warclan.services.errors import ServiceError
from warclan.services.micro_midgard.dto import MmSetupView, ProphecySpot, RelicSpot, TokenSpot
from warclan.services.micro_midgard.players import PLAYERS, find_player
from warclan.services.names import clean_name
from warclan.store.database import Database


@dataclass(frozen=True, slots=True)
class Seat:
    """A player at the table: a registered player's name or id, or with ``guest`` a
    one-off name that is not registered."""

    name: str | int
    guest: bool = False


def setup_view(
    db: Database,
    *,
    seed: int | None = None,
    players: Sequence[Seat] = (),
    solo: bool = False,
    first_game: bool = False,
) -> MmSetupView:
    """A random setup from ``seed`` (a new one is drawn and shown when None), or the
    first-game preset; for ``players`` (two, or one with ``solo``; none: placeholders)."""
    names, guests = _seated(db, players, solo)
    if first_game:
        made = first_game_setup(names, solo=solo)
    else:
        made = make_setup(new_seed() if seed is None else seed, names, solo=solo)
    return replace(view_of(made), guests=guests)


def _seated(
    db: Database, seats: Sequence[Seat], solo: bool
) -> tuple[tuple[str, str] | None, tuple[str, ...]]:
    """The names to seat (registered players as registered) and which of them are guests."""
    if solo and len(seats) > 1:
        raise ServiceError(T_("a solo game has one player (Loki is the other)"))
    if not solo and len(seats) not in (0, 2):
        raise ServiceError(
            T_(
                "Micro Midgard is for two players: name two, not {count}",
                count=len(seats),
            )
        )
    if not seats:
        return None, ()
    names: list[str] = []
    guests: list[str] = []
    with db.session(write=False) as session:
        for seat in seats:
            if not seat.guest:
                names.append(find_player(session, seat.name).name)
                continue
            name = clean_name(str(seat.name), T_("guest"))
            if name.casefold() == LOKI.casefold():
                raise ServiceError(T_("Loki is the solo opponent, not a guest"))
            taken = PLAYERS.named(session, name)
            if taken is not None:
                raise ServiceError(
                    T_("{taken} is a registered player, not a guest", taken=taken.name)
                )
            names.append(name)
            guests.append(name)
    pair = (names[0], names[0]) if solo else (names[0], names[1])
    return pair, tuple(guests)


def view_of(made: MmSetup) -> MmSetupView:
    prophecies = tuple(
        ProphecySpot("Sun", column, p.number, "day", p.day)
        for column, p in enumerate(made.sun_row, start=1)
    ) + tuple(
        ProphecySpot("Moon", column, p.number, "night", p.night)
        for column, p in enumerate(made.moon_row, start=1)
    )
    relics = tuple(
        RelicSpot("Blue", r.level, r.key, "day (Sun)", r.sun) for r in made.blue_relics
    ) + tuple(RelicSpot("Red", r.level, r.key, "night (Moon)", r.moon) for r in made.red_relics)
    return MmSetupView(
        seed=made.seed,
        preset=made.preset,
        note=FIRST_GAME_NOTE if made.preset == "first-game" else "",
        prophecies=prophecies,
        tokens=tuple(TokenSpot(t.position, t.card, t.blessing) for t in made.tokens),
        blessings=made.blessings,
        relics=relics,
        removed_relics=tuple(r.key for r in made.removed_relics),
        players=made.players,
        starting=made.starting,
        second=made.second,
        solo=made.solo,
    )
