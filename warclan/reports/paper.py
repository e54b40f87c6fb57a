"""Paper sizes, and the default one for the user's locale (US Letter where it is the norm)."""

from __future__ import annotations

import locale
import os
from collections.abc import Mapping

# Countries whose LC_PAPER is US Letter (glibc's locale data), by ISO code and by the
# English names Windows puts in its locale names ("English_United States").
LETTER_TERRITORIES = frozenset(
    {
        "US",
        "CA",
        "MX",
        "PH",
        "PR",
        "CL",
        "CO",
        "VE",
        "CR",
        "GT",
        "PA",
        "DO",
        "SV",
        "NI",
        "BZ",
        "UNITED STATES",
        "CANADA",
        "MEXICO",
        "PHILIPPINES",
    }
)


def paper_for_locale(name: str) -> str:
    """``letter`` or ``a4`` for a locale name such as ``en_US.UTF-8`` or ``fr_CA``."""
    territory = name.split(".")[0].split("@")[0].partition("_")[2].strip().upper()
    return "letter" if territory in LETTER_TERRITORIES else "a4"


def default_paper(environ: Mapping[str, str] | None = None) -> str:
    """The paper of the locale in force: LC_ALL, then LC_PAPER, then LANG (POSIX order),
    then what Python reports; A4 when nothing says otherwise."""
    env = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_PAPER", "LANG"):
        value = env.get(variable, "").strip()
        if value:
            return paper_for_locale(value)
    if environ is not None:  # an explicit (test) environment says nothing: the default
        return "a4"
    try:
        name = locale.getlocale()[0]
    except ValueError:
        name = None
    return paper_for_locale(name) if name else "a4"
