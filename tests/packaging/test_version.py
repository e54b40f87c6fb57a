"""One source for the version: warclan/_version.py. pyproject.toml names it as hatch's
version source (the wheel's metadata, checked by the slow ``test_wheel``); the package,
both ``--version`` flags and the bundle's spec read the file."""

from __future__ import annotations

import re
import runpy
import subprocess
import sys
import tomllib
from pathlib import Path

import warclan

REPO = Path(__file__).resolve().parents[2]
VERSION_FILE = REPO / "warclan" / "_version.py"


def file_version() -> str:
    return str(runpy.run_path(str(VERSION_FILE))["__version__"])


def test_the_package_version_is_the_files() -> None:
    assert warclan.__version__ == file_version()
    assert re.fullmatch(r"\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?", file_version())


def test_pyproject_takes_it_from_the_file() -> None:
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text())
    assert "version" not in pyproject["project"]
    assert "version" in pyproject["project"]["dynamic"]
    assert pyproject["tool"]["hatch"]["version"]["path"] == "warclan/_version.py"


def test_the_bundle_spec_reads_the_file() -> None:
    spec = (REPO / "packaging" / "warclan.spec").read_text()
    assert 'runpy.run_path(str(ROOT / "warclan" / "_version.py"))' in spec
    assert "pyproject" not in spec


def test_importing_warclan_reads_no_metadata_nor_toml() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, warclan\n"
            "print(sorted({'importlib.metadata', 'tomllib'} & set(sys.modules)))",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == "[]"


def test_version_flags_print_it() -> None:
    for module in ("warclan.cli.main", "warclan.gui.app"):
        done = subprocess.run(
            [sys.executable, "-m", module, "--version"], capture_output=True, text=True
        )
        assert done.stdout.strip() == f"warclan {file_version()}", module


def test_no_other_file_spells_the_version_out() -> None:
    version = file_version()
    hits = [
        str(path.relative_to(REPO))
        for path in (REPO / "warclan").rglob("*.py")
        if path != VERSION_FILE and f'"{version}"' in path.read_text(encoding="utf-8")
    ]
    assert hits == []
    assert f'"{version}"' not in (REPO / "pyproject.toml").read_text()
