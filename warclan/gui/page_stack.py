"""The right side of the window: a notice banner over the stack of pages. The stack holds
a message page (opening, no database, a section's own row) and one page per kind of
item, made by its section when first shown and kept until another database is opened."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QStackedWidget, QVBoxLayout, QWidget

from warclan.gui.context import AppContext, NavItem, Page, Section
from warclan.gui.ops import Changed
from warclan.gui.widgets import Heading, PlainLabel

Guard = Callable[[str, Callable[[], Any]], Any]  # calls into a section, showing a failure


class MessagePage:
    """What the stack shows with no item chosen: a heading and a plain text under it."""

    def __init__(self, parent: QWidget) -> None:
        self._root = QWidget(parent)
        layout = QVBoxLayout(self._root)
        self.heading = Heading(scale=1.5)
        self.text = PlainLabel()
        self.text.setWordWrap(True)
        layout.addWidget(self.heading)
        layout.addWidget(self.text)
        layout.addStretch(1)

    def widget(self) -> QWidget:
        return self._root

    def show_item(self, item: NavItem) -> None:
        self.set(
            item.label, "\n".join(f"• {c.label}" for c in item.children) or "Nothing here yet."
        )

    def on_changed(self, changed: Changed) -> None:
        return None

    def set(self, heading: str, text: str) -> None:
        self.heading.setText(heading)
        self.text.setText(text)


class PageStack:
    def __init__(self, guard: Guard, fit_access: Callable[[QObject], None]) -> None:
        self._guard = guard
        self._fit_access = fit_access
        self.pages: dict[str, Page] = {}
        self._frames: dict[Page, QWidget] = {}  # each page's scroll area in the stack
        self.stack = QStackedWidget()
        self.stack.setAccessibleName("Page")
        self.message_page = MessagePage(self.stack)
        self.message_page.set("warclan", "")
        self.stack.addWidget(self.message_page.widget())
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setAccessibleName("Notice")
        self.banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.banner.setStyleSheet(
            "QLabel { background: palette(alternate-base); border: 1px solid palette(mid);"
            " padding: 6px; }"
        )
        self.banner.hide()
        self.pane = QWidget()
        layout = QVBoxLayout(self.pane)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addWidget(self.stack, 1)

    def page_for(self, item: NavItem, sections: list[Section], ctx: AppContext) -> Page:
        """The page for ``item``'s kind, made by its section the first time."""
        if item.kind in self.pages:
            return self.pages[item.kind]
        for section in sections:
            if item.kind in section.page_kinds():
                page: Page | None = self._guard(
                    section.title, partial(section.make_page, item.kind, ctx, self.stack)
                )
                if page is not None:
                    self.pages[item.kind] = page
                    self._fit_access(page.widget())
                    # In a scroll area: a page's figures never make the window wider
                    # than the screen at a large zoom; it scrolls instead.
                    scroll = QScrollArea()
                    scroll.setWidgetResizable(True)
                    scroll.setFrameShape(QFrame.Shape.NoFrame)
                    scroll.setWidget(page.widget())
                    self.stack.addWidget(scroll)
                    self._frames[page] = scroll
                    return page
        return self.message_page

    def frame(self, page: Page) -> QWidget:
        """The widget the stack holds for ``page``: the scroll area it was put in (kept,
        not found by walking up from the page, which makes Python wrappers)."""
        return self._frames.get(page) or page.widget()

    def show(self, page: Page) -> None:
        self.stack.setCurrentWidget(self.frame(page))

    def show_message(self, heading: str, text: str) -> None:
        self.message_page.set(heading, text)
        self.show(self.message_page)

    def save_state(self) -> None:
        """Let each page keep what it keeps (its splitters, say) in the settings."""
        for page in self.pages.values():
            saver = getattr(page, "save_state", None)
            if callable(saver):
                saver()

    def reset(self) -> None:
        """Another database: every page goes, after saving its state."""
        self.save_state()
        for page in self.pages.values():
            frame = self.frame(page)
            self.stack.removeWidget(frame)
            frame.deleteLater()
        self.pages.clear()
        self._frames.clear()
