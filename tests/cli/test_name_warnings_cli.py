"""A name no font can print whole is saved as typed, with ``warning: …`` on stderr after
success (issue 11); names that print (Runic, Greek, Cyrillic) and failures warn nothing."""

from __future__ import annotations

import pytest

NO_FONT = "Sk\ue000ld"  # a private-use character: no font has it
PRINTS = "ᚱᚨᚷᚾᚨᚱᛟᚲ Ἀθηνᾶ Рагнар"


def warned(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("warning: ")]


def test_campaign_and_clan_names(run):
    out, err = run("campaign", "create", NO_FONT)
    assert NO_FONT in out
    [line] = warned(err)
    assert "[U+E000]" in line and repr(NO_FONT) in line
    _out, err = run("campaign", "create", PRINTS)
    assert warned(err) == []
    _out, err = run(
        "clan", "create", "--campaign", PRINTS, "--player", f"P{NO_FONT}",
        "--name", NO_FONT, "--warrior", f"example.jarl=J{NO_FONT}",
    )  # fmt: skip
    assert len(warned(err)) == 3  # the player, the clan and the warrior
    # a refusal prints its error and no warning
    _out, err = run("campaign", "create", NO_FONT, expect=1)
    assert err.startswith("warclan: error:") and warned(err) == []


@pytest.mark.parametrize(
    "command",
    [
        ("warband", "create", NO_FONT),
        ("warband", "rename", "Ash Wolves", NO_FONT),
        ("warband", "copy", "Ash Wolves", NO_FONT),
        ("warrior", "add", "Ash Wolves", NO_FONT, "--attack", "2", "--weapon", "cc_light"),
        ("warrior", "edit", "Ash Wolves", "Grim", "--name", NO_FONT),
    ],
)
def test_warband_and_warrior_names(run, command):
    run("warband", "create", "Ash Wolves")
    _out, err = run("warrior", "add", "Ash Wolves", "Grim", "--attack", "2", "--weapon", "cc_light")
    assert warned(err) == []
    _out, err = run(*command)
    [line] = warned(err)
    assert "[U+E000]" in line


def test_json_output_stays_clean(run):
    import json

    out, err = run("--json", "warband", "create", NO_FONT)
    assert json.loads(out)["name"] == NO_FONT
    assert len(warned(err)) == 1
