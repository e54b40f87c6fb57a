"""What the catalogue services return: the catalogues, their entries as a campaign plays
them, God Powers and items with their Glory prices, and the outcome of an edit."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from warclan.services.ragnarok.dto import AttackView, BoostView


@dataclass(frozen=True, slots=True)
class CatalogInfo:
    name: str
    file: str  # under resources/
    version: int
    provenance_kind: str  # rulebook | house_rule | example | mixed
    provenance: str  # the label shown to the user
    entries: int
    house_rule_entries: int
    overridden: int  # entries the campaign's house rules replace or add


@dataclass(frozen=True, slots=True)
class CatalogList:
    campaign: str | None
    catalogs: tuple[CatalogInfo, ...]


@dataclass(frozen=True, slots=True)
class CatalogEntry:
    key: str
    name: str
    provenance_kind: str
    provenance: str
    overridden: bool
    added: bool  # the group's own entry, not in the shipped catalogue at all
    note: str  # the group's note on its edit
    data: dict[str, Any]  # the entry as the campaign plays it
    original: dict[str, Any] | None  # the shipped entry, when overridden ("stays visible")
    original_provenance: str | None
    # The house rule's version counter (0: none): hand it back to ``set_override`` or
    # ``remove_override`` as ``expected_version``, so an edit from a stale copy is refused.
    version: int = 0


@dataclass(frozen=True, slots=True)
class CatalogDetail:
    name: str
    file: str
    version: int
    provenance_kind: str
    provenance: str
    campaign: str | None
    entries: tuple[CatalogEntry, ...]


@dataclass(frozen=True, slots=True)
class PowerInfo:
    key: str
    god: str
    name: str
    godspark_cost: int
    boosts: tuple[BoostView, ...]
    text: str
    attack: AttackView | None
    provenance_kind: str
    provenance: str
    overridden: bool
    glory_price: int


@dataclass(frozen=True, slots=True)
class PowerList:
    campaign: str | None
    god: str | None
    min_cost: int | None
    max_cost: int | None
    price_rule: str
    price_provenance: str
    powers: tuple[PowerInfo, ...]


@dataclass(frozen=True, slots=True)
class ItemInfo:
    key: str
    name: str
    kind: str
    glory_price: int
    text: str
    provenance_kind: str
    provenance: str
    overridden: bool


@dataclass(frozen=True, slots=True)
class ItemList:
    campaign: str | None
    kind: str | None
    price_rule: str
    price_provenance: str
    items: tuple[ItemInfo, ...]


@dataclass(frozen=True, slots=True)
class OverrideResult:
    campaign: str
    catalog: str
    key: str
    action: str  # added | replaced | removed
    entry: CatalogEntry | None  # the entry as the campaign now plays it (None: gone)
    # The house rule's version counter (0 once removed): pass it back as
    # ``expected_version`` so an edit from a stale copy is refused.
    version: int = 0
    saved: bool = True  # False for a dry run: every check passed, nothing was written
