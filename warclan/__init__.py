"""warclan: campaign and warband manager for tabletop skirmish wargames."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from pathlib import Path


def _version() -> str:
    """The version has one source, pyproject.toml: read from the installed package's
    metadata (a wheel, an editable install, or the frozen bundle, which carries it), else
    from pyproject.toml beside a checkout that was never installed."""
    try:
        return version("warclan")
    except PackageNotFoundError:
        import tomllib

        pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
        return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])


__version__ = _version()
