"""The result of an export and the atomic write of a PDF (reportlab is imported only by
``write_document``, when a PDF is laid out). How to print is in ``options``."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, TypeVar

from warclan import atomic
from warclan.i18n_text import T_, reason
from warclan.reports.options import ReportError, RosterOptions

if TYPE_CHECKING:
    from warclan.reports.layout import Document

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class PdfResult:
    """A PDF written: its path, pages and bytes, and any characters no font had."""

    path: str
    pages: int
    bytes: int
    # Characters no installed font has, one line per text they are in: printed as [U+…].
    warnings: tuple[str, ...] = ()


def fixed_date_from_env(environ: Mapping[str, str] | None = None) -> date | None:
    """``SOURCE_DATE_EPOCH`` (the reproducible-builds convention) as a date, if set."""
    value = (os.environ if environ is None else environ).get("SOURCE_DATE_EPOCH", "").strip()
    if not value:
        return None
    try:
        return datetime.fromtimestamp(int(value), UTC).date()
    except (ValueError, OverflowError, OSError) as exc:
        raise ReportError(f"SOURCE_DATE_EPOCH must be whole seconds, not {value!r}") from exc


def write_atomically(path: Path, write: Callable[[BinaryIO], T]) -> T:
    """Run ``write`` on a temp file beside ``path``, then rename it over ``path``.

    A failure at any point removes the temp file and leaves an existing ``path`` as it was:
    a half-written roster never replaces a good one.
    """
    target = Path(path)
    if target.is_dir():
        raise ReportError(
            T_("{target} is a folder; give a file name such as roster.pdf", target=target)
        )
    try:
        return atomic.write_through(target, write, overwrite=True)
    except atomic.WriteError as exc:
        raise ReportError(reason(exc)) from exc


def write_document(path: Path, make: Callable[[], Document], options: RosterOptions) -> PdfResult:
    """Lay out ``make()`` into ``path`` atomically: what was written, with a warning for
    each text that had characters no font has. Every report writes its PDF through this."""
    from warclan.reports.fonts import collect_missing, missing_warnings
    from warclan.reports.layout import build_pdf

    with collect_missing() as found:
        pages = write_atomically(path, lambda handle: build_pdf(handle, make(), options))
    return PdfResult(str(path), pages, Path(path).stat().st_size, missing_warnings(found))
