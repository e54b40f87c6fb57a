"""Post-game steps 3–6: Raid, Improve War Clan Members, Purchase New War Clan Warriors,
Purchase Items and God Powers. Each runs inside the clan's post-game event, so the whole
sequence commits at once and undoing the game removes everything these steps did.
Every purchase stores the price paid; later catalogue edits never change it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from warclan.catalog.provenance import Source
from warclan.catalog.ragnarok.entries import GodPower, Item
from warclan.catalog.ragnarok.rulesets import Ruleset
from warclan.i18n_text import T_, reason
from warclan.rules.dice import DiceKind, DiceSource, EnteredDice
from warclan.rules.errors import RulesError
from warclan.rules.ragnarok import glory
from warclan.rules.ragnarok.profiles import STAT_NAMES, unknown_stat
from warclan.services.errors import NotFound, ServiceError
from warclan.services.names import clean_name, now
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.clans import Recruit, warrior_from_profile
from warclan.services.ragnarok.game_results import PurchaseView, RaidView
from warclan.services.ragnarok.rules_data import profiles
from warclan.store.models.base import name_key
from warclan.store.models.ragnarok import (
    CampaignEvent,
    ClanStore,
    GloryEntry,
    Improvement,
    PowerStep,
    WarClan,
    Warrior,
    WarriorGodPower,
    WarriorItem,
)
from warclan.store.models.ragnarok_game_detail import DiceRollRecord, RaidResult


@dataclass(frozen=True, slots=True)
class Improve:
    warrior: str | int
    stat: str
    points: int = 1


@dataclass(frozen=True, slots=True)
class GrantPower:
    warrior: str | int
    power: str  # key or name


@dataclass(frozen=True, slots=True)
class BuyItem:
    warrior: str | int
    item: str  # key or name


@dataclass(frozen=True, slots=True)
class Orders:
    """What the player decides in steps 3–6 (the dice of steps 2–3 come separately)."""

    raid_roll: int | None = None  # a 2D6 rolled at the table; None: rolled by warclan
    improvements: Sequence[Improve] = ()
    imprints: Sequence[GrantPower] = ()  # step 4: God Powers imprinted on survivors
    recruits: Sequence[Recruit] = ()
    items: Sequence[BuyItem] = ()
    powers: Sequence[GrantPower] = ()  # step 6: God Powers bought
    notes: str = ""


@dataclass(slots=True)
class StepContext:
    session: Session
    clan: WarClan
    event: CampaignEvent
    ruleset: Ruleset
    on_battlefield: set[int]  # warrior ids still on the battlefield at the end
    active: set[int]  # warrior ids alive and in the clan after the injury step
    # The clan's Glory after steps 1–2, summed from the ledger once; the steps below add
    # their own entries and keep this in step, so no step re-reads the whole ledger.
    summary: glory.GlorySummary
    # Dice this event has recorded so far: the next die's position (no count query).
    dice_recorded: int = 0
    purchases: list[PurchaseView] = field(default_factory=list)

    def warrior(self, ref: str | int) -> Warrior:
        return lookup.warrior(self.session, self.clan, ref)

    def spend(self, price: int, what: str, step: str, warrior: str) -> GloryEntry:
        """The ledger entry that pays for a purchase; the purchase row points at it."""
        try:
            glory.check_spend(self.summary, price, what)
        except RulesError as exc:
            raise ServiceError(reason(exc)) from exc
        self.summary = replace(self.summary, spent=self.summary.spent + price)
        entry = GloryEntry(
            clan_id=self.clan.id,
            event_id=self.event.id,
            kind=glory.LedgerKind.SPEND,
            amount=-price,
            note=str(what),  # stored in English, as the command line writes it
            created_at=now(),
        )
        self.session.add(entry)
        self.session.flush()
        self.purchases.append(PurchaseView(step, warrior, what, price))
        return entry


def lose_equipment(session: Session, event: CampaignEvent, warrior_ids: Sequence[int]) -> list[str]:
    """Death, or a severe wound's 1D6 of 1: everything carried is lost to this event."""
    if not warrior_ids:
        return []
    lost = session.execute(
        select(Warrior.name, WarriorItem.name)
        .join(Warrior, Warrior.id == WarriorItem.warrior_id)
        .where(WarriorItem.warrior_id.in_(warrior_ids), WarriorItem.lost_event_id.is_(None))
        .order_by(WarriorItem.id)
    ).all()
    session.execute(
        update(WarriorItem)
        .where(WarriorItem.warrior_id.in_(warrior_ids), WarriorItem.lost_event_id.is_(None))
        .values(lost_event_id=event.id)
    )
    return [f"{w}: {i}" for w, i in lost]


def raid(
    ctx: StepContext, survivors: Sequence[str], roll: int | None, dice: DiceSource | None
) -> RaidView | None:
    """Step 3: one raid roll on the Raid Table if anyone survived; finds go to the stores."""
    if not survivors:
        if roll is not None:
            raise ServiceError(
                T_(
                    "{clan} has no survivors, so it makes no raid roll",
                    clan=ctx.clan.name,
                )
            )
        return None
    table = ctx.ruleset.raid
    if roll is None and dice is None:
        raise ServiceError(T_("a raid roll (2D6) is needed: enter it, or let warclan roll"))
    source = EnteredDice([roll] if roll is not None else [], fallback=dice)
    try:
        value = source.roll(DiceKind.TWO_D6, T_("the raid"))
    except RulesError as exc:
        raise ServiceError(reason(exc)) from exc
    modifier = table.modifier(len(survivors))
    row = table.row(value + modifier)
    house = row.provenance.kind is not Source.RULEBOOK
    record = source.log[-1]
    ctx.session.add(
        DiceRollRecord(
            event_id=ctx.event.id,
            position=ctx.dice_recorded,
            kind=record.kind.value,
            value=record.value,
            origin=record.origin.value,
            purpose=record.purpose,
        )
    )
    ctx.session.add(
        RaidResult(
            event_id=ctx.event.id,
            survivors=len(survivors),
            roll=value,
            modifier=modifier,
            row_key=row.key,
            row_name=row.name,
            glory=row.glory,
            house_rule=house,
        )
    )
    when = now()
    for find in row.finds:
        ctx.session.add(
            ClanStore(
                clan_id=ctx.clan.id,
                event_id=ctx.event.id,
                name=find,
                quantity=1,
                source=str(T_("raid: {find}", find=row.name)),  # stored in English
                created_at=when,
            )
        )
    if row.glory:
        ctx.summary = replace(ctx.summary, found=ctx.summary.found + row.glory)
        ctx.session.add(
            GloryEntry(
                clan_id=ctx.clan.id,
                event_id=ctx.event.id,
                kind=glory.LedgerKind.RAID,
                amount=row.glory,
                note=str(T_("raid: {find}", find=row.name)),
                created_at=when,
            )
        )
    ctx.session.flush()
    return RaidView(tuple(survivors), value, modifier, row.name, row.glory, row.finds, house)


def improve(ctx: StepContext, orders: Sequence[Improve]) -> None:
    """Step 4: raise a survivor's stats, priced by the Glory price table."""
    prices = ctx.ruleset.prices
    for order in orders:
        warrior = ctx.warrior(order.warrior)
        _must_have_survived(ctx, warrior, T_("be improved"))
        stat = order.stat.strip().lower()
        if stat not in STAT_NAMES:
            raise ServiceError(unknown_stat(order.stat))
        if order.points < 1:
            raise ServiceError(T_("an improvement adds at least 1 {upper}", upper=stat.upper()))
        already = ctx.session.scalar(
            select(func.coalesce(func.sum(Improvement.delta), 0)).where(
                Improvement.warrior_id == warrior.id, Improvement.stat == stat
            )
        )
        if int(already or 0) + order.points > prices.max_per_stat:
            raise ServiceError(
                T_(
                    "{warrior} has +{already} {upper} already; at most +{max_per_stat} per "
                    "stat (house rule)",
                    warrior=warrior.name,
                    already=already,
                    upper=stat.upper(),
                    max_per_stat=prices.max_per_stat,
                )
            )
        price = prices.improvement(stat) * order.points
        what = T_(
            "+{points} {stat} for {warrior}",
            points=order.points,
            stat=stat.upper(),
            warrior=warrior.name,
        )
        paid_by = ctx.spend(price, what, "improve", warrior.name)
        ctx.session.add(
            Improvement(
                warrior_id=warrior.id,
                event_id=ctx.event.id,
                stat=stat,
                delta=order.points,
                glory_paid=price,
                glory_entry_id=paid_by.id,
                created_at=now(),
            )
        )


def imprint(ctx: StepContext, orders: Sequence[GrantPower], step: PowerStep) -> None:
    """God Powers: imprinted on survivors (step 4) or bought (step 6)."""
    for order in orders:
        warrior = ctx.warrior(order.warrior)
        if step is PowerStep.IMPROVE:
            _must_have_survived(ctx, warrior, T_("have a God Power imprinted"))
        else:
            _must_be_active(ctx, warrior, T_("be given a God Power"))
        power = find_power(ctx.ruleset, order.power)
        has = ctx.session.scalar(
            select(WarriorGodPower.id).where(
                WarriorGodPower.warrior_id == warrior.id, WarriorGodPower.power_key == power.key
            )
        )
        if has is not None:
            raise ServiceError(
                T_(
                    "{warrior} already has {power}",
                    warrior=warrior.name,
                    power=power.name,
                )
            )
        price = ctx.ruleset.prices.god_power(power)
        paid_by = ctx.spend(
            price,
            T_("{power} for {warrior}", power=power.name, warrior=warrior.name),
            "god_power",
            warrior.name,
        )
        ctx.session.add(
            WarriorGodPower(
                warrior_id=warrior.id,
                event_id=ctx.event.id,
                glory_entry_id=paid_by.id,
                step=step,
                power_key=power.key,
                god=power.god,
                name=power.name,
                godspark_cost=power.godspark_cost,
                boosts=[{"godspark": b.godspark, "effect": b.effect} for b in power.boosts],
                attack=power.attack.as_dict() if power.attack else None,
                text=power.text,
                house_rule=power.provenance.kind is not Source.RULEBOOK,
                glory_paid=price,
                created_at=now(),
            )
        )


def recruit(ctx: StepContext, orders: Sequence[Recruit]) -> None:
    """Step 5: new warriors from model profiles, paying Glory."""
    if not orders:
        return
    existing = set(
        ctx.session.scalars(select(Warrior.name_key).where(Warrior.clan_id == ctx.clan.id))
    )
    counts: dict[str, int] = {}
    for order in orders:
        profile = profiles.find(ctx.session, order.profile, ctx.clan.campaign_id)
        if order.name:
            name = clean_name(order.name, T_("warrior"))
        else:
            n = counts.get(profile.name, 0)
            while True:
                n += 1
                name = f"{profile.name} {n}"
                if name_key(name) not in existing:
                    break
            counts[profile.name] = n
        if name_key(name) in existing:
            raise ServiceError(
                T_(
                    "{clan} already has a warrior called {name!r}",
                    clan=ctx.clan.name,
                    name=name,
                )
            )
        existing.add(name_key(name))
        price = profile.cost * ctx.ruleset.prices.recruit_multiplier
        paid_by = ctx.spend(
            price,
            T_("recruit {name} ({profile})", name=name, profile=profile.name),
            "recruit",
            name,
        )
        warrior = warrior_from_profile(ctx.clan.id, name, profile, ctx.event.id)
        warrior.cost_paid = price
        warrior.glory_entry_id = paid_by.id
        ctx.session.add(warrior)
        ctx.session.flush()
        ctx.active.add(warrior.id)


def buy_items(ctx: StepContext, orders: Sequence[BuyItem]) -> None:
    """Step 6: equipment and artifacts for surviving and new members."""
    for order in orders:
        warrior = ctx.warrior(order.warrior)
        _must_be_active(ctx, warrior, T_("be given items"))
        item = find_item(ctx.ruleset, order.item)
        paid_by = ctx.spend(
            item.price,
            T_("{item} for {warrior}", item=item.name, warrior=warrior.name),
            "item",
            warrior.name,
        )
        ctx.session.add(
            WarriorItem(
                warrior_id=warrior.id,
                event_id=ctx.event.id,
                glory_entry_id=paid_by.id,
                item_key=item.key,
                name=item.name,
                kind=item.kind,
                text=item.text,
                house_rule=item.provenance.kind is not Source.RULEBOOK,
                glory_paid=item.price,
                created_at=now(),
            )
        )


def find_power(ruleset: Ruleset, ref: str) -> GodPower:
    text = ref.strip().lower()
    for power in ruleset.god_powers.values():
        if text in (power.key.lower(), power.name.lower(), power.name.lower().replace("’", "'")):
            return power
    raise NotFound(T_("no God Power {ref!r}", ref=ref), kind="God Power")


def find_item(ruleset: Ruleset, ref: str) -> Item:
    text = ref.strip().lower()
    for item in ruleset.items.values():
        if text in (item.key.lower(), item.name.lower()):
            return item
    raise NotFound(T_("no item {ref!r}", ref=ref), kind="item")


def _must_have_survived(ctx: StepContext, warrior: Warrior, action: str) -> None:
    if warrior.id not in ctx.on_battlefield:
        raise ServiceError(
            T_(
                "{warrior} was not on the battlefield at the end of the game, so cannot "
                "{action} this time",
                warrior=warrior.name,
                action=action,
            )
        )


def _must_be_active(ctx: StepContext, warrior: Warrior, action: str) -> None:
    if warrior.id not in ctx.active:
        raise ServiceError(
            T_(
                "{warrior} is no longer in the War Clan, so cannot {action}",
                warrior=warrior.name,
                action=action,
            )
        )
