"""The pieces the setup places, as the rule text names them.

Prophecies: the reference lists ten conditions, "X / Y" where a token's two sides differ;
we read the first as its day (Sun) side and the second as its night (Moon) side. Relics:
the Sun and Moon tables give 3 Relics per level 1–4; a Relic's Sun side and Moon side are
the same column of the two tables. Blessings: 4 double-sided cards; each Ragnarok token's
two sides match one card's two sides, so the token's side picks the card's side.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Prophecy:
    number: int
    day: str
    night: str


PROPHECIES = (
    Prophecy(1, "highest Gold", "highest Mead"),
    Prophecy(2, "highest Gold minus Mead", "highest Mead minus Gold"),
    Prophecy(3, "highest Gold plus Mead", "highest Gold plus Mead"),
    Prophecy(4, "most Sun Relics", "most Moon Relics"),
    Prophecy(5, "most Relics", "most Relics"),
    Prophecy(6, "most Hammers on Relics (level)", "most Hammers on Relics (level)"),
    Prophecy(7, "highest Green Blessing level", "highest Yellow Blessing level"),
    Prophecy(8, "highest Blue Blessing level", "highest Red Blessing level"),
    Prophecy(9, "highest Green + Blue Blessing level", "highest Yellow + Red Blessing level"),
    Prophecy(10, "highest Green + Yellow Blessing level", "highest Green + Yellow Blessing level"),
)
TRACK_COLUMNS = 5  # 10 Prophecies in a Sun row and a Moon row; each Ragnarok scores a column


@dataclass(frozen=True, slots=True)
class BlessingCard:
    number: int
    sides: tuple[str, str]
    activate: str


BLESSING_CARDS = (
    BlessingCard(1, ("Surtr's Blessing", "Wayland's Blessing"), "Craft Action"),
    BlessingCard(2, ("Odin's Blessing", "Freya's Blessing"), "Sun Action"),
    BlessingCard(3, ("Angrboda's Blessing", "Hel's Blessing"), "Moon Action"),
    BlessingCard(4, ("Brokkr & Sindri's Blessing", "Buri's Blessing"), "Craft Action"),
)
RAGNAROK_TOKENS = len(BLESSING_CARDS)  # "Place 4 Ragnarok tokens"
RELIC_LEVELS = (1, 2, 3, 4)
RELICS_PER_LEVEL = 3  # "12 Relics": three per level in the reference tables


@dataclass(frozen=True, slots=True)
class Relic:
    level: int
    column: int  # 1–3, the column of the reference tables
    sun: str
    moon: str

    @property
    def key(self) -> str:
        return f"{self.level}-{self.column}"


_SUN = {
    4: (
        "Spend a Craft Action and 4 Gold to gain 1 VP and move the Sun-Wolf 1 space forwards",
        "Spend a Craft Action and 4 Gold to gain 1 VP and move the Moon-Wolf 1 space back "
        "(if able)",
        "Spend a Sun Action and 2 Gold to gain 2 Craft Actions",
    ),
    3: (
        "Spend a Craft Action and any 4 resources to gain 1 VP",
        "Spend a Craft Action and 3 Gold to gain 1 VP",
        "Spend a Craft Action and 5 Gold to gain 1 VP and a Sun-Wolf Action",
    ),
    2: (
        "Spend 2 Gold to convert a Moon-Wolf Action to a Sun-Wolf Action",
        "Spend a Sun Action to gain 2 Gold",
        "Spend a Craft Action to gain 1 Gold and 1 Mead",
    ),
    1: (
        "Spend a Craft Action and 1 Gold to gain a Sun Action",
        "Spend a Sun Action and 1 Gold to gain a Craft Action",
        "Spend a Craft Action to exchange any amount of Gold for Mead and vice-versa",
    ),
}
_MOON = {
    4: (
        "Spend a Craft Action and 4 Mead to gain 1 VP and move the Moon-Wolf 1 space forwards",
        "Spend a Craft Action and 4 Mead to gain 1 VP and move the Sun-Wolf 1 space back (if able)",
        "Spend a Moon Action and 2 Mead to gain 2 Craft Actions",
    ),
    3: (
        "Spend a Craft Action and any 4 resources to gain 1 VP",
        "Spend a Craft Action and 3 Mead to gain 1 VP",
        "Spend a Craft Action and 5 Mead to gain 1 VP and a Moon-Wolf Action",
    ),
    2: (
        "Spend 2 Mead to convert a Sun-Wolf Action to a Moon-Wolf Action",
        "Spend a Moon Action to gain 2 Mead",
        "Spend a Craft Action to gain 1 Gold and 1 Mead",
    ),
    1: (
        "Spend a Craft Action and 1 Mead to gain a Moon Action",
        "Spend a Moon Action and 1 Mead to gain a Craft Action",
        "Spend a Craft Action to exchange any amount of Gold for Mead and vice-versa",
    ),
}
RELICS = tuple(
    Relic(level, column + 1, _SUN[level][column], _MOON[level][column])
    for level in RELIC_LEVELS
    for column in range(RELICS_PER_LEVEL)
)


def relic(level: int, column: int) -> Relic:
    return RELICS[(level - 1) * RELICS_PER_LEVEL + column - 1]
