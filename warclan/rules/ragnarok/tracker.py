"""A Ragnarok game at the table, Round by Round, as the core rules run it
(000_1cf410f8624f862d.txt, "Game Rounds and Phases").

The game is its setup (the sides and the warriors fielded, as they stood when it began)
and the taps made since, in order. ``replay`` folds the taps into the state and refuses
any the rules do not allow, so a game resumed after a crash, a tap undone (the last one
dropped) and a game followed from another client all come out the same. Each tap says
what it does; nothing here knows about storage or the window.

Readings (see ``../shared/design/RULES.md``): Godspark's income is not in the excerpt,
so the clan's Godspark is a counter the players set; Glory's "encounter models killed"
are encounter models, counted on their own, while a warrior taken out is credited to the
clan that did it (its takedowns, shown and logged).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from warclan.errors import possessive
from warclan.i18n_text import T_, Text, reason
from warclan.rules.dice import DiceKind, check_value
from warclan.rules.errors import RulesError
from warclan.rules.turns import Tap, next_in_order, whole

# Conditions the core rules name with their modifiers ("Climbing": "During a Climbing
# state, the model has -1 DF, -1 DR, -1 MA, and -1 RA").
CONDITIONS: dict[str, dict[str, int]] = {
    "Climbing": {"df": -1, "dr": -1, "ma": -1, "ra": -1},
}
RULES_CITATION = "Morpheus Engine core rules (000_1cf410f8624f862d.txt)"


class Phase(StrEnum):
    HQ = "hq"
    INITIATIVE = "initiative"
    ACTIVATION = "activation"
    END = "end"
    OVER = "over"  # the game has ended

    @property
    def label(self) -> Text:
        return {
            Phase.HQ: T_("HQ Phase"),
            Phase.INITIATIVE: T_("Initiative Phase"),
            Phase.ACTIVATION: T_("Activation Phase"),
            Phase.END: T_("End Phase"),
            Phase.OVER: T_("Game over"),
        }[self]


class TrackerError(RulesError):
    """A tap the rules do not allow; the game stays as it was."""


@dataclass(frozen=True, slots=True)
class TrackedPower:
    name: str
    cost: int  # Godspark Cost
    boosts: tuple[tuple[int, str], ...] = ()  # (extra Godspark, effect)


@dataclass(frozen=True, slots=True)
class TrackedWarrior:
    id: int
    name: str
    profile: str
    stats: Mapping[str, int]  # current stats when the game began (ap, hp, sp, ma, …)
    powers: tuple[TrackedPower, ...] = ()


@dataclass(frozen=True, slots=True)
class TrackedSide:
    clan_id: int
    clan: str
    warriors: tuple[TrackedWarrior, ...]


@dataclass(frozen=True, slots=True)
class Setup:
    sides: tuple[TrackedSide, ...]

    def __post_init__(self) -> None:
        if len(self.sides) < 2:
            raise TrackerError(T_("a game needs at least two War Clans"))
        ids = [s.clan_id for s in self.sides]
        if len(set(ids)) != len(ids):
            raise TrackerError(T_("a War Clan can take only one side"))
        for side in self.sides:
            if not side.warriors:
                raise TrackerError(T_("{clan} fields no warriors", clan=side.clan))


@dataclass(slots=True)
class WarriorState:
    warrior: TrackedWarrior
    clan_id: int
    hp: int
    ap_used: int = 0
    activated: bool = False  # has activated this Round
    removed: bool = False  # removed from play
    removed_by: int | None = None  # the clan credited; None: nobody (or not asked yet)
    credited: bool = False  # the players said who removed it
    conditions: set[str] = field(default_factory=set)

    @property
    def id(self) -> int:
        return self.warrior.id

    @property
    def name(self) -> str:
        return self.warrior.name

    @property
    def hp_max(self) -> int:
        return self.warrior.stats.get("hp", 0)

    @property
    def ap(self) -> int:
        return self.warrior.stats.get("ap", 0)

    @property
    def to_activate(self) -> bool:
        return not self.activated and not self.removed

    def stat(self, name: str) -> int:
        """The stat with the conditions' modifiers (HP: the current Health Points)."""
        if name == "hp":
            return self.hp
        value = self.warrior.stats.get(name, 0)
        return value + sum(CONDITIONS[c].get(name, 0) for c in self.conditions)


@dataclass(slots=True)
class SideState:
    side: TrackedSide
    warriors: list[WarriorState]
    victory_points: int = 0
    godspark: int = 0
    encounter_kills: int = 0

    @property
    def clan_id(self) -> int:
        return self.side.clan_id

    @property
    def clan(self) -> str:
        return self.side.clan

    @property
    def to_activate(self) -> list[WarriorState]:
        return [w for w in self.warriors if w.to_activate]


@dataclass(slots=True)
class GameState:
    setup: Setup
    sides: list[SideState]
    round: int = 1
    phase: Phase = Phase.HQ
    rolls: dict[int, int] = field(default_factory=dict)  # clan id -> this Round's 1D6
    order: list[int] = field(default_factory=list)  # clan ids in activation order
    turn: int | None = None  # the clan whose model activates next
    taps: int = 0

    @classmethod
    def start(cls, setup: Setup) -> GameState:
        sides = [
            SideState(s, [WarriorState(w, s.clan_id, w.stats.get("hp", 0)) for w in s.warriors])
            for s in setup.sides
        ]
        return cls(setup, sides)

    # --- lookups -------------------------------------------------------------------
    def side(self, clan_id: Any) -> SideState:
        for side in self.sides:
            if side.clan_id == clan_id:
                return side
        raise TrackerError(T_("no War Clan with id {id!r} plays this game", id=clan_id))

    def warrior(self, warrior_id: Any) -> WarriorState:
        for side in self.sides:
            for w in side.warriors:
                if w.id == warrior_id:
                    return w
        raise TrackerError(T_("no warrior with id {id!r} is fielded in this game", id=warrior_id))

    def takedowns(self, clan_id: int) -> int:
        return sum(
            1 for s in self.sides for w in s.warriors if w.removed and w.removed_by == clan_id
        )

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def round_may_end(self) -> bool:
        return self.phase is Phase.ACTIVATION and not any(s.to_activate for s in self.sides)

    def waiting_for_credit(self) -> list[WarriorState]:
        """Removed warriors nobody has said who removed yet."""
        return [w for s in self.sides for w in s.warriors if w.removed and not w.credited]

    def may_activate(self, w: WarriorState) -> Text | None:
        """Why ``w`` cannot take its activation now, or None when it can."""
        if self.phase is not Phase.ACTIVATION:
            return T_(
                "models activate in the Activation Phase; this is the {phase}",
                phase=self.phase.label,
            )
        if w.removed:
            return T_("{name} has been removed from play", name=w.name)
        if w.activated:
            return T_(
                "{name} has already activated this Round (a model activates once per Round)",
                name=w.name,
            )
        if self.turn != w.clan_id:
            if self.turn is None:
                return T_("it is nobody's turn to activate a model")
            whose = self.side(self.turn).clan
            return T_(
                "it is {clan_s} turn to activate a model", clan_s=possessive(whose), clan=whose
            )
        return None

    # --- the taps ------------------------------------------------------------------
    def apply(self, tap: Tap) -> None:
        """Apply one tap, or raise TrackerError and change nothing."""
        if self.over and tap.kind != "note":
            raise TrackerError(T_("the game has ended"))
        handler = _HANDLERS.get(tap.kind)
        if handler is None:
            raise TrackerError(T_("unknown tap {kind!r}", kind=tap.kind))
        handler(self, tap.data)
        self.taps += 1

    def _next_turn(self, after: int | None) -> None:
        """Play passes to the next clan in initiative order with models left to activate."""
        self.turn = next_in_order(self.order, after, lambda c: bool(self.side(c).to_activate))


def _int(data: Mapping[str, Any], key: str) -> int:
    return whole(data, key, TrackerError)


def _next(state: GameState, data: Mapping[str, Any]) -> None:
    """HQ → Initiative; Activation → End once every model has activated; End → the next
    Round's HQ Phase."""
    if state.phase is Phase.HQ:
        state.phase = Phase.INITIATIVE
    elif state.phase is Phase.INITIATIVE:
        raise TrackerError(T_("roll initiative and choose who activates first to begin activating"))
    elif state.phase is Phase.ACTIVATION:
        left = [w.name for s in state.sides for w in s.to_activate]
        if left:
            raise TrackerError(
                T_(
                    "the Round cannot end: all models must activate during each Round "
                    "(still to activate: {left})",
                    left=", ".join(left),
                )
            )
        state.phase = Phase.END
    elif state.phase is Phase.END:
        state.round += 1
        state.phase = Phase.HQ
        state.rolls.clear()
        state.order.clear()
        state.turn = None
        for side in state.sides:
            for w in side.warriors:
                w.activated = False
                w.ap_used = 0


def _rolls(state: GameState, data: Mapping[str, Any]) -> None:
    """Each player's 1D6 for initiative; ties are re-rolled, so a tie is refused."""
    if state.phase is not Phase.INITIATIVE:
        raise TrackerError(
            T_(
                "initiative is rolled in the Initiative Phase; this is the {phase}",
                phase=state.phase.label,
            )
        )
    raw = data.get("rolls")
    if not isinstance(raw, Mapping):
        raise TrackerError(T_("rolls must give each War Clan's 1D6"))
    rolls: dict[int, int] = {}
    for key, value in raw.items():
        side = state.side(int(key))
        if isinstance(value, bool) or not isinstance(value, int):
            raise TrackerError(
                T_(
                    "{clan_s} initiative roll must be a whole number",
                    clan_s=possessive(side.clan),
                    clan=side.clan,
                )
            )
        try:
            purpose = T_("{clan_s} initiative", clan_s=possessive(side.clan), clan=side.clan)
            rolls[side.clan_id] = check_value(DiceKind.ONE_D6, value, purpose)
        except RulesError as exc:
            raise TrackerError(reason(exc)) from exc
    missing = [s.clan for s in state.sides if s.clan_id not in rolls]
    if missing:
        raise TrackerError(
            T_(
                "initiative needs every player's 1D6 (missing: {missing})",
                missing=", ".join(missing),
            )
        )
    values = list(rolls.values())
    tied = sorted({v for v in values if values.count(v) > 1})
    if tied:
        names = [state.side(c).clan for c, v in rolls.items() if v in tied]
        raise TrackerError(
            T_(
                "{names_and} tied on {values}: ties are re-rolled (core rules, Initiative Phase)",
                names_and=" and ".join(names),
                names=", ".join(names),
                values=", ".join(map(str, tied)),
            )
        )
    state.rolls = rolls
    state.order.clear()


def initiative_winner(state: GameState) -> int | None:
    """The clan with the highest roll, who decides which player activates first."""
    if not state.rolls:
        return None
    return max(state.rolls, key=lambda c: state.rolls[c])


def _first(state: GameState, data: Mapping[str, Any]) -> None:
    """The winner's choice of who activates first; then the rest in order of their rolls
    (in a multi-player game each next-highest roller would choose; by default the rolls
    decide, which is what a player choosing themselves would do)."""
    if state.phase is not Phase.INITIATIVE or not state.rolls:
        raise TrackerError(T_("roll initiative first"))
    first = state.side(_int(data, "clan")).clan_id
    rest = sorted((c for c in state.rolls if c != first), key=lambda c: -state.rolls[c])
    state.order = [first, *rest]
    state.phase = Phase.ACTIVATION
    state._next_turn(None)


def _done(state: GameState, data: Mapping[str, Any]) -> None:
    w = state.warrior(_int(data, "warrior"))
    reason = state.may_activate(w)
    if reason:
        raise TrackerError(reason)
    w.activated = True
    state._next_turn(w.clan_id)


def _ap(state: GameState, data: Mapping[str, Any]) -> None:
    """AP spent in the model's activation; spending the last one ends it ("Once you use
    all a model's AP, the model is done with its activation")."""
    w = state.warrior(_int(data, "warrior"))
    delta = _int(data, "delta")
    reason = state.may_activate(w)
    if reason:
        raise TrackerError(reason)
    used = w.ap_used + delta
    if used < 0:
        raise TrackerError(T_("{name} has used no AP yet", name=w.name))
    if used > w.ap:
        raise TrackerError(T_("{name} has {ap} AP", name=w.name, ap=w.ap))
    w.ap_used = used
    if used == w.ap:
        w.activated = True
        state._next_turn(w.clan_id)


def _hp(state: GameState, data: Mapping[str, Any]) -> None:
    w = state.warrior(_int(data, "warrior"))
    delta = _int(data, "delta")
    if w.removed:
        raise TrackerError(T_("{name} has been removed from play", name=w.name))
    hp = w.hp + delta
    if hp < 0:
        raise TrackerError(
            T_("Health Points never go below 0 ({name} has {hp})", name=w.name, hp=w.hp)
        )
    if hp > w.hp_max:
        raise TrackerError(
            T_(
                "{name_s} profile has {hp} HP",
                name_s=f"{w.name}'s",
                name=w.name,
                hp=w.hp_max,
            )
        )
    w.hp = hp
    if hp == 0:
        _take_out(state, w)


def _take_out(state: GameState, w: WarriorState) -> None:
    w.removed = True
    w.ap_used = 0
    turn = state.turn
    if state.phase is Phase.ACTIVATION and turn is not None and not state.side(turn).to_activate:
        state._next_turn(turn)


def _remove(state: GameState, data: Mapping[str, Any]) -> None:
    """Removed from play by something other than damage (the scenario, an Ability)."""
    w = state.warrior(_int(data, "warrior"))
    if w.removed:
        raise TrackerError(T_("{name} has already been removed from play", name=w.name))
    _take_out(state, w)
    if "by" in data:
        _credit(state, data)


def _credit(state: GameState, data: Mapping[str, Any]) -> None:
    """Who removed a warrior: a clan (its takedown) or nobody (``by`` None)."""
    w = state.warrior(_int(data, "warrior"))
    if not w.removed:
        raise TrackerError(T_("{name} is still in play", name=w.name))
    by = data.get("by")
    if by is not None:
        clan = state.side(by).clan_id
        if clan == w.clan_id:
            raise TrackerError(T_("{name} cannot be taken out by their own War Clan", name=w.name))
        w.removed_by = clan
    else:
        w.removed_by = None
    w.credited = True


def _condition(state: GameState, data: Mapping[str, Any]) -> None:
    w = state.warrior(_int(data, "warrior"))
    name = data.get("name")
    if name not in CONDITIONS:
        raise TrackerError(
            T_(
                "unknown condition {name!r}; the rules name {known}",
                name=name,
                known=", ".join(CONDITIONS),
            )
        )
    if w.removed:
        raise TrackerError(T_("{name} has been removed from play", name=w.name))
    if data.get("on", True):
        w.conditions.add(name)
    else:
        w.conditions.discard(name)


def _counter(attr: str, label: Text) -> Any:
    def handler(state: GameState, data: Mapping[str, Any]) -> None:
        side = state.side(_int(data, "clan"))
        value = getattr(side, attr) + _int(data, "delta")
        if value < 0:
            raise TrackerError(
                T_(
                    "{clan_s} {counter} cannot go below 0",
                    clan_s=f"{side.clan}'s",
                    clan=side.clan,
                    counter=label,
                )
            )
        setattr(side, attr, value)

    return handler


def power_cost(power: TrackedPower, boosts: Sequence[int]) -> int:
    """The Godspark Cost plus the chosen Boosts' extra Godspark."""
    for b in boosts:
        if not 0 <= b < len(power.boosts):
            raise TrackerError(T_("{power} has no boost {n}", power=power.name, n=b + 1))
    return power.cost + sum(power.boosts[b][0] for b in boosts)


def _power(state: GameState, data: Mapping[str, Any]) -> None:
    w = state.warrior(_int(data, "warrior"))
    name = data.get("power")
    power = next((p for p in w.warrior.powers if p.name == name), None)
    if power is None:
        raise TrackerError(T_("{name} has no God Power {power!r}", name=w.name, power=name))
    if w.removed:
        raise TrackerError(T_("{name} has been removed from play", name=w.name))
    boosts = data.get("boosts", [])
    if not isinstance(boosts, list) or not all(isinstance(b, int) for b in boosts):
        raise TrackerError(T_("boosts must be a list of boost numbers"))
    cost = power_cost(power, boosts)
    side = state.side(w.clan_id)
    if cost > side.godspark:
        raise TrackerError(
            T_(
                "{power} costs {cost} Godspark; {clan} has {godspark}",
                power=power.name,
                cost=cost,
                clan=side.clan,
                godspark=side.godspark,
            )
        )
    side.godspark -= cost


def _end(state: GameState, data: Mapping[str, Any]) -> None:
    waiting = state.waiting_for_credit()
    if waiting:
        raise TrackerError(
            T_(
                "say who removed {names} before ending the game",
                names=", ".join(w.name for w in waiting),
            )
        )
    state.phase = Phase.OVER
    state.turn = None


def _note(state: GameState, data: Mapping[str, Any]) -> None:
    if not str(data.get("text", "")).strip():
        raise TrackerError(T_("a note needs some text"))


_HANDLERS = {
    "next": _next,
    "rolls": _rolls,
    "first": _first,
    "done": _done,
    "ap": _ap,
    "hp": _hp,
    "remove": _remove,
    "credit": _credit,
    "condition": _condition,
    "godspark": _counter("godspark", T_("Godspark")),
    "vp": _counter("victory_points", T_("Victory Points")),
    "encounter": _counter("encounter_kills", T_("encounter kills")),
    "power": _power,
    "end": _end,
    "note": _note,
}
TAP_KINDS: tuple[str, ...] = tuple(_HANDLERS)


def replay(setup: Setup, taps: Iterable[Tap]) -> GameState:
    """The state after ``taps``, each checked as when it was made."""
    state = GameState.start(setup)
    for tap in taps:
        state.apply(tap)
    return state


def affordable(state: GameState, w: WarriorState) -> list[TrackedPower]:
    """The warrior's God Powers its clan's Godspark pays for now (without Boosts)."""
    godspark = state.side(w.clan_id).godspark
    return [p for p in w.warrior.powers if p.cost <= godspark and not w.removed]


@dataclass(frozen=True, slots=True)
class SideResult:
    """What Record Game needs of one side, as tracked."""

    clan_id: int
    victory_points: int
    encounter_kills: int
    fielded: tuple[int, ...]
    removed: tuple[int, ...]


def result(state: GameState) -> tuple[SideResult, ...]:
    return tuple(
        SideResult(
            s.clan_id,
            s.victory_points,
            s.encounter_kills,
            tuple(w.id for w in s.warriors),
            tuple(w.id for w in s.warriors if w.removed),
        )
        for s in state.sides
    )
