"""``ElidingComboBox``: a long item ends in "…" on the closed box when the room runs out,
whole in the tooltip (the warrior editor's weapons). The list it opens is Qt's, as
wide as its widest item."""

from __future__ import annotations

from warclan.gui.fitting import ElidingComboBox

LONG = "Nahkampf, bare-handed — Schaden 1, 0 EP, Basenkontakt"


def test_a_long_item_ends_in_an_ellipsis_and_is_whole_in_the_tooltip(qtbot) -> None:
    box = ElidingComboBox(8)
    qtbot.addWidget(box)
    box.addItems(["Axt", LONG])
    box.setCurrentIndex(1)
    box.resize(160, box.sizeHint().height())
    box.show()
    qtbot.waitExposed(box)
    shown = box.shown_text()
    assert shown.endswith("…") and LONG.startswith(shown[:-1])
    assert box.toolTip() == LONG
    box.resize(box.fontMetrics().horizontalAdvance(LONG) + 80, box.height())
    assert box.shown_text() == LONG
    box.setCurrentIndex(0)
    assert box.shown_text() == "Axt" and box.toolTip() == "Axt"
    # Its least width is a few characters, not its longest item.
    assert box.minimumSizeHint().width() < box.fontMetrics().horizontalAdvance(LONG) / 2
