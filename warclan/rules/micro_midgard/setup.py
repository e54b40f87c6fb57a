"""The randomised setup of one match (the rule text's "Setup", steps 2, 3 and 5).

One ``random.Random(seed)`` makes every choice in a fixed order (Prophecies, Ragnarok
token order, token sides, Relics level by level, then the starting player), so a seed
always gives the same table. The first-game preset is a fixed layout: the rulebook's
recommended example is a picture the rule text does not include.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from warclan.i18n_text import T_
from warclan.rules.errors import RulesError
from warclan.rules.micro_midgard.components import (
    BLESSING_CARDS,
    PROPHECIES,
    RELIC_LEVELS,
    RELICS_PER_LEVEL,
    TRACK_COLUMNS,
    BlessingCard,
    Prophecy,
    Relic,
    relic,
)

MAX_SEED = 2**63 - 1
LOKI = "Loki"
FREE_RESOURCES = ("Gold", "Mead")  # "Give the other player 1 resource of their choice"
FIRST_GAME_NOTE = T_(
    "The rulebook recommends the example setup pictured opposite its setup page for a first "
    "game; that picture is not in the rule text, so this preset is warclan's own fixed "
    "layout (Prophecies, tokens and Relics in reference order). Use the picture if you have it."
)
# The seats of a setup for nobody named (solo: the player is "You"), in the window's
# language where it shows them.
SOLO_PLAYER = T_("You")
UNNAMED = (T_("Player 1"), T_("Player 2"))


@dataclass(frozen=True, slots=True)
class TokenPlacement:
    """A Ragnarok token on the Ragnarok track and the Blessing card side it selects."""

    position: int  # 1–4 along the Ragnarok track
    card: int  # the Blessing card whose sides match this token's sides
    side: int  # 0 or 1: which of the card's two sides is face up
    blessing: str


@dataclass(frozen=True, slots=True)
class MmSetup:
    seed: int | None  # None for the first-game preset
    preset: str  # "random" or "first-game"
    sun_row: tuple[Prophecy, ...]  # left to right, day side up
    moon_row: tuple[Prophecy, ...]  # left to right, night side up
    tokens: tuple[TokenPlacement, ...]
    blue_relics: tuple[Relic, ...]  # level 1 … 4 (level 1 at the bottom), day side up
    red_relics: tuple[Relic, ...]  # level 1 … 4, night side up
    removed_relics: tuple[Relic, ...]
    players: tuple[str, str]
    starting: str  # who plays first
    second: str  # the other player: takes 1 Gold or Mead of their choice
    solo: bool

    @property
    def blessings(self) -> tuple[str, ...]:
        """The four Blessing card sides face up, in Blessing card order."""
        return tuple(t.blessing for t in sorted(self.tokens, key=lambda t: t.card))


def check_seed(seed: int) -> None:
    if not 0 <= seed <= MAX_SEED:
        raise RulesError(
            T_(
                "a seed is a whole number from 0 to {max_seed}, not {seed}",
                max_seed=MAX_SEED,
                seed=seed,
            )
        )


def new_seed() -> int:
    return random.SystemRandom().randrange(1_000_000)


def _players(players: tuple[str, str] | None, solo: bool) -> tuple[str, str]:
    if solo:
        # "You are the second player": Loki plays first.
        name = players[0] if players else SOLO_PLAYER
        if name.strip().casefold() == LOKI.casefold():
            raise RulesError(T_("in the solo mode Loki is the opponent, not the player"))
        return (LOKI, name)
    found = players or UNNAMED
    if found[0].strip().casefold() == found[1].strip().casefold():
        raise RulesError(
            T_(
                "a match needs two different players, not {found} twice",
                found=found[0],
            )
        )
    return found


def make_setup(seed: int, players: tuple[str, str] | None = None, *, solo: bool = False) -> MmSetup:
    check_seed(seed)
    names = _players(players, solo)
    rng = random.Random(seed)
    order = list(PROPHECIES)
    rng.shuffle(order)
    cards = list(BLESSING_CARDS)
    rng.shuffle(cards)
    sides = [rng.randrange(2) for _ in cards]
    blue: list[Relic] = []
    red: list[Relic] = []
    removed: list[Relic] = []
    for level in RELIC_LEVELS:
        columns = list(range(1, RELICS_PER_LEVEL + 1))
        rng.shuffle(columns)
        blue.append(relic(level, columns[0]))
        red.append(relic(level, columns[1]))
        removed.append(relic(level, columns[2]))
    first = 0 if solo else rng.randrange(2)
    return _assemble(seed, "random", order, cards, sides, blue, red, removed, names, first, solo)


def first_game_setup(players: tuple[str, str] | None = None, *, solo: bool = False) -> MmSetup:
    names = _players(players, solo)
    return _assemble(
        None,
        "first-game",
        list(PROPHECIES),
        list(BLESSING_CARDS),
        [0] * len(BLESSING_CARDS),
        [relic(level, 1) for level in RELIC_LEVELS],
        [relic(level, 2) for level in RELIC_LEVELS],
        [relic(level, 3) for level in RELIC_LEVELS],
        names,
        0,
        solo,
    )


def _assemble(
    seed: int | None,
    preset: str,
    order: list[Prophecy],
    cards: list[BlessingCard],
    sides: list[int],
    blue: list[Relic],
    red: list[Relic],
    removed: list[Relic],
    names: tuple[str, str],
    first: int,
    solo: bool,
) -> MmSetup:
    tokens = tuple(
        TokenPlacement(position + 1, card.number, side, card.sides[side])
        for position, (card, side) in enumerate(zip(cards, sides, strict=True))
    )
    return MmSetup(
        seed=seed,
        preset=preset,
        sun_row=tuple(order[:TRACK_COLUMNS]),
        moon_row=tuple(order[TRACK_COLUMNS:]),
        tokens=tokens,
        blue_relics=tuple(blue),
        red_relics=tuple(red),
        removed_relics=tuple(removed),
        players=names,
        starting=names[first],
        second=names[1 - first],
        solo=solo,
    )
