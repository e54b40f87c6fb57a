"""Rosters at the table (issue 11): every script prints, every HP and Godspark box is counted
right, item attacks stand in the attack table, a played 20-warrior clan fits on 3 A4 pages
without splitting a warrior or going below 8 pt, and the new layouts render."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from conftest import FIXED, page_texts
from pypdf import PdfReader
from test_clan_roster_pdf import render, warrior_chunks

from warclan.reports import fonts
from warclan.reports.mors_regnat.warband_roster import write_warband_roster
from warclan.reports.options import RosterOptions
from warclan.reports.ragnarok.campaign_summary import write_campaign_summary
from warclan.reports.ragnarok.clan_roster import _godspark_boxes
from warclan.services.mors_regnat.roster import WarbandRosterData
from warclan.services.ragnarok import summary as campaign_summary
from warclan.services.ragnarok.rosters import ClanRosterData
from warclan.store.database import Database

BOX = 7.5  # the sheet's and cards' tick box, in points


def boxes_and_labels(
    path: Path,
) -> list[tuple[list[tuple[str, float, float]], list[tuple[float, float]]]]:
    """Per page: the tick-box labels (text, x, y) and the boxes (x, y), in page coordinates."""
    pages = []
    for page in PdfReader(path).pages:
        labels: list[tuple[str, float, float]] = []
        boxes: list[tuple[float, float]] = []

        def text(t: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
            if t.strip() in ("HP", "Godspark"):
                x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
                y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
                labels.append((t.strip(), x, y))  # noqa: B023

        def op(operator: bytes, args: list[object], cm: list[float], tm: list[float]) -> None:
            if operator == b"re":
                x, y, w, h = (float(a) for a in args)  # type: ignore[arg-type]
                if abs(w - BOX) < 0.01 and abs(h - BOX) < 0.01:
                    boxes.append((x * cm[0] + cm[4], y * cm[3] + cm[5]))  # noqa: B023

        page.extract_text(visitor_text=text, visitor_operand_before=op)
        # "HP" is also a heading of the stats table: a tick-box label has a Godspark label
        # in line with it.
        columns = {round(x) for name, x, _ in labels if name == "Godspark"}
        labels = [label for label in labels if round(label[1]) in columns]
        pages.append((labels, boxes))
    return pages


# --- less paper, and nothing a player needs is missed -------------------------------------


def test_a_played_twenty_warrior_clan_fits_three_a4_pages(
    played20: ClanRosterData, tmp_path: Path
) -> None:
    path = tmp_path / "r.pdf"
    texts = render(played20, path)
    assert len(played20.warriors) == 20
    assert len(texts) <= 3
    chunks = warrior_chunks(texts, played20.warriors)  # a title on two pages fails
    assert len(chunks) == 20
    for w in played20.warriors:
        _, chunk = chunks[w.name]
        # The whole block is on its title's page: its stat line and its attacks.
        assert f"Now {' '.join(str(w.current_stats[s]).replace('-', '−') for s in STATS)}" in chunk
        for attack in w.attacks:
            assert attack.name in chunk, (w.name, attack.name)
        assert "HP Godspark" in chunk, w.name
    whole = " ".join(texts)
    assert whole.index("Rules reference") > whole.index("Warrior 20")


STATS = ("ap", "hp", "sp", "ma", "ra", "df", "rs", "dr", "mn")


def test_nothing_is_printed_below_8_pt(played20: ClanRosterData, tmp_path: Path) -> None:
    path = tmp_path / "r.pdf"
    render(played20, path)
    sizes: list[tuple[float, str]] = []
    for page in PdfReader(path).pages:

        def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
            if text.strip():
                sizes.append((size * (tm[0] * cm[0] + tm[1] * cm[2]), text))

        page.extract_text(visitor_text=visit)
    assert len(sizes) > 200
    small = [(round(s, 2), t) for s, t in sizes if s < 7.99]
    assert small == []


@pytest.mark.parametrize("layout_name", ["sheet", "cards"])
def test_every_hp_and_godspark_box_is_counted_right(
    played20: ClanRosterData, tmp_path: Path, layout_name: str
) -> None:
    """A box belongs to the nearest label above-left of it: a 21st HP box on the Godspark
    row would count as a Godspark box and fail."""
    path = tmp_path / "r.pdf"
    render(played20, path, layout=layout_name)
    warrior_01 = played20.warriors[0]
    assert warrior_01.current_stats["hp"] == 21
    expected = sorted((w.current_stats["hp"], _godspark_boxes(w)) for w in played20.warriors)
    found = []
    for labels, boxes in boxes_and_labels(path):
        owned: dict[int, int] = {i: 0 for i in range(len(labels))}
        for bx, by in boxes:
            owners = [
                (lx, ly, i) for i, (_, lx, ly) in enumerate(labels) if lx < bx and ly >= by - 1.5
            ]
            assert owners, (bx, by)
            right = max(o[0] for o in owners)
            _, _, owner = min((o for o in owners if abs(o[0] - right) < 1), key=lambda o: o[1])
            owned[owner] += 1
        hp = sorted(
            (i for i, label in enumerate(labels) if label[0] == "HP"), key=lambda i: labels[i][1:]
        )
        for i in hp:
            _, x, y = labels[i]
            below = [
                j
                for j, (name, lx, ly) in enumerate(labels)
                if name == "Godspark" and abs(lx - x) < 1 and ly < y
            ]
            godspark = max(below, key=lambda j: labels[j][2])
            found.append((owned[i], owned[godspark]))
    assert sorted(found) == expected


def test_item_attacks_are_in_the_attack_table_marked_with_the_item(
    played20: ClanRosterData, tmp_path: Path
) -> None:
    texts = render(played20, tmp_path / "r.pdf")
    chunks = warrior_chunks(texts, played20.warriors)
    assert "Attack ST RN Abilities" in chunks["Warrior 05"][1]
    # The attack row: name (item), ST, RN, abilities; the item stays in the equipment line.
    assert "Throwing Axes (item) 4 8 –" in chunks["Warrior 05"][1]
    assert "Throwing Axes (item) 4 8 –" in chunks["Warrior 12"][1]
    assert "Draugr-Bane Blade (item) 6 ML +1 ST against Undead models" in chunks["Warrior 08"][1]
    assert "Equipment and artifacts: Draugr-Bane Blade (artifact)" in chunks["Warrior 08"][1]
    assert "(item)" not in chunks["Warrior 01"][1]  # a Shield grants no attack


def test_one_minus_sign_everywhere(played20: ClanRosterData, tmp_path: Path) -> None:
    from dataclasses import replace as dc_replace

    w = played20.warriors[1]
    low = dc_replace(w, current_stats={**w.current_stats, "df": -1})
    clan = dc_replace(played20.clan, warriors=(low, *played20.clan.warriors[2:]))
    texts = render(dc_replace(played20, clan=clan), tmp_path / "r.pdf")
    whole = " ".join(texts)
    chunk = warrior_chunks(texts, (low,))[low.name][1]
    assert "Now 2 16 4 4 2 −1 4 4 2" in chunk and "Injury −1" in chunk
    assert "Crushed Leg (−1 SP)" in chunk
    import re

    assert re.search(r"(^|[\s(])-\d", whole) is None  # no hyphen-minus before a number


# --- every script prints -------------------------------------------------------------------

SCRIPT_NAMES = ("ᚱᚨᚷᚾᚨᚱᛟᚲ", "Ἀθηνᾶ", "Рагнар", "北風", "Ulf ᚢᛚᚠ Ἀθηνᾶ")
NO_FONT = "Sk\ue000ld"  # a private-use character: no font has it


@pytest.fixture
def scripts(db: Database) -> ClanRosterData:
    from warclan.services.ragnarok import campaigns, clans, rosters

    camp = campaigns.create_campaign(db, "Runes")
    names = (*SCRIPT_NAMES, NO_FONT)
    clan = clans.create_clan(
        db, camp.id, "Ásta", "ᚺᚱᚨᚠᚾ", [clans.Recruit("example.thrall", n) for n in names]
    )
    return rosters.clan_roster(db, clan.id)


needs_cjk = pytest.mark.skipif(
    shutil.which("fc-list") is None or not fonts.font_for("北"),
    reason="no CJK font installed (.ci/run installs fonts-wqy-zenhei)",
)


@needs_cjk
@pytest.mark.parametrize("layout_name", ["sheet", "cards"])
def test_names_in_any_script_print_whole(
    scripts: ClanRosterData, tmp_path: Path, layout_name: str
) -> None:
    from warclan.reports.ragnarok.clan_roster import write_clan_roster

    path = tmp_path / "r.pdf"
    result = write_clan_roster(scripts, path, RosterOptions("a4", layout_name, FIXED))
    whole = " ".join(page_texts(path))
    assert "\x00" not in whole
    for name in SCRIPT_NAMES:
        assert f"{name} Example Thrall" in whole, name
    assert "ᚺᚱᚨᚠᚾ War Clan roster" in whole
    # The character no font has is printed visibly and reported, never a silent box.
    assert "Sk[U+E000]ld Example Thrall" in whole
    assert len(result.warnings) == 1 and "[U+E000]" in result.warnings[0]
    assert "'Sk\\ue000ld'" in result.warnings[0]
    used = {
        str(font["/BaseFont"]).split("+")[-1]
        for page in PdfReader(path).pages
        for font in (f.get_object() for f in page["/Resources"]["/Font"].values())
    }
    assert "NotoSansRunic-Regular" in used and len(used) >= 4  # DejaVu, Runic, a system font


def test_missing_glyphs_names_what_no_font_has() -> None:
    assert fonts.missing_glyphs("ᚱᚨᚷᚾᚨᚱᛟᚲ Ἀθηνᾶ Рагнар") == []
    assert fonts.missing_glyphs(NO_FONT + "\ue000\uf8ff") == ["\ue000", "\uf8ff"]
    assert fonts.warning_for("Sigrid") is None
    warning = fonts.warning_for(NO_FONT)
    assert warning is not None and "[U+E000]" in warning and "\n" not in warning


def test_font_folders_of_each_system(tmp_path: Path) -> None:
    win = fonts.font_folders("win32", {"WINDIR": r"D:\Win", "LOCALAPPDATA": r"C:\U\AppData\Local"})
    assert [str(p).replace("\\", "/") for p in win] == [
        "D:/Win/Fonts",
        "C:/U/AppData/Local/Microsoft/Windows/Fonts",
    ]
    mac = fonts.font_folders("darwin", {"HOME": "/Users/a"})
    assert Path("/Library/Fonts") in mac and Path("/Users/a/Library/Fonts") in mac
    # Scanning a folder finds font files below it, in a stable order.
    (tmp_path / "sub").mkdir()
    runic = fonts.__file__  # any file: only names are listed here
    for name in ("b.TTF", "sub/a.otf", "c.txt"):
        shutil.copy(runic, tmp_path / name)
    assert [Path(p).name for p in fonts._folder_fonts([tmp_path])] == ["b.TTF", "a.otf"]


# --- the new layouts -----------------------------------------------------------------------


def test_cards_are_two_across_and_eight_to_an_a4_page(
    played20: ClanRosterData, tmp_path: Path
) -> None:
    path = tmp_path / "r.pdf"
    texts = render(played20, path, layout="cards")
    chunks = warrior_chunks(texts, played20.warriors)
    per_page: dict[int, int] = {}
    for page, _ in chunks.values():
        per_page[page] = per_page.get(page, 0) + 1
    # Two across, four rows to an A4 page; a row grows when a card's content needs it.
    assert max(per_page.values()) == 8 and len(per_page) == 3


def test_the_warband_table_is_one_page_with_a_row_per_warrior(
    warband: WarbandRosterData, tmp_path: Path
) -> None:
    path = tmp_path / "w.pdf"
    result = write_warband_roster(warband, path, RosterOptions("a4", "table", FIXED))
    assert result.pages == 1
    text = page_texts(path)[0]
    assert "Caut. Adv. Weak Att. Weapon Special abilities Wound boxes" in text
    assert '1 Grim 12/12 CP 5" 2 CP 4 4 CP 2 2 CP 2 0 CP 3" 2' in text
    assert "Sharp eye (1 CP) — Re-roll one ATTACK die per game." in text
    boxes = [b for _, b in boxes_and_labels_sized(path, 8.0)]
    assert sum(boxes) == 2 + 4  # Grim's and Vex's WOUNDS


def boxes_and_labels_sized(path: Path, size: float) -> list[tuple[int, int]]:
    out = []
    for page in PdfReader(path).pages:
        found: list[int] = []

        def op(operator: bytes, args: list[object], cm: list[float], tm: list[float]) -> None:
            if operator == b"re" and all(abs(float(a) - size) < 0.01 for a in args[2:]):  # type: ignore[arg-type]
                found.append(1)  # noqa: B023

        page.extract_text(visitor_operand_before=op)
        out.append((0, len(found)))
    return out


def test_the_campaign_summary(db: Database, played20: ClanRosterData, tmp_path: Path) -> None:
    data = campaign_summary.campaign_summaries(db, ["Long Winter"])
    path = tmp_path / "c.pdf"
    result = write_campaign_summary(data, path, RosterOptions("a4", fixed_date=FIXED))
    assert result.pages == 1
    text = page_texts(path)[0]
    assert "Long Winter campaign summary" in text
    assert "1 The Twenty Astrid 1 70 100 1" in text  # rank, Glory collected, unspent, games
    assert "2 Wolves Ulla" in text
    assert (
        "Recent games" in text and "The Twenty won — The Twenty 3 VP, 1 kill · Wolves 1 VP" in text
    )


def test_the_reference_names_the_campaigns_own_changes(
    rich: ClanRosterData, tmp_path: Path
) -> None:
    texts = render(rich, tmp_path / "r.pdf")
    ref = " ".join(texts)
    ref = ref[ref.index("Rules reference") :]
    assert "house rules of the campaign. Rules data: abilities v1," in ref and "items v1" in ref
    assert "This campaign's own changes [group edit]: Stubborn (abilities): our own wording" in ref
