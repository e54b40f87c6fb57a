"""The right side of the window: a notice banner over the stack of pages. The stack holds
a message page (opening, no database, a section's own row) and one page per kind of
item, made by its section when first shown and kept until another database is opened."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import i18n
from warclan.gui.context import AppContext, NavItem, Page, Section
from warclan.gui.i18n import tr
from warclan.gui.ops import BUSY_AFTER_MS, Changed
from warclan.gui.sections import section_title
from warclan.gui.widgets import Heading, PlainLabel
from warclan.i18n_text import T_

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
            item.label,
            "\n".join(f"• {c.label}" for c in item.children) or tr("Nothing here yet."),
        )

    def on_changed(self, changed: Changed) -> None:
        return None

    def set(self, heading: str, text: str) -> None:
        self.heading.setText(heading)
        self.text.setText(text)


# Said when shown, in the window's language (i18n.text); English as they stand.
LOADING = T_("Loading from the database…")
WAITING = T_("Waiting for another player's change…")


class BusyLine(QWidget):
    """ "Loading…" with Cancel over the page, while the page shown waits for a read that
    takes longer than ``BUSY_AFTER_MS``; the page stays painted and usable meanwhile.
    "Waiting for another player's change…" with Cancel while a change from the window
    waits for another client's lock (``gui/waiting.py``; in an SQLite file, for another
    program writing to it): Cancel gives the change up."""

    def __init__(self, cancel: Callable[[], None]) -> None:
        super().__init__()
        self.setAccessibleName(tr("Loading"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        bar = QProgressBar()
        bar.setRange(0, 0)
        bar.setMaximumWidth(110)
        self.label = QLabel(i18n.text(LOADING))
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.setToolTip(tr("Stop waiting: the page keeps what it shows"))
        self.cancel_button.clicked.connect(cancel)
        layout.addWidget(bar)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.cancel_button)
        self.hide()


class PageStack:
    def __init__(self, guard: Guard, fit_access: Callable[[QObject], None]) -> None:
        self._guard = guard
        self._reading: list[QObject] = []  # owners of reads still running
        self._waits: list[Any] = []  # store.waits.LockWait: changes waiting for a lock
        self._given_up: list[Any] = []  # those Cancel was pressed for
        self.cancel_reads: Callable[[QObject], None] = lambda _owner: None
        self._fit_access = fit_access
        self.pages: dict[str, Page] = {}
        self._frames: dict[Page, QWidget] = {}  # each page's scroll area in the stack
        self.stack = QStackedWidget()
        self.stack.setAccessibleName(tr("Page"))
        self.message_page = MessagePage(self.stack)
        self.message_page.set("warclan", "")
        self.stack.addWidget(self.message_page.widget())
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setAccessibleName(tr("Notice"))
        self.banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.banner.setStyleSheet(
            "QLabel { background: palette(alternate-base); border: 1px solid palette(mid);"
            " padding: 6px; }"
        )
        self.banner.hide()
        self.busy_line = BusyLine(self._cancel)
        self._busy_timer = QTimer(self.busy_line)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(BUSY_AFTER_MS)
        self._busy_timer.timeout.connect(self._update_busy)
        self.stack.currentChanged.connect(lambda _i: self._update_busy())
        self.pane = QWidget()
        layout = QVBoxLayout(self.pane)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addWidget(self.busy_line)
        layout.addWidget(self.stack, 1)

    def page_for(self, item: NavItem, sections: list[Section], ctx: AppContext) -> Page:
        """The page for ``item``'s kind, made by its section the first time."""
        if item.kind in self.pages:
            return self.pages[item.kind]
        for section in sections:
            if item.kind in section.page_kinds():
                page: Page | None = self._guard(
                    section_title(section.title),
                    partial(section.make_page, item.kind, ctx, self.stack),
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

    # --- the busy line -------------------------------------------------------------------
    def on_reading(self, owner: QObject, waiting: bool) -> None:
        """``Ops.reading``: ``owner`` started or finished waiting for its reads."""
        self._reading = [o for o in self._reading if o is not owner and shiboken6.isValid(o)]
        if waiting:
            self._reading.append(owner)
            if not self._busy_timer.isActive() and self.busy_line.isHidden():
                self._busy_timer.start()
        else:
            self._update_busy()

    def _shown_readers(self) -> list[QObject]:
        shown = self.stack.currentWidget()
        return [
            o
            for o in self._reading
            if isinstance(o, QWidget)
            and shiboken6.isValid(o)
            and shown is not None
            and shown.isAncestorOf(o)
        ]

    def on_lock_wait(self, wait: Any) -> None:
        """A change from the window started or stopped waiting for another client's
        lock (a ``store.waits.LockWait``; ``over`` when it stopped)."""
        self._waits = [w for w in self._waits if w is not wait]
        self._given_up = [w for w in self._given_up if w in self._waits]
        if not wait.over:
            self._waits.append(wait)
        self._update_busy()

    def _update_busy(self) -> None:
        line = self.busy_line
        if self._waits:
            waiting = [w for w in self._waits if w not in self._given_up]
            headline = i18n.text(waiting[-1].headline) if waiting else ""
            line.label.setText(
                f"{headline[:1].upper()}{headline[1:]}…" if waiting else tr("Giving the change up…")
            )
            line.label.setToolTip(i18n.text(self._waits[-1].describe()))
            line.cancel_button.setEnabled(bool(waiting))
            line.setAccessibleName(tr("Waiting"))
            line.cancel_button.setToolTip(tr("Give the change up: nothing is changed"))
            line.show()
            return
        line.label.setText(i18n.text(LOADING))
        line.label.setToolTip("")
        line.cancel_button.setEnabled(True)
        line.setAccessibleName(tr("Loading"))
        line.cancel_button.setToolTip(tr("Stop waiting: the page keeps what it shows"))
        line.setVisible(bool(self._shown_readers()))

    def _cancel(self) -> None:
        if self._waits:
            for wait in self._waits:
                wait.cancel()  # each fails, rolled back, and its message says so
                self._given_up.append(wait)
            self._update_busy()
            return
        for owner in self._shown_readers():
            self.cancel_reads(owner)
        self._reading = [o for o in self._reading if o not in self._shown_readers()]
        self.busy_line.hide()

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
        self._waits.clear()
        self._given_up.clear()
        self._update_busy()
