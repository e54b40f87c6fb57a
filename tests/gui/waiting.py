"""Waiting in tests for what the window does off the GUI thread (``Ops.read``, ``run``,
the open and section jobs): a test acts as a player would, then lets the answers arrive
before it looks."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from warclan.gui.ops import Ops


def settle(holder: Any, timeout_ms: int = 20_000) -> None:
    """Until every job ``holder`` (a window, an ``AppContext`` or ``Ops``) started has
    finished, the jobs their answers started included."""
    ops: Ops = holder if isinstance(holder, Ops) else holder.ops
    pool = getattr(holder, "pool", None)
    for _ in range(50):
        if pool is not None:
            pool.waitForDone(timeout_ms)
        assert ops.wait_idle(timeout_ms), "the window's database jobs did not finish"
        QApplication.processEvents()
        if ops.idle() and (pool is None or pool.activeThreadCount() == 0):
            return
