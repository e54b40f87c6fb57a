"""The War Clan, warband and house-rules readers word the same problem in the same words:
each file below has a misspelt field (at the top and further in), a whole number given as
text and a name or key one character too long, and every reader must say so alike, each at
its own path."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from dbsnapshot import dump

from warclan.catalog.ragnarok.rulesets import entry_keys, shipped_document
from warclan.services.errors import FileRefused
from warclan.services.mors_regnat import files as warband_files
from warclan.services.ragnarok import campaigns, clan_files
from warclan.services.ragnarok.rules_data import catalogs

TOO_LONG = "x" * 121  # names and catalogue keys are at most 120 characters

CLAN: dict[str, Any] = {
    "format": "warclan-war-clan",
    "version": 1,
    "versoin": 1,
    "clan": {"name": TOO_LONG, "creation_cost": "four"},
    "warriors": [{"attacks": [{"nmae": "Axe"}]}],
}
WARBAND: dict[str, Any] = {
    "format": "warclan-mors-warband",
    "version": 1,
    "versoin": 1,
    "name": TOO_LONG,
    "warriors": [{"name": "Grim", "weapon": "cc_light", "cp": {"speed": "four"}, "nmae": 1}],
}


def _house_rules() -> dict[str, Any]:
    shield = json.loads(json.dumps(entry_keys("items", shipped_document("items"))["shield"]))
    return {
        "format": "warclan-house-rules",
        "version": 1,
        "versoin": 1,
        "overrides": [
            {"catalog": "items", "key": TOO_LONG, "data": {}},
            {"catalog": "items", "key": "shield", "data": shield | {"price": "four"}},
        ],
    }


def _said(problems: tuple[str, ...], path: str) -> str:
    """What the reader said at ``path`` (exactly one problem there)."""
    found = [p.removeprefix(f"{path}: ") for p in problems if p.startswith(f"{path}: ")]
    assert len(found) == 1, (path, problems)
    return found[0]


def _refused(read: Any) -> tuple[str, ...]:
    with pytest.raises(FileRefused) as caught:
        read()
    return caught.value.problems


def test_three_readers_word_one_problem_alike(db, db_path, tmp_path: Path) -> None:
    campaigns.create_campaign(db, "Winter of Wolves")
    house_file = tmp_path / "house.json"
    house_file.write_text(json.dumps(_house_rules()), encoding="utf-8")
    before = dump(db_path)
    clan = _refused(lambda: clan_files.parse_document(json.dumps(CLAN).encode(), "clan.json"))
    band = _refused(lambda: warband_files.parse_document(json.dumps(WARBAND).encode()))
    house = _refused(lambda: catalogs.import_house_rules(db, "Winter of Wolves", house_file))
    assert dump(db_path) == before

    unknown = {_said(problems, "versoin") for problems in (clan, band, house)}
    assert unknown == {"unknown field (did you mean 'version'?)"}
    nested = {_said(clan, "warriors[0].attacks[0].nmae"), _said(band, "warriors[0].nmae")}
    assert nested == {"unknown field (did you mean 'name'?)"}

    text_for_number = {
        _said(clan, "clan.creation_cost"),
        _said(band, "warriors[0].cp.speed"),
        _said(house, "overrides[1].data.price"),
    }
    assert text_for_number == {"expected a whole number, found text 'four'"}

    too_long = {_said(clan, "clan.name"), _said(band, "name"), _said(house, "overrides[0].key")}
    assert too_long == {"is 121 characters; at most 120"}
