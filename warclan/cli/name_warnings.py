"""``warning: …`` on stderr after a name was saved that no font can print whole: the
command succeeded, and its output stays as it was (issue 11)."""

from __future__ import annotations

import sys

from warclan.reports.name_check import warnings_for


def warn_unprintable(*names: str | None) -> None:
    for warning in warnings_for(names):
        print(f"warning: {warning}", file=sys.stderr)
