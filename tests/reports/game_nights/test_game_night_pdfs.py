"""The game nights' PDFs go through the one ``write_document``: built from the real
services' data, written whole, and a character no font has is reported like in every
other roster (it was once dropped silently here)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tests.reports.conftest import FIXED, page_texts
from warclan.reports.micro_midgard.standings import write_standings
from warclan.reports.options import RosterOptions
from warclan.reports.vgw.ladder import write_ladder
from warclan.rules.vgw.glory import Handicaps
from warclan.services.micro_midgard import matches, standings
from warclan.services.micro_midgard import players as mm_players
from warclan.services.vgw import ladder, plays
from warclan.services.vgw import players as vgw_players
from warclan.store.database import Database

ODD = "Sk\ue000ld"  # a private-use character: no font has it


def test_the_vgw_ladder_reports_a_character_no_font_has(db: Database, tmp_path: Path) -> None:
    vgw_players.add_player(db, ODD)
    plays.log_play(db, plays.PlayEntry(players=(ODD,), won=True, lost_vp=False))
    path = tmp_path / "ladder.pdf"
    result = write_ladder(ladder.ladder(db), path, RosterOptions("a4", "sheet", FIXED))
    assert result.path == str(path) and result.pages == 1
    assert result.bytes == path.stat().st_size
    assert "Sk[U+E000]ld" in " ".join(page_texts(path))
    assert len(result.warnings) == 1 and "[U+E000]" in result.warnings[0]


def test_midgard_standings_are_written_whole(db: Database, tmp_path: Path) -> None:
    for name in ("Astrid", "Bjorn"):
        mm_players.add_player(db, name)
    matches.record_match(db, matches.Score("Astrid", 10, 1, 1), matches.Score("Bjorn", 8, 2, 2))
    path = tmp_path / "standings.pdf"
    result = write_standings(standings.standings(db), path, RosterOptions("a4", "sheet", FIXED))
    text = " ".join(page_texts(path))
    assert "Micro Midgard standings" in text and "Astrid" in text and "Bjorn" in text
    assert result.pages == 1 and result.warnings == ()


def test_the_vgw_ladder_prints_a_war_of_jarls_rank_in_full(db: Database, tmp_path: Path) -> None:
    """The data says "Jarl" and War of Jarls apart (issue 22); the printed ladder still
    reads both together."""
    vgw_players.add_player(db, "Dagny")
    jarl = plays.PlayEntry(("Dagny",), handicaps=Handicaps(1, 1, 1), won=True, lost_vp=False)
    plays.log_play(db, jarl)  # 5 Glory: Jarl
    plays.log_play(db, replace(jarl, handicaps=Handicaps(2, 1, 1), war_of_jarls=True))  # 6
    data = ladder.ladder(db)
    assert (data.players[0].best_rank, data.players[0].best_war_of_jarls) == ("Jarl", True)
    path = tmp_path / "ladder.pdf"
    write_ladder(data, path, RosterOptions("a4", "sheet", FIXED))
    assert "Jarl (War of Jarls)" in " ".join(page_texts(path))
