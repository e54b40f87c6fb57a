"""The one kind of error a person should read.

Every refusal of the rules, the catalogues, the store and the services derives from
``UserError``: a plain message, worded for people rather than for one front end (the CLI
and the window add their own hints). Code that must tell refusals apart uses subclasses
and their fields, never the message text. Anything else that escapes is a bug.
"""

from __future__ import annotations


class UserError(Exception):
    """A request the user can fix or must be told about; ``str()`` is the message."""


def possessive(name: str) -> str:
    """ "Ravens'" and "Ulla's" in messages: a name ending in s takes the apostrophe alone."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"
