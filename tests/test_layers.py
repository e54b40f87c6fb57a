"""The layer rule (docs/design/ARCHITECTURE.md), checked on every import statement in the package:
Qt only in gui/; SQL (SQLAlchemy queries, ORM models) only in store/ and services/;
rules/ is pure Python."""

from __future__ import annotations

import ast
import subprocess
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
ALLOWED_INSIDE = {"rules": ("warclan.rules", "warclan.errors", "warclan.i18n_text")}


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


# The modules at the top of the package (paths, errors, text, files, …) sit below every
# layer: they may import one another and the standard library's neighbours, nothing else.
TOP_LEVEL_ALLOWED = ("warclan.errors", "warclan.text", "warclan.jsonfile", "warclan.wording",
                     "warclan.atomic", "warclan.paths", "warclan.filecheck",
                     "warclan.gc_tuning", "warclan._version", "warclan.i18n_text",
                     "warclan.os_reasons")  # fmt: skip
TOP_LEVEL_FORBIDDEN = ("PySide6", "sqlalchemy", "alembic", "reportlab", "psycopg", "warclan.")
# The program's own entry point starts the command line, as ``warclan`` does.
ENTRY_POINTS = {"__main__.py"}


def top_level_violations(package: Path) -> list[str]:
    bad: list[str] = []
    for path in sorted(package.glob("*.py")):
        if path.name in ENTRY_POINTS:
            continue
        for name in imports(path):
            if name == "warclan" or any(_within(name, a) for a in TOP_LEVEL_ALLOWED):
                continue
            if any(_within(name, f) for f in TOP_LEVEL_FORBIDDEN):
                bad.append(f"{path.relative_to(package.parent)} imports {name}")
    return bad


def test_top_level_modules_import_no_layer():
    assert top_level_violations(PACKAGE) == []


def test_the_top_level_checker_catches_a_violation(tmp_path):
    fake = tmp_path / "warclan"
    fake.mkdir()
    (fake / "paths.py").write_text(
        "from warclan.store.errors import StorageError\nfrom warclan.errors import UserError\n"
    )
    (fake / "__main__.py").write_text("from warclan.cli.main import run\n")
    assert top_level_violations(fake) == [
        "warclan/paths.py imports warclan.store.errors",
        "warclan/paths.py imports warclan.store.errors.StorageError",
    ]


def test_loading_the_catalogues_loads_no_store():
    """The catalogue layer stands below the store: importing it must not load the store
    (it did, through ``paths``)."""
    script = (
        "import sys, warclan.catalog.loader\n"
        "print(sorted(m for m in sys.modules if m.startswith(('warclan.store', 'sqlalchemy'))))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.strip() == "[]"


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


# --- game systems ---------------------------------------------------------------------
# Inside every layer each game system has its own package; a system never imports another,
# so only the shared modules (errors, names, files, the registries) are shared.
SYSTEMS = ("ragnarok", "mors_regnat", "vgw", "micro_midgard")
LAYERS = ("rules", "catalog", "store", "services", "reports", "cli", "gui")


def system_of(parts: tuple[str, ...]) -> str | None:
    """The game system a module path (``warclan.<layer>.<...>``) belongs to, if any."""
    return next((p for p in parts[2:] if p in SYSTEMS), None)


def system_violations(package: Path) -> list[str]:
    bad: list[str] = []
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package.parent).with_suffix("").parts
        own = system_of(rel)
        if own is None:
            continue
        for name in imports(path):
            other = system_of(tuple(name.split(".")))
            if name.startswith("warclan.") and other is not None and other != own:
                line = f"{'/'.join(rel)} ({own}) imports {name} ({other})"
                if not any(line.startswith(b.removesuffix(f" ({other})") + ".") for b in bad):
                    bad.append(line)
    return bad


def test_game_systems_never_import_each_other():
    assert system_violations(PACKAGE) == []


def test_every_layer_has_a_package_per_game_system():
    for layer in ("rules", "store/models", "services", "reports", "cli"):
        for system in ("ragnarok", "mors_regnat"):
            path = PACKAGE / layer / system
            assert path.is_dir() or path.with_suffix(".py").is_file(), f"{layer}/{system}"


def test_the_system_checker_catches_a_crossing(tmp_path):
    fake = tmp_path / "warclan" / "services" / "mors_regnat"
    fake.mkdir(parents=True)
    (fake / "bad.py").write_text("from warclan.services.ragnarok.lookup import clan\n")
    (fake / "good.py").write_text("from warclan.services.names import as_id\n")
    assert system_violations(tmp_path / "warclan") == [
        "warclan/services/mors_regnat/bad (mors_regnat) imports "
        "warclan.services.ragnarok.lookup (ragnarok)"
    ]


def _runtime_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """Every import that can run: at module level and inside functions alike (a lazy
    import still closes a cycle), but not those under ``if TYPE_CHECKING:``."""
    found: list[ast.Import | ast.ImportFrom] = []
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            todo.extend(node.orelse)
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        todo.extend(ast.iter_child_nodes(node))
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def module_graph(package: Path) -> dict[str, set[str]]:
    """Imports between warclan modules that run (see ``_runtime_imports``)."""
    modules = {
        ".".join(p.relative_to(package.parent).with_suffix("").parts).removesuffix(".__init__")
        for p in package.rglob("*.py")
    }
    graph: dict[str, set[str]] = {}
    for path in package.rglob("*.py"):
        name = ".".join(path.relative_to(package.parent).with_suffix("").parts)
        name = name.removesuffix(".__init__")
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found: set[str] = set()
        for node in _runtime_imports(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    full = f"{node.module}.{alias.name}"
                    found.add(full if full in modules else node.module)
            elif isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
        graph[name] = {m for m in found if m in modules and m != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Pairs of modules that import each other, directly or through others, ignoring a
    package's own ``__init__`` re-exporting its children."""
    found: list[tuple[str, str]] = []

    def reaches(start: str, goal: str) -> bool:
        seen, todo = set(), [start]
        while todo:
            current = todo.pop()
            if current == goal:
                return True
            if current in seen:
                continue
            seen.add(current)
            todo.extend(graph.get(current, ()))
        return False

    for module, targets in graph.items():
        for target in targets:
            if module.startswith(target + "."):
                continue  # a child importing its own package's __init__
            if target.startswith(module + "."):
                continue  # a package __init__ re-exporting a child
            if reaches(target, module) and (target, module) not in found:
                found.append((module, target))
    return sorted(found)


def test_no_module_imports_one_that_imports_it_back():
    assert cycles(module_graph(PACKAGE)) == []


def test_the_cycle_checker_catches_a_cycle():
    graph = {"w.a": {"w.b"}, "w.b": {"w.c"}, "w.c": {"w.a"}, "w.d": {"w.a"}}
    assert ("w.a", "w.b") in cycles(graph)
    assert all("w.d" not in pair for pair in cycles(graph))


def test_the_graph_counts_imports_inside_functions_but_not_type_checking(tmp_path):
    package = tmp_path / "w"
    package.mkdir()
    (package / "a.py").write_text("def f():\n    from w import b\n")
    (package / "b.py").write_text("import w.a\n")
    (package / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import w.a\n"
    )
    graph = module_graph(package)
    assert graph["w.a"] == {"w.b"} and graph["w.c"] == set()
    assert cycles(graph) == [("w.a", "w.b")]


MAX_MODULE_LINES = 600  # issue 21: a module over this is split along its seams


def long_modules(package: Path) -> list[tuple[str, int]]:
    """The modules of ``package`` over ``MAX_MODULE_LINES`` lines, with their length."""
    found = []
    for path in sorted(package.rglob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_MODULE_LINES:
            found.append((str(path.relative_to(package.parent)), lines))
    return found


def test_no_module_is_over_600_lines():
    assert long_modules(PACKAGE) == []


def test_the_length_checker_catches_a_long_module(tmp_path):
    package = tmp_path / "w"
    package.mkdir()
    (package / "short.py").write_text("x = 1\n" * MAX_MODULE_LINES)
    (package / "long.py").write_text("x = 1\n" * (MAX_MODULE_LINES + 1))
    assert long_modules(package) == [("w/long.py", MAX_MODULE_LINES + 1)]
