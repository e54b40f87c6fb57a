"""Continue Post-Game Sequence: the clans whose sequence was not run yet; pick one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWizardPage

from warclan.services.ragnarok.pending import PendingSequence

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


class PickPage(QWizardPage):
    def __init__(self, wizard: GameWizard, pending: tuple[PendingSequence, ...]) -> None:
        super().__init__()
        self.wiz = wizard
        self.setTitle("Continue Post-Game Sequence")
        self.setSubTitle("War Clans whose post-game sequence has not been run yet.")
        self.list = QListWidget()
        self.list.setAccessibleName("Sequences not run yet")
        for item in pending:
            row = QListWidgetItem(item.label)
            row.setData(Qt.ItemDataRole.UserRole, item)
            self.list.addItem(row)
        empty = QLabel("Every War Clan has run the sequence of its latest game.")
        empty.setVisible(not pending)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(empty)
        self.list.currentItemChanged.connect(self._picked)

    def choose(self, clan_id: int | None) -> None:
        for row in range(self.list.count()):
            item: PendingSequence = self.list.item(row).data(Qt.ItemDataRole.UserRole)
            if clan_id is None or item.clan_id == clan_id:
                self.list.setCurrentRow(row)
                return

    def _picked(self) -> None:
        current = self.list.currentItem()
        pending = current.data(Qt.ItemDataRole.UserRole) if current else None
        self.wiz.pick(pending)
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return self.wiz.draft.clan_id is not None
