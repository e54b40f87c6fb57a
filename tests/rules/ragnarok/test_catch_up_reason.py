"""The words beside the catch-up bonus agree with the bonus in every branch."""

from __future__ import annotations

from warclan.rules.ragnarok.glory import catch_up_bonus, catch_up_reason


def test_at_or_above_the_joined_rank_there_is_no_bonus() -> None:
    assert catch_up_bonus(3, 3, [6]) == 0
    assert catch_up_reason(3, 3, [6]) == (
        "no catch-up bonus: Rank 3 is not below the base rank 3 the clan joined at"
    )


def test_below_the_joined_rank_but_nobody_higher() -> None:
    assert catch_up_bonus(1, 3, [1, 0]) == 0
    assert "no opponent ranked higher" in catch_up_reason(1, 3, [1, 0])
    assert "no opponent ranked higher" in catch_up_reason(1, 3, [])


def test_the_bonus_names_the_highest_opponent_and_the_sum() -> None:
    assert catch_up_bonus(1, 3, [2, 4]) == 30
    assert catch_up_reason(1, 3, [2, 4]).endswith(
        "the highest-ranked opponent was Rank 4, so 10 × 3 = 30 Glory"
    )
