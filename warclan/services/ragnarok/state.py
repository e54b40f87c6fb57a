"""A warrior's state now, derived from its rows: recruited stats + improvements + injury
penalties. Nothing here is stored; everything is recomputed on demand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy.orm import Session

from warclan.rules.ragnarok.injuries import WarriorCondition
from warclan.rules.ragnarok.profiles import STAT_NAMES, Stats
from warclan.services.ragnarok.dto import (
    AttackView,
    BoostView,
    GodPowerView,
    InjuryView,
    ItemView,
    WarriorView,
)
from warclan.store.models.ragnarok import (
    CampaignEvent,
    Improvement,
    Injury,
    WarClan,
    Warrior,
    WarriorGodPower,
    WarriorItem,
)
from warclan.store.queries import ragnarok as queries


@dataclass(frozen=True, slots=True)
class WarriorState:
    """One warrior's row with the state its improvements and injuries add up to."""

    row: Warrior
    base: Stats
    improvements: Stats
    penalties: Stats
    severe_counts: dict[str, int]
    blind: bool
    status: str  # active | dead | removed
    misses_next_game: bool
    # Injuries with a lasting effect, plus any from the clan's latest game.
    injuries: tuple[tuple[Injury, int], ...]

    @property
    def current(self) -> Stats:
        return self.base + self.improvements + self.penalties

    @property
    def available(self) -> bool:
        return self.status == "active" and not self.misses_next_game

    def condition(self) -> WarriorCondition:
        return WarriorCondition(self.row.name, self.current, dict(self.severe_counts))


def base_stats(row: Warrior) -> Stats:
    return Stats(*(getattr(row, name) for name in STAT_NAMES))


def _sum(deltas: list[tuple[str, int]]) -> Stats:
    stats = Stats.zero()
    for stat, delta in deltas:
        stats = stats.with_delta(stat, delta)
    return stats


def recent_event(session: Session, clan: WarClan) -> CampaignEvent | None:
    """The event whose injuries still count: only the clan's latest game can make a
    warrior miss the next one."""
    latest = queries.latest_participation(session, clan.id)
    if latest is None:
        # A clan imported from a War Clan file that has not played here yet: its import
        # event carries the injuries of its latest game elsewhere (see clan_files).
        return queries.latest_import_event(session, clan.id)
    return queries.event_for(session, latest.id)


class _Unknown:
    pass


UNKNOWN = _Unknown()  # clan_states' default: find the recent event itself


def clan_states(
    session: Session, clan: WarClan, recent_event_id: int | _Unknown | None = UNKNOWN
) -> list[WarriorState]:
    """Every warrior of the clan (dead ones included) with derived state.

    ``recent_event_id``: the id of ``recent_event`` (None: there is none), for a caller
    that has already read it; saves the statements a game or a sequence repeats."""
    warriors = queries.clan_warriors(session, clan.id)
    ids = [w.id for w in warriors]
    lasting = queries.lasting_injuries(session, ids)
    improvements = queries.improvements_of(session, ids)
    if isinstance(recent_event_id, _Unknown):
        event = recent_event(session, clan)
        recent_event_id = event.id if event is not None else None
    recent = queries.event_injuries(session, recent_event_id) if recent_event_id else {}
    return [
        _state(w, lasting.get(w.id, []), recent.get(w.id, []), improvements.get(w.id, []))
        for w in warriors
    ]


def _state(
    row: Warrior,
    lasting: list[tuple[Injury, int]],
    recent: list[tuple[Injury, int]],
    improvements: list[Improvement],
) -> WarriorState:
    injuries = lasting + [pair for pair in recent if not pair[0].lasting]
    severe = Counter(i.severe_key for i, _ in lasting if i.severe_key)
    status = "active"
    if any(i.dies for i, _ in lasting):
        status = "dead"
    elif any(i.removed for i, _ in lasting):
        status = "removed"
    # Injured in the clan's latest recorded game: must sit out the next one.
    misses = status == "active" and any(i.misses_next_game for i, _ in recent)
    return WarriorState(
        row=row,
        base=base_stats(row),
        improvements=_sum([(m.stat, m.delta) for m in improvements]),
        penalties=_sum([(i.stat, i.stat_delta) for i, _ in lasting if i.stat]),
        severe_counts=dict(severe),
        blind=any(i.becomes_blind for i, _ in lasting),
        status=status,
        misses_next_game=misses,
        injuries=tuple(injuries),
    )


def penalty_text(stat: str | None, delta: int) -> str | None:
    return f"{delta:+d} {stat.upper()}" if stat and delta else None


def power_view(row: WarriorGodPower) -> GodPowerView:
    attack = row.attack
    return GodPowerView(
        key=row.power_key,
        god=row.god,
        name=row.name,
        godspark_cost=row.godspark_cost,
        boosts=tuple(BoostView(b["godspark"], b["effect"]) for b in row.boosts),
        text=row.text,
        attack=AttackView(
            attack["name"], attack.get("st"), attack["rn"], tuple(attack.get("abilities", ()))
        )
        if attack
        else None,
        house_rule=row.house_rule,
        glory_paid=row.glory_paid,
    )


def item_view(row: WarriorItem, lost_seq: int | None) -> ItemView:
    return ItemView(
        key=row.item_key,
        name=row.name,
        kind=row.kind,
        text=row.text,
        house_rule=row.house_rule,
        glory_paid=row.glory_paid,
        lost_in_game=lost_seq if row.lost_event_id is not None else None,
    )


def warrior_view(
    state: WarriorState,
    powers: Sequence[WarriorGodPower] = (),
    items: Sequence[tuple[WarriorItem, int | None]] = (),
) -> WarriorView:
    row = state.row
    return WarriorView(
        id=row.id,
        name=row.name,
        profile_key=row.profile_key,
        profile_name=row.profile_name,
        status="misses_next_game" if state.misses_next_game else state.status,
        base_stats=state.base.as_dict(),
        current_stats=state.current.as_dict(),
        improvements={k: v for k, v in state.improvements.as_dict().items() if v},
        penalties={k: v for k, v in state.penalties.as_dict().items() if v},
        size=row.size,
        base_size=row.base_size,
        special_abilities=tuple(row.special_abilities)
        + (("Blind (Eye Wounds)",) if state.blind else ()),
        attacks=tuple(
            AttackView(a["name"], a.get("st"), a["rn"], tuple(a.get("abilities", ())))
            for a in row.attacks
        ),
        blind=state.blind,
        misses_next_game=state.misses_next_game,
        injuries=tuple(
            InjuryView(
                game_seq=seq,
                roll=i.roll,
                result=i.result,
                severe=i.severe_name,
                severe_house_rule=i.severe_house_rule,
                penalty=penalty_text(i.stat, i.stat_delta),
                becomes_blind=i.becomes_blind,
                equipment_roll=i.equipment_roll,
                loses_equipment=i.loses_equipment,
                removed=i.removed,
                dies=i.dies,
            )
            for i, seq in state.injuries
        ),
        cost_paid=row.cost_paid,
        version=row.version,
        recruited_event_id=row.recruited_event_id,
        god_powers=tuple(power_view(p) for p in powers),
        items=tuple(item_view(i, seq) for i, seq in items if i.lost_event_id is None),
        lost_items=tuple(item_view(i, seq) for i, seq in items if i.lost_event_id is not None),
    )
