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


def test_the_program_frees_the_collector_from_start_up_once_its_database_is_open(
    tmp_path,
) -> None:
    """``warclan`` (``cli.main.run``) freezes what start-up made once the command's
    database is open: the frozen objects include the table classes' mappers, and the
    command's own output is written as ever."""
    import subprocess
    import sys

    probe = (
        "import gc, sys\n"
        "from warclan.cli import main as m\n"
        "seen = []\n"
        "def started():\n"
        "    m.freeze_start_up()\n"
        "    seen.append(gc.get_freeze_count())\n"
        "code = m.main(sys.argv[1:], started=started)\n"
        "print('frozen', seen[0] > 10000, code)\n"
    )
    db = tmp_path / "w.sqlite"
    done = subprocess.run(
        [sys.executable, "-c", probe, "--db", str(db), "campaign", "create", "Winter"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert done.stdout.splitlines()[-1] == "frozen True 0"
    # The program itself (run: the thresholds, then the freeze): its output is whole.
    shown = subprocess.run(
        [sys.executable, "-c", "from warclan.cli.main import run; run()", "--db", str(db),
         "campaign", "list"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert shown.returncode == 0 and "Winter" in shown.stdout, shown.stderr
