"""``ElidingComboBox``: a long item ends in "…" on the closed box when the room runs out,
whole in the tooltip and in the list it opens (the warrior editor's weapons)."""

from __future__ import annotations

import pytest

from warclan.gui.fitting import ElidingComboBox

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")
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
    # The list it opens is not cut: as wide as its widest item.
    box.showPopup()
    assert box.view().width() >= box.fontMetrics().horizontalAdvance(LONG)
    box.hidePopup()
    box.resize(box.fontMetrics().horizontalAdvance(LONG) + 80, box.height())
    assert box.shown_text() == LONG
    box.setCurrentIndex(0)
    assert box.shown_text() == "Axt" and box.toolTip() == "Axt"
    # Its least width is a few characters, not its longest item.
    assert box.minimumSizeHint().width() < box.fontMetrics().horizontalAdvance(LONG) / 2
