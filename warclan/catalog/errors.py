"""A malformed rules file names the file, the entry and the field."""

from __future__ import annotations

from warclan.errors import UserError


class CatalogError(UserError, ValueError):
    def __init__(self, file: str, where: str, message: str) -> None:
        self.file = file
        self.where = where
        super().__init__(f"{file}: {where}: {message}" if where else f"{file}: {message}")
