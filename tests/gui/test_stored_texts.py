"""What warclan itself stored in English in a clan's history (a die's purpose, a ledger
note it wrote) is shown in the window's language; a player's own words, and anything
that matches none of the templates, are shown as stored."""

from __future__ import annotations

import pytest

from warclan.gui.i18n import tr
from warclan.gui.stored_texts import STORED, stored_text


@pytest.mark.parametrize(
    ("stored", "shown"),
    [
        ("Bjorn's injury", "die Verletzung von Bjorn"),
        ("Bjorn's severe injury", "die schwere Verletzung von Bjorn"),
        ("Bjorn's equipment", "die Ausrüstung von Bjorn"),
        ("the raid", "den Raubzug"),
        ("+1 DF for Ulf", "+1 DF für Ulf"),
        ("Thunderous Blows for Snorre", "Thunderous Blows für Snorre"),
        ("recruit Sigrun (Example Huscarl)", "Sigrun anwerben (Example Huscarl)"),
        ("raid: Shrine Offerings", "Raubzug: Shrine Offerings"),
        ("game 1: 3 VP, 1 kills", "Spiel 1: 3 SiP, 1 getötet"),
        ("game 2: catch-up bonus", "Spiel 2: Aufholbonus"),
        # A player's note, and one of no known shape: as stored.
        ("Bier für alle", "Bier für alle"),
        ("bought at the fair", "bought at the fair"),
    ],
)
def test_stored_english_in_german(german: str, stored: str, shown: str) -> None:
    assert stored_text(stored) == shown


def test_stored_english_in_english() -> None:
    assert stored_text("Bjorn's severe injury") == "Bjorn's severe injury"
    assert stored_text("game 1: 3 VP, 1 kills") == "game 1: 3 VP, 1 kills"


def test_every_template_has_its_german(german: str) -> None:
    """Each template is a source the translations hold (its writer's T_() put it there)."""
    assert [s for s in STORED if tr(s) == s] == []


def test_a_catalogue_entry_says_an_items_kind_in_words(german: str) -> None:
    """The catalogue browser's detail says an item's kind as its table does, not as the
    file's key ("equipment")."""
    from warclan.gui.catalogs.browser import entry_text

    text = entry_text({"key": "shield", "name": "Shield", "kind": "equipment", "price": 20})
    assert "Ausrüstung" in text and "equipment" not in text
