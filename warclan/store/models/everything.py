"""Every game system's tables registered on ``Base.metadata``: what alembic compares the
migrations with, and what schema checks need. Nothing at run time imports this."""

from warclan.store.models import (
    game_tracker,
    league,
    micro_midgard,
    mors_regnat,
    ragnarok,
    ragnarok_game_detail,
    ragnarok_rules,
    vgw,
)
from warclan.store.models.base import Base

__all__ = [
    "Base",
    "game_tracker",
    "league",
    "micro_midgard",
    "mors_regnat",
    "ragnarok",
    "ragnarok_game_detail",
    "ragnarok_rules",
    "vgw",
]
