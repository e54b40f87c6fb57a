"""The War Clan roster: a header on every page, one block (sheet) or card per warrior, and a
reference page with each rule the roster uses, once."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
)

from warclan.catalog.provenance import Provenance, Source
from warclan.reports.flowables import Columns, Stack, TickBoxes, WholeBlock, card_rows
from warclan.reports.fonts import CONDENSED_BOLD, register_fonts
from warclan.reports.layout import (
    BOX_PAD,
    HOUSE_HEX,
    MARGIN_X,
    MUTED_HEX,
    PAPER_SIZES,
    SHADE,
    WARN_HEX,
    Document,
    Geometry,
    Header,
    Styles,
    esc,
    grid,
    plural,
    styles,
)
from warclan.reports.options import ReportError, RosterOptions
from warclan.reports.output import PdfResult, write_document
from warclan.reports.ragnarok.item_attacks import item_attack
from warclan.services.ragnarok.dto import AttackView, GodPowerView, InjuryView, WarriorView
from warclan.services.ragnarok.rosters import ClanRosterData, RulesTable, RuleText, TableLine

STATS = ("ap", "hp", "sp", "ma", "ra", "df", "rs", "dr", "mn")
CLAN_LAYOUTS = ("sheet", "cards")
CARD_COLUMNS = 2  # cards side by side; rows as tall as their fullest card (4 on A4)
CARD_PAD = 2.2 * mm
CARD_SCALE = 1.0  # cards use the sheet's type: nothing below 8 pt
# The excerpt gives no Godspark maximum: enough boxes for the dearest power the warrior
# has with all its boosts, and never fewer than this.
MIN_GODSPARK_BOXES = 10
HOUSE_MARK = f'<font color="{HOUSE_HEX}">[house rule]</font>'
GROUP_MARK = f'<font color="{HOUSE_HEX}">[group edit]</font>'
# Labels that say only what kind of change a row is: nothing to add as a note.
DEFAULT_LABELS = (Provenance(Source.GROUP_EDIT).label, Provenance(Source.EXAMPLE).label)
MAX_NARROW_TEXT = 24  # characters in a narrow cell (a Base size, a Success Table roll)
MAX_ACROSS = 12  # table rows that still fit across the page as columns
STORES_PER_PARAGRAPH = 1000
BOX_SIZE = 7.5  # points: a tick box
BLOCK_GAP = 1.2 * mm  # between two warriors on the sheet
BOXES_WIDTH = 49 * mm  # the sheet's column of tick boxes: a label and two runs of five
MINUS = "\u2212"
# A hyphen standing for a minus: before a digit, after a space, a bracket or the start.
_HYPHEN_MINUS = re.compile(r"(?<![^\s(\[/])-(?=\d)")


def write_clan_roster(data: ClanRosterData, path: Path, options: RosterOptions) -> PdfResult:
    """Render the roster into ``path`` atomically; what was written."""
    return write_document(path, lambda: clan_document(data, options), options)


def clan_document(data: ClanRosterData, options: RosterOptions) -> Document:
    if options.layout not in CLAN_LAYOUTS:
        raise ReportError(
            f"a War Clan roster is laid out as {' or '.join(CLAN_LAYOUTS)}, not {options.layout}"
        )
    clan = data.clan
    stores, cut = _stores_line(data, PAPER_SIZES[options.paper][0] - 2 * MARGIN_X)
    return Document(
        title=f"{clan.name} — War Clan roster",
        header=_header(data, options, stores),
        story=lambda geo: _story(data, options, geo),
        intro=(lambda geo: _all_stores(data)) if cut else None,
    )


def _stores_line(data: ClanRosterData, width: float) -> tuple[str, bool]:
    """The header's line of stores (markup), cut to one line of ``width`` points, and
    whether it was cut: the header is on every page, so it must stay short."""
    clan = data.clan
    found = f" · Glory found raiding {clan.glory_found}" if clan.glory_found else ""
    head = "Stores from raids: "
    items = [f"{s.name} ×{s.quantity}" for s in clan.stores]
    full = head + (", ".join(items) or "none") + found
    register_fonts()
    room = width - 2  # a little slack for rounding in the paragraph's own measure
    if _width(full) <= room:
        return esc(full), False
    # As many as fit before the note of how many more (measured with the largest count).
    left = room - _width(head + found + _more(len(items), len(items)))
    shown = 0
    for item in items:
        left -= _width(item if shown == 0 else ", " + item)
        if left < 0:
            break
        shown += 1
    text = head + ", ".join(items[:shown]) + _more(len(items) - shown, len(items)) + found
    return esc(text), True


def _more(hidden: int, total: int) -> str:
    if hidden == total:
        return f"{plural(total, 'kind')}, full list on page 1"
    return f", … (+{hidden} more, full list on page 1)"


def _width(text: str) -> float:
    st = styles()
    return stringWidth(text, st.header.fontName, st.header.fontSize)


def _all_stores(data: ClanRosterData) -> list[Flowable]:
    """Every store, on the first page: the header only has room for the first few."""
    st = styles()
    stores = data.clan.stores
    out: list[Flowable] = [
        Paragraph(f"<b>Stores from raids</b> ({plural(len(stores), 'kind')})", st.body)
    ]
    # In slices: one paragraph of thousands of entries is slow to split across pages.
    for start in range(0, len(stores), STORES_PER_PARAGRAPH):
        part = stores[start : start + STORES_PER_PARAGRAPH]
        out.append(Paragraph(", ".join(f"{esc(s.name)} ×{s.quantity}" for s in part), st.cell))
    out.append(Spacer(0, 2.5 * mm))
    return out


def _header(data: ClanRosterData, options: RosterOptions, stores: str) -> Header:
    clan = data.clan
    catch_up = (
        f" · catch-up bonus until Rank {clan.joined_base_rank}" if clan.catch_up_active else ""
    )
    return Header(
        title=f'{esc(clan.name)} <font size="9" color="{MUTED_HEX}">War Clan roster</font>',
        lines=(
            f"Player <b>{esc(clan.player)}</b> · Campaign <b>{esc(data.campaign)}</b>"
            f" · Printed {options.printed_on.isoformat()}",
            f"Glory collected <b>{clan.glory_collected}</b> · Unspent Glory "
            f"<b>{clan.unspent_glory}</b> · War Clan Rank <b>{clan.rank}</b> · Campaign base "
            f"rank <b>{data.base_rank}</b>{catch_up}",
            stores,
        ),
    )


def _story(data: ClanRosterData, options: RosterOptions, geo: Geometry) -> list[Flowable]:
    story: list[Flowable] = []
    if options.layout == "cards":
        st = styles(CARD_SCALE)
        inner = geo.frame_width / CARD_COLUMNS - 2 * CARD_PAD
        cards = [_warrior_parts(w, st, inner, compact=True) for w in data.warriors]
        story.extend(card_rows(cards, CARD_COLUMNS, CARD_PAD, geo.frame_height))
    else:
        st = styles()
        for warrior in data.warriors:
            block = Stack(_warrior_parts(warrior, st, geo.frame_width - 2 * BOX_PAD), boxed=True)
            fallback = partial(_long_block, warrior, st, geo)
            story += [WholeBlock(block, geo.frame_height, fallback), Spacer(0, BLOCK_GAP)]
    if not data.warriors:
        story.append(Paragraph("No warriors in this War Clan.", styles().body))
    if options.layout == "cards":
        story.append(PageBreak())  # the reference is not cut out with the cards
    else:
        story.append(CondPageBreak(60 * mm))  # less paper: it follows the last warrior
    story.extend(_reference(data, styles(), geo.frame_width))
    return story


# --- one warrior -------------------------------------------------------------------------


def _long_block(w: WarriorView, st: Styles, geo: Geometry) -> list[Flowable]:
    """A warrior too long for one page even when shrunk: the card's parts, stacked, so the
    long ones continue on the next page."""
    return [*_warrior_parts(w, st, geo.frame_width, compact=True), Spacer(0, 2.5 * mm)]


def _warrior_parts(
    w: WarriorView, st: Styles, width: float, *, compact: bool = False
) -> list[Flowable]:
    title = Paragraph(_title(w), st.name)
    details = [Paragraph(line, st.body) for line in _details(w)]
    boxes = TickBoxes(
        [("HP", w.current_stats["hp"]), ("Godspark", _godspark_boxes(w))], size=BOX_SIZE
    )
    if compact:  # a card: the same pieces one under another
        return [
            title,
            _stats_table(w, st, width),
            Spacer(0, 1.2 * mm),
            _attacks_table(w, st, width),
            *details,
            Spacer(0, 1 * mm),
            boxes,
        ]
    # The sheet: stats and what the warrior has, the attacks, and the boxes to tick side by
    # side, so a block is only as tall as its longest part.
    gap = 2.5 * mm
    box_w = BOXES_WIDTH
    attack_w = (width - box_w - 2 * gap) * 0.4
    left_w = width - box_w - attack_w - 2 * gap
    return [
        title,
        Spacer(0, 1.5),
        Columns(
            [
                (left_w, [_stats_table(w, st, left_w), *details]),
                (attack_w, [_attacks_table(w, st, attack_w)]),
                (box_w, [boxes]),
            ],
            gap,
        ),
    ]


def _title(w: WarriorView) -> str:
    flags = []
    if w.misses_next_game:
        flags.append(f'<font color="{WARN_HEX}">MISSES NEXT GAME</font>')
    if w.blind:
        flags.append("Blind")
    extra = "".join(f" · {f}" for f in flags)
    return f'{esc(w.name)} <font size="8" color="{MUTED_HEX}">{esc(w.profile_name)}</font>{extra}'


def number(value: int) -> str:
    """An integer with a true minus sign (U+2212), as everywhere on the roster."""
    return str(value).replace("-", MINUS)


def minus(text: str) -> str:
    """Rules text with a hyphen used as a minus ("-1 SP", "(-2 SP)") printed as U+2212."""
    return _HYPHEN_MINUS.sub(MINUS, text)


def _stats_table(w: WarriorView, st: Styles, width: float) -> Table:
    label_w = 10 * mm if width > 90 * mm else 8.5 * mm
    base_w = 11 * mm if width > 90 * mm else 10 * mm
    size_extra = 1.5 * mm  # "Size" is wider than a stat's two letters
    cell_w = (width - label_w - base_w - size_extra) / (len(STATS) + 1)
    rows: list[list[Any]] = [
        ["", *(s.upper() for s in STATS), "Size", "Base"],
        [
            "Now",
            *(number(w.current_stats[s]) for s in STATS),
            str(w.size),
            # The profile's text: may wrap, but a narrow column only has room for a few words.
            Paragraph(esc(_clip(w.base_size, MAX_NARROW_TEXT)), st.cell_center),
        ],
    ]
    if any(w.current_stats[s] != w.base_stats[s] for s in STATS):
        rows.append(["Base", *(number(w.base_stats[s]) for s in STATS), "", ""])
    if w.improvements:
        rows.append(["Impr.", *(_signed(w.improvements.get(s)) for s in STATS), "", ""])
    if w.penalties:
        rows.append(["Injury", *(_signed(w.penalties.get(s)) for s in STATS), "", ""])
    size = st.cell.fontSize
    return grid(
        rows,
        [label_w, *[cell_w] * len(STATS), cell_w + size_extra, base_w],
        font_size=size,
        extra=[
            ("ALIGN", (1, 1), (-1, -1), "CENTER"),
            # The values played with stand out; the rows below explain them.
            ("FONTNAME", (0, 1), (-1, 1), CONDENSED_BOLD),
            ("FONTSIZE", (1, 1), (len(STATS), 1), size + 1),
            ("LEADING", (1, 1), (len(STATS), 1), (size + 1) * 1.2),
        ],
    )


def _signed(value: int | None) -> str:
    return f"{value:+d}".replace("-", MINUS) if value else ""


def _attacks(w: WarriorView) -> list[tuple[AttackView, str]]:
    """Every attack the warrior can make, with where it comes from when not its profile:
    a God Power's or an item's attack stands in the table like the others."""
    own = [(a, "") for a in w.attacks]
    granted = [
        (p.attack, "God Power" + ("" if p.name == p.attack.name else f" {p.name}"))
        for p in w.god_powers
        if p.attack is not None
    ]
    from_items = [
        (attack, "item" + ("" if item.name == attack.name else f" {item.name}"))
        for item in w.items
        if (attack := item_attack(item)) is not None
    ]
    return own + granted + from_items


def _attacks_table(w: WarriorView, st: Styles, width: float) -> Table:
    st_w, rn_w = 6 * mm, 7 * mm
    name_w = (width - st_w - rn_w) * 0.55
    abil_w = width - st_w - rn_w - name_w
    rows: list[list[Any]] = [["Attack", "ST", "RN", "Abilities"]]
    for attack, source in _attacks(w):
        name = esc(attack.name)
        if source:
            name += f' <font color="{MUTED_HEX}">({esc(source)})</font>'
        rows.append(
            [
                Paragraph(name, st.cell),
                "–" if attack.st is None else str(attack.st),
                attack.rn,  # checked by the rules: inches, ML or MR
                Paragraph(minus(esc(", ".join(attack.abilities))) or "–", st.cell),
            ]
        )
    if len(rows) == 1:
        rows.append(["no attacks", "", "", ""])
    return grid(
        rows,
        [name_w, st_w, rn_w, abil_w],
        font_size=st.cell.fontSize,
        extra=[("ALIGN", (1, 1), (2, -1), "CENTER")],
    )


def _details(w: WarriorView) -> list[str]:
    """What the warrior has beyond its stats and attacks; a line only when there is
    something to say (no "God Powers: none")."""
    lines = []
    if w.special_abilities:
        lines.append("<b>Special abilities:</b> " + esc(", ".join(w.special_abilities)))
    lines.extend(_power_line(power) for power in w.god_powers)
    if w.items:
        carried = ", ".join(f"{esc(i.name)} ({i.kind})" for i in w.items)
        lines.append(f"<b>Equipment and artifacts:</b> {carried}")
    if w.lost_items:
        lost = ", ".join(
            f"{esc(i.name)}" + (f" (game {i.lost_in_game})" if i.lost_in_game else "")
            for i in w.lost_items
        )
        lines.append(f"<b>Lost:</b> {lost}")
    if w.injuries:
        lines.append("<b>Injuries:</b> " + "; ".join(_injury(i) for i in w.injuries))
    return lines


def _power_line(power: GodPowerView) -> str:
    parts = [
        f"<b>God Power:</b> {esc(power.name)} ({esc(power.god)})",
        f"Godspark Cost {power.godspark_cost}",
    ]
    for boost in power.boosts:
        parts.append(f"boost +{boost.godspark}: {minus(esc(boost.effect))}")
    if power.house_rule:
        parts.append(HOUSE_MARK)
    return " · ".join(parts)


def _injury(injury: InjuryView) -> str:
    result = injury.result.replace("_", " ")
    text = f"game {injury.game_seq}, roll {injury.roll}: {esc(result)}"
    if injury.severe:
        text += f" — {esc(injury.severe)}"
    extra = [
        x
        for x in (
            esc(injury.penalty.replace("-", MINUS)) if injury.penalty else None,
            "Blind" if injury.becomes_blind else None,
            "lost equipment" if injury.loses_equipment else None,
        )
        if x
    ]
    if extra:
        text += f" ({', '.join(extra)})"
    if injury.severe_house_rule:
        text += " " + HOUSE_MARK
    return text


def _godspark_boxes(w: WarriorView) -> int:
    dearest = max(
        (p.godspark_cost + sum(b.godspark for b in p.boosts) for p in w.god_powers), default=0
    )
    return max(MIN_GODSPARK_BOXES, dearest)


# --- the reference pages -------------------------------------------------------------------


def _reference(data: ClanRosterData, st: Styles, width: float) -> list[Flowable]:
    versions = ", ".join(f"{esc(name.replace('_', ' '))} v{v}" for name, v in data.versions)
    out: list[Flowable] = [
        Paragraph("Rules reference", st.heading),
        Paragraph(
            "Each rule this roster uses, printed once. Entries marked "
            f"{HOUSE_MARK} or {GROUP_MARK} are not from the rulebook excerpt: put your book's "
            "wording in their place as house rules of the campaign."
            + (f" <b>Rules data:</b> {versions}." if versions else ""),
            st.small,
        ),
    ]
    if data.overrides:
        changes = "; ".join(
            f"{esc(name)} ({esc(catalog.replace('_', ' '))})" + (f": {esc(note)}" if note else "")
            for catalog, name, note in data.overrides
        )
        out.append(
            Paragraph(f"<b>This campaign's own changes</b> {GROUP_MARK}: {changes}", st.body)
        )
    if data.fallen:
        fallen = ", ".join(f"{esc(w.name)} ({esc(w.status)})" for w in data.fallen)
        out.append(Paragraph(f"<b>No longer in the War Clan:</b> {fallen}", st.body))
    for table in data.tables:
        out.extend(_rules_table(table, st, width))
    out.extend(_abilities("Special abilities", data.special_abilities, st))
    out.extend(_abilities("Attack abilities", data.attack_abilities, st))
    if data.god_powers:
        out.extend(_heading("God Powers", st))
        for power in data.god_powers:
            out.extend(_power_reference(power, st))
    if data.items:
        out.extend(_heading("Equipment and artifacts", st))
        for item in data.items:
            mark = f" {HOUSE_MARK}" if item.house_rule else ""
            out.append(
                Paragraph(
                    f"<b>{esc(item.name)}</b> ({item.kind}) — {minus(esc(item.text))}{mark}",
                    st.body,
                )
            )
    return out


def _heading(text: str, st: Styles) -> list[Flowable]:
    # A heading never ends a page alone.
    return [CondPageBreak(25 * mm), Paragraph(text, st.heading)]


def _mark(house_rule: bool, source: str) -> str:
    if not house_rule:
        return ""
    if source.startswith("house rule"):
        return f" {HOUSE_MARK}"
    return f' <font color="{HOUSE_HEX}">[house rule: {esc(source)}]</font>'


def _rules_table(table: RulesTable, st: Styles, width: float) -> list[Flowable]:
    out = _heading(table.title, st)
    if table.rule:
        out.append(Paragraph(esc(table.rule), st.small))
    # Marks in the cells stay short; a house rule's or group edit's note goes under the
    # table, where it has the page's width (a cell of the Success Table is 15 mm wide).
    notes: list[str] = []

    def mark(line: TableLine) -> str:
        if not line.house_rule:
            return ""
        label = "group edit" if line.group_edit else "house rule"
        note = _own_note(line)
        if note is None:
            return f' <font color="{HOUSE_HEX}">[{label}]</font>'
        notes.append(f"{line.roll} ({line.result}): {note}")
        return f' <font color="{HOUSE_HEX}">[{label} {len(notes)}]</font>'

    across = not any(line.text for line in table.lines) and len(table.lines) <= MAX_ACROSS
    if across and all(len(line.roll) <= MAX_NARROW_TEXT for line in table.lines):
        # Two short columns: laid out across the page instead of down it.
        label_w = 32 * mm
        cell_w = (width - label_w) / max(1, len(table.lines))
        rows = [
            [Paragraph(table.columns[0], st.cell_bold)]
            + [Paragraph(minus(esc(line.roll)), st.cell_center) for line in table.lines],
            [Paragraph(table.columns[1], st.cell_bold)]
            + [
                Paragraph(esc(_clip(line.result, MAX_NARROW_TEXT)) + mark(line), st.cell_center)
                for line in table.lines
            ],
        ]
        out.append(
            grid(
                rows,
                [label_w, *[cell_w] * len(table.lines)],
                header_rows=0,
                extra=[("BACKGROUND", (0, 0), (0, -1), SHADE)],
            )
        )
    else:
        roll_w, result_w = 11 * mm, 29 * mm
        rows = [[Paragraph(c, st.cell_bold) for c in table.columns]]
        for line in table.lines:
            rows.append(
                [
                    Paragraph(minus(esc(_clip(line.roll, MAX_NARROW_TEXT))), st.cell_center),
                    Paragraph(f"<b>{esc(_clip(line.result, MAX_NARROW_TEXT * 4))}</b>", st.cell),
                    Paragraph(minus(esc(line.text)) + mark(line), st.cell),
                ]
            )
        out.append(grid(rows, [roll_w, result_w, width - roll_w - result_w], split_rows=True))
    for number, note in enumerate(notes, start=1):
        out.append(Paragraph(f'<font color="{HOUSE_HEX}">[{number}]</font> {esc(note)}', st.small))
    return out


def _own_note(line: TableLine) -> str | None:
    """The note the group wrote for a changed row, if it wrote one."""
    source = line.source.strip()
    if not source or source.startswith("house rule") or source in DEFAULT_LABELS:
        return None
    return source


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _abilities(title: str, texts: tuple[RuleText, ...], st: Styles) -> list[Flowable]:
    if not texts:
        return []
    out = _heading(title, st)
    for rule in texts:
        forms = [f for f in rule.printed_as if f.casefold() != rule.name.casefold()]
        shown = (
            f' <font color="{MUTED_HEX}">(on the roster as {esc(", ".join(forms))})</font>'
            if forms
            else ""
        )
        if rule.text is None:
            body = f"<i>{esc(rule.missing_text)}</i>"
        else:
            body = minus(esc(rule.text)) + _mark(rule.house_rule, rule.source)
        out.append(Paragraph(f"<b>{esc(rule.name)}</b>{shown} — {body}", st.body))
    return out


def _power_reference(power: GodPowerView, st: Styles) -> list[Flowable]:
    facts = [f"{esc(power.god)}", f"Godspark Cost {power.godspark_cost}"]
    facts += [f"boost +{b.godspark} Godspark: {minus(esc(b.effect))}" for b in power.boosts]
    head = f"<b>{esc(power.name)}</b> — " + " · ".join(facts)
    if power.house_rule:
        head += f" {HOUSE_MARK}"
    out: list[Flowable] = [Paragraph(head, st.body), Paragraph(minus(esc(power.text)), st.body)]
    if power.attack is not None:
        a = power.attack
        st_text = "–" if a.st is None else str(a.st)
        out.append(
            Paragraph(
                f"Attack: <b>{esc(a.name)}</b> · ST {st_text} · RN {esc(a.rn)} · "
                f"{esc(', '.join(a.abilities)) or 'no attack abilities'}",
                st.small,
            )
        )
    return out
