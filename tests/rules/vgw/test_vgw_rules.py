"""Ragnarok! setup, handicaps, Glory and rank, pinned against the rule text."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from warclan.rules.errors import RulesError
from warclan.rules.vgw.glory import (
    Handicaps,
    check_handicaps,
    glory_of,
    rank_for,
    rank_label,
    reaches_jarl,
)
from warclan.rules.vgw.setup import (
    BOSS_COUNT,
    DECK_SIZE,
    OBJECTIVE_COUNT,
    TEAM_TOKEN_START,
    UNDEAD_ARMY_CARDS,
    make_setup,
)

RULES = Path(__file__).resolve().parents[2] / "fixtures" / "rules" / "004_3f2bb13a6686516e.txt"


@pytest.fixture(scope="module")
def text() -> str:
    return " ".join(RULES.read_text(encoding="utf-8").split())


def test_deck_sizes_and_team_token_as_the_text_gives_them(text):
    assert "O Solo: 18 cards O 2 players: 21 cards O 3 players: 24 cards O 4 players: 28" in text
    assert DECK_SIZE == {1: 18, 2: 21, 3: 24, 4: 28}
    assert "TEAM TOKEN on: O Solo: 28 O 2 players: 24 O 3 or 4 players: 20" in text
    assert TEAM_TOKEN_START == {1: 28, 2: 24, 3: 20, 4: 20}
    assert "5 BOSSES CARDS" in text and "7 OBJECTIVES CARDS" in text
    assert (BOSS_COUNT, OBJECTIVE_COUNT) == (5, 7)
    # 20 units + 11 buildings + 6 challenges: exactly a tripled 4-player deck (28 + 9).
    assert "20 UNDEAD UNITS" in text and "11 UNDEAD BUILDINGS" in text and "6 CHALLENGES" in text
    assert UNDEAD_ARMY_CARDS == 37 == DECK_SIZE[4] + 3 * 3


def test_handicaps_change_the_setup(text):
    assert "Add 3 more cards to the Undead Army Deck: +1" in text
    assert "Add 1 more Objective to be resolved: +1" in text
    assert "Reduce your starting Victory Points by 3: +1" in text
    plain = make_setup(2, Handicaps(), seed=5)
    assert (plain.deck_size, len(plain.objectives), plain.team_token_start) == (21, 2, 24)
    hard = make_setup(2, Handicaps(1, 1, 1), seed=5)
    assert (hard.deck_size, len(hard.objectives), hard.team_token_start) == (24, 3, 21)
    jarls = make_setup(4, Handicaps(3, 3, 2), seed=5, war_of_jarls=True)
    assert (jarls.deck_size, len(jarls.objectives), jarls.team_token_start) == (37, 5, 14)


def test_glory_only_if_you_succeed(text):
    # "each will provide you with 1 additional Glory point if you succeed"
    assert "each will provide you with 1 ad- ditional Glory point if you succeed" in text
    assert "O You won: +1 O Didn't lose any VP during the game: +1" in text
    won = glory_of(Handicaps(1, 0, 1), won=True, lost_vp=False, war_of_jarls=False)
    assert (won.handicaps, won.won, won.no_vp_lost, won.total, won.rank) == (2, 1, 1, 4, "Warlord")
    assert glory_of(Handicaps(), won=True, lost_vp=True, war_of_jarls=False).total == 1
    # A lost play with every handicap and no VP lost: no Glory, no rank (our reading).
    lost = glory_of(Handicaps(1, 1, 1), won=False, lost_vp=False, war_of_jarls=False)
    assert (lost.total, lost.rank) == (0, None)


def test_ranks_as_the_text_lists_them(text):
    assert (
        "If you won, count all your Glory to rank yourself or your team: "
        "1 Raider 2 Warrior 3 Housecarl 4 Warlord 5 Jarl" in text
    )
    assert [rank_for(g) for g in range(0, 6)] == [
        None,
        "Raider",
        "Warrior",
        "Housecarl",
        "Warlord",
        "Jarl",
    ]
    best = glory_of(Handicaps(1, 1, 1), won=True, lost_vp=False, war_of_jarls=False)
    assert (best.total, best.rank) == (5, "Jarl")  # the most a normal play reaches


def test_war_of_jarls_doubles_and_triples(text):
    assert "double, or even triple some, or all of handicaps" in text
    g = glory_of(Handicaps(3, 2, 3), won=True, lost_vp=False, war_of_jarls=True)
    assert (g.total, g.rank) == (10, "Jarl")
    assert rank_label(10) == "Jarl (War of Jarls)"
    assert "If you achieved the Jarl rank and you still thrive for greater Glory" in text
    assert [reaches_jarl(g) for g in (4, 5, 10)] == [False, True, True]


def test_a_handicap_twice_outside_war_of_jarls_is_refused(text):
    assert "Each handicap can be picked only once" in text
    with pytest.raises(RulesError, match="only once"):
        check_handicaps(Handicaps(more_cards=2), war_of_jarls=False)
    with pytest.raises(RulesError, match="at most tripled"):
        check_handicaps(Handicaps(fewer_vp=4), war_of_jarls=True)
    with pytest.raises(RulesError, match="-1 times"):
        check_handicaps(Handicaps(more_objectives=-1), war_of_jarls=True)
    with pytest.raises(RulesError, match="1 to 4 players, not 5"):
        make_setup(5, Handicaps(), seed=1)


def test_ten_thousand_seeds_give_valid_setups():
    for seed in range(10_000):
        players = seed % 4 + 1
        extra = (seed // 4) % 2
        s = make_setup(players, Handicaps(extra, extra, extra), seed=seed)
        assert s.deck_size == DECK_SIZE[players] + 3 * extra <= UNDEAD_ARMY_CARDS
        assert 1 <= s.boss <= 5
        assert len(s.objectives) == 2 + extra == len(set(s.objectives))
        assert all(1 <= o <= 7 for o in s.objectives)
        assert s.team_token_start == TEAM_TOKEN_START[players] - 3 * extra
        assert make_setup(players, Handicaps(extra, extra, extra), seed=seed) == s


def chi_square(counts: Counter[object], cells: int, n: int) -> float:
    expected = n / cells
    assert len(counts) <= cells
    observed = [counts.get(k, 0) for k in counts] + [0] * (cells - len(counts))
    return sum((o - expected) ** 2 / expected for o in observed)


# Critical values of chi-square at p = 0.001 for the degrees of freedom used.
CRITICAL_001 = {4: 18.467, 6: 22.458, 20: 45.315}


def test_boss_and_objectives_are_uniform():
    n = 20_000
    bosses: Counter[object] = Counter()
    objectives: Counter[object] = Counter()
    pairs: Counter[object] = Counter()
    for seed in range(n):
        s = make_setup(2, Handicaps(), seed=seed)
        bosses[s.boss] += 1
        objectives.update(s.objectives)
        pairs[frozenset(s.objectives)] += 1
    assert chi_square(bosses, 5, n) < CRITICAL_001[4]
    assert chi_square(objectives, 7, 2 * n) < CRITICAL_001[6]
    assert chi_square(pairs, 21, n) < CRITICAL_001[20]
