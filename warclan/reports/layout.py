"""The page machinery both rosters share: styles, safe paragraphs, ruled tables, the header
on every page and "page N of M". The blocks placed on the pages are in ``flowables``.

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
from typing import Any, BinaryIO

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
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
from warclan.i18n_text import T_
from warclan.reports.fonts import (
    CONDENSED,
    CONDENSED_BOLD,
    SANS,
    SANS_BOLD,
    markup,
    register_fonts,
)
from warclan.reports.options import ReportError, RosterOptions

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
            T_(
                "cannot lay out the roster: one piece of it is taller than a whole page; "
                "shorten the longest text it prints (a note, a rules text or a name) and "
                "try again"
            )
        ) from exc
    return pages[-1]


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
