"""Undoable Mors Regnat edits: one service call each way, restoring rows exactly.

Each edit captures the rows it touches (a warband with its warriors, or a match) before
and after the service ran. Undo puts "before" back and Redo puts "after" back, both
through ``warclan.services.mors_regnat.snapshots``, so Undo and Redo leave the database
exactly as it was at each step, ids and timestamps included, and never re-run a rule
check that the data has meanwhile outgrown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from warclan.gui.context import AppContext
from warclan.gui.ops import Changed
from warclan.services.mors_regnat import snapshots
from warclan.store.database import Database

T = TypeVar("T")
Capture = Callable[[Database, int], Any]
Restore = Callable[[Database, int, Any], None]


def snapshot_command(
    ctx: AppContext,
    label: str,
    key: int | None,
    run: Callable[[], T],
    ident_of: Callable[[T], int],
    *,
    capture: Capture,
    restore: Restore,
    changed: Changed,
    on_done: Callable[[int], None] | None = None,
    on_failed: Callable[[BaseException], None] | None = None,
) -> None:
    """Run ``run`` as one command on ``ctx.undo_stack``. ``key`` is the id of the row it
    changes, or None when ``run`` creates it (then ``ident_of(result)`` names it)."""
    state: dict[str, Any] = {}

    def do() -> int:
        if "after" in state:  # a redo
            restore(ctx.db, state["id"], state["after"])
            return int(state["id"])
        before = capture(ctx.db, key) if key is not None else None
        result = run()
        ident = key if key is not None else ident_of(result)
        state.update(id=ident, before=before, after=capture(ctx.db, ident))
        return ident

    def undo(ident: int) -> None:
        restore(ctx.db, ident, state["before"])

    ctx.ops.run_command(
        ctx.undo_stack, label, do, undo, changed=changed, on_done=on_done, on_failed=on_failed
    )


def warband_command(
    ctx: AppContext,
    label: str,
    warband_id: int | None,
    run: Callable[[], T],
    ident_of: Callable[[T], int] = lambda result: int(getattr(result, "id", 0)),
    on_done: Callable[[int], None] | None = None,
    on_failed: Callable[[BaseException], None] | None = None,
) -> None:
    """An edit of one warband (or the creation of one, for ``warband_id`` None)."""
    snapshot_command(
        ctx,
        label,
        warband_id,
        run,
        ident_of,
        capture=snapshots.capture_warband,
        restore=snapshots.restore_warband,
        changed=Changed.of("warbands", "matches", warband_id=warband_id),
        on_done=on_done,
        on_failed=on_failed,
    )


def match_command(
    ctx: AppContext,
    label: str,
    match_id: int | None,
    run: Callable[[], T],
    ident_of: Callable[[T], int] = lambda result: int(getattr(result, "id", 0)),
    on_done: Callable[[int], None] | None = None,
) -> None:
    """Recording (``match_id`` None) or deleting one match of the log."""
    snapshot_command(
        ctx,
        label,
        match_id,
        run,
        ident_of,
        capture=snapshots.capture_match,
        restore=snapshots.restore_match,
        changed=Changed.of("matches", "warbands"),
        on_done=on_done,
    )
