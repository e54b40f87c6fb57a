"""Writing roster PDFs for the print dialog: one file per War Clan or warband.

Runs on a pool thread through ``ctx.ops.run``; each service call opens its own Session
there. reportlab is imported on the first export, never when the window opens.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from warclan.reports.options import RosterOptions
    from warclan.reports.output import PdfResult
    from warclan.store.database import Database


# What a layout's file is called after the name: cards beside a sheet are another file.
_LAYOUT_WORDS = {"cards": "cards"}


@dataclass(frozen=True, slots=True)
class RosterTarget:
    kind: str  # clan | warband
    ident: int
    name: str
    group: str = ""  # a War Clan's campaign: clans of two campaigns may share a name

    def file_name(self, layout: str = "sheet") -> str:
        """ "Winter - Ravens roster.pdf", without characters file systems refuse."""
        whole = f"{self.group} - {self.name}" if self.group else self.name
        stem = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", whole)
        stem = " ".join(stem.split()) or "roster"
        return f"{stem} {_LAYOUT_WORDS.get(layout, 'roster')}.pdf"


def export_rosters(
    db: Database, targets: Sequence[RosterTarget], folder: Path, options: RosterOptions
) -> list[PdfResult]:
    results = []
    for target in targets:
        path = folder / target.file_name(options.layout)
        if target.kind == "warband":
            from warclan.reports.mors_regnat.warband_roster import write_warband_roster
            from warclan.services.mors_regnat.roster import warband_roster

            results.append(write_warband_roster(warband_roster(db, target.ident), path, options))
        else:
            from warclan.reports.ragnarok.clan_roster import write_clan_roster
            from warclan.services.ragnarok.rosters import clan_roster

            results.append(write_clan_roster(clan_roster(db, target.ident), path, options))
    return results
