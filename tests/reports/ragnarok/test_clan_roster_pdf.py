"""The War Clan roster PDF, checked through its extracted text (pypdf): the header on every
page, every field of every warrior, the reference page, both layouts and paper sizes,
European scripts, markup-like names, page breaks that never split a warrior, identical
bytes for identical input, and the atomic write."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest
from conftest import FIXED, MARKUP_NAMES, UNICODE_NAMES, page_texts, text_runs
from pypdf import PdfReader

from warclan.reports import flowables
from warclan.reports.layout import MARGIN_BOTTOM, MARGIN_X
from warclan.reports.options import ReportError, RosterOptions
from warclan.reports.ragnarok.clan_roster import write_clan_roster
from warclan.services.ragnarok.dto import WarriorView
from warclan.services.ragnarok.rosters import ClanRosterData

STATS = ("ap", "hp", "sp", "ma", "ra", "df", "rs", "dr", "mn")
PAGE_SIZES = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}


def render(data: ClanRosterData, path: Path, **options: object) -> list[str]:
    opts = {"paper": "a4", "layout": "sheet", "fixed_date": FIXED, **options}
    result = write_clan_roster(data, path, RosterOptions(**opts))
    texts = page_texts(path)
    assert result.pages == len(texts)
    assert result.bytes == path.stat().st_size
    return texts


def stat_line(w: WarriorView) -> str:
    values = " ".join(str(w.current_stats[s]) for s in STATS)
    return f"Now {values} {w.size} {w.base_size}"


def header_fields(data: ClanRosterData) -> list[str]:
    clan = data.clan
    stores = " · ".join(f"{s.name} ×{s.quantity}" for s in clan.stores)
    return [
        f"{clan.name} War Clan roster",
        f"Player {clan.player}",
        f"Campaign {data.campaign}",
        f"Glory collected {clan.glory_collected}",
        f"Unspent Glory {clan.unspent_glory}",
        f"War Clan Rank {clan.rank}",
        f"Campaign base rank {data.base_rank}",
        f"Stores from raids: {stores.replace(' · ', ', ')}",
        f"Printed {FIXED.isoformat()}",
    ]


def warrior_chunks(
    texts: list[str], warriors: tuple[WarriorView, ...]
) -> dict[str, tuple[int, str]]:
    """Each warrior's text by name, from its title (name and profile) to the next warrior's
    title or the page end, with its page number; a title on two pages fails."""
    found: dict[str, tuple[int, str]] = {}
    for number, text in enumerate(texts, start=1):
        spots = sorted(
            (text.find(title), w.name)
            for w in warriors
            if (title := f"{w.name} {w.profile_name}") in text
        )
        ends = [start for start, _ in spots[1:]] + [len(text)] if spots else []
        for (start, name), end in zip(spots, ends, strict=True):
            assert name not in found, f"{name} on page {found[name][0]} and page {number}"
            found[name] = (number, text[start:end])
    return found


# --- a clan with injuries, God Powers and house rules -------------------------------------


@pytest.mark.parametrize("layout_name", ["sheet", "cards"])
def test_every_field_of_every_warrior_is_printed(
    rich: ClanRosterData, tmp_path: Path, layout_name: str
) -> None:
    texts = render(rich, tmp_path / "r.pdf", layout=layout_name)
    by_warrior = warrior_chunks(texts, rich.warriors)
    assert set(by_warrior) == {"Snorre", "Sigrid", "Bjorn", "Hild", "Ulf", "Gunnar"}
    for w in rich.warriors:
        _, chunk = by_warrior[w.name]
        assert chunk.startswith(f"{w.name} {w.profile_name}")
        assert stat_line(w) in chunk
        assert "AP HP SP MA RA DF RS DR MN Size Base" in chunk
        if w.special_abilities:
            assert f"Special abilities: {', '.join(w.special_abilities)}" in chunk
        else:  # no empty lines
            assert "Special abilities" not in chunk
        for attack in w.attacks:
            st = "–" if attack.st is None else str(attack.st)
            assert f"{attack.name} {st} {attack.rn} {', '.join(attack.abilities) or '–'}" in chunk
        assert "HP" in chunk and "Godspark" in chunk  # the tick boxes' labels
        assert ("MISSES NEXT GAME" in chunk) == w.misses_next_game
        assert "none" not in chunk  # no "God Powers: none", "Injuries: none"

    snorre = by_warrior["Snorre"][1]
    assert (
        "God Power: Thunder God’s Temper (Thor) · Godspark Cost 7 · boost +1: RN +6 · "
        "boost +1: + 1 additional Pull" in snorre
    )
    assert "Thunder God’s Temper (God Power) – 12 Pull (1)" in snorre  # the granted attack
    assert "grants the attack" not in snorre  # it is in the attack table
    assert "Equipment and artifacts: Shield (equipment)" in snorre
    # Injury penalties and improvements against the base value.
    sigrid = by_warrior["Sigrid"][1]
    assert "Base 2 16 5 4 2 4 4 4 2 Injury −1" in sigrid
    assert "Injuries: game 1, roll 5: severely wounded — Crushed Leg (−1 SP)" in sigrid
    bjorn = by_warrior["Bjorn"][1]
    assert "Lingering Pain (−1 DR) [house rule]" in bjorn  # a house-rule table row
    assert "Injuries: game 1, roll 6: badly wounded" in by_warrior["Hild"][1]
    assert "Base 2 10 5 2 4 3 2 3 2 Impr. +1" in by_warrior["Ulf"][1]
    assert "Injuries" not in by_warrior["Ulf"][1]


@pytest.mark.parametrize("layout_name", ["sheet", "cards"])
def test_the_header_is_on_every_page_with_page_n_of_m(
    rich: ClanRosterData, tmp_path: Path, layout_name: str
) -> None:
    texts = render(rich, tmp_path / "r.pdf", layout=layout_name)
    assert len(texts) >= 2
    assert [s.name for s in rich.clan.stores] == ["Godspark Shard"]
    for number, text in enumerate(texts, start=1):
        for field in header_fields(rich):
            assert field in text, (number, field)
        assert f"page {number} of {len(texts)}" in text
        assert "Glory found raiding 20" in text


def test_the_reference_pages_print_each_rule_once_and_mark_house_rules(
    rich: ClanRosterData, tmp_path: Path
) -> None:
    texts = render(rich, tmp_path / "r.pdf")
    start = next(i for i, t in enumerate(texts) if "Rules reference" in t)
    assert all("Rules reference" not in t for t in texts[:start])
    # The reference follows the last warrior (less paper), never before it.
    whole = " ".join(texts)
    assert whole.index("Rules reference") > whole.index("Gunnar Test Champion")
    ref = whole[whole.index("Rules reference") :]
    assert "Active − Opposed −5 or less −4 −3 −2 −1 0 1 2 3 4+" in ref
    assert "2D6 Success Value 12+ 11+ 10+ 9+ 8+ 7+ 6+ 5+ 4+ 3+" in ref
    assert "Injury Table" in ref and "2–3 Dead The warrior is dead." in ref
    assert "8–12 Recovers Heals to full HP" in ref
    assert "Severe Injury Table" in ref
    assert "2–3 Crushed Leg −1 SP. At most twice (−2 SP)" in ref
    assert "Crushed Leg results are re-rolled. 4 Shattered Arm" in ref  # rulebook: no mark
    assert "Lingering Pain results are re-rolled. [house rule]" in ref
    assert "The wound heals cleanly: no lasting penalty. [house rule]" in ref
    # Abilities used on the roster, once each, with their house-rule or group-edit marks.
    for name in ("Leader", "Frenzy", "Shield Wall", "Cleave", "Reach", "Psi", "Rapid Attack"):
        assert ref.count(f"{name} — ") + ref.count(f"{name} (on the roster as") == 1, name
    assert "Leader — Once per turn" in ref and "[house rule]" in ref
    assert "Stubborn — Our wording: never flees. [house rule: our own wording]" in ref
    assert "Spray (on the roster as Spray (3)) — Spray (X)" in ref
    assert "Pull (on the roster as Pull (1))" in ref  # from the God Power's attack
    assert (
        "Weapon Master — no text on file — add it "
        "to the campaign's house rules as abilities entry 'weapon_master'" in ref
    )
    assert "Great Axe" not in ref  # attacks belong to the warriors, not the reference
    # God Powers: cost, boosts, text and granted attack; items with their text.
    assert (
        "Thunder God’s Temper — Thor · Godspark Cost 7 · boost +1 Godspark: RN +6 · "
        "boost +1 Godspark: + 1 additional Pull" in ref
    )
    assert "Thor was known to relentlessly grapple" in ref
    assert "Attack: Thunder God’s Temper · ST – · RN 12 · Pull (1)" in ref
    assert (
        "Shield (equipment) — +1 DF against Ranged Attacks while the bearer is not Climbing. "
        "[house rule]" in ref
    )


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("layout_name", ["sheet", "cards"])
def test_both_paper_sizes(rich: ClanRosterData, tmp_path: Path, paper: str, layout_name: str):
    path = tmp_path / "r.pdf"
    texts = render(rich, path, paper=paper, layout=layout_name)
    for page in PdfReader(path).pages:
        width, height = float(page.mediabox.width), float(page.mediabox.height)
        assert (round(width, 2), round(height, 2)) == PAGE_SIZES[paper]
    assert len(warrior_chunks(texts, rich.warriors)) == 6


def test_fallen_warriors_are_listed_not_printed_as_blocks(
    rich: ClanRosterData, tmp_path: Path
) -> None:
    from dataclasses import replace

    dead = replace(rich.clan.warriors[1], status="dead")
    clan = replace(rich.clan, warriors=(rich.clan.warriors[0], dead))
    texts = render(replace(rich, clan=clan), tmp_path / "r.pdf")
    assert f"{dead.name} {dead.profile_name}" not in " ".join(texts)
    assert f"No longer in the War Clan: {dead.name} (dead)" in " ".join(texts)


# --- names in any European script, and names that look like markup ------------------------


@pytest.mark.parametrize("layout_name", ["sheet", "cards"])
def test_european_scripts_and_markup_print_as_typed(
    unusual: ClanRosterData, tmp_path: Path, layout_name: str
) -> None:
    path = tmp_path / "r.pdf"
    texts = render(unusual, path, layout=layout_name)
    whole = " ".join(texts)
    for name in (*UNICODE_NAMES, *MARKUP_NAMES[:2]):
        assert f"{name} Example Thrall" in whole, name
    for text in texts:
        assert 'Σίγυρδ & Рагнар <img src="http://example.com/clan.png"> War Clan roster' in text
        assert "Player Dvořák & <i>Co</i>" in text
        assert "Campaign Łódź <Winter> & Spring" in text
    raw = path.read_bytes()
    # Fonts: the DejaVu subsets are embedded (reportlab's own fonts lack Greek and Cyrillic).
    assert b"DejaVuSans" in raw and b"/FontFile2" in raw
    # The tags stayed text: no image was placed or fetched, no link made.
    assert b"/Subtype /Image" not in raw and b"/URI" not in raw and b"/Annots" not in raw
    for page in PdfReader(path).pages:
        xobjects = page["/Resources"].get("/XObject")
        assert xobjects is None or not any(
            xobjects[k].get_object().get("/Subtype") == "/Image" for k in xobjects
        )


# --- 30 warriors: page breaks never split a warrior ---------------------------------------


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("layout_name", ["sheet", "cards"])
def test_thirty_warriors_break_between_warriors_only(
    thirty: ClanRosterData, tmp_path: Path, paper: str, layout_name: str
) -> None:
    path = tmp_path / "r.pdf"
    texts = render(thirty, path, paper=paper, layout=layout_name)
    width = PAGE_SIZES[paper][0]
    assert all(
        a >= MARGIN_X - 0.5 and b <= width - MARGIN_X + 1.5 for _, a, b, _, _ in text_runs(path)
    )
    names = [w.name for w in thirty.warriors]
    assert len(names) == 30
    chunks = warrior_chunks(texts, thirty.warriors)
    assert set(chunks) == set(names)  # each on exactly one page
    pages_used = {page for page, _ in chunks.values()}
    assert 3 <= len(pages_used) <= (3 if layout_name == "sheet" else 4)  # less paper
    for w in thirty.warriors:
        _, chunk = chunks[w.name]
        # The whole block on that page: its own stat line (HP differs per warrior), the
        # attacks, the last line and the tick boxes.
        assert stat_line(w) in chunk, w.name
        assert "Spear 4 ML" in chunk
        assert (
            chunk.rstrip().endswith(
                ("HP Godspark", f"page {chunks[w.name][0]} of {len(texts)}", "Rules reference")
            )
            or "HP Godspark Rules reference" in chunk
        )
    # Order is kept: warriors appear page by page in recruitment order.
    assert sorted(names, key=lambda n: (chunks[n][0], texts[chunks[n][0] - 1].find(n))) == names


def test_a_warrior_taller_than_a_page_still_fits(rich: ClanRosterData, tmp_path: Path) -> None:
    """Shrunk a little when slightly too tall; past that, laid out to continue on the next
    page rather than shrink into unreadable type. Nothing runs off the page."""
    from dataclasses import replace

    first = rich.clan.warriors[0]
    long_abilities = tuple(f"Ability number {i} with a long name" for i in range(400))
    huge = replace(first, special_abilities=long_abilities)
    clan = replace(rich.clan, warriors=(huge,))
    for layout_name in ("sheet", "cards"):
        path = tmp_path / f"{layout_name}.pdf"
        texts = render(replace(rich, clan=clan), path, layout=layout_name)
        whole = " ".join(texts)
        assert "Ability number 0 with a long name" in whole
        assert "Ability number 399 with a long name" in whole


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("layout_name", ["sheet", "cards"])
def test_no_text_runs_off_the_page(
    rich: ClanRosterData,
    unusual: ClanRosterData,
    tmp_path: Path,
    paper: str,
    layout_name: str,
) -> None:
    """Long names wrap (the unusual clan has a 60-character one in the header and markup in
    names): every run of text starts and ends inside the margins."""
    width, height = PAGE_SIZES[paper]
    for name, data in (("rich", rich), ("unusual", unusual)):
        path = tmp_path / f"{name}.pdf"
        render(data, path, paper=paper, layout=layout_name)
        runs = text_runs(path)
        assert len(runs) > 100
        for page, start, end, y, text in runs:
            where = (name, page, text)
            assert start >= MARGIN_X - 0.5, where
            assert end <= width - MARGIN_X + 1.5, where  # a trailing space may stick out
            assert MARGIN_BOTTOM <= y <= height, where


# --- same input, same bytes; and the atomic write ------------------------------------------


def test_same_input_gives_the_same_bytes(rich: ClanRosterData, tmp_path: Path) -> None:
    for layout_name in ("sheet", "cards"):
        first, second = tmp_path / f"a-{layout_name}.pdf", tmp_path / f"b-{layout_name}.pdf"
        render(rich, first, layout=layout_name)
        render(rich, second, layout=layout_name)
        assert first.read_bytes() == second.read_bytes()
    later = tmp_path / "later.pdf"
    texts = render(rich, later, fixed_date=date(2026, 2, 3))
    assert later.read_bytes() != (tmp_path / "a-sheet.pdf").read_bytes()
    assert "Printed 2026-02-03" in texts[0]
    assert PdfReader(later).metadata["/CreationDate"].startswith("D:20260203")


def test_a_failed_render_leaves_the_old_file_untouched(
    rich: ClanRosterData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    path = folder / "roster.pdf"
    render(rich, path)
    before = path.read_bytes()
    drawn: list[int] = []

    def failing_draw(self: flowables.TickBoxes) -> None:
        drawn.append(1)
        if len(drawn) == 3:  # mid-way: some pages' worth already laid out
            raise RuntimeError("disk on fire")

    monkeypatch.setattr(flowables.TickBoxes, "draw", failing_draw)
    with pytest.raises(RuntimeError, match="disk on fire"):
        write_clan_roster(rich, path, RosterOptions("a4", "sheet", FIXED))
    assert path.read_bytes() == before
    assert [p.name for p in folder.iterdir()] == ["roster.pdf"]  # no temp file left


def test_an_unwritable_place_is_a_clear_error(rich: ClanRosterData, tmp_path: Path) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    with pytest.raises(ReportError, match=re.escape(str(folder / "missing"))):
        write_clan_roster(rich, folder / "missing" / "r.pdf", RosterOptions("a4"))
    with pytest.raises(ReportError, match="is a folder"):
        write_clan_roster(rich, folder, RosterOptions("a4"))
    assert list(folder.iterdir()) == []


# --- pieces taller than a page: long notes, thousands of stores ------------------------------


def _with_stores(data: ClanRosterData, count: int) -> ClanRosterData:
    from dataclasses import replace

    from warclan.services.ragnarok.dto import StoreView

    stores = tuple(StoreView(f"Raid find {i:04d}", i % 7 + 1, "raid") for i in range(count))
    return replace(data, clan=replace(data.clan, stores=stores))


@pytest.mark.parametrize("layout_name", ["sheet", "cards"])
def test_thousands_of_stores_fit_one_header_line_and_are_listed_on_page_1(
    rich: ClanRosterData, tmp_path: Path, layout_name: str
) -> None:
    """3000 stores in the header repeated on every page were a LayoutError."""
    data = _with_stores(rich, 3000)
    path = tmp_path / "r.pdf"
    texts = render(data, path, layout=layout_name)
    runs = text_runs(path)
    for number, text in enumerate(texts, start=1):
        assert "Stores from raids: Raid find 0000 ×1, Raid find 0001 ×2," in text, number
        assert "(+" in text and " more, full list on page 1) · Glory found raiding 20" in text
        assert f"page {number} of {len(texts)}" in text
        # The stores line is one line: a single run of text at one height.
        lines = {y for page, _, _, y, t in runs if page == number and "Stores from raids:" in t}
        assert len(lines) == 1, number
    hidden = int(texts[0].split("(+")[1].split(" more")[0])
    assert 2900 < hidden < 3000
    # The full list, in order, from page 1 on.
    assert "Stores from raids (3000 kinds)" in texts[0]
    whole = " ".join(texts)
    assert "Raid find 2998 ×3, Raid find 2999 ×4" in whole and whole.count("Raid find 2999") == 1
    assert len(warrior_chunks(texts, rich.warriors)) == 6
    first = min(page for page, _ in warrior_chunks(texts, rich.warriors).values())
    assert whole.index("Raid find 2999") < whole.index("Snorre Example Jarl")
    assert first >= 1
    width = PAGE_SIZES["a4"][0]
    assert all(a >= MARGIN_X - 0.5 and b <= width - MARGIN_X + 1.5 for _, a, b, _, _ in runs)


def test_a_few_stores_stay_whole_in_the_header(rich: ClanRosterData, tmp_path: Path) -> None:
    texts = render(_with_stores(rich, 3), tmp_path / "r.pdf")
    for text in texts:
        assert (
            "Stores from raids: Raid find 0000 ×1, Raid find 0001 ×2, Raid find 0002 ×3 ·" in text
        )
    assert "full list" not in " ".join(texts) and "kinds)" not in texts[0]


def test_a_long_note_on_a_success_table_row_goes_under_the_table(
    rich: ClanRosterData, tmp_path: Path
) -> None:
    """A 1000-character note in a 15 mm cell made a row taller than a page (LayoutError)."""
    from dataclasses import replace

    note = " ".join(["a long note about why"] * 48)[:1000]
    success, injury, severe = rich.tables
    lines = tuple(
        replace(line, result="8+", house_rule=True, source=note, group_edit=True)
        if line.roll == "0"
        else line
        for line in success.lines
    )
    edited_injury = tuple(
        replace(line, house_rule=True, source="the group's own edit", group_edit=True)
        if line.result == "Recovers"
        else line
        for line in injury.lines
    )
    data = replace(
        rich,
        tables=(replace(success, lines=lines), replace(injury, lines=edited_injury), severe),
    )
    path = tmp_path / "r.pdf"
    texts = render(data, path)
    ref = " ".join(texts[next(i for i, t in enumerate(texts) if "Rules reference" in t) :])
    assert "2D6 Success Value 12+ 11+ 10+ 9+ 8+ 8+ [group edit 1] 6+ 5+ 4+ 3+" in ref
    assert f"[1] 0 (8+): {note[:60]}" in ref
    assert "Heals to full HP and can be used in the next game without penalty. [group edit]" in ref
    assert "marked [house rule] or [group edit] are not from the rulebook excerpt" in ref
    width = PAGE_SIZES["a4"][0]
    assert all(
        a >= MARGIN_X - 0.5 and b <= width - MARGIN_X + 1.5 for _, a, b, _, _ in text_runs(path)
    )


def test_a_rules_text_longer_than_a_page_continues_on_the_next(
    rich: ClanRosterData, tmp_path: Path
) -> None:
    from dataclasses import replace

    success, injury, severe = rich.tables
    long_text = "Very long rule text. " * 1500
    lines = tuple(
        replace(line, text=long_text, house_rule=True, group_edit=True, source="ours")
        if line.result == "Dead"
        else line
        for line in injury.lines
    )
    data = replace(rich, tables=(success, replace(injury, lines=lines), severe))
    texts = render(data, tmp_path / "r.pdf")
    whole = " ".join(texts)
    # Every line is printed once (a sentence may be cut by a page break).
    assert whole.count("Very ") == whole.count("text.") == 1500
    assert "[group edit 1]" in whole and "[1] 2–3 (Dead): ours" in whole
    assert "Severe Injury Table" in whole


def test_what_still_cannot_be_laid_out_is_a_clear_error(tmp_path: Path) -> None:
    from warclan.reports.flowables import TickBoxes
    from warclan.reports.layout import Document, Header, build_pdf
    from warclan.reports.output import write_atomically

    doc = Document(
        title="t",
        header=Header("T", ()),
        story=lambda geo: [TickBoxes([("HP", 100_000)])],  # boxes never split
    )
    with pytest.raises(ReportError) as caught:
        write_atomically(
            tmp_path / "r.pdf", lambda h: build_pdf(h, doc, RosterOptions("a4", fixed_date=FIXED))
        )
    assert str(caught.value).startswith(
        "cannot lay out the roster: one piece of it is taller than a whole page"
    )
    assert "\n" not in str(caught.value)
    assert list(tmp_path.iterdir()) == []
