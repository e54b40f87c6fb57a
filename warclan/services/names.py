"""What every game system's services share about names: tidying a typed name, telling an
id from a name, and the clock that stamps new rows."""

from __future__ import annotations

from datetime import UTC, datetime

from warclan.i18n_text import T_
from warclan.services.errors import ServiceError
from warclan.store.models.base import name_key as stored_name_key
from warclan.text import text_problem, tidy_name, tidy_text

MAX_ID = 2**63 - 1  # larger numbers cannot be ids in any database we support
NAME_LIMIT = 120


def now() -> datetime:
    """Naive UTC, as every timestamp column stores it."""
    return datetime.now(UTC).replace(tzinfo=None)


def clean_name(value: str, what: str) -> str:
    """The name as stored (NFC, whitespace collapsed, see ``warclan.text``); an empty or
    over-long name, or one with characters a name cannot hold, is refused."""
    name = checked_name(value, what)
    if not name:
        raise ServiceError(T_("the {what} needs a name", what=what))
    return name


def checked_name(value: str, what: str) -> str:
    """As ``clean_name`` stores it, but a blank name is left to the caller (the Mors
    Regnat rules refuse it with their words)."""
    problem = text_problem(value, name=True)
    if problem is not None:
        raise ServiceError(
            T_(
                "the {what} name {problem}; names are plain text",
                what=what,
                problem=problem,
            )
        )
    name = tidy_name(value)
    if len(name) > NAME_LIMIT:
        raise ServiceError(
            T_(
                "the {what} name is {count} characters; at most {name_limit}",
                what=what,
                count=len(name),
                name_limit=NAME_LIMIT,
            )
        )
    return name


def clean_text(value: str, what: str, limit: int) -> str:
    """A longer text as stored (NFC; line breaks and tabs kept, spaces at the ends
    dropped); one over ``limit`` characters or with characters no text can hold is
    refused."""
    problem = text_problem(value)
    if problem is not None:
        raise ServiceError(T_("the {what} {problem}", what=what, problem=problem))
    text = tidy_text(value).strip()
    if len(text) > limit:
        verb = "are" if what.endswith("s") else "is"  # "the notes are", "the note is"
        raise ServiceError(
            T_(
                "the {what} {verb} {count:,} characters; at most {limit:,}",
                what=what,
                verb=verb,
                count=len(text),
                limit=limit,
            )
        )
    return text


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
    """How a typed name is compared: as stored (NFC, whitespace collapsed), case ignored.
    The tables keep the same key of every stored name (``name_key`` columns), so lookups
    compare keys."""
    return None if isinstance(ref, int) else stored_name_key(ref)
