"""warclan: campaign and warband manager for tabletop skirmish wargames."""

from __future__ import annotations

import tomllib
from pathlib import Path


def _version() -> str:
    """The version has one source, pyproject.toml: read from it beside a checkout (cheap,
    and right for an editable install), else from the installed package's metadata (a
    wheel, or the frozen bundle, which carries it). importlib.metadata costs ~50 ms at
    start-up, so it is only imported when there is no pyproject.toml to read."""
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    try:
        project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
        if project.get("name") == "warclan":
            return str(project["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        pass
    from importlib.metadata import version

    return version("warclan")


__version__ = _version()
