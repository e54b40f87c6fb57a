"""The Campaigns overview and one campaign's page: its War Clans as a league table
(rank, Glory collected and unspent, games) and the campaign's notes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from warclan.gui.access import needs
from warclan.gui.columns import Column, ColumnsModel, figure_column
from warclan.gui.context import AppContext, NavItem
from warclan.gui.i18n import number, tr
from warclan.gui.ops import Changed
from warclan.gui.ragnarok import clan_models
from warclan.gui.ragnarok.agreement_box import AgreementBox
from warclan.gui.ragnarok.table_models import ID_ROLE
from warclan.gui.unsaved import ChangedElsewhere
from warclan.gui.widgets import Figures, Heading, fit_columns, remember_header, table
from warclan.services.ragnarok.agreement import Awaiting
from warclan.services.ragnarok.dto import CampaignView

ContextMenu = Callable[[QTableView, object], None]
Navigate = Callable[[str, int], object]


class CampaignsPage:
    """Every campaign of the database, one row each."""

    def __init__(
        self, ctx: AppContext, parent: QWidget, context_menu: ContextMenu, navigate: Navigate
    ) -> None:
        self.ctx = ctx
        self._root = QWidget(parent)
        self._root.setAccessibleName(tr("Campaigns page"))
        layout = QVBoxLayout(self._root)
        layout.addWidget(Heading(tr("Campaigns"), scale=1.5))
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.model: ColumnsModel[CampaignView] = ColumnsModel(
            [
                Column(tr("Campaign"), lambda c: c.name),
                figure_column(tr("War Clans"), lambda c: len(c.clans)),
                figure_column(tr("Games"), lambda c: c.games),
                figure_column(tr("Base War Clan Rank"), lambda c: c.base_rank),
            ],
            ident=lambda c: c.id,
            parent=self._root,
        )
        self.view, _ = table(self.model, "Campaigns table", stretch_last=False)
        self.view.setAccessibleName(tr("Campaigns table"))  # its object name stays the key
        remember_header(self.view, ctx.settings)
        self.view.customContextMenuRequested.connect(lambda pos: context_menu(self.view, pos))
        self.view.activated.connect(lambda index: navigate("campaign", int(index.data(ID_ROLE))))
        layout.addWidget(self.view, 1)

    def widget(self) -> QWidget:
        return self._root

    def show_item(self, item: NavItem) -> None:
        self.load()

    def on_changed(self, changed: Changed) -> None:
        self.load()

    def load(self) -> None:
        from warclan.services.ragnarok import campaigns

        db = self.ctx.db
        self.ctx.ops.read(
            self._root, tr("Show campaigns"), lambda: campaigns.list_campaigns(db), self._show
        )

    def _show(self, rows: list[CampaignView]) -> None:
        self.model.set_rows(rows)
        fit_columns(self.view)
        self.hint.setText(
            tr("No campaigns yet: File ▸ New Campaign… (Ctrl+N) starts one.")
            if not rows
            else tr("Open a campaign to see its War Clans (double-click or Enter).")
        )


class CampaignPage:
    """One campaign: figures, the War Clans table and the notes (an undoable edit)."""

    def __init__(
        self, ctx: AppContext, parent: QWidget, context_menu: ContextMenu, navigate: Navigate
    ) -> None:
        self.ctx = ctx
        self.campaign: CampaignView | None = None
        self._saved_notes = ""
        self._root = QWidget(parent)
        self._root.setAccessibleName(tr("Campaign page"))
        layout = QVBoxLayout(self._root)
        self.heading = Heading(scale=1.5)
        # The captions are the figures' keys: the same tr() here and in _show.
        self.figures = Figures([tr("Base War Clan Rank"), tr("War Clans"), tr("Games")])
        layout.addWidget(self.heading)
        layout.addWidget(self.figures)
        self.model = clan_models.clans_model(self._root)
        self.view, self.proxy = table(self.model, "War Clans table", stretch_last=False)
        self.view.setAccessibleName(tr("War Clans table"))  # its object name stays the key
        remember_header(self.view, ctx.settings)
        if ctx.settings.value(f"headers/{self.view.objectName()}") is None:
            self.view.sortByColumn(2, Qt.SortOrder.DescendingOrder)  # a league: best first
        self.view.customContextMenuRequested.connect(lambda pos: context_menu(self.view, pos))
        self.view.activated.connect(lambda index: navigate("clan", int(index.data(ID_ROLE))))
        self.empty = QLabel()
        self.empty.setWordWrap(True)

        notes_box = QWidget()
        notes_layout = QVBoxLayout(notes_box)
        notes_layout.setContentsMargins(0, 0, 0, 0)
        notes_layout.addWidget(Heading(tr("Campaign notes"), scale=1.05))
        self.notes = QPlainTextEdit()
        self.notes.setAccessibleName(tr("Campaign notes"))
        self.notes.setTabChangesFocus(True)
        self.notes.setPlaceholderText(tr("House rules agreed, next game night, who owes the beer…"))
        self.notes.textChanged.connect(self._notes_edited)
        self.notes_elsewhere = ChangedElsewhere()
        self.notes_elsewhere.reload.connect(self._take_their_notes)
        self.notes_elsewhere.keep.connect(self._keep_my_notes)
        self._their_notes: str | None = None  # saved elsewhere while these were typed
        # Notes typed and not saved, per campaign shown since: (its name, the saved
        # notes they began from, the typing).
        self._drafts: dict[int, tuple[str, str, str]] = {}
        self._wanted: int | None = None  # the campaign chosen (its read may be on its way)
        self._reset_for: int | None = None  # the campaign whose notes the next answer sets
        self.save_notes = QPushButton(tr("Save &Notes"))
        self.save_notes.setEnabled(False)
        self.save_notes.clicked.connect(self.commit_notes)
        needs(self.notes, "campaigns")  # read-only for a player or viewer
        needs(self.save_notes, "campaigns")
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.save_notes)
        notes_layout.addWidget(self.notes_elsewhere)
        notes_layout.addWidget(self.notes)
        notes_layout.addLayout(row)

        clans_box = QWidget()
        clans_layout = QVBoxLayout(clans_box)
        clans_layout.setContentsMargins(0, 0, 0, 0)
        heading_row = QHBoxLayout()
        heading_row.addWidget(Heading(tr("War Clans"), scale=1.05), 1)
        # The window's Campaign ▸ Play a Game… and Record Game…, here too: the game
        # about to be played is the campaign's.
        for name in ("action.play_game", "action.record_game"):
            action = parent.window().findChild(QAction, name)
            if action is not None:
                button = QToolButton()
                button.setDefaultAction(action)
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
                heading_row.addWidget(button)
        clans_layout.addLayout(heading_row)
        clans_layout.addWidget(self.empty)
        clans_layout.addWidget(self.view)
        self.agreement = AgreementBox(ctx)  # a league's games that do not count yet
        clans_layout.addWidget(self.agreement)
        self.split = QSplitter(Qt.Orientation.Vertical)
        self.split.setObjectName("campaign.split")
        self.split.addWidget(clans_box)
        self.split.addWidget(notes_box)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 1)
        state = ctx.settings.value("splitters/campaign.split")
        if state is not None:
            self.split.restoreState(state)
        layout.addWidget(self.split, 1)

    def widget(self) -> QWidget:
        return self._root

    def save_state(self) -> None:
        self.ctx.settings.setValue("splitters/campaign.split", self.split.saveState())

    def show_item(self, item: NavItem) -> None:
        if item.ident is not None:
            # Another campaign: its own notes. The same one again (F5): notes being
            # typed stay, as after any refresh.
            other = self._wanted != item.ident
            self._wanted = item.ident
            if other and self.campaign is not None and self.notes_dirty():
                # Kept as a draft, not lost: it is back when this campaign is.
                typed = self.notes.toPlainText()
                self._drafts[self.campaign.id] = (self.campaign.name, self._saved_notes, typed)
            if other:
                # Until its notes arrive, the field holds the last campaign's: not for typing.
                self.heading.setText(item.label)
                self.notes.setEnabled(False)
            self.load(item.ident, reset_notes=other)

    def on_changed(self, changed: Changed) -> None:
        # The campaign chosen, even while its first read is on its way: a refresh must
        # never bring back the one shown before it.
        if self._wanted is not None:
            self.load(self._wanted, reset_notes=False)

    def selected_clan_id(self) -> int | None:
        index = self.view.currentIndex()
        return int(index.data(ID_ROLE)) if index.isValid() else None

    def load(self, campaign_id: int, *, reset_notes: bool) -> None:
        db = self.ctx.db
        if reset_notes:  # kept until the answer: a newer read of it may supersede this one
            self._reset_for = campaign_id

        def read() -> tuple[CampaignView, dict[int, int], str, Awaiting]:
            # Imported on the pool thread: the first campaign shown would otherwise pay
            # for these modules on the GUI thread, as the window opens.
            from warclan.services.ragnarok import agreement, campaigns, edits, history

            camp = campaigns.campaign_overview(db, campaign_id)
            games = history.games_per_clan(db, campaign_id)
            notes = edits.campaign_notes(db, campaign_id)
            return camp, games, notes, agreement.awaiting(db, campaign_id)

        def show(found: tuple[CampaignView, dict[int, int], str, Awaiting]) -> None:
            self._show(*found[:3])
            self.agreement.show_awaiting(campaign_id, found[3])

        self.ctx.ops.read(self._root, tr("Show campaign"), read, show)

    def _show(self, camp: CampaignView, games: dict[int, int], notes: str) -> None:
        reset_notes = self._reset_for == camp.id
        self._reset_for = None
        self.campaign = camp
        self.heading.setText(camp.name)
        self.notes.setEnabled(True)
        self.figures.set(
            tr("Base War Clan Rank"),
            number(camp.base_rank),
            tr("The lowest War Clan Rank among the campaign's active clans"),
        )
        self.figures.set(tr("War Clans"), number(len(camp.clans)))
        self.figures.set(tr("Games"), number(camp.games))
        selected = self.selected_clan_id()
        self.model.set_rows([(c, games.get(c.id, 0)) for c in camp.clans])
        fit_columns(self.view)
        self.empty.setVisible(not camp.clans)
        self.empty.setText(
            tr(
                "No War Clans yet: Campaign ▸ New War Clan… (Ctrl+Shift+N) builds one from "
                "{glory} Glory."
            ).format(glory=number(800))
        )
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(ID_ROLE) == selected:
                self.view.setCurrentIndex(self.proxy.index(row, 0))
        # Notes being typed are the player's: only untouched notes take the saved text;
        # typed ones stay, and the line over them says the saved text moved on.
        draft = self._drafts.pop(camp.id, None) if reset_notes else None
        if draft is not None:  # typed here before the player looked at another campaign
            _name, began_from, typed = draft
            self._set_notes(began_from)
            self.notes.setPlainText(typed)
            if notes != began_from:
                self._their_notes = notes
                self.notes_elsewhere.show_for(
                    tr("The notes of {campaign}").format(campaign=camp.name)
                )
        elif reset_notes or not self.notes_dirty() or notes == self.notes.toPlainText():
            self._set_notes(notes)
        elif notes != self._saved_notes and notes != self.notes.toPlainText():
            self._their_notes = notes
            self.notes_elsewhere.show_for(tr("The notes of {campaign}").format(campaign=camp.name))

    def _set_notes(self, notes: str) -> None:
        self._saved_notes, self._their_notes = notes, None
        self.notes_elsewhere.hide()
        if notes != self.notes.toPlainText():  # the same text: the cursor stays put
            self.notes.setPlainText(notes)
        self.save_notes.setEnabled(False)

    def _take_their_notes(self) -> None:
        if self._their_notes is not None:
            self._set_notes(self._their_notes)

    def _keep_my_notes(self) -> None:
        """Saving now replaces the newer notes: the player has seen that they moved on."""
        if self._their_notes is not None:
            self._saved_notes, self._their_notes = self._their_notes, None
            self._notes_edited()

    # --- notes: one undoable edit per save ---------------------------------------------
    def unsaved(self) -> list[str]:
        """What would be lost if the window closed now (it asks first)."""
        said = tr("the notes of {campaign}")
        found = [said.format(campaign=name) for name, _began, _typed in self._drafts.values()]
        if self.campaign is not None and self.notes_dirty():
            found.insert(0, said.format(campaign=self.campaign.name))
        return found

    def notes_dirty(self) -> bool:
        return self.notes.toPlainText() != self._saved_notes

    def _notes_edited(self) -> None:
        self.save_notes.setEnabled(self.notes_dirty())

    def commit_notes(self) -> None:
        from warclan.services.ragnarok import edits

        if self.campaign is None or not self.notes_dirty():
            return
        db, ident, text = self.ctx.db, self.campaign.id, self.notes.toPlainText()
        began_from = self._saved_notes

        def saved(_old: str) -> None:
            self._saved_notes = text
            self.save_notes.setEnabled(self.notes_dirty())

        def refused(_exc: BaseException) -> None:
            # Saved elsewhere meanwhile (the dialog said so): the typing stays, and a
            # fresh read shows the line with Reload or Keep mine.
            self.load(ident, reset_notes=False)

        self.ctx.ops.run_command(
            self.ctx.undo_stack,
            tr("Edit notes of {campaign}").format(campaign=self.campaign.name),
            lambda: edits.set_campaign_notes(db, ident, text, expected=began_from),
            lambda old: edits.set_campaign_notes(db, ident, old),
            changed=Changed.of("campaign_notes", campaign_id=ident),
            on_done=saved,
            on_failed=refused,
        )


def selected_row_id(view: QTableView, index: QModelIndex | None = None) -> int | None:
    index = index if index is not None else view.currentIndex()
    return int(index.data(ID_ROLE)) if index.isValid() and index.data(ID_ROLE) is not None else None
