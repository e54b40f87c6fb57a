"""The desktop window (PySide6). ``warclan.gui.app.main`` starts it; importing the package
changes nothing (PySide6's import hook is taken out by the entry point, see
:mod:`warclan.gui.pyside_hook`)."""
