"""What every page and dialog of the window shares: the open database, the ``Ops``
helper, the edit undo stack and the settings.

Pages receive one ``AppContext`` and never reach for globals, so a test builds a real
context over a real database file and drives one page on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QSettings
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMenu, QWidget

from warclan.gui.ops import Changed, Ops

if TYPE_CHECKING:  # the window paints before SQLAlchemy and alembic are imported
    from warclan.store.database import Database


@dataclass(eq=False)
class AppContext:
    """The database, ``Ops``, undo stack and settings every page and dialog gets."""

    db: Database
    ops: Ops
    undo_stack: QUndoStack
    settings: QSettings


@dataclass(frozen=True, slots=True)
class NavItem:
    """One row of the navigator. ``kind`` picks the page ("campaign", "clan",
    "warband", "match_log", "odds", "catalogs", …); ``ident`` is the row's id."""

    kind: str
    ident: int | None
    label: str
    children: tuple[NavItem, ...] = ()
    tooltip: str = ""
    name: str = ""  # the row's own name, where the label says more ("Ravens (left)")


class Page(Protocol):
    """A page in the window's stack. ``show_item`` loads the chosen item (reads on a
    pool thread through ``ctx.ops.read``, shown when they arrive); ``on_changed``
    refreshes only what the change touched, and must not reset what the user is
    editing."""

    def widget(self) -> QWidget: ...

    def show_item(self, item: NavItem) -> None: ...

    def on_changed(self, changed: Changed) -> None: ...


class Section(Protocol):
    """One top-level group of the navigator (Campaigns, Mors Regnat, Game nights,
    Rules), provided by a game system's gui package."""

    title: str

    def items(self, ctx: AppContext) -> list[NavItem]:
        """The section's rows, read on a pool thread: services only, no Qt, no
        ``ctx.ops`` (errors propagate; the window shows them)."""
        ...

    def page_kinds(self) -> tuple[str, ...]: ...

    def make_page(self, kind: str, ctx: AppContext, parent: QWidget) -> Page: ...

    def fill_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        """Fill this section's own menu (e.g. "Warband", "Rules")."""
        ...

    def fill_file_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        """Add this section's imports and exports to the File menu."""
        ...

    def refresh_on(self, changed: Changed) -> bool:
        """Whether the navigator must reload this section's items."""
        ...
