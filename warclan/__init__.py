"""warclan: campaign and warband manager for tabletop skirmish wargames."""

from __future__ import annotations

from pathlib import Path


def _pyproject_version(text: str) -> str | None:
    """``version`` of the ``[project]`` table named "warclan", from its plain
    ``key = "value"`` lines (how our pyproject.toml spells them); None otherwise."""
    table: str | None = None
    found: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("["):
            table = line
        elif table == "[project]" and "=" in line:
            key, _, value = line.partition("=")
            value = value.strip()
            if len(value) >= 2 and value[0] == value[-1] == '"':
                found[key.strip()] = value[1:-1]
    return found.get("version") if found.get("name") == "warclan" else None


def _version() -> str:
    """The version has one source, pyproject.toml: read from it beside a checkout (cheap,
    and right for an editable install), else from the installed package's metadata (a
    wheel, or the frozen bundle, which carries it). importlib.metadata costs ~50 ms at
    start-up and tomllib ~10 ms, so the file's few plain lines are read by hand, and the
    metadata only when there is no pyproject.toml of ours to read."""
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    try:
        version = _pyproject_version(pyproject.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        version = None
    if version:
        return version
    from importlib.metadata import version as installed_version

    return installed_version("warclan")


__version__ = _version()
