"""What every game system's services return, as JSON-ready values (for ``--json``)."""

from __future__ import annotations

from dataclasses import asdict
from datetime import date
from typing import Any


def to_jsonable(value: Any) -> Any:
    """Dataclasses, tuples and dates as JSON-ready values."""
    if hasattr(value, "__dataclass_fields__"):
        return to_jsonable(asdict(value))
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [to_jsonable(v) for v in value]
    if isinstance(value, date):
        return value.isoformat()
    return value
