"""Texts warclan itself stored in English in a clan's history (a die's purpose, a ledger
note it wrote: "Bjorn's injury", "+1 DF for Ulf"), shown in the window's language.

A row keeps the English sentence only, not its template and arguments, so the window
matches the sentence against the templates it is written from (whole, most particular
first) and says it with the template's translation. What matches none (a player's own
note, a row from an older warclan) is shown as it was stored.
"""

from __future__ import annotations

import re
from functools import cache

from warclan.gui.i18n import tr

# The templates of the stored rows, as their writers give them to T_() (and so to the
# translations): rules/ragnarok/injuries.py, services/ragnarok/post_game.
STORED = (
    "{name}'s severe injury",
    "{name}'s injury",
    "{name}'s equipment",
    "the raid",
    "+{points} {stat} for {warrior}",
    "recruit {name} ({profile})",
    "{power} for {warrior}",
    "raid: {find}",
    "game {seq}: {vp} VP, {kills} kills",
    "game {seq}: catch-up bonus",
)
_FIELD = re.compile(r"\\\{(\w+)\\\}")


@cache
def _pattern(source: str) -> re.Pattern[str]:
    escaped = re.escape(source)
    return re.compile("^" + _FIELD.sub(lambda m: f"(?P<{m.group(1)}>.+?)", escaped) + "$")


def stored_text(stored: str) -> str:
    """``stored`` (English, as warclan wrote it) in the window's language."""
    for source in STORED:
        found = _pattern(source).match(stored)
        if found is not None:
            return tr(source).format(**found.groupdict())
    return stored
