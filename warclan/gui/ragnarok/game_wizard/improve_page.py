"""Step 4, Improve War Clan Members: raise a survivor's stats, or imprint a God Power."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLabel, QSpinBox

from warclan.gui.ragnarok.game_wizard.base import IMPROVE
from warclan.gui.ragnarok.game_wizard.orders_page import OrdersPage
from warclan.rules.ragnarok.profiles import STAT_LABELS, STAT_NAMES
from warclan.services.ragnarok.post_game import GrantPower, Improve

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


class ImprovePage(OrdersPage):
    page_id = IMPROVE

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(
            wizard,
            "Step 4 — Improve and imprint God Powers",
            "Warriors still on the battlefield at the end of the game may raise a stat or "
            "have a God Power imprinted, paying Glory.",
        )
        self.warrior = self.combo("Warrior to improve")
        self.stat = self.combo("Stat")
        self.points = QSpinBox()
        self.points.setRange(1, 9)
        self.points.setAccessibleName("Points")
        self.power = self.combo("God Power to imprint")
        self.form.addWidget(QLabel("Warrior:"))
        self.form.addWidget(self.warrior, 1)
        self.form.addWidget(self.stat)
        self.form.addWidget(self.points)
        self.form.addWidget(self.add_button("Add &improvement", self.add_improvement))
        self.form.addWidget(self.power, 1)
        self.form.addWidget(self.add_button("Imprint &power", self.add_power))

    def initializePage(self) -> None:
        prices = self.wiz.prices
        self.warrior.clear()
        self.warrior.addItems(self.may_improve())
        if not self.stat.count():
            for stat in STAT_NAMES:
                price = prices.improvement.get(stat) if prices else None
                self.stat.addItem(f"+ {stat.upper()} ({STAT_LABELS[stat]}), {price} Glory", stat)
            for power in prices.powers if prices else ():
                self.power.addItem(
                    f"{power.name} ({power.god}, Godspark {power.godspark_cost}), "
                    f"{power.glory_price} Glory",
                    power.key,
                )
        super().initializePage()

    def may_improve(self) -> list[str]:
        """The warriors still on the battlefield at the end of the game (the raid step's
        dry run says who stood), in the clan's order: only they may improve."""
        names = self.wiz.warrior_names()
        outcome = self.wiz.raid_page.outcome
        if outcome is None:
            return names
        result = outcome.result
        hurt = {i.warrior for i in result.injuries}
        standing = {name for name in result.raid_survivors if name not in hurt}
        return [name for name in names if name in standing]

    def add_improvement(self) -> None:
        name = self.warrior.currentText()
        if name:
            self.wiz.draft.improve.append(
                Improve(name, self.stat.currentData(), self.points.value())
            )
            self.refresh()

    def add_power(self) -> None:
        name = self.warrior.currentText()
        if name and self.power.currentData():
            self.wiz.draft.improve.append(GrantPower(name, self.power.currentData()))
            self.refresh()

    def orders(self) -> list[Any]:
        return [*self.wiz.draft.improvements(), *self.wiz.draft.imprints()]

    def describe(self, order: Any) -> str:
        if isinstance(order, Improve):
            return f"+{order.points} {order.stat.upper()} for {order.warrior}"
        return f"Imprint {self.wiz.power_name(order.power)} on {order.warrior}"

    def drop(self, order: Any) -> None:
        self.wiz.draft.improve.remove(order)
