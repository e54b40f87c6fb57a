"""What a checked War Clan file holds: ``reader`` fills these, ``importer`` writes them.

One dataclass per kind of row, each field named as the column it fills; nothing here is
unchecked, and nothing derived (current stats, rank, unspent Glory) is kept.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from warclan.catalog.ragnarok.entries import Boost
from warclan.rules.ragnarok.injuries import InjuryResult
from warclan.rules.ragnarok.profiles import AttackProfile
from warclan.store.models.ragnarok import PowerStep


@dataclass(frozen=True, slots=True)
class ParsedInjury:
    """An Injury row, "must miss the next game" already dropped for an earlier game's."""

    roll: int
    result: InjuryResult
    severe_key: str | None
    severe_name: str | None
    severe_house_rule: bool
    stat: str | None
    stat_delta: int
    becomes_blind: bool
    equipment_roll: int | None
    loses_equipment: bool
    misses_next_game: bool
    raid_survivor: bool
    removed: bool
    dies: bool
    lasting: bool


@dataclass(frozen=True, slots=True)
class ParsedImprovement:
    stat: str
    delta: int
    glory_paid: int


@dataclass(frozen=True, slots=True)
class ParsedGodPower:
    """A WarriorGodPower row: the power as it was bought, with the price paid."""

    power_key: str
    god: str
    name: str
    godspark_cost: int
    boosts: tuple[Boost, ...]
    attack: AttackProfile | None
    text: str
    house_rule: bool
    step: PowerStep
    glory_paid: int


@dataclass(frozen=True, slots=True)
class ParsedItem:
    """A WarriorItem row; ``lost``: the item was lost (in the import event, once written)."""

    item_key: str
    name: str
    kind: str
    text: str
    house_rule: bool
    glory_paid: int
    lost: bool


@dataclass(frozen=True, slots=True)
class ParsedWarrior:
    """A Warrior row with everything that hangs from it."""

    name: str
    profile_key: str
    profile_name: str
    faction: str
    stats: dict[str, int]  # the Warrior's stat columns, ap … mn, as recruited
    size: int
    base_size: str
    special_abilities: tuple[str, ...]
    attacks: tuple[AttackProfile, ...]
    cost_paid: int
    founding: bool
    injuries: tuple[ParsedInjury, ...]  # only those the import keeps (see ``reader``)
    improvements: tuple[ParsedImprovement, ...]
    god_powers: tuple[ParsedGodPower, ...]
    items: tuple[ParsedItem, ...]
    left_out: int  # injuries of earlier games that no longer matter


@dataclass(slots=True)
class ParsedClan:
    """A checked War Clan file: everything ``import_clan`` writes, nothing unchecked."""

    name: str
    player: str
    creation_cost: int
    catalog_versions: dict[str, int]
    created_at: datetime
    id_in_source: str
    warriors: list[ParsedWarrior] = field(default_factory=list)
    ledger: list[tuple[str, int, str]] = field(default_factory=list)  # kind, amount, note
    stores: list[tuple[str, int, str]] = field(default_factory=list)  # name, quantity, source
