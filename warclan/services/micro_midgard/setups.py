"""A Micro Midgard setup for the table, as one flat view (the rules' setup, named)."""

from __future__ import annotations

from warclan.rules.micro_midgard.setup import (
    FIRST_GAME_NOTE,
    MmSetup,
    first_game_setup,
    make_setup,
    new_seed,
)
from warclan.services.micro_midgard.dto import MmSetupView, ProphecySpot, RelicSpot, TokenSpot


def setup_view(
    *,
    seed: int | None = None,
    players: tuple[str, str] | None = None,
    solo: bool = False,
    first_game: bool = False,
) -> MmSetupView:
    """A random setup from ``seed`` (a new one is drawn and shown when None), or the
    first-game preset."""
    if first_game:
        made = first_game_setup(players, solo=solo)
    else:
        made = make_setup(new_seed() if seed is None else seed, players, solo=solo)
    return view_of(made)


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
