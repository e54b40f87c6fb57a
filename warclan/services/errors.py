"""Errors the services raise for the user: one line that says what is wrong.

Anything raised inside a service rolls its transaction back, so bad input changes nothing.
"""

from __future__ import annotations

from warclan.errors import UserError


class ServiceError(UserError):
    """A request the user can fix (unknown name, bad value, rule broken)."""


class NotFound(ServiceError):
    pass
