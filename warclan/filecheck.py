"""The checker every file reader builds on: it walks parsed JSON and collects every problem
with its path (``warriors[2].cp.speed: expected a whole number, found text '3'``) instead
of stopping at the first, worded as ``warclan.wording`` words them and with text checked
as ``warclan.text`` checks it.

Each reader declares its format as a subclass that reads one object after another with
these primitives (an object of fixed fields as ``{field: check}``, see ``record``); a
primitive returns the value, or None once the problem is recorded, so checks across
fields run only over values read in full. (Strict pydantic models were
weighed: each of their error types would need its message rewritten to keep saying what
was found, and names, limits and cross-field rules would still be checked by hand, so the
formats are declared here, on one checker.) Each problem is a ``Problem``, its path kept
apart from its message so that a caller can place it without parsing the text.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Final, TypeVar

from warclan import jsonfile, wording
from warclan.i18n_text import T_, fill
from warclan.jsonfile import TOP as TOP
from warclan.jsonfile import child as child
from warclan.text import text_problem, tidy_name, tidy_text

T = TypeVar("T")
BLANK: Final = T_("must not be blank")
CHOICE_LIMIT: Final = 20_000  # characters read of a word that must be one of a few
TIME_LIMIT: Final = 40  # characters of a date and time; ISO 8601 needs at most 32


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem in a file: where (``warriors[2].cp.speed``) and what, worded as
    ``warclan.wording`` words it; ``str()`` is ``path: message``."""

    path: str
    message: str

    def __str__(self) -> str:
        return fill("{path}: {message}", path=self.path, message=self.message)


class Checker:
    """Collects problems; subclasses read one file format."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def problem(self, path: str, message: str) -> None:
        self.problems.append(Problem(path or TOP, message))

    def lines(self) -> builtins.list[str]:
        """Every problem as ``path: message``, as a refusal lists them."""
        return [str(found) for found in self.problems]

    def read_document(
        self,
        data: bytes,
        read: Callable[[Any], T | None],
        *,
        parse_int: Callable[[str], Any] | None = None,
    ) -> T | None:
        """``read`` over the JSON in ``data``, or None with every problem recorded: bytes
        that are not JSON and text that is not Unicode are the file's only problems, found
        before anything quotes the file's text back."""
        try:
            document = jsonfile.parse_text(jsonfile.decode(data), parse_int=parse_int)
        except jsonfile.JsonFileError as exc:
            self.problem(TOP, wording.json_problem(exc))
            return None
        bad = jsonfile.text_problems(document, TOP)
        if bad:
            self.problems.extend(Problem(path, message) for path, message in bad)
            return None
        found = read(document)
        return None if self.problems else found

    def only(self, path: str, message: str) -> None:
        """The file's one problem: a file of another kind or a newer version, whose other
        fields mean nothing to this reader."""
        self.problems[:] = [Problem(path, message)]

    def object(self, value: Any, path: str, allowed: Iterable[str] | None) -> dict[str, Any] | None:
        """An object whose fields are all in ``allowed`` (an unknown one is a problem, so that
        a misspelt field is not silently lost); ``None`` allows any field."""
        if not isinstance(value, dict):
            self.problem(path, wording.expected("an object", value))
            return None
        if allowed is None:
            return value
        known = tuple(allowed)
        for key in value:
            if key not in known:
                self.problem(child(path, key), wording.unknown_field(key, known))
        return value

    def required(
        self,
        item: dict[str, Any],
        key: str,
        path: str,
        check: Callable[[Any, str], T | None],
    ) -> T | None:
        """``check`` on a field that must be there."""
        where = child(path, key)
        if key not in item:
            self.problem(where, wording.MISSING)
            return None
        return check(item[key], where)

    def absent(
        self,
        item: dict[str, Any],
        key: str,
        path: str,
        check: Callable[[Any, str], T | None],
        default: T,
    ) -> T | None:
        """``check`` on a field that may be left out (then ``default``)."""
        return check(item[key], child(path, key)) if key in item else default

    def rows(self, item: dict[str, Any], key: str, path: str, limit: int) -> Sequence[Any]:
        """A required list; empty when it is missing or bad (the problem is recorded)."""
        listed = self.required(item, key, path, lambda v, p: self.list(v, p, limit))
        return listed or ()

    def fields(
        self, item: dict[str, Any], path: str, declared: Mapping[str, Callable[[Any, str], Any]]
    ) -> dict[str, Any]:
        """Required fields declared as ``{field: check}``: each value as its check read it
        (None once a problem is recorded)."""
        return {key: self.required(item, key, path, check) for key, check in declared.items()}

    def record(
        self, value: Any, path: str, declared: Mapping[str, Callable[[Any, str], Any]]
    ) -> dict[str, Any] | None:
        """An object of exactly the fields ``declared`` (see ``fields``); None when it is no
        object or a field has a problem (an unknown field is recorded but does not stop it:
        checks across fields still run)."""
        item = self.object(value, path, declared)
        if item is None:
            return None
        before = len(self.problems)
        values = self.fields(item, path, declared)
        return values if len(self.problems) == before else None

    def list(self, value: Any, path: str, limit: int) -> Sequence[Any] | None:
        if not isinstance(value, list):
            self.problem(path, wording.expected("a list", value))
            return None
        if len(value) > limit:
            self.problem(path, wording.too_many(len(value), limit))
            return None
        return value

    def each(
        self, value: Any, path: str, limit: int, check: Callable[[Any, str], T | None]
    ) -> builtins.list[T] | None:
        """A list of at most ``limit`` items, every one read by ``check``; None when the
        list or any item has a problem (every item is checked all the same)."""
        listed = self.list(value, path, limit)
        if listed is None:
            return None
        read = [check(item, child(path, index)) for index, item in enumerate(listed)]
        found = [item for item in read if item is not None]
        return found if len(found) == len(read) else None

    def text(
        self, value: Any, path: str, *, limit: int, blank: bool = True, nfc: bool = True
    ) -> str | None:
        """A text (line breaks allowed), NFC unless ``nfc`` is false (kept as written)."""
        if not isinstance(value, str):
            self.problem(path, wording.expected("text", value))
            return None
        if not blank and not value.strip():
            self.problem(path, BLANK)
            return None
        if len(value) > limit:
            self.problem(path, wording.too_long(len(value), limit))
            return None
        problem = text_problem(value)
        if problem is not None:
            self.problem(path, problem)
            return None
        return tidy_text(value) if nfc else value

    def name(self, value: Any, path: str, *, limit: int, blank: bool = True) -> str | None:
        """A name as every writer stores it (``warclan.text``); with ``blank`` a blank name
        is left to the caller, whose rules may word it."""
        if not isinstance(value, str):
            self.problem(path, wording.expected("text", value))
            return None
        problem = text_problem(value, name=True)
        if problem is not None:
            self.problem(path, problem)
            return None
        name = tidy_name(value)
        if not blank and not name:
            self.problem(path, BLANK)
            return None
        if len(name) > limit:
            self.problem(path, wording.too_long(len(name), limit))
            return None
        return name

    def whole(
        self, value: Any, path: str, low: int | None = None, high: int | None = None
    ) -> int | None:
        # bool is an int in Python but not a number in a file.
        if isinstance(value, bool) or not isinstance(value, int):
            self.problem(path, wording.expected("a whole number", value))
            return None
        if low is not None and value < low:
            self.problem(path, wording.at_least(low, value))
            return None
        if high is not None and value > high:
            self.problem(path, wording.at_most(high, value))
            return None
        return value

    def flag(self, value: Any, path: str) -> bool | None:
        if not isinstance(value, bool):
            self.problem(path, wording.expected("true or false", value))
            return None
        return value

    def choice(
        self,
        value: Any,
        path: str,
        allowed: Sequence[str],
        *,
        what: str | None = None,
        limit: int = CHOICE_LIMIT,
    ) -> str | None:
        """One of the words ``allowed`` (``what`` names them in the refusal)."""
        text = self.text(value, path, limit=limit, blank=False)
        if text is None:
            return None
        if text not in allowed:
            self.problem(path, wording.not_one_of(allowed, text, what))
            return None
        return text

    def optional(self, value: Any, path: str, check: Callable[[Any, str], T | None]) -> T | None:
        """``check`` unless the value is null (None either way: callers that must tell a
        null from a problem count the problems)."""
        return None if value is None else check(value, path)

    def timestamp(self, value: Any, path: str) -> datetime | None:
        """An ISO 8601 date and time, naive in UTC as the database keeps every time."""
        text = self.text(value, path, limit=TIME_LIMIT, blank=False)
        if text is None:
            return None
        try:
            when = datetime.fromisoformat(text)
        except ValueError:
            self.problem(path, T_("expected a date and time like 2024-05-01T18:30:00"))
            return None
        try:
            return when.astimezone(UTC).replace(tzinfo=None) if when.tzinfo else when
        except (ValueError, OverflowError):  # 0001-01-01T00:00+01:00 is before year 1 in UTC
            self.problem(path, T_("{text!r} is outside the dates warclan can store", text=text))
            return None

    def header(
        self, root: dict[str, Any], fmt: str, supported: int, what: str, *, writer: str = ""
    ) -> bool:
        """Whether a document claiming format ``fmt`` is worth reading on. Another format or
        a newer version is then its one problem (its other fields mean nothing to us); a
        version that is not a whole number of 1 or more is recorded among the others.
        ``writer`` names what wrote the file, for the refusal of a newer version."""
        if root.get("format") != fmt:
            self.only("format", wording.not_format(what, fmt, root.get("format")))
            return False
        version = self.required(root, "version", TOP, self.whole)
        if version is not None and version > supported:
            newer = wording.newer_version(what, version, supported)
            if writer:
                newer = T_("{newer} (written by {writer})", newer=newer, writer=writer)
            self.only("version", newer)
            return False
        if version is not None and version < 1:
            self.problem("version", wording.at_least(1, version))
        return True
