"""The blocks both rosters place on their pages: stacks of parts (boxed or not), columns,
blocks that never split, cut-out cards and tick boxes. Page geometry, type and the
document itself are in ``layout``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from warclan.reports.fonts import CONDENSED_BOLD, register_fonts
from warclan.reports.layout import BOX_PAD, INK, RULE, SHADE


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


def _draw_scaled(canv: Canvas, content: Flowable, x: float, y: float, scale: float) -> None:
    """``content`` (as wrapped) drawn at ``x``, ``y`` shrunk by ``scale``."""
    canv.saveState()
    canv.translate(x, y)
    canv.scale(scale, scale)
    content.drawOn(canv, 0, 0)
    canv.restoreState()


def _cutting_lines(canv: Canvas, boxes: Sequence[tuple[float, float, float, float]]) -> None:
    """Dashed lines to cut along, around each box (x, y, width, height)."""
    canv.saveState()
    canv.setStrokeColor(RULE)
    canv.setLineWidth(0.5)
    canv.setDash(3, 2)
    for box in boxes:
        canv.rect(*box)
    canv.restoreState()


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
        _cutting_lines(self.canv, [(0, 0, self.width, self.height)])
        top = self.height - self.pad - self._content_h
        _draw_scaled(self.canv, self.content, self.pad, top, self._scale)


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
        w = self._card_w
        _cutting_lines(self.canv, [(i * w, 0, w, self.height) for i in range(len(self.stacks))])
        for index, (stack, h) in enumerate(zip(self.stacks, self._heights, strict=True)):
            top = self.height - self.pad - h * self._scale
            _draw_scaled(self.canv, stack, index * w + self.pad, top, self._scale)


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
