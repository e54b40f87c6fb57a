"""The database tables, one module per game system over one shared ``Base``.

Importing this package registers every table on ``Base.metadata``, which alembic and
``create_all`` need.
"""

from warclan.store.models import micro_midgard, mors_regnat, ragnarok, vgw
from warclan.store.models.base import NAME_LENGTH, NAMING_CONVENTION, Base

__all__ = [
    "NAME_LENGTH",
    "NAMING_CONVENTION",
    "Base",
    "micro_midgard",
    "mors_regnat",
    "ragnarok",
    "vgw",
]
