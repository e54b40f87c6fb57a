"""The Mors Regnat roster: the warband's name and record on every page, then the warriors
with their stats, derived values, weapon, abilities (with their text) and wound boxes: as
one table (a row per warrior: what a 12-CP skirmish needs on the table), as cards to cut
out, or as a block per warrior."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from warclan.reports.flowables import Stack, TickBoxes, WholeBlock, card_rows
from warclan.reports.fonts import CONDENSED_BOLD
from warclan.reports.layout import (
    BOX_PAD,
    MUTED,
    MUTED_HEX,
    Document,
    Geometry,
    Header,
    Styles,
    esc,
    grid,
    plural,
    styles,
)
from warclan.reports.options import RosterOptions
from warclan.reports.output import PdfResult, write_document
from warclan.services.mors_regnat.dto import AbilityView, WarriorSheet
from warclan.services.mors_regnat.roster import WarbandRosterData

CARD_COLUMNS = 2  # cards side by side; rows as tall as their fullest card
CARD_PAD = 2.2 * mm


def write_warband_roster(data: WarbandRosterData, path: Path, options: RosterOptions) -> PdfResult:
    return write_document(path, lambda: warband_document(data, options), options)


def warband_document(data: WarbandRosterData, options: RosterOptions) -> Document:
    band = data.warband
    record = band.record
    limits = [
        f"{name} at most {value}"
        for name, value in (
            ("SPEED", band.limits.speed),
            ("ATTACK", band.limits.attack),
            ("TOUGHNESS", band.limits.toughness),
            ("WOUNDS", band.limits.wounds),
        )
        if value is not None
    ]
    lines = [
        f"Record: played <b>{record.played}</b> · won <b>{record.won}</b> · lost "
        f"<b>{record.lost}</b> · drawn <b>{record.drawn}</b> · Printed "
        f"{options.printed_on.isoformat()}",
        f"{plural(len(band.warriors), 'warrior')} · {band.cp_spent} CP spent"
        + (f" · limits: {', '.join(limits)}" if limits else ""),
        "Cautious Advance and Weak Attack are half SPEED and half ATTACK, rounded up; "
        'ranged weapons reach 1"–12", close combat weapons base-to-base contact.',
    ]
    return Document(
        title=f"{band.name} — Mors Regnat warband roster",
        header=Header(
            title=f'{esc(band.name)} <font size="9" color="{MUTED_HEX}">Mors Regnat warband</font>',
            lines=tuple(lines),
        ),
        story=lambda geo: _story(data, options, geo),
    )


def _story(data: WarbandRosterData, options: RosterOptions, geo: Geometry) -> list[Flowable]:
    warriors = data.warband.warriors
    if not warriors:
        return [Paragraph("No warriors in this warband yet.", styles().body)]
    if options.layout == "table":
        return [_warband_table(warriors, styles(), geo.frame_width)]
    if options.layout == "cards":
        st = styles()
        inner = geo.frame_width / CARD_COLUMNS - 2 * CARD_PAD
        return card_rows([_parts(w, st, inner) for w in warriors], CARD_COLUMNS, CARD_PAD,
                         geo.frame_height)  # fmt: skip
    st = styles()
    story: list[Flowable] = []
    for warrior in warriors:
        block = Stack(_parts(warrior, st, geo.frame_width - 2 * BOX_PAD), boxed=True)
        # Abilities of 2,000 characters each could outgrow a page: then the parts continue.
        fallback = partial(_parts, warrior, st, geo.frame_width)
        story += [WholeBlock(block, geo.frame_height, fallback), Spacer(0, 2.5 * mm)]
    return story


def _parts(w: WarriorSheet, st: Styles, width: float) -> list[Flowable]:
    title = Paragraph(
        f'{esc(w.name)} <font size="8" color="{MUTED_HEX}">#{w.position} · CP spent '
        f"{w.cp_spent} of {w.cp_budget}"
        + (f", {w.cp_left} left" if w.cp_left > 0 else "")
        + "</font>",
        st.name,
    )
    # On a sheet the stats need no more than a card's width.
    out: list[Flowable] = [title, _stats(w, st, min(width, 110 * mm)), Spacer(0, 1 * mm)]
    weapon = w.weapon
    if weapon is not None:
        out.append(
            Paragraph(
                f"<b>Weapon:</b> {esc(weapon.label)} · damage <b>{weapon.damage}</b> · range "
                f"{esc(weapon.range)} · {weapon.cp_cost} CP",
                st.body,
            )
        )
    else:
        out.append(Paragraph(f"<b>Weapon:</b> unknown weapon {esc(w.weapon_key)}", st.body))
    if w.abilities:
        for ability in w.abilities:
            text = esc(ability.description) or "<i>no description</i>"
            out.append(
                Paragraph(
                    f"<b>Special ability: {esc(ability.name)}</b> ({ability.cost} CP) — {text}",
                    st.body,
                )
            )
    else:
        out.append(Paragraph("<b>Special abilities:</b> none", st.body))
    for issue in (*w.errors, *w.warnings):
        out.append(
            Paragraph(f'<font color="{MUTED_HEX}">Note: {esc(issue.message)}</font>', st.small)
        )
    out += [Spacer(0, 1 * mm), TickBoxes([("Wounds", w.stats.wounds)], size=8)]
    return out


def _stats(w: WarriorSheet, st: Styles, width: float) -> Table:
    """The four stats with the CP bought under each, then the two derived values."""
    cp = w.cp_bought
    cells = [
        ("SPEED", f'{w.stats.speed}"', f"{cp.speed} CP"),
        ("ATTACK", str(w.stats.attack), f"{cp.attack} CP"),
        ("TOUGHNESS", str(w.stats.toughness), f"{cp.toughness} CP"),
        ("WOUNDS", str(w.stats.wounds), f"{cp.wounds} CP"),
        ("Cautious\nAdvance", f'{w.cautious_advance}"', "½ SPEED"),
        ("Weak\nAttack", str(w.weak_attack), "½ ATTACK"),
    ]
    # TOUGHNESS needs the widest column.
    widths = [0.15, 0.16, 0.2, 0.17, 0.16, 0.16]
    size = st.cell.fontSize
    return grid(
        [[c[i] for c in cells] for i in range(3)],
        [width * f for f in widths],
        font_size=size * 0.95,
        extra=[
            ("ALIGN", (0, 0), (-1, -1), "CENTER"),
            ("VALIGN", (0, 0), (-1, 0), "MIDDLE"),
            ("FONTNAME", (0, 1), (-1, 1), CONDENSED_BOLD),
            ("FONTSIZE", (0, 1), (-1, 1), size + 1),
            ("LEADING", (0, 1), (-1, 1), (size + 1) * 1.2),
            ("FONTSIZE", (0, 2), (-1, 2), size * 0.85),
            ("TEXTCOLOR", (0, 2), (-1, 2), MUTED),
        ],
    )


TABLE_COLUMNS = (
    # heading, width in mm (0: the rest of the page, for the abilities)
    ("#", 5),
    ("Warrior", 24),
    ("SPEED", 11),
    ("ATTACK", 13),
    ("TOUGH-\nNESS", 13),
    ("WOUNDS", 15),
    ("Caut.\nAdv.", 10),
    ("Weak\nAtt.", 10),
    ("Weapon", 24),
    ("Special abilities", 0),
    ("Wound boxes", 25),
)


def _warband_table(warriors: Sequence[WarriorSheet], st: Styles, width: float) -> Table:
    """One row per warrior, the wound boxes in the last column; repeated headings if the
    warband runs onto a second page."""
    fixed = sum(w for _, w in TABLE_COLUMNS) * mm
    widths = [w * mm if w else width - fixed for _, w in TABLE_COLUMNS]
    box_w = widths[-1] - 4
    rows: list[list[Any]] = [[Paragraph(esc(h), st.cell_bold) for h, _ in TABLE_COLUMNS]]
    for w in warriors:
        cp = w.cp_bought
        name = f"<b>{esc(w.name)}</b><br/>" + (
            f'<font color="{MUTED_HEX}">{w.cp_spent}/{w.cp_budget} CP'
            + (f", {w.cp_left} left" if w.cp_left > 0 else "")
            + "</font>"
        )
        for issue in (*w.errors, *w.warnings):
            name += f'<br/><font color="{MUTED_HEX}">Note: {esc(issue.message)}</font>'
        weapon = w.weapon
        weapon_text = (
            f"{esc(weapon.label)}<br/>damage <b>{weapon.damage}</b> · {esc(weapon.range)}"
            if weapon is not None
            else f"unknown weapon {esc(w.weapon_key)}"
        )
        abilities = "<br/>".join(_ability(a) for a in w.abilities) or "–"
        rows.append(
            [
                str(w.position),
                Paragraph(name, st.cell),
                _stat(f'{w.stats.speed}"', cp.speed, st),
                _stat(str(w.stats.attack), cp.attack, st),
                _stat(str(w.stats.toughness), cp.toughness, st),
                _stat(str(w.stats.wounds), cp.wounds, st),
                Paragraph(f'<b>{w.cautious_advance}"</b>', st.cell_center),
                Paragraph(f"<b>{w.weak_attack}</b>", st.cell_center),
                Paragraph(weapon_text, st.cell),
                Paragraph(abilities, st.cell),
                _boxes(w.stats.wounds, box_w),
            ]
        )
    return grid(rows, widths, extra=[("ALIGN", (0, 1), (0, -1), "CENTER")], split_rows=True)


def _stat(value: str, bought: int, st: Styles) -> Paragraph:
    return Paragraph(
        f'<font size="{st.cell.fontSize + 2}"><b>{value}</b></font><br/>'
        f'<font color="{MUTED_HEX}">{bought} CP</font>',
        st.cell_center,
    )


def _boxes(count: int, width: float) -> TickBoxes:
    boxes = TickBoxes([("", count)], size=8)
    boxes.wrap(width, 1e6)  # a table cell asks its content for a size only via wrap
    return boxes


def _ability(a: AbilityView) -> str:
    text = esc(a.description) or "<i>no description</i>"
    return f"<b>{esc(a.name)}</b> ({a.cost} CP) — {text}"
