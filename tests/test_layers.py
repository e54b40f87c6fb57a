"""The layer rule (ARCHITECTURE.md), checked on every import statement in the package:
Qt only in gui/; SQL (SQLAlchemy queries, ORM models) only in store/ and services/;
rules/ is pure Python."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "warclan"

# layer → module prefixes it must never import
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "rules": ("PySide6", "sqlalchemy", "alembic", "reportlab", "warclan."),
    "catalog": (
        "PySide6",
        "sqlalchemy",
        "alembic",
        "reportlab",
        "warclan.store",
        "warclan.services",
        "warclan.gui",
        "warclan.cli",
    ),
    "store": ("PySide6", "reportlab", "warclan.services", "warclan.gui", "warclan.cli"),
    "services": ("PySide6", "reportlab", "warclan.gui", "warclan.cli"),
    "reports": ("PySide6", "sqlalchemy", "warclan.store", "warclan.gui", "warclan.cli"),
    "cli": (
        "PySide6",
        "warclan.gui",
        "warclan.store.models",
        "warclan.store.queries",
        "sqlalchemy.orm",
        "sqlalchemy.sql",
    ),
    "gui": (
        "warclan.store.models",
        "warclan.store.queries",
        "warclan.cli",
        "sqlalchemy.orm",
        "sqlalchemy.sql",
        "sqlalchemy.select",
    ),
}
# rules may import its own package
ALLOWED_INSIDE = {"rules": ("warclan.rules",)}


def imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
            found.extend(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _within(name: str, prefix: str) -> bool:
    """``prefix`` ending in a dot matches a package's children; otherwise the module itself
    or anything below it."""
    if prefix.endswith("."):
        return name.startswith(prefix)
    return name == prefix or name.startswith(prefix + ".")


def violations(layer: str) -> list[str]:
    bad: list[str] = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for name in imports(path):
            if any(name.startswith(p) for p in ALLOWED_INSIDE.get(layer, ())):
                continue
            if any(_within(name, f) for f in FORBIDDEN[layer]):
                bad.append(f"{path.relative_to(PACKAGE.parent)} imports {name}")
    return bad


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports(layer):
    if not (PACKAGE / layer).is_dir():
        pytest.skip(f"warclan/{layer} does not exist yet")
    assert violations(layer) == []


def test_the_checker_catches_a_violation(tmp_path, monkeypatch):
    fake = tmp_path / "warclan" / "rules"
    fake.mkdir(parents=True)
    (fake / "bad.py").write_text("from PySide6.QtWidgets import QWidget\nimport sqlalchemy\n")
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE", tmp_path / "warclan")
    assert len(violations("rules")) >= 2
