"""A house rule's entry may hold only the fields its catalogue's entries have: a misspelt
or invented field, at any depth, is refused and named (issue #27), as an unknown field at
the top of the file is. House rules stored before this check still play."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from dbsnapshot import dump

from warclan.catalog.ragnarok.rulesets import entry_keys, shipped_document
from warclan.services.errors import ServiceError
from warclan.services.ragnarok import campaigns
from warclan.services.ragnarok.rules_data import catalogs
from warclan.services.ragnarok.rules_data.rulesets import ruleset_for
from warclan.store.models.ragnarok import Campaign
from warclan.store.models.ragnarok_rules import CatalogOverride

CAMP = "Winter of Wolves"


def _shipped(catalog: str, key: str) -> dict[str, Any]:
    return json.loads(json.dumps(entry_keys(catalog, shipped_document(catalog))[key]))


def _first(catalog: str, has: str) -> str:
    """The first entry whose ``has`` is there and not empty."""
    entries = entry_keys(catalog, shipped_document(catalog))
    return next(key for key, entry in entries.items() if entry.get(has))


def _severe_key() -> str:
    return str(shipped_document("injury_tables")["severe"]["rows"][0]["key"])


# (catalogue, entry key, where the unknown field goes inside the entry)
PLACES = [
    ("items", lambda: "shield", ("colour",)),
    ("god_powers", lambda: _first("god_powers", "boosts"), ("boosts", 0, "extra")),
    ("god_powers", lambda: _first("god_powers", "attack"), ("attack", "reach")),
    ("injury_tables", lambda: "dead", ("chance",)),
    ("injury_tables", _severe_key, ("maxtimes",)),
    ("raid_table", lambda: "scraps", ("glory2",)),
    ("glory_prices", lambda: "recruit", ("multipler",)),
    ("glory_prices", lambda: "improvements", ("price_per_point", "speed")),
    ("success_table", lambda: "-4", ("sv",)),
    ("model_profiles", lambda: "example.jarl", ("armour",)),
    ("model_profiles", lambda: "example.jarl", ("attacks", 0, "reach")),
    ("abilities", lambda: "leader", ("alias",)),
]


def _dotted(where: tuple[str | int, ...]) -> str:
    return "".join(f"[{step}]" if isinstance(step, int) else f".{step}" for step in where)


IDS = [f"{catalog}{_dotted(where)}" for catalog, _, where in PLACES]


def _with_field(entry: dict[str, Any], where: tuple[str | int, ...]) -> dict[str, Any]:
    holder: Any = entry
    for step in where[:-1]:
        holder = holder[step]
    holder[where[-1]] = 1
    entry.pop("provenance", None)  # a house rule's provenance is always the group's edit
    return entry


@pytest.fixture
def camp(db) -> str:
    campaigns.create_campaign(db, CAMP)
    return CAMP


@pytest.mark.parametrize(("catalog", "key_of", "where"), PLACES, ids=IDS)
def test_an_unknown_field_in_an_imported_entry_is_refused_and_named(
    db, db_path, camp, tmp_path: Path, catalog: str, key_of: Any, where: tuple[str | int, ...]
) -> None:
    key = key_of()
    good = {"catalog": "items", "key": "war_horn", "data": _shipped("items", "war_horn")}
    bad = {"catalog": catalog, "key": key, "data": _with_field(_shipped(catalog, key), where)}
    file = tmp_path / "pack.json"
    pack = {"format": "warclan-house-rules", "version": 1, "overrides": [good, bad]}
    file.write_text(json.dumps(pack), encoding="utf-8")
    before = dump(db_path)
    with pytest.raises(ServiceError) as info:
        catalogs.import_house_rules(db, camp, file)
    assert f"overrides[1].data{_dotted(where)}: unknown field" in str(info.value)
    assert "overrides[0]" not in str(info.value)
    assert dump(db_path) == before


@pytest.mark.parametrize(("catalog", "key_of", "where"), PLACES, ids=IDS)
def test_an_unknown_field_in_an_edited_entry_is_not_saved(
    db, db_path, camp, catalog: str, key_of: Any, where: tuple[str | int, ...]
) -> None:
    key = key_of()
    data = _with_field(_shipped(catalog, key), where)
    before = dump(db_path)
    with pytest.raises(ServiceError) as info:
        catalogs.set_override(db, camp, catalog, key, data)
    assert f"{catalog} entry {key!r}" in str(info.value)
    assert f"{_dotted(where)[1:]}: unknown field" in str(info.value)
    with pytest.raises(ServiceError):  # the window's live check says the same
        catalogs.set_override(db, camp, catalog, key, data, dry_run=True)
    assert dump(db_path) == before


def test_a_misspelt_field_is_named_with_the_one_meant(db, camp) -> None:
    with pytest.raises(ServiceError, match=r"prise: unknown field \(did you mean 'price'\?\)"):
        catalogs.set_override(db, camp, "items", "shield", {"prise": 5}, merge=True)


def test_a_house_rule_stored_before_the_check_still_plays_and_can_be_removed(db, camp) -> None:
    # Stored as an earlier warclan accepted it, with a field nobody reads.
    data = _shipped("items", "shield") | {"price": 35, "colour": "red"}
    data.pop("provenance", None)
    with db.session() as session:
        camp_id = session.query(Campaign.id).filter_by(name=camp).scalar()
        session.add(
            CatalogOverride(
                campaign_id=camp_id,
                catalog="items",
                entry_key="shield",
                data=data,
                note="",
                created_at=datetime(2026, 1, 1),
            )
        )
    with db.session() as session:
        assert ruleset_for(session, camp_id).items["shield"].price == 35
    catalogs.remove_override(db, camp, "items", "shield")
    with db.session() as session:
        assert ruleset_for(session, camp_id).items["shield"].price != 35
