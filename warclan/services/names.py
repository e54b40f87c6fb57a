"""What every game system's services share about names: tidying a typed name, telling an
id from a name, and the clock that stamps new rows."""

from __future__ import annotations

from datetime import UTC, datetime

from warclan.services.errors import ServiceError

MAX_ID = 2**63 - 1  # larger numbers cannot be ids in any database we support
NAME_LIMIT = 120


def now() -> datetime:
    """Naive UTC, as every timestamp column stores it."""
    return datetime.now(UTC).replace(tzinfo=None)


def clean_name(value: str, what: str) -> str:
    """Collapse runs of whitespace; refuse an empty or over-long name."""
    name = " ".join(value.split())
    if not name:
        raise ServiceError(f"the {what} needs a name")
    if len(name) > NAME_LIMIT:
        raise ServiceError(f"the {what} name is {len(name)} characters; at most {NAME_LIMIT}")
    return name


def as_id(ref: str | int) -> int | None:
    """The id the user typed, or None when it is not one."""
    if isinstance(ref, int):
        return ref if 0 < ref <= MAX_ID else None
    text = ref.strip()
    if not (text.isascii() and text.isdigit()):  # "²" is a digit to Python, not an id
        return None
    value = int(text)
    return value if 0 < value <= MAX_ID else None


def name_key(ref: str | int) -> str | None:
    """How a typed name is compared: whitespace collapsed, case ignored."""
    return None if isinstance(ref, int) else " ".join(ref.split()).lower()
