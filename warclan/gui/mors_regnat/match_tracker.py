"""Warband ▸ Play a Match…: a Mors Regnat match at the table (navigator kind
"mr_tracker"). Turn and whose activation it is; initiative on 1D10 (typed or rolled, a
tie rolled again); a column per warband with a card per Warrior (WOUNDS with big −/+,
full and minor actions); the exact attack odds of the chosen Warrior against any other
a tap away; the log. Every tap is saved at once and goes on the page's undo stack; the
last says who won, and Record in the Match Log… then writes the entry.

Keys (on the chosen card): W and Shift+W for WOUNDS −1/+1, F a full action, M a minor
action, A activated, N the next Warrior to activate, O the odds against it, R roll
initiative, P the next turn.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, Qt, QTime, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import dialogs
from warclan.gui.context import AppContext, NavItem
from warclan.gui.fitting import FlowLayout, StackWhenNarrow
from warclan.gui.i18n import number, percent, tr
from warclan.gui.i18n import text as i18n_text
from warclan.gui.mors_regnat.match_cards import MrCard
from warclan.gui.ops import Changed
from warclan.gui.tap_buttons import CARD_WIDTH, TAP_HEIGHT, big_button
from warclan.gui.tap_queue import TapQueue, TrackerService
from warclan.gui.widgets import Heading
from warclan.rules.mors_regnat.odds import attack_odds
from warclan.rules.mors_regnat.tracker import (
    MatchState,
    describe,
    suggested_winner,
)
from warclan.rules.turns import Tap

if TYPE_CHECKING:
    from warclan.services.mors_regnat.tracker import TrackedMatch

KIND = "mr_tracker"
DRAW = "Draw"  # the choice in English (tests answer with it); shown as tr("Draw")


def _service() -> TrackerService[TrackedMatch]:
    """The tracker service, imported when the first tap is made (not at first paint)."""
    from warclan.services.mors_regnat import tracker

    return tracker


class MatchTrackerPage:
    def __init__(
        self,
        ctx: AppContext,
        parent: QWidget,
        navigate: Callable[[str, int | None], object] | None = None,
    ) -> None:
        self.ctx = ctx
        self._navigate = navigate
        self.view: TrackedMatch | None = None
        self.tracker_id: int | None = None
        self.chosen: int | None = None
        self.taps: TapQueue[TrackedMatch] = TapQueue(
            ctx,
            _service,
            lambda: self.tracker_id,
            lambda: Changed.of("mr_taps"),
            lambda: self.view.state if self.view is not None else None,
            describe,
            self._saved,
            lambda said: self.message.setText(said),
            self.load,
        )
        self._root = QWidget(parent)
        self._root.setAccessibleName(tr("Match tracker page"))
        self._root.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        outer = QVBoxLayout(self._root)
        self.heading = Heading(scale=1.5)
        outer.addWidget(self.heading)
        top = QHBoxLayout()
        self.phase = Heading(scale=1.3)
        top.addWidget(self.phase, 1)
        self.next_button = big_button(
            tr("Next Turn (P)"), tr("Every Warrior has activated: next turn")
        )
        self.next_button.clicked.connect(lambda: self.send("next"))
        self.end_button = big_button(tr("End Match…"), tr("Say who won; the match log gets it"))
        self.end_button.clicked.connect(self.end_match)
        self.record_button = big_button(
            tr("Record in the Match Log"), tr("The result and each warband's casualties")
        )
        self.record_button.clicked.connect(self.record)
        top.addWidget(self.next_button)
        top.addWidget(self.end_button)
        top.addWidget(self.record_button)
        outer.addLayout(top)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(tr("Tracker message"))
        outer.addWidget(self.message)
        self.initiative = QWidget()
        self.initiative_row = FlowLayout(self.initiative)
        self.spins: dict[int, QSpinBox] = {}
        outer.addWidget(self.initiative)
        split = QSplitter(Qt.Orientation.Horizontal)
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setMinimumWidth(2 * CARD_WIDTH)
        holder = QWidget()
        self._area, self._holder = area, holder
        self.sides_row = QHBoxLayout(holder)
        area.setWidget(holder)
        split.addWidget(area)
        self.tabs = QTabWidget()
        self.tabs.setMinimumWidth(220)
        odds = QWidget()
        form = QFormLayout(odds)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.attacker = QComboBox()
        self.attacker.setAccessibleName(tr("Attacker"))
        self.weak = QCheckBox(tr("Weak Attack (half ATTACK, rounded up)"))
        self.defender = QComboBox()
        self.defender.setAccessibleName(tr("Defender"))
        self.answer = QLabel()
        self.answer.setWordWrap(True)
        self.answer.setAccessibleName(tr("Attack odds"))
        form.addRow(tr("Attacker"), self.attacker)
        form.addRow(self.weak)
        form.addRow(tr("Defender"), self.defender)
        form.addRow(self.answer)
        for combo in (self.attacker, self.defender):
            combo.currentIndexChanged.connect(self.update_odds)
        self.weak.toggled.connect(self.update_odds)
        self.log = QListWidget()
        self.log.setAccessibleName(tr("Match log lines"))
        odds_area = QScrollArea()
        odds_area.setWidgetResizable(True)
        odds_area.setFrameShape(QScrollArea.Shape.NoFrame)
        odds_area.setWidget(odds)
        self.tabs.addTab(odds_area, tr("Attack Odds"))
        self.tabs.addTab(self.log, tr("Log"))
        split.addWidget(self.tabs)
        split.setSizes([700, 280])
        split.setChildrenCollapsible(False)
        self._stacking = StackWhenNarrow(self._root, split)
        outer.addWidget(split, 1)
        self.cards: dict[int, MrCard] = {}
        self.columns: dict[int, QLabel] = {}

        def key(seq: str, action: Callable[[], None]) -> None:
            shortcut = QShortcut(QKeySequence(seq), self._root)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(action)

        key("W", lambda: self._on_chosen("wounds", delta=-1))
        key("Shift+W", lambda: self._on_chosen("wounds", delta=+1))
        key("F", lambda: self._on_chosen("act", minor=False))
        key("M", lambda: self._on_chosen("act", minor=True))
        key("A", lambda: self._on_chosen("done"))
        key("N", self.choose_next)
        key("O", lambda: self.tabs.setCurrentIndex(0))
        key("R", self.roll)
        key("P", lambda: self.send("next"))

    # --- Page -------------------------------------------------------------------------
    def widget(self) -> QWidget:
        return self._root

    def show_item(self, item: NavItem) -> None:
        if item.ident != self.tracker_id:
            self.tracker_id = item.ident
            self._clear()
        self.load()

    def on_changed(self, changed: Changed) -> None:
        if changed.touches("mr_taps", "mr_trackers") and not self.taps.in_flight:
            self.load()

    def unsaved(self) -> list[str]:
        return []

    def load(self) -> None:
        from warclan.services.mors_regnat import tracker

        if self.tracker_id is None:
            return
        db, ident = self.ctx.db, self.tracker_id
        self.ctx.ops.read(
            self._root, tr("Match tracker"), lambda: tracker.match_view(db, ident), self.show_view
        )

    def _clear(self) -> None:
        while self.sides_row.count():
            item = self.sides_row.takeAt(0)
            if item is not None and (w := item.widget()) is not None:
                w.deleteLater()
        while self.initiative_row.count():
            item = self.initiative_row.takeAt(0)
            if item is not None and (w := item.widget()) is not None:
                w.deleteLater()
        self.cards, self.columns, self.spins = {}, {}, {}
        self.view, self.chosen = None, None
        self.taps.clear()

    def _build(self, state: MatchState) -> None:
        for side in state.sides:
            column = QWidget()
            box = QVBoxLayout(column)
            box.setContentsMargins(0, 0, 0, 0)
            title = Heading(side.warband, scale=1.3)
            box.addWidget(title)
            info = QLabel()
            info.setWordWrap(True)
            box.addWidget(info)
            self.columns[side.warband_id] = info
            for w in side.warriors:
                card = MrCard(w, self._card_tap, self.choose)
                self.cards[w.id] = card
                box.addWidget(card)
            box.addStretch(1)
            self.sides_row.addWidget(column, 1)
            spin = QSpinBox()
            spin.setRange(0, 10)
            spin.setSpecialValueText("–")
            spin.setMinimumSize(64, TAP_HEIGHT)
            spin.setAccessibleName(tr("{warband} initiative 1D10").format(warband=side.warband))
            self.spins[side.warband_id] = spin
            self.initiative_row.addWidget(QLabel(side.warband))
            self.initiative_row.addWidget(spin)
        save = big_button(tr("Save Rolls"), tr("Save the 1D10 rolls typed here"))
        save.clicked.connect(
            lambda: self.send("rolls", rolls={str(b): s.value() for b, s in self.spins.items()})
        )
        roll = big_button(
            tr("Roll (R)"), tr("Let warclan roll each player's 1D10 (ties rolled again)")
        )
        roll.clicked.connect(self.roll)
        self.initiative_row.addWidget(save)
        self.initiative_row.addWidget(roll)
        for combo in (self.attacker, self.defender):
            combo.blockSignals(True)
            combo.clear()
            for side in state.sides:
                for w in side.warriors:
                    combo.addItem(f"{w.name} ({side.warband})", w.id)
            combo.blockSignals(False)
        self.defender.setCurrentIndex(len(state.sides[0].warriors))

    # --- showing ----------------------------------------------------------------------
    def _fit_width(self) -> None:
        """As wide as the columns need at this font, so the page stacks when narrow."""
        bar = self._area.verticalScrollBar().sizeHint().width()
        self._area.setMinimumWidth(self._holder.minimumSizeHint().width() + bar)
        self._stacking.fit()

    def show_view(self, view: TrackedMatch) -> None:
        self.view = view
        state = view.state
        if not self.cards:
            self._build(state)
            turn = [s for s in state.sides if s.warband_id == state.turn]
            waiting = [w for s in (turn or state.sides) for w in s.to_activate]
            first = waiting[0] if waiting else state.sides[0].warriors[0]
            self.choose(first.id)
            defender = next(
                (w for s in state.sides if s.warband_id != first.warband_id
                 for w in s.warriors if not w.casualty),
                None,
            )  # fmt: skip
            if defender is not None:
                self.defender.setCurrentIndex(self.defender.findData(defender.id))
            QTimer.singleShot(0, self._fit_width)  # once the new columns are shown
        self.heading.setText(" v ".join(s.warband for s in state.sides))
        if view.status == "recorded":
            phase = tr("In the match log after %n turn(s).", "", state.turn_number)
        elif view.status == "ended":
            result = (
                tr("a draw")
                if state.draw
                else tr("{warband} won").format(warband=state.side(state.winner).warband)
            )
            phase = tr(
                "The match ended in turn {turn}: {result}. Record it, or Ctrl+Z to play on."
            ).format(turn=number(state.turn_number), result=result)
        elif state.phase == "initiative":
            phase = tr("Turn {turn} · Initiative: each player rolls 1D10").format(
                turn=number(state.turn_number)
            )
        else:
            side = state.side(state.turn) if state.turn is not None else None
            phase = tr("Turn {turn} · Action Phase · ").format(turn=number(state.turn_number)) + (
                tr("{warband} activate ({names})").format(
                    warband=side.warband, names=", ".join(w.name for w in side.to_activate)
                )
                if side
                else tr("every Warrior has activated: P for the next turn")
            )
        self.phase.setText(phase)
        playing = view.status == "playing"
        self.initiative.setVisible(playing and state.phase == "initiative")
        self.next_button.setEnabled(playing)
        self.end_button.setVisible(playing)
        self.record_button.setVisible(view.status == "ended")
        for side in state.sides:
            self.columns[side.warband_id].setText(
                tr("%n casualty(ies)", "", side.casualties)
                + (tr(" — wiped out") if side.wiped_out else "")
                + (
                    tr(" · rolled {roll}").format(roll=state.rolls[side.warband_id])
                    if side.warband_id in state.rolls
                    else ""
                )
            )
            for w in side.warriors:
                self.cards[w.id].show_state(state, w)
        shown = self.log.count()
        if shown > len(view.log):
            self.log.clear()
            shown = 0
        for line in view.log[shown:]:
            at = QLocale().toString(QTime(line.at.hour, line.at.minute, line.at.second), "HH:mm:ss")
            self.log.addItem(
                tr("{at}  Turn {turn}: {text}").format(
                    at=at, turn=number(line.turn), text=i18n_text(line.text)
                )
            )
        self.log.scrollToBottom()
        self.update_odds()

    def update_odds(self) -> None:
        if self.view is None or self.attacker.currentData() is None:
            return
        state = self.view.state
        a = state.warrior(self.attacker.currentData())
        d = state.warrior(self.defender.currentData())
        dice = (a.warrior.attack + 1) // 2 if self.weak.isChecked() else a.warrior.attack
        if d.casualty or a.warrior.damage < 1:
            self.answer.setText(
                tr("{name} is a casualty.").format(name=d.name) if d.casualty else tr("No damage.")
            )
            return
        odds = attack_odds(dice, a.warrior.damage, d.warrior.toughness, d.wounds)
        self.answer.setText(
            tr(
                "{dice} ATTACK dice (damage {damage} each) against "
                "{toughness} TOUGHNESS dice, {wounds} WOUNDS left:<br>"
                "<b>{chance}</b> to make {name} a casualty; "
                "{expected} damage expected (exact, 002 \u201cPerforming Attacks\u201d)."
            ).format(
                dice=number(dice),
                damage=number(a.warrior.damage),
                toughness=number(d.warrior.toughness),
                wounds=number(d.wounds),
                chance=percent(float(odds.kill_chance), 1),
                name=d.name,
                expected=number(float(odds.expected_damage), 2),
            )
        )

    # --- choosing and tapping ---------------------------------------------------------
    def choose(self, warrior_id: int) -> None:
        self.chosen = warrior_id
        for ident, card in self.cards.items():
            card.set_chosen(ident == warrior_id)
        found = self.attacker.findData(warrior_id)
        if found >= 0:
            self.attacker.setCurrentIndex(found)

    def choose_next(self) -> None:
        if self.view is None:
            return
        state = self.view.state
        side = state.side(state.turn) if state.turn is not None else None
        waiting = side.to_activate if side else [w for s in state.sides for w in s.to_activate]
        if waiting:
            ids = [w.id for w in waiting]
            at = ids.index(self.chosen) + 1 if self.chosen in ids else 0
            self.choose(ids[at % len(ids)])

    def _card_tap(self, kind: str, **data: Any) -> None:
        if kind == "odds":
            found = self.defender.findData(data["defender"])
            if found >= 0:
                self.defender.setCurrentIndex(found)
            self.tabs.setCurrentIndex(0)
            return
        self.send(kind, **data)

    def _on_chosen(self, kind: str, **data: Any) -> None:
        if self.chosen is None:
            self.message.setText(tr("Choose a Warrior's card first (click it, or N)."))
            return
        self.send(kind, warrior=self.chosen, **data)

    def roll(self) -> None:
        if self.view is None or self.view.state.phase != "initiative":
            self.message.setText(tr("Initiative is rolled at the start of a turn."))
            return
        dice = random.SystemRandom()
        bands = [s.warband_id for s in self.view.state.sides if s.to_activate]
        rolls = {b: dice.randint(1, 10) for b in bands}
        while len(set(rolls.values())) < len(rolls):
            rolls = {b: dice.randint(1, 10) for b in bands}
        self.send("rolls", rolls={str(b): v for b, v in rolls.items()})

    def send(self, kind: str, **data: Any) -> None:
        if self.view is None:
            return
        self.taps.send(Tap(kind, data))

    def _saved(self, tap: Tap, view: TrackedMatch) -> None:
        if view.id != self.tracker_id:
            return
        self.show_view(view)
        chosen = self.chosen
        ended = chosen is not None and view.state.warrior(chosen).activated
        if tap.kind in ("act", "done") and ended:
            self.choose_next()

    def end_match(self) -> None:
        if self.view is None:
            return
        state = self.view.state
        suggested = suggested_winner(state)
        names = {s.warband: s.warband_id for s in state.sides}
        hint = (
            tr("{warband} wiped out the others.").format(warband=state.side(suggested).warband)
            if suggested is not None
            else tr("No warband has been wiped out yet.")
        )
        draw = tr("Draw")
        answer = dialogs.ask_choice(
            self._root,
            tr("End Match"),
            tr(
                "{hint} Who won? The match log gets the result with each warband's casualties."
            ).format(hint=hint),
            [*names, draw],
        )
        self._root.setFocus()  # the dialog took it: the keys act on the page again
        if answer in (draw, DRAW):
            self.send("end", draw=True)
        elif answer is not None:
            self.send("end", winner=names[answer])

    def record(self) -> None:
        from warclan.services.mors_regnat import tracker

        if self.tracker_id is None:
            return
        db, ident = self.ctx.db, self.tracker_id

        def done(view: TrackedMatch) -> None:
            self.show_view(view)
            if self._navigate is not None:
                self._navigate("match_log", None)

        self.ctx.ops.run(
            tr("Record the match in the match log"),
            lambda: tracker.record(db, ident),
            changed=Changed.of("matches", "mr_trackers"),
            on_done=done,
        )
