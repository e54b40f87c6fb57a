"""The setup of one play by player count and handicaps ("SETUP" in the rule text).

Random choices (the Boss put face down at the bottom of the Undead Army deck and the
Objectives) come from ``random.Random(seed)`` in a fixed order, so a seed always gives
the same setup. Cards are named by their number; only the names the text prints are
given (the text names 4 of the 5 Bosses and 3 of the 7 Objectives).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from warclan.i18n_text import T_
from warclan.rules.errors import RulesError
from warclan.rules.vgw.glory import Handicaps, check_handicaps

PLAYER_COUNTS = (1, 2, 3, 4)
# "Solo: 18 cards / 2 players: 21 cards / 3 players: 24 cards / 4 players: 28 cards."
DECK_SIZE = {1: 18, 2: 21, 3: 24, 4: 28}
# "TEAM TOKEN on: Solo: 28 / 2 players: 24 / 3 or 4 players: 20"
TEAM_TOKEN_START = {1: 28, 2: 24, 3: 20, 4: 20}
CARDS_PER_HANDICAP = 3  # "Add 3 more cards to the Undead Army Deck"
OBJECTIVES_PER_HANDICAP = 1  # "Add 1 more Objective to be resolved"
VP_PER_HANDICAP = 3  # "Reduce your starting Victory Points by 3"
BASE_OBJECTIVES = 2  # "Randomly pick 2 Objectives cards"
# "20 UNDEAD UNITS CARDS", "11 UNDEAD BUILDINGS CARDS", "6 CHALLENGES CARDS": the deck is
# drawn from all three ("All Units, Buildings & Challenge cards").
UNDEAD_ARMY_CARDS = 20 + 11 + 6
BOSS_COUNT = 5  # "5 BOSSES CARDS"
OBJECTIVE_COUNT = 7  # "7 OBJECTIVES CARDS"
BOSS_NAMES = {1: "Dark Thor", 2: "Dark Alviss", 3: "Dark Freya", 4: "Dark Fenrir"}
OBJECTIVE_NAMES = {1: "Army of Living", 2: "Glass Always Full", 3: "Shield Against Death"}
MAX_SEED = 2**63 - 1
FIXED_STEPS = (
    "Set up the Units, Defenses and Buildings as usual.",
    "Shuffle all Undead Army cards (Units, Buildings and Challenges) and deal the deck.",
    "Put the Boss face down at the bottom of the deck without looking at it.",
    "Place the deck in place of the Odin's Path deck and reveal the first 3 cards.",
    "Place the Push Back card on the 4th space of the Odin's Path track.",
    "Place the Ragnarok card and the two Doom Horns face down above the 3rd, 4th and 5th "
    "places of the Odin's Path track.",
    "Put the Objectives in place of the End-Game Bonuses.",
    "No Odin's Path, Mission, Divine Favor or End-Game Bonus cards are used.",
)


def boss_label(number: int) -> str:
    # A card the rule text does not name is said in the window's language.
    return BOSS_NAMES.get(number) or T_("Boss {number} (not named in the rule text)", number=number)


def objective_label(number: int) -> str:
    return OBJECTIVE_NAMES.get(number) or T_(
        "Objective {number} (not named in the rule text)", number=number
    )


@dataclass(frozen=True, slots=True)
class VgwSetup:
    seed: int
    players: int
    war_of_jarls: bool
    handicaps: Handicaps
    deck_size: int
    boss: int  # 1–5
    objectives: tuple[int, ...]  # 1–7, in the order drawn
    team_token_base: int
    team_token_start: int  # the starting Victory Points

    @property
    def boss_name(self) -> str:
        return boss_label(self.boss)

    @property
    def objective_names(self) -> tuple[str, ...]:
        return tuple(objective_label(n) for n in self.objectives)


def check_players(players: int) -> None:
    if players not in PLAYER_COUNTS:
        raise RulesError(
            T_(
                "Ragnarok! is played by 1 to 4 players, not {players}",
                players=players,
            )
        )


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
    """A short seed that is easy to read out and type again."""
    return random.SystemRandom().randrange(1_000_000)


def make_setup(
    players: int, handicaps: Handicaps, *, seed: int, war_of_jarls: bool = False
) -> VgwSetup:
    check_players(players)
    check_seed(seed)
    check_handicaps(handicaps, war_of_jarls=war_of_jarls)
    rng = random.Random(seed)
    boss = rng.randrange(BOSS_COUNT) + 1
    count = BASE_OBJECTIVES + OBJECTIVES_PER_HANDICAP * handicaps.more_objectives
    objectives = tuple(n + 1 for n in rng.sample(range(OBJECTIVE_COUNT), count))
    base = TEAM_TOKEN_START[players]
    return VgwSetup(
        seed=seed,
        players=players,
        war_of_jarls=war_of_jarls,
        handicaps=handicaps,
        deck_size=DECK_SIZE[players] + CARDS_PER_HANDICAP * handicaps.more_cards,
        boss=boss,
        objectives=objectives,
        team_token_base=base,
        team_token_start=base - VP_PER_HANDICAP * handicaps.fewer_vp,
    )
