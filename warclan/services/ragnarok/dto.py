"""Plain data the services return: no live ORM objects ever leave a service."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class AttackView:
    """An attack as printed: name, Strength (ST), range (RN) and Attack Abilities."""

    name: str
    st: int | None
    rn: str
    abilities: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class InjuryView:
    """An injury a warrior still shows: lasting, or from the clan's latest game."""

    game_seq: int
    roll: int
    result: str
    severe: str | None
    severe_house_rule: bool
    penalty: str | None  # e.g. "-1 SP"
    becomes_blind: bool
    equipment_roll: int | None
    loses_equipment: bool
    removed: bool
    dies: bool


@dataclass(frozen=True, slots=True)
class BoostView:
    """One Boost of a God Power: the extra Godspark and the effect it adds."""

    godspark: int
    effect: str


@dataclass(frozen=True, slots=True)
class GodPowerView:
    """A God Power from the catalogue, or one imprinted on a warrior (with its price)."""

    key: str
    god: str
    name: str
    godspark_cost: int
    boosts: tuple[BoostView, ...]
    text: str
    attack: AttackView | None
    house_rule: bool
    glory_paid: int | None = None  # on a warrior: the price paid


@dataclass(frozen=True, slots=True)
class ItemView:
    """An item from the catalogue, or one a warrior carries or has lost."""

    key: str
    name: str
    kind: str
    text: str
    house_rule: bool
    glory_paid: int | None = None
    lost_in_game: int | None = None  # campaign sequence of the game that took it


@dataclass(frozen=True, slots=True)
class StoreView:
    """One kind of supply in a clan's stores (raid finds): how many, and from where."""

    name: str
    quantity: int
    source: str


@dataclass(frozen=True, slots=True)
class WarriorView:
    """One warrior as it stands now: profile, stats, injuries, God Powers and items."""

    id: int
    name: str
    profile_key: str
    profile_name: str
    status: str  # active | misses_next_game | dead | removed
    base_stats: dict[str, int]
    current_stats: dict[str, int]
    improvements: dict[str, int]  # net per stat
    penalties: dict[str, int]  # net per stat (negative)
    size: int
    base_size: str
    special_abilities: tuple[str, ...]
    attacks: tuple[AttackView, ...]
    blind: bool
    misses_next_game: bool
    injuries: tuple[InjuryView, ...]
    cost_paid: int
    recruited_event_id: int | None
    god_powers: tuple[GodPowerView, ...] = ()
    items: tuple[ItemView, ...] = ()  # carried now
    lost_items: tuple[ItemView, ...] = ()
    # The row's version counter: hand it back to ``edits.rename_warrior`` as
    # ``expected_version`` so an edit made from this view is refused if it is stale.
    version: int = 0

    @property
    def in_clan(self) -> bool:
        """Still a member: active, or only missing the next game."""
        return self.status in IN_CLAN


IN_CLAN = ("active", "misses_next_game")


@dataclass(frozen=True, slots=True)
class ClanView:
    """One War Clan as it stands now: Glory, rank, warriors, stores, any game not yet sequenced."""

    id: int
    name: str
    player: str
    campaign_id: int
    campaign: str
    creation_cost: int
    glory_collected: int
    glory_spent: int
    unspent_glory: int
    rank: int
    joined_base_rank: int
    catch_up_active: bool
    games_played: int
    pending_game_id: int | None  # a recorded game whose post-game sequence is not yet run
    warriors: tuple[WarriorView, ...]
    must_miss_next_game: tuple[str, ...]
    glory_found: int = 0  # raid finds (spendable, not collected)
    stores: tuple[StoreView, ...] = ()
    catalog_versions: dict[str, int] = field(default_factory=dict)
    pending_game: int | None = None  # that game's number within the campaign
    # The league login whose clan it is (None: an SQLite file's, or not handed over yet).
    owner: str | None = None


@dataclass(frozen=True, slots=True)
class ClanSummary:
    """One War Clan's line in a campaign: its player, rank and Glory."""

    id: int
    name: str
    player: str
    rank: int
    glory_collected: int
    unspent_glory: int
    joined_base_rank: int
    active: bool
    catch_up_active: bool = False  # rank below the base rank it joined at


@dataclass(frozen=True, slots=True)
class CampaignView:
    """A campaign at a glance: its base rank, games played and War Clans."""

    id: int
    name: str
    base_rank: int
    games: int
    clans: tuple[ClanSummary, ...]
    raids: bool = True  # False: the group does not use the Raid Table


@dataclass(frozen=True, slots=True)
class ProfileView:
    """A model profile a clan can recruit: cost, stats, abilities and attacks."""

    key: str
    name: str
    faction: str
    cost: int
    source: str  # example | group_edit
    stats: dict[str, int]
    size: int
    base_size: str
    special_abilities: tuple[str, ...]
    attacks: tuple[AttackView, ...]
