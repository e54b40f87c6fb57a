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

An argument may itself be a ``Text`` (a reason inside a reason); it is translated too.
A ``Text`` is a ``str`` (the English sentence), so ``Exception(T_(...))`` and ``f"{x}"``
behave as before.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Text(str):
    """An English sentence that remembers its source and arguments."""

    source: str
    args: Mapping[str, Any]

    def __new__(cls, source: str, args: Mapping[str, Any]) -> Text:
        self = super().__new__(cls, source.format(**args))
        self.source = source
        self.args = dict(args)
        return self

    def __reduce__(self) -> Any:  # pickles (pool threads, multiprocessing) keep it whole
        return (Text, (self.source, self.args))


def T_(source: str, /, **args: Any) -> Text:  # lupdate knows it by this name
    """``source`` (English, ``{name}`` fields) with its arguments, for translation later."""
    return Text(source, args)


def text_of(error: BaseException) -> Text | None:
    """The ``Text`` an exception was raised with, if it was."""
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Text) else None
