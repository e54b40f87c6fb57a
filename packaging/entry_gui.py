"""Frozen entry point of the window (``warclan-gui``)."""

from warclan.gui.app import main

raise SystemExit(main())
