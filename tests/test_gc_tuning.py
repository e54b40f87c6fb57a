"""The collector's thresholds: raised for start-up, never lowered, never switched off."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from warclan.gc_tuning import GEN0_THRESHOLD, QUICK_COMMAND_GEN0, relax_collector


@pytest.fixture
def thresholds() -> Iterator[None]:
    saved = gc.get_threshold()
    yield
    gc.set_threshold(*saved)


def test_relaxing_raises_the_default_thresholds(thresholds: None) -> None:
    gc.set_threshold(700, 10, 10)
    relax_collector()
    assert gc.get_threshold() == (GEN0_THRESHOLD, 20, 20)
    assert gc.isenabled()


def test_relaxing_keeps_higher_thresholds_and_a_disabled_collection(thresholds: None) -> None:
    gc.set_threshold(GEN0_THRESHOLD * 2, 30, 40)
    relax_collector()
    assert gc.get_threshold() == (GEN0_THRESHOLD * 2, 30, 40)
    gc.set_threshold(0)  # 0 switches automatic collection off: left so
    relax_collector()
    assert gc.get_threshold()[0] == 0


def test_a_quick_command_collects_later_still(thresholds: None) -> None:
    gc.set_threshold(700, 10, 10)
    relax_collector(QUICK_COMMAND_GEN0)
    assert gc.get_threshold() == (QUICK_COMMAND_GEN0, 20, 20)
    relax_collector()  # the window's lower threshold does not lower it again
    assert gc.get_threshold()[0] == QUICK_COMMAND_GEN0
    assert gc.isenabled()
