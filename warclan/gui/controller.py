"""The GUI's one door to the services: each method is one service call returning DTOs.

No Qt here and no SQL: widgets ask the controller, the controller asks the services.
Unexpected database failures (a locked file, a lost server) arrive as ``StorageError``
so the window has just two kinds of error to show: ``ServiceError`` and ``StorageError``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from sqlalchemy.engine import make_url
from sqlalchemy.exc import SQLAlchemyError

from warclan.reports.output import PdfResult, RosterOptions
from warclan.services.ragnarok import campaigns, clans, rosters
from warclan.services.ragnarok.dto import CampaignView, ClanView
from warclan.store.database import Database, sqlite_path
from warclan.store.errors import StorageError

T = TypeVar("T")


@contextmanager
def _storage_errors() -> Iterator[None]:
    """SQLAlchemy failures the user must hear about, as one readable StorageError."""
    try:
        yield
    except SQLAlchemyError as exc:
        detail = str(getattr(exc, "orig", None) or exc).splitlines()[0]
        raise StorageError(f"database problem: {detail}") from exc


def open_database(url: str) -> Database:
    """Open (and migrate) a database; every failure is a ``StorageError``."""
    try:
        with _storage_errors():
            return Database(url)
    except OSError as exc:  # e.g. the folder for a new file cannot be created
        raise StorageError(f"cannot open {url}: {exc}") from exc


class CampaignController:
    """Read campaigns and clans, create campaigns; owns nothing but the Database handle."""

    def __init__(self, db: Database) -> None:
        self._db = db

    @property
    def url(self) -> str:
        """The database URL, password hidden (it is shown in the status bar)."""
        return make_url(self._db.url).render_as_string(hide_password=True)

    @property
    def database_name(self) -> str:
        """A short name for the window title: the file name, or the URL for a server."""
        path = sqlite_path(self._db.url)
        return path.name if path is not None else self.url

    def list_campaigns(self) -> list[CampaignView]:
        return self._call(campaigns.list_campaigns)

    def campaign(self, campaign_id: int) -> CampaignView:
        return self._call(campaigns.campaign_overview, campaign_id)

    def clan(self, clan_id: int) -> ClanView:
        return self._call(clans.show_clan, clan_id)

    def create_campaign(self, name: str) -> CampaignView:
        return self._call(campaigns.create_campaign, name)

    def export_clan_roster(self, clan_id: int, path: Path, options: RosterOptions) -> PdfResult:
        """Write a clan's roster PDF (slow: the window runs this on a worker thread)."""
        # reportlab loads on the first export, not when the window opens.
        from warclan.reports.ragnarok.clan_roster import write_clan_roster

        data = self._call(rosters.clan_roster, clan_id)
        return write_clan_roster(data, path, options)

    def _call(self, service: Callable[..., T], *args: object) -> T:
        with _storage_errors():
            return service(self._db, *args)
