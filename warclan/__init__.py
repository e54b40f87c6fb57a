"""warclan: campaign and warband manager for tabletop skirmish wargames."""

__version__ = "0.1.0"
