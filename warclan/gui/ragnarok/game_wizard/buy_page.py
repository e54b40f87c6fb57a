"""Step 6, Purchase Items and God Powers, for surviving and new members."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLabel

from warclan.gui.i18n import number, tr
from warclan.gui.ragnarok.game_wizard.base import BUY
from warclan.gui.ragnarok.game_wizard.orders_page import OrdersPage
from warclan.gui.ragnarok.warrior_text import item_kind
from warclan.services.ragnarok.post_game import BuyItem, GrantPower

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


class BuyPage(OrdersPage):
    page_id = BUY

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(wizard)
        self.warrior = self.combo(tr("Warrior to equip"))
        self.item = self.combo(tr("Item"))
        self.power = self.combo(tr("God Power to buy"))
        self.add_group(QLabel(tr("Warrior:")), self.warrior)
        self.add_group(self.item, self.add_button(tr("Buy &item"), self.add_item))
        self.add_group(self.power, self.add_button(tr("Buy &power"), self.add_power))

    def initializePage(self) -> None:
        prices = self.wiz.prices
        self.warrior.clear()
        recruits = [r.name for r in self.wiz.draft.recruits if r.name]
        self.warrior.addItems([*self.wiz.warrior_names(), *recruits])
        if not self.item.count() and prices:
            for item in prices.items:
                self.item.addItem(
                    tr("{item} ({kind}), {price} Glory").format(
                        item=item.name, kind=item_kind(item.kind), price=number(item.glory_price)
                    ),
                    item.key,
                )
            for power in prices.powers:
                self.power.addItem(
                    tr("{power} ({god}, Godspark {cost}), {price} Glory").format(
                        power=power.name,
                        god=power.god,
                        cost=power.godspark_cost,
                        price=number(power.glory_price),
                    ),
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
            what = self.wiz.item_name(order.item)
        else:
            what = self.wiz.power_name(order.power)
        return tr("{what} for {warrior}").format(what=what, warrior=order.warrior)

    def drop(self, order: Any) -> None:
        self.wiz.draft.buy.remove(order)
