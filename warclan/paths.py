"""Where warclan's shipped data and the user's data live.

One module resolves every folder, so an installed wheel and a source checkout
behave the same: the wheel carries ``resources/`` and ``migrations/`` under
``warclan/_data/``; a checkout has them at the top of the repository.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from urllib.parse import unquote

from warclan.errors import UserError

APP_NAME = "warclan"
DB_ENV_VAR = "WARCLAN_DB"

_PACKAGE_DIR = Path(__file__).resolve().parent


def _shipped(name: str) -> Path:
    for candidate in (_PACKAGE_DIR / "_data" / name, _PACKAGE_DIR.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"warclan's {name}/ folder is missing from this installation")


def resources_dir() -> Path:
    return _shipped("resources")


def migrations_dir() -> Path:
    return _shipped("migrations")


def user_data_path() -> Path:
    # platformdirs (with tempfile, shutil, random) loads only when the user's folder is
    # needed: not for a command given --db, nor for a window opening a known database.
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def default_database_path() -> Path:
    return user_data_path() / "warclan.sqlite"


def resolve_database(option: str | None) -> str:
    """The database URL: ``--db`` wins, then ``$WARCLAN_DB``, then the default file.

    Only a string that starts with a URL scheme (``postgresql+psycopg://…``) is a URL;
    anything else is the path of an SQLite file, whatever characters it holds.
    """
    if option is not None and not option.strip():
        # An empty --db is a mistake (an unset shell variable, say); the default database
        # is not what was asked for.
        raise UserError("--db needs a file or a database URL; it was given an empty value")
    value = option or os.environ.get(DB_ENV_VAR) or str(default_database_path())
    if is_url(value):
        return value
    return sqlite_url(Path(value).expanduser().resolve())


_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://")


def is_url(value: str) -> bool:
    """``scheme://…``: a database URL, not a file name."""
    return _SCHEME.match(value) is not None


def sqlite_url(path: Path) -> str:
    """The SQLAlchemy URL of exactly this file. SQLAlchemy reads ``?`` as the start of
    a query and decodes ``%XX`` in the file name, so those two are escaped."""
    return "sqlite:///" + str(path).replace("%", "%25").replace("?", "%3F")


def sqlite_url_path(url: str) -> Path | None:
    """The file an SQLite URL names (as SQLAlchemy reads it), else None; without
    importing SQLAlchemy."""
    prefix = "sqlite:///"
    if not url.startswith(prefix):
        return None
    name = unquote(url[len(prefix) :].partition("?")[0])
    if name in ("", ":memory:"):
        return None
    return Path(name)
