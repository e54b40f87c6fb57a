"""Fitting pages to narrow widths (1024 px at 150 %, a small window): rows of buttons and
fields that wrap (``FlowLayout``), side-by-side columns that stack once the page would
otherwise scroll sideways (``StackWhenNarrow``), and a form that scrolls on its own while
its buttons stay in view (``ShortScroll``), and a combo box whose long items end in
"…" when closed (``ElidingComboBox``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QSplitter,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)

SHORT_LINES = 10  # the height a ``ShortScroll`` asks for, in lines of text


class FlowLayout(QLayout):
    """Items left to right, wrapping onto the next row when the width runs out (as
    Qt's flow layout example); as narrow as its widest item."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        """All in one row."""
        hints = [item.sizeHint() for item in self._items]
        width = sum(h.width() for h in hints) + self._gap * max(0, len(hints) - 1)
        return QSize(width, max((h.height() for h in hints), default=0))

    def minimumSize(self) -> QSize:
        """One item a row."""
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize()).expandedTo(item.sizeHint())
        return size

    def _place(self, rect: QRect, *, move: bool) -> int:
        x, y, row_height = rect.x(), rect.y(), 0
        for item in self._items:
            widget = item.widget()
            if widget is not None and widget.isHidden():
                continue
            hint = item.sizeHint()
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y, row_height = rect.x(), y + row_height + self._gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._gap
            row_height = max(row_height, hint.height())
        return y + row_height - rect.y()


class StackWhenNarrow(QObject):
    """Lays ``splitter``'s panes side by side while the room the page has (its scroll
    area's viewport) holds them, else one above the other."""

    def __init__(self, page: QWidget, splitter: QSplitter) -> None:
        super().__init__(page)
        self._page, self._splitter = page, splitter
        self._watched: QWidget | None = None
        page.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._page and kind in (QEvent.Type.ParentChange, QEvent.Type.Show):
            self._watch(self._page.parentWidget())
        elif watched is self._watched and kind == QEvent.Type.Resize:
            self.fit()
        return False

    def _watch(self, parent: QWidget | None) -> None:
        if parent is not self._watched:
            if self._watched is not None:
                self._watched.removeEventFilter(self)
            self._watched = parent
            if parent is not None:
                parent.installEventFilter(self)
        self.fit()

    def fit(self) -> None:
        split = self._splitter
        room = (self._watched or self._page).width()
        margins = self._page.contentsMargins()
        layout = self._page.layout()
        if layout is not None:
            inner = layout.contentsMargins()
            margins.setLeft(margins.left() + inner.left())
            margins.setRight(margins.right() + inner.right())
        panes = [pane for i in range(split.count()) if (pane := split.widget(i)) is not None]
        needed = sum(max(p.minimumWidth(), p.minimumSizeHint().width()) for p in panes)
        needed += split.handleWidth() * max(0, len(panes) - 1) + margins.left() + margins.right()
        wanted = Qt.Orientation.Horizontal if room >= needed else Qt.Orientation.Vertical
        if split.orientation() != wanted:
            split.setOrientation(wanted)


class ShortScroll(QScrollArea):
    """``widget`` scrolling up and down, never sideways: as wide as the widget needs,
    and asking for only a few lines of height, so what stands under it (a form's
    Apply) stays in view in a short window."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the fields themselves
        self.setWidget(widget)

    def _width(self) -> int:
        widget = self.widget()
        inner = widget.minimumSizeHint().width() if widget is not None else 0
        return inner + self.verticalScrollBar().sizeHint().width()

    def minimumSizeHint(self) -> QSize:
        return QSize(self._width(), 3 * self.fontMetrics().lineSpacing())

    def sizeHint(self) -> QSize:
        widget = self.widget()
        tall = widget.sizeHint().height() if widget is not None else 0
        return QSize(self._width(), min(tall, SHORT_LINES * self.fontMetrics().lineSpacing()))


class ElidingComboBox(QComboBox):
    """A combo box whose closed face ends its item with "…" where the room runs out,
    and says it whole in its tooltip; the list it opens shows every item whole. For
    long items ("Nahkampf, bare-handed — Schaden 1, 0 EP, Basenkontakt") that must not
    set the narrowest width of their page."""

    def __init__(self, least_characters: int = 16, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(least_characters)
        self.currentTextChanged.connect(self.setToolTip)

    def shown_text(self) -> str:
        """The item as the closed box shows it (elided to the room it has)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        room = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        return self.fontMetrics().elidedText(
            self.currentText(), Qt.TextElideMode.ElideRight, room.width()
        )

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.currentText = self.shown_text()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)


def side_by_side(*widgets: QWidget) -> QWidget:
    """``widgets`` kept on one row, as one piece of a ``FlowLayout`` (a label with its
    field, a field with its button)."""
    group = QWidget()
    row = QHBoxLayout(group)
    row.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        row.addWidget(widget)
    return group
