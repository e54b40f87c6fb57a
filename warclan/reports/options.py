"""How to print a report (paper, layout, date) and the refusal of one that cannot be
written: what the layout and every report module need, without the writing itself."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime

from warclan.reports.paper import default_paper
from warclan.services.errors import ServiceError

LAYOUTS = ("sheet", "cards", "table")  # table: Mors Regnat warbands only
PAPERS = ("a4", "letter")


class ReportError(ServiceError):
    """A roster that cannot be written (a missing folder, a full disk): tell the user."""


@dataclass(frozen=True, slots=True)
class RosterOptions:
    """How to print a roster: paper, layout and the date printed on it."""

    paper: str = field(default_factory=default_paper)  # a4 | letter; default: the locale's
    layout: str = "sheet"  # sheet | cards
    # Printed as "date printed" and stored as the PDF's creation date; with it, the same
    # data gives the same bytes.
    fixed_date: date | None = None

    def __post_init__(self) -> None:
        if self.paper not in PAPERS:
            raise ReportError(f"paper must be one of {', '.join(PAPERS)}, not {self.paper!r}")
        if self.layout not in LAYOUTS:
            raise ReportError(f"layout must be one of {', '.join(LAYOUTS)}, not {self.layout!r}")

    @property
    def printed_on(self) -> date:
        return self.fixed_date or datetime.now().date()
