"""The ability-text catalogue (resources/rules/abilities.json): every entry a labelled house
rule, every ability the shipped profiles and God Power attacks use has a text, and printed
names are matched to entries by name, any case, without a trailing parameter."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from warclan.catalog.checker import CatalogDocument
from warclan.catalog.errors import CatalogError
from warclan.catalog.provenance import Source
from warclan.catalog.ragnarok.entries import (
    ability_name_key,
    find_ability,
    parse_abilities,
    suggested_ability_key,
)
from warclan.catalog.ragnarok.rulesets import Override, build_ruleset, shipped_ruleset

FILE = Path(__file__).resolve().parents[2] / "resources" / "rules" / "abilities.json"
NOTE = "house rule — not from the rulebook excerpt; replace with your book's wording"


def _raw() -> dict:
    return json.loads(FILE.read_text(encoding="utf-8"))


def test_every_entry_is_a_labelled_house_rule() -> None:
    abilities = shipped_ruleset().abilities
    assert shipped_ruleset().versions["abilities"] == 1
    assert len(abilities) >= 20
    for ability in abilities.values():
        assert ability.provenance.kind is Source.HOUSE_RULE, ability.key
        assert ability.provenance.label == NOTE
        assert ability.kind in ("special", "attack")
        assert ability.text.strip()
    for entry in _raw()["entries"]:  # marked in the file itself, not only by default
        assert entry["provenance"] == {"kind": "house_rule", "note": NOTE}


def test_the_shipped_profiles_and_power_attacks_have_texts() -> None:
    rules = shipped_ruleset()
    specials = {a for p in rules.profiles.profiles for a in p.special_abilities}
    attacks = {a for p in rules.profiles.profiles for at in p.attacks for a in at.abilities}
    attacks |= {a for gp in rules.god_powers.values() if gp.attack for a in gp.attack.abilities}
    for name in specials:
        assert find_ability(rules.abilities, name, "special") is not None, name
    for name in attacks:
        assert find_ability(rules.abilities, name, "attack") is not None, name
    # The condition two Eye Wounds leave is the Attack Ability Blind.
    blind = find_ability(rules.abilities, "Blind (Eye Wounds)", "special")
    assert blind is not None and blind.key == "blind"


@pytest.mark.parametrize(
    ("printed", "key"),
    [
        ("Spray (3)", "spray"),
        ("spray", "spray"),
        ("SHIELD WALL", "shield_wall"),
        ("Aid (DF) (1)", "aid"),
        ("Aid (ST) (1) to Melee Attacks", "aid"),
        ("Victim gains Delusional", "delusional"),  # an alias
        ("  Knockdown   (0) ", "knockdown"),
    ],
)
def test_printed_names_match_entries(printed: str, key: str) -> None:
    found = find_ability(shipped_ruleset().abilities, printed)
    assert found is not None and found.key == key


def test_unknown_abilities_get_a_suggested_key() -> None:
    assert find_ability(shipped_ruleset().abilities, "Weapon Master") is None
    assert ability_name_key("Teleport (4)") == "teleport"
    assert suggested_ability_key("Weapon Master (2)") == "weapon_master"
    assert suggested_ability_key("Þórr's Wrath") == "þórr_s_wrath"
    assert suggested_ability_key("(?)") == "ability"


def test_the_kind_asked_for_wins_when_a_name_is_both() -> None:
    rules = shipped_ruleset()
    doc = copy.deepcopy(_raw())
    doc["entries"].append(
        {"key": "blind_special", "name": "Blind", "kind": "special", "text": "Cannot see."}
    )
    _, abilities = parse_abilities(CatalogDocument(doc, "rules/abilities.json"))
    assert find_ability(abilities, "Blind (0)", "attack").key == "blind"
    assert find_ability(abilities, "Blind (Eye Wounds)", "special").key == "blind_special"
    assert rules.abilities["blind"].kind == "attack"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda e: e[0].update(kind="passive"), "must be one of special, attack"),
        (lambda e: e[1].update(key=e[0]["key"]), "duplicate key"),
        (lambda e: e[1].update(name=e[0]["name"].upper()), "is already the special ability"),
        (lambda e: e[0].pop("text"), "is missing"),
        (lambda e: e[0].update(aliases="x"), "expected a list"),
    ],
)
def test_malformed_entries_are_refused_naming_the_field(change, message) -> None:
    doc = copy.deepcopy(_raw())
    change(doc["entries"])
    with pytest.raises(CatalogError, match=message) as caught:
        parse_abilities(CatalogDocument(doc, "rules/abilities.json"))
    assert "entries[" in str(caught.value)


def test_a_group_can_reword_or_add_an_ability() -> None:
    rules = build_ruleset(
        [
            Override("abilities", "stubborn", {**_entry("stubborn"), "text": "Ours."}, "ours"),
            Override(
                "abilities",
                "weapon_master",
                {"name": "Weapon Master", "kind": "special", "text": "Re-roll one miss."},
            ),
        ]
    )
    assert rules.abilities["stubborn"].text == "Ours."
    assert rules.abilities["stubborn"].provenance.kind is Source.GROUP_EDIT
    assert find_ability(rules.abilities, "Weapon Master").text == "Re-roll one miss."


def _entry(key: str) -> dict:
    entry = next(e for e in _raw()["entries"] if e["key"] == key)
    return {k: v for k, v in entry.items() if k != "provenance"}
