"""Glory, treasury and War Clan Rank (001_9c5ef580a64a23a1.txt, "CAMPAIGN PLAY")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warclan.rules.errors import RulesError
from warclan.rules.ragnarok.glory import (
    STARTING_GLORY,
    GlorySummary,
    LedgerEntry,
    LedgerKind,
    base_rank,
    catch_up_bonus,
    check_creation_cost,
    check_spend,
    scenario_glory,
    summarize,
    war_clan_rank,
)

# --- Record Glory -----------------------------------------------------------------------


def test_starting_glory_is_800():
    assert STARTING_GLORY == 800


@pytest.mark.parametrize(
    ("vp", "kills", "glory"),
    [(0, 0, 0), (1, 0, 20), (0, 1, 10), (3, 2, 80), (7, 5, 190), (12, 0, 240)],
)
def test_scenario_glory_is_20_per_vp_and_10_per_kill(vp, kills, glory):
    assert scenario_glory(vp, kills) == glory


def test_negative_victory_points_are_refused():
    with pytest.raises(RulesError, match=r"Victory Points.*-1"):
        scenario_glory(-1, 0)


def test_negative_kills_are_refused():
    with pytest.raises(RulesError, match=r"kills.*-2"):
        scenario_glory(0, -2)


# --- War Clan Rank ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("collected", "rank"),
    [(0, 0), (1, 0), (49, 0), (50, 1), (99, 1), (100, 2), (149, 2), (1000, 20)],
)
def test_rank_is_one_per_50_collected(collected, rank):
    assert war_clan_rank(collected) == rank


def test_rank_of_negative_collected_is_zero():
    # Corrections may be negative; a clan never has a rank below the beginning Rank 0.
    assert war_clan_rank(-30) == 0


def test_base_rank_is_the_lowest():
    assert base_rank([3, 1, 4]) == 1
    assert base_rank([5]) == 5
    assert base_rank(r for r in (6, 2, 9)) == 2


def test_base_rank_without_clans_is_zero():
    assert base_rank([]) == 0


# --- catch-up bonus ---------------------------------------------------------------------


def test_vigdis_and_snorre_worked_example():
    # Base rank 3 when Vigdis joins at Rank 0; she plays Snorre at Rank 5: +50 Glory.
    bonus = catch_up_bonus(own_rank=0, joined_base_rank=3, opponent_ranks=[5])
    assert bonus == 50
    # "...which guarantees her Clan can advance at least 1 War Clan Rank after the battle"
    assert war_clan_rank(scenario_glory(0, 0) + bonus) >= 1


def test_catch_up_is_per_rank_between_her_and_the_opponent():
    assert catch_up_bonus(1, 3, [5]) == 40
    assert catch_up_bonus(2, 3, [5]) == 30
    assert catch_up_bonus(0, 3, [1]) == 10


@pytest.mark.parametrize("own", [3, 4, 9])
def test_no_bonus_once_own_rank_reaches_the_joined_base_rank(own):
    assert catch_up_bonus(own, 3, [10]) == 0


def test_no_bonus_for_a_founding_clan():
    # The first clan records base rank 0, so it is never below it.
    assert catch_up_bonus(0, 0, [7]) == 0


@pytest.mark.parametrize("opponent", [0, 1, 2])
def test_no_bonus_when_opponents_are_not_higher(opponent):
    assert catch_up_bonus(2, 5, [opponent]) == 0


def test_bonus_uses_the_highest_opponent():
    assert catch_up_bonus(0, 3, [1, 5, 2]) == 50
    assert catch_up_bonus(1, 4, (r for r in [0, 3, 2])) == 20


def test_bonus_without_opponents_is_zero():
    assert catch_up_bonus(0, 3, []) == 0


# --- treasury ---------------------------------------------------------------------------


def test_ledger_kinds_that_count_as_collected():
    assert LedgerKind.SCENARIO.collected
    assert LedgerKind.CATCH_UP.collected
    assert LedgerKind.CORRECTION.collected
    assert not LedgerKind.SPEND.collected
    assert not LedgerKind.REFUND.collected


def test_summarize_a_mixed_ledger():
    entries = [
        LedgerEntry(LedgerKind.SCENARIO, 60),
        LedgerEntry(LedgerKind.CATCH_UP, 50),
        LedgerEntry(LedgerKind.SPEND, -30),
        LedgerEntry(LedgerKind.CORRECTION, -10),
        LedgerEntry(LedgerKind.REFUND, 10),
        LedgerEntry(LedgerKind.SPEND, -45),
    ]
    summary = summarize(650, entries)
    assert summary.creation_cost == 650
    assert summary.collected == 100
    assert summary.spent == 65
    assert summary.unspent == 800 - 650 + 100 - 65
    assert summary.rank == 2


def test_spending_never_lowers_rank():
    before = summarize(800, [LedgerEntry(LedgerKind.SCENARIO, 120)])
    after = summarize(
        800, [LedgerEntry(LedgerKind.SCENARIO, 120), LedgerEntry(LedgerKind.SPEND, -120)]
    )
    assert before.rank == after.rank == 2
    assert after.unspent == 0


def test_empty_ledger_keeps_the_creation_leftover():
    summary = summarize(730, [])
    assert (summary.collected, summary.spent, summary.unspent, summary.rank) == (0, 0, 70, 0)


def test_check_spend_allows_exactly_the_unspent_glory():
    summary = GlorySummary(creation_cost=700, collected=30, spent=0)  # 130 unspent
    check_spend(summary, 130, "a Shield")
    check_spend(summary, 0, "nothing")


def test_check_spend_refuses_more_than_unspent_with_numbers():
    summary = GlorySummary(creation_cost=700, collected=30, spent=0)
    with pytest.raises(RulesError) as info:
        check_spend(summary, 131, "a Great Axe")
    message = str(info.value)
    assert "a Great Axe" in message
    assert "131" in message
    assert "130" in message


def test_check_spend_refuses_negative_prices():
    with pytest.raises(RulesError, match=r"negative.*-5"):
        check_spend(GlorySummary(0, 0, 0), -5, "a trick")


def test_creation_cost_up_to_800_leaves_the_rest():
    assert check_creation_cost(800) == 0
    assert check_creation_cost(650) == 150
    assert check_creation_cost(0) == 800


def test_creation_cost_over_800_is_refused():
    with pytest.raises(RulesError) as info:
        check_creation_cost(835)
    message = str(info.value)
    assert "835" in message
    assert "35 over" in message
    assert "800" in message


# --- property: a ledger driven by plays, purchases and undos ----------------------------

plays = st.tuples(
    st.just("play"),
    st.integers(0, 12),  # Victory Points
    st.integers(0, 8),  # encounter kills
    st.lists(st.integers(0, 12), min_size=1, max_size=3),  # opponents' ranks before the game
)
purchases = st.tuples(st.just("buy"), st.integers(0, 400))
undos = st.tuples(st.just("undo"))


def _by_hand(creation_cost, entries):
    """Totals recomputed from the entries without the code under test."""
    collected = sum(
        e.amount for e in entries if e.kind in (LedgerKind.SCENARIO, LedgerKind.CATCH_UP)
    )
    spent = -sum(e.amount for e in entries if e.kind is LedgerKind.SPEND)
    return collected, spent, 800 - creation_cost + collected - spent


@settings(max_examples=300, deadline=None)
@given(
    creation_cost=st.integers(0, 800),
    joined_base_rank=st.integers(0, 6),
    operations=st.lists(st.one_of(plays, purchases, undos), max_size=40),
)
def test_ledger_invariants_hold_after_every_step(creation_cost, joined_base_rank, operations):
    # groups[0] holds purchases before the first game; each game opens a group that holds
    # its Glory entries and the purchases of its post-game sequence, so undoing the latest
    # game removes all of them.
    groups: list[list[LedgerEntry]] = [[]]
    before_game: list[GlorySummary] = []  # summary just before each game still recorded
    previous_rank = 0

    def entries():
        return [e for group in groups for e in group]

    for operation in operations:
        summary = summarize(creation_cost, entries())
        kind = operation[0]
        if kind == "play":
            _, vp, kills, opponents = operation
            own = summary.rank
            bonus = catch_up_bonus(own, joined_base_rank, opponents)
            expected_bonus = 0
            if own < joined_base_rank and max(opponents) > own:
                expected_bonus = 10 * (max(opponents) - own)
            assert bonus == expected_bonus
            if own >= joined_base_rank:
                assert bonus == 0  # reached the recorded rank: the bonus has stopped
            glory = scenario_glory(vp, kills)
            assert glory == 20 * vp + 10 * kills
            game = [LedgerEntry(LedgerKind.SCENARIO, glory)]
            if bonus:
                game.append(LedgerEntry(LedgerKind.CATCH_UP, bonus))
            before_game.append(summary)
            groups.append(game)
        elif kind == "buy":
            price = operation[1]
            if price > summary.unspent:
                snapshot = entries()
                with pytest.raises(RulesError):
                    check_spend(summary, price, "an item")
                assert entries() == snapshot
            else:
                check_spend(summary, price, "an item")
                groups[-1].append(LedgerEntry(LedgerKind.SPEND, -price))
        else:
            if len(groups) > 1:
                groups.pop()
                # The record is exactly as it was before that game was played.
                assert summarize(creation_cost, entries()) == before_game.pop()

        after = summarize(creation_cost, entries())
        collected, spent, unspent = _by_hand(creation_cost, entries())
        assert (after.collected, after.spent, after.unspent) == (collected, spent, unspent)
        assert after.unspent >= 0
        assert after.rank == collected // 50
        if kind != "undo":
            assert after.rank >= previous_rank  # only fixing the record may lower it
        previous_rank = after.rank
