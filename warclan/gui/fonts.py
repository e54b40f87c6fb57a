"""The shipped fonts, registered with Qt, so every name the rosters can print also shows
on screen: a War Clan named in Runic (Noto Sans Runic) would otherwise be empty boxes on
a desktop without a Runic font, while its PDF prints it (``reports/fonts.py``). Qt's font
fallback then finds the glyphs a name needs in them."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFontDatabase

from warclan.paths import resources_dir


@cache
def register_shipped_fonts() -> tuple[str, ...]:
    """Add every font in ``resources/fonts`` to the application (once per process);
    returns the families added."""
    families: list[str] = []
    for path in sorted((resources_dir() / "fonts").glob("*.ttf")):
        ident = QFontDatabase.addApplicationFont(str(path))
        if ident >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(ident))
    return tuple(dict.fromkeys(families))
