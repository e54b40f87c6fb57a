"""The rules catalogues read on the checker every file reader shares (``warclan.filecheck``):
every problem in a file is found, each with its path, and raised together as one
``CatalogError``; worded and checked as every other file warclan reads."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, TypeVar

from warclan.catalog.errors import CatalogError
from warclan.catalog.provenance import Provenance, Source
from warclan.filecheck import TOP, Checker, child
from warclan.i18n_text import T_
from warclan.text import text_problem

T = TypeVar("T")
MAX_TEXT: Final = 20_000  # characters of any one text in a rules file; a rule text is far shorter
# Lists with no limit of their own: none can be longer than a rules file has bytes.
ANY_LENGTH: Final = 10_000_000
SOURCES: Final = tuple(s.value for s in Source)
NONE: Final[tuple[str, ...]] = ()  # the texts of a list left out
# A provenance's fields: ``section`` (the rulebook's section) is for people reading the file.
PROVENANCE_FIELDS: Final = ("kind", "source", "note", "section")


@dataclass(frozen=True, slots=True)
class CatalogDocument:
    """The parsed JSON of one rules file, and the name its problems are reported under;
    ``strict`` when it holds what a user is bringing in (a file, a house rule): a field
    no reader knows is then a problem, so that a misspelt one is not silently lost."""

    value: Any
    file: str
    strict: bool = False

    def read(self, reader: Callable[[CatalogChecker, Any], T | None]) -> T:
        """``reader`` over the document, or ``CatalogError`` listing every problem."""
        check = CatalogChecker(strict=self.strict)
        found = reader(check, self.value)
        if check.problems:
            raise CatalogError.listing(self.file, check.problems)
        # A reader returns None only once it has recorded why.
        assert found is not None, f"{self.file}: read nothing, and found no problem"
        return found


class CatalogChecker(Checker):
    """The kinds of value the rules catalogues share. Texts are kept exactly as written
    (keys must match the overrides that name them); names are tidied as stored.

    Strict, a field an entry does not have is a problem; else (the shipped files and what
    is stored already, read as it was accepted) it is let through."""

    def __init__(self, *, strict: bool = False) -> None:
        super().__init__()
        self.strict = strict

    def string(
        self, value: Any, path: str, *, blank: bool = False, limit: int = MAX_TEXT
    ) -> str | None:
        return self.text(value, path, limit=limit, blank=blank, nfc=False)

    def strings(self, value: Any, path: str) -> tuple[str, ...] | None:
        found = self.each(value, path, ANY_LENGTH, self.string)
        return None if found is None else tuple(found)

    def label(self, value: Any, path: str, *, limit: int = MAX_TEXT) -> str | None:
        """A name or an ability's name: one line, refused with a line break or a tab as
        every name is (``warclan.text``), and kept exactly as written."""
        found = self.string(value, path, limit=limit)
        if found is None:
            return None
        problem = text_problem(found, name=True)
        if problem is not None:
            self.problem(path, problem)
            return None
        return found

    def labels(self, value: Any, path: str) -> tuple[str, ...] | None:
        found = self.each(value, path, ANY_LENGTH, self.label)
        return None if found is None else tuple(found)

    def entry(
        self, value: Any, path: str, fields: Iterable[str] | None = None
    ) -> dict[str, Any] | None:
        """An object whose fields are read one by one; strict, only ``fields`` (None: any)."""
        return self.object(value, path, fields if self.strict else None)

    def rows(  # a catalogue's lists are as long as its file allows
        self, item: dict[str, Any], key: str, path: str, limit: int = ANY_LENGTH
    ) -> Sequence[Any]:
        return super().rows(item, key, path, limit)

    def read_entry(
        self,
        value: Any,
        path: str,
        declared: Mapping[str, Callable[[Any, str], Any]],
        also: Iterable[str] = (),
    ) -> dict[str, Any] | None:
        """The required fields ``declared`` of an object (see ``Checker.fields``; strict, no
        other but ``also``, which are read elsewhere); None when it has a problem."""
        item = self.entry(value, path, (*declared, *also))
        if item is None:
            return None
        before = len(self.problems)
        values = self.fields(item, path, declared)
        return values if len(self.problems) == before else None

    def catalog(self, root: dict[str, Any], name: str) -> bool:
        """Whether the file is the ``name`` catalogue, worth reading on; another catalogue
        is its one problem (nothing else in it means anything here)."""
        catalog = self.required(root, "catalog", TOP, self.string)
        if catalog is not None and catalog != name:
            self.only("catalog", T_("expected the {name!r} catalogue", name=name))
        return catalog == name

    def version(self, root: dict[str, Any], high: int | None = None) -> int | None:
        return self.required(root, "version", TOP, lambda v, p: self.whole(v, p, 1, high))

    def opening(
        self, value: Any, name: str, fields: Iterable[str]
    ) -> tuple[dict[str, Any], int | None] | None:
        """The top of the ``name`` catalogue (``fields`` besides its name, version and
        provenance) and its version; None when it is no object or another catalogue."""
        root = self.entry(value, TOP, ("catalog", "version", "provenance", *fields))
        if root is None or not self.catalog(root, name):
            return None
        return root, self.version(root)

    def provenance(self, item: dict[str, Any], path: str) -> Provenance | None:
        """Where the file or table at ``path`` comes from, which it must say."""
        if "provenance" not in item:
            self.problem(path, T_("provenance is missing"))
            return None
        return self._provenance(item["provenance"], child(path, "provenance"))

    def inherited(
        self, item: dict[str, Any], path: str, default: Provenance | None
    ) -> Provenance | None:
        """Where the entry at ``path`` comes from: its own, else its table's ``default``
        (None once that had a problem, already recorded: it is not repeated per entry)."""
        if "provenance" not in item:
            return default
        return self._provenance(item["provenance"], child(path, "provenance"))

    def _provenance(self, value: Any, path: str) -> Provenance | None:
        found = self.entry(value, path, PROVENANCE_FIELDS)
        if found is None:
            return None
        kind = self.required(found, "kind", path, lambda v, p: self.choice(v, p, SOURCES))
        source = self.absent(found, "source", path, self.string, "")
        note = self.absent(found, "note", path, self.string, "")
        if kind is None or source is None or note is None:
            return None
        return Provenance(Source(kind), source, note)
