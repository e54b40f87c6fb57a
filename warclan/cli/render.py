"""Plain-text output for the terminal: a registry of one renderer per kind of result.

Each game system's ``render`` module registers its own renderers (``@renders``), so this
shared module imports no game system.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # reports.output (and what it imports) only for the roster commands
    from warclan.reports.output import PdfResult


Renderer = Callable[[Any], str]
RENDERERS: dict[type, Renderer] = {}
LIST_RENDERERS: dict[type, Renderer] = {}
# By "module.QualName", for result types whose module is costly to import just to
# register a renderer (the command that returns one has imported it anyway).
NAMED_RENDERERS: dict[str, Renderer] = {}


@dataclass(frozen=True, slots=True)
class DbInfo:
    """What ``warclan db`` shows: the database, its revision and any backup made."""

    url: str
    revision: str
    backup: str


def table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [
        max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(headers)
    ]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True))
    body = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join([line.rstrip(), *(b.rstrip() for b in body)])


def renders(kind: type) -> Callable[[Renderer], Renderer]:
    """Register the renderer of one result type."""

    def register(fn: Renderer) -> Renderer:
        RENDERERS[kind] = fn
        return fn

    return register


def renders_named(path: str) -> Callable[[Renderer], Renderer]:
    """Register the renderer of the result type ``path`` ("package.module.Class")."""

    def register(fn: Renderer) -> Renderer:
        NAMED_RENDERERS[path] = fn
        return fn

    return register


def renders_list(kind: type) -> Callable[[Renderer], Renderer]:
    """Register the renderer of a list whose items are of ``kind``."""

    def register(fn: Renderer) -> Renderer:
        LIST_RENDERERS[kind] = fn
        return fn

    return register


def text(result: Any) -> str:
    for kind in type(result).__mro__:
        if kind in RENDERERS:
            return RENDERERS[kind](result)
        named = NAMED_RENDERERS.get(f"{kind.__module__}.{kind.__qualname__}")
        if named is not None:
            return named(result)
    if isinstance(result, list | tuple):
        if not result:
            return "(none)"
        for kind in type(result[0]).__mro__:
            if kind in LIST_RENDERERS:
                return LIST_RENDERERS[kind](result)
            if kind in RENDERERS:
                return "\n\n".join(RENDERERS[kind](r) for r in result)
    return str(result)


@dataclass(frozen=True, slots=True)
class IntegrityReport:
    """What ``warclan db check`` found in a sound file."""

    path: str
    result: str


@renders(IntegrityReport)
def integrity_report(result: IntegrityReport) -> str:
    return f"{result.path}: {result.result} (SQLite's integrity check found no damage)"


@renders(DbInfo)
def db_info(result: DbInfo) -> str:
    return f"database: {result.url}\nrevision: {result.revision}" + (
        f"\nbacked up before migrating to: {result.backup}" if result.backup else ""
    )


# Every system writes PDFs (rosters, setup sheets, ladders): one way to say so.
@renders_named("warclan.reports.output.PdfResult")
def written(result: PdfResult) -> str:
    pages = f"{result.pages} page{'' if result.pages == 1 else 's'}"
    lines = [f"Wrote {result.path} ({pages}, {result.bytes:,} bytes)"]
    # A character no font has prints as [U+…]: say so, never leave a silent box.
    lines += [f"warning: {w}" for w in result.warnings]
    return "\n".join(lines)
