"""What recording, sequencing and undoing a game return: plain data, like ``dto``.

Apart from :mod:`warclan.services.ragnarok.dto` (what showing campaigns and War Clans
returns) so that showing them does not define these classes at every start.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date


@dataclass(frozen=True, slots=True)
class SideResult:
    """One clan's part in a recorded game: VP, kills, rank before, who fought, who was removed."""

    clan_id: int
    clan: str
    victory_points: int
    encounter_kills: int
    rank_before: int
    fielded: tuple[str, ...]
    removed: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GameView:
    """A recorded game with each clan's part in it."""

    id: int  # the database's; people use ``number``
    number: int  # the game's number within its campaign
    campaign: str
    played_on: date
    scenario: str
    sides: tuple[SideResult, ...]


@dataclass(frozen=True, slots=True)
class DiceView:
    """One die value a sequence used: its kind, entered or rolled, and what it was for."""

    kind: str
    value: int
    origin: str
    purpose: str


@dataclass(frozen=True, slots=True)
class InjuryOutcomeView:
    """What the injury rolls did to one warrior removed from play."""

    warrior_id: int
    warrior: str
    roll: int
    result: str
    severe: str | None
    severe_rolls: tuple[int, ...]
    penalty: str | None
    becomes_blind: bool
    equipment_roll: int | None
    loses_equipment: bool
    misses_next_game: bool
    raid_survivor: bool
    removed: bool
    dies: bool


@dataclass(frozen=True, slots=True)
class RaidView:
    """The clan's raid (step 3): survivors, roll and modifier, and what it found."""

    survivors: tuple[str, ...]
    roll: int
    modifier: int
    result: str
    glory: int
    finds: tuple[str, ...]
    house_rule: bool


@dataclass(frozen=True, slots=True)
class PurchaseView:
    """One thing bought with Glory in steps 4–6, and the price paid."""

    step: str  # improve | recruit | item | god_power
    warrior: str
    what: str
    glory_paid: int


@dataclass(frozen=True, slots=True)
class PostGameResult:
    """What one clan's post-game sequence for one game did (or, on a dry run, would do)."""

    event_id: int
    game_id: int
    clan: str
    scenario_glory: int
    catch_up_bonus: int
    glory_collected: int
    unspent_glory: int
    rank_before: int
    rank_after: int
    injuries: tuple[InjuryOutcomeView, ...]
    raid_survivors: tuple[str, ...]
    dice: tuple[DiceView, ...] = field(default=())
    raid: RaidView | None = None
    purchases: tuple[PurchaseView, ...] = ()
    lost_items: tuple[str, ...] = ()  # "Warrior: Item"
    dry_run: bool = False  # worked out and shown, not saved
    seed: int | None = None  # the seed warclan rolled with, to repeat the same dice
    game_number: int = 0  # the game's number within its campaign
    unused_dice: tuple[str, ...] = ()  # entered but never needed, so ignored
    raids: bool = True  # False: the campaign does not use the Raid Table


@dataclass(frozen=True, slots=True)
class UndoResult:
    """What undoing a clan's latest game removed, and the clan's Glory and rank after."""

    clan: str
    game_id: int
    game_number: int
    game_deleted: bool
    sequence_undone: bool
    glory_collected: int
    unspent_glory: int
    rank: int
