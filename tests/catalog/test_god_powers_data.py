"""The shipped God Powers data (resources/rules/god_powers.json) against the rule text.

The rule text (tests/fixtures/rules/001_9c5ef580a64a23a1.txt) is parsed here by a small,
independent parser: it does not use warclan's catalog loader, only ``json`` and ``re``.

Layout of the God Powers part of the text:

* a god heading: the god's name alone on a line, in capitals (``HEIMDALLR``);
* a power: its name in capitals, then ``Godspark Cost: N``, zero or more
  ``Boost: +1 Godspark / <effect>`` lines, the rules text and, sometimes, a granted
  Attack (a header ``Attack ST RN Attack Abilities`` and one row under it);
* the part ends at the next heading in capitals (``CAMPAIGN PLAY``).

The excerpt starts mid-way through Frigg's first power (its name, cost and the FRIGG
heading are cut off), so that power is not shipped, and the one complete Frigg power
stands before any god heading.

Each check is a function that returns a list of problems; the tests assert that the
shipped data has none, and that deliberately broken copies of the data do have some.
"""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

TESTS_DIR = Path(__file__).resolve().parents[1]
REPO_ROOT = TESTS_DIR.parent
SOURCE_NAME = "001_9c5ef580a64a23a1.txt"
SOURCE_PATH = TESTS_DIR / "fixtures" / "rules" / SOURCE_NAME
DATA_PATH = REPO_ROOT / "resources" / "rules" / "god_powers.json"

# The god headings the excerpt prints (Frigg's own heading is cut off with her first power).
PRINTED_GOD_HEADINGS = [
    "HEIMDALLR",
    "HERMODR",
    "HODR",
    "LOKI",
    "ODIN",
    "ODR",
    "SIF",
    "THOR",
    "THRUD",
    "TYR",
    "ULLR",
]
# Powers standing before the first god heading belong to the god whose heading is cut off.
GOD_BEFORE_FIRST_HEADING = "Frigg"

COST_RE = re.compile(r"^Godspark Cost:\s*(\d+)\s*$")
# "Boost: +1 Godspark / effect"; also "+1 Godpsark" (typo) and "+1 / effect" (no word).
BOOST_RE = re.compile(r"^Boost:\s*\+\s*(\d+)\s*(?:[A-Za-z]+\s*)?/\s*(.+?)\s*$")
ATTACK_HEADER_START = "Attack ST RN"
KEY_RE = re.compile(r"^[a-z0-9]+(?:_[a-z0-9]+)*\.[a-z0-9]+(?:_[a-z0-9]+)*$")


# --------------------------------------------------------------------------- parser


@dataclass(frozen=True)
class PrintedAttack:
    header_lines: tuple[str, ...]
    row: str


@dataclass(frozen=True)
class PrintedPower:
    printed_name: str
    cost: int
    god_heading: str | None
    boosts: tuple[tuple[int, str], ...]
    boost_lines: tuple[str, ...]
    attack: PrintedAttack | None
    text_lines: tuple[str, ...]  # rules text: every other line of the power's section


def _is_capitals_heading(line: str) -> bool:
    stripped = line.strip()
    return (
        bool(stripped)
        and any(ch.isalpha() for ch in stripped)
        and not any(ch.islower() for ch in stripped)
    )


def parse_god_powers(text: str) -> tuple[list[PrintedPower], list[str]]:
    """Return the printed powers and the god headings, in the order printed."""
    lines = text.splitlines()
    power_starts = [i for i in range(len(lines) - 1) if COST_RE.match(lines[i + 1])]
    starts = set(power_starts)
    headings = [
        i
        for i, line in enumerate(lines)
        if _is_capitals_heading(line) and i not in starts and (i + 1) in starts
    ]

    powers: list[PrintedPower] = []
    for start in power_starts:
        cost_match = COST_RE.match(lines[start + 1])
        assert cost_match is not None
        god_heading = None
        for h in headings:
            if h < start:
                god_heading = lines[h].strip()
        # The power's section: after the cost line, up to the next power or capitals heading.
        end = start + 2
        while end < len(lines) and end not in starts and not _is_capitals_heading(lines[end]):
            end += 1
        section = lines[start + 2 : end]

        boost_lines: list[str] = []
        boosts: list[tuple[int, str]] = []
        text_lines: list[str] = []
        attack: PrintedAttack | None = None
        i = 0
        while i < len(section):
            line = section[i]
            if line.startswith("Boost"):
                boost_lines.append(line)
                m = BOOST_RE.match(line)
                if m:
                    boosts.append((int(m.group(1)), m.group(2)))
                i += 1
            elif line.startswith(ATTACK_HEADER_START):
                header = [line]
                # The header may be broken over two lines ("Attack Abilit" / "ies").
                if not line.rstrip().endswith("Abilities") and i + 1 < len(section):
                    joined = line.rstrip() + section[i + 1].strip()
                    if joined.endswith("Abilities"):
                        header.append(section[i + 1])
                        i += 1
                row = section[i + 1] if i + 1 < len(section) else ""
                attack = PrintedAttack(header_lines=tuple(header), row=row)
                i += 2
            else:
                if line.strip():
                    text_lines.append(line)
                i += 1

        powers.append(
            PrintedPower(
                printed_name=lines[start].strip(),
                cost=int(cost_match.group(1)),
                god_heading=god_heading,
                boosts=tuple(boosts),
                boost_lines=tuple(boost_lines),
                attack=attack,
                text_lines=tuple(text_lines),
            )
        )
    return powers, [lines[h].strip() for h in headings]


def slug(value: str) -> str:
    value = value.lower().replace("’", "").replace("'", "")
    return re.sub(r"[^a-z0-9]+", "_", value).strip("_")


# --------------------------------------------------------------------------- checks

Data = dict[str, Any]


def _by_printed_name(printed: list[PrintedPower]) -> dict[str, PrintedPower]:
    return {p.printed_name: p for p in printed}


def check_names_and_costs(data: Data, printed: list[PrintedPower]) -> list[str]:
    """(a) exactly the printed (name, cost) pairs: none missing, none invented."""
    problems: list[str] = []
    shipped = Counter((e.get("printed_name"), e.get("godspark_cost")) for e in data["entries"])
    expected = Counter((p.printed_name, p.cost) for p in printed)
    for pair in sorted(set(expected) - set(shipped), key=str):
        problems.append(f"missing from the data (or wrong cost): {pair}")
    for pair in sorted(set(shipped) - set(expected), key=str):
        problems.append(f"not in the text (invented, misspelt or wrong cost): {pair}")
    for pair, count in shipped.items():
        if count > 1:
            problems.append(f"shipped {count} times: {pair}")
    for e in data["entries"]:
        if not isinstance(e.get("godspark_cost"), int) or isinstance(e["godspark_cost"], bool):
            problems.append(f"{e.get('key')}: godspark_cost is not an integer")
        name, printed_name = e.get("name"), e.get("printed_name")
        if not isinstance(name, str) or name.upper() != printed_name:
            problems.append(f"{e.get('key')}: name {name!r} is not {printed_name!r} recased")
    return problems


def check_boosts(data: Data, printed: list[PrintedPower]) -> list[str]:
    """(b) per power, boosts (count, extra Godspark, effect) as in its Boost lines."""
    problems: list[str] = []
    by_name = _by_printed_name(printed)
    for e in data["entries"]:
        p = by_name.get(e.get("printed_name"))
        if p is None:
            continue  # reported by check_names_and_costs
        if len(p.boosts) != len(p.boost_lines):
            problems.append(f"{e['key']}: unparsed Boost line in the text: {p.boost_lines}")
        shipped = [(b.get("godspark"), b.get("effect")) for b in e.get("boosts", [])]
        if len(shipped) != len(p.boost_lines):
            problems.append(f"{e['key']}: {len(shipped)} boosts, text has {len(p.boost_lines)}")
        for b in e.get("boosts", []):
            if type(b.get("godspark")) is not int or b["godspark"] < 1:
                problems.append(f"{e['key']}: boost Godspark {b.get('godspark')!r} not an int")
        if shipped != list(p.boosts):
            problems.append(f"{e['key']}: boosts {shipped} differ from the text {list(p.boosts)}")
    return problems


def _split_top_level(abilities: str) -> list[str]:
    parts, depth, current = [], 0, []
    for ch in abilities:
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    parts.append("".join(current).strip())
    return parts


def check_attacks(data: Data, printed: list[PrintedPower]) -> list[str]:
    """(c) an attack exactly where the power's section has an Attack table."""
    problems: list[str] = []
    by_name = _by_printed_name(printed)
    for e in data["entries"]:
        p = by_name.get(e.get("printed_name"))
        if p is None:
            continue
        attack = e.get("attack")
        if p.attack is None:
            if attack is not None:
                problems.append(f"{e['key']}: has an attack but the text prints none")
            continue
        if not isinstance(attack, dict):
            problems.append(f"{e['key']}: attack missing; the text prints {p.attack.row!r}")
            continue
        name, st, rn = attack.get("name"), attack.get("st"), attack.get("rn")
        abilities = attack.get("abilities")
        if not isinstance(rn, str) or not rn:
            problems.append(f"{e['key']}: RN {rn!r} is not a non-empty string")
            continue
        if st is not None and (not isinstance(st, str) or not st.strip() or st.strip() == "-"):
            problems.append(f"{e['key']}: ST {st!r}: use null for a printed '-', else a string")
            continue
        if not isinstance(abilities, list) or not all(isinstance(a, str) for a in abilities):
            problems.append(f"{e['key']}: abilities {abilities!r} is not a list of strings")
            continue
        printed_st = "-" if st is None else st
        expected_row = f"{name} {printed_st} {rn} {', '.join(abilities)}"
        if p.attack.row.strip() != expected_row:
            problems.append(f"{e['key']}: attack row {p.attack.row!r} != {expected_row!r}")
        row_tail = p.attack.row.strip().removeprefix(f"{name} {printed_st} {rn} ")
        if abilities != _split_top_level(row_tail):
            problems.append(f"{e['key']}: abilities {abilities} not split as printed")
    return problems


def check_gods(data: Data, printed: list[PrintedPower]) -> list[str]:
    """(d) each entry's god is the heading under which the power is printed."""
    problems: list[str] = []
    by_name = _by_printed_name(printed)
    for e in data["entries"]:
        p = by_name.get(e.get("printed_name"))
        if p is None:
            continue
        god = e.get("god")
        if p.god_heading is None:
            expected = GOD_BEFORE_FIRST_HEADING
            if not any(expected in line for line in p.text_lines):
                problems.append(f"{e['key']}: no heading and its text does not name {expected}")
        else:
            expected = p.god_heading.title()
        if not isinstance(god, str) or god.upper() != expected.upper():
            problems.append(f"{e['key']}: god {god!r}, printed under {expected!r}")
    return problems


def check_keys_and_text(data: Data, printed: list[PrintedPower], source: str) -> list[str]:
    """(e) keys unique and well formed; rules text taken from the power's own section."""
    problems: list[str] = []
    keys = [e.get("key") for e in data["entries"]]
    for key, count in Counter(keys).items():
        if count > 1:
            problems.append(f"duplicate key {key!r}")
    by_name = _by_printed_name(printed)
    source_lines = set(source.splitlines())
    for e in data["entries"]:
        key = e.get("key")
        if not isinstance(key, str) or not KEY_RE.match(key):
            problems.append(f"malformed key {key!r}")
        elif isinstance(e.get("god"), str) and isinstance(e.get("printed_name"), str):
            expected_key = f"{slug(e['god'])}.{slug(e['printed_name'])}"
            if key != expected_key:
                problems.append(f"key {key!r} should be {expected_key!r}")
        text = e.get("text")
        if not isinstance(text, str) or not text.strip():
            problems.append(f"{key}: empty rules text")
            continue
        if text[:40] not in source:
            problems.append(f"{key}: text does not start with source text: {text[:40]!r}")
        paragraphs = text.split("\n")
        for paragraph in paragraphs:
            if paragraph not in source_lines:
                problems.append(f"{key}: paragraph not printed as such: {paragraph[:60]!r}")
        p = by_name.get(e.get("printed_name"))
        if p is not None and paragraphs != list(p.text_lines):
            problems.append(f"{key}: text is not the power's printed paragraphs in order")
    return problems


CHECKS = {
    "names_and_costs": check_names_and_costs,
    "boosts": check_boosts,
    "attacks": check_attacks,
    "gods": check_gods,
}


# --------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def source() -> str:
    return SOURCE_PATH.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def parsed(source: str) -> tuple[list[PrintedPower], list[str]]:
    return parse_god_powers(source)


@pytest.fixture(scope="module")
def printed(parsed: tuple[list[PrintedPower], list[str]]) -> list[PrintedPower]:
    return parsed[0]


@pytest.fixture(scope="module")
def data() -> Data:
    with DATA_PATH.open(encoding="utf-8") as fh:
        return json.load(fh)


# --------------------------------------------------------------------------- tests


def test_catalog_header(data: Data) -> None:
    assert data["catalog"] == "god_powers"
    assert data["version"] == 1
    assert data["provenance"]["kind"] == "rulebook"
    assert data["provenance"]["source"] == SOURCE_NAME
    assert isinstance(data["entries"], list)
    assert data["entries"]


def test_parser_sees_the_excerpt_layout(
    parsed: tuple[list[PrintedPower], list[str]], source: str
) -> None:
    # Guards the parser itself: if it stopped finding powers, the data checks would be weak.
    powers, headings = parsed
    assert headings == PRINTED_GOD_HEADINGS
    assert len(powers) == 23
    assert all(p.god_heading is not None for p in powers[1:])
    assert powers[0].printed_name == "WISE QUEEN’S FORESIGHT"
    assert powers[0].god_heading is None
    assert powers[-1].printed_name == "FLY TRUE"
    assert powers[-1].god_heading == "ULLR"
    # The Split Mountains header is printed broken over two lines.
    split = next(p for p in powers if p.printed_name == "SPLIT MOUNTAINS")
    assert split.attack is not None and len(split.attack.header_lines) == 2


def test_a_names_and_costs_match_the_text(data: Data, printed: list[PrintedPower]) -> None:
    assert check_names_and_costs(data, printed) == []


def test_a_cut_off_first_frigg_power_is_absent(data: Data, source: str) -> None:
    first_line = source.splitlines()[0]
    # The excerpt starts mid-paragraph: no name, no cost, no heading before it.
    assert not _is_capitals_heading(first_line)
    assert not COST_RE.match(source.splitlines()[1])
    fragment = first_line[:40]
    assert not any(fragment in e["text"] for e in data["entries"])
    frigg = [e for e in data["entries"] if e["god"] == "Frigg"]
    assert [e["printed_name"] for e in frigg] == ["WISE QUEEN’S FORESIGHT"]


def test_b_boosts_match_the_text(data: Data, printed: list[PrintedPower]) -> None:
    assert check_boosts(data, printed) == []


def test_c_attacks_match_the_text(data: Data, printed: list[PrintedPower]) -> None:
    assert check_attacks(data, printed) == []


def test_d_gods_match_the_headings(data: Data, printed: list[PrintedPower]) -> None:
    assert check_gods(data, printed) == []


def test_e_keys_and_text(data: Data, printed: list[PrintedPower], source: str) -> None:
    assert check_keys_and_text(data, printed, source) == []


def test_entries_in_printed_order(data: Data, printed: list[PrintedPower]) -> None:
    assert [e["printed_name"] for e in data["entries"]] == [p.printed_name for p in printed]


# --------------------------------------------------------------------------- the checks bite


def _entry(data: Data, key: str) -> dict[str, Any]:
    return next(e for e in data["entries"] if e["key"] == key)


def _wrong_cost(d: Data) -> None:
    _entry(d, "odin.wanderlust")["godspark_cost"] = 8


def _missing_power(d: Data) -> None:
    d["entries"] = [e for e in d["entries"] if e["key"] != "tyr.war_gods_prowess"]


def _invented_power(d: Data) -> None:
    extra = copy.deepcopy(_entry(d, "ullr.fly_true"))
    extra.update(key="ullr.fly_truer", name="Fly Truer", printed_name="FLY TRUER")
    d["entries"].append(extra)


def _cut_off_power_added(d: Data) -> None:
    extra = copy.deepcopy(_entry(d, "frigg.wise_queens_foresight"))
    extra.update(key="frigg.leap", name="Leap", printed_name="LEAP", godspark_cost=6)
    d["entries"].insert(0, extra)


def _recased_name_wrong(d: Data) -> None:
    _entry(d, "sif.cast_aside_harm")["name"] = "Cast Aside Charm"


def _missing_boost(d: Data) -> None:
    _entry(d, "hodr.dwell_in_darkness")["boosts"].pop()


def _wrong_boost_godspark(d: Data) -> None:
    _entry(d, "sif.struck_by_no_mortal")["boosts"][1]["godspark"] = 2


def _string_boost_godspark(d: Data) -> None:
    _entry(d, "thor.thunderous_blows")["boosts"][0]["godspark"] = "1"


def _invented_boost(d: Data) -> None:
    _entry(d, "odr.battle_dance")["boosts"].append({"godspark": 1, "effect": "+1 MA"})


def _attack_dropped(d: Data) -> None:
    _entry(d, "thrud.split_mountains")["attack"] = None


def _attack_invented(d: Data) -> None:
    _entry(d, "thor.thunderous_blows")["attack"] = copy.deepcopy(
        _entry(d, "thor.thunder_gods_temper")["attack"]
    )


def _wrong_rn(d: Data) -> None:
    _entry(d, "tyr.kneel_and_know_your_place")["attack"]["rn"] = "18"


def _st_dash_kept(d: Data) -> None:
    _entry(d, "loki.whispered_lies")["attack"]["st"] = "-"


def _abilities_joined(d: Data) -> None:
    _entry(d, "sif.struck_by_no_mortal")["attack"]["abilities"] = [
        "Aid (DF) (1), Point Blank",
        "Self",
    ]


def _wrong_god(d: Data) -> None:
    _entry(d, "odr.battle_dance")["god"] = "Odin"


def _frigg_power_misfiled(d: Data) -> None:
    _entry(d, "frigg.wise_queens_foresight")["god"] = "Heimdallr"


CHECK_MUTATIONS = [
    ("names_and_costs", _wrong_cost),
    ("names_and_costs", _missing_power),
    ("names_and_costs", _invented_power),
    ("names_and_costs", _cut_off_power_added),
    ("names_and_costs", _recased_name_wrong),
    ("boosts", _missing_boost),
    ("boosts", _wrong_boost_godspark),
    ("boosts", _string_boost_godspark),
    ("boosts", _invented_boost),
    ("attacks", _attack_dropped),
    ("attacks", _attack_invented),
    ("attacks", _wrong_rn),
    ("attacks", _st_dash_kept),
    ("attacks", _abilities_joined),
    ("gods", _wrong_god),
    ("gods", _frigg_power_misfiled),
]


@pytest.mark.parametrize(
    ("check", "mutate"), CHECK_MUTATIONS, ids=[m.__name__.strip("_") for _, m in CHECK_MUTATIONS]
)
def test_check_catches_broken_data(
    check: str, mutate: Any, data: Data, printed: list[PrintedPower]
) -> None:
    broken = copy.deepcopy(data)
    mutate(broken)
    assert CHECKS[check](broken, printed) != []


def _duplicate_key(d: Data) -> None:
    _entry(d, "odr.battle_dance")["key"] = "odr.frenetic_blur_of_blades"


def _malformed_key(d: Data) -> None:
    _entry(d, "ullr.fly_true")["key"] = "Ullr.Fly True"


def _key_not_slug(d: Data) -> None:
    _entry(d, "ullr.fly_true")["key"] = "ullr.fly"


def _text_not_from_source(d: Data) -> None:
    _entry(d, "loki.illusion_of_intent")["text"] = "Loki makes you invisible."


def _text_after_table_dropped(d: Data) -> None:
    e = _entry(d, "thrud.split_mountains")
    e["text"] = e["text"].split("\n")[0]


def _text_of_another_power(d: Data) -> None:
    _entry(d, "odin.wanderlust")["text"] = _entry(d, "odin.steel_your_mind")["text"]


def _empty_text(d: Data) -> None:
    _entry(d, "tyr.war_gods_prowess")["text"] = ""


TEXT_MUTATIONS = [
    _duplicate_key,
    _malformed_key,
    _key_not_slug,
    _text_not_from_source,
    _text_after_table_dropped,
    _text_of_another_power,
    _empty_text,
]


@pytest.mark.parametrize(
    "mutate", TEXT_MUTATIONS, ids=[m.__name__.strip("_") for m in TEXT_MUTATIONS]
)
def test_keys_and_text_check_catches_broken_data(
    mutate: Any, data: Data, printed: list[PrintedPower], source: str
) -> None:
    broken = copy.deepcopy(data)
    mutate(broken)
    assert check_keys_and_text(broken, printed, source) != []
