"""Writing a roster PDF off the GUI thread.

The job calls the controller from a pool thread; every service call opens its own Session
there, so no Session (or ORM object) ever crosses threads. The result comes back to the
window through queued signals.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, Signal

from warclan.gui.controller import CampaignController
from warclan.reports.output import RosterOptions
from warclan.services.errors import ServiceError
from warclan.store.errors import StorageError


class RosterJobSignals(QObject):
    finished = Signal(object)  # PdfResult
    failed = Signal(str)  # a message for the user


class RosterExportJob(QRunnable):
    def __init__(
        self, controller: CampaignController, clan_id: int, path: Path, options: RosterOptions
    ) -> None:
        super().__init__()
        self.signals = RosterJobSignals()
        self._controller = controller
        self._clan_id = clan_id
        self._path = path
        self._options = options

    def run(self) -> None:
        # Nothing may escape run(): an exception in a pool thread would be lost (or abort).
        try:
            result = self._controller.export_clan_roster(self._clan_id, self._path, self._options)
        except (ServiceError, StorageError) as exc:
            self.signals.failed.emit(str(exc))
        except Exception as exc:  # a bug, but the user still hears the export failed
            self.signals.failed.emit(f"could not write the roster: {type(exc).__name__}: {exc}")
        else:
            self.signals.finished.emit(result)
