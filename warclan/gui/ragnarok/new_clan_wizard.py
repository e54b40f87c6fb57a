"""Campaign ▸ New War Clan… (Ctrl+Shift+N): build a War Clan from 800 Glory.

One page: player and clan name, the campaign's recruitable profiles (Ctrl+F filters),
the chosen warriors (names edited in place) and the live "800 − cost = Glory left".
Every change re-runs the services' own checks (``plan_clan`` for the figure,
``create_clan(dry_run=True)`` for every refusal), so Finish is enabled exactly when the
service would accept. Finish creates the clan in one transaction through ``ctx.ops``;
Cancel leaves nothing behind (nothing is written before Finish).

``open_new_clan_wizard`` shows the wizard window-modal and returns at once (``show()``);
tests build ``NewClanWizard`` directly and drive its widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from warclan.errors import UserError
from warclan.gui.context import AppContext
from warclan.gui.glyph_warning import GlyphWarning
from warclan.gui.help import context_help
from warclan.gui.i18n import text as i18n_text
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed
from warclan.gui.ragnarok.wizard_models import ChosenModel, ProfilesModel
from warclan.gui.signs import signed_number
from warclan.gui.widgets import plain_table, sorting_proxy
from warclan.gui.window_state import remember_dialog
from warclan.services.ragnarok import clans, price_list
from warclan.services.ragnarok.dto import ClanView, ProfileView


def table(model: QAbstractItemModel, name: str, model_owner: QWidget) -> QTableView:
    view = plain_table(model, name, model_owner)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


class _Keys(QObject):
    """Keys a widget answers itself, before they reach the wizard: Return in the
    profiles' filter or table adds a warrior (it must never press Finish); Delete in the
    chosen warriors removes one; Down from the filter goes to the profiles."""

    def __init__(self, parent: QObject, keys: dict[int, Callable[[], None]]) -> None:
        super().__init__(parent)
        self._keys = keys

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride) and isinstance(
            event, QKeyEvent
        ):
            action = self._keys.get(event.key())
            if action is not None and event.modifiers() in (
                Qt.KeyboardModifier.NoModifier,
                Qt.KeyboardModifier.KeypadModifier,
            ):
                if event.type() == QEvent.Type.KeyPress:
                    action()
                event.accept()
                return True
        return False


class ClanPage(QWizardPage):
    def __init__(self, wizard: NewClanWizard) -> None:
        super().__init__()
        self._wizard = wizard
        self.setTitle(tr("New War Clan"))
        self.setSubTitle(
            tr(
                "Choose warriors worth at most 800 Glory. Type in the filter and press Return, "
                "or double-click a profile, to add it; double-click (or F2) a chosen warrior's "
                "name to change it, Delete removes one."
            )
        )
        self.player = QLineEdit()
        self.player.setAccessibleName(tr("Player"))
        self.clan_name = QLineEdit()
        self.clan_name.setAccessibleName(tr("War Clan name"))
        form = QFormLayout()
        form.addRow(tr("&Player:"), self.player)
        form.addRow(tr("War &Clan name:"), self.clan_name)
        # Names no font can print: said at once, never blocking Finish (issue 11).
        self.name_warning = GlyphWarning(self._names)

        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Filter profiles (Ctrl+F)"))
        self.filter.setAccessibleName(tr("Filter profiles"))
        self.filter.setClearButtonEnabled(True)
        self.profiles = ProfilesModel(self)
        self.proxy = sorting_proxy(self.profiles, self)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        self.profile_view = table(self.proxy, tr("Recruitable profiles"), self)
        self.profile_view.setSortingEnabled(True)
        self.profile_view.sortByColumn(ProfilesModel.NAME, Qt.SortOrder.AscendingOrder)
        self.profile_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.add_button = QPushButton(tr("&Add →"))
        self.add_button.setAccessibleName(tr("Add the selected profile"))

        self.chosen = ChosenModel(self)
        self.chosen_view = table(self.chosen, tr("Chosen warriors"), self)
        self.remove_button = QPushButton(tr("&Remove"))
        self.remove_button.setAccessibleName(tr("Remove the selected warrior"))

        left = QWidget()
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        left_box.addWidget(QLabel(tr("Recruitable profiles")))
        left_box.addWidget(self.filter)
        left_box.addWidget(self.profile_view)
        left_box.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignRight)
        right = QWidget()
        right_box = QVBoxLayout(right)
        right_box.setContentsMargins(0, 0, 0, 0)
        right_box.addWidget(QLabel(tr("Chosen warriors")))
        right_box.addWidget(self.chosen_view)
        right_box.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignRight)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)

        self.budget = QLabel()
        self.budget.setAccessibleName(tr("Glory left"))
        font = self.budget.font()
        font.setBold(True)
        self.budget.setFont(font)
        self.reason = QLabel()
        self.reason.setAccessibleName(tr("Why Finish is disabled"))
        self.reason.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.name_warning)
        layout.addWidget(splitter, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.budget)
        bottom.addWidget(self.reason, 1)
        layout.addLayout(bottom)

        self.find_shortcut = QShortcut(QKeySequence.StandardKey.Find, self, self.filter.setFocus)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.add_button.clicked.connect(self.add_selected)
        self.profile_view.doubleClicked.connect(lambda _i: self.add_selected())
        self.remove_button.clicked.connect(self.remove_selected)
        add = {Qt.Key.Key_Return.value: self.add_from_keyboard}
        add[Qt.Key.Key_Enter.value] = self.add_from_keyboard
        self.filter.installEventFilter(
            _Keys(self, {**add, Qt.Key.Key_Down.value: self._to_profiles})
        )
        self.profile_view.installEventFilter(_Keys(self, add))
        remove = {Qt.Key.Key_Delete.value: self.remove_selected}
        remove[Qt.Key.Key_Backspace.value] = self.remove_selected
        self.chosen_view.installEventFilter(_Keys(self, remove))
        for signal in (
            self.player.textChanged,
            self.clan_name.textChanged,
            self.chosen.dataChanged,
            self.chosen.rowsInserted,
            self.chosen.rowsRemoved,
        ):
            signal.connect(self._wizard.revalidate)
            signal.connect(self.name_warning.schedule)

    def _names(self) -> list[str]:
        names = [self.player.text(), self.clan_name.text()]
        return names + [c.name for c in self.chosen.rows() if c.name]

    def add_selected(self) -> None:
        for index in self.profile_view.selectionModel().selectedRows():
            self.chosen.add(self.profiles.row_at(self.proxy.mapToSource(index).row()))

    def add_from_keyboard(self) -> None:
        """Return: add the selected profile, or the first one the filter shows; then
        back to the filter, its text selected, ready for the next warrior."""
        if not self.profile_view.selectionModel().selectedRows() and self.proxy.rowCount():
            self.profile_view.selectRow(0)
        self.add_selected()
        if self.filter.text():
            self.filter.setFocus()
            self.filter.selectAll()

    def _to_profiles(self) -> None:
        self.profile_view.setFocus()
        if self.proxy.rowCount() and not self.profile_view.selectionModel().selectedRows():
            self.profile_view.selectRow(0)

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.chosen_view.selectionModel().selectedRows()})
        for row in reversed(rows):
            self.chosen.remove(row)

    def isComplete(self) -> bool:
        return self._wizard.problem is None and not self._wizard.busy


class NewClanWizard(QWizard):
    def __init__(self, ctx: AppContext, campaign_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.campaign_id = campaign_id
        self.problem: str | None = tr("the campaign's profiles are being read")
        self.checking = False  # a check is on its way: Finish waits for it
        self._finish_when_checked = False
        self.busy = False
        self.created: ClanView | None = None
        self.setWindowTitle(tr("New War Clan"))
        self.setAccessibleName(tr("New War Clan wizard"))
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.clan_page = ClanPage(self)
        self.addPage(self.clan_page)
        self.resize(980, 620)
        remember_dialog(self, ctx.settings, "new_war_clan")
        self.help = context_help(self, "war-clans")  # F1: the window's cannot reach a modal
        self.clan_page.reason.setText(tr("Loading the campaign's profiles…"))
        db = ctx.db
        ctx.ops.read(
            self,
            tr("Recruitable profiles"),
            lambda: price_list.recruitable_profiles(db, campaign_id),
            self._profiles_read,
            key="profiles",
        )

    def _profiles_read(self, profiles: Sequence[ProfileView]) -> None:
        self.clan_page.profiles.set_rows(profiles)
        self.revalidate()

    def recruits(self) -> list[clans.Recruit]:
        return [clans.Recruit(c.profile.key, c.name or None) for c in self.clan_page.chosen.rows()]

    def revalidate(self) -> None:
        """The services' own checks as the player types: the budget figure and the
        refusal, from ``plan_clan`` and ``create_clan(dry_run)`` on a pool thread; an
        answer to an older state of the page is dropped."""
        # Finish keeps the last answer's state meanwhile (no flicker as one types).
        self.checking = True
        self.clan_page.reason.setText(tr("Checking with the rules…"))
        db, camp, recruits = self.ctx.db, self.campaign_id, self.recruits()
        player, name = self.clan_page.player.text(), self.clan_page.clan_name.text()

        def check() -> tuple[clans.ClanBudget | None, str | None]:
            budget = None
            try:
                budget = clans.plan_clan(db, recruits, camp)
                clans.create_clan(db, camp, player, name, recruits, dry_run=True)
            except UserError as exc:
                return budget, i18n_text(exc)
            return budget, None

        def refused(reason: str) -> None:
            self._checked(None, reason)

        self.ctx.ops.read(
            self,
            tr("New War Clan"),
            check,
            lambda answer: self._checked(*answer),
            key="check",
            on_refused=refused,
        )

    def _checked(self, budget: clans.ClanBudget | None, problem: str | None) -> None:
        figure = tr("{start} − {cost} = {left} Glory left").format(start=800, cost=0, left=800)
        if budget is not None:
            start = budget.cost + budget.left
            left = signed_number(budget.left)
            over = budget.left < 0
            figure = (
                tr("{start} − {cost} = {left} Glory: over budget")
                if over
                else tr("{start} − {cost} = {left} Glory left")
            ).format(start=start, cost=budget.cost, left=left)
        self.problem, self.checking = problem, False
        finish, self._finish_when_checked = self._finish_when_checked, False
        self.clan_page.budget.setText(figure)
        self.clan_page.reason.setText(
            tr("Cannot create yet: {problem}").format(problem=problem)
            if problem
            else tr("Ready to create.")
        )
        self.clan_page.completeChanged.emit()
        if finish and problem is None:
            self.accept()

    def accept(self) -> None:
        """Finish: create the clan off the GUI thread; close once it is saved. Pressed
        while a check runs (Enter right after typing), it finishes once the check passes."""
        if self.checking:
            self._finish_when_checked = True
            return
        if self.busy or self.problem is not None:
            return
        self.busy = True
        self.clan_page.completeChanged.emit()
        player, name, recruits = (
            self.clan_page.player.text(),
            self.clan_page.clan_name.text(),
            self.recruits(),
        )
        db = self.ctx.db

        def done(view: ClanView) -> None:
            self.created = view
            self.busy = False
            super(NewClanWizard, self).accept()

        def failed(_exc: BaseException) -> None:
            self.busy = False
            self.revalidate()

        self.ctx.ops.run(
            tr("New War Clan {name}").format(name=name.strip()),
            lambda: clans.create_clan(db, self.campaign_id, player, name, recruits),
            changed=Changed.of("clans", campaign_id=self.campaign_id),
            on_done=done,
            on_failed=failed,
        )


def open_new_clan_wizard(ctx: AppContext, campaign_id: int, parent: QWidget) -> NewClanWizard:
    """Show the wizard for ``campaign_id`` (window-modal, non-blocking ``show()``); on
    Finish the clan is created through ``ctx.ops`` (one transaction) and
    ``Changed.of("clans", campaign_id=…)`` is emitted."""
    wizard = NewClanWizard(ctx, campaign_id, parent)
    wizard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    wizard.setWindowModality(Qt.WindowModality.WindowModal)
    wizard.show()
    return wizard
