"""``warclan desktop install|uninstall``: the desktop entry and icons in the XDG places,
and out again (issue 25). Run as a user would, in a fresh process with its own HOME."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from warclan.cli import desktop

REPO = Path(__file__).resolve().parents[2]
APP_ID = "io.github.warclan.Warclan"

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG is Linux's")


def warclan(home: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "warclan.cli.main", *args],
        env={
            "PATH": "/usr/bin:/bin",
            "HOME": str(home),
            "PYTHONPATH": os.pathsep.join(sys.path),
            "LANG": "C.UTF-8",
            **env,
        },
        cwd=home,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_install_then_uninstall_for_the_user(tmp_path: Path) -> None:
    done = warclan(tmp_path, "desktop", "install")
    assert done.returncode == 0, done.stderr
    share = tmp_path / ".local" / "share"
    entry = share / "applications" / f"{APP_ID}.desktop"
    assert "Icon=io.github.warclan.Warclan" in entry.read_text()
    assert (share / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg").is_file()
    png = share / "icons/hicolor/48x48/apps" / f"{APP_ID}.png"
    assert png.read_bytes() == (REPO / "resources/icons/warclan-48.png").read_bytes()
    assert str(entry) in done.stdout
    if shutil.which("desktop-file-validate"):
        valid = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True)
        assert valid.returncode == 0, valid.stdout

    done = warclan(tmp_path, "desktop", "uninstall", "--user")
    assert done.returncode == 0, done.stderr
    assert not any(path.is_file() and APP_ID in path.name for path in share.rglob("*"))
    again = warclan(tmp_path, "desktop", "uninstall")
    assert again.returncode == 0 and "nothing to remove" in again.stdout


def test_xdg_data_home_is_followed(tmp_path: Path) -> None:
    data = tmp_path / "data"
    done = warclan(tmp_path, "desktop", "install", XDG_DATA_HOME=str(data))
    assert done.returncode == 0, done.stderr
    assert (data / "applications" / f"{APP_ID}.desktop").is_file()
    assert not (tmp_path / ".local").exists()


def test_a_folder_that_cannot_be_written_is_one_line(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "applications").write_text("a file where the folder goes")
    done = warclan(tmp_path, "desktop", "install", XDG_DATA_HOME=str(data))
    assert done.returncode == 1
    assert done.stderr.startswith("warclan: error: cannot write ")
    assert len(done.stderr.strip().splitlines()) == 1


def test_a_bundle_entry_starts_its_own_program_wherever_it_was_unpacked(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    unpacked = tmp_path / "my apps $HOME" / "warclan"
    monkeypatch.setattr(sys, "_MEIPASS", str(unpacked / "_internal"), raising=False)
    monkeypatch.setattr(sys, "executable", str(unpacked / "warclan"))
    text = desktop._desktop_entry((REPO / "packaging/linux" / f"{APP_ID}.desktop").read_text())
    program = str(unpacked / "warclan-gui")
    assert f"TryExec={program}\n" in text
    assert 'Exec="' + program.replace("$", "\\\\$") + '" %f\n' in text
