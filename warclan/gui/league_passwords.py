"""League server passwords live in the operating system's keyring (``keyring``), never
in QSettings nor in the recent-databases list: those hold the URL without it.

Entries are filed under the service ``warclan league`` and the key
``user@host:port/database``. A machine without a usable keyring still connects; the
password is then only kept for this run, and the caller says so.
"""

from __future__ import annotations

import contextlib
import re

SERVICE = "warclan league"

# scheme://user:password@ -> the password part (URLs as SQLAlchemy renders them)
_PASSWORD = re.compile(r"^(?P<head>[a-z0-9+]+://[^:/@]*):(?P<password>[^@]*)@", re.IGNORECASE)
_session: dict[str, str] = {}  # passwords kept for this run when the keyring cannot


def hide_password(url: str) -> str:
    """The URL to show or remember: its password, if any, as ``***``."""
    return _PASSWORD.sub(lambda m: f"{m['head']}:***@", url, count=1)


def without_password(url: str) -> str:
    return _PASSWORD.sub(lambda m: f"{m['head']}@", url, count=1)


def entry_key(user: str, host: str, port: int, database: str) -> str:
    return f"{user}@{host}:{port}/{database}"


def _key_of(url: str) -> str | None:
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    if parsed.get_backend_name() != "postgresql" or not parsed.username:
        return None
    return entry_key(
        parsed.username, parsed.host or "localhost", parsed.port or 5432, parsed.database or ""
    )


def save(key: str, password: str) -> bool:
    """Keep the password in the keyring; False when there is no usable keyring (it is
    then kept for this run only)."""
    import keyring
    from keyring.errors import KeyringError

    _session[key] = password
    try:
        keyring.set_password(SERVICE, key, password)
    except (KeyringError, RuntimeError):
        return False
    return True


def keep_for_this_run(key: str, password: str) -> None:
    """Use the password until the program ends, without the keyring."""
    _session[key] = password


def load(key: str) -> str | None:
    import keyring
    from keyring.errors import KeyringError

    try:
        found = keyring.get_password(SERVICE, key)
    except (KeyringError, RuntimeError):
        found = None
    return found if found is not None else _session.get(key)


def forget(key: str) -> None:
    import keyring
    from keyring.errors import KeyringError

    _session.pop(key, None)
    with contextlib.suppress(KeyringError, RuntimeError):  # nothing kept: nothing to do
        keyring.delete_password(SERVICE, key)


def with_password(url: str) -> str:
    """A server URL given without a password gets the one kept for it, if any (called
    on the worker that opens the database, just before connecting)."""
    key = _key_of(url)
    if key is None or _PASSWORD.match(url):
        return url
    password = load(key)
    if password is None:
        return url
    from sqlalchemy.engine import make_url

    return make_url(url).set(password=password).render_as_string(hide_password=False)
