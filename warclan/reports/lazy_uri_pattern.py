"""reportlab's URI pattern, compiled the first time a paragraph needs it instead of at import.

``reportlab.platypus.paragraph`` compiles one regular expression at import: a URI
validator (from Django's) over ``[a-z\\xa1-\\uffff]`` with ``re.IGNORECASE``, which makes
Python expand case-insensitive ranges over most of Unicode. That one ``re.compile`` is
~30 ms of every ``warclan roster`` command, and a roster uses it only to split a long URI
at slashes, which no roster has. :func:`install` adds an import hook that runs that module
with the one pattern made lazy; every other pattern, and the module itself, load as usual.
"""

from __future__ import annotations

import importlib.machinery
import re
import sys
import threading
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:  # importlib.abc imports importlib.resources, tempfile, …: ~10 ms
    from importlib.abc import Loader

MODULE = "reportlab.platypus.paragraph"
# How the pattern begins (its scheme group); any other pattern is compiled as usual, and a
# reportlab that changes it is simply not made lazy.
PREFIX = "(^(?:[a-z0-9\\.\\-\\+]*)://)"

_compile = re.compile
_swap = threading.Lock()


class LazyPattern:
    """Stands in for a compiled pattern; compiles it on first use."""

    def __init__(self, pattern: str, flags: int) -> None:
        self.source = (pattern, flags)
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> bool:
        return self._compiled is not None

    def __getattr__(self, name: str) -> Any:
        if self._compiled is None:
            self._compiled = _compile(*self.source)
        return getattr(self._compiled, name)


def _compile_lazily(pattern: Any, flags: int = 0) -> Any:
    if isinstance(pattern, str) and pattern.startswith(PREFIX):
        return LazyPattern(pattern, int(flags))
    return _compile(pattern, flags)


class _Loader:
    """Runs the module's own loader with the URI pattern made lazy (an import loader by
    its methods, as the import system asks no more)."""

    def __init__(self, loader: Loader) -> None:
        self._loader = loader

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self._loader.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        with _swap:  # one import at a time sees the swapped re.compile
            re.compile = _compile_lazily
            try:
                self._loader.exec_module(module)
            finally:
                re.compile = _compile


class _Finder:
    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != MODULE:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path, target)
        if spec is None or spec.loader is None:
            return None
        spec.loader = cast("Loader", _Loader(spec.loader))
        return spec


def install() -> None:
    """Add the hook (once); it does nothing if reportlab's paragraph module is loaded."""
    if not any(isinstance(finder, _Finder) for finder in sys.meta_path):
        sys.meta_path.insert(0, _Finder())
