"""The match tracker's card for one Warrior: WOUNDS with big −/+, full and minor actions,
Done, and the attack odds against it a tap away."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
)

from warclan.gui.fitting import FlowLayout
from warclan.gui.i18n import number, tr
from warclan.gui.i18n import text as i18n_text
from warclan.gui.tap_buttons import TapCard, big_button
from warclan.gui.widgets import Heading
from warclan.rules.mors_regnat.tracker import (
    MatchState,
    MrWarrior,
)

if TYPE_CHECKING:
    pass


class MrCard(TapCard):
    def __init__(
        self, w: MrWarrior, tapped: Callable[..., None], chosen: Callable[[int], None]
    ) -> None:
        super().__init__(w.id, chosen)
        self._tapped = tapped
        self._shown: tuple[object, ...] | None = None
        box = QVBoxLayout(self)
        top = QHBoxLayout()
        self.name = Heading(w.name, scale=1.35)
        self.status = QLabel()
        names = QVBoxLayout()
        names.addWidget(self.name)
        names.addWidget(self.status)
        top.addLayout(names, 1)
        self.odds = big_button(tr("Odds"), tr("The chosen Warrior's attack against this one (O)"))
        self.odds.clicked.connect(lambda: tapped("odds", defender=w.id))
        top.addWidget(self.odds)
        box.addLayout(top)
        row = QHBoxLayout()
        self.minus = big_button("−", tr("WOUNDS −1 (W)"), tr("WOUNDS minus one"))
        self.plus = big_button("+", tr("WOUNDS +1 (Shift+W)"), tr("WOUNDS plus one"))
        self.wounds = Heading(scale=2.2)
        self.wounds.setAccessibleName(tr("WOUNDS"))
        self.wounds.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.minus.clicked.connect(lambda: self._tap("wounds", delta=-1))
        self.plus.clicked.connect(lambda: self._tap("wounds", delta=+1))
        row.addWidget(self.minus)
        row.addWidget(self.wounds, 1)
        row.addWidget(self.plus)
        row.addWidget(QLabel(tr("WOUNDS")))
        box.addLayout(row)
        acts = FlowLayout()
        self.full = big_button(
            tr("Full"), tr("A full action: Advance, Dedicated Attack or Rest (F)")
        )
        self.minor = big_button(
            tr("Minor"), tr("A minor action: Cautious Advance or Weak Attack (M)")
        )
        self.done = big_button(tr("Done"), tr("The activation ends here (A)"))
        self.full.clicked.connect(lambda: self._tap("act", minor=False))
        self.minor.clicked.connect(lambda: self._tap("act", minor=True))
        self.done.clicked.connect(lambda: self._tap("done"))
        for b in (self.full, self.minor, self.done):
            acts.addWidget(b)
        box.addLayout(acts)
        t = w.warrior
        self.profile = QLabel(
            tr("ATTACK {attack} · TOUGHNESS {toughness} · {weapon}").format(
                attack=t.attack, toughness=t.toughness, weapon=t.weapon
            )
        )
        self.profile.setWordWrap(True)
        box.addWidget(self.profile)

    def _tap(self, kind: str, **data: Any) -> None:
        self._chosen(self.warrior_id)
        self._tapped(kind, warrior=self.warrior_id, **data)

    def show_state(self, state: MatchState, w: MrWarrior) -> None:
        shown = (w.wounds, w.actions, w.activated, state.phase, state.turn)
        if shown == self._shown:
            return
        self._shown = shown
        self.wounds.setText(f"{number(w.wounds)}/{number(w.warrior.wounds)}")
        why = state.may_act(w)
        on = not w.casualty and not state.over
        self.minus.setEnabled(on)
        self.plus.setEnabled(on and w.wounds < w.warrior.wounds)
        for button in (self.full, self.done):
            button.setEnabled(why is None)
            button.setToolTip(i18n_text(why) if why else button.toolTip())
        self.full.setEnabled(why is None and w.actions == 0)
        self.minor.setEnabled(why is None)
        if w.casualty:
            text = tr("Casualty")
        elif w.activated:
            text = tr("Activated")
        elif state.phase == "action":
            text = tr("One minor action left") if w.actions else tr("To activate")
        else:
            text = ""
        self.status.setText(text)
