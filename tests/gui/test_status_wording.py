"""The status bar says what happened, not what to do (issue 20): every change's label is
an order (it is also the undo command's name), shown in the past tense once done."""

from __future__ import annotations

import pytest

from warclan.gui.status_bar import happened
from warclan.services.ragnarok import campaigns


@pytest.mark.parametrize(
    ("label", "said"),
    [
        ("Create the demo campaign", "Created the demo campaign"),
        ("Rename Ravens to Storm Ravens", "Renamed Ravens to Storm Ravens"),
        ("Log Ragnarok! play", "Logged Ragnarok! play"),
        ("Take back", "Took back"),
        ("Undo Rename Ravens to Storm Ravens", "Undid Rename Ravens to Storm Ravens"),
        ("Run the post-game sequence for Ravens", "Ran the post-game sequence for Ravens"),
        ("Draw a Loki card", "Drew a Loki card"),
        ("Reticulate splines", "Done: reticulate splines"),  # a verb not in the table
    ],
)
def test_labels_become_what_happened(label: str, said: str) -> None:
    assert happened(label) == said


def test_a_change_is_told_in_the_past_tense(qtbot, ctx) -> None:
    with qtbot.waitSignal(ctx.ops.message) as told:
        ctx.ops.run("Create campaign Winter", lambda: campaigns.create_campaign(ctx.db, "Winter"))
    assert told.args == ["Created campaign Winter"]
