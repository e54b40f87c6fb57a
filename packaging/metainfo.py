"""The AppStream metadata of a build: packaging/linux/io.github.warclan.Warclan.metainfo.xml
with ``@VERSION@`` (warclan/_version.py) and ``@DATE@`` filled in.

The release date is the day of the last commit that changed warclan/_version.py, the
commit that made the release; outside a git checkout, ``SOURCE_DATE_EPOCH`` or today.

    python packaging/metainfo.py OUT.xml
"""

from __future__ import annotations

import os
import runpy
import subprocess
import sys
from datetime import UTC, date, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.warclan.Warclan"
TEMPLATE = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"


def version(root: Path = ROOT) -> str:
    return str(runpy.run_path(str(root / "warclan" / "_version.py"))["__version__"])


def release_date(root: Path = ROOT) -> str:
    done = subprocess.run(
        ["git", "log", "-1", "--format=%cs", "--", "warclan/_version.py"],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode == 0 and done.stdout.strip():
        return done.stdout.strip()
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch:
        return datetime.fromtimestamp(int(epoch), UTC).date().isoformat()
    return date.today().isoformat()


def render(root: Path = ROOT) -> str:
    text = (root / "packaging" / "linux" / TEMPLATE.name).read_text(encoding="utf-8")
    return text.replace("@VERSION@", version(root)).replace("@DATE@", release_date(root))


if __name__ == "__main__":
    Path(sys.argv[1]).write_text(render(), encoding="utf-8")
