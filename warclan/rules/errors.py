"""The one error type the rules raise: a broken rule, told in words a player understands."""

from __future__ import annotations

from warclan.errors import UserError


class RulesError(UserError, ValueError):
    """Input that the game's rules do not allow (out-of-range dice, over budget, …)."""
