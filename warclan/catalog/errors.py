"""A malformed rules file names the file, the entry and the field of every problem."""

from __future__ import annotations

from collections.abc import Sequence

from warclan.errors import UserError
from warclan.filecheck import Problem
from warclan.i18n_text import T_, fill, join_texts


class CatalogError(UserError, ValueError):
    """``file``, ``where`` (a path inside it, or "") and ``message`` (the problem alone)
    are kept apart, so that code can place the problem without parsing the text.
    ``problems`` holds every problem found in the file; ``where`` and ``message`` are the
    first one's."""

    def __init__(self, file: str, where: str, message: str) -> None:
        self.file = file
        self.where = where
        self.message = message
        self.problems: tuple[Problem, ...] = (Problem(where, message),)
        super().__init__(
            fill("{file}: {where}: {message}", file=file, where=where, message=message)
            if where
            else fill("{file}: {message}", file=file, message=message)
        )

    def lines(self) -> list[str]:
        """Every problem as a file reader lists it: ``where: message``, or the message
        alone for a problem of the whole file (not JSON, too big)."""
        return [str(found) if found.path else found.message for found in self.problems]

    @classmethod
    def listing(cls, file: str, problems: Sequence[Problem]) -> CatalogError:
        """Every problem of one file: one says itself as a lone problem does, several are
        listed one per line as every file reader lists them."""
        first = problems[0]
        error = cls(file, first.path, first.message)
        if len(problems) > 1:
            error.problems = tuple(problems)
            lines = [
                fill("  {path}: {message}", path=found.path, message=found.message)
                for found in problems
            ]
            head = T_("{file} has {count} problems:", file=file, count=len(problems))
            error.args = (join_texts("\n", [head, *lines]),)
        return error
