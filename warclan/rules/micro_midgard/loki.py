"""The Loki companion of the solo mode ("Solo Mode" in the rule text).

Only card numbers and positions are kept, never card texts (the rule text gives none):
the 8 Loki cards are drawn from a deck shuffled by ``random.Random(seed)`` and reshuffled
once all eight have been drawn ("If all eight cards have been drawn, reshuffle"). Loki's
marker on the influence track is 0 in the centre, up to +2 towards the Sun and -2 towards
the Moon; after each scored Prophecy it moves as the text says:

1. "If you scored points from the objective, move Loki's marker one step towards the side
   of the scored prophecy (up for Sun, down for Moon)." (It stops at the end of the track.)
2. "If Loki scored points, move Loki's marker one step towards the middle, if able."
3. "If no points were scored (in the case of a tie), leave the marker where it is."

"If Loki's meeple is in the centre, Loki resolves the focus according to the Sun or Moon
symbol shown on the card. If Loki's meeple is one or two spaces away, Loki resolves the
focus shown on the track one or two times respectively."

The Sun and Moon focus tracks: each move takes the bonus of the space reached, "1. Gain 2
Gold/Mead 2. Move up 1 space on the Blue/Red Blessing track 3. Move the Sun/Moon wolf
4. Gain 1 point and reset the influence track."

The whole state is replayed from the seed and the list of events, so it is never stored
twice and an event can be taken back by deleting it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from warclan.i18n_text import T_
from warclan.rules.errors import RulesError

LOKI_CARDS = 8  # "8 Loki cards (Solo)"
TRACK_REACH = 2  # "one or two spaces away"
FOCUS_SPACES = 4
FOCUS_BONUS = {  # the window shows them in its language (i18n.text)
    "sun": (
        T_("Gain 2 Gold"),
        T_("Move up 1 space on the Blue Blessing track"),
        T_("Move the Sun wolf"),
        T_("Gain 1 point and reset the influence track"),
    ),
    "moon": (
        T_("Gain 2 Mead"),
        T_("Move up 1 space on the Red Blessing track"),
        T_("Move the Moon wolf"),
        T_("Gain 1 point and reset the influence track"),
    ),
}
# How Loki resolves its focus, by side and times (whole sentences: a language may word
# "once" and "twice" differently with each side).
FOCUS_WORDS = {
    None: T_("the Sun or Moon symbol shown on the card, once"),
    ("sun", 1): T_("the Sun focus shown on the track, once"),
    ("sun", 2): T_("the Sun focus shown on the track, twice"),
    ("moon", 1): T_("the Moon focus shown on the track, once"),
    ("moon", 2): T_("the Moon focus shown on the track, twice"),
}


class EventKind(StrEnum):
    DRAW = "draw"  # Loki's turn: draw the next Loki card
    PROPHECY = "prophecy"  # a Prophecy was scored: side sun|moon, scorer player|loki|tie
    FOCUS = "focus"  # Loki moved its Sun or Moon focus marker one space


SIDES = ("sun", "moon")
SCORERS = ("player", "loki", "tie")


@dataclass(frozen=True, slots=True)
class LokiEvent:
    kind: EventKind
    side: str | None = None
    scorer: str | None = None


@dataclass(frozen=True, slots=True)
class LokiState:
    seed: int
    draws: int  # cards drawn so far
    card: int | None  # the card drawn last (1–8)
    cycle: int  # the shuffle the next card comes from: 1, then 2 after the first reshuffle, …
    left_in_deck: int  # cards still to draw before the next reshuffle
    reshuffled: bool  # the last card drawn was the eighth: the deck was just reshuffled
    drawn_this_cycle: tuple[int, ...]
    position: int  # -2 … +2; + is towards the Sun
    sun_focus: int  # 0 … 3: spaces moved on the Sun focus track since its last reset
    moon_focus: int
    focus_points: int  # points Loki gained from reaching the end of a focus track
    last_bonus: str | None
    focus: str  # how Loki resolves the focus now, in words
    focus_times: int  # how many times the focus resolves
    focus_side: str | None  # "sun" | "moon"; None: the symbol the card shows


def check_event(event: LokiEvent) -> None:
    if event.kind == EventKind.PROPHECY:
        if event.side not in SIDES:
            raise RulesError(
                T_(
                    "a Prophecy is a Sun or a Moon Prophecy, not {side!r}",
                    side=event.side,
                )
            )
        if event.scorer not in SCORERS:
            raise RulesError(
                T_(
                    "a Prophecy is scored by the player, Loki or nobody (a tie), not {scorer!r}",
                    scorer=event.scorer,
                )
            )
    elif event.kind == EventKind.FOCUS and event.side not in SIDES:
        raise RulesError(
            T_(
                "Loki's focus track is Sun or Moon, not {side!r}",
                side=event.side,
            )
        )


def focus_for(position: int) -> tuple[str, int, str | None]:
    """How Loki resolves its Focus from the marker's position: words, times, side."""
    if position == 0:
        return FOCUS_WORDS[None], 1, None
    side = "sun" if position > 0 else "moon"
    times = abs(position)
    return FOCUS_WORDS[(side, times)], times, side


def deck_order(seed: int, cycle: int) -> list[int]:
    """The card order of one shuffle (cycle 1 is the first)."""
    rng = random.Random(seed)
    order: list[int] = []
    for _ in range(cycle):
        order = list(range(1, LOKI_CARDS + 1))
        rng.shuffle(order)
    return order


def replay(seed: int, events: Sequence[LokiEvent]) -> LokiState:
    rng = random.Random(seed)
    deck = list(range(1, LOKI_CARDS + 1))
    rng.shuffle(deck)  # "Shuffle the 8 Loki cards and place in a pile face down."
    drawn: list[int] = []
    draws, cycle, card, reshuffled = 0, 1, None, False
    position, focus = 0, {"sun": 0, "moon": 0}
    points, bonus = 0, None
    for event in events:
        check_event(event)
        if event.kind == EventKind.DRAW:
            if reshuffled:
                drawn = []
            card = deck.pop(0)
            drawn.append(card)
            draws += 1
            reshuffled = not deck
            if reshuffled:  # "If all eight cards have been drawn, reshuffle"
                deck = list(range(1, LOKI_CARDS + 1))
                rng.shuffle(deck)
                cycle += 1
        elif event.kind == EventKind.PROPHECY:
            step = 1 if event.side == "sun" else -1
            if event.scorer == "player":
                position = max(-TRACK_REACH, min(TRACK_REACH, position + step))
            elif event.scorer == "loki" and position != 0:
                position -= 1 if position > 0 else -1
        else:
            side = str(event.side)
            focus[side] += 1
            bonus = FOCUS_BONUS[side][focus[side] - 1]
            if focus[side] == FOCUS_SPACES:
                # Step 4, "Gain 1 point and reset the influence track": per
                # docs/design/RULES.md (Micro Midgard) the Sun or Moon marker that took the
                # step goes back to its start; Loki's marker on the Influence Track
                # (``position``, moved by scored Prophecies) stays where it is.
                points += 1
                focus[side] = 0
    words, times, focus_side = focus_for(position)
    return LokiState(
        seed=seed,
        draws=draws,
        card=card,
        cycle=cycle,
        left_in_deck=len(deck),
        reshuffled=reshuffled,
        drawn_this_cycle=tuple(drawn),
        position=position,
        sun_focus=focus["sun"],
        moon_focus=focus["moon"],
        focus_points=points,
        last_bonus=bonus,
        focus=words,
        focus_times=times,
        focus_side=focus_side,
    )
