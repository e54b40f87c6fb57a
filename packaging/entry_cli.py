"""Frozen entry point of the command line (``warclan``)."""

from warclan.cli.main import run

run()
