"""Words from the rules and services that the window shows in the player's language.

The rules and services may not import Qt (tests/test_layers.py), yet their refusal
reasons reach the window. They say them with ``T_``::

    raise TrackerError(T_("{name} has {ap} AP", name=w.name, ap=w.ap))

which keeps the English source and its arguments apart. ``str()`` of it is the English
sentence, so the command line, the logs and any code that reads the message are as they
were (the command line stays English: ``LANG`` changes nothing there). The window
translates the source and then fills in the arguments (``warclan.gui.i18n.text``).

Why message ids with arguments, and not gettext with Babel catalogues: the window is
translated with Qt Linguist anyway, so one ``.ts`` file per language holds every word a
translator has to write, in one tool, with one "0 unfinished" check; Babel would be a
second dependency, a second catalogue format and a second build step for a few dozen
sentences, and gettext's ``_()`` would pick its language from the process's locale,
which the command line must not follow. Qt's ``lupdate`` finds ``T_`` because it is
told that ``T_`` is another spelling of ``QT_TR_NOOP`` (``./dev translations``).

An argument may itself be a ``Text`` (a reason inside a reason); it is translated too,
and so is an exception raised with one (``T_("{clan}: {exc}", exc=exc)``). Lists joined
from translated parts are ``join_texts``.
A ``Text`` is a ``str`` (the English sentence), so ``Exception(T_(...))`` and ``f"{x}"``
behave as before. A whole number the English groups in thousands is a field with ``:,``
and an ``int`` (``T_("is {size:,} bytes", size=size)``): the window groups it as its
locale does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


class Text(str):
    """An English sentence that remembers its source and arguments."""

    source: str
    args: Mapping[str, Any]

    def __new__(cls, source: str, args: Mapping[str, Any]) -> Text:
        args = {k: _reason(v) for k, v in args.items()}
        self = super().__new__(cls, source.format(**args))
        self.source = source
        self.args = args
        return self

    def __reduce__(self) -> Any:  # pickles (pool threads, multiprocessing) keep it whole
        return (Text, (self.source, self.args))


def T_(source: str, /, **args: Any) -> Text:  # lupdate knows it by this name
    """``source`` (English, ``{name}`` fields) with its arguments, for translation later.
    An exception argument raised with a ``Text`` is replaced by that ``Text`` (the same
    English), so that the window translates the reason inside the sentence."""
    return Text(source, args)


def fill(source: str, /, **args: Any) -> Text:
    """A ``Text`` of fields and punctuation only (``"{clan}: {reason}"``): nothing in it
    to translate, so lupdate does not see it; its arguments are translated as usual."""
    return Text(source, args)


def join_texts(separator: str, parts: Iterable[str]) -> Text:
    """``separator.join(parts)`` that keeps each part's translation: its source is only
    fields and the separator, which no catalogue holds, so it stays as it is."""
    values = list(parts)
    fill = separator.replace("{", "{{").replace("}", "}}")
    source = fill.join(f"{{p{i}}}" for i in range(len(values)))
    return Text(source, {f"p{i}": value for i, value in enumerate(values)})


def _reason(value: Any) -> Any:
    if isinstance(value, BaseException):
        found = text_of(value)
        if found is not None:
            return found
    return value


def reason(error: BaseException) -> str:
    """What ``error`` says, as the ``Text`` it was raised with when it was (to raise it
    again as another error, still translatable)."""
    return text_of(error) or str(error)


def text_of(error: BaseException) -> Text | None:
    """The ``Text`` an exception was raised with, if it was."""
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Text) else None
