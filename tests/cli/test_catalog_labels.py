"""Names in the rules catalogues are one line, like every other name, and counts have a
ceiling: a house rule or an imported profile cannot bring in a line break or a number no
game can reach. Each refusal changes nothing."""

from __future__ import annotations

import json
from pathlib import Path


def test_an_item_name_with_a_line_break_is_refused(run) -> None:
    run("campaign", "create", "Winter")
    _out, err = run(
        "catalog", "set", "items", "shield", "--campaign", "Winter",
        "--json-data", json.dumps({"name": "Shield\nWall"}), "--merge", expect=1,
    )  # fmt: skip
    assert "field name: has the control character U+000A at character 7" in err
    out, _ = run("catalog", "show", "items", "--campaign", "Winter")
    assert "Shield\\nWall" not in out and "group edit" not in out


def test_a_severe_injury_cannot_apply_more_than_a_hundred_times(run) -> None:
    run("campaign", "create", "Winter")
    _out, err = run(
        "catalog", "set", "injury_tables", "crushed_leg", "--campaign", "Winter",
        "--json-data", json.dumps({"max_times": 2**63 - 1}), "--merge", expect=1,
    )  # fmt: skip
    assert "max_times" in err and "100" in err
    run(
        "catalog", "set", "injury_tables", "crushed_leg", "--campaign", "Winter",
        "--json-data", json.dumps({"max_times": 3}), "--merge",
    )  # fmt: skip


def test_a_profile_ability_with_a_carriage_return_is_refused(run, tmp_path: Path) -> None:
    shipped = Path(__file__).resolve().parents[2] / "resources/profiles/example_profiles.json"
    data = json.loads(shipped.read_text(encoding="utf-8"))
    entry = data["entries"][0]
    entry["key"] = "house.raider"
    entry["special_abilities"] = ["Leader\rStubborn"]
    data["entries"] = [entry]
    path = tmp_path / "profiles.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _out, err = run("profiles", "import", str(path), expect=1)
    assert "special_abilities[0]" in err and "U+000D" in err
    out, _ = run("profiles", "list")
    assert "house.raider" not in out
