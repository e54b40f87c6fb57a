"""Cyclic garbage is collected on the GUI thread: a window turns automatic collection off
while it is open and collects from a timer, by the same thresholds."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject, QSettings

from warclan.gui.collector import GuiThreadCollector, collect_due
from warclan.gui.main_window import MainWindow


@pytest.fixture
def thresholds() -> Iterator[None]:
    saved = gc.get_threshold()
    yield
    gc.set_threshold(*saved)


class Cycle:
    def __init__(self) -> None:
        self.me = self


def test_nothing_is_collected_below_the_threshold_and_the_due_generation_above(thresholds):
    gc.collect()
    gc.set_threshold(10_000, 10, 10)
    assert collect_due() is None
    gc.set_threshold(5, 1_000, 1_000)
    freed = [Cycle() for _ in range(50)]
    del freed
    assert collect_due() == 0
    assert gc.get_count()[0] <= 5  # the young generation was emptied
    gc.set_threshold(5, 0, 1_000)
    _ = [Cycle() for _ in range(50)]
    assert collect_due() == 1


def test_cycles_are_collected_by_the_timer_on_the_gui_thread(qtbot, thresholds):
    gc.set_threshold(100, 10, 10)
    owner = QObject()
    collector = GuiThreadCollector(owner, interval_ms=10)
    assert not gc.isenabled()
    threads: list[str] = []

    class Watched:
        def __init__(self) -> None:
            self.me = self

        def __del__(self) -> None:
            threads.append(threading.current_thread().name)

    for _ in range(300):
        Watched()
    qtbot.waitUntil(lambda: len(threads) == 300)
    assert set(threads) == {threading.main_thread().name}
    collector.stop()
    owner.deleteLater()


def test_the_window_collects_on_its_own_thread_while_open(qtbot, tmp_path):
    gc.enable()  # as an application starts
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    assert not gc.isenabled()
    window.close()
    assert gc.isenabled()
    gc.disable()  # back to how this test began (the fixture re-enables it)
