"""The post-game campaign sequence, all six steps: ``sequence`` runs them as one event
(steps 1–2 there), ``steps`` holds steps 3–6 and the orders a player gives for them."""

from warclan.services.ragnarok.post_game.sequence import InjuryDice, run_post_game
from warclan.services.ragnarok.post_game.steps import (
    BuyItem,
    GrantPower,
    Improve,
    Orders,
)

__all__ = ["BuyItem", "GrantPower", "Improve", "InjuryDice", "Orders", "run_post_game"]
