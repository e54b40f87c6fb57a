"""Fonts for names in any script: the shipped fonts first, then one on the user's system.

reportlab's built-in fonts only cover Latin-1. The DejaVu faces (European scripts) and Noto
Sans Runic (a War Clan is Viking: ᚱᚨᚷᚾᚨᚱᛟᚲ) ship in ``resources/fonts/`` with their
licences and are registered once per process; reportlab embeds only the glyphs used.

A character none of them has (北風, say) is looked up among the fonts installed on the
system: with fontconfig (``fc-list :charset=…``) where it exists, else by scanning the
standard font folders (Windows, macOS, and Linux without fontconfig). The choice is made per
run of text, so a name mixing scripts prints whole. A character no font has is printed as a
visible ``[U+XXXX]`` and reported (``missing_glyphs`` and ``collect_missing``): never as an
empty box.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import threading
import unicodedata
from collections.abc import Iterable, Iterator
from contextvars import ContextVar
from html import escape  # not xml.sax.saxutils: that imports urllib.request
from pathlib import Path

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont, TTFontFile

from warclan.paths import resources_dir

SANS = "DejaVuSans"
SANS_BOLD = "DejaVuSans-Bold"
SANS_ITALIC = "DejaVuSans-Oblique"
CONDENSED = "DejaVuSansCondensed"
CONDENSED_BOLD = "DejaVuSansCondensed-Bold"
RUNIC = "NotoSansRunic"

_FILES = {
    SANS: "DejaVuSans.ttf",
    SANS_BOLD: "DejaVuSans-Bold.ttf",
    SANS_ITALIC: "DejaVuSans-Oblique.ttf",
    CONDENSED: "DejaVuSansCondensed.ttf",
    CONDENSED_BOLD: "DejaVuSansCondensed-Bold.ttf",
    RUNIC: "NotoSansRunic-Regular.ttf",
}
FONT_SUFFIXES = (".ttf", ".ttc", ".otf")
MISSING_COLOR = "#a00000"
_lock = threading.RLock()  # the GUI renders on a worker thread
_registered = False
# Characters every face the styles use has: text made only of these needs no font tags.
_common: frozenset[int] = frozenset()
# The other fonts to try, in order: (registered name, its characters).
_chain: list[tuple[str, frozenset[int]]] = []
_by_char: dict[str, str | None] = {}  # a character's font ("" for the styles' own), or None
_looked_up: dict[tuple[str, int], frozenset[int] | None] = {}  # system font files read
_collector: ContextVar[dict[str, str] | None] = ContextVar("missing_glyphs", default=None)


def register_fonts() -> None:
    global _registered, _common
    with _lock:
        if _registered:
            return
        folder = resources_dir() / "fonts"
        faces: dict[str, frozenset[int]] = {}
        for name, file in _FILES.items():
            font = TTFont(name, str(folder / file))
            pdfmetrics.registerFont(font)
            faces[name] = frozenset(font.face.charToGlyph)
        # <b> and <i> inside a paragraph pick the matching face of the same family.
        for family, bold in ((SANS, SANS_BOLD), (CONDENSED, CONDENSED_BOLD)):
            addMapping(family, 0, 0, family)
            addMapping(family, 1, 0, bold)
            addMapping(family, 0, 1, SANS_ITALIC)
            addMapping(family, 1, 1, bold)
        _map_all_styles(RUNIC)
        dejavu = [chars for name, chars in faces.items() if name != RUNIC]
        _common = frozenset.intersection(*dejavu)
        # A character only the regular face has (some symbols) still prints, upright.
        _chain.extend([(SANS, faces[SANS]), (RUNIC, faces[RUNIC])])
        _registered = True


def _map_all_styles(name: str) -> None:
    """A font with one face: <b> and <i> text in it prints in that face."""
    for bold in (0, 1):
        for italic in (0, 1):
            addMapping(name, bold, italic, name)


# --- choosing a font per character -------------------------------------------------------


def _ignorable(ch: str) -> bool:
    """Invisible format characters (joiners, variation selectors): nothing to print."""
    return unicodedata.category(ch) == "Cf" or 0xFE00 <= ord(ch) <= 0xFE0F


def font_for(ch: str) -> str | None:
    """The font that prints ``ch``: "" for the styles' own (DejaVu), a registered font's
    name, or None when no font here or on the system has it."""
    register_fonts()
    code = ord(ch)
    if code in _common or ch in "\n\t" or _ignorable(ch):
        return ""
    with _lock:
        if ch in _by_char:
            return _by_char[ch]
        found = next((name for name, chars in _chain if code in chars), None)
        if found is None:
            found = _system_font(code)
        _by_char[ch] = found
        return found


def _system_font(code: int) -> str | None:
    for path, index in _candidates(code):
        chars = _read_font(path, index)
        if chars is None or code not in chars:
            continue
        name = f"WarclanFallback{len(_chain)}"
        try:
            pdfmetrics.registerFont(TTFont(name, path, subfontIndex=index))
        except Exception:
            _looked_up[(path, index)] = None
            continue
        _map_all_styles(name)
        _chain.append((name, chars))
        return name
    return None


def _read_font(path: str, index: int) -> frozenset[int] | None:
    """The characters of a font file reportlab can embed, or None (PostScript outlines,
    embedding not allowed, a broken file); read once per process."""
    key = (path, index)
    if key not in _looked_up:
        try:
            face = TTFontFile(path, subfontIndex=index, validate=0)
            _looked_up[key] = frozenset(face.charToGlyph)
        except Exception:
            _looked_up[key] = None
    return _looked_up[key]


def _candidates(code: int) -> Iterator[tuple[str, int]]:
    """System font files that may have ``code``: fontconfig's answer where it exists, then
    fonts already read, then the font folders."""
    fc_list = shutil.which("fc-list")
    if fc_list is not None:
        yield from _fontconfig(fc_list, code)
        return
    for key, chars in list(_looked_up.items()):
        if chars is not None and code in chars:
            yield key
    for path in _folder_fonts(font_folders()):
        if (path, 0) not in _looked_up:
            yield path, 0


def _fontconfig(fc_list: str, code: int) -> list[tuple[str, int]]:
    try:
        done = subprocess.run(
            [fc_list, "-f", "%{file}|%{index}\n", f":charset={code:x}"],
            capture_output=True,
            text=True,
            timeout=20,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return []
    found = []
    for line in done.stdout.splitlines():
        path, _, index = line.rpartition("|")
        if path.lower().endswith(FONT_SUFFIXES) and index.isdigit():
            found.append((path, int(index)))
    return sorted(found)  # the same choice on every run


def font_folders(platform: str | None = None, environ: dict[str, str] | None = None) -> list[Path]:
    """Where fonts are installed on this kind of system."""
    platform = platform or sys.platform
    env = os.environ if environ is None else environ
    home = Path(env.get("HOME") or env.get("USERPROFILE") or Path.home())
    if platform.startswith("win"):
        windir = Path(env.get("WINDIR", r"C:\Windows"))
        local = Path(env.get("LOCALAPPDATA", home / "AppData" / "Local"))
        return [windir / "Fonts", local / "Microsoft" / "Windows" / "Fonts"]
    if platform == "darwin":
        return [
            Path("/System/Library/Fonts"),
            Path("/System/Library/Fonts/Supplemental"),
            Path("/Library/Fonts"),
            home / "Library" / "Fonts",
        ]
    return [
        Path("/usr/share/fonts"),
        Path("/usr/local/share/fonts"),
        home / ".local" / "share" / "fonts",
        home / ".fonts",
    ]


def _folder_fonts(folders: Iterable[Path]) -> Iterator[str]:
    for folder in folders:
        try:
            files = sorted(p for p in folder.rglob("*") if p.suffix.lower() in FONT_SUFFIXES)
        except OSError:
            continue
        for path in files:
            yield str(path)


# --- text in, markup out -----------------------------------------------------------------


def placeholder(ch: str) -> str:
    return f"[U+{ord(ch):04X}]"


def runs(text: str) -> list[tuple[str | None, str]]:
    """``text`` cut into runs that one font prints: (font, run) with font as ``font_for``."""
    out: list[tuple[str | None, str]] = []
    for ch in text:
        font = font_for(ch)
        if font == "" and _ignorable(ch):
            continue
        if out and out[-1][0] == font and font is not None:
            out[-1] = (font, out[-1][1] + ch)
        else:
            out.append((font, ch))
    return out


def markup(text: str) -> str:
    """User text as paragraph markup: escaped, and each run outside the styles' own fonts
    tagged with the font that has it; a character no font has is a red ``[U+XXXX]``."""
    register_fonts()
    if all(ord(ch) in _common for ch in text):  # the usual case: nothing to tag
        return escape(text, quote=False)
    parts = []
    for font, run in runs(text):
        if font == "":
            parts.append(escape(run, quote=False))
        elif font is None:
            _note_missing(run, text)
            parts.append(
                f'<font name="{CONDENSED}" color="{MISSING_COLOR}">{placeholder(run)}</font>'
            )
        else:
            parts.append(f'<font name="{font}">{escape(run, quote=False)}</font>')
    return "".join(parts)


def missing_glyphs(text: str) -> list[str]:
    """The characters of ``text`` that no font here or on this system can print, each once,
    in order: call it when a name is entered to warn before anything is printed."""
    seen: list[str] = []
    for ch in text:
        if ch not in seen and font_for(ch) is None:
            seen.append(ch)
    return seen


def describe(ch: str) -> str:
    return f"{placeholder(ch)} {unicodedata.name(ch, 'unnamed character')}"


def warning_for(text: str, missing: Iterable[str] | None = None) -> str | None:
    """A one-line warning about ``text``'s characters no font has, or None."""
    chars = list(missing) if missing is not None else missing_glyphs(text)
    if not chars:
        return None
    return (
        f"no installed font can print {', '.join(describe(c) for c in chars)} in {text!r}: "
        "it prints as [U+…]; install a font that has it, or change the name"
    )


def _note_missing(ch: str, text: str) -> None:
    found = _collector.get()
    if found is not None:
        found.setdefault(ch, text)


@contextlib.contextmanager
def collect_missing() -> Iterator[dict[str, str]]:
    """Within the block, each character printed as a placeholder, with the first text it
    was in (per thread: the GUI renders on a worker)."""
    found: dict[str, str] = {}
    token = _collector.set(found)
    try:
        yield found
    finally:
        _collector.reset(token)


def missing_warnings(found: dict[str, str]) -> tuple[str, ...]:
    """One warning per text that had characters no font has."""
    by_text: dict[str, list[str]] = {}
    for ch, text in found.items():
        by_text.setdefault(text, []).append(ch)
    return tuple(w for text, chars in by_text.items() if (w := warning_for(text, chars)))
