"""How a warrior's injury reads on the clan page: a warrior who left the clan lost its
equipment without a 1D6, and the line says so without a roll ("1D6 = None" before)."""

from __future__ import annotations

from warclan.gui.ragnarok.warrior_text import injury_text
from warclan.services.ragnarok.dto import InjuryView


def injury(*, roll: int | None, removed: bool) -> InjuryView:
    return InjuryView(
        game_seq=1, roll=2, result="dead", severe=None, severe_house_rule=False,
        penalty=None, becomes_blind=False, equipment_roll=roll,
        loses_equipment=True, removed=removed, dies=removed,
    )  # fmt: skip


def test_a_dead_warriors_equipment_is_lost_without_a_roll() -> None:
    text = injury_text(injury(roll=None, removed=True))
    assert text == "Game 1: rolled 2, dead, lost equipment, died"


def test_a_rolled_loss_of_equipment_names_the_roll() -> None:
    text = injury_text(injury(roll=1, removed=False))
    assert text == "Game 1: rolled 2, dead, lost equipment (1D6 = 1)"


def test_in_german(german: str) -> None:
    assert "None" not in injury_text(injury(roll=None, removed=True))
    assert injury_text(injury(roll=1, removed=False)).endswith("(1W6 = 1)")
