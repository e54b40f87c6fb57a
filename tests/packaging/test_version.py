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


def test_the_hand_reader_agrees_with_tomllib_on_awkward_files() -> None:
    from warclan import _pyproject_version

    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert _pyproject_version(text) == pyproject_version()
    other = (
        '[tool.x]\nversion = "9"\n[project]\nname = "warclan"\nversion = "1.2"\n'
        '[y]\nversion = "3"\n'
    )
    assert _pyproject_version(other) == "1.2"
    assert _pyproject_version('[project]\nname = "other"\nversion = "1.2"\n') is None
    assert _pyproject_version('[project]\nname = "warclan"\n') is None
