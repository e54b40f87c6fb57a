"""The built wheel works when installed for real (not editable), without Qt.

Builds the wheel (hatchling comes from the package index), installs it into a fresh
virtual environment with only its non-Qt dependencies, then runs the installed
``warclan`` command from outside the repository against a new database. Needs the
network the first time; without it the test fails rather than skips.
"""

from __future__ import annotations

import json
import os
import re
import runpy
import sqlite3
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
# Captured at import, before conftest's fixtures point HOME elsewhere: pip keeps its
# configuration and download cache for the build and install steps.
TOOL_ENV = {
    k: v
    for k, v in os.environ.items()
    if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "WARCLAN_DB")
}
QT_DISTRIBUTIONS = re.compile(r"^(pyside6|shiboken6)", re.IGNORECASE)
VERSION = runpy.run_path(str(REPO / "warclan" / "_version.py"))["__version__"]


def run(cmd: list[str], *, env: dict[str, str], cwd: Path, timeout: float = 900) -> str:
    done = subprocess.run(
        cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert done.returncode == 0, (
        f"{' '.join(cmd)} exited {done.returncode}\n"
        f"--- stdout\n{done.stdout[-4000:]}\n--- stderr\n{done.stderr[-4000:]}"
    )
    return done.stdout


def metadata_fields(wheel: Path, field: str) -> list[str]:
    with zipfile.ZipFile(wheel) as zf:
        metadata = zf.read(next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA")))
    return [
        line.split(":", 1)[1].strip()
        for line in metadata.decode().splitlines()
        if line.startswith(f"{field}:")
    ]


def runtime_requirements(wheel: Path) -> list[str]:
    return [r for r in metadata_fields(wheel, "Requires-Dist") if "extra ==" not in r]


@pytest.mark.slow
def test_installed_wheel_runs_the_cli_without_qt(tmp_path: Path) -> None:
    tmp_path = tmp_path.resolve()
    dist, venv, work = tmp_path / "dist", tmp_path / "venv", tmp_path / "work"
    work.mkdir()

    # 1. Build from the source tree.
    run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(dist), str(REPO)],
        env=TOOL_ENV,
        cwd=tmp_path,
    )
    (wheel,) = dist.glob("warclan-*.whl")
    # hatch took the version from warclan/_version.py, the one source.
    assert wheel.name.startswith(f"warclan-{VERSION}-")
    assert metadata_fields(wheel, "Version") == [VERSION]

    shipped = {
        f"warclan/_data/{p.relative_to(REPO).as_posix()}"
        for top in ("resources", "migrations")
        for p in (REPO / top).rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    assert shipped, "nothing found under resources/ and migrations/"
    assert shipped <= names, f"missing from the wheel: {sorted(shipped - names)}"
    # F1's guide (gui/help.py) is read from there: an installed copy has all of it.
    assert {
        "warclan/_data/resources/help/index.txt",
        "warclan/_data/resources/help/keys.md",
        # The window's German (gui/i18n.py): the .qm built from the .ts by ./dev translations.
        "warclan/_data/resources/translations/warclan_de.qm",
        "warclan/_data/resources/translations/warclan_en.qm",
    } <= names

    # 2. A fresh environment with the wheel and its dependencies, Qt left out.
    requirements = runtime_requirements(wheel)
    non_qt = [r for r in requirements if not QT_DISTRIBUTIONS.match(r)]
    qt = [r for r in requirements if QT_DISTRIBUTIONS.match(r)]
    assert sorted(r.split(">")[0] for r in qt) == ["pyside6-addons", "pyside6-essentials"], (
        requirements
    )
    run([sys.executable, "-m", "venv", str(venv)], env=TOOL_ENV, cwd=tmp_path)
    python, warclan = venv / "bin" / "python", venv / "bin" / "warclan"
    pip = [str(python), "-m", "pip", "install", "--quiet"]
    run([*pip, "--no-deps", str(wheel)], env=TOOL_ENV, cwd=tmp_path)
    run([*pip, *non_qt], env=TOOL_ENV, cwd=tmp_path)

    # 3. Run it from outside the repository, with a clean environment.
    env = {
        k: v for k, v in TOOL_ENV.items() if not k.startswith(("PYTHON", "WARCLAN", "QT_", "XDG_"))
    }
    env |= {
        "HOME": str(tmp_path / "home"),
        "XDG_DATA_HOME": str(tmp_path / "xdg"),
        "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
    }

    probe = run(
        [
            str(python),
            "-c",
            "import importlib.util, sys, warclan, warclan.paths as p\n"
            "metadata_read = 'importlib.metadata' in sys.modules\n"
            "print(warclan.__file__)\n"
            "print(p.resources_dir())\n"
            "print(p.migrations_dir())\n"
            "print(importlib.util.find_spec('PySide6') is not None)\n"
            "from warclan.store.migrate import head_revision\n"
            "print(head_revision())\n"
            "print(warclan.__version__, metadata_read)\n",
        ],
        env=env,
        cwd=work,
    ).splitlines()
    package, resources, migrations = (Path(line).resolve() for line in probe[:3])
    site = venv.resolve()
    for found in (package, resources, migrations):
        assert found.is_relative_to(site), f"{found} is not inside the venv"
        assert not found.is_relative_to(REPO)
    assert resources.parts[-3:] == ("warclan", "_data", "resources")
    assert migrations.parts[-3:] == ("warclan", "_data", "migrations")
    assert (migrations / "env.py").is_file()
    assert probe[3] == "False", "PySide6 must not be installed for this test"
    installed_head = probe[4]
    # The installed package knows its version without reading its metadata.
    assert probe[5] == f"{VERSION} False"
    assert run([str(warclan), "--version"], env=env, cwd=work).strip() == f"warclan {VERSION}"

    database = tmp_path / "w.sqlite"
    created = run(
        [str(warclan), "--db", str(database), "campaign", "create", "X"], env=env, cwd=work
    )
    assert "X" in created
    listed = json.loads(
        run([str(warclan), "--db", str(database), "--json", "campaign", "list"], env=env, cwd=work)
    )
    assert [c["name"] for c in listed] == ["X"]

    profiles = json.loads(
        run([str(warclan), "--db", str(database), "--json", "profiles", "list"], env=env, cwd=work)
    )
    examples = json.loads((REPO / "resources/profiles/example_profiles.json").read_text())
    expected_keys = {entry["key"] for entry in examples["entries"]}
    assert expected_keys
    assert {p["key"] for p in profiles} == expected_keys
    assert {p["source"] for p in profiles} == {"example"}

    # The database was built by the wheel's own migrations, up to this build's head.
    conn = sqlite3.connect(database)
    try:
        (version,) = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    finally:
        conn.close()
    assert version == installed_head
    assert not (work / "w.sqlite").exists() and not (tmp_path / "xdg").exists()
