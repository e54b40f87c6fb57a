"""What a printed Mors Regnat roster needs: the warband sheet, gathered in one transaction."""

from __future__ import annotations

from dataclasses import dataclass

from warclan.services.mors_regnat.dto import WarbandSheet
from warclan.services.mors_regnat.lookup import find_warband
from warclan.services.mors_regnat.warbands import warband_sheet
from warclan.store.database import Database


@dataclass(frozen=True, slots=True)
class WarbandRosterData:
    """A Mors Regnat warband sheet; its record and ability texts travel inside it."""

    warband: WarbandSheet


def warband_roster(db: Database, ref: str | int) -> WarbandRosterData:
    with db.session(write=False) as session:
        return WarbandRosterData(warband_sheet(session, find_warband(session, ref)))
