"""The window's language: which one (View ▸ Language, remembered), its translators, and
the texts that come from below ``gui/``.

``install`` runs once at start-up, before the window is built: it loads warclan's
``resources/translations/warclan_<lang>.qm`` and Qt's own ``qtbase_<lang>.qm`` (the
standard buttons: Cancel, Yes, No) and makes the chosen language the default ``QLocale``,
so figures (``number``, ``percent``, ``date``) follow it. English is the source language:
its file holds only the plural forms of the ``%n`` strings.

Every string the window shows goes through ``tr`` (one context for the whole window, so
the same English words get the same German ones; ``disambiguation`` tells apart words
that are one in English and two in German). ``tr`` is spelled as Qt's lupdate expects
it: ``tr("text")``, ``tr("%n warriors", "", n)``; a format string has ``{name}`` fields
that are filled in after the translation (``tr("{name} has {ap} AP").format(...)``).

A change of language takes effect at the next start: the pages are built from the
database with their words in them, and rebuilding every page, menu and open dialog in
place would risk losing typed, unsaved text for something chosen once.

Texts from the rules and services (``warclan.i18n_text.Text``) carry their English
source and their arguments; ``text`` translates them here (see that module for why).
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTime,
    QTranslator,
)

from warclan.paths import resources_dir

if TYPE_CHECKING:
    from warclan.i18n_text import Text

LANGUAGE_KEY = "view/language"
SYSTEM = "system"
# The languages offered: code -> the language's own name (shown untranslated, so that a
# player who picked the wrong one can find theirs).
LANGUAGES = {"en": "English", "de": "Deutsch"}
SOURCE_LANGUAGE = "en"
CONTEXT = ""  # lupdate's context for bare tr() calls and the lower layers' T_()

_installed: list[QTranslator] = []


def tr(source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` in the window's language (``%n``: ``n``, with its plural form)."""
    return QCoreApplication.translate(CONTEXT, source, disambiguation, n)


def text(message: object) -> str:
    """A message from the rules or services in the window's language; anything else
    (an exception without a ``Text``, a plain string) as its ``str``."""
    from warclan.i18n_text import Text, text_of

    found = text_of(message) if isinstance(message, BaseException) else message
    if not isinstance(found, Text):
        return str(message)
    return _render(found)


def _render(message: Text) -> str:
    args = {k: _argument(v) for k, v in message.args.items()}
    return tr(message.source).format(**args)


def _argument(value: object) -> object:
    from warclan.i18n_text import Text

    if isinstance(value, Text):
        return _render(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return _Figure(value)
    # A day or a moment (str() of which is ISO, as the command line writes it).
    if isinstance(value, dt.datetime):
        return moment_text(value)
    if isinstance(value, dt.date):
        return date_text(value)
    return value


class _Figure:
    """A whole number in a lower layer's text. ``{size:,}`` is a figure grouped in
    thousands ("1,024 bytes" in English): here the locale groups it ("1.024 Bytes"); any
    other field (``{line}``, ``{n!r}``) shows it as the English does."""

    __slots__ = ("value",)

    def __init__(self, value: int) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        return QLocale().toString(self.value) if spec == "," else format(self.value, spec)

    def __str__(self) -> str:
        return str(self.value)

    def __repr__(self) -> str:
        return repr(self.value)


def translations_dir() -> Path:
    return resources_dir() / "translations"


def chosen(settings: QSettings) -> str:
    """The setting: ``system`` or a language code from ``LANGUAGES``."""
    value = str(settings.value(LANGUAGE_KEY) or SYSTEM)
    return value if value in LANGUAGES or value == SYSTEM else SYSTEM


def choose(settings: QSettings, value: str) -> None:
    if value != SYSTEM and value not in LANGUAGES:
        raise ValueError(f"no language {value!r}")
    settings.setValue(LANGUAGE_KEY, value)


def language_of(choice: str, system: QLocale | None = None) -> str:
    """The language code a choice means: the system's language when it is offered,
    else English."""
    if choice != SYSTEM:
        return choice
    name = (system or QLocale.system()).name().partition("_")[0]
    return name if name in LANGUAGES else SOURCE_LANGUAGE


def install(settings: QSettings, system: QLocale | None = None) -> str:
    """Install the chosen language's translators and locale; return its code. Call once,
    before the window is built (a second call replaces the first)."""
    app = QCoreApplication.instance()
    assert app is not None
    uninstall()
    system = system or QLocale.system()
    lang = language_of(chosen(settings), system)
    if lang == system.name().partition("_")[0]:
        QLocale.setDefault(system)  # the system's country too (de_AT, de_CH)
    else:
        QLocale.setDefault(QLocale(lang))
    # English has a file too: the plural forms of its "%n" strings ("1 warrior").
    files = [(translations_dir(), f"warclan_{lang}")]
    if lang != SOURCE_LANGUAGE:
        qt = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        files.append((qt, f"qtbase_{lang}"))
    for folder, name in files:
        translator = QTranslator(app)
        if translator.load(name, str(folder)):
            app.installTranslator(translator)
            _installed.append(translator)
    return lang


def uninstall() -> None:
    """Back to English (tests)."""
    app = QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)
        translator.deleteLater()
    QLocale.setDefault(QLocale.system())


# === figures ============================================================================
def number(value: int | float, decimals: int = -1) -> str:
    """``value`` with the locale's digits, separators and decimal sign."""
    locale = QLocale()
    if isinstance(value, int):
        return locale.toString(value)
    if decimals < 0:
        return locale.toString(value, "g", 12)
    return locale.toString(value, "f", decimals)


def percent(fraction: float, decimals: int = 0) -> str:
    """``fraction`` (0.42) as the locale writes a percentage ("42 %" in German)."""
    locale = QLocale()
    figure = locale.toString(fraction * 100, "f", decimals)
    # Qt has no percent format; CLDR's German pattern puts a (narrow) space before it.
    return f"{figure}\u00a0%" if locale.language() == QLocale.Language.German else f"{figure}%"


def date_format() -> str:
    """How the window writes a day: the locale's short format with the year in full
    (11.01.2025, 11/01/2025, 1/11/2025); ISO 8601 (2025-01-11) in the C locale, which
    has no custom of its own. Exports and the command line stay ISO."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return "yyyy-MM-dd"
    found = locale.dateFormat(QLocale.FormatType.ShortFormat)
    return found if "yyyy" in found else found.replace("yy", "yyyy")


def date_text(day: dt.date) -> str:
    """``day`` as the window writes it (``date_format``)."""
    return QLocale().toString(QDate(day.year, day.month, day.day), date_format())


def moment_text(when: dt.datetime, *, seconds: bool = False) -> str:
    """A day and time of day as the window writes them (24 or 12 hours, as the locale
    does); in local time when ``when`` knows its zone."""
    if when.tzinfo is not None:
        when = when.astimezone()
    locale = QLocale()
    time_format = locale.timeFormat(
        QLocale.FormatType.LongFormat if seconds else QLocale.FormatType.ShortFormat
    )
    if seconds:  # the long format names the zone too, which local time does not need
        time_format = re.sub(r"\s*t+", "", time_format)
    moment = QDateTime(
        QDate(when.year, when.month, when.day), QTime(when.hour, when.minute, when.second)
    )
    return locale.toString(moment, f"{date_format()} {time_format}")
