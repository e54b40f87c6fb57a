"""Attacks that items grant, read from the item's rules text.

The item catalogue keeps an item's effect as text; those that grant an attack say so in one
fixed form ("Gains the Attack Throwing Axes: ST 4, RN 8."), which is read here so the attack
can stand in the warrior's attack table with its ST and RN, marked with the item.
"""

from __future__ import annotations

import re

from warclan.services.ragnarok.dto import AttackView, ItemView

_GRANTS = re.compile(
    r"Gains the Attack (?P<name>[^:]+?):\s*ST\s*(?P<st>\d+|[-–−]),\s*RN\s*(?P<rn>[^,.;]+?)"
    r"\s*(?:[,;]\s*(?P<rest>[^.]*(?:\.\d[^.]*)*))?\s*(?:\.|$)",
    re.IGNORECASE,
)


def item_attack(item: ItemView) -> AttackView | None:
    """The attack ``item`` grants, or None."""
    found = _GRANTS.search(item.text)
    if found is None:
        return None
    st = found["st"]
    rest = (found["rest"] or "").strip()
    return AttackView(
        name=found["name"].strip(),
        st=int(st) if st.isdigit() else None,
        rn=found["rn"].strip(),
        abilities=(rest,) if rest else (),
    )
