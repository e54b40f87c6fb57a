"""Take PySide6's import hook out again once PySide6 is loaded.

Importing ``PySide6.QtCore`` replaces ``builtins.__import__`` with PySide's own, which
serves ``from __feature__ import snake_case, true_property``. As a side effect it calls
back into Python after every import in the process and reads the imported module's
whole source (``inspect.getsource``) to look for "PySide6". The window imports SQLAlchemy,
the tables and the services after PySide6, so every start paid that for some 200 modules,
a good part of SQLAlchemy's import time (``benchmarks/bench_startup.py`` measures the
start). warclan uses neither feature, so the original ``__import__``, which PySide keeps
as ``builtins.__orig_import__``, is put back. PySide6 modules imported later (QtCharts,
QtPrintSupport) load and work the same without it; only ``from __feature__ import …``
would no longer work.

The GUI's entry point (``warclan.gui.app.main``) calls it before it imports the window;
importing a module never does.
"""

from __future__ import annotations

import builtins


def drop_feature_import_hook() -> bool:
    """Restore Python's own ``__import__``; True if PySide's hook was in place."""
    import PySide6.QtCore  # noqa: F401  (installs the hook, if not done yet)

    original = getattr(builtins, "__orig_import__", None)
    hook = getattr(builtins, "__feature_import__", None)
    if original is None or hook is None or builtins.__import__ is not hook:
        return False  # another PySide6 version, or someone else's hook: leave it
    builtins.__import__ = original
    return True
