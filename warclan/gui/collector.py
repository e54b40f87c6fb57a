"""Cyclic garbage is collected on the GUI thread only.

Services run on pool threads (``gui/ops.py``). Python's collector runs in whichever
thread happens to allocate when a threshold is crossed; if it frees a cycle holding Qt
objects (a closed dialog, a page's models) on a pool thread, Qt deletes them from the
wrong thread and the process can crash. The test suite showed it: a segmentation fault
"Garbage-collecting" inside a service on a pool thread. So while a window is open,
automatic collection is off and a timer on the GUI thread collects by the same
thresholds (the pattern of pyqtgraph's ``GarbageCollector``).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 1_000


def collect_due() -> int | None:
    """Collect the oldest generation whose threshold is crossed; which one, or None."""
    thresholds, counts = gc.get_threshold(), gc.get_count()
    if counts[0] <= thresholds[0]:
        return None
    generation = 0
    while generation < 2 and counts[generation + 1] > thresholds[generation + 1]:
        generation += 1
    gc.collect(generation)
    return generation


class GuiThreadCollector(QObject):
    """Turns automatic collection off until ``stop``; collects from a timer meanwhile."""

    def __init__(self, parent: QObject, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(collect_due)
        self._timer.start(interval_ms)

    def stop(self) -> None:
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()
