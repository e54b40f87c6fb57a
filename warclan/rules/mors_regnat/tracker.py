"""A Mors Regnat match at the table, turn by turn (002_35d03560ab720e08.txt, "Game Turn
and Turn Phases", "Performing Attacks", "Achieving Victory").

As for Ragnarok (``warclan.rules.ragnarok.tracker``), the match is its setup and the taps
made since; ``replay`` folds them and refuses what the rules do not allow.

- Initiative Phase: each player rolls 1D10; the highest activates a Warrior first, then
  the players alternate until every Warrior on the battlefield has activated. The text
  has no rule for a tie: the tracker refuses it, and the players roll again.
- Action Phase: a Warrior's activation is ONE full action or TWO minor actions.
- Damage comes off WOUNDS; at 0 (the text: "0 or below") the Warrior is a casualty.
  REST's healing never goes above the Warrior's own WOUNDS.
- Victory: wiping out the enemy warband (or what the players agreed).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from warclan.errors import possessive
from warclan.i18n_text import T_, Text, reason
from warclan.rules.dice import DiceKind, check_value
from warclan.rules.errors import RulesError
from warclan.rules.turns import Tap, next_in_order, whole

FULL, MINOR = 2, 1  # a full action uses the whole activation; a minor half of it


class MatchError(RulesError):
    """A tap the rules do not allow; the match stays as it was."""


@dataclass(frozen=True, slots=True)
class MrTracked:
    id: int
    name: str
    wounds: int
    attack: int
    toughness: int
    damage: int  # per unblocked ATTACK die, from the weapon
    weapon: str


@dataclass(frozen=True, slots=True)
class MrSide:
    warband_id: int
    warband: str
    warriors: tuple[MrTracked, ...]


@dataclass(frozen=True, slots=True)
class MrSetup:
    sides: tuple[MrSide, ...]

    def __post_init__(self) -> None:
        if len(self.sides) < 2:
            raise MatchError(T_("a match needs at least two warbands"))
        ids = [s.warband_id for s in self.sides]
        if len(set(ids)) != len(ids):
            raise MatchError(T_("a warband can take only one side"))
        for side in self.sides:
            if not side.warriors:
                raise MatchError(T_("{warband} has no warriors", warband=side.warband))


@dataclass(slots=True)
class MrWarrior:
    warrior: MrTracked
    warband_id: int
    wounds: int
    actions: int = 0  # of the activation's two halves, used
    activated: bool = False

    @property
    def id(self) -> int:
        return self.warrior.id

    @property
    def name(self) -> str:
        return self.warrior.name

    @property
    def casualty(self) -> bool:
        return self.wounds <= 0

    @property
    def to_activate(self) -> bool:
        return not self.activated and not self.casualty


@dataclass(slots=True)
class MrSideState:
    side: MrSide
    warriors: list[MrWarrior]

    @property
    def warband_id(self) -> int:
        return self.side.warband_id

    @property
    def warband(self) -> str:
        return self.side.warband

    @property
    def casualties(self) -> int:
        return sum(1 for w in self.warriors if w.casualty)

    @property
    def wiped_out(self) -> bool:
        return all(w.casualty for w in self.warriors)

    @property
    def to_activate(self) -> list[MrWarrior]:
        return [w for w in self.warriors if w.to_activate]


@dataclass(slots=True)
class MatchState:
    setup: MrSetup
    sides: list[MrSideState]
    turn_number: int = 1
    phase: str = "initiative"  # initiative | action | over
    rolls: dict[int, int] = field(default_factory=dict)
    order: list[int] = field(default_factory=list)
    turn: int | None = None  # the warband whose Warrior activates next
    winner: int | None = None
    draw: bool = False

    @classmethod
    def start(cls, setup: MrSetup) -> MatchState:
        return cls(
            setup,
            [
                MrSideState(s, [MrWarrior(w, s.warband_id, w.wounds) for w in s.warriors])
                for s in setup.sides
            ],
        )

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def side(self, warband_id: Any) -> MrSideState:
        for side in self.sides:
            if side.warband_id == warband_id:
                return side
        raise MatchError(T_("no warband with id {id!r} plays this match", id=warband_id))

    def warrior(self, warrior_id: Any) -> MrWarrior:
        for side in self.sides:
            for w in side.warriors:
                if w.id == warrior_id:
                    return w
        raise MatchError(T_("no warrior with id {id!r} plays in this match", id=warrior_id))

    def standing(self) -> list[MrSideState]:
        return [s for s in self.sides if not s.wiped_out]

    def may_act(self, w: MrWarrior) -> Text | None:
        if self.phase != "action":
            return T_("Warriors act in the Action Phase: roll initiative first")
        if w.casualty:
            return T_("{name} is a casualty", name=w.name)
        if w.activated:
            return T_("{name} has already activated this turn", name=w.name)
        if self.turn != w.warband_id:
            if self.turn is None:
                return T_("it is nobody's turn to activate a Warrior")
            whose = self.side(self.turn).warband
            return T_(
                "it is {band_s} turn to activate a Warrior", band_s=possessive(whose), band=whose
            )
        return None

    def apply(self, tap: Tap) -> None:
        if self.over:
            raise MatchError(T_("the match has ended"))
        handler = _HANDLERS.get(tap.kind)
        if handler is None:
            raise MatchError(T_("unknown tap {kind!r}", kind=tap.kind))
        handler(self, tap.data)

    def _pass_turn(self, after: int | None) -> None:
        self.turn = next_in_order(self.order, after, lambda b: bool(self.side(b).to_activate))


def _int(data: Mapping[str, Any], key: str) -> int:
    return whole(data, key, MatchError)


def _rolls(state: MatchState, data: Mapping[str, Any]) -> None:
    if state.phase != "initiative":
        raise MatchError(T_("initiative is rolled at the start of a turn"))
    raw = data.get("rolls")
    if not isinstance(raw, Mapping):
        raise MatchError(T_("rolls must give each warband's 1D10"))
    rolls: dict[int, int] = {}
    for key, value in raw.items():
        side = state.side(int(key))
        if isinstance(value, bool) or not isinstance(value, int):
            raise MatchError(
                T_(
                    "{band_s} initiative roll must be a whole number",
                    band_s=possessive(side.warband),
                    band=side.warband,
                )
            )
        try:
            purpose = T_("{band_s} initiative", band_s=possessive(side.warband), band=side.warband)
            rolls[side.warband_id] = check_value(DiceKind.D10, value, purpose)
        except RulesError as exc:
            raise MatchError(reason(exc)) from exc
    playing = [s for s in state.sides if s.to_activate]
    missing = [s.warband for s in playing if s.warband_id not in rolls]
    if missing:
        raise MatchError(
            T_(
                "initiative needs every player's 1D10 (missing: {missing})",
                missing=", ".join(missing),
            )
        )
    values = [rolls[s.warband_id] for s in playing]
    if len(set(values)) != len(values):
        raise MatchError(T_("a tie: the highest roll activates first, so roll again"))
    order = sorted((s.warband_id for s in playing), key=lambda b: -rolls[b])
    state.rolls, state.order, state.phase = rolls, order, "action"
    state._pass_turn(None)


def _act(state: MatchState, data: Mapping[str, Any]) -> None:
    """A full action (the whole activation) or a minor one (half; two make one)."""
    w = state.warrior(_int(data, "warrior"))
    reason = state.may_act(w)
    if reason:
        raise MatchError(reason)
    w.actions += MINOR if data.get("minor") else FULL
    if w.actions > FULL:
        raise MatchError(T_("{name} has one minor action left, not a full one", name=w.name))
    if w.actions == FULL:
        w.activated = True
        state._pass_turn(w.warband_id)


def _done(state: MatchState, data: Mapping[str, Any]) -> None:
    """The activation ends here (the rest of it unused)."""
    w = state.warrior(_int(data, "warrior"))
    reason = state.may_act(w)
    if reason:
        raise MatchError(reason)
    w.activated = True
    state._pass_turn(w.warband_id)


def _wounds(state: MatchState, data: Mapping[str, Any]) -> None:
    w = state.warrior(_int(data, "warrior"))
    delta = _int(data, "delta")
    if w.casualty:
        raise MatchError(T_("{name} is a casualty", name=w.name))
    wounds = w.wounds + delta
    if wounds > w.warrior.wounds:
        raise MatchError(
            T_(
                "a Warrior can never gain more WOUNDS than its base value ({wounds})",
                wounds=w.warrior.wounds,
            )
        )
    w.wounds = max(0, wounds)  # "0 or below": a casualty either way
    if w.casualty and state.turn is not None and not state.side(state.turn).to_activate:
        state._pass_turn(state.turn)


def _next(state: MatchState, data: Mapping[str, Any]) -> None:
    if state.phase == "initiative":
        raise MatchError(T_("roll initiative to begin the turn"))
    left = [w.name for s in state.sides for w in s.to_activate]
    if left:
        raise MatchError(
            T_(
                "the turn goes on until every Warrior on the battlefield has activated "
                "(still to activate: {left})",
                left=", ".join(left),
            )
        )
    state.turn_number += 1
    state.phase = "initiative"
    state.rolls, state.order, state.turn = {}, [], None
    for side in state.sides:
        for w in side.warriors:
            w.activated, w.actions = False, 0


def _end(state: MatchState, data: Mapping[str, Any]) -> None:
    winner = data.get("winner")
    draw = bool(data.get("draw"))
    if draw and winner is not None:
        raise MatchError(T_("a match is won or drawn, not both"))
    if winner is not None:
        state.winner = state.side(winner).warband_id
    elif not draw:
        raise MatchError(T_("say who won, or that it was a draw"))
    state.draw = draw
    state.phase = "over"
    state.turn = None


_HANDLERS = {
    "rolls": _rolls,
    "act": _act,
    "done": _done,
    "wounds": _wounds,
    "next": _next,
    "end": _end,
}


def replay(setup: MrSetup, taps: Iterable[Tap]) -> MatchState:
    state = MatchState.start(setup)
    for tap in taps:
        state.apply(tap)
    return state


def suggested_winner(state: MatchState) -> int | None:
    """The last warband standing once every other is wiped out ("Achieving Victory")."""
    standing = state.standing()
    return standing[0].warband_id if len(standing) == 1 else None


def describe(before: MatchState, tap: Tap) -> str:
    d, k = tap.data, tap.kind
    if k == "rolls":
        rolls = {int(b): v for b, v in d["rolls"].items()}
        listed = ", ".join(
            f"{before.side(b).warband} {v}" for b, v in sorted(rolls.items(), key=lambda i: -i[1])
        )
        return T_("Initiative: {rolls}", rolls=listed)
    if k in ("act", "done", "wounds"):
        w = before.warrior(d["warrior"])
        if k == "act":
            if d.get("minor"):
                return T_("{name}: a minor action", name=w.name)
            return T_("{name}: a full action", name=w.name)
        if k == "done":
            return T_("{name} has activated", name=w.name)
        after = max(0, w.wounds + d["delta"])
        if after == 0:
            return T_(
                "{name}: WOUNDS {before} → {after} — a casualty",
                name=w.name,
                before=w.wounds,
                after=after,
            )
        return T_("{name}: WOUNDS {before} → {after}", name=w.name, before=w.wounds, after=after)
    if k == "next":
        return T_("Turn {turn} begins", turn=before.turn_number + 1)
    if k == "end":
        if d.get("draw"):
            return T_("The match ends in a draw")
        return T_("The match ends: {warband} won", warband=before.side(d["winner"]).warband)
    return k
