"""Help ▸ warclan Help (F1): the player's guide, one Markdown file per topic in
``resources/help/`` (shipped in the wheel and the bundle, found by ``resources_dir()``),
listed in the order of its ``index.txt``. F1 opens the topic of the page shown."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QUrl
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from warclan.gui.i18n import tr
from warclan.paths import resources_dir

INDEX = "index.txt"
FIRST_TOPIC = "getting-started"
# The navigator's kinds of page (each section's page_kinds()) and the guide's topic for
# each; a kind not here (a section's heading) opens the first topic.
TOPIC_OF_KIND = {
    "campaigns": "campaigns",
    "campaign": "campaigns",
    "clan": "war-clans",
    "tracker": "at-the-table",
    "mr_tracker": "at-the-table",
    "warband": "mors-regnat",
    "mr_warrior": "mors-regnat",
    "match_log": "mors-regnat-matches",
    "odds": "attack-odds",
    "catalogs": "catalogues",
    "vgw_setup": "vikings-gone-wild",
    "vgw_log": "vikings-gone-wild",
    "mm_setup": "micro-midgard",
    "mm_log": "micro-midgard",
    "mm_loki": "micro-midgard",
}
NAME_ROLE = Qt.ItemDataRole.UserRole  # a list item's topic: its file name without ".md"


@dataclass(frozen=True, slots=True)
class Topic:
    name: str  # the file's name without ".md", as links and TOPIC_OF_KIND give it
    title: str  # its first heading
    path: Path
    text: str


def help_dir() -> Path:
    """Where the guide lives: in a source checkout, an installed wheel and the bundle."""
    return resources_dir() / "help"


def topic_for(kind: str | None) -> str:
    """The guide's topic for a navigator kind of page (None: nothing chosen)."""
    return TOPIC_OF_KIND.get(kind or "", FIRST_TOPIC)


def load_topics(folder: Path) -> list[Topic]:
    """The topics named in ``folder``'s index, in its order (a missing file is left out)."""
    names = [
        line.strip()
        for line in (folder / INDEX).read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    found = []
    for name in names:
        path = folder / f"{name}.md"
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            continue
        first = text.lstrip().splitlines()[0] if text.strip() else name
        found.append(Topic(name, first.lstrip("#").strip() or name, path, text))
    return found


def matches(topic: Topic, query: str) -> bool:
    """Whether every word of ``query`` is in the topic's title or text (any case)."""
    text = f"{topic.title}\n{topic.text}".casefold()
    return all(word in text for word in query.casefold().split())


class HelpWindow(QDialog):
    """The topics on the left (with a search box), the chosen one on the right; links
    between topics, Back and Forward as in a browser."""

    def __init__(self, parent: QWidget | None = None, folder: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("warclan Help"))
        self.resize(960, 680)
        self.folder = folder or help_dir()
        self._following = False  # choosing in the list the topic a link or Back showed
        try:
            self.topics = load_topics(self.folder)
        except OSError:  # an installation without its resources: say so, do not fail
            self.topics = []

        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search the guide"))
        self.search.setAccessibleName(tr("Search the guide"))
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Help topics"))
        for topic in self.topics:
            item = QListWidgetItem(topic.title)
            item.setData(NAME_ROLE, topic.name)
            self.list.addItem(item)
        self.back = QPushButton(tr("← &Back"))
        self.forward = QPushButton(tr("&Forward →"))
        for button in (self.back, self.forward):
            button.setEnabled(False)
            button.setAutoDefault(False)  # Return in the search box opens a topic, not Back
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(tr("Help text"))
        self.browser.setOpenExternalLinks(True)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.search)
        left_layout.addWidget(self.list, 1)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back)
        buttons.addWidget(self.forward)
        buttons.addStretch(1)
        right_layout.addLayout(buttons)
        right_layout.addWidget(self.browser, 1)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setSizes([240, 720])
        QVBoxLayout(self).addWidget(split)

        self.list.currentItemChanged.connect(self._chosen)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._open_first_match)
        self.back.clicked.connect(self.browser.backward)
        self.forward.clicked.connect(self.browser.forward)
        self.browser.backwardAvailable.connect(self.back.setEnabled)
        self.browser.forwardAvailable.connect(self.forward.setEnabled)
        self.browser.sourceChanged.connect(self._follow)
        if not self.topics:
            self.browser.setMarkdown(
                tr(
                    "# warclan Help\n\nThe guide's files are missing from this installation "
                    "(looked in `{folder}`). Reinstall warclan to get them back."
                ).format(folder=self.folder)
            )

    def current_topic(self) -> str | None:
        """The topic shown (its file name without ".md")."""
        name = self.browser.source().fileName()
        return name.removesuffix(".md") if name else None

    def show_topic(self, name: str) -> None:
        """Show the topic ``name`` (the first topic if there is none of that name)."""
        topic = next((t for t in self.topics if t.name == name), None)
        topic = topic or (self.topics[0] if self.topics else None)
        if topic is None or self.current_topic() == topic.name:
            return
        self.browser.setSource(QUrl.fromLocalFile(str(topic.path)))
        words = self.search.text().split()
        if words:  # a search is on: show its first place in the topic
            self.browser.find(words[0])

    def show_context(self, kind: str | None) -> None:
        """F1: the window, at the topic of the page kind ``kind`` shown in the window."""
        self.show_topic(topic_for(kind))
        self.show()
        self.raise_()
        self.activateWindow()

    def _chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if item is not None and not self._following:
            self.show_topic(str(item.data(NAME_ROLE)))

    def _follow(self, url: QUrl) -> None:
        """A link or Back moved the text: choose its topic in the list."""
        name = url.fileName().removesuffix(".md")
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(NAME_ROLE) == name:
                self._following = True  # the text is there already: _chosen leaves it
                try:
                    self.list.setCurrentItem(item)
                finally:
                    self._following = False
                return

    def _filter(self, query: str) -> None:
        for row, topic in enumerate(self.topics):
            self.list.item(row).setHidden(not matches(topic, query))

    def _open_first_match(self) -> None:
        shown = [self.list.item(r) for r in range(self.list.count())]
        first = next((item for item in shown if not item.isHidden()), None)
        if first is not None:
            self.list.setCurrentItem(first)
            self.show_topic(str(first.data(NAME_ROLE)))


def show_help(parent: QWidget, window: QWidget | None, kind: str | None) -> HelpWindow:
    """Help ▸ warclan Help: ``window`` (the one made before, if any) or a new one, at the
    topic of the page kind ``kind``."""
    help_window = window if isinstance(window, HelpWindow) else HelpWindow(parent)
    help_window.show_context(kind)
    return help_window


class ContextHelp(QObject):
    """F1 in a dialog (the wizards): the main window's F1 does not reach a window-modal
    dialog, and a Help window of the main window's is blocked while one is open, so the
    dialog gets a shortcut and a Help window of its own, at ``topic``."""

    def __init__(self, dialog: QWidget, topic: str) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self.topic = topic
        self.window: HelpWindow | None = None
        self.shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents), dialog)
        self.shortcut.activated.connect(self.show)

    def show(self) -> None:
        if self.window is None:
            self.window = HelpWindow(self._dialog)
        self.window.show_topic(self.topic)
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()


def context_help(dialog: QWidget, topic: str) -> ContextHelp:
    """Give ``dialog`` F1 for the guide's ``topic`` (e.g. "war-clans", "record-game")."""
    return ContextHelp(dialog, topic)
