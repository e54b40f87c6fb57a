"""Steps 4–6 share a shape: a small form that adds orders, the list of orders with the
Glory each cost in the dry run, and Remove. The form's groups wrap onto more rows when
the wizard is narrow (a 1024-pixel screen at 150 %, German's longer words)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QPushButton,
    QWidget,
)

from warclan.gui.fitting import FlowLayout, side_by_side
from warclan.gui.i18n import tr
from warclan.gui.ragnarok.game_wizard.base import StepPage
from warclan.gui.ragnarok.wizard_models import OrderRow, OrdersModel
from warclan.gui.widgets import plain_table
from warclan.services.ragnarok.game_night import SequenceOutcome

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


class OrdersPage(StepPage):
    def __init__(self, wizard: GameWizard) -> None:
        super().__init__(wizard)
        self.model = OrdersModel(self)
        self.table = plain_table(self.model, tr("{title} orders").format(title=self.title()))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.remove = QPushButton(tr("&Remove order"))
        self.remove.clicked.connect(self._remove)
        self.form = FlowLayout()
        self.body.addLayout(self.form)
        self.body.addWidget(self.table, 1)
        self.body.addWidget(self.remove)

    # --- what a page provides -------------------------------------------------------
    def orders(self) -> list[Any]:
        """This page's orders, in the order the service prices them."""
        raise NotImplementedError

    def describe(self, order: Any) -> str:
        raise NotImplementedError

    def drop(self, order: Any) -> None:
        raise NotImplementedError

    def priced_before(self) -> int:
        """How many purchases earlier pages made (they come first in the dry run)."""
        return 0

    # --- shared ---------------------------------------------------------------------
    def add_group(self, *widgets: QWidget) -> None:
        """Widgets that stay side by side, as one piece of the wrapping form."""
        self.form.addWidget(side_by_side(*widgets))

    def add_button(self, text: str, action: Any) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(action)
        return button

    def combo(self, name: str) -> QComboBox:
        box = QComboBox()
        box.setAccessibleName(name)
        return box

    def _remove(self) -> None:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        orders = self.orders()
        for row in rows:
            self.drop(orders[row])
        self.refresh()

    def show_outcome(self, outcome: SequenceOutcome | None) -> None:
        orders = self.orders()
        prices: list[int | None] = [None] * len(orders)
        if outcome is not None:
            start = self.priced_before()
            mine = outcome.result.purchases[start : start + len(orders)]
            prices = [p.glory_paid for p in mine] + [None] * (len(orders) - len(mine))
        self.model.set_rows(
            [OrderRow(self.describe(o), price) for o, price in zip(orders, prices, strict=True)]
        )
