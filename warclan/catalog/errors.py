"""A malformed rules file names the file, the entry and the field."""

from __future__ import annotations

from warclan.errors import UserError


class CatalogError(UserError, ValueError):
    """``file``, ``where`` (a path inside it, or "") and ``message`` (the problem alone)
    are kept apart, so that code can place the problem without parsing the text."""

    def __init__(self, file: str, where: str, message: str) -> None:
        self.file = file
        self.where = where
        self.message = message
        super().__init__(f"{file}: {where}: {message}" if where else f"{file}: {message}")
