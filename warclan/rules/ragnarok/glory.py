"""Glory, the treasury and War Clan Rank (001_9c5ef580a64a23a1.txt, "CAMPAIGN PLAY").

The ledger is the truth: totals and rank are always computed from its entries.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from warclan.i18n_text import T_
from warclan.rules.errors import RulesError

STARTING_GLORY = 800
GLORY_PER_VP = 20
GLORY_PER_KILL = 10
GLORY_PER_RANK = 50
CATCH_UP_PER_RANK = 10


class LedgerKind(StrEnum):
    SCENARIO = "scenario"  # step 1: VP and encounter kills
    CATCH_UP = "catch_up"  # step 1: bonus for a clan that joined a running campaign
    CORRECTION = "correction"  # an organiser's fix to Glory collected (may be negative)
    SPEND = "spend"  # a purchase after creation (negative amount)
    REFUND = "refund"  # a purchase given back (positive amount, not collected)
    RAID = "raid"  # Glory found raiding (house rule): unspent, but not collected

    @property
    def collected(self) -> bool:
        return self in (LedgerKind.SCENARIO, LedgerKind.CATCH_UP, LedgerKind.CORRECTION)


@dataclass(frozen=True, slots=True)
class LedgerEntry:
    """One Glory ledger entry as the totals need it: its kind and signed amount."""

    kind: LedgerKind
    amount: int


def scenario_glory(victory_points: int, encounter_kills: int) -> int:
    """20 Glory per Victory Point plus 10 per encounter model killed."""
    if victory_points < 0:
        raise RulesError(
            T_(
                "Victory Points cannot be negative ({victory_points})",
                victory_points=victory_points,
            )
        )
    if encounter_kills < 0:
        raise RulesError(
            T_(
                "encounter kills cannot be negative ({encounter_kills})",
                encounter_kills=encounter_kills,
            )
        )
    return GLORY_PER_VP * victory_points + GLORY_PER_KILL * encounter_kills


def war_clan_rank(glory_collected: int) -> int:
    """+1 Rank per 50 Glory collected; a beginning War Clan has Rank 0."""
    return max(0, glory_collected) // GLORY_PER_RANK


def base_rank(ranks: Iterable[int]) -> int:
    """The campaign's base War Clan Rank: the lowest among its active clans (0 if none)."""
    return min(ranks, default=0)


def catch_up_bonus(own_rank: int, joined_base_rank: int, opponent_ranks: Iterable[int]) -> int:
    """Extra Glory for a clan that joined a running campaign.

    While the clan's Rank is below the base rank recorded when it joined, it gains 10 Glory
    per rank between it and its highest-ranked opponent in the game; ranks are as they stood
    before the game's Glory was added. Rank never falls in play, so once it reaches the
    recorded rank this is 0 for good.
    """
    if own_rank >= joined_base_rank:
        return 0
    highest = max(opponent_ranks, default=own_rank)
    return CATCH_UP_PER_RANK * max(0, highest - own_rank)


def catch_up_reason(own_rank: int, joined_base_rank: int, opponent_ranks: Iterable[int]) -> str:
    """Why ``catch_up_bonus`` gives what it gives, in words a player can check."""
    ranks = list(opponent_ranks)
    if own_rank >= joined_base_rank:
        return T_(
            "no catch-up bonus: Rank {own_rank} is not below the base rank "
            "{joined_base_rank} the clan joined at",
            own_rank=own_rank,
            joined_base_rank=joined_base_rank,
        )
    highest = max(ranks, default=own_rank)
    if highest <= own_rank:
        return T_(
            "no catch-up bonus: Rank {own_rank} is below the base rank {joined_base_rank} "
            "the clan joined at, but no opponent ranked higher",
            own_rank=own_rank,
            joined_base_rank=joined_base_rank,
        )
    bonus = catch_up_bonus(own_rank, joined_base_rank, ranks)
    return T_(
        "catch-up bonus: Rank {own_rank} is below the base rank {joined_base_rank} the clan "
        "joined at; the highest-ranked opponent was Rank {highest}, so "
        "{per_rank} × {ranks} = {bonus} Glory",
        own_rank=own_rank,
        joined_base_rank=joined_base_rank,
        highest=highest,
        per_rank=CATCH_UP_PER_RANK,
        ranks=highest - own_rank,
        bonus=bonus,
    )


@dataclass(frozen=True, slots=True)
class GlorySummary:
    """A clan's Glory totals from its ledger, with unspent Glory and War Clan Rank."""

    creation_cost: int
    collected: int
    spent: int  # after creation, net of refunds
    found: int = 0  # raid finds: spendable, but they do not raise War Clan Rank

    @property
    def unspent(self) -> int:
        return STARTING_GLORY - self.creation_cost + self.collected + self.found - self.spent

    @property
    def rank(self) -> int:
        return war_clan_rank(self.collected)


def summarize(creation_cost: int, entries: Iterable[LedgerEntry]) -> GlorySummary:
    collected = spent = found = 0
    for entry in entries:
        if entry.kind.collected:
            collected += entry.amount
        elif entry.kind is LedgerKind.RAID:
            found += entry.amount
        else:
            spent -= entry.amount
    return GlorySummary(creation_cost, collected, spent, found)


def check_creation_cost(cost: int) -> int:
    if cost > STARTING_GLORY:
        raise RulesError(
            T_(
                "the War Clan costs {cost} Glory, {value} over the {starting_glory} "
                "Glory a new War Clan is built from",
                cost=cost,
                value=cost - STARTING_GLORY,
                starting_glory=STARTING_GLORY,
            )
        )
    return STARTING_GLORY - cost


def check_spend(summary: GlorySummary, price: int, what: str) -> None:
    """Unspent Glory never goes below 0."""
    if price < 0:
        raise RulesError(
            T_(
                "the price of {what} cannot be negative ({price})",
                what=what,
                price=price,
            )
        )
    if price > summary.unspent:
        raise RulesError(
            T_(
                "{what} costs {price} Glory but the clan has only {unspent} unspent",
                what=what,
                price=price,
                unspent=summary.unspent,
            )
        )
