"""Play a Game: the tracker page, the thing on the table during a Ragnarok game.

Round and phase with whose turn it is; initiative (typed or rolled, ties refused and
re-rolled); a column per War Clan with its counters and a card per warrior; the Success
Table helper and the game's log beside them. Every tap is saved at once on a pool thread
(``services.ragnarok.tracker.tap``) and goes on the page's own undo stack, so Ctrl+Z takes
back the last tap. Taps are sent one after another, in the order made; one the rules
refuse is caught here first and said in the page's message line, without a dialog.

Keys (on the chosen card): H and Shift+H for HP −1/+1, A activated, U and Shift+U AP used
+1/−1, C Climbing on/off, X removed from play, N the next model to activate; its War
Clan's V/Shift+V Victory Points, G/Shift+G Godspark, K/Shift+K encounter kills; R roll
initiative, P the next phase, Ctrl+Z undo the last tap.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, Qt, QTime, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from warclan.errors import possessive
from warclan.gui import dialogs
from warclan.gui.context import AppContext, NavItem
from warclan.gui.fitting import FlowLayout, StackWhenNarrow
from warclan.gui.i18n import number, tr
from warclan.gui.i18n import text as i18n_text
from warclan.gui.ops import Changed
from warclan.gui.ragnarok.success_helper import SuccessHelper
from warclan.gui.ragnarok.tracker_cards import SideColumn
from warclan.gui.tap_buttons import CARD_WIDTH, TAP_HEIGHT, big_button
from warclan.gui.tap_queue import TapQueue, TrackerService
from warclan.gui.widgets import Heading
from warclan.rules.ragnarok.tracker import (
    GameState,
    Phase,
    initiative_winner,
)
from warclan.rules.ragnarok.tracker_log import describe
from warclan.rules.turns import Tap

if TYPE_CHECKING:
    from warclan.services.ragnarok.tracker import TrackerView


def _service() -> TrackerService[TrackerView]:
    """The tracker service, imported when the first tap is made (not at first paint)."""
    from warclan.services.ragnarok import tracker

    return tracker


class InitiativeBox(QWidget):
    """The Initiative Phase: each player's 1D6 typed or rolled, then the winner's choice."""

    def __init__(self, page: TrackerPage) -> None:
        super().__init__()
        self.page = page
        self.setAccessibleName(tr("Initiative"))
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        # One row that wraps: the dice, then (once rolled) the winner's choice.
        self.rolls_row = FlowLayout()
        box.addLayout(self.rolls_row)
        self.spins: dict[int, QSpinBox] = {}
        self.save = big_button(tr("Save Rolls"), tr("Save the initiative rolls typed here"))
        self.roll = big_button(
            tr("Roll (R)"), tr("Let warclan roll each player's 1D6 (ties re-rolled)")
        )
        self.save.clicked.connect(self.save_rolls)
        self.roll.clicked.connect(page.roll_initiative)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        box.addWidget(self.problem)
        self.choice_row = self.rolls_row
        self.choice_label = QLabel()
        self.choice_buttons: list[QPushButton] = []

    def build(self, state: GameState) -> None:
        if self.spins:
            return
        for side in state.sides:
            spin = QSpinBox()
            spin.setRange(0, 6)
            spin.setSpecialValueText("–")
            spin.setMinimumSize(64, TAP_HEIGHT)
            spin.setAccessibleName(
                tr("{clan_s} initiative 1D6").format(clan_s=possessive(side.clan), clan=side.clan)
            )
            spin.valueChanged.connect(self.check)
            self.spins[side.clan_id] = spin
            self.rolls_row.addWidget(QLabel(side.clan))
            self.rolls_row.addWidget(spin)
        self.rolls_row.addWidget(self.save)
        self.rolls_row.addWidget(self.roll)
        self.choice_row.addWidget(self.choice_label)
        for side in state.sides:
            button = big_button(
                tr("{clan} First").format(clan=side.clan),
                tr("{clan} activates first this Round").format(clan=side.clan),
            )
            button.clicked.connect(lambda _c=False, c=side.clan_id: self.choose_first(c))
            self.choice_buttons.append(button)
            self.choice_row.addWidget(button)

    def choose_first(self, clan_id: int) -> None:
        self.page.send("first", {"clan": clan_id})

    def save_rolls(self) -> None:
        self.page.send("rolls", {"rolls": {str(c): v for c, v in self.typed().items()}})

    def typed(self) -> dict[int, int]:
        return {clan: spin.value() for clan, spin in self.spins.items()}

    def check(self) -> None:
        """Live validation: every player's die, and no tie (the text re-rolls ties)."""
        typed = self.typed()
        values = list(typed.values())
        problem = ""
        if any(v == 0 for v in values):
            problem = tr("Type each player's 1D6, or roll them (R).")
        else:
            tied = sorted({v for v in values if values.count(v) > 1})
            if tied:
                problem = tr(
                    "Tied on {values}: ties are re-rolled "
                    "(core rules, Initiative Phase). Roll those dice again."
                ).format(values=", ".join(map(str, tied)))
        self.problem.setText(problem)
        self.save.setEnabled(not problem and self.page.may_tap_table())
        self.save.setToolTip(problem or tr("Save the initiative rolls typed here"))

    def show_state(self, state: GameState) -> None:
        self.build(state)
        rolled = bool(state.rolls)
        for clan, spin in self.spins.items():
            spin.blockSignals(True)
            if rolled:
                spin.setValue(state.rolls[clan])
            spin.blockSignals(False)
        winner = initiative_winner(state)
        if winner is not None:
            self.choice_label.setText(
                tr("{clan} won and chooses:").format(clan=state.side(winner).clan)
            )
        for button in self.choice_buttons:
            button.setVisible(rolled)
            button.setEnabled(self.page.may_tap_table())
        self.choice_label.setVisible(rolled)
        self.roll.setEnabled(self.page.may_tap_table())
        self.check()


class TrackerPage:
    """One tracked game (navigator kind "tracker")."""

    def __init__(self, ctx: AppContext, parent: QWidget) -> None:
        self.ctx = ctx
        self.view: TrackerView | None = None
        self.tracker_id: int | None = None
        self.chosen: int | None = None
        self.taps: TapQueue[TrackerView] = TapQueue(
            ctx,
            _service,
            lambda: self.tracker_id,
            lambda: Changed.of("taps", campaign_id=self.view.campaign_id if self.view else None),
            lambda: self.view.state if self.view is not None else None,
            describe,
            self._saved,
            self.say,
            self.load,
        )
        self._asking = False
        self._root = QWidget(parent)
        self._root.setAccessibleName(tr("Game tracker page"))
        self._root.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        outer = QVBoxLayout(self._root)
        self.heading = Heading(scale=1.5)
        outer.addWidget(self.heading)
        top = QHBoxLayout()
        self.phase = Heading(scale=1.3)
        self.phase.setAccessibleName(tr("Round and phase"))
        top.addWidget(self.phase, 1)
        self.next_button = big_button(tr("Next Phase (P)"), tr("Go on to the next phase"))
        self.next_button.clicked.connect(lambda: self.send("next", {}))
        self.end_button = big_button(tr("End Game…"), tr("End the game and record it"))
        self.end_button.clicked.connect(self.end_game)
        self.record_button = big_button(tr("Record Game…"), tr("Open Record Game with this result"))
        self.record_button.clicked.connect(self.record_game)
        for b in (self.next_button, self.end_button, self.record_button):
            top.addWidget(b)
        outer.addLayout(top)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(tr("Tracker message"))
        self.message.setStyleSheet("color: palette(highlight);")
        outer.addWidget(self.message)
        self.initiative = InitiativeBox(self)
        outer.addWidget(self.initiative)

        split = QSplitter(Qt.Orientation.Horizontal)
        self.sides_area = QScrollArea()
        self.sides_area.setWidgetResizable(True)
        self.sides_holder = QWidget()
        self.sides_row = QHBoxLayout(self.sides_holder)
        self.sides_area.setWidget(self.sides_holder)
        split.addWidget(self.sides_area)
        self.tabs = QTabWidget()
        self.helper = SuccessHelper()
        self.log = QListWidget()
        self.log.setAccessibleName(tr("Game log"))
        self.log.setWordWrap(True)
        helper_area = QScrollArea()  # its own height kept; it scrolls when short
        helper_area.setWidgetResizable(True)
        helper_area.setFrameShape(QScrollArea.Shape.NoFrame)
        # As narrow as the tab: its combos shrink (never a sideways scroll).
        helper_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        helper_area.setWidget(self.helper)
        self.tabs.addTab(helper_area, tr("Success Table"))
        self.tabs.addTab(self.log, tr("Log"))
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([700, 280])
        split.setChildrenCollapsible(False)
        self.tabs.setMinimumWidth(220)
        # Side by side while the page holds the columns and the helper, else one above
        # the other (1024 px at 150 %); a column never cut off: it scrolls instead.
        self.sides_area.setMinimumWidth(2 * CARD_WIDTH)
        self._stacking = StackWhenNarrow(self._root, split)
        outer.addWidget(split, 1)
        self.columns: list[SideColumn] = []

        def key(seq: str, action: Any) -> None:
            shortcut = QShortcut(QKeySequence(seq), self._root)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(action)

        key("H", lambda: self._on_chosen("hp", delta=-1))
        key("Shift+H", lambda: self._on_chosen("hp", delta=+1))
        key("A", lambda: self._on_chosen("done"))
        key("N", self.choose_next)
        key("R", self.roll_initiative)
        key("P", lambda: self.send("next", {}))
        key("U", lambda: self._on_chosen("ap", delta=+1))
        key("Shift+U", lambda: self._on_chosen("ap", delta=-1))
        key("C", self._toggle_climbing)
        key("X", lambda: self._on_chosen("remove"))
        for letter, kind in (("V", "vp"), ("G", "godspark"), ("K", "encounter")):
            key(letter, lambda kind=kind: self._on_clan(kind, +1))
            key(f"Shift+{letter}", lambda kind=kind: self._on_clan(kind, -1))

    # --- Page -------------------------------------------------------------------------
    def widget(self) -> QWidget:
        return self._root

    def show_item(self, item: NavItem) -> None:
        if item.ident != self.tracker_id:
            self._clear()
            self.tracker_id = item.ident
        self.load()

    def on_changed(self, changed: Changed) -> None:
        if changed.touches("taps", "trackers") and not self.taps.in_flight:
            self.load()

    def unsaved(self) -> list[str]:
        return []  # every tap is saved as it is made

    def load(self) -> None:
        from warclan.services.ragnarok import tracker

        if self.tracker_id is None:
            return
        db, ident = self.ctx.db, self.tracker_id
        self.ctx.ops.read(
            self._root, tr("Game tracker"), lambda: tracker.tracker_view(db, ident), self.show_view
        )

    def _clear(self) -> None:
        for column in self.columns:
            self.sides_row.removeWidget(column)
            column.deleteLater()
        self.columns = []
        self.view = None
        self.chosen = None
        self.taps.clear()
        self.initiative.deleteLater()
        self.initiative = InitiativeBox(self)
        layout = self._root.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(3, self.initiative)

    # --- showing ----------------------------------------------------------------------
    def show_view(self, view: TrackerView) -> None:
        self.view = view
        state = view.state
        if not self.columns:
            for side in state.sides:
                column = SideColumn(side, self.send, self.choose)
                self.columns.append(column)
                self.sides_row.addWidget(column, 1)
            first = next((w for s in state.sides for w in s.to_activate), None)
            if first is not None:
                self.choose(first.id)
            QTimer.singleShot(0, self._fit_width)  # once the new columns are shown
        clans = " v ".join(s.clan for s in state.sides)
        self.heading.setText(f"{clans} — {view.campaign}")
        self.phase.setText(self._phase_text(state, view.status))
        for column in self.columns:
            column.show_state(state, column.clan_id in view.writable)
        self.initiative.setVisible(state.phase is Phase.INITIATIVE)
        if state.phase is Phase.INITIATIVE:
            self.initiative.show_state(state)
        table = self.may_tap_table()
        self.next_button.setEnabled(table and state.phase is not Phase.OVER)
        self.next_button.setToolTip(self._next_tip(state))
        self.end_button.setVisible(not state.over)
        self.end_button.setEnabled(table)
        self.record_button.setVisible(view.status == "ended")
        self.record_button.setEnabled(bool(view.writable))
        self.helper.show_state(state)
        self._show_log(view)
        self._mark_chosen()
        if not self.taps.in_flight:
            self._ask_credit()

    def _fit_width(self) -> None:
        """As wide as the columns need at this font, so the page stacks when narrow."""
        bar = self.sides_area.verticalScrollBar().sizeHint().width()
        self.sides_area.setMinimumWidth(self.sides_holder.minimumSizeHint().width() + bar)
        self._stacking.fit()

    def _phase_text(self, state: GameState, status: str) -> str:
        if status == "recorded":
            return tr("Recorded as a game of the campaign after Round {round}.").format(
                round=number(state.round)
            )
        if status == "abandoned":
            return tr("This game was abandoned; it was not recorded.")
        if state.over:
            return tr("The game ended in Round {round}. Record Game… carries its result.").format(
                round=number(state.round)
            )
        text = tr("Round {round} · {phase}").format(
            round=number(state.round), phase=i18n_text(state.phase.label)
        )
        if state.phase is Phase.ACTIVATION:
            if state.turn is not None:
                side = state.side(state.turn)
                names = ", ".join(w.name for w in side.to_activate)
                text += tr(" · {clan_s} turn ({names})").format(
                    clan_s=possessive(side.clan), clan=side.clan, names=names
                )
            else:
                text += tr(" · every model has activated: P ends the Round")
        elif state.phase is Phase.HQ:
            text += tr(" · HQ rules, then P for initiative")
        elif state.phase is Phase.END:
            text += tr(" · End Phase effects, then P for the next Round")
        return text

    def _next_tip(self, state: GameState) -> str:
        if state.phase is Phase.ACTIVATION and not state.round_may_end:
            left = ", ".join(w.name for s in state.sides for w in s.to_activate)
            return tr(
                "All models must activate during each Round (still to activate: {left})"
            ).format(left=left)
        return tr("Go on to the next phase (P)")

    def _show_log(self, view: TrackerView) -> None:
        shown = self.log.count()
        if shown > len(view.log):
            self.log.clear()
            shown = 0
        for line in view.log[shown:]:
            who = f" ({line.by})" if line.by else ""
            at = QLocale().toString(QTime(line.at.hour, line.at.minute, line.at.second), "HH:mm:ss")
            self.log.addItem(
                tr("{at}  Round {round}: {text}").format(
                    at=at, round=number(line.round), text=i18n_text(line.text)
                )
                + who
            )
        self.log.scrollToBottom()

    def may_tap_table(self) -> bool:
        view = self.view
        return view is not None and bool(view.writable) and view.status == "playing"

    # --- choosing a card --------------------------------------------------------------
    def choose(self, warrior_id: int) -> None:
        self.chosen = warrior_id
        self._mark_chosen()
        self.helper.choose_active(warrior_id)

    def _mark_chosen(self) -> None:
        for column in self.columns:
            for card in column.cards:
                card.set_chosen(card.warrior_id == self.chosen)
                if card.warrior_id == self.chosen:
                    self.sides_area.ensureWidgetVisible(card)

    def choose_next(self) -> None:
        """N: the next model still to activate, of the clan whose turn it is."""
        if self.view is None:
            return
        state = self.view.state
        if state.turn is not None:
            waiting = state.side(state.turn).to_activate
        else:
            waiting = [w for s in state.sides for w in s.to_activate]
        if not waiting:
            self.say(tr("Every model has activated this Round."))
            return
        ids = [w.id for w in waiting]
        if self.chosen in ids:
            ids = ids[ids.index(self.chosen) + 1 :] + ids[: ids.index(self.chosen) + 1]
        self.choose(ids[0])

    def _on_chosen(self, kind: str, **data: Any) -> None:
        if self.chosen is None:
            self.say(tr("Choose a warrior's card first (click it, or N)."))
            return
        self.send(kind, {"warrior": self.chosen, **data})

    def _on_clan(self, kind: str, delta: int) -> None:
        """A counter of the chosen card's War Clan."""
        if self.chosen is None or self.view is None:
            self.say(tr("Choose a warrior's card first (click it, or N)."))
            return
        clan = self.view.state.warrior(self.chosen).clan_id
        self.send(kind, {"clan": clan, "delta": delta})

    def _toggle_climbing(self) -> None:
        if self.chosen is None or self.view is None:
            self.say(tr("Choose a warrior's card first (click it, or N)."))
            return
        on = "Climbing" not in self.view.state.warrior(self.chosen).conditions
        self._on_chosen("condition", name="Climbing", on=on)

    def say(self, text: str) -> None:
        self.message.setText(text)

    # --- taps -------------------------------------------------------------------------
    def roll_initiative(self) -> None:
        """R: warclan rolls each player's 1D6 and re-rolls ties, as the text says."""
        if self.view is None or self.view.state.phase is not Phase.INITIATIVE:
            self.say(tr("Initiative is rolled in the Initiative Phase (P goes on to it)."))
            return
        clans = [s.clan_id for s in self.view.state.sides]
        dice = random.SystemRandom()
        rolls = {c: dice.randint(1, 6) for c in clans}
        while len(set(rolls.values())) < len(rolls):
            tied = [c for c in clans if list(rolls.values()).count(rolls[c]) > 1]
            rolls.update({c: dice.randint(1, 6) for c in tied})
        self.send("rolls", {"rolls": {str(c): v for c, v in rolls.items()}})

    def send(self, kind: str, data: dict[str, Any]) -> None:
        """Make a tap: checked against the rules here first, then saved in order."""
        if self.view is None or self.tracker_id is None:
            return
        self.taps.send(Tap(kind, data))

    def _saved(self, tap: Tap, view: TrackerView) -> None:
        if view.id != self.tracker_id:
            return
        self.show_view(view)
        if tap.kind == "end":
            self.record_game()
        elif tap.kind in ("done", "ap") and self._activation_over(view):
            self.choose_next()  # the next model of the clan whose turn it is

    def _activation_over(self, view: TrackerView) -> bool:
        chosen = self.chosen
        return (
            chosen is not None
            and view.state.turn is not None
            and view.state.warrior(chosen).activated
        )

    def _ask_credit(self) -> None:
        """A warrior just removed from play: who removed them (a takedown for that clan)?"""
        view = self.view
        if view is None or self._asking or view.status != "playing":
            return
        if not self._root.isVisible():
            return
        waiting = [w for w in view.state.waiting_for_credit() if w.clan_id in view.writable]
        if not waiting:
            return
        w = waiting[0]
        others = [s for s in view.state.sides if s.clan_id != w.clan_id]
        nobody = tr("No War Clan")
        self._asking = True
        try:
            answer = dialogs.ask_choice(
                self._root,
                tr("Removed from Play"),
                tr(
                    "{name} has been removed from play. Which War Clan removed them? "
                    "It counts as that clan taking a warrior out."
                ).format(name=w.name),
                [*(s.clan for s in others), nobody],
            )
        finally:
            self._asking = False
            self._root.setFocus()  # the dialog took it: the keys act on the page again
        if answer is None:
            self.say(
                tr("Say who removed {name} before the game ends (click their card).").format(
                    name=w.name
                )
            )
            return
        by = next((s.clan_id for s in others if s.clan == answer), None)
        self.send("credit", {"warrior": w.id, "by": by})

    # --- the end ----------------------------------------------------------------------
    def end_game(self) -> None:
        if self.view is None:
            return
        state = self.view.state
        scores = ", ".join(
            tr("{clan} {vp} VP").format(clan=s.clan, vp=number(s.victory_points))
            for s in state.sides
        )
        if dialogs.confirm(
            self._root,
            tr("End Game"),
            tr(
                "End the game in Round {round} ({scores})? Record Game opens with the "
                "result; Ctrl+Z takes the end back."
            ).format(round=number(state.round), scores=scores),
            tr("End Game"),
        ):
            self.taps.send(Tap("end", {}))
        self._root.setFocus()

    def record_game(self) -> None:
        from warclan.gui.ragnarok.game_wizard import open_record_game_wizard

        view = self.view
        if view is None:
            return
        open_record_game_wizard(self.ctx, view.campaign_id, self._root, tracked=view)
