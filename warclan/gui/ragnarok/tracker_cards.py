"""The tracker's cards: one per warrior (Health Points with big −/+, AP used this
activation, conditions, God Powers, activated, removed from play) and one column per War
Clan (Victory Points, Godspark, encounter kills, takedowns, then its warriors' cards).

Cards show a ``GameState`` and say what the player tapped through ``Tapped``; they
never reach the database. Buttons are at least 44 px high (a finger across the table).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from warclan.errors import possessive
from warclan.gui.fitting import FlowLayout
from warclan.gui.i18n import number, tr
from warclan.gui.i18n import text as i18n_text
from warclan.gui.tap_buttons import TAP_HEIGHT, TapCard, big_button
from warclan.gui.widgets import Heading
from warclan.rules.ragnarok.tracker import (
    CONDITIONS,
    GameState,
    Phase,
    SideState,
    TrackedPower,
    WarriorState,
    power_cost,
)

Tapped = Callable[[str, dict[str, Any]], None]


def condition_name(name: str) -> str:
    """A condition the rules name, in the window's language (its tap keeps the rules')."""
    return {"Climbing": tr("Climbing")}.get(name, name)


def _condition_text(name: str) -> str:
    mods = CONDITIONS[name]
    values = sorted(set(mods.values()))
    shown = condition_name(name)
    if len(values) == 1:
        sign = f"{values[0]:+d}".replace("-", "−")
        return f"{shown} ({sign} {', '.join(s.upper() for s in mods)})"
    return f"{shown} ({', '.join(f'{v:+d} {s.upper()}' for s, v in mods.items())})"


class Counter(QWidget):
    """A labelled figure with −/+ (Victory Points, Godspark, encounter kills)."""

    def __init__(self, label: str, tapped: Callable[[int], None], tip: str) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(label)
        self.label.setWordWrap(True)
        self.value = Heading("0", scale=1.6)
        self.value.setMinimumWidth(36)
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.minus = big_button(
            "−",
            tr("{counter} −1").format(counter=label),
            tr("{counter} minus one").format(counter=label),
        )
        self.plus = big_button(
            "+",
            tr("{counter} +1").format(counter=label),
            tr("{counter} plus one").format(counter=label),
        )
        self.minus.clicked.connect(lambda: tapped(-1))
        self.plus.clicked.connect(lambda: tapped(+1))
        row.addWidget(self.label, 1)
        for w in (self.minus, self.value, self.plus):
            row.addWidget(w)
        self.setToolTip(tip)

    def show_value(self, value: int, enabled: bool) -> None:
        self.value.setText(number(value))
        self.minus.setEnabled(enabled and value > 0)
        self.plus.setEnabled(enabled)


class WarriorCard(TapCard):
    """One warrior at the table. Click to choose it (the keys act on the chosen card)."""

    def __init__(self, warrior_id: int, tapped: Tapped, chosen: Callable[[int], None]) -> None:
        super().__init__(warrior_id, chosen)
        self._tapped = tapped
        self._state: WarriorState | None = None
        self._shown: tuple[object, ...] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        box = QVBoxLayout(self)
        box.setSpacing(4)
        self.name = Heading(scale=1.35)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.done = big_button(tr("Done"), tr("Mark this model activated this Round (A)"))
        self.done.clicked.connect(lambda: self._tap("done"))
        top = QHBoxLayout()
        names = QVBoxLayout()
        names.addWidget(self.name)
        names.addWidget(self.status)
        top.addLayout(names, 1)
        top.addWidget(self.done)
        box.addLayout(top)

        hp_row = QHBoxLayout()
        self.hp_minus = big_button("−", tr("Health Points −1 (H)"), tr("HP minus one"))
        self.hp_plus = big_button("+", tr("Health Points +1 (Shift+H)"), tr("HP plus one"))
        self.hp = Heading(scale=2.2)
        self.hp.setAccessibleName(tr("Health Points"))
        self.hp.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hp_change = QLabel(tr("HP"))
        self.hp_change.setAccessibleName(tr("Health Points changed today"))
        self.hp.setMinimumWidth(80)
        self.hp_minus.clicked.connect(lambda: self.tap_hp(-1))
        self.hp_plus.clicked.connect(lambda: self.tap_hp(+1))
        hp_row.addWidget(self.hp_minus)
        hp_row.addWidget(self.hp, 1)
        hp_row.addWidget(self.hp_plus)
        hp_row.addWidget(self.hp_change)
        box.addLayout(hp_row)

        act_row = QHBoxLayout()
        self.ap_minus = big_button("−", tr("AP used −1 (Shift+U)"), tr("AP used minus one"))
        self.ap_plus = big_button("+", tr("AP used +1 (U); spending the last ends the activation"))
        self.ap = QLabel()
        self.ap.setAccessibleName(tr("AP used this activation"))
        self.ap_minus.clicked.connect(lambda: self._tap("ap", delta=-1))
        self.ap_plus.clicked.connect(lambda: self._tap("ap", delta=+1))
        act_row.addWidget(QLabel(tr("AP used")))
        act_row.addWidget(self.ap_minus)
        act_row.addWidget(self.ap)
        act_row.addWidget(self.ap_plus)
        act_row.addStretch(1)
        box.addLayout(act_row)

        self.conditions: dict[str, QCheckBox] = {}
        cond_row = QHBoxLayout()
        for name in CONDITIONS:
            check = QCheckBox(condition_name(name))
            check.setToolTip(_condition_text(name) + " (C)")
            check.setMinimumHeight(TAP_HEIGHT * 2 // 3)
            check.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            check.clicked.connect(lambda on, n=name: self._tap("condition", name=n, on=bool(on)))
            self.conditions[name] = check
            cond_row.addWidget(check)
        cond_row.addStretch(1)
        self.remove = QToolButton()
        self.remove.setText(tr("Remove…"))
        self.remove.setToolTip(tr("Removed from play by something other than damage (X)"))
        self.remove.setMinimumHeight(TAP_HEIGHT)
        self.remove.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.remove.clicked.connect(lambda: self._tap("remove"))
        cond_row.addWidget(self.remove)
        box.addLayout(cond_row)
        self.modifiers = QLabel()
        self.modifiers.setWordWrap(True)
        self.modifiers.setAccessibleName(tr("Conditions' modifiers"))
        box.addWidget(self.modifiers)

        self.powers_box = QWidget()
        self.powers = FlowLayout(self.powers_box)
        self.powers.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.powers_box)
        self._power_buttons: list[tuple[TrackedPower, QToolButton]] = []

    # --- taps ------------------------------------------------------------------------
    def _tap(self, kind: str, **data: Any) -> None:
        self._chosen(self.warrior_id)
        self._tapped(kind, {"warrior": self.warrior_id, **data})

    def tap_hp(self, delta: int) -> None:
        self._tap("hp", delta=delta)

    # --- showing ---------------------------------------------------------------------
    def show_state(self, state: GameState, w: WarriorState, writable: bool) -> None:
        # What the card shows depends on these alone: unchanged, nothing to redo (a tap
        # changes one or two cards; redrawing every card was most of a tap's time).
        godspark = state.side(w.clan_id).godspark
        shown = (
            w.hp, w.ap_used, w.activated, w.removed, w.removed_by, frozenset(w.conditions),
            writable, state.over, state.phase, state.turn, godspark,
        )  # fmt: skip
        if shown == self._shown:
            return
        self._shown = shown
        self._state = w
        warrior = w.warrior
        self.name.setText(warrior.name)
        self.name.setToolTip(f"{warrior.name}, {warrior.profile}")
        change = w.hp - w.hp_max
        today = f" ({change:+d})".replace("-", "−") if change else ""
        self.hp.setText(f"{number(w.hp)}/{number(w.hp_max)}")
        self.hp_change.setText(tr("HP") + today)
        self.hp.setToolTip(
            tr("Profile: {hp} HP; today's changes: {change}").format(
                hp=number(w.hp_max), change=f"{change:+d}"
            )
        )
        self.ap.setText(f"{number(w.ap_used)} / {number(w.ap)}")
        on = writable and not w.removed and not state.over
        why = state.may_activate(w)
        self.hp_minus.setEnabled(on and w.hp > 0)
        self.hp_plus.setEnabled(on and w.hp < w.hp_max)
        self.ap_minus.setEnabled(on and why is None and w.ap_used > 0)
        self.ap_plus.setEnabled(on and why is None)
        self.done.setEnabled(on and why is None)
        self.done.setToolTip(
            i18n_text(why) if why else tr("Mark this model activated this Round (A)")
        )
        self.done.setVisible(not w.removed and not w.activated)
        self.remove.setEnabled(on)
        for name, check in self.conditions.items():
            check.setChecked(name in w.conditions)
            check.setEnabled(on)
        self.modifiers.setText("; ".join(_condition_text(c) for c in sorted(w.conditions)))
        self.modifiers.setVisible(bool(w.conditions))
        if w.removed:
            by = state.side(w.removed_by).clan if w.removed_by is not None else None
            text = (
                tr("Removed from play by {clan}").format(clan=by) if by else tr("Removed from play")
            )
            colour = "palette(mid)"
        elif w.activated:
            text, colour = tr("Activated"), "palette(dark)"
        elif state.phase is Phase.ACTIVATION:
            text, colour = tr("To activate"), "palette(highlight)"
        else:
            text, colour = "", "palette(text)"
        self.status.setText(text)
        style = f"color: {colour}; font-weight: bold;"
        if self.status.styleSheet() != style:
            self.status.setStyleSheet(style)
        self._show_powers(state, w, on)

    def _show_powers(self, state: GameState, w: WarriorState, on: bool) -> None:
        powers = w.warrior.powers
        if [p for p, _ in self._power_buttons] != list(powers):
            for _, button in self._power_buttons:
                self.powers.removeWidget(button)
                button.deleteLater()
            self._power_buttons = []
            for power in powers:
                button = QToolButton()
                button.setMinimumHeight(TAP_HEIGHT)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setText(
                    tr("{power} ({cost} Godspark)").format(power=power.name, cost=power.cost)
                )
                button.setAccessibleName(tr("Use {power}").format(power=power.name))
                button.clicked.connect(lambda _c=False, p=power: self._use(p, []))
                if power.boosts:
                    menu = QMenu(button)
                    for i, (extra, effect) in enumerate(power.boosts):
                        action = menu.addAction(
                            tr("With boost: {effect} (+{extra} Godspark)").format(
                                effect=effect, extra=extra
                            )
                        )
                        action.triggered.connect(lambda _c=False, p=power, b=i: self._use(p, [b]))
                    button.setMenu(menu)
                    button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
                self.powers.addWidget(button)
                self._power_buttons.append((power, button))
        self.powers_box.setVisible(bool(powers))
        godspark = state.side(w.clan_id).godspark
        for power, button in self._power_buttons:
            cost = power_cost(power, [])
            button.setEnabled(on and cost <= godspark)
            boosts = "; ".join(
                tr("+{extra} Godspark: {effect}").format(extra=g, effect=e) for g, e in power.boosts
            )
            button.setToolTip(
                tr("Godspark Cost {cost}").format(cost=cost)
                + (tr(". Boosts: {boosts}").format(boosts=boosts) if boosts else "")
                + (
                    ""
                    if cost <= godspark
                    else tr(". {name_s} War Clan has {godspark}").format(
                        name_s=possessive(w.warrior.name), name=w.warrior.name, godspark=godspark
                    )
                )
            )

    def _use(self, power: TrackedPower, boosts: list[int]) -> None:
        self._tap("power", power=power.name, boosts=boosts)


class SideColumn(QWidget):
    """A War Clan at the table: its counters, then a card per warrior fielded."""

    def __init__(self, side: SideState, tapped: Tapped, chosen: Callable[[int], None]) -> None:
        super().__init__()
        self.clan_id = side.clan_id
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.title = Heading(side.clan, scale=1.5)
        box.addWidget(self.title)
        self.turn = QLabel()
        self.turn.setWordWrap(True)
        box.addWidget(self.turn)

        def counter(kind: str, label: str, tip: str) -> Counter:
            c = Counter(label, lambda d: tapped(kind, {"clan": side.clan_id, "delta": d}), tip)
            box.addWidget(c)
            return c

        self.vp = counter(
            "vp", tr("Victory Points"), tr("20 Glory each after the game (V, Shift+V)")
        )
        self.godspark = counter("godspark", tr("Godspark"), tr("Pays for God Powers (G, Shift+G)"))
        self.encounter = counter(
            "encounter",
            tr("Encounter kills"),
            tr("Encounter models killed: 10 Glory each (K, Shift+K)"),
        )
        self.takedowns = QLabel()
        box.addWidget(self.takedowns)
        self.cards = [WarriorCard(w.id, tapped, chosen) for w in side.warriors]
        for card in self.cards:
            box.addWidget(card)
        box.addStretch(1)

    def show_state(self, state: GameState, writable: bool) -> None:
        side = state.side(self.clan_id)
        on = writable and not state.over
        self.vp.show_value(side.victory_points, on)
        self.godspark.show_value(side.godspark, on)
        self.encounter.show_value(side.encounter_kills, on)
        taken = state.takedowns(self.clan_id)
        self.takedowns.setText(tr("Took out %n warrior(s)", "", taken))
        left = len(side.to_activate)
        if state.phase is Phase.ACTIVATION:
            mine = state.turn == self.clan_id
            self.turn.setText(
                (tr("▶ Its turn: ") if mine else "") + tr("%n to activate this Round", "", left)
            )
            style = "font-weight: bold;" if mine else ""
            if self.turn.styleSheet() != style:
                self.turn.setStyleSheet(style)
        else:
            roll = state.rolls.get(self.clan_id)
            self.turn.setText(
                tr("Initiative roll: {roll}").format(roll=roll) if roll is not None else ""
            )
            if self.turn.styleSheet():
                self.turn.setStyleSheet("")
        self.title.setToolTip("" if writable else tr("You follow this War Clan (read-only)"))
        for card, w in zip(self.cards, side.warriors, strict=True):
            card.show_state(state, w, writable)
