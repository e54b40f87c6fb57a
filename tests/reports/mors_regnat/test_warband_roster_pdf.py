"""The Mors Regnat roster PDF: the warband's name and record on every page, then per
warrior its stats, derived values, weapon, abilities with their text, CP spent and the
wound boxes."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from conftest import FIXED, MARKUP_NAMES, page_texts, text_runs

from warclan.reports.layout import MARGIN_X
from warclan.reports.mors_regnat.warband_roster import write_warband_roster
from warclan.reports.options import RosterOptions
from warclan.services.mors_regnat.dto import AbilityView
from warclan.services.mors_regnat.roster import WarbandRosterData


def render(data: WarbandRosterData, path: Path, **options: object) -> list[str]:
    opts = {"paper": "a4", "layout": "cards", "fixed_date": FIXED, **options}
    result = write_warband_roster(data, path, RosterOptions(**opts))
    texts = page_texts(path)
    assert result.pages == len(texts)
    return texts


@pytest.mark.parametrize("layout_name", ["cards", "sheet"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_field_of_every_warrior(
    warband: WarbandRosterData, tmp_path: Path, layout_name: str, paper: str
) -> None:
    texts = render(warband, tmp_path / "w.pdf", layout=layout_name, paper=paper)
    for number, text in enumerate(texts, start=1):
        assert "Ash Wolves Mors Regnat warband" in text
        assert "Record: played 2 · won 1 · lost 0 · drawn 1" in text
        assert f"Printed {FIXED.isoformat()}" in text
        assert f"page {number} of {len(texts)}" in text
    whole = " ".join(texts)
    head = "SPEED ATTACK TOUGHNESS WOUNDS Cautious Advance Weak Attack"
    assert f'Grim #1 · CP spent 12 of 12 {head} 5" 4 2 2 3" 2 2 CP 4 CP 2 CP 0 CP' in whole
    assert "Weapon: close combat, Light · damage 3 · range base-to-base contact · 4 CP" in whole
    assert f'Vex #2 · CP spent 10 of 12, 2 left {head} 6" 3 0 4 3" 2 3 CP 3 CP 0 CP 1 CP' in whole
    assert 'Weapon: ranged, Weak · damage 1 · range 1"–12" · 2 CP' in whole
    assert "Special ability: Sharp eye (1 CP) — Re-roll one ATTACK die per game." in whole
    assert "Note: 2 CP unspent" in whole
    assert whole.count("Wounds") == 2  # a row of wound boxes per warrior


def test_markup_in_names_and_ability_texts_prints_literally(
    warband: WarbandRosterData, tmp_path: Path
) -> None:
    band = warband.warband
    grim, vex = band.warriors
    tag = MARKUP_NAMES[0]
    odd = replace(
        band,
        name=f"Σίγυρδ {tag}",
        warriors=(
            replace(grim, name="Рагнар & <b>Þórr</b>"),
            replace(vex, abilities=(replace(vex.abilities[0], name=tag, description="a < b"),)),
        ),
    )
    path = tmp_path / "w.pdf"
    whole = " ".join(render(WarbandRosterData(odd), path))
    assert f"Σίγυρδ {tag} Mors Regnat warband" in whole
    assert "Рагнар & <b>Þórr</b> #1" in whole
    assert f"Special ability: {tag} (1 CP) — a < b" in whole
    raw = path.read_bytes()
    assert b"/Subtype /Image" not in raw and b"/URI" not in raw


@pytest.mark.parametrize("layout_name", ["cards", "sheet"])
def test_long_ability_texts_stay_on_the_page(
    warband: WarbandRosterData, tmp_path: Path, layout_name: str
) -> None:
    """Twelve abilities of 2,000 characters: a card shrinks, a sheet block continues on the
    next page; either way every word is printed inside the margins."""
    band = warband.warband
    grim = band.warriors[0]
    words = " ".join(f"word{i}" for i in range(330))  # about 2,000 characters
    abilities = tuple(AbilityView(f"Ability {n}", 1, f"{words} end{n}") for n in range(12))
    long = replace(band, warriors=(replace(grim, abilities=abilities),))
    path = tmp_path / "w.pdf"
    whole = " ".join(render(WarbandRosterData(long), path, layout=layout_name))
    assert all(f"end{n}" in whole for n in range(12))
    assert all(
        start >= MARGIN_X - 0.5 and end <= 595.28 - MARGIN_X + 1.5
        for _, start, end, _, _ in text_runs(path)
    )


def test_an_empty_warband_still_prints_its_header(
    warband: WarbandRosterData, tmp_path: Path
) -> None:
    empty = WarbandRosterData(replace(warband.warband, warriors=(), cp_spent=0))
    texts = render(empty, tmp_path / "w.pdf")
    assert texts[0].startswith("Ash Wolves Mors Regnat warband")
    assert "No warriors in this warband yet." in texts[0]


def test_same_input_same_bytes(warband: WarbandRosterData, tmp_path: Path) -> None:
    render(warband, tmp_path / "a.pdf")
    render(warband, tmp_path / "b.pdf")
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()
