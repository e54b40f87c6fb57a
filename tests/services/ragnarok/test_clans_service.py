from __future__ import annotations

import json

import pytest
from dbsnapshot import dump

from warclan.rules.ragnarok.glory import STARTING_GLORY
from warclan.services.errors import FileRefused, NotFound, ServiceError
from warclan.services.ragnarok import campaigns, clans
from warclan.services.ragnarok.rules_data import profiles

R = clans.Recruit


def test_example_catalogue_is_labelled_and_usable(db):
    listed = profiles.list_profiles(db)
    assert len(listed) >= 6
    assert all(p.source == "example" and p.name.startswith("Example") for p in listed)
    camp = campaigns.create_campaign(db, "Test")
    view = clans.create_clan(db, camp.id, "Ann", "Ravens", [R("example.jarl"), R("example.thrall")])
    assert view.creation_cost == 240
    assert view.unspent_glory == STARTING_GLORY - 240


def test_clan_copies_profile_stats_and_names_warriors(db):
    camp = campaigns.create_campaign(db, "Test")
    view = clans.create_clan(
        db,
        camp.id,
        "Ann",
        "Ravens",
        [R("example.jarl", "Bjorn Ironside"), R("Example Thrall"), R("example.thrall")],
    )
    names = [w.name for w in view.warriors]
    assert names == ["Bjorn Ironside", "Example Thrall 1", "Example Thrall 2"]
    jarl = view.warriors[0]
    profile = {p.key: p for p in profiles.list_profiles(db)}["example.jarl"]
    assert jarl.base_stats == profile.stats == jarl.current_stats
    assert [a.name for a in jarl.attacks] == [a.name for a in profile.attacks]
    assert jarl.status == "active" and not jarl.misses_next_game
    assert view.rank == 0 and view.glory_collected == 0


def test_over_budget_is_refused_with_the_overshoot_and_nothing_written(db, db_path):
    camp = campaigns.create_campaign(db, "Test")
    before = dump(db_path)
    recruits = [R("example.jarl")] * 4 + [R("example.thrall")] * 1  # 840
    with pytest.raises(ServiceError, match="costs 840 Glory, 40 over the 800"):
        clans.create_clan(db, camp.id, "Ann", "Ravens", recruits)
    assert dump(db_path) == before


def test_exactly_800_is_allowed(db):
    camp = campaigns.create_campaign(db, "Test")
    view = clans.create_clan(db, camp.id, "Ann", "Ravens", [R("example.jarl")] * 4)
    assert view.creation_cost == 800 and view.unspent_glory == 0


def test_plan_shows_what_is_left_without_writing(db, db_path):
    before = dump(db_path)
    plan = clans.plan_clan(db, [R("example.jarl"), R("example.huscarl"), R("example.huscarl")])
    assert plan.cost == 460 and plan.left == 340
    assert [line.name for line in plan.lines] == [
        "Example Jarl 1",
        "Example Huscarl 1",
        "Example Huscarl 2",
    ]
    assert dump(db_path) == before


@pytest.mark.parametrize(
    ("recruits", "message"),
    [
        ([R("no.such.profile")], "no model profile 'no.such.profile'"),
        ([], "at least one warrior"),
        ([R("example.jarl", "Bo"), R("example.thrall", "bo")], "share the name 'Bo'"),
    ],
)
def test_bad_clans_are_refused(db, db_path, recruits, message):
    camp = campaigns.create_campaign(db, "Test")
    before = dump(db_path)
    with pytest.raises(ServiceError, match=message):
        clans.create_clan(db, camp.id, "Ann", "Ravens", recruits)
    assert dump(db_path) == before


def test_duplicate_clan_and_campaign_names_are_refused(db):
    camp = campaigns.create_campaign(db, "Test")
    clans.create_clan(db, camp.id, "Ann", "Ravens", [R("example.thrall")])
    with pytest.raises(ServiceError, match="already has a War Clan called 'Ravens'"):
        clans.create_clan(db, camp.id, "Bob", "RAVENS", [R("example.thrall")])
    with pytest.raises(ServiceError, match="already exists"):
        campaigns.create_campaign(db, "  test ")


def test_unknown_clan_and_campaign(db):
    with pytest.raises(NotFound, match="no War Clan 'Nobody'"):
        clans.show_clan(db, "Nobody")
    with pytest.raises(NotFound, match="no campaign 42"):
        campaigns.campaign_overview(db, 42)


def test_same_player_gets_one_row_and_clan_names_resolve_within_campaign(db):
    one = campaigns.create_campaign(db, "One")
    two = campaigns.create_campaign(db, "Two")
    clans.create_clan(db, one.id, "Ann", "Ravens", [R("example.thrall")])
    clans.create_clan(db, two.id, "Ann", "Ravens", [R("example.jarl")])
    with pytest.raises(ServiceError, match="more than one War Clan"):
        clans.show_clan(db, "Ravens")
    assert clans.show_clan(db, "Ravens", "Two").creation_cost == 200


def test_imported_profiles_join_the_catalogue(db, tmp_path):
    path = tmp_path / "mine.json"
    path.write_text(
        '{"catalog": "model_profiles", "version": 1, "provenance": {"kind": "group_edit"},'
        ' "entries": [{"key": "mine.skald", "name": "Skald", "faction": "Mine", "ap": 2,'
        ' "hp": 9, "sp": 5, "ma": 2, "ra": 2, "df": 3, "rs": 2, "dr": 3, "mn": 4, "cost": 70,'
        ' "attacks": [{"name": "Song", "st": "-", "rn": "12", "abilities": ["Psi"]}]}]}',
        encoding="utf-8",
    )
    imported = profiles.import_profiles(db, path)
    assert [p.key for p in imported] == ["mine.skald"]
    listed = {p.key: p for p in profiles.list_profiles(db)}
    assert listed["mine.skald"].source == "group_edit"
    assert listed["mine.skald"].attacks[0].st is None
    with pytest.raises(ServiceError, match=r"already in the catalogue: mine\.skald"):
        profiles.import_profiles(db, path)
    camp = campaigns.create_campaign(db, "Test")
    view = clans.create_clan(db, camp.id, "Ann", "Skalds", [R("Skald")])
    assert view.warriors[0].current_stats["mn"] == 4


def test_malformed_profile_file_names_the_field_and_imports_nothing(db, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(
        '{"catalog": "model_profiles", "version": 1, "provenance": {"kind": "group_edit"},'
        ' "entries": [{"key": "a", "name": "A", "ap": 2, "hp": 9, "sp": 5, "ma": 2, "ra": 2,'
        ' "df": 3, "rs": 2, "dr": 3, "mn": 4, "cost": 70},'
        ' {"key": "b", "name": "B", "ap": "two", "hp": 9, "sp": 5, "ma": 2, "ra": 2,'
        ' "df": 3, "rs": 2, "dr": 3, "mn": 4, "cost": 70}]}',
        encoding="utf-8",
    )
    with pytest.raises(ServiceError, match=r"bad.json: entries\[1\].ap: expected a whole number"):
        profiles.import_profiles(db, path)
    assert all(p.source == "example" for p in profiles.list_profiles(db))


def test_names_in_any_european_script_match_in_any_case(db):
    camp = campaigns.create_campaign(db, "Łowy")
    clans.create_clan(db, camp.id, "Þórr", "Рагнар", [R("example.thrall", "Łukasz")])
    assert clans.show_clan(db, "рагнар").name == "Рагнар"
    assert campaigns.campaign_overview(db, "łowy").name == "Łowy"
    with pytest.raises(ServiceError, match="already has a War Clan"):
        clans.create_clan(db, camp.id, "Ann", "РАГНАР", [R("example.thrall")])
    from warclan.services.ragnarok import games

    game = games.record_game(db, camp.id, [games.Side("Рагнар", removed=["łUKASZ"])])
    assert game.sides[0].removed == ("Łukasz",)


def _profile_doc(**changes: object) -> dict:
    entry = {
        "key": "mine.skald",
        "name": "Skald",
        "ap": 2,
        "hp": 9,
        "sp": 5,
        "ma": 2,
        "ra": 2,
        "df": 3,
        "rs": 2,
        "dr": 3,
        "mn": 4,
        "cost": 70,
    }
    doc = {"catalog": "model_profiles", "version": 1, "provenance": {"kind": "group_edit"}}
    entry.update({k: v for k, v in changes.items() if k in entry or k.startswith("extra")})
    doc.update({k: v for k, v in changes.items() if k == "version"})
    return {**doc, "entries": [entry]}


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        (
            {"version": 2},
            "version: the file is a profile file of version 2; this warclan reads version 1",
        ),
        ({"version": 10**30}, "version: must be at most 1000, found a number with 31 digits"),
        ({"extra": 10**30}, "entries[0].extra: unknown field"),
        ({"name": "x" * 1_000_000}, "entries[0].name: is 1,000,000 characters; at most 120"),
        ({"key": "mine=skald"}, "entries[0].key: text 'mine=skald' contains '='"),
        ({"name": "Sk\x1b[31mald"}, "entries[0].name: has the control character U+001B at"),
        ({"name": "Sk\u202eald"}, "entries[0].name: has the bidirectional control U+202E"),
    ],
)
def test_profile_files_are_refused_like_every_other_file(db, tmp_path, changes, message):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(_profile_doc(**changes)), encoding="utf-8")
    with pytest.raises(FileRefused) as info:
        profiles.import_profiles(db, path)
    assert str(info.value).startswith(f"mine.json: {message}")
    assert str(info.value).endswith("(nothing was imported)")
    assert all(p.source == "example" for p in profiles.list_profiles(db))


def test_every_problem_in_a_profile_file_is_listed_at_once(db, tmp_path):
    doc = _profile_doc(ap="two", extra=1)
    doc["entries"].append({**doc["entries"][0], "key": "mine=b", "ap": 2})
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(FileRefused) as info:
        profiles.import_profiles(db, path)
    assert info.value.problems == (
        "entries[0].extra: unknown field (fields here: key, name, faction, ap, hp, sp, ma, ra, "
        "df, rs, dr, mn, cost, size, base_size, special_abilities, attacks, provenance)",
        "entries[0].ap: expected a whole number, found text 'two'",
        "entries[1].extra: unknown field (fields here: key, name, faction, ap, hp, sp, ma, ra, "
        "df, rs, dr, mn, cost, size, base_size, special_abilities, attacks, provenance)",
        "entries[1].key: text 'mine=b' contains '=', which a recruit cannot name",
    )
    assert str(info.value).startswith("mine.json has 4 problems (nothing was imported):\n")
    assert all(p.source == "example" for p in profiles.list_profiles(db))


def test_profile_names_are_stored_nfc(db, tmp_path):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(_profile_doc(name="Ska\u0301ld  the  Old")), encoding="utf-8")
    [imported] = profiles.import_profiles(db, path)
    assert imported.name == "Sk\u00e1ld the Old"
