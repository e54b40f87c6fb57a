"""The navigator's "Rules" section: the rules catalogues and a campaign's house rules (issue 10).

Coordination point for the main window; the pages are being written.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMenu, QWidget

from warclan.gui.context import AppContext, NavItem, Page
from warclan.gui.ops import Changed


class RulesSection:
    title = "Rules"

    def items(self, ctx: AppContext) -> list[NavItem]:
        return []

    def page_kinds(self) -> tuple[str, ...]:
        return ()

    def make_page(self, kind: str, ctx: AppContext, parent: QWidget) -> Page:
        raise NotImplementedError(kind)

    def fill_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        return None

    def fill_file_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        return None

    def refresh_on(self, changed: Changed) -> bool:
        return False
