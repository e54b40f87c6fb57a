"""Handicaps, Glory and rank of one play ("DIFFICULTY VARIATIONS" in the rule text).

The text: "During setup you may pick one, two or three of the following handicaps - each
will provide you with 1 additional Glory point if you succeed. Each handicap can be picked
only once", then "You won: +1", "Didn't lose any VP during the game: +1", and "If you won,
count all your Glory to rank yourself or your team: 1 Raider … 5 Jarl". War of Jarls:
"double, or even triple some, or all of handicaps".

Our reading (docs/design/RULES.md): a lost play earns no Glory and no rank (the handicap's point
comes "if you succeed", the rank "if you won") but is still logged; a handicap taken ×2
or ×3 in War of Jarls play gives 2 or 3 Glory, so scores go past 5 and still rank as Jarl.
War of Jarls is open only after Jarl was achieved in an earlier won play ("If you achieved
the Jarl rank and you still thrive for greater Glory"); the play log checks that.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from warclan.i18n_text import T_, fill, join_texts
from warclan.rules.errors import RulesError


class Handicap(StrEnum):
    MORE_CARDS = "more_cards"  # "Add 3 more cards to the Undead Army Deck: +1"
    MORE_OBJECTIVES = "more_objectives"  # "Add 1 more Objective to be resolved: +1"
    FEWER_VP = "fewer_vp"  # "Reduce your starting Victory Points by 3: +1"


HANDICAP_LABELS = {  # shown in the window in its language (i18n.text)
    Handicap.MORE_CARDS: T_("3 more Undead Army cards"),
    Handicap.MORE_OBJECTIVES: T_("1 more Objective"),
    Handicap.FEWER_VP: T_("3 fewer starting Victory Points"),
}
GLORY_PER_HANDICAP = 1
GLORY_FOR_WINNING = 1
GLORY_FOR_NO_VP_LOST = 1
ONCE = 1  # "Each handicap can be picked only once"
WAR_OF_JARLS_MOST = 3  # "double, or even triple"
RANKS = ("Raider", "Warrior", "Housecarl", "Warlord", "Jarl")  # Glory 1 … 5
# The ranks are words, not names: data (JSON, CSV) keeps the English key, people read
# them in their language (``rank_label``).
RANK_LABELS = {
    "Raider": T_("Raider"),
    "Warrior": T_("Warrior"),
    "Housecarl": T_("Housecarl"),
    "Warlord": T_("Warlord"),
    "Jarl": T_("Jarl"),
}
JARL_GLORY = len(RANKS)


@dataclass(frozen=True, slots=True)
class Handicaps:
    """How many times each handicap was taken: 0 or 1, or up to 3 in War of Jarls play."""

    more_cards: int = 0
    more_objectives: int = 0
    fewer_vp: int = 0

    def times(self, which: Handicap) -> int:
        return int(getattr(self, which.value))

    @property
    def total(self) -> int:
        return self.more_cards + self.more_objectives + self.fewer_vp

    def describe(self) -> str:
        taken = [
            fill("{handicap} ×{times}", handicap=HANDICAP_LABELS[h], times=self.times(h))
            if self.times(h) > 1
            else HANDICAP_LABELS[h]
            for h in Handicap
            if self.times(h)
        ]
        return join_texts(", ", taken) if taken else T_("none")


def check_handicaps(handicaps: Handicaps, *, war_of_jarls: bool) -> None:
    """Refuse a handicap taken a negative number of times, twice outside War of Jarls, or
    more than three times."""
    most = WAR_OF_JARLS_MOST if war_of_jarls else ONCE
    for which in Handicap:
        times = handicaps.times(which)
        if times < 0:
            raise RulesError(
                T_(
                    "a handicap cannot be taken {times} times ({handicap_labels})",
                    times=times,
                    handicap_labels=HANDICAP_LABELS[which],
                )
            )
        if times > most:
            if war_of_jarls:
                raise RulesError(
                    T_(
                        "in War of Jarls a handicap is at most tripled; {handicap_labels} was "
                        "taken {times} times",
                        handicap_labels=HANDICAP_LABELS[which],
                        times=times,
                    )
                )
            raise RulesError(
                T_(
                    "each handicap can be picked only once; {handicap_labels} was taken "
                    "{times} times (doubling or tripling is for War of Jarls play)",
                    handicap_labels=HANDICAP_LABELS[which],
                    times=times,
                )
            )


@dataclass(frozen=True, slots=True)
class Glory:
    """A play's Glory, line by line, and the rank it gives (None for a lost play)."""

    handicaps: int
    won: int
    no_vp_lost: int
    total: int
    rank: str | None


def glory_of(handicaps: Handicaps, *, won: bool, lost_vp: bool, war_of_jarls: bool) -> Glory:
    check_handicaps(handicaps, war_of_jarls=war_of_jarls)
    if not won:
        return Glory(0, 0, 0, 0, None)
    parts = (
        handicaps.total * GLORY_PER_HANDICAP,
        GLORY_FOR_WINNING,
        0 if lost_vp else GLORY_FOR_NO_VP_LOST,
    )
    total = sum(parts)
    return Glory(*parts, total=total, rank=rank_for(total))


def reaches_jarl(glory: int) -> bool:
    """A won play of this Glory achieved the Jarl rank (what opens War of Jarls play)."""
    return glory >= JARL_GLORY


def rank_for(glory: int) -> str | None:
    """1 Raider … 5 Jarl; past 5 (War of Jarls) still Jarl; none below 1."""
    if glory < 1:
        return None
    return RANKS[min(glory, JARL_GLORY) - 1]


def rank_label(glory: int) -> str:
    """The rank as printed for people: past 5 Glory it says War of Jarls too. Data (JSON,
    CSV) keeps the rank alone (``rank_for``) and says War of Jarls in its own field."""
    rank = rank_for(glory)
    if rank is None:
        return "—"
    label = RANK_LABELS[rank]
    return T_("{rank} (War of Jarls)", rank=label) if glory > JARL_GLORY else label
