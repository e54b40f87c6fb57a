"""The game tracker's rules (core rules, "Game Rounds and Phases", and the Success Table):
each rule the issue names, on a two-clan game built in memory."""

from __future__ import annotations

from fractions import Fraction

import pytest

from warclan.rules.ragnarok.success import chance, resolve
from warclan.rules.ragnarok.tracker import (
    Phase,
    Setup,
    TrackedPower,
    TrackedSide,
    TrackedWarrior,
    TrackerError,
    affordable,
    replay,
    result,
)
from warclan.rules.ragnarok.tracker_log import describe
from warclan.rules.turns import Tap

STATS = {"ap": 2, "hp": 3, "sp": 5, "ma": 4, "ra": 2, "df": 3, "rs": 3, "dr": 2, "mn": 2}
THOR = TrackedPower("Hammer Throw", 6, ((1, "+1 additional Shock"), (1, "RN +6")))


def setup() -> Setup:
    return Setup(
        (
            TrackedSide(
                1,
                "Ravens",
                (
                    TrackedWarrior(11, "Snorre", "Jarl", STATS, (THOR,)),
                    TrackedWarrior(12, "Bjorn", "Berserker", STATS),
                ),
            ),
            TrackedSide(2, "Wolves", (TrackedWarrior(21, "Ulla", "Jarl", STATS),)),
        )
    )


def play(*taps: tuple[str, dict[str, object]]):
    return replay(setup(), [Tap(k, d) for k, d in taps])


START = (("next", {}), ("rolls", {"rolls": {1: 5, 2: 3}}), ("first", {"clan": 2}))


def test_initiative_orders_the_activation_and_the_winner_chooses():
    state = play(*START)
    assert state.phase is Phase.ACTIVATION
    assert state.order == [2, 1] and state.turn == 2  # Ravens won and let Wolves go first


@pytest.mark.parametrize("rolls", [{1: 4, 2: 4}, {1: 6, 2: 6}])
def test_a_typed_tie_is_refused_with_the_reason(rolls):
    with pytest.raises(TrackerError, match="ties are re-rolled"):
        play(("next", {}), ("rolls", {"rolls": rolls}))


def test_initiative_needs_every_player_and_a_real_die():
    with pytest.raises(TrackerError, match="missing: Wolves"):
        play(("next", {}), ("rolls", {"rolls": {1: 4}}))
    with pytest.raises(TrackerError, match="must be 1–6, not 7"):
        play(("next", {}), ("rolls", {"rolls": {1: 7, 2: 2}}))


def test_players_alternate_and_a_model_activates_once_per_round():
    state = play(*START, ("done", {"warrior": 21}))
    assert state.turn == 1
    with pytest.raises(TrackerError, match="already activated this Round"):
        state.apply(Tap("done", {"warrior": 21}))
    wolves_turn = play(*START)
    with pytest.raises(TrackerError, match="it is Wolves' turn"):
        wolves_turn.apply(Tap("done", {"warrior": 11}))
    state.apply(Tap("done", {"warrior": 11}))
    # Wolves have no model left: play passes to the Ravens again.
    assert state.turn == 1
    with pytest.raises(TrackerError, match="already activated this Round"):
        state.apply(Tap("done", {"warrior": 11}))


def test_the_round_cannot_end_while_a_model_has_not_activated():
    state = play(*START, ("done", {"warrior": 21}), ("done", {"warrior": 11}))
    with pytest.raises(TrackerError, match="still to activate: Bjorn"):
        state.apply(Tap("next", {}))
    state.apply(Tap("done", {"warrior": 12}))
    state.apply(Tap("next", {}))
    assert state.phase is Phase.END
    state.apply(Tap("next", {}))
    assert (state.round, state.phase) == (2, Phase.HQ)
    assert not any(w.activated for s in state.sides for w in s.warriors)


def test_spending_the_last_ap_ends_the_activation():
    state = play(*START, ("ap", {"warrior": 21, "delta": 1}))
    assert state.turn == 2 and state.warrior(21).ap_used == 1
    state.apply(Tap("ap", {"warrior": 21, "delta": 1}))
    assert state.warrior(21).activated and state.turn == 1


def test_hp_never_below_zero_and_at_zero_the_warrior_is_out_and_cannot_activate():
    state = play(*START, ("hp", {"warrior": 11, "delta": -3}))
    w = state.warrior(11)
    assert w.hp == 0 and w.removed
    with pytest.raises(TrackerError, match="removed from play"):
        state.apply(Tap("hp", {"warrior": 11, "delta": -1}))
    state.apply(Tap("done", {"warrior": 21}))
    with pytest.raises(TrackerError, match="removed from play"):
        state.apply(Tap("done", {"warrior": 11}))
    with pytest.raises(TrackerError, match="below 0"):
        state.apply(Tap("hp", {"warrior": 12, "delta": -4}))
    with pytest.raises(TrackerError, match="profile has 3 HP"):
        state.apply(Tap("hp", {"warrior": 21, "delta": 1}))


def test_removal_waits_for_who_did_it_and_credits_that_clan():
    state = play(*START, ("hp", {"warrior": 12, "delta": -3}))
    with pytest.raises(TrackerError, match="say who removed Bjorn"):
        state.apply(Tap("end", {}))
    with pytest.raises(TrackerError, match="own War Clan"):
        state.apply(Tap("credit", {"warrior": 12, "by": 1}))
    state.apply(Tap("credit", {"warrior": 12, "by": 2}))
    assert state.takedowns(2) == 1 and state.takedowns(1) == 0
    state.apply(Tap("end", {}))
    assert result(state)[0].removed == (12,)
    assert result(state)[0].fielded == (11, 12)


def test_a_god_power_costs_no_more_godspark_than_the_clan_has():
    state = play(("godspark", {"clan": 1, "delta": 7}))
    assert [p.name for p in affordable(state, state.warrior(11))] == ["Hammer Throw"]
    with pytest.raises(TrackerError, match="costs 8 Godspark; Ravens has 7"):
        state.apply(Tap("power", {"warrior": 11, "power": "Hammer Throw", "boosts": [0, 1]}))
    state.apply(Tap("power", {"warrior": 11, "power": "Hammer Throw", "boosts": [0]}))
    assert state.side(1).godspark == 0
    assert affordable(state, state.warrior(11)) == []
    with pytest.raises(TrackerError, match="cannot go below 0"):
        state.apply(Tap("godspark", {"clan": 1, "delta": -1}))


def test_climbing_lowers_df_dr_ma_ra_by_one():
    state = play(("condition", {"warrior": 11, "name": "Climbing", "on": True}))
    w = state.warrior(11)
    assert [w.stat(s) for s in ("df", "dr", "ma", "ra", "sp")] == [2, 1, 3, 1, 5]
    with pytest.raises(TrackerError, match="unknown condition"):
        state.apply(Tap("condition", {"warrior": 11, "name": "Flying"}))


def test_chance_is_exact_and_agrees_with_resolving_every_roll():
    for active in range(0, 12):
        for opposed in range(0, 12):
            ways = sum(
                resolve(active, opposed, a + b).succeeded for a in range(1, 7) for b in range(1, 7)
            )
            assert chance(active, opposed) == Fraction(ways, 36)
    assert chance(5, 5) == Fraction(21, 36)  # 7 or more
    assert chance(0, 9) == Fraction(1, 36)  # only a 12
    assert chance(9, 0) == Fraction(35, 36)  # all but a 2


def test_the_log_says_what_each_tap_did():
    state = play(*START)
    assert describe(state, Tap("hp", {"warrior": 11, "delta": -3})) == (
        "Snorre: HP 3 → 0 — removed from play"
    )
    assert "Godspark +2" in describe(state, Tap("godspark", {"clan": 1, "delta": 2}))


def test_setup_needs_two_clans_each_fielding_someone():
    with pytest.raises(TrackerError, match="two War Clans"):
        Setup((TrackedSide(1, "Ravens", (TrackedWarrior(1, "A", "Jarl", STATS),)),))
