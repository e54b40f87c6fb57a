"""warclan's version, its one source: the wheel's metadata (hatch reads this file, see
``[tool.hatch.version]`` in pyproject.toml), the bundle (``packaging/warclan.spec``),
``warclan.__version__`` and both programs' ``--version`` all take it from here."""

__version__ = "0.1.0"
