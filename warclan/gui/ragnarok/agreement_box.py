"""On a league campaign's page: the games that do not count yet (issue 26). Sides waiting
for the connected player's confirmation, with **Confirm** and **Dispute…**; disputed
sides with their note; the player's own games waiting for someone else. Hidden when there
is nothing (always, in an SQLite file: every game is confirmed at once).

What it shows comes with the page's own read (``agreement.awaiting``); Confirm and
Dispute go through ``ctx.ops`` like every change, and the server decides who may.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QPushButton, QTableView, QVBoxLayout

from warclan.gui import dialogs
from warclan.gui.columns import Column, ColumnsModel
from warclan.gui.context import AppContext
from warclan.gui.i18n import number, tr
from warclan.gui.ops import Changed
from warclan.gui.widgets import fit_columns, table
from warclan.services.ragnarok.agreement import Awaiting, SideStatus

# A row's state is its key (the English word); shown through _state_label.
YOURS, DISPUTED, OTHERS = "waiting for you", "disputed", "waiting for the other player"


def _state_label(state: str) -> str:
    return {
        YOURS: tr("waiting for you"),
        DISPUTED: tr("disputed"),
        OTHERS: tr("waiting for the other player"),
    }.get(state, state)


class AgreementBox(QGroupBox):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(tr("Games that do not count yet"))
        self.ctx = ctx
        self.campaign_id: int | None = None
        self.setAccessibleName(tr("Games waiting for agreement"))
        self.model: ColumnsModel[tuple[str, SideStatus]] = ColumnsModel(
            [
                Column(tr("Game"), lambda r: number(r[1].game_number)),
                Column(tr("War Clan"), lambda r: r[1].clan),
                Column(tr("Against"), lambda r: ", ".join(r[1].opponents)),
                Column(
                    tr("VP · kills"),
                    lambda r: f"{number(r[1].victory_points)} · {number(r[1].encounter_kills)}",
                ),
                Column(tr("Owner"), lambda r: r[1].owner or "—"),
                Column(tr("State"), lambda r: _state_label(r[0])),
                Column(tr("Note"), lambda r: r[1].note, tooltip=lambda r: r[1].note or None),
            ],
            parent=self,
        )
        self.view: QTableView
        self.view, self.proxy = table(self.model, "Games waiting for agreement")
        self.view.setAccessibleName(tr("Games waiting for agreement"))  # the key stays English
        self.confirm_button = QPushButton(tr("&Confirm"))
        self.confirm_button.setToolTip(tr("Agree with the result recorded for your War Clan"))
        self.dispute_button = QPushButton(tr("&Dispute…"))
        self.dispute_button.setToolTip(tr("Say what is wrong with the result (a note)"))
        self.confirm_button.clicked.connect(self.confirm)
        self.dispute_button.clicked.connect(self.dispute)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(self.dispute_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addLayout(buttons)
        self.view.selectionModel().currentChanged.connect(lambda *_: self._enable())
        self.hide()

    def show_awaiting(self, campaign_id: int, found: Awaiting) -> None:
        self.campaign_id = campaign_id
        rows = [(YOURS, s) for s in found.yours_to_confirm]
        rows += [(DISPUTED, s) for s in found.disputed]
        rows += [(OTHERS, s) for s in found.waiting_for_others]
        self.model.set_rows(rows)
        fit_columns(self.view)
        self.setVisible(bool(rows))
        self._enable()

    def _chosen(self) -> SideStatus | None:
        index = self.view.currentIndex()
        row = self.proxy.mapToSource(index).row() if index.isValid() else -1
        return self.model.row_at(row)[1] if 0 <= row < self.model.rowCount() else None

    def _enable(self) -> None:
        chosen = self._chosen()
        yours = any(s is chosen for state, s in self.model.rows() if state == YOURS)
        self.confirm_button.setEnabled(yours)
        self.dispute_button.setEnabled(yours)

    def confirm(self) -> None:
        side = self._chosen()
        if side is None:
            return
        from warclan.services.ragnarok import agreement

        db = self.ctx.db
        self.ctx.ops.run(
            tr("Confirm game {game} for {clan}").format(game=side.game_number, clan=side.clan),
            lambda: agreement.confirm_game(db, side.game_id, side.clan),
            changed=Changed.of("games", campaign_id=self.campaign_id),
        )

    def dispute(self) -> None:
        side = self._chosen()
        if side is None:
            return
        note = dialogs.ask_text(
            self,
            tr("Dispute game {game}").format(game=side.game_number),
            tr("What is wrong with the result recorded for {clan}?").format(clan=side.clan),
        )
        if note is None or not note.strip():
            return
        from warclan.services.ragnarok import agreement

        db = self.ctx.db
        self.ctx.ops.run(
            tr("Dispute game {game} for {clan}").format(game=side.game_number, clan=side.clan),
            lambda: agreement.dispute_game(db, side.game_id, side.clan, note),
            changed=Changed.of("games", campaign_id=self.campaign_id),
        )
