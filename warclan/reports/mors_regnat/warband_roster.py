"""The Mors Regnat roster: the warband's name and record on every page, then a card per
warrior with its stats, derived values, weapon, abilities (with their text) and wounds."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from warclan.reports.fonts import CONDENSED_BOLD
from warclan.reports.layout import (
    BOX_PAD,
    MUTED,
    MUTED_HEX,
    Card,
    Document,
    Geometry,
    Header,
    Stack,
    Styles,
    TickBoxes,
    WholeBlock,
    build_pdf,
    card_size,
    esc,
    grid,
    plural,
    styles,
)
from warclan.reports.output import PdfResult, RosterOptions, write_atomically
from warclan.services.mors_regnat.dto import WarriorSheet
from warclan.services.mors_regnat.roster import WarbandRosterData

CARD_GRID = (4, 2)  # rows, columns: Mors Regnat cards are short
CARD_PAD = 2.2 * mm


def write_warband_roster(data: WarbandRosterData, path: Path, options: RosterOptions) -> PdfResult:
    pages = write_atomically(
        path, lambda handle: build_pdf(handle, warband_document(data, options), options)
    )
    return PdfResult(str(path), pages, Path(path).stat().st_size)


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
        cards=CARD_GRID if options.layout == "cards" else None,
    )


def _story(data: WarbandRosterData, options: RosterOptions, geo: Geometry) -> list[Flowable]:
    warriors = data.warband.warriors
    if not warriors:
        return [Paragraph("No warriors in this warband yet.", styles().body)]
    if options.layout == "cards":
        width, height = card_size(geo, CARD_GRID)
        st = styles(0.95)
        return [
            Card(_parts(w, st, width - 2 * CARD_PAD), width, height, CARD_PAD) for w in warriors
        ]
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
