"""A Ragnarok! setup for the table: the rules' setup with names, as one view."""

from __future__ import annotations

from dataclasses import asdict

from warclan.rules.vgw.glory import Handicaps
from warclan.rules.vgw.setup import FIXED_STEPS, make_setup, new_seed
from warclan.services.vgw.dto import VgwSetupView


def setup_view(
    players: int, handicaps: Handicaps, *, seed: int | None = None, war_of_jarls: bool = False
) -> VgwSetupView:
    """The setup for ``seed``, or for a new seed (shown, so the setup can be made again)."""
    made = make_setup(
        players, handicaps, seed=new_seed() if seed is None else seed, war_of_jarls=war_of_jarls
    )
    return VgwSetupView(
        seed=made.seed,
        players=made.players,
        war_of_jarls=made.war_of_jarls,
        handicaps=asdict(made.handicaps),
        handicaps_text=made.handicaps.describe(),
        deck_size=made.deck_size,
        boss=made.boss,
        boss_name=made.boss_name,
        objectives=made.objectives,
        objective_names=made.objective_names,
        team_token_base=made.team_token_base,
        team_token_start=made.team_token_start,
        steps=FIXED_STEPS,
    )
