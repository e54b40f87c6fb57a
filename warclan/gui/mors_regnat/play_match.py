"""Warband ▸ Play a Match…: which warbands are at the table; then the match starts and
its tracker page shows (``match_tracker``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from warclan.gui.context import AppContext
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed

if TYPE_CHECKING:
    pass

from warclan.gui.mors_regnat.match_tracker import KIND


class PlayMatchDialog(QDialog):
    """The warbands at the table (two or more)."""

    def __init__(self, names: list[tuple[int, str]], parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Play a Match"))
        box = QVBoxLayout(self)
        box.addWidget(QLabel(tr("Tick the warbands at the table:")))
        self.list = QListWidget()
        for ident, name in names:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, ident)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        box.addWidget(self.list, 1)
        self.problem = QLabel()
        box.addWidget(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start.setText(tr("Start the Match"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.list.itemChanged.connect(lambda *_: self.check())
        self.check()

    def chosen(self) -> list[int]:
        return [
            int(item.data(Qt.ItemDataRole.UserRole))
            for i in range(self.list.count())
            if (item := self.list.item(i)) is not None
            and item.checkState() == Qt.CheckState.Checked
        ]

    def check(self) -> None:
        ok = len(self.chosen()) >= 2
        self.problem.setText("" if ok else tr("Tick at least two warbands."))
        self.start.setEnabled(ok)


def play_match(ctx: AppContext, window: QWidget) -> None:
    """Ask which warbands play, start the match, then show its tracker page."""
    from warclan.services.mors_regnat import tracker, warbands

    db = ctx.db

    def ask(found: list[Any]) -> None:
        dialog = PlayMatchDialog([(s.id, s.name) for s in found], window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def accepted() -> None:
            chosen = dialog.chosen()

            def started(ident: int) -> None:
                reload = getattr(window, "reload_navigator", None)
                select = getattr(window, "select", None)
                if reload is not None and select is not None:
                    reload()
                    select(KIND, ident)

            ctx.ops.run(
                tr("Start a match"),
                lambda: tracker.start_match(db, chosen),
                changed=Changed.of("mr_trackers"),
                on_done=started,
            )

        dialog.accepted.connect(accepted)
        dialog.show()

    ctx.ops.read(window, tr("Play a Match"), lambda: warbands.list_warbands(db), ask)
