"""Errors the services raise for the user: one line that says what is wrong.

Anything raised inside a service rolls its transaction back, so bad input changes nothing.
Messages name no command-line option or window control: each front end adds its own hint
from the class and fields of the error (``warclan.cli.hints`` for the command line).
"""

from __future__ import annotations

from collections.abc import Sequence

from warclan.errors import UserError
from warclan.i18n_text import T_, fill, join_texts


class ServiceError(UserError):
    """A request the user can fix (unknown name, bad value, rule broken)."""


class FileRefused(ServiceError):
    """A file that was not imported; ``problems`` lists every one, each with its path in
    the file. Every file reader words the refusal alike: one problem on one line, several
    one per line (the first ``shown`` of them; the exception keeps all)."""

    def __init__(self, source: str, problems: Sequence[str], shown: int = 25) -> None:
        self.source = source
        self.problems = tuple(problems)
        count = len(self.problems)
        if count == 1:
            super().__init__(
                T_(
                    "{source}: {problem} (nothing was imported)",
                    source=source,
                    problem=self.problems[0],
                )
            )
            return
        lines = [fill("  {problem}", problem=p) for p in self.problems[:shown]]
        if count > len(lines):
            lines.append(T_("  … and {count} more", count=count - len(lines)))
        head = T_(
            "{source} has {count} problems (nothing was imported):", source=source, count=count
        )
        super().__init__(join_texts("\n", [head, *lines]))


class NotFound(ServiceError):
    """Nothing by that name or id; ``kind`` says what was looked for ("warband", "item",
    "catalogue entry", …) and ``catalog`` which catalogue, for an entry, so a front end
    can point at the list to choose from; ``addable``: the entry may be added instead."""

    def __init__(
        self, message: str, *, kind: str = "", catalog: str = "", addable: bool = False
    ) -> None:
        super().__init__(message)
        self.kind = kind
        self.catalog = catalog
        self.addable = addable


class NameTaken(ServiceError):
    """An import whose name is already used; ``renamed`` says whether the user already
    chose the name (then only another name helps, not renaming as such)."""

    def __init__(self, message: str, *, renamed: bool) -> None:
        super().__init__(message)
        self.renamed = renamed


class WouldReplace(ServiceError):
    """Importing would replace what is already stored (``keys``); refused unless the user
    asked to replace."""

    def __init__(self, message: str, keys: Sequence[str]) -> None:
        super().__init__(message)
        self.keys = tuple(keys)
