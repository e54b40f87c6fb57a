"""The Mors Regnat tracker's rules (002_35d03560ab720e08.txt): initiative on 1D10, one
full or two minor actions per activation, alternating warbands, WOUNDS to 0 make a
casualty, healing never above the base value, victory by wiping the enemy out."""

from __future__ import annotations

import pytest

from warclan.rules.mors_regnat.tracker import (
    MatchError,
    MrSetup,
    MrSide,
    MrTracked,
    replay,
    suggested_winner,
)
from warclan.rules.turns import Tap


def setup() -> MrSetup:
    return MrSetup(
        (
            MrSide(
                1,
                "Ash Wolves",
                (MrTracked(11, "Ari", 4, 3, 2, 3, "close"), MrTracked(12, "Bo", 2, 2, 1, 1, "")),
            ),
            MrSide(2, "Bone Crows", (MrTracked(21, "Cy", 2, 4, 0, 2, "ranged"),)),
        )
    )


def play(*taps: tuple[str, dict[str, object]]):
    return replay(setup(), [Tap(k, d) for k, d in taps])


def test_the_highest_initiative_activates_first_and_a_tie_is_rolled_again():
    state = play(("rolls", {"rolls": {1: 3, 2: 9}}))
    assert state.order == [2, 1] and state.turn == 2
    with pytest.raises(MatchError, match="a tie"):
        play(("rolls", {"rolls": {1: 5, 2: 5}}))
    with pytest.raises(MatchError, match="must be 1–10, not 11"):
        play(("rolls", {"rolls": {1: 11, 2: 5}}))


def test_one_full_or_two_minor_actions_then_the_other_warband():
    state = play(("rolls", {"rolls": {1: 9, 2: 3}}), ("act", {"warrior": 11, "minor": True}))
    assert state.turn == 1 and not state.warrior(11).activated
    state.apply(Tap("act", {"warrior": 11, "minor": True}))
    assert state.warrior(11).activated and state.turn == 2
    with pytest.raises(MatchError, match="already activated this turn"):
        state.apply(Tap("act", {"warrior": 11}))
    state.apply(Tap("act", {"warrior": 21}))
    assert state.turn == 1  # the Crows have nobody left: back to the Wolves
    with pytest.raises(MatchError, match="still to activate: Bo"):
        state.apply(Tap("next", {}))
    state.apply(Tap("done", {"warrior": 12}))
    state.apply(Tap("next", {}))
    assert (state.turn_number, state.phase) == (2, "initiative")


def test_wounds_to_zero_make_a_casualty_and_healing_stops_at_the_base_value():
    state = play(("wounds", {"warrior": 12, "delta": -5}))
    assert state.warrior(12).wounds == 0 and state.warrior(12).casualty
    with pytest.raises(MatchError, match="is a casualty"):
        state.apply(Tap("wounds", {"warrior": 12, "delta": 1}))
    with pytest.raises(MatchError, match="more WOUNDS than its base value"):
        state.apply(Tap("wounds", {"warrior": 11, "delta": 1}))


def test_wiping_out_a_warband_suggests_the_winner_and_the_end_needs_one():
    state = play(("wounds", {"warrior": 21, "delta": -2}))
    assert suggested_winner(state) == 1
    with pytest.raises(MatchError, match="say who won"):
        state.apply(Tap("end", {}))
    state.apply(Tap("end", {"winner": 1}))
    assert state.over and state.side(2).casualties == 1
