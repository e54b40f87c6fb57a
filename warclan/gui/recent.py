"""Recent databases (File ▸ Open Recent), newest first, kept in QSettings, as TagStudio
keeps recent libraries. A file that has gone missing stays listed, marked, until removed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from warclan.paths import sqlite_url_path

MAX_RECENT = 10
KEY = "databases/recent"
LAST = "databases/last"


class RecentDatabases:
    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    def urls(self) -> list[str]:
        value: Any = self._settings.value(KEY, [])
        if isinstance(value, str):  # QSettings gives a lone value back as a string
            value = [value]
        return [str(v) for v in value or []][:MAX_RECENT]

    def add(self, url: str) -> None:
        from warclan.gui.league_passwords import without_password

        url = without_password(url)  # a password belongs in the keyring, never here
        urls = [url, *(u for u in self.urls() if u != url)][:MAX_RECENT]
        self._settings.setValue(KEY, urls)
        self._settings.setValue(LAST, url)

    def remove(self, url: str) -> None:
        self._settings.setValue(KEY, [u for u in self.urls() if u != url])
        if self.last() == url:
            self._settings.remove(LAST)

    def last(self) -> str | None:
        value = self._settings.value(LAST)
        return str(value) if value else None


def url_path(url: str) -> Path | None:
    """The file of an SQLite URL (without importing SQLAlchemy), else None."""
    return sqlite_url_path(url)


def missing(url: str) -> bool:
    path = url_path(url)
    return path is not None and not path.exists()


def label(url: str) -> str:
    from warclan.gui.league_passwords import hide_password

    path = url_path(url)
    return str(path) if path is not None else hide_password(url)
