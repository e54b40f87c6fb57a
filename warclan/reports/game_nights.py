"""What every game night's PDFs share: the header every page of them starts with."""

from __future__ import annotations

from collections.abc import Callable

from reportlab.platypus import Flowable

from warclan.reports.layout import MUTED_HEX, Document, Geometry, Header
from warclan.reports.options import RosterOptions


def night_document(
    title: str,
    heading: str,
    aside: str,
    lines: tuple[str, ...],
    story: Callable[[Geometry], list[Flowable]],
) -> Document:
    """A game night's PDF (``title`` is the file's own title): every page starts with
    ``heading`` and a muted ``aside`` (markup, user text escaped), then ``lines``."""
    return Document(
        title=title,
        header=Header(
            title=f'{heading} <font size="9" color="{MUTED_HEX}">{aside}</font>', lines=lines
        ),
        story=story,
    )


def printed(options: RosterOptions) -> str:
    return f"printed {options.printed_on.isoformat()}"
