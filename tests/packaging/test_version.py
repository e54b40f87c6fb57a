"""One source for the version: pyproject.toml."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import warclan

REPO = Path(__file__).resolve().parents[2]


def pyproject_version() -> str:
    return str(tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"])


def test_the_package_version_is_pyprojects() -> None:
    assert warclan.__version__ == pyproject_version()


def test_version_flags_print_it() -> None:
    for module in ("warclan.cli.main", "warclan.gui.app"):
        done = subprocess.run(
            [sys.executable, "-m", module, "--version"], capture_output=True, text=True
        )
        assert done.stdout.strip() == f"warclan {pyproject_version()}", module


def test_no_other_file_spells_the_version_out() -> None:
    version = pyproject_version()
    hits = [
        str(path.relative_to(REPO))
        for path in (REPO / "warclan").rglob("*.py")
        if f'"{version}"' in path.read_text(encoding="utf-8")
    ]
    assert hits == []
