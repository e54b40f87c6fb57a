"""The desktop window (PySide6). Importing this package takes PySide6's import hook out
again (see :mod:`warclan.gui.pyside_hook`), before any of its modules load."""

from warclan.gui.pyside_hook import drop_feature_import_hook

drop_feature_import_hook()
