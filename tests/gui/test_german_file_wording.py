"""The file readers' wording and the refusals of odd characters, said in German (issue 24):
real files read by the real readers, rendered by ``i18n.text`` with German installed;
``str()`` of the same refusal is the unchanged English the command line prints. Figures
the English groups in thousands ("1,000,000") follow the window's locale."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.gui.german import assert_german
from warclan.gui import i18n
from warclan.i18n_text import T_, fill
from warclan.rules.ragnarok.tracker import (
    Setup,
    TrackedSide,
    TrackedWarrior,
    TrackerError,
    replay,
)
from warclan.rules.turns import Tap
from warclan.services.errors import FileRefused, ServiceError
from warclan.services.mors_regnat import files as warband_files
from warclan.services.ragnarok.rules_data import profiles
from warclan.services.ragnarok.rules_data.overrides import parse_json_text
from warclan.store.database import Database
from warclan.text import text_problem


def _profile_file(tmp_path: Path, *entries: dict[str, object]) -> Path:
    base = {
        "key": "mine.skald",
        "name": "Skald",
        **dict.fromkeys(("ap", "ma", "ra"), 2),
        **dict.fromkeys(("hp", "sp", "df", "rs", "dr", "mn"), 3),
        "cost": 70,
    }
    doc = {
        "catalog": "model_profiles",
        "version": 1,
        "provenance": {"kind": "group_edit"},
        "entries": [{**base, **e} for e in entries],
    }
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_a_profile_file_with_odd_characters_and_a_long_name(
    german: str, db: Database, tmp_path: Path
) -> None:
    path = _profile_file(
        tmp_path,
        {"key": "mine=a", "name": "Sk\x1bald"},
        {"key": "mine.b", "name": "B\u202ef"},
        {"key": "mine.c", "name": "x" * 1_000_000},
    )
    with pytest.raises(FileRefused) as caught:
        profiles.import_profiles(db, path)
    assert caught.value.problems == (
        "entries[0].key: text 'mine=a' contains '=', which a recruit cannot name",
        "entries[0].name: has the control character U+001B at character 3",
        "entries[1].name: has the bidirectional control U+202E at character 2, which changes "
        "how text displays",
        "entries[2].name: is 1,000,000 characters; at most 120",
    )
    shown = i18n.text(caught.value)
    assert "enthält an Stelle 3 das Steuerzeichen U+001B" in shown, shown
    assert "das bidirektionale Steuerzeichen U+202E" in shown, shown
    assert "Text 'mine=a' enthält '='" in shown, shown
    assert "hat 1.000.000 Zeichen; höchstens 120" in shown, shown
    assert_german([shown], data=["mine.json", "mine=a", "Skald"])
    assert str(caught.value).startswith("mine.json has 4 problems (nothing was imported):\n")


def test_a_warband_file_too_big_says_its_size_as_the_locale_writes_it(
    german: str, db: Database, tmp_path: Path
) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * 1_200_000)
    with pytest.raises(ServiceError) as caught:
        warband_files.import_warband(db, path)
    assert "is 1,200,000 bytes; a warband file may be at most 1,000,000 bytes" in str(caught.value)
    shown = i18n.text(caught.value)
    assert "hat 1.200.000 Bytes; eine Kriegerbanden-Datei darf höchstens 1.000.000 Bytes" in (
        shown
    ), shown
    assert_german([shown], data=["huge.json", str(path)])


def test_json_a_person_typed_with_a_repeated_field_or_a_lone_surrogate(german: str) -> None:
    with pytest.raises(ServiceError) as caught:
        parse_json_text('{"name": 1, "name": 2}', "the entry")  # the label is the caller's
    assert str(caught.value) == "the entry: the field 'name' appears twice in one object"
    shown = i18n.text(caught.value)
    assert shown.endswith(": das Feld 'name' kommt in einem Objekt zweimal vor"), shown

    with pytest.raises(ServiceError) as caught:
        parse_json_text('{"a": "\\ud800", "b": "\\udfff"}', "typed")
    assert str(caught.value) == (
        "typed: a: the text contains \\ud800, a lone surrogate (half of a UTF-16 pair), "
        "which is not valid text (and 1 more like it)"
    )
    shown = i18n.text(caught.value)
    assert shown == (
        "typed: a: der Text enthält \\ud800, ein einzelnes Surrogat (die Hälfte eines "
        "UTF-16-Paars), das kein gültiger Text ist (und 1 weitere dieser Art)"
    )


def test_every_kind_of_refused_character(german: str) -> None:
    said = {
        "a\ud800": (
            "has \\ud800, a lone surrogate (half of a UTF-16 pair) at character 2, which is "
            "not valid text",
            "enthält an Stelle 2 \\ud800, ein einzelnes Surrogat (die Hälfte eines "
            "UTF-16-Paars), das kein gültiger Text ist",
        ),
        "ab\x07": (
            "has the control character U+0007 at character 3",
            "enthält an Stelle 3 das Steuerzeichen U+0007",
        ),
        "\u2066x": (
            "has the bidirectional control U+2066 at character 1, which changes how text displays",
            "enthält an Stelle 1 das bidirektionale Steuerzeichen U+2066, das die Anzeige des "
            "Textes verändert",
        ),
        "x\u200b": (
            "has the invisible character U+200B at character 2",
            "enthält an Stelle 2 das unsichtbare Zeichen U+200B",
        ),
        "\u200dx": (
            "has the zero-width joiner U+200D at character 1 outside a word",
            "enthält an Stelle 1 den Nullbreitenverbinder U+200D außerhalb eines Wortes",
        ),
    }
    for value, (english, deutsch) in said.items():
        problem = text_problem(value, name=True)
        assert problem == english
        assert i18n.text(problem) == deutsch
    assert text_problem("ab\u200dc", name=True) is None  # a joiner inside a word stays


def test_an_initiative_roll_the_die_cannot_show(german: str) -> None:
    stats = dict.fromkeys(("ap", "hp", "sp", "ma", "ra", "df", "rs", "dr", "mn"), 3)
    setup = Setup(
        (
            TrackedSide(1, "Ravens", (TrackedWarrior(11, "Snorre", "Jarl", stats),)),
            TrackedSide(2, "Ulla", (TrackedWarrior(21, "Asa", "Jarl", stats),)),
        )
    )
    for rolls, english, deutsch in (
        ({1: 7, 2: 2}, "1D6 roll for Ravens' initiative must be 1–6, not 7", "Ravens"),
        ({1: 2, 2: 0}, "1D6 roll for Ulla's initiative must be 1–6, not 0", "Ulla"),
    ):
        with pytest.raises(TrackerError) as caught:
            replay(setup, [Tap("next", {}), Tap("rolls", {"rolls": rolls})])
        assert str(caught.value) == english
        shown = i18n.text(caught.value)
        assert f"Initiative von {deutsch}" in shown and "'s" not in shown, shown
        assert "Ravens'" not in shown, shown
        assert_german([shown], data=["Ravens", "Ulla"])


def test_grouped_figures_follow_the_locale_and_other_figures_stay(german: str) -> None:
    # Not in the catalogue: the fields alone show how the arguments are filled in.
    said = fill("{size:,} / {line} / {n!r} / {code:04d}", size=1234567, line=1234, n=5, code=7)
    assert said == "1,234,567 / 1234 / 5 / 0007"
    assert i18n.text(said) == "1.234.567 / 1234 / 5 / 0007"
    # A Text inside a Text is translated, its figures too.
    outer = fill("{a}", a=T_("is {length:,} characters; at most {limit:,}", length=4096, limit=120))
    assert i18n.text(outer) == "hat 4.096 Zeichen; höchstens 120"


def test_the_english_window_groups_as_the_command_line_does() -> None:
    said = T_("has {count:,} entries; at most {limit:,}", count=12345, limit=1000)
    assert i18n.text(said) == str(said) == "has 12,345 entries; at most 1,000"


def test_the_json_modules_own_reason_is_translated(german: str) -> None:
    with pytest.raises(ServiceError) as caught:
        parse_json_text('{"a": 1,\n "b" 2}', "typed")
    assert str(caught.value) == "typed: not valid JSON at line 2, column 6: Expecting ':' delimiter"
    assert i18n.text(caught.value) == (
        "typed: kein gültiges JSON in Zeile 2, Spalte 6: ein ':' wird erwartet"
    )
