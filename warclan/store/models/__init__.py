"""The database tables, one module per game system over one shared ``Base``.

Importing one system's module registers only that system's tables, so a command about
campaigns does not define (or configure mappers for) the warband and game-night tables.
``warclan.store.models.everything`` imports them all, for alembic and schema checks.
"""

from warclan.store.models.base import NAME_LENGTH, NAMING_CONVENTION, Base

__all__ = ["NAME_LENGTH", "NAMING_CONVENTION", "Base"]
