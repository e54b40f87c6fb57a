"""Step 6, Purchase Items and God Powers, for surviving and new members."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLabel

from warclan.gui.ragnarok.game_wizard.base import BUY
from warclan.gui.ragnarok.game_wizard.orders_page import OrdersPage
from warclan.services.ragnarok.post_game import BuyItem, GrantPower

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


class BuyPage(OrdersPage):
    page_id = BUY

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(
            wizard,
            "Step 6 — Buy items and God Powers",
            "Equipment, artifacts and God Powers for the clan's warriors, new recruits too.",
        )
        self.warrior = self.combo("Warrior to equip")
        self.item = self.combo("Item")
        self.power = self.combo("God Power to buy")
        self.form.addWidget(QLabel("Warrior:"))
        self.form.addWidget(self.warrior, 1)
        self.form.addWidget(self.item, 1)
        self.form.addWidget(self.add_button("Buy &item", self.add_item))
        self.form.addWidget(self.power, 1)
        self.form.addWidget(self.add_button("Buy &power", self.add_power))

    def initializePage(self) -> None:
        prices = self.wiz.prices
        self.warrior.clear()
        recruits = [r.name for r in self.wiz.draft.recruits if r.name]
        self.warrior.addItems([*self.wiz.warrior_names(), *recruits])
        if not self.item.count() and prices:
            for item in prices.items:
                self.item.addItem(f"{item.name} ({item.kind}), {item.glory_price} Glory", item.key)
            for power in prices.powers:
                self.power.addItem(
                    f"{power.name} ({power.god}, Godspark {power.godspark_cost}), "
                    f"{power.glory_price} Glory",
                    power.key,
                )
        super().initializePage()

    def add_item(self) -> None:
        if self.warrior.currentText() and self.item.currentData():
            self.wiz.draft.buy.append(BuyItem(self.warrior.currentText(), self.item.currentData()))
            self.refresh()

    def add_power(self) -> None:
        if self.warrior.currentText() and self.power.currentData():
            self.wiz.draft.buy.append(
                GrantPower(self.warrior.currentText(), self.power.currentData())
            )
            self.refresh()

    def priced_before(self) -> int:
        return len(self.wiz.draft.improve) + len(self.wiz.draft.recruits)

    def orders(self) -> list[Any]:
        return [*self.wiz.draft.items(), *self.wiz.draft.powers()]

    def describe(self, order: Any) -> str:
        if isinstance(order, BuyItem):
            return f"{self.wiz.item_name(order.item)} for {order.warrior}"
        return f"{self.wiz.power_name(order.power)} for {order.warrior}"

    def drop(self, order: Any) -> None:
        self.wiz.draft.buy.remove(order)
