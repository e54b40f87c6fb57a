"""Small widgets and habits every page shares: headings that follow the zoom, tables that
Tab out of (not cell by cell), and header state (column widths, sort) kept in QSettings."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QObject,
    QSettings,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyledItemDelegate,
    QTableView,
    QWidget,
)

from warclan.gui.i18n import tr
from warclan.gui.rows_model import SORT_ROLE
from warclan.gui.title_keeper import TitleKeeper
from warclan.text import shown


class PlainLabel(QLabel):
    """A label that shows its text as plain text, always (names are the user's), and any
    control character in it as an escape (``warclan.text.shown``)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        if text:
            self.setText(text)

    def setText(self, text: str) -> None:
        super().setText(shown(text, lines=True))


class ShownText(QStyledItemDelegate):
    """Shows a view's texts as ``warclan.text.shown`` does: a name stored by another
    program with an ESC, a line break or a bidirectional override in it shows the escape
    instead of breaking or reordering its row."""

    def displayText(self, value: object, locale: object) -> str:
        if isinstance(value, str):
            return shown(value)
        return super().displayText(value, locale)  # type: ignore[arg-type]


def show_harmlessly(view: QAbstractItemView) -> None:
    """Every text ``view`` shows as ``ShownText`` shows it."""
    view.setItemDelegate(ShownText(view))


class Heading(PlainLabel):
    """A bold label ``scale`` times the application font. Its font is set, so it does not
    inherit the zoom by itself: the window calls ``follow_app_font`` on every heading when
    it zooms (and a top-level heading hears ApplicationFontChange)."""

    def __init__(self, text: str = "", scale: float = 1.3, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        self._scale = scale
        self.setWordWrap(True)
        self.follow_app_font()
        if text:
            self.setText(text)

    def follow_app_font(self) -> None:
        font = QFont(QApplication.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * self._scale)
        self.setFont(font)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ApplicationFontChange:
            self.follow_app_font()
        return super().event(event)


def sorting_proxy(model: QAbstractItemModel, parent: QObject) -> QSortFilterProxyModel:
    """A proxy over ``model`` that sorts by the models' ``SORT_ROLE`` (figures as figures)."""
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    return proxy


def plain_table(model: QAbstractItemModel, name: str, parent: QWidget | None = None) -> QTableView:
    """A table over ``model`` that shows its texts harmlessly, is ``name`` to a screen
    reader, lets Tab move on to the next field and has no row numbers; the caller adds
    selection, sorting and column sizes."""
    view = QTableView(parent)
    show_harmlessly(view)
    view.setModel(model)
    view.setAccessibleName(name)
    view.setTabKeyNavigation(False)  # Tab moves to the next pane, not the next cell
    view.verticalHeader().hide()
    TitleKeeper(view)  # a stretching column is never narrower than its title
    return view


def table(
    model: QAbstractItemModel, name: str, *, sortable: bool = True, stretch_last: bool = True
) -> tuple[QTableView, QSortFilterProxyModel]:
    """A read-only, row-selecting table over a sorting proxy; ``name`` is its object and
    accessible name (and the key its header state is saved under)."""
    proxy = sorting_proxy(model, model)
    view = plain_table(proxy, name)
    view.setObjectName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setHighlightSections(False)
    header.setStretchLastSection(stretch_last)
    if sortable:
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        view.setSortingEnabled(True)
    return view, proxy


def remember_header(view: QTableView, settings: QSettings) -> None:
    """Restore the table's column widths and sort order saved under its object name;
    ``save_headers`` writes them back when the window closes."""
    state = settings.value(f"headers/{view.objectName()}")
    view.setProperty("header_restored", state is not None)
    if state is not None:
        view.horizontalHeader().restoreState(state)


def fit_columns(view: QTableView) -> None:
    """Size columns to their contents each time data arrives, unless the user's own
    widths were restored or the user has since changed a width the window set.

    A refresh that brings the same shape of contents (each column's widest text as
    wide as before, in a table as wide: the same rows read again, a figure that
    changed) keeps the widths fitted last: sizing every cell again costs more."""
    if view.property("header_restored"):
        return
    fitted = view.property("fitted_widths")
    if fitted is not None and list(fitted) != _widths(view):
        return  # the user's widths: kept
    shape = _shape(view)
    if fitted is not None and view.property("fitted_shape") == shape:
        return
    view.resizeColumnsToContents()
    remember_fit(view)
    view.setProperty("fitted_shape", shape)


def remember_fit(view: QTableView) -> None:
    """Note the widths the window set, to tell them later from the user's."""
    view.setProperty("fitted_widths", _widths(view))


def _shape(view: QTableView) -> str:
    """What the fitted widths depend on, cheaply: the font, the table's width, each
    header, and the width of each column's widest text (one role asked per cell,
    where sizing asks a dozen and lays each cell out)."""
    model = view.model()
    metrics = view.fontMetrics()
    rows = min(model.rowCount(), view.horizontalHeader().resizeContentsPrecision())
    widest = [
        max(
            [metrics.horizontalAdvance(str(model.headerData(c, Qt.Orientation.Horizontal)))]
            + [metrics.horizontalAdvance(str(model.index(r, c).data() or "")) for r in range(rows)]
        )
        for c in range(model.columnCount())
    ]
    # The table's width too: a caller squeezes the fitted columns into it.
    return f"{view.font().toString()}|{view.viewport().width()}|{widest}"


def _widths(view: QTableView) -> list[int]:
    header = view.horizontalHeader()
    count = header.count() - (1 if header.stretchLastSection() else 0)  # it follows the view
    return [header.sectionSize(c) for c in range(count)]


def squeeze_columns(
    view: QTableView,
    headers: tuple[str, ...],
    least_chars: int = 8,
    tight: tuple[str, ...] = (),
) -> None:
    """When the fitted columns are wider than the table, first make the ``tight``
    columns (short numbers) as narrow as their text, without the room a sort arrow
    takes, then take what is still too much from the text columns named in ``headers``
    (cut short with "…"; their tooltips and the detail panel say all), so that the
    table does not scroll sideways. A column never gives way past its title (German's
    "Götterkräfte" at 150 %): the table scrolls rather than cut it. User-set widths are
    kept."""
    fitted = view.property("fitted_widths")
    if view.property("header_restored") or (fitted is not None and list(fitted) != _widths(view)):
        return
    model, header = view.model(), view.horizontalHeader()
    names = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    if header.length() > view.viewport().width():
        metrics, pad = view.fontMetrics(), view.fontMetrics().averageCharWidth() * 2
        for column, name in enumerate(names):
            if name in tight:
                texts = [str(name)] + [
                    str(model.index(row, column).data() or "") for row in range(model.rowCount())
                ]
                header.resizeSection(column, max(metrics.horizontalAdvance(t) for t in texts) + pad)
    squeezable = [c for c, name in enumerate(names) if name in headers]
    excess = header.length() - view.viewport().width() + 2  # the frame's rounding
    least = view.fontMetrics().averageCharWidth() * least_chars
    spare = {c: header.sectionSize(c) - max(least, header.sectionSizeHint(c)) for c in squeezable}
    room = sum(s for s in spare.values() if s > 0)
    if excess > 0 and room > 0:
        for column, extra in spare.items():
            if extra > 0:
                cut = min(extra, -(-excess * extra // room))  # each gives in proportion
                header.resizeSection(column, header.sectionSize(column) - cut)
    remember_fit(view)


def filter_box(proxy: QSortFilterProxyModel, what: str) -> QLineEdit:
    """A line that filters ``proxy`` as you type, on every column, ignoring case (Ctrl+F
    reaches it through the page's ``focus_filter``; Escape clears it). ``what``: in the
    window's language ("warriors")."""
    box = QLineEdit()
    box.setPlaceholderText(tr("Filter {what} (Ctrl+F)").format(what=what))
    box.setAccessibleName(tr("Filter {what}").format(what=what))
    box.setClearButtonEnabled(True)
    proxy.setFilterKeyColumn(-1)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    box.textChanged.connect(proxy.setFilterFixedString)
    box.installEventFilter(ClearOnEscape(box))
    return box


class ClearOnEscape(QObject):
    """Escape empties a line edit that has text (and goes no further)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not (
            isinstance(watched, QLineEdit)
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
        ):
            return False
        if event.key() == Qt.Key.Key_Escape and watched.text():
            watched.clear()
            return True
        return False


def save_headers(root: QWidget, settings: QSettings) -> None:
    for view in root.findChildren(QTableView):
        if view.property("header_restored") is not None and view.objectName():
            settings.setValue(f"headers/{view.objectName()}", view.horizontalHeader().saveState())


class Figures(QWidget):
    """A row of headline figures, each a big number over its caption ("150" over
    "Glory collected"); read as "Glory collected: 150" by a screen reader."""

    def __init__(self, captions: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setHorizontalSpacing(24)
        self.values: dict[str, QLabel] = {}
        for column, caption in enumerate(captions):
            value = Heading("—", scale=1.6)
            value.setWordWrap(False)
            label = QLabel(caption)
            label.setWordWrap(True)  # a narrow window or a big zoom wraps the captions
            layout.addWidget(value, 0, column)
            layout.addWidget(label, 1, column)
            self.values[caption] = value
        layout.setColumnStretch(len(captions), 1)

    def set(self, caption: str, value: object, tip: str = "") -> None:
        label = self.values[caption]
        label.setText(str(value))
        label.setAccessibleName(f"{caption}: {value}")
        label.setToolTip(tip)

    def text(self, caption: str) -> str:
        return self.values[caption].text()
