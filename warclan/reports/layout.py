"""The page machinery both rosters share: styles, safe paragraphs, blocks that never split,
cut-out cards, tick boxes, the header on every page and "page N of M".

Every piece of user text reaches reportlab through ``esc`` (or a plain-text canvas call):
a name such as ``<img src=…>`` is printed as typed, never read as markup or fetched.
"""

from __future__ import annotations

import calendar
import hashlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from pathlib import Path
from typing import Any, BinaryIO

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Paragraph,
    Table,
    TableStyle,
)
from reportlab.platypus.doctemplate import LayoutError

from warclan import __version__
from warclan.reports.fonts import (
    CONDENSED,
    CONDENSED_BOLD,
    SANS,
    SANS_BOLD,
    collect_missing,
    markup,
    missing_warnings,
    register_fonts,
)
from warclan.reports.output import PdfResult, ReportError, RosterOptions, write_atomically

PAPER_SIZES = {"a4": A4, "letter": LETTER}
MARGIN_X = 12 * mm
MARGIN_TOP = 8 * mm
MARGIN_BOTTOM = 8 * mm
HEADER_GAP = 2 * mm  # between the header and the first block
PAGE_LABEL_WIDTH = 28 * mm  # kept free at the top right for "page N of M"
BOX_PAD = 3  # points inside a sheet block's box
ROW_SPLIT_MIN = 60  # points: a table row is split only into pieces at least this tall
MUTED_HEX = "#555555"
HOUSE_HEX = "#7a3e00"  # house-rule marks: visible, but not alarming
WARN_HEX = "#a00000"
INK = colors.HexColor("#1a1a1a")
MUTED = colors.HexColor(MUTED_HEX)
RULE = colors.HexColor("#8c8c8c")
SHADE = colors.HexColor("#ececec")


def esc(text: object) -> str:
    """User text as paragraph text: escaped, so it can never become markup, with each run of
    another script set in a font that has it (``fonts.markup``)."""
    return markup(str(text)).replace("\n", "<br/>")


def _style(name: str, font: str, size: float, **extra: Any) -> ParagraphStyle:
    extra.setdefault("textColor", INK)
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=round(size * 1.2, 1), **extra)


@dataclass(frozen=True, slots=True)
class Styles:
    title: ParagraphStyle
    header: ParagraphStyle
    name: ParagraphStyle
    body: ParagraphStyle
    small: ParagraphStyle
    cell: ParagraphStyle
    cell_bold: ParagraphStyle
    cell_center: ParagraphStyle
    heading: ParagraphStyle


def styles(scale: float = 1.0) -> Styles:
    """The roster's type; ``scale`` makes it a little smaller on cards."""
    register_fonts()
    s = scale
    return Styles(
        title=_style("title", SANS_BOLD, 14),
        header=_style("header", SANS, 8.5),
        name=_style("name", SANS_BOLD, 10 * s),
        # rightIndent: reportlab may end a line of mixed-colour text a few points past the
        # width it wrapped to; the indent keeps such a line inside the margin.
        body=_style("body", CONDENSED, 8 * s, rightIndent=3),
        small=_style("small", CONDENSED, 8 * s, textColor=MUTED, rightIndent=3),
        cell=_style("cell", CONDENSED, 8 * s),
        cell_bold=_style("cell_bold", CONDENSED_BOLD, 8 * s),
        cell_center=_style("cell_center", CONDENSED, 8 * s, alignment=TA_CENTER),
        heading=_style("heading", SANS_BOLD, 10.5, spaceBefore=5, spaceAfter=2),
    )


def grid(
    rows: Sequence[Sequence[Any]],
    widths: Sequence[float],
    *,
    header_rows: int = 1,
    font_size: float = 8,
    extra: Sequence[tuple[Any, ...]] = (),
    split_rows: bool = False,
) -> Table:
    """A ruled table; the header rows shaded and repeated if it splits.

    Cells are paragraphs where text may wrap, and plain strings for labels and numbers
    (drawn as text, never parsed; set in the condensed face, bold in the header rows).
    ``split_rows``: a row too tall for the rest of a page may continue on the next one
    (long rules text); short rows still move to the next page whole.
    """
    table = Table(
        [list(row) for row in rows],
        colWidths=list(widths),
        repeatRows=header_rows,
        hAlign="LEFT",
        splitInRow=ROW_SPLIT_MIN if split_rows else 0,
    )
    header = [("FONTNAME", (0, 0), (-1, header_rows - 1), CONDENSED_BOLD)] if header_rows else []
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.35, RULE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("FONTNAME", (0, 0), (-1, -1), CONDENSED),
                ("FONTSIZE", (0, 0), (-1, -1), font_size),
                ("LEADING", (0, 0), (-1, -1), font_size * 1.2),
                ("TEXTCOLOR", (0, 0), (-1, -1), INK),
                ("LEFTPADDING", (0, 0), (-1, -1), 2),
                ("RIGHTPADDING", (0, 0), (-1, -1), 2),
                ("TOPPADDING", (0, 0), (-1, -1), 0.6),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1.4),
                *header,
                *([("BACKGROUND", (0, 0), (-1, header_rows - 1), SHADE)] if header_rows else []),
                *extra,
            ]
        )
    )
    return table


# --- flowables ---------------------------------------------------------------------------


class Stack(Flowable):
    """Flowables one under another, optionally in a ruled box with the first one (the name)
    on a shaded bar.

    Each part is wrapped once per width and drawn from that wrap: a Table holding tables
    would wrap every cell again on each measure and draw, which is most of the time spent.
    """

    def __init__(self, parts: Sequence[Flowable], *, boxed: bool = False) -> None:
        super().__init__()
        self.parts = list(parts)
        self.boxed = boxed
        self.pad = BOX_PAD if boxed else 0.0
        self._wrapped_at: float | None = None
        self._tops: list[float] = []  # each part's top, from the top of the stack
        self._heights: list[float] = []  # as wrapped (a Table keeps no .height)
        self._title_h = 0.0

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        if self._wrapped_at != availWidth:  # only the last width is kept: parts hold one wrap
            inner = availWidth - 2 * self.pad
            y = self.pad / 2 if self.boxed else 0.0
            tops, heights = [], []
            for index, part in enumerate(self.parts):
                if index:
                    y += part.getSpaceBefore()
                tops.append(y)
                _, h = part.wrapOn(self.canv, inner, 1e6)
                heights.append(h)
                y += h
                if index == 0 and self.boxed:
                    y += self.pad  # the name bar, then room below its rule
                    self._title_h = y
                y += part.getSpaceAfter() if index < len(self.parts) - 1 else 0
            self._tops, self._heights = tops, heights
            self.width, self.height = availWidth, y + (self.pad if self.boxed else 0)
            self._wrapped_at = availWidth
        return self.width, self.height

    def draw(self) -> None:
        canv = self.canv
        if self.boxed:
            canv.saveState()
            canv.setFillColor(SHADE)
            canv.rect(0, self.height - self._title_h + self.pad / 2, self.width,
                      self._title_h - self.pad / 2, stroke=0, fill=1)  # fmt: skip
            canv.setStrokeColor(RULE)
            canv.setLineWidth(0.5)
            rule_y = self.height - self._title_h + self.pad / 2
            canv.line(0, rule_y, self.width, rule_y)
            canv.setLineWidth(0.8)
            canv.rect(0, 0, self.width, self.height)
            canv.restoreState()
        for part, top, h in zip(self.parts, self._tops, self._heights, strict=True):
            part.drawOn(canv, self.pad, self.height - top - h)


class Columns(Flowable):
    """Stacks side by side, tops aligned (a warrior's stats on the left, attacks right)."""

    def __init__(self, columns: Sequence[tuple[float, Sequence[Flowable]]], gap: float) -> None:
        super().__init__()
        self.columns = [(width, Stack(parts)) for width, parts in columns]
        self.gap = gap

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.width = availWidth
        self.height = max(stack.wrapOn(self.canv, w, 1e6)[1] for w, stack in self.columns)
        return self.width, self.height

    def draw(self) -> None:
        x = 0.0
        for width, stack in self.columns:
            stack.drawOn(self.canv, x, self.height - stack.height)
            x += width + self.gap


def _fit(content: Flowable, canv: Canvas, width: float, height: float) -> tuple[float, float]:
    """The scale that makes ``content`` at most ``height`` tall (1 if it is already), and
    its height then. Shrunk content is wrapped wider, so it still fills ``width``."""
    _, h = content.wrapOn(canv, width, 1e6)
    scale = 1.0
    for _ in range(12):  # converges in a few steps; the cap only guards odd content
        if h * scale <= height + 0.01:
            break
        scale *= max(0.5, height / (h * scale)) * 0.995
        _, h = content.wrapOn(canv, width / scale, 1e6)
    return scale, h * scale


class WholeBlock(Flowable):
    """A block that is never split across pages (a warrior).

    It moves to the next page whole when the rest of this one is too short, and is shrunk
    when it is taller than a whole page. Shrinking stops at ``MIN_SCALE``, where text would
    get too small to read: a block longer still is laid out as ``fallback`` instead, plain
    flowables that continue on the next page.
    """

    MIN_SCALE = 0.75

    def __init__(
        self,
        content: Flowable,
        max_height: float,
        fallback: Callable[[], list[Flowable]] | None = None,
    ) -> None:
        super().__init__()
        self.content = content
        self.max_height = max_height
        self._fallback = fallback
        self._scale = 1.0
        self._too_tall = False

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        # Measured against a whole page, not what is left of this one: a block that does not
        # fit goes to the next page (split gives nothing) instead of shrinking into the gap.
        _, natural = self.content.wrapOn(self.canv, availWidth, 1e6)
        self._scale, self.height = 1.0, natural
        if natural > self.max_height:
            if self._fallback is not None and natural * self.MIN_SCALE > self.max_height:
                self._too_tall = True  # the frame will ask to split: continue instead
            else:
                self._scale, self.height = _fit(
                    self.content, self.canv, availWidth, self.max_height
                )
        self.width = availWidth
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        return self._fallback() if self._too_tall and self._fallback else []

    def draw(self) -> None:
        self.canv.saveState()
        self.canv.scale(self._scale, self._scale)
        self.content.drawOn(self.canv, 0, 0)
        self.canv.restoreState()


class Card(Flowable):
    """A fixed-size card with a dashed cutting line; its content shrinks to fit inside."""

    def __init__(self, parts: Sequence[Flowable], width: float, height: float, pad: float) -> None:
        super().__init__()
        self.width, self.height, self.pad = width, height, pad
        self.content = Stack(parts)
        self._scale = 1.0
        self._content_h = 0.0

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        inner_w, inner_h = self.width - 2 * self.pad, self.height - 2 * self.pad
        self._scale, self._content_h = _fit(self.content, self.canv, inner_w, inner_h)
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        return []

    def draw(self) -> None:
        canv = self.canv
        canv.saveState()
        canv.setStrokeColor(RULE)
        canv.setLineWidth(0.5)
        canv.setDash(3, 2)
        canv.rect(0, 0, self.width, self.height)
        canv.restoreState()
        canv.saveState()
        canv.translate(self.pad, self.height - self.pad - self._content_h)
        canv.scale(self._scale, self._scale)
        self.content.drawOn(canv, 0, 0)
        canv.restoreState()


class CardRow(Flowable):
    """Cards side by side to cut out, as tall as the fullest of them (cards sized to their
    content, rows cut straight across the page); dashed cutting lines around each."""

    def __init__(self, cards: Sequence[Sequence[Flowable]], columns: int, pad: float) -> None:
        super().__init__()
        self.stacks = [Stack(parts) for parts in cards]
        self.columns = columns
        self.pad = pad
        self._scale = 1.0
        self._heights: list[float] = []

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.width = availWidth
        self._card_w = availWidth / self.columns
        inner = self._card_w - 2 * self.pad
        self._heights = [stack.wrapOn(self.canv, inner, 1e6)[1] for stack in self.stacks]
        # At least a quarter page (2 x 4 cards on A4, cut on a grid); taller when a card's
        # content needs it.
        tallest = max([*self._heights, self.max_height / 4 - 2 * self.pad - 0.5])
        self._scale = 1.0
        limit = self.max_height - 2 * self.pad
        if tallest > limit:  # a card taller than a page: shrunk to fit
            self._scale = limit / tallest
        self.height = tallest * self._scale + 2 * self.pad
        return self.width, self.height

    max_height = 1e6  # set by the story: the page's frame height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        return []

    def draw(self) -> None:
        canv = self.canv
        canv.saveState()
        canv.setStrokeColor(RULE)
        canv.setLineWidth(0.5)
        canv.setDash(3, 2)
        for index in range(len(self.stacks)):
            canv.rect(index * self._card_w, 0, self._card_w, self.height)
        canv.restoreState()
        for index, (stack, h) in enumerate(zip(self.stacks, self._heights, strict=True)):
            canv.saveState()
            top = self.height - self.pad - h * self._scale
            canv.translate(index * self._card_w + self.pad, top)
            canv.scale(self._scale, self._scale)
            stack.drawOn(canv, 0, 0)
            canv.restoreState()


def card_rows(
    cards: Sequence[Sequence[Flowable]], columns: int, pad: float, max_height: float
) -> list[Flowable]:
    rows: list[Flowable] = []
    for start in range(0, len(cards), columns):
        row = CardRow(cards[start : start + columns], columns, pad)
        row.max_height = max_height
        rows.append(row)
    return rows


class TickBoxes(Flowable):
    """Rows of empty boxes to tick during a game (HP lost, Godspark, wounds).

    Each group is a label and its boxes, on rows of its own: the labels in a column, the
    boxes in runs of five (easy to count) wrapping under the group's first box, so a 21st
    HP box can never sit on the Godspark row.
    """

    CLUSTER = 5
    ROW_GAP = 1.6
    GROUP_GAP = 3.0

    def __init__(
        self, groups: Sequence[tuple[str, int]], size: float = 8.0, font: str = CONDENSED_BOLD
    ) -> None:
        super().__init__()
        register_fonts()  # measured with the embedded font, even before any style exists
        self.groups = [(label, max(0, count)) for label, count in groups]
        self.box = size
        self.font = font
        self.font_size = max(8.0, size)
        self._items: list[tuple[str, float, int]] = []  # ("label"|"box", x, line)

    def per_row(self, availWidth: float) -> tuple[float, int]:
        """Where the boxes start, and how many fit on a row (whole runs of five if any)."""
        labels = [stringWidth(label, self.font, self.font_size) for label, _ in self.groups]
        start = (max(labels) + 3) if any(labels) else 0.0
        step, cluster_w = self.box + 1.6, self.CLUSTER * (self.box + 1.6) + 2.0
        room = availWidth - start
        clusters = int((room + 2.0) // cluster_w)
        if clusters >= 1:
            return start, clusters * self.CLUSTER
        return start, max(1, int((room + 1.6) // step))

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        start, per_row = self.per_row(availWidth)
        step = self.box + 1.6
        items: list[tuple[str, float, int]] = []
        line = 0
        self._group_of_line: list[int] = []  # which group each row belongs to
        for group, (label, count) in enumerate(self.groups):
            if label:  # a group may have no label (a table cell headed "Wounds")
                items.append((label, 0.0, line))
            for index in range(count):
                row, col = divmod(index, per_row)
                x = start + col * step + (col // self.CLUSTER) * 2.0
                items.append(("", x, line + row))
            rows = max(1, -(-count // per_row))
            self._group_of_line += [group] * rows
            line += rows
        self._items = items
        self._lines = line
        self.width = availWidth
        # A wider gap between groups than between the rows of one: HP and Godspark never
        # read as one grid.
        self._tops = [
            i * (self.box + self.ROW_GAP) + g * self.GROUP_GAP
            for i, g in enumerate(self._group_of_line)
        ]
        self.height = line * (self.box + self.ROW_GAP) + (len(self.groups) - 1) * self.GROUP_GAP
        return self.width, self.height

    def draw(self) -> None:
        canv = self.canv
        canv.saveState()
        canv.setLineWidth(0.6)
        canv.setStrokeColor(INK)
        canv.setFont(self.font, self.font_size)
        boxes = []
        for label, x, line in self._items:
            y = self.height - self._tops[line] - self.box - self.ROW_GAP + 1
            if label:
                canv.drawString(x, y + 1.2, label)  # plain text: never parsed
            else:
                boxes.append(f"{x:.2f} {y:.2f} {self.box:.2f} {self.box:.2f} re")
        if boxes:
            # One stroked path of rectangles: hundreds of canv.rect calls cost more than the
            # rest of a warrior's block.
            canv.addLiteral(" ".join(boxes) + " S")
        canv.restoreState()


# --- the document --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Geometry:
    """Where things go on one page of this roster."""

    page_width: float
    page_height: float
    header_height: float

    @property
    def frame_x(self) -> float:
        return MARGIN_X

    @property
    def frame_width(self) -> float:
        return self.page_width - 2 * MARGIN_X

    @property
    def frame_top(self) -> float:
        return self.page_height - MARGIN_TOP - self.header_height - HEADER_GAP

    @property
    def frame_height(self) -> float:
        return self.frame_top - MARGIN_BOTTOM


@dataclass(frozen=True, slots=True)
class Header:
    """Printed at the top of every page: a title line, then lines of details."""

    title: str  # markup (user text already escaped)
    lines: tuple[str, ...]  # markup

    def flowables(self, st: Styles) -> tuple[Paragraph, list[Paragraph]]:
        return Paragraph(self.title, st.title), [Paragraph(line, st.header) for line in self.lines]


@dataclass(frozen=True, slots=True)
class Document:
    """A roster to lay out: its header, and its story once the page geometry is known."""

    title: str  # plain text, for the PDF's metadata
    header: Header
    story: Callable[[Geometry], list[Flowable]]
    # The main pages as a grid of cut-out cards (rows, columns), or one column when None;
    # pages after ``NextPageTemplate("reference")`` are always one column.
    cards: tuple[int, int] | None = None
    # Printed first, in one column under the header (the full list of something the header
    # only summarises); cards then start on a page of their own.
    intro: Callable[[Geometry], list[Flowable]] | None = None


class _HeaderPainter:
    """Draws the header on every page; laid out once and kept as a PDF form (XObject) that
    each page references, so a long roster neither re-lays nor repeats it page by page."""

    FORM = "warclanHeader"

    def __init__(self, header: Header, st: Styles, page_width: float, page_height: float) -> None:
        self.title, self.lines = header.flowables(st)
        width = page_width - 2 * MARGIN_X
        _, self.title_height = self.title.wrap(width - PAGE_LABEL_WIDTH, 1000)
        self.line_heights = [line.wrap(width, 1000)[1] for line in self.lines]
        self.height = self.title_height + sum(self.line_heights) + 2
        self.page_width, self.page_height = page_width, page_height

    def __call__(self, canv: Canvas, _doc: Any) -> None:
        if not canv.hasForm(self.FORM):
            canv.beginForm(self.FORM)
            self._draw(canv)
            canv.endForm()
        canv.doForm(self.FORM)

    def _draw(self, canv: Canvas) -> None:
        y = self.page_height - MARGIN_TOP - self.title_height
        self.title.drawOn(canv, MARGIN_X, y)
        for line, h in zip(self.lines, self.line_heights, strict=True):
            y -= h
            line.drawOn(canv, MARGIN_X, y)
        canv.setStrokeColor(RULE)
        canv.setLineWidth(0.6)
        rule_y = self.page_height - MARGIN_TOP - self.height
        canv.line(MARGIN_X, rule_y, self.page_width - MARGIN_X, rule_y)


class _NumberedCanvas(Canvas):
    """Holds every page until the end, then stamps "page N of M" on each (two passes)."""

    def __init__(
        self,
        *args: Any,
        page_label_at: tuple[float, float],
        fixed_date: date | None,
        pages_out: list[int],
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self._states: list[dict[str, Any]] = []
        self._label_at = page_label_at
        self._pages_out = pages_out
        if fixed_date is not None:
            _fix_timestamp(self, fixed_date)

    def showPage(self) -> None:
        self._states.append(dict(self.__dict__))
        self._startPage()  # type: ignore[attr-defined]  # reportlab's own, not in its stubs

    def save(self) -> None:
        total = len(self._states)
        for state in self._states:
            self.__dict__.update(state)
            self.saveState()
            self.setFont(CONDENSED, 8.5)
            self.setFillColor(MUTED)
            x, y = self._label_at
            number = self._pageNumber  # type: ignore[attr-defined]  # reportlab's own
            self.drawRightString(x, y, f"page {number} of {total}")
            self.restoreState()
            super().showPage()
        self._pages_out.append(total)
        super().save()


def _fix_timestamp(canv: Canvas, day: date) -> None:
    """The PDF's creation date set to ``day`` (UTC midnight) instead of now.

    reportlab seeds the file's ID with its own timestamp (2000-01-01 when invariant, or
    $SOURCE_DATE_EPOCH): the seed is redone from ``day`` so the same date gives the same
    bytes however it was given.
    """
    doc = canv._doc  # type: ignore[attr-defined]  # reportlab's own, not in its stubs
    stamp = doc._timeStamp
    seconds = calendar.timegm(day.timetuple())
    doc.signature = hashlib.md5(b"a reportlab document", usedforsecurity=False)
    doc.signature.update(str(seconds).encode())
    stamp.t = seconds
    stamp.lt = time.gmtime(seconds)
    stamp.YMDhms = tuple(stamp.lt)[:6]
    stamp.dhh = stamp.dmm = 0
    stamp.tzname = "UTC"


def build_pdf(handle: BinaryIO, doc: Document, options: RosterOptions) -> int:
    """Lay out ``doc`` into ``handle``; the number of pages."""
    st = styles()
    page_w, page_h = PAPER_SIZES[options.paper]
    on_page = _HeaderPainter(doc.header, st, page_w, page_h)
    geo = Geometry(page_w, page_h, on_page.height)
    single = Frame(
        geo.frame_x,
        MARGIN_BOTTOM,
        geo.frame_width,
        geo.frame_height,
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
        id="body",
    )
    reference = PageTemplate("reference", [single], onPage=on_page)
    main = PageTemplate(
        "main", _card_frames(geo, doc.cards) if doc.cards else [single], onPage=on_page
    )
    templates = [main, reference]
    story = doc.story(geo)
    intro = doc.intro(geo) if doc.intro is not None else []
    if intro and doc.cards:
        templates = [reference, main]  # the first page is one column
        story = [*intro, NextPageTemplate("main"), PageBreak(), *story]
    elif intro:
        story = [*intro, *story]
    template = BaseDocTemplate(
        handle,
        pagesize=(page_w, page_h),
        leftMargin=MARGIN_X,
        rightMargin=MARGIN_X,
        topMargin=MARGIN_TOP,
        bottomMargin=MARGIN_BOTTOM,
        title=doc.title,
        author="warclan",
        creator=f"warclan {__version__}",
        subject="roster",
        invariant=1 if options.fixed_date else 0,
        pageCompression=1,
        pageTemplates=templates,
    )
    pages: list[int] = []
    # The title's first baseline: where "page N of M" sits, on the same line.
    label_at = (
        page_w - MARGIN_X,
        page_h - MARGIN_TOP - min(on_page.title_height, st.title.leading) + 3.5,
    )
    try:
        template.build(
            story,
            canvasmaker=partial(
                _NumberedCanvas,
                page_label_at=label_at,
                fixed_date=options.fixed_date,
                pages_out=pages,
            ),
        )
    except LayoutError as exc:
        # Whatever still cannot be placed (one piece taller than a page): a clear message,
        # not reportlab's dump of the flowable.
        raise ReportError(
            "cannot lay out the roster: one piece of it is taller than a whole page; "
            "shorten the longest text it prints (a note, a rules text or a name) and try again"
        ) from exc
    return pages[-1]


def write_document(path: Path, make: Callable[[], Document], options: RosterOptions) -> PdfResult:
    """Lay out ``make()`` into ``path`` atomically; what was written, with a warning for
    each text that had characters no font has."""
    with collect_missing() as found:
        pages = write_atomically(path, lambda handle: build_pdf(handle, make(), options))
    return PdfResult(str(path), pages, Path(path).stat().st_size, missing_warnings(found))


def card_size(geo: Geometry, cards: tuple[int, int]) -> tuple[float, float]:
    rows, cols = cards
    return geo.frame_width / cols, geo.frame_height / rows


def _card_frames(geo: Geometry, cards: tuple[int, int]) -> list[Frame]:
    rows, cols = cards
    width, height = card_size(geo, cards)
    return [
        Frame(
            geo.frame_x + col * width,
            MARGIN_BOTTOM + (rows - 1 - row) * height,
            width,
            height,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
            id=f"card{row}{col}",
        )
        for row in range(rows)
        for col in range(cols)
    ]


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"
