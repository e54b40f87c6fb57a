"""Step 5, Purchase New War Clan Warriors: recruits from the campaign's profiles."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLabel, QLineEdit

from warclan.gui.i18n import number, tr
from warclan.gui.ragnarok.game_wizard.base import RECRUIT
from warclan.gui.ragnarok.game_wizard.orders_page import OrdersPage
from warclan.services.ragnarok.clans import Recruit

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


class RecruitPage(OrdersPage):
    page_id = RECRUIT

    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(wizard)
        self.profile = self.combo(tr("Profile to recruit"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(tr("name (optional)"))
        self.name.setAccessibleName(tr("Recruit's name"))
        self.add_group(QLabel(tr("Profile:")), self.profile)
        self.add_group(self.name, self.add_button(tr("Add &recruit"), self.add_recruit))

    def initializePage(self) -> None:
        prices = self.wiz.prices
        if not self.profile.count() and prices:
            for profile in prices.profiles:
                cost = profile.cost * prices.recruit_multiplier
                self.profile.addItem(
                    tr("{profile} ({faction}), {price} Glory").format(
                        profile=profile.name, faction=profile.faction, price=number(cost)
                    ),
                    profile.key,
                )
        super().initializePage()

    def add_recruit(self) -> None:
        if self.profile.currentData():
            name = self.name.text().strip() or None
            self.wiz.draft.recruits.append(Recruit(self.profile.currentData(), name))
            self.name.clear()
            self.refresh()

    def priced_before(self) -> int:
        return len(self.wiz.draft.improve)

    def orders(self) -> list[Any]:
        return list(self.wiz.draft.recruits)

    def describe(self, order: Any) -> str:
        profile = self.wiz.profile_name(order.profile)
        if order.name:
            return tr("Recruit a {profile} named {name}").format(profile=profile, name=order.name)
        return tr("Recruit a {profile}").format(profile=profile)

    def drop(self, order: Any) -> None:
        self.wiz.draft.recruits.remove(order)
