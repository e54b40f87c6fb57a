"""What every game night's pages share, so that a game night's page holds only its own
widgets and the calls to its own services.

``GameNightPage``: the page protocol, reloading on its game night's changes, adding and
listing its players, deleting a log row, saving a file. ``SetupPage``: make a setup from
a seed and the page's own choices, show it, save its sheet as PDF. ``LogPage``: a log
with what is counted from it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import dialogs
from warclan.gui.access import needs
from warclan.gui.context import AppContext, NavItem
from warclan.gui.fitting import StackWhenNarrow
from warclan.gui.game_nights.widgets import seed_edit, title, wrap_label
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed
from warclan.gui.rows_model import ID_ROLE
from warclan.reports.output import PdfResult
from warclan.services.game_nights.players import PlayerBook
from warclan.store.database import Database


class Seeded(Protocol):
    """A setup view: made from its seed (None for a fixed preset)."""

    @property
    def seed(self) -> int | None: ...


ViewT = TypeVar("ViewT", bound=Seeded)
T = TypeVar("T")


class GameNightPage(QWidget):
    """A page of one game night; ``SYSTEM`` names it in labels, ``AREA`` is the kind of
    change (``Changed.of(AREA)``) its services' writes report and it reloads on."""

    SYSTEM: ClassVar[str]
    AREA: ClassVar[str]
    PLAYERS: ClassVar[PlayerBook[Any, Any]]  # on the pages that list or add players

    def __init__(self, ctx: AppContext, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ctx = ctx
        self.setAccessibleName(name)

    def widget(self) -> QWidget:
        return self

    def show_item(self, item: NavItem) -> None:
        self.reload()

    def on_changed(self, changed: Changed) -> None:
        if changed.touches(self.AREA):
            self.reload()

    def reload(self) -> None:
        """Read again what the page shows (nothing, on a page that only computes)."""

    def changed(self) -> Changed:
        return Changed.of(self.AREA)

    def player_names(self, db: Database) -> list[str]:
        """The registered players' names: a read, for the job a ``reload`` starts."""
        return [p.name for p in self.PLAYERS.list(db)]

    def read(self, what: str, fn: Callable[[], T], on_done: Callable[[T], None]) -> None:
        """Read what the page shows on a pool thread; a newer read supersedes it.
        ``what`` (worded already) titles the dialog should the read fail."""
        self._ctx.ops.read(self, f"{self.SYSTEM} {what}", fn, on_done, key="reload")

    def add_player(self) -> None:
        name = dialogs.ask_text(
            self,
            tr("Add player"),
            tr("Name of the new {system} player").format(system=self.SYSTEM),
        )
        if not name:
            return
        db = self._ctx.db
        self._ctx.ops.run(
            tr("Add player {name}").format(name=name),
            lambda: self.PLAYERS.add(db, name),
            changed=self.changed(),
        )

    def delete_row(
        self, view: QTableView, what: str, delete: Callable[[Database, int], object]
    ) -> None:
        """Delete the log row selected in ``view`` (a ``what``, worded: play, match), once
        confirmed."""
        rows = view.selectionModel().selectedRows()
        if not rows:
            return
        ident = rows[0].data(ID_ROLE)
        if not dialogs.confirm(
            self,
            tr("Delete {what}").format(what=what),
            tr("Delete {what} #{ident} from the log?").format(what=what, ident=ident),
            tr("Delete"),
        ):
            return
        db = self._ctx.db
        self._ctx.ops.run(
            tr("Delete {what} {ident}").format(what=what, ident=ident),
            lambda: delete(db, ident),
            changed=self.changed(),
        )

    def save_file(
        self, heading: str, suggested: str, label: str, write: Callable[[Path], object]
    ) -> None:
        """Ask where (a PDF, or a CSV by ``suggested``'s suffix), then write it off the GUI
        thread as ``label``."""
        kind = tr("CSV (*.csv)") if suggested.endswith(".csv") else tr("PDF (*.pdf)")
        path = dialogs.ask_save_path(self, heading, suggested, kind)
        if path is None:
            return
        self._ctx.ops.run(label, lambda: write(path))


class SetupPage(GameNightPage, Generic[ViewT]):
    """Make a setup (``setup_call``), show it (``setup_html``), save its sheet
    (``write_sheet``); a subclass adds its own choices and calls ``lay_out``."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, tr("{system} setup").format(system=self.SYSTEM), parent)
        self.view: ViewT | None = None
        self.seed = seed_edit(tr("Seed"))
        self.make_button = QPushButton(tr("Make setup"))
        self.sheet_button = QPushButton(tr("Save setup sheet (PDF)…"))
        self.sheet_button.setEnabled(False)
        self.result = wrap_label()
        self.result.setAccessibleName(tr("The setup"))
        self.make_button.clicked.connect(self.make)
        self.sheet_button.clicked.connect(self.save_sheet)

    def lay_out(self, heading: str, form: QFormLayout, *below: QWidget) -> None:
        """The page: ``form`` and ``below`` over the buttons, the setup beside them (or
        under them, in a narrow window: 1024 px at 150 %)."""
        choices = QWidget()
        left = QVBoxLayout(choices)
        left.setContentsMargins(0, 0, 0, 0)
        left.addLayout(form)
        for widget in below:
            left.addWidget(widget)
        buttons = QHBoxLayout()
        buttons.addWidget(self.make_button)
        buttons.addWidget(self.sheet_button)
        left.addLayout(buttons)
        left.addStretch(1)
        result_box = QGroupBox(tr("Setup"))
        QVBoxLayout(result_box).addWidget(self.result)
        body = QSplitter()
        StackWhenNarrow(self, body)
        body.setChildrenCollapsible(False)
        body.addWidget(choices)
        body.addWidget(result_box)
        body.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(title(heading))
        layout.addWidget(body, 1)

    def setup_call(self) -> Callable[[], ViewT]:
        """The service call that makes the setup from the page's choices, read now."""
        raise NotImplementedError

    def setup_html(self, view: ViewT) -> str:
        raise NotImplementedError

    def sheet_name(self, view: ViewT) -> str:
        raise NotImplementedError

    def write_sheet(self, view: ViewT, path: Path) -> PdfResult:
        raise NotImplementedError

    def make(self) -> None:
        what = tr("{system} setup").format(system=self.SYSTEM)
        self._ctx.ops.read(self, what, self.setup_call(), self._made, key="make")

    def _made(self, view: ViewT) -> None:
        self.view = view
        if view.seed is not None:  # shown, so the same setup can be made again
            self.seed.setText(str(view.seed))
        self.sheet_button.setEnabled(True)
        self.result.setText(self.setup_html(view))

    def save_sheet(self) -> None:
        view = self.view
        if view is None:
            return
        self.save_file(
            tr("Save setup sheet"),
            self.sheet_name(view),
            tr("Save {system} setup sheet").format(system=self.SYSTEM),
            lambda path: self.write_sheet(view, path),
        )


class LogPage(GameNightPage):
    """A game night's log (plays, matches) with what is counted from it: an entry form
    beside the tables, each log row deletable. A subclass builds the form and tables."""

    def __init__(self, ctx: AppContext, name: str, parent: QWidget | None = None) -> None:
        super().__init__(ctx, name, parent)
        self.add_player_button = QPushButton(tr("Add player…"))
        self.delete_button = needs(QPushButton(self.delete_text()), "game_nights")
        self.add_player_button.clicked.connect(self.add_player)
        self.delete_button.clicked.connect(self.delete_selected)

    def delete_text(self) -> str:
        """The delete button's words ("Delete play")."""
        raise NotImplementedError

    def delete_selected(self) -> None:
        raise NotImplementedError

    @staticmethod
    def entry_box(heading: str, form: QFormLayout) -> tuple[QGroupBox, QVBoxLayout]:
        """The box to enter a log row in: only those who may change the game nights can."""
        box = needs(QGroupBox(heading), "game_nights")
        layout = QVBoxLayout(box)
        layout.addLayout(form)
        return box, layout

    @staticmethod
    def with_buttons(table_view: QWidget, *buttons: QPushButton) -> QWidget:
        """A table with its buttons in a row below it, on the right."""
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(table_view)
        bar = QHBoxLayout()
        bar.addStretch(1)
        for button in buttons:
            bar.addWidget(button)
        layout.addLayout(bar)
        return holder

    def lay_out(self, heading: str, body: QWidget) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(title(heading))
        layout.addWidget(body, 1)
