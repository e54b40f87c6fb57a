"""Waiting in tests for what the window does off the GUI thread (``Ops.read``, ``run``,
the open and section jobs): a test acts as a player would, then lets the answers arrive
before it looks."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtWidgets import QApplication

from warclan.gui.ops import Ops


def settle(holder: Any, timeout_ms: int = 20_000) -> None:
    """Until every job ``holder`` (a window, an ``AppContext`` or ``Ops``) started has
    finished, the jobs their answers started included, and the work put off until then
    (``Ops.when_idle``: the later sections, the undo label) has run too."""
    ops: Ops = holder if isinstance(holder, Ops) else holder.ops
    pool = getattr(holder, "pool", None)
    deadline = time.monotonic() + timeout_ms / 1000
    for _ in range(200):
        if pool is not None:
            pool.waitForDone(timeout_ms)
        assert ops.wait_idle(timeout_ms), "the window's database jobs did not finish"
        QApplication.processEvents()
        if ops.idle() and (pool is None or pool.activeThreadCount() == 0):
            if not ops.idle_work_pending():
                return
            assert time.monotonic() < deadline, "the work put off until idle did not run"
            time.sleep(0.01)  # its timer is due within SETTLE_MS
