"""``to_jsonable``: what any game system's services return, as plain JSON values."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date

from warclan.services.jsonable import to_jsonable


@dataclass(frozen=True)
class Side:
    name: str
    score: int


@dataclass(frozen=True)
class Match:
    played_on: date
    sides: tuple[Side, ...]
    by_round: dict[int, list[str]]


def test_dataclasses_dates_tuples_and_keys_become_json() -> None:
    match = Match(date(2026, 3, 1), (Side("Ravens", 3), Side("Wolves", 1)), {1: ["Ravens"]})
    value = to_jsonable(match)
    assert value == {
        "played_on": "2026-03-01",
        "sides": [{"name": "Ravens", "score": 3}, {"name": "Wolves", "score": 1}],
        "by_round": {"1": ["Ravens"]},
    }
    assert json.loads(json.dumps(value)) == value
