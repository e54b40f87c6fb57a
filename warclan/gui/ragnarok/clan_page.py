"""The War Clan page: the figures a player asks for first, then Warriors | History |
Chart | Stores. It shows at least what the printed roster shows, plus the history."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QSplitter,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import i18n
from warclan.gui.context import AppContext, NavItem
from warclan.gui.i18n import number, tr
from warclan.gui.ops import Changed
from warclan.gui.ragnarok import clan_models
from warclan.gui.ragnarok.table_models import ID_ROLE
from warclan.gui.ragnarok.warrior_text import detail_html, stat_abbr
from warclan.gui.widgets import (
    Figures,
    Heading,
    filter_box,
    fit_columns,
    remember_header,
    squeeze_columns,
    table,
)
from warclan.i18n_text import T_
from warclan.rules.ragnarok.profiles import STAT_NAMES
from warclan.services.ragnarok.dto import CampaignView, ClanView

if TYPE_CHECKING:  # loaded with the History or Chart tab's data
    from warclan.services.ragnarok.history import ClanHistory

# The figures' captions (the Figures' keys are these, as the window's language has them:
# ``caption(COLLECTED)``).
COLLECTED = T_("Glory collected")
UNSPENT = T_("Unspent Glory")
RANK = T_("War Clan Rank")
BASE_RANK = T_("Campaign base rank")
JOINED = T_("Joined at base rank")
GAMES = T_("Games played")
FIGURES = [COLLECTED, UNSPENT, RANK, BASE_RANK, JOINED, GAMES]
# The warriors' text columns, cut short (with "…") before the stats scroll out of view.
SQUEEZED = (T_("God Powers"), T_("Items"), T_("Profile"))


def caption(figure: str) -> str:
    """A figure's caption (and key) in the window's language."""
    return i18n.text(figure)


ContextMenu = Callable[[QTableView, object], None]


class ClanPage:
    def __init__(self, ctx: AppContext, parent: QWidget, context_menu: ContextMenu) -> None:
        self.ctx = ctx
        self.clan: ClanView | None = None
        self._wanted: int | None = None  # the clan chosen (its read may be on its way)
        self.history: ClanHistory | None = None
        self._root = QWidget(parent)
        self._root.setAccessibleName(tr("War Clan page"))
        layout = QVBoxLayout(self._root)
        self.heading = Heading(scale=1.5)
        self.subheading = QLabel()
        self.subheading.setWordWrap(True)
        self.figures = Figures([caption(f) for f in FIGURES])
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setAccessibleName(tr("War Clan notes"))
        layout.addWidget(self.heading)
        layout.addWidget(self.subheading)
        layout.addWidget(self.figures)
        layout.addWidget(self.notes)

        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(tr("War Clan tabs"))
        # The tabs take the height that is left, never more: the page (with its wrapped
        # labels) then fits the window instead of scrolling the chart's axis out of view.
        self.tabs.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.tabs.setMinimumHeight(self.tabs.fontMetrics().height() * 18)
        layout.addWidget(self.tabs, 1)
        settings = ctx.settings

        # Warriors: the table, and below it everything about the chosen warrior.
        self.warriors = clan_models.warriors_model(self._root)
        self.warrior_view, self.warrior_proxy = table(self.warriors, "Warriors table")
        remember_header(self.warrior_view, settings)
        self.warrior_filter = filter_box(self.warrior_proxy, tr("warriors"))
        warriors_box = QWidget()
        warriors_layout = QVBoxLayout(warriors_box)
        warriors_layout.setContentsMargins(0, 0, 0, 0)
        warriors_layout.addWidget(self.warrior_filter)
        warriors_layout.addWidget(self.warrior_view)
        self.detail = QTextBrowser()
        self.detail.setAccessibleName(tr("Warrior details"))
        self.detail.setOpenLinks(False)
        self.warrior_split = QSplitter(Qt.Orientation.Vertical)
        self.warrior_split.setObjectName("clan.warriors.split")
        self.warrior_split.addWidget(warriors_box)
        self.warrior_split.addWidget(self.detail)
        self.warrior_split.setStretchFactor(0, 0)
        self.warrior_split.setStretchFactor(1, 1)
        self.warrior_split.setChildrenCollapsible(False)
        # Until the user drags it, the split gives the table the rows it has and the
        # details the rest; a dragged split is kept (and saved) as it is.
        self._split_moved = False
        self.warrior_split.splitterMoved.connect(self._warrior_split_moved)
        self.warrior_view.selectionModel().currentRowChanged.connect(self._warrior_changed)
        self.tabs.addTab(self.warrior_split, tr("&Warriors"))

        # History: games, the Glory ledger, every die.
        self.games = clan_models.games_model(self._root)
        self.games_view, _ = table(self.games, "Games table")
        self.games_view.activated.connect(self._show_game_log)
        self.ledger = clan_models.ledger_model(self._root)
        self.ledger_view, _ = table(self.ledger, "Glory ledger table")
        self.dice = clan_models.dice_model(self._root)
        self.dice_view, _ = table(self.dice, "Dice table")
        self.history_split = QSplitter(Qt.Orientation.Vertical)
        self.history_split.setObjectName("clan.history.split")
        for title, view in (
            (tr("Games, in the order they were recorded"), self.games_view),
            (tr("Glory ledger"), self.ledger_view),
            (tr("Dice, with where each came from"), self.dice_view),
        ):
            remember_header(view, settings)
            box = QWidget()
            box_layout = QVBoxLayout(box)
            box_layout.setContentsMargins(0, 0, 0, 0)
            box_layout.addWidget(Heading(title, scale=1.05))
            box_layout.addWidget(view)
            self.history_split.addWidget(box)
        self.tabs.addTab(self.history_split, tr("&History"))

        # Chart: built the first time the tab is shown (QtCharts loads then).
        self.chart_holder = QWidget()
        self.chart_holder.setAccessibleName(tr("Glory and rank chart"))
        QVBoxLayout(self.chart_holder).setContentsMargins(0, 0, 0, 0)
        self.chart: object | None = None
        self.tabs.addTab(self.chart_holder, tr("&Chart"))

        # Stores and Glory found raiding.
        self.stores = clan_models.stores_model(self._root)
        self.stores_view, _ = table(self.stores, "Stores table")
        remember_header(self.stores_view, settings)
        self.found = QLabel()
        self.found.setWordWrap(True)
        self.stores_box = QWidget()
        stores_layout = QVBoxLayout(self.stores_box)
        stores_layout.addWidget(self.found)
        stores_layout.addWidget(self.stores_view)
        self.tabs.addTab(self.stores_box, tr("&Stores"))
        self.tabs.currentChanged.connect(self._tab_changed)

        # The tables' object names stay English (their header state is saved under them).
        for view, name in (
            (self.warrior_view, tr("Warriors table")),
            (self.games_view, tr("Games table")),
            (self.ledger_view, tr("Glory ledger table")),
            (self.dice_view, tr("Dice table")),
            (self.stores_view, tr("Stores table")),
        ):
            view.setAccessibleName(name)
            view.customContextMenuRequested.connect(lambda pos, v=view: context_menu(v, pos))
        for split in (self.warrior_split, self.history_split):
            state = settings.value(f"splitters/{split.objectName()}")
            if state is not None:
                split.restoreState(state)
                self._split_moved = self._split_moved or split is self.warrior_split
        self._stores_unfitted = False  # the stores arrived while their tab was hidden
        self._fit_timer = QTimer(self._root)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)  # once the page is laid out at its real size
        self._fit_timer.timeout.connect(self._fit_warriors)

    # --- Page -------------------------------------------------------------------------
    def widget(self) -> QWidget:
        return self._root

    def show_item(self, item: NavItem) -> None:
        if item.ident is not None:
            if self._wanted != item.ident:
                self.heading.setText(item.label)  # at once; the figures when read
            self._wanted = item.ident
            self.load(item.ident)

    def on_changed(self, changed: Changed) -> None:
        # The clan chosen, even while its first read is on its way (never the one before).
        if self._wanted is None:
            return
        campaign = self.clan.campaign_id if self.clan is not None else None
        if changed.clan_id in (None, self._wanted) or changed.campaign_id == campaign:
            self.load(self._wanted)

    def save_state(self) -> None:
        for split in (self.warrior_split, self.history_split):
            if split is self.warrior_split and not self._split_moved:
                continue  # fitted to the rows each time: nothing of the user's to keep
            self.ctx.settings.setValue(f"splitters/{split.objectName()}", split.saveState())

    def focus_filter(self) -> None:
        """Ctrl+F: the warriors' filter (from the Warriors tab)."""
        self.tabs.setCurrentWidget(self.warrior_split)
        self.warrior_filter.setFocus()
        self.warrior_filter.selectAll()

    # --- loading ----------------------------------------------------------------------
    def load(self, clan_id: int) -> None:
        db = self.ctx.db

        def read() -> tuple[ClanView, CampaignView]:
            # Imported on the worker, not the GUI thread, the first time a clan is shown.
            from warclan.services.ragnarok import campaigns, clans

            clan = clans.show_clan(db, clan_id)
            return clan, campaigns.campaign_overview(db, clan.campaign_id)

        self.ctx.ops.read(self._root, tr("Show War Clan"), read, lambda found: self._show(*found))

    def _show(self, clan: ClanView, camp: CampaignView) -> None:
        self.clan, self.history = clan, None
        self.heading.setText(clan.name)
        subheading = tr("{player}'s War Clan in {campaign}").format(
            player=clan.player, campaign=clan.campaign
        )
        if clan.owner:  # a league's login
            subheading += tr(" · owner: {owner}").format(owner=clan.owner)
        self.subheading.setText(subheading)
        figures = self.figures
        figures.set(
            caption(COLLECTED),
            number(clan.glory_collected),
            tr("Glory earned in games; raises rank"),
        )
        figures.set(
            caption(UNSPENT),
            number(clan.unspent_glory),
            tr(
                "800 − {cost} (the clan's cost) + Glory collected + {found} found raiding − "
                "{spent} spent"
            ).format(cost=clan.creation_cost, found=clan.glory_found, spent=clan.glory_spent),
        )
        figures.set(caption(RANK), number(clan.rank), tr("+1 for every 50 Glory collected"))
        figures.set(caption(BASE_RANK), number(camp.base_rank))
        figures.set(caption(JOINED), number(clan.joined_base_rank))
        figures.set(caption(GAMES), number(clan.games_played))
        self.notes.setText(_notes(clan))
        self.warriors.set_rows(clan.warriors)
        fit_columns(self.warrior_view)
        self._fit_timer.start()
        if self.warrior_proxy.rowCount():
            self.warrior_view.setCurrentIndex(self.warrior_proxy.index(0, 0))
        else:
            self.detail.setHtml("<p>" + tr("This War Clan has no warriors.") + "</p>")
        self.stores.set_rows(clan.stores)
        if self.tabs.currentWidget() is self.stores_box:
            fit_columns(self.stores_view)
        else:  # sized when its tab is shown: showing a clan costs a table less
            self._stores_unfitted = True
        found = tr(
            "Glory found raiding: {glory}. It can be spent, but it is not Glory collected, "
            "so it does not raise the War Clan Rank."
        ).format(glory=number(clan.glory_found))
        if not clan.stores:
            found += "\n" + tr("No stores yet: raids add what they find here.")
        self.found.setText(found)
        if self.tabs.currentWidget() in (self.history_split, self.chart_holder):
            self._load_history()

    def _load_history(self) -> None:
        """The History and Chart tabs' data: read when one of them is shown, so that a
        clan's page (and the window at start-up) shows without it."""
        from warclan.services.ragnarok import history

        if self.clan is None:
            return
        db, clan_id = self.ctx.db, self.clan.id
        self.ctx.ops.read(
            self._root,
            tr("Show War Clan"),
            lambda: history.clan_history(db, clan_id),
            self._show_history,
            key="history",
        )

    def _show_history(self, past: ClanHistory) -> None:
        self.history = past
        self.games.set_rows(past.games)
        self.ledger.set_rows(past.ledger)
        self.dice.set_rows(past.dice)
        for view in (self.games_view, self.ledger_view, self.dice_view):
            fit_columns(view)
        if self.chart is not None:
            self._update_chart()

    def _show_game_log(self, index: QModelIndex) -> None:
        """Enter or double-click on a game played with the tracker: its log."""
        if self.history is None:
            return
        ident = index.data(ID_ROLE)
        game = next((g for g in self.history.games if g.game_id == ident), None)
        if game is None or game.tracked is None:
            return
        from warclan.gui.ragnarok.game_log_dialog import show_game_log

        show_game_log(self.ctx, game.tracked, self._root)

    def _warrior_split_moved(self, _pos: int, _index: int) -> None:
        self._split_moved = True

    def _fit_warriors(self) -> None:
        """Keep the stats in view (text columns give way) and, unless the user moved
        the split, give the table its rows' height and the details the rest."""
        view = self.warrior_view
        stats = tuple(stat_abbr(stat) for stat in STAT_NAMES)
        squeezed = tuple(i18n.text(header) for header in SQUEEZED)
        squeeze_columns(view, squeezed, least_chars=6, tight=stats)
        if self._split_moved:
            return
        total = sum(self.warrior_split.sizes())
        rows = max(view.model().rowCount(), 3)
        wanted = (
            self.warrior_filter.sizeHint().height()
            + view.horizontalHeader().height()
            + rows * view.verticalHeader().defaultSectionSize()
            + 2 * view.frameWidth()
            + (
                view.horizontalScrollBar().sizeHint().height()
                if view.horizontalScrollBar().isVisible()
                else 0
            )
            + 8
        )
        top = min(wanted, total * 3 // 5)  # the details keep at least two fifths
        if total > 0:
            self.warrior_split.setSizes([top, total - top])
            self._split_moved = False  # setSizes is not the user's drag

    def _warrior_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self.clan is None or not current.isValid():
            self.detail.clear()
            return
        ident = current.data(ID_ROLE)
        warrior = next((w for w in self.clan.warriors if w.id == ident), None)
        if warrior is not None:
            self.detail.setHtml(detail_html(warrior))

    def selected_warrior_id(self) -> int | None:
        index = self.warrior_view.currentIndex()
        return int(index.data(ID_ROLE)) if index.isValid() else None

    # --- chart ------------------------------------------------------------------------
    def _tab_changed(self, index: int) -> None:
        tab = self.tabs.widget(index)
        if tab is self.stores_box and self._stores_unfitted:
            self._stores_unfitted = False
            fit_columns(self.stores_view)
        if tab is self.chart_holder and self.chart is None:
            from warclan.gui.ragnarok.clan_chart import ClanChart

            self.chart = ClanChart(self.chart_holder)
            layout = self.chart_holder.layout()
            assert layout is not None
            layout.addWidget(self.chart.widget())
        if tab in (self.history_split, self.chart_holder):
            if self.history is None:  # load() forgets the history of the clan shown before
                self._load_history()
            else:
                self._update_chart()

    def _update_chart(self) -> None:
        from warclan.gui.ragnarok.clan_chart import ClanChart

        if isinstance(self.chart, ClanChart) and self.history is not None:
            self.chart.show_history(self.history)


def _notes(clan: ClanView) -> str:
    notes = []
    if clan.catch_up_active:
        notes.append(
            tr(
                "Earns catch-up Glory while its rank is below {rank}, the base rank it joined at."
            ).format(rank=number(clan.joined_base_rank))
        )
    if clan.must_miss_next_game:
        notes.append(
            tr("Misses the next game: {names}.").format(names=", ".join(clan.must_miss_next_game))
        )
    if clan.pending_game_id is not None:
        notes.append(
            tr(
                "The post-game sequence of its latest game is not run yet: "
                "Campaign ▸ Continue Post-Game Sequence…"
            )
        )
    return " ".join(notes)
