"""A campaign's house-rule entry as it was, put back exactly (for the window's Undo), and
how many purchases already paid a price that an edit would change (they keep it).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Table, delete, func, insert, select

from warclan.store.database import Database
from warclan.store.models.ragnarok import WarClan, Warrior, WarriorGodPower, WarriorItem
from warclan.store.models.ragnarok_rules import CatalogOverride

Row = dict[str, Any]
_table = CatalogOverride.__table__
assert isinstance(_table, Table)
_OVERRIDE: Table = _table


def _where(campaign_id: int, catalog: str, key: str) -> tuple[Any, ...]:
    c = _OVERRIDE.c
    return (c.campaign_id == campaign_id, c.catalog == catalog, c.entry_key == key)


def capture_override(db: Database, campaign_id: int, catalog: str, key: str) -> Row | None:
    with db.session(write=False) as session:
        row = (
            session.execute(select(_OVERRIDE).where(*_where(campaign_id, catalog, key)))
            .mappings()
            .first()
        )
        return dict(row) if row is not None else None


def restore_override(
    db: Database, campaign_id: int, catalog: str, key: str, row: Row | None
) -> None:
    """Make the campaign's house rule for (catalog, key) exactly ``row``, or none."""
    with db.session() as session:
        session.execute(delete(_OVERRIDE).where(*_where(campaign_id, catalog, key)))
        if row is not None:
            session.execute(insert(_OVERRIDE), [row])


def pinned_purchases(db: Database, campaign_id: int, catalog: str, key: str) -> int:
    """Purchases in the campaign whose price this entry set: they keep the price paid."""
    counted: list[tuple[Any, Any]] = []
    if catalog == "items" or (catalog == "glory_prices" and key == "items"):
        counted.append((WarriorItem, WarriorItem.item_key == key if catalog == "items" else None))
    if catalog == "god_powers" or (catalog == "glory_prices" and key == "god_powers"):
        power = WarriorGodPower.power_key == key if catalog == "god_powers" else None
        counted.append((WarriorGodPower, power))
    total = 0
    with db.session() as session:
        for model, condition in counted:
            query = (
                select(func.count())
                .select_from(model)
                .join(Warrior, Warrior.id == model.warrior_id)
                .join(WarClan, WarClan.id == Warrior.clan_id)
                .where(WarClan.campaign_id == campaign_id)
            )
            if condition is not None:
                query = query.where(condition)
            total += int(session.scalar(query) or 0)
    return total
