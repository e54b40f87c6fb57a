"""What the command line adds to a refusal: the option or command that helps.

The services word their errors for anyone (the window shows the same ones); only here are
they tied to this program's options, chosen by the error's class and fields, never by
its text.
"""

from __future__ import annotations

from warclan.errors import UserError

# What lists the things of each kind NotFound names.
_LISTS = {
    "warband": "warclan warband list",
    "match": "warclan match list",
    "model profile": "warclan profiles list",
    "God Power": "warclan powers list",
    "item": "warclan items list",
}


def hint(exc: UserError) -> str:
    """Text to append to the error's message ("" when the command line has nothing to add)."""
    # Imported here: only a failing command pays for them.
    from warclan.atomic import FileExists
    from warclan.services.errors import NameTaken, NotFound, WouldReplace
    from warclan.services.ragnarok.rules_data.house_rules import HouseRulesRejected

    if isinstance(exc, FileExists):
        return " (use --force to replace it)"
    if isinstance(exc, NameTaken):
        return "" if exc.renamed else " (use --rename NEW)"
    if isinstance(exc, WouldReplace):
        return " (use --replace to overwrite them)"
    if isinstance(exc, HouseRulesRejected) and exc.clashes:
        return "\n  (import with --replace to overwrite the house rules the campaign has)"
    if isinstance(exc, NotFound):
        if exc.catalog:
            new = " (with --new)" if exc.addable else ""
            return f"{new}; see 'warclan catalog show {exc.catalog}'"
        listing = _LISTS.get(exc.kind)
        return f" (see '{listing}')" if listing else ""
    return ""
