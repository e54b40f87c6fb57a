"""Storage problems the user must hear about (as opposed to bugs)."""

from __future__ import annotations

from warclan.errors import UserError


class StorageError(UserError, RuntimeError):
    """The database cannot be used as asked; the message says why and what to do."""


class NewerDatabaseError(StorageError):
    """The database was written by a newer warclan; it is left untouched."""


class ForeignDatabaseError(StorageError):
    """The file or database belongs to another program (or to nobody); left untouched."""


class DamagedDatabaseError(StorageError):
    """SQLite's own check found the file damaged; it is refused, never written."""


class DatabaseBusyError(StorageError):
    """Another warclan held the write lock longer than the busy timeout; nothing changed."""


class ReadOnlyDatabaseError(StorageError):
    """The database was opened for reading only (read-only file or folder, full disk)."""


class StaleEditError(StorageError):
    """Someone else changed the row since it was read; nothing was changed."""


class PermissionDeniedError(StorageError):
    """The server's role for this user may not make this change; nothing was changed."""


class ConnectionLostError(StorageError):
    """The connection to the database server broke; the change may need retrying.

    ``retry_safe``: the transaction broke before its COMMIT was sent, so the server
    rolled it back and running it again cannot apply it twice. A break during the
    COMMIT leaves unknown whether it was saved: then only the user can tell (reload)."""

    retry_safe: bool = False
