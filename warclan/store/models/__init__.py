"""The database tables, one module per game system over one shared ``Base``.

Importing one system's module registers only that system's tables, so a command about
campaigns does not define (or configure mappers for) the warband and game-night tables.
Ragnarok's are in three: ``ragnarok`` (campaigns, clans, warriors, games, the ledger: what
showing a campaign or a clan reads), ``ragnarok_game_detail`` (fielded warriors, dice,
raids) and ``ragnarok_rules`` (house rules, profiles), which load when a service needs them.
``warclan.store.models.everything`` imports them all, for alembic and schema checks.

The table modules do without ``from __future__ import annotations``: SQLAlchemy then reads
each ``Mapped[...]`` as an object instead of evaluating its text, which makes loading the
tables quicker (they load at every start). There are no relationships, so no
annotation names a class defined further down.
"""

from warclan.store.models.base import NAME_LENGTH, NAMING_CONVENTION, Base

__all__ = ["NAME_LENGTH", "NAMING_CONVENTION", "Base"]
