"""The declarative base every table module shares, the constraint naming convention, and
the helpers the tables use for fixed rules: enum columns and case-insensitive name keys.

Kept apart from the game systems' table modules so that none of them imports another.
"""

import unicodedata
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, Enum, ForeignKey, MetaData, String
from sqlalchemy.engine import default as engine_default
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, validates

# Every column of a constraint is in its name, so a name says what it covers.
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_N_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

NAME_LENGTH = 120
OWNER_LENGTH = 63  # a PostgreSQL role name (a league login) is at most 63 bytes
# Lower-casing can lengthen a name ("İ" becomes two characters).
NAME_KEY_LENGTH = 3 * NAME_LENGTH


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map = {dict[str, Any]: JSON, list[Any]: JSON}  # noqa: RUF012


def name_key(name: str) -> str:
    """How names are compared: NFC, runs of whitespace collapsed, case ignored
    (Unicode-aware), the same as ``warclan.text.tidy_name(name).lower()``.

    The tables store this beside each user-given name and put the UNIQUE constraint on it,
    so "Ravens", "ravens" and "Ravens  " cannot live side by side, and lookups compare keys.
    """
    return " ".join(unicodedata.normalize("NFC", name).split()).lower()


def _key_from_insert(context: engine_default.DefaultExecutionContext) -> str:
    parameters: dict[str, Any] = context.get_current_parameters()  # type: ignore[no-untyped-call]
    return name_key(parameters["name"])


def name_key_column() -> Mapped[str]:
    """The stored key of ``name``: set by :class:`NameKeyed` for ORM writes, and from the
    inserted name for a Core insert that leaves it out."""
    return mapped_column(String(NAME_KEY_LENGTH), default=_key_from_insert)


class NameKeyed:
    """Keeps ``name_key`` in step with ``name`` whenever the ORM sets the name."""

    name_key: Mapped[str]

    @validates("name")
    def _keep_name_key(self, _attribute: str, value: str) -> str:
        self.name_key = name_key(value)
        return value


def str_enum(enum: type[StrEnum], name: str, length: int) -> Enum:
    """A StrEnum stored as its values in a VARCHAR with a named CHECK (``ck_<table>_<name>``),
    the same on every database."""
    return Enum(
        enum,
        name=name,
        native_enum=False,
        create_constraint=True,
        length=length,
        values_callable=lambda members: [m.value for m in members],
        validate_strings=True,
    )


def cascade_fk(target: str, *, nullable: bool = False, index: bool = True) -> Any:
    """A foreign key to ``target`` ("table.column") whose row is deleted with its parent;
    ``index=False`` where a UNIQUE constraint already starts with the column."""
    return mapped_column(ForeignKey(target, ondelete="CASCADE"), nullable=nullable, index=index)
