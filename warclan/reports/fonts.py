"""The embedded DejaVu fonts: names in any European script print as typed.

reportlab's built-in fonts only cover Latin-1, so "Łukasz", "Σίγυρδ" or "Рагнар" would
print as boxes. The TTF files ship in ``resources/fonts/`` (licence beside them) and are
registered once per process; reportlab embeds only the glyphs a roster uses.
"""

from __future__ import annotations

import threading

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from warclan.paths import resources_dir

SANS = "DejaVuSans"
SANS_BOLD = "DejaVuSans-Bold"
SANS_ITALIC = "DejaVuSans-Oblique"
CONDENSED = "DejaVuSansCondensed"
CONDENSED_BOLD = "DejaVuSansCondensed-Bold"

_FILES = {
    SANS: "DejaVuSans.ttf",
    SANS_BOLD: "DejaVuSans-Bold.ttf",
    SANS_ITALIC: "DejaVuSans-Oblique.ttf",
    CONDENSED: "DejaVuSansCondensed.ttf",
    CONDENSED_BOLD: "DejaVuSansCondensed-Bold.ttf",
}
_lock = threading.Lock()  # the GUI renders on a worker thread
_registered = False


def register_fonts() -> None:
    global _registered
    with _lock:
        if _registered:
            return
        folder = resources_dir() / "fonts"
        for name, file in _FILES.items():
            pdfmetrics.registerFont(TTFont(name, str(folder / file)))
        # <b> and <i> inside a paragraph pick the matching face of the same family.
        for family, bold in ((SANS, SANS_BOLD), (CONDENSED, CONDENSED_BOLD)):
            addMapping(family, 0, 0, family)
            addMapping(family, 1, 0, bold)
            addMapping(family, 0, 1, SANS_ITALIC)
            addMapping(family, 1, 1, bold)
        _registered = True
