"""Micro Midgard setup, winner and Loki companion, pinned against the rule text."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from pathlib import Path

import pytest

from warclan.rules.errors import RulesError
from warclan.rules.micro_midgard.components import BLESSING_CARDS, PROPHECIES, RELICS
from warclan.rules.micro_midgard.loki import EventKind, LokiEvent, focus_for, replay
from warclan.rules.micro_midgard.result import FinalScore, check_final, decide
from warclan.rules.micro_midgard.setup import LOKI, first_game_setup, make_setup

RULES = Path(__file__).resolve().parents[2] / "fixtures" / "rules" / "003_6742b54d37ae63c8.txt"


@pytest.fixture(scope="module")
def text() -> str:
    return " ".join(RULES.read_text(encoding="utf-8").split())


def test_component_counts_from_the_text(text):
    for line in (
        "10 Prophecies",
        "4 Ragnarok tokens",
        "4 Blessing cards",
        "12 Relics",
        "8 Loki cards (Solo)",
    ):
        assert f"• {line}" in text
    assert len(PROPHECIES) == 10 and len(BLESSING_CARDS) == 4 and len(RELICS) == 12
    for relic in RELICS:  # every Relic text is quoted from the reference
        assert relic.sun in text and relic.moon in text
    for card in BLESSING_CARDS:
        assert " / ".join(card.sides) + f" — Activate: {card.activate}" in text


def check(setup) -> None:
    numbers = [p.number for p in (*setup.sun_row, *setup.moon_row)]
    assert len(setup.sun_row) == len(setup.moon_row) == 5
    assert sorted(numbers) == list(range(1, 11))
    assert sorted(t.card for t in setup.tokens) == [1, 2, 3, 4]
    assert [t.position for t in setup.tokens] == [1, 2, 3, 4]
    for t in setup.tokens:
        assert t.side in (0, 1) and t.blessing == BLESSING_CARDS[t.card - 1].sides[t.side]
    assert [r.level for r in setup.blue_relics] == [1, 2, 3, 4]
    assert [r.level for r in setup.red_relics] == [1, 2, 3, 4]
    keys = [r.key for r in (*setup.blue_relics, *setup.red_relics, *setup.removed_relics)]
    assert len(set(keys)) == 12  # 8 distinct on the tracks, the other 4 out of the game
    assert {setup.starting, setup.second} == set(setup.players)


def test_ten_thousand_seeds_give_valid_setups():
    for seed in range(10_000):
        setup = make_setup(seed, ("Astrid", "Bjorn"))
        check(setup)
        assert make_setup(seed, ("Astrid", "Bjorn")) == setup
    check(first_game_setup(("Astrid", "Bjorn")))


def test_setup_text_is_followed(text):
    assert "day-side-up on the Sun Wolf row and night-side-up on the Moon Wolf row" in text
    assert "Tokens should be in a random order, with random sides face-up" in text
    assert "Randomly select 4 Relics including 1 of each level (1 through 4)" in text
    assert "day-side-up, over the blessing spaces of the blue track" in text
    assert "Do the same for the red Blessing track, but place the Relics night-side-up" in text
    assert "Give the other player 1 resource of their choice (Gold or Mead)" in text
    assert "You are the second player." in text
    solo = make_setup(3, ("Astrid", "Astrid"), solo=True)
    assert (solo.starting, solo.second) == (LOKI, "Astrid")
    with pytest.raises(RulesError, match="two different players"):
        make_setup(3, ("Astrid", "astrid"))


CRITICAL_001 = {1: 10.828, 2: 13.816, 3: 16.266, 5: 20.515, 9: 27.877, 23: 49.728}


def chi_square(counts: Counter[object], cells: int) -> tuple[float, int]:
    n = sum(counts.values())
    assert len(counts) <= cells
    expected = n / cells
    stat = sum((counts.get(k, 0) - expected) ** 2 / expected for k in counts)
    stat += (cells - len(counts)) * expected
    return stat, cells - 1


def test_every_choice_is_uniform():
    n = 12_000
    first_slot: Counter[object] = Counter()
    token_order: Counter[object] = Counter()
    sides: Counter[object] = Counter()
    blue: Counter[object] = Counter()
    red: Counter[object] = Counter()
    starter: Counter[object] = Counter()
    for seed in range(n):
        s = make_setup(seed, ("A", "B"))
        first_slot[s.sun_row[0].number] += 1
        token_order[tuple(t.card for t in s.tokens)] += 1
        sides[s.tokens[0].side] += 1
        blue[s.blue_relics[2].key] += 1
        red[(s.blue_relics[3].key, s.red_relics[3].key)] += 1
        starter[s.starting] += 1
    for counts, cells in (
        (first_slot, 10),
        (token_order, 24),
        (sides, 2),
        (blue, 3),
        (red, 6),
        (starter, 2),
    ):
        stat, df = chi_square(counts, cells)
        assert stat < CRITICAL_001[df], (counts, stat)


def test_winner_rule_quoted(text):
    assert (
        "The game ends immediately when either: • a player reaches 9 points, or • the final "
        "Prophecy has been scored"
    ) in text
    assert (
        "The winner is the player with the most points at the end of the game. In the event "
        "of a tie, the player with the most remaining resources is the winner."
    ) in text
    assert "Players may have a maximum of 7 of each resource." in text
    a = decide(FinalScore("A", 9, 0, 0), FinalScore("B", 8, 7, 7))
    assert (a.winner, a.decided_by, a.ended_by) == (0, "points", "9 points")
    b = decide(FinalScore("A", 6, 1, 2), FinalScore("B", 6, 2, 2))
    assert (b.winner, b.decided_by, b.ended_by) == (1, "resources", "last Prophecy")
    c = decide(FinalScore("A", 6, 3, 1), FinalScore("B", 6, 2, 2))
    assert (c.winner, c.decided_by) == (None, "draw") and "a draw" in c.explanation
    with pytest.raises(RulesError, match="negative"):
        decide(FinalScore("A", -1, 0, 0), FinalScore("B", 3, 0, 0))
    with pytest.raises(RulesError, match="at most 7"):
        decide(FinalScore("A", 1, 8, 0), FinalScore("B", 3, 0, 0))


def test_only_one_player_can_end_on_nine_or_more(text):
    """RULES.md: the game ends the moment one player reaches 9, points come one Prophecy
    (or Loki focus) at a time, so at most one player ends on 9 or more, and wins."""
    assert "The game ends immediately when either: • a player reaches 9 points" in text
    for a, b in ((9, 10), (10, 9), (9, 9), (12, 12)):
        with pytest.raises(RulesError, match="cannot happen"):
            check_final(FinalScore("Dagny", a, 1, 1), FinalScore("Egil", b, 0, 0))
    with pytest.raises(RulesError, match="a tie on 9 points cannot happen"):
        check_final(FinalScore("Dagny", 9, 1, 1), FinalScore("Egil", 9, 2, 0))
    with pytest.raises(RulesError, match="Dagny on 9 and Loki on 11"):
        check_final(FinalScore("Dagny", 9, 0, 0), FinalScore(LOKI, 11, 0, 0))
    # One on 9 or more (more than 9 when the last Prophecy gave several points) wins;
    # under 9 a draw or a tie-break stays possible (the last Prophecy was scored).
    for a, b in ((9, 8), (11, 0), (0, 9), (8, 8)):
        check_final(FinalScore("Dagny", a, 1, 1), FinalScore("Egil", b, 1, 1))
    with pytest.raises(RulesError, match="at most 7"):
        check_final(FinalScore("Dagny", 1, 8, 0), FinalScore("Egil", 3, 0, 0))
    # Reading what was stored before the check existed still works.
    assert decide(FinalScore("A", 9, 0, 0), FinalScore("B", 10, 0, 0)).winner == 1


def draws(n: int) -> list[LokiEvent]:
    return [LokiEvent(EventKind.DRAW)] * n


def test_loki_deck_is_drawn_whole_then_reshuffled(text):
    assert "If all eight cards have been drawn, reshuffle and place them facedown." in text
    state = replay(11, draws(8))
    assert sorted(state.drawn_this_cycle) == list(range(1, 9))
    assert state.reshuffled and state.left_in_deck == 8 and state.cycle == 2
    more = replay(11, draws(24))
    assert more.draws == 24 and more.cycle == 4
    # Each shuffle of 8 is a permutation; orders differ from one shuffle to the next.
    seen = [tuple(replay(11, draws(k)).drawn_this_cycle) for k in (8, 16, 24)]
    assert all(sorted(s) == list(range(1, 9)) for s in seen) and len(set(seen)) == 3


def test_loki_deck_is_uniform():
    first = Counter(replay(seed, draws(1)).card for seed in range(8_000))
    stat, _df = chi_square(first, 8)
    assert stat < 24.322  # chi-square, 7 degrees of freedom, p = 0.001


def prophecy(side: str, scorer: str) -> LokiEvent:
    return LokiEvent(EventKind.PROPHECY, side, scorer)


def test_influence_marker_moves_as_the_text_gives(text):
    assert (
        "If you scored points from the objective, move Loki's marker one step towards the "
        "side of the scored prophecy (up for Sun, down for Moon)."
    ) in text
    assert "If Loki scored points, move Loki's marker one step towards the middle, if able." in text
    assert "If no points were scored (in the case of a tie), leave the marker where it is." in text
    assert replay(1, [prophecy("sun", "player")]).position == 1
    assert replay(1, [prophecy("moon", "player")] * 2).position == -2
    assert replay(1, [prophecy("moon", "player")] * 3).position == -2  # the track ends
    assert replay(1, [prophecy("sun", "player"), prophecy("moon", "loki")]).position == 0
    assert replay(1, [prophecy("sun", "loki")]).position == 0  # the middle: not able
    assert replay(1, [prophecy("sun", "player"), prophecy("sun", "tie")]).position == 1
    with pytest.raises(RulesError):
        replay(1, [prophecy("noon", "player")])


def test_focus_resolves_once_or_twice(text):
    assert (
        "If Loki's meeple is one or two spaces away, Loki resolves the focus shown on the "
        "track one or two times respectively."
    ) in text
    assert focus_for(0)[1:] == (1, None)
    assert focus_for(1)[1:] == (1, "sun") and focus_for(-2)[1:] == (2, "moon")
    assert "4. Gain 1 point and reset the influence track." in text
    state = replay(
        2, [LokiEvent(EventKind.FOCUS, "sun")] * 4 + [LokiEvent(EventKind.FOCUS, "moon")]
    )
    assert (state.sun_focus, state.moon_focus, state.focus_points) == (0, 1, 1)
    assert state.last_bonus == "Gain 2 Mead"


def test_replay_is_pure():
    rng = random.Random(4)
    events = [
        rng.choice(
            [
                LokiEvent(EventKind.DRAW),
                prophecy("sun", "player"),
                prophecy("moon", "loki"),
                LokiEvent(EventKind.FOCUS, "moon"),
            ]
        )
        for _ in range(50)
    ]
    assert replay(9, events) == replay(9, list(itertools.chain(events)))
