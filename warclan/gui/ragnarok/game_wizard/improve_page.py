"""Step 4, Improve War Clan Members: raise a survivor's stats, or imprint a God Power."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLabel, QSpinBox

from warclan.gui.i18n import number, tr
from warclan.gui.ragnarok.game_wizard.base import IMPROVE
from warclan.gui.ragnarok.game_wizard.orders_page import OrdersPage
from warclan.gui.ragnarok.warrior_text import stat_abbr, stat_label
from warclan.rules.ragnarok.profiles import STAT_NAMES
from warclan.services.ragnarok.post_game import GrantPower, Improve

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


class ImprovePage(OrdersPage):
    page_id = IMPROVE

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(wizard)
        self.warrior = self.combo(tr("Warrior to improve"))
        self.stat = self.combo(tr("Stat"))
        self.points = QSpinBox()
        self.points.setRange(1, 9)
        self.points.setAccessibleName(tr("Points"))
        self.power = self.combo(tr("God Power to imprint"))
        self.add_group(QLabel(tr("Warrior:")), self.warrior)
        self.add_group(
            self.stat, self.points, self.add_button(tr("Add &improvement"), self.add_improvement)
        )
        self.add_group(self.power, self.add_button(tr("Imprint &power"), self.add_power))

    def initializePage(self) -> None:
        prices = self.wiz.prices
        self.warrior.clear()
        self.warrior.addItems(self.may_improve())
        if not self.stat.count():
            for stat in STAT_NAMES:
                price = prices.improvement.get(stat) if prices else None
                self.stat.addItem(
                    tr("+ {stat} ({label}), {price} Glory").format(
                        stat=stat_abbr(stat), label=stat_label(stat), price=price
                    ),
                    stat,
                )
            for power in prices.powers if prices else ():
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
            return tr("+{points} {stat} for {warrior}").format(
                points=order.points, stat=stat_abbr(order.stat), warrior=order.warrior
            )
        return tr("Imprint {power} on {warrior}").format(
            power=self.wiz.power_name(order.power), warrior=order.warrior
        )

    def drop(self, order: Any) -> None:
        self.wiz.draft.improve.remove(order)
