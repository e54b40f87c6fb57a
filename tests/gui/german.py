"""Tools for the German walks (issue 24): what a player reads in a widget, and whether
any of it is still English.

Two checks, because each misses what the other finds:

- ``english_in``: a text made from an English source of the .ts whose German differs
  (a ``tr()`` that is not translated at run time, or a string built around one);
- ``english_words``: a text with English words that no ``tr()`` ever saw (a literal left
  unwrapped, a lower layer's message passed as a plain ``str``). It looks for English
  function words and the window's common English words; data the player typed or a
  catalogue holds (clan, warrior and profile names, quoted rule texts) is passed as
  ``data`` and taken out of the text first.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from pathlib import Path

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QTextEdit,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[2]
DE_TS = ROOT / "resources" / "translations" / "warclan_de.ts"
# Kept as they are in German, on purpose: proper names, the profiles' stat names as the
# Mors Regnat book prints them, Qt's own words and figures (docs/translating.md).
SAME_IN_GERMAN = {
    "OK",
    "Name",
    "System",
    "Initiative",
    "Navigator",
    "Godspark",
    "WOUNDS",
    "WOUNDS −1 (W)",
    "ATTACK {attack} · TOUGHNESS {toughness} · {weapon}",
    "{name}: WOUNDS {before} → {after}",
    "Zoom {percent}",
    "Initiative: {rolls}",
    "{name} ({why})",
    "{name}: {why}",
    "{counter} −1",
    "{counter} +1",
    "{power} ({cost} Godspark)",
    "+{extra} Godspark: {effect}",
    ". Boosts: {boosts}",
    "Boosts",
    "{clan}: {counter} {delta}",
    # German too (the game nights: Micro Midgard's resource, VGW's solo play and team)
    "Gold",
    "{side}: Gold",
    "Solo",
    "Team",
    "Jarl",  # the highest VGW rank: a Norse title, German too
}
# English words a German window never shows (not German words too: "in", "an", "so",
# "was", "will", "man", "die", "Name", "Status", "Initiative" are left out).
ENGLISH_WORDS = frozenset(
    (
        "the",
        "and",
        "of",
        "to",
        "with",
        "for",
        "is",
        "are",
        "this",
        "that",
        "not",
        "has",
        "have",
        "from",
        "by",
        "or",
        "each",
        "every",
        "none",
        "your",
        "you",
        "be",
        "can",
        "may",
        "must",
        "no",
        "yes",
        "its",
        "it's",
        "their",
        "there",
        "which",
        "when",
        "then",
        "than",
        "into",
        "add",
        "apply",
        "back",
        "cancel",
        "change",
        "changed",
        "choose",
        "close",
        "delete",
        "edit",
        "keep",
        "new",
        "next",
        "open",
        "reload",
        "remove",
        "save",
        "saved",
        "show",
        "undo",
        "redo",
        "help",
        "settings",
        "warrior",
        "warriors",
        "clan",
        "clans",
        "glory",
        "rank",
        "round",
        "player",
        "players",
        "match",
        "matches",
        "score",
        "date",
        "notes",
        "game",
        "games",
        "played",
        "wins",
        "win",
        "lost",
        "losses",
        "points",
        "total",
        "cost",
        "weapon",
        "armour",
        "armor",
        "item",
        "items",
        "power",
        "powers",
        "injury",
        "injuries",
        "dead",
        "alive",
        "missing",
        "ready",
        "busy",
        "loading",
        "rules",
        "rule",
        "page",
        "league",
    )
)
WORD = re.compile(r"[A-Za-z][A-Za-z']+")


def messages(ts: Path = DE_TS) -> dict[str, str | list[str]]:
    """source -> translation (a list of forms for a plural)."""
    found: dict[str, str | list[str]] = {}
    for message in ET.parse(ts).iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.findall("numerusform")]
        found[source] = forms if message.get("numerus") == "yes" else translation.text or ""
    return found


def english_patterns() -> list[tuple[str, re.Pattern[str]]]:
    """Each English source whose German differs, as a pattern of the text it makes."""
    found = []
    for source, translation in messages(DE_TS).items():
        if translation == source or source in SAME_IN_GERMAN:
            continue
        text = source.replace("&", "")
        parts = re.split(r"\{\w+(?:!r)?(?::[^{}]*)?\}|%n", text)
        if not any(p.strip(" .·:—()…") for p in parts):
            continue  # all fields: nothing English in it
        pattern = ".+".join(re.escape(p) for p in parts)
        found.append((source, re.compile(f"^{pattern}$", re.DOTALL)))
    return found


def _view_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    texts: list[str] = []
    top = QModelIndex()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(top)
    for orientation, count in ((Qt.Orientation.Horizontal, columns),
                               (Qt.Orientation.Vertical, model.rowCount(top))):  # fmt: skip
        for i in range(count):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.headerData(i, orientation, role)
                if isinstance(value, str):
                    texts.append(value)

    def rows(parent) -> Iterator:  # type: ignore[no-untyped-def]
        for r in range(min(model.rowCount(parent), 200)):
            for c in range(1 if columns == 1 else model.columnCount(parent)):
                yield model.index(r, c, parent)

    stack = [view.rootIndex()]
    while stack:
        parent = stack.pop()
        for index in rows(parent):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = index.data(role)
                if isinstance(value, str):
                    texts.append(value)
            if index.column() == 0 and _has_children(model, index):
                stack.append(index)
    return texts


def _has_children(model, index) -> bool:  # type: ignore[no-untyped-def]
    """A flat model's hasChildren is private in PySide6 (a table's or a list's: a
    QListWidget's model): it has none."""
    if isinstance(model, QAbstractTableModel | QAbstractListModel):
        return False
    return bool(model.hasChildren(index))


def visible_texts(root: QWidget) -> list[str]:
    """What a player reads in ``root``: labels, buttons, tips, tabs, group titles,
    placeholders, combo items, and the headers and cells of item views."""
    texts: list[str] = [root.windowTitle()]
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root:
            continue
        texts.append(w.toolTip())
        if isinstance(w, QLabel | QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QTabWidget):
            texts.extend(w.tabText(i) for i in range(w.count()))
        elif isinstance(w, QLineEdit | QTextEdit):
            texts.append(w.placeholderText())
        elif isinstance(w, QComboBox):
            texts.extend(w.itemText(i) for i in range(w.count()))
        elif isinstance(w, QAbstractItemView):
            texts.extend(_view_texts(w))
    return [t for t in texts if t]


def menu_texts(menu: QMenu) -> list[str]:
    found = [menu.title()]
    for action in menu.actions():
        found += [action.text(), action.statusTip(), action.toolTip()]
        if action.menu() is not None:
            found += menu_texts(action.menu())
    return [t for t in found if t]


def english_in(texts: Iterable[str]) -> list[str]:
    """Texts made from an English source of the .ts that has a German translation."""
    patterns = english_patterns()
    return sorted(
        {
            f"{text!r} (English: {source!r})"
            for text in texts
            for source, p in patterns
            if p.match(text.replace("&", ""))
        }
    )


def english_words(texts: Iterable[str], data: Iterable[str] = ()) -> list[str]:
    """Texts with English words in them, once the ``data`` (names, quoted rule texts:
    kept in their own language) is taken out; longest data first, so "Ravens' Hall" goes
    before "Ravens"."""
    known = sorted({d for d in data if d}, key=len, reverse=True)
    found = set()
    for text in texts:
        rest = text.replace("&", "")
        for d in known:
            rest = rest.replace(d, " ")
        words = {w.lower() for w in WORD.findall(rest)}
        hits = sorted(words & ENGLISH_WORDS)
        if hits:
            found.add(f"{text!r} (English: {', '.join(hits)})")
    return sorted(found)


def assert_german(texts: Iterable[str], data: Iterable[str] = ()) -> None:
    """Fails with every English text found, by either check."""
    texts = list(texts)
    found = english_in(texts) + english_words(texts, data)
    assert not found, "English in the German window:\n" + "\n".join(sorted(set(found)))
