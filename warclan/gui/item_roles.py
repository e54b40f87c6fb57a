"""The item data roles warclan's models add, as plain numbers.

``Qt.ItemDataRole.UserRole`` is 0x0100 in every Qt: the first role left to applications.
Naming ``Qt`` makes PySide6 create its whole namespace of enums at once (~18 ms), and the
window leaves that until after its first paint; a test checks these numbers against Qt.
"""

from __future__ import annotations

USER_ROLE = 0x0100
SORT_ROLE = USER_ROLE + 1  # the raw value to sort by (numbers as numbers, names case-folded)
ID_ROLE = USER_ROLE + 2  # the row's database id
NAV_ROLE = USER_ROLE + 10  # a navigator row's NavItem
