"""warclan: campaign and warband manager for tabletop skirmish wargames."""

from warclan._version import __version__

__all__ = ["__version__"]
