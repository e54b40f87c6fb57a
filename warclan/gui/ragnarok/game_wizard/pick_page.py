"""Continue Post-Game Sequence: the clans whose sequence was not run yet; pick one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWizardPage

from warclan.gui.i18n import number, tr
from warclan.services.ragnarok.pending import PendingSequence

if TYPE_CHECKING:
    from warclan.gui.ragnarok.game_wizard.wizard import GameWizard


def label(item: PendingSequence) -> str:
    """A waiting sequence as the list shows it (``PendingSequence.label``, in words)."""
    scenario = f" ({item.scenario})" if item.scenario else ""
    day = item.played_on
    return tr("{clan}: game {game}{scenario}, {date}").format(
        clan=item.clan,
        game=number(item.game_seq),
        scenario=scenario,
        date=QLocale().toString(
            QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat
        ),
    )


class PickPage(QWizardPage):
    def __init__(self, wizard: GameWizard, pending: tuple[PendingSequence, ...]) -> None:
        super().__init__()
        self.wiz = wizard
        self.setTitle(tr("Continue Post-Game Sequence"))
        self.setSubTitle(tr("War Clans whose post-game sequence has not been run yet."))
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Sequences not run yet"))
        for item in pending:
            row = QListWidgetItem(label(item))
            row.setData(Qt.ItemDataRole.UserRole, item)
            self.list.addItem(row)
        empty = QLabel(tr("Every War Clan has run the sequence of its latest game."))
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
