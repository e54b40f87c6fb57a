"""The frozen one-folder bundle works on its own: built by PyInstaller from the spec kept
in packaging/, then run with only the bundle (no venv, no source tree on the path).

Slow (the build takes minutes): CI runs it; ``./dev test`` skips it unless asked.
"""

from __future__ import annotations

import json
import runpy
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

REPO = Path(__file__).resolve().parents[2]
VERSION = runpy.run_path(str(REPO / "warclan" / "_version.py"))["__version__"]
OLD_DB = REPO / "tests" / "fixtures" / "databases" / "rev-0001.sqlite"
RUNIC = "ᚱᚨᚷᚾᚨᚱᛟᚲ"
GREEK = "Ἀθηνᾶ"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build from a clean checkout of the committed tree, as a release would."""
    work = tmp_path_factory.mktemp("bundle")
    checkout = work / "src"
    subprocess.run(
        ["git", "clone", "--quiet", "--no-hardlinks", str(REPO), str(checkout)], check=True
    )
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    built = subprocess.run(
        [
            str(pyinstaller),
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(work / "dist"),
            "--workpath",
            str(work / "build"),
            str(checkout / "packaging" / "warclan.spec"),
        ],
        cwd=work,
        capture_output=True,
        text=True,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    shutil.rmtree(checkout)  # nothing of the source may be left for the bundle to find
    return work / "dist" / "warclan"


def run(bundle: Path, home: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """Run a bundled program with a bare environment: no venv, no PYTHONPATH."""
    bare = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", **env}
    exe = args[0]
    return subprocess.run(
        [str(bundle / exe), *args[1:]],
        env=bare,
        cwd=home,
        capture_output=True,
        text=True,
        timeout=300,
    )


def cli(bundle: Path, home: Path, db: Path, *args: str) -> str:
    done = run(bundle, home, "warclan", "--db", str(db), *args)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_version_comes_from_the_version_file(bundle: Path, tmp_path: Path) -> None:
    done = run(bundle, tmp_path, "warclan", "--version")
    assert done.stdout.strip() == f"warclan {VERSION}"
    assert not (bundle / "warclan" / "__init__.py").exists()  # code is frozen, not copied
    share = bundle / "_internal" / "share"
    metainfo = (share / "metainfo" / "io.github.warclan.Warclan.metainfo.xml").read_text()
    assert f'<release version="{VERSION}"' in metainfo
    assert (share / "applications" / "io.github.warclan.Warclan.desktop").is_file()


def test_a_whole_campaign_evening(bundle: Path, tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite"
    cli(bundle, tmp_path, db, "campaign", "create", "Winter of Wolves")
    cli(
        bundle, tmp_path, db, "clan", "create", "--campaign", "Winter of Wolves",
        "--player", "Snorre", "--name", RUNIC,
        "--warrior", f"example.jarl={GREEK}", "--warrior", "example.huscarl=Ulf",
    )  # fmt: skip
    cli(
        bundle, tmp_path, db, "clan", "create", "--campaign", "Winter of Wolves",
        "--player", "Ulla", "--name", "Wolves", "--warrior", "example.jarl=Ulla",
    )  # fmt: skip
    cli(
        bundle, tmp_path, db, "game", "record", "--campaign", "Winter of Wolves",
        "--side", RUNIC, "--vp", "3", "--removed", "Ulf", "--side", "Wolves", "--vp", "1",
    )  # fmt: skip
    out = cli(bundle, tmp_path, db, "game", "sequence", "--game", "1", "--clan", RUNIC,
              "--roll", "--seed", "7")  # fmt: skip
    assert "Ulf" in out
    sheet = cli(bundle, tmp_path, db, "--json", "clan", "show", RUNIC)
    figures = json.loads(sheet)
    assert (figures["glory_collected"], figures["games_played"]) == (60, 1)  # 3 VP x 20

    pdf = tmp_path / "roster.pdf"
    cli(bundle, tmp_path, db, "roster", "clan", RUNIC, "--out", str(pdf))
    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert GREEK in text
    assert RUNIC in text


def test_an_old_database_is_migrated_with_a_backup(bundle: Path, tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite"
    shutil.copy(OLD_DB, db)
    out = cli(bundle, tmp_path, db, "campaign", "list")
    assert "Old Winter" in out
    backups = list((tmp_path / "backups").glob("old-rev-0001-*.sqlite"))
    assert len(backups) == 1
    with sqlite3.connect(backups[0]) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == ("0001",)
        assert conn.execute("SELECT name FROM campaign").fetchall() == [("Old Winter",)]
    with sqlite3.connect(db) as conn:
        (revision,) = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    assert revision != "0001"


def test_the_window_starts_and_draws(bundle: Path, tmp_path: Path) -> None:
    shot = tmp_path / "window.png"
    done = run(
        bundle, tmp_path, "warclan-gui", "--db", str(tmp_path / "w.sqlite"),
        "--screenshot", str(shot), QT_QPA_PLATFORM="offscreen",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000  # a real picture of a window, not an empty file
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_desktop_files_are_valid(tmp_path: Path) -> None:
    linux = REPO / "packaging" / "linux"
    desktop = (linux / "io.github.warclan.Warclan.desktop").read_text()
    assert "Exec=warclan-gui" in desktop and "Icon=io.github.warclan.Warclan" in desktop
    for size in (16, 32, 48, 64, 128, 256, 512):
        png = REPO / "resources" / "icons" / f"warclan-{size}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    appstream = shutil.which("appstreamcli")
    if appstream is None:
        pytest.skip("appstreamcli is not installed here (.ci/run installs it)")
    meta = tmp_path / "io.github.warclan.Warclan.metainfo.xml"
    meta.write_text((linux / meta.name).read_text().replace("@VERSION@", VERSION), encoding="utf-8")
    done = subprocess.run(
        [appstream, "validate", "--no-net", str(meta)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
