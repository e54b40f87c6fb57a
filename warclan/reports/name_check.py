"""Whether a name will print: the check the window and the command line run when a name
is entered (issue 11), before any roster is written.

``warclan.reports.fonts`` loads reportlab and may ask fontconfig, so it is imported only
for a name with a character outside ASCII (DejaVu prints every ASCII character).
"""

from __future__ import annotations

from collections.abc import Iterable


def unprintable(text: str) -> str | None:
    """The rosters' one-line warning about ``text``, or None when every character prints."""
    if text.isascii():
        return None
    from warclan.reports.fonts import warning_for

    return warning_for(text)


def warnings_for(texts: Iterable[str | None]) -> list[str]:
    """One warning per distinct name that has a character no font can print."""
    return [w for text in dict.fromkeys(t for t in texts if t) if (w := unprintable(text))]
