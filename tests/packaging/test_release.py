"""packaging/release.py packs a built bundle into one archive with its SHA256SUMS line
(issue 25); here on a small stand-in folder, the real bundle in the frozen test's build."""

from __future__ import annotations

import runpy
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
release = runpy.run_path(str(REPO / "packaging" / "release.py"))
VERSION = runpy.run_path(str(REPO / "warclan" / "_version.py"))["__version__"]

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="tar.xz on Linux")


def stand_in(dist: Path) -> None:
    bundle = dist / "warclan"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "warclan").write_text("#!/bin/sh\necho warclan\n")
    (bundle / "warclan").chmod(0o700)
    (bundle / "_internal" / "data.txt").write_text("data")


def test_the_archive_holds_one_versioned_folder_and_its_checksum(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    stand_in(dist)
    (dist / "SHA256SUMS").write_text("0" * 64 + "  warclan-0.0.1-linux-x86_64.tar.xz\n")
    assert release["main"]([str(dist)]) == 0
    archive = dist / f"warclan-{VERSION}-{release['platform_tag']()}.tar.xz"
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    top = f"warclan-{VERSION}"
    assert set(members) == {top, f"{top}/warclan", f"{top}/_internal", f"{top}/_internal/data.txt"}
    assert members[f"{top}/warclan"].mode == 0o755  # executable for everyone, owned by root
    assert members[f"{top}/_internal/data.txt"].mode == 0o644
    assert {m.uid for m in members.values()} == {0}
    sums = (dist / "SHA256SUMS").read_text()
    assert sums.count("\n") == 1  # the line of an archive no longer there is dropped
    if shutil.which("sha256sum"):
        check = subprocess.run(["sha256sum", "-c", "SHA256SUMS"], cwd=dist, capture_output=True)
        assert check.returncode == 0, check.stdout


def test_no_bundle_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert release["main"]([str(tmp_path)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("release: error: no bundle at ")
