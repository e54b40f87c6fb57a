from __future__ import annotations

import dataclasses
import json
import pickle
import sqlite3

import pytest
from dbsnapshot import dump
from sqlalchemy import select

from warclan.atomic import FileExists
from warclan.services.errors import NameTaken, ServiceError
from warclan.services.ragnarok import campaigns, clan_files, clans, games, post_game
from warclan.services.ragnarok.dto import ClanView
from warclan.store.models.ragnarok import Campaign, GloryEntry, Improvement, WarClan, Warrior

R = clans.Recruit
Side = games.Side
Dice = post_game.InjuryDice
Orders = post_game.Orders


def build_ravens(db) -> None:
    """Four games of the Ravens: severe, lasting and blinding injuries, a death,
    improvements, God Powers (one with an attack), items (one lost to an equipment roll
    of 1), raid stores and a recruit."""
    camp = campaigns.create_campaign(db, "Winter of Wolves")
    clans.create_clan(
        db,
        camp.id,
        "Snorre",
        "Ravens",
        [R("example.jarl", "Snorre"), R("example.huscarl", "Ulf"), R("example.berserker", "Bjorn")],
    )
    # Game 1: Ulf takes an Eye Wound (-1 RA) and keeps his gear (1D6 of 3).
    g1 = games.record_game(db, camp.id, [Side("Ravens", 10, 2, removed=["Ulf"])])
    post_game.run_post_game(
        db,
        g1.id,
        "Ravens",
        Dice({"Ulf": [4, 5, 3]}),
        Orders(
            raid_roll=9,
            improvements=[post_game.Improve("Bjorn", "df")],
            imprints=[post_game.GrantPower("Snorre", "Thunderous Blows")],
            recruits=[R("example.thrall", "Hild")],
            items=[post_game.BuyItem("Ulf", "shield"), post_game.BuyItem("Bjorn", "throwing axes")],
            powers=[post_game.GrantPower("Hild", "Dwell in Darkness")],
        ),
    )
    # Game 2 (Ulf sits out): Hild badly wounded; Bjorn's Eye Wound with a 1 loses his axes.
    g2 = games.record_game(db, camp.id, [Side("Ravens", 2, 0, removed=["Hild", "Bjorn"])])
    post_game.run_post_game(
        db,
        g2.id,
        "Ravens",
        Dice({"Hild": [6], "Bjorn": [4, 5, 1]}),
        Orders(raid_roll=7, improvements=[post_game.Improve("Snorre", "ma")]),
    )
    # Game 3 (Hild and Bjorn sit out): Ulf's second Eye Wound blinds him.
    g3 = games.record_game(db, camp.id, [Side("Ravens", 1, 0, removed=["Ulf"])])
    post_game.run_post_game(db, g3.id, "Ravens", Dice({"Ulf": [5, 5, 4]}), Orders(raid_roll=9))
    # Game 4 (Ulf sits out): Bjorn dies; Hild is presumed dead, so misses the next game.
    g4 = games.record_game(db, camp.id, [Side("Ravens", 1, 0, removed=["Bjorn", "Hild"])])
    post_game.run_post_game(
        db, g4.id, "Ravens", Dice({"Bjorn": [2], "Hild": [7]}), Orders(raid_roll=9)
    )


def comparable(view: ClanView, name: str | None = None, player: str | None = None) -> ClanView:
    """The view without what belongs to the campaign rather than to the clan: ids, the
    campaign, games played here, the base rank it joined at, and game sequence numbers."""
    warriors = tuple(
        dataclasses.replace(
            w,
            id=0,
            recruited_event_id=None if w.recruited_event_id is None else -1,
            injuries=tuple(dataclasses.replace(i, game_seq=0) for i in w.injuries),
            lost_items=tuple(dataclasses.replace(i, lost_in_game=0) for i in w.lost_items),
        )
        for w in view.warriors
    )
    return dataclasses.replace(
        view,
        id=0,
        name=name or view.name,
        player=player or view.player,
        campaign_id=0,
        campaign="",
        games_played=0,
        pending_game_id=None,
        joined_base_rank=0,
        catch_up_active=False,
        warriors=warriors,
    )


@pytest.fixture
def ravens(db, tmp_path):
    build_ravens(db)
    path = tmp_path / "ravens.json"
    clan_files.export_clan(db, "Ravens", path, "Winter of Wolves")
    return path


def test_the_built_clan_has_everything_worth_sharing(db):
    build_ravens(db)
    view = clans.show_clan(db, "Ravens")
    ws = {w.name: w for w in view.warriors}
    assert ws["Ulf"].blind and ws["Ulf"].penalties == {"ra": -2} and not ws["Ulf"].misses_next_game
    assert ws["Bjorn"].status == "dead" and [i.name for i in ws["Bjorn"].lost_items] == [
        "Throwing Axes"
    ]
    assert ws["Snorre"].improvements == {"ma": 1} and ws["Bjorn"].improvements == {"df": 1}
    assert [p.name for p in ws["Hild"].god_powers] == ["Dwell in Darkness"]
    assert ws["Hild"].god_powers[0].attack is not None
    assert ws["Hild"].recruited_event_id is not None
    assert view.must_miss_next_game == ("Hild",)
    assert [(i.game_seq, i.result) for i in ws["Hild"].injuries] == [(4, "presumed_dead")]
    assert {s.name for s in view.stores} == {"Spare Weapons", "Provisions"}
    assert view.glory_found > 0 and view.glory_spent > 0 and view.rank == 6


def test_export_writes_the_documented_format(db, ravens):
    doc = json.loads(ravens.read_text(encoding="utf-8"))
    assert (doc["format"], doc["version"]) == ("warclan-war-clan", 1)
    assert doc["clan"]["name"] == "Ravens" and doc["clan"]["id_in_source"].startswith("sha256:")
    ulf = next(w for w in doc["warriors"] if w["name"] == "Ulf")
    assert [(i["game"], i["severe_key"], i["latest_game"]) for i in ulf["injuries"]] == [
        (1, "eye_wound", False),
        (3, "eye_wound", False),
    ]
    bjorn = next(w for w in doc["warriors"] if w["name"] == "Bjorn")
    assert [(i["key"], i["lost"], i["lost_in_game"]) for i in bjorn["items"]] == [
        ("throwing_axes", True, 2)
    ]
    hild = next(w for w in doc["warriors"] if w["name"] == "Hild")
    assert [(i["game"], i["result"], i["latest_game"]) for i in hild["injuries"]] == [
        (2, "badly_wounded", False),
        (4, "presumed_dead", True),
    ]
    assert hild["recruited"] == "later" and hild["god_powers"][0]["glory_paid"] == 90
    assert {e["kind"] for e in doc["ledger"]} == {"scenario", "raid", "spend"}
    assert not list(ravens.parent.glob(".ravens.json.*"))  # the temp file was renamed


def test_export_refuses_to_overwrite_unless_asked(db, ravens):
    with pytest.raises(FileExists, match=r"already exists$"):
        clan_files.export_clan(db, "Ravens", ravens)
    result = clan_files.export_clan(db, "Ravens", ravens, overwrite=True)
    assert result.warriors == 4 and result.size_bytes == ravens.stat().st_size


def test_round_trip_into_another_campaign_gives_an_identical_clan(db, ravens):
    original = clans.show_clan(db, "Ravens", "Winter of Wolves")
    campaigns.create_campaign(db, "Summer of Spears")
    result = clan_files.import_clan(db, "Summer of Spears", ravens)
    imported = clans.show_clan(db, "Ravens", "Summer of Spears")
    assert result.clan == imported
    assert comparable(imported) == comparable(original)
    assert imported.games_played == 0 and imported.campaign == "Summer of Spears"
    # Hild's badly wounded in game 2 no longer mattered: left out, and the file says so.
    assert result.injuries_left_out == 1 and result.renamed_from is None


def test_imported_purchases_point_at_the_imported_spends(db, ravens):
    campaigns.create_campaign(db, "Summer of Spears")
    clan_files.import_clan(db, "Summer of Spears", ravens)
    with db.session() as session:
        clan = session.scalar(
            select(WarClan).join(Campaign).where(Campaign.name == "Summer of Spears")
        )
        bought = session.scalars(
            select(Improvement).join(Warrior).where(Warrior.clan_id == clan.id)
        ).all()
        spends = {
            e.id: e
            for e in session.scalars(
                select(GloryEntry).where(GloryEntry.clan_id == clan.id, GloryEntry.kind == "spend")
            )
        }
        assert bought and all(i.glory_entry_id in spends for i in bought)
        assert all(-spends[i.glory_entry_id].amount == i.glory_paid for i in bought)
        # Linking is no edit: every imported warrior is still at its first version.
        versions = session.scalars(select(Warrior.version).where(Warrior.clan_id == clan.id))
        assert set(versions) == {1}


def test_a_warrior_who_must_miss_the_next_game_still_misses_the_first_game_here(db, ravens):
    campaigns.create_campaign(db, "Summer of Spears")
    clan_files.import_clan(db, "Summer of Spears", ravens)
    view = clans.show_clan(db, "Ravens", "Summer of Spears")
    assert view.must_miss_next_game == ("Hild",)
    with pytest.raises(ServiceError, match="Hild must miss this game"):
        games.record_game(db, "Summer of Spears", [Side("Ravens", fielded=["Hild"])])
    game = games.record_game(db, "Summer of Spears", [Side("Ravens")])
    assert game.sides[0].fielded == ("Snorre", "Ulf")
    post_game.run_post_game(db, game.id, "Ravens", orders=Orders(raid_roll=2))
    after = clans.show_clan(db, "Ravens", "Summer of Spears")
    assert after.must_miss_next_game == () and after.games_played == 1
    # The imported lasting injuries still count once the clan has played here.
    ulf = next(w for w in after.warriors if w.name == "Ulf")
    assert ulf.blind and ulf.penalties == {"ra": -2}


def test_re_export_of_an_imported_clan_round_trips_too(db, ravens, tmp_path, db_path):
    campaigns.create_campaign(db, "Summer of Spears")
    campaigns.create_campaign(db, "Autumn of Axes")
    clan_files.import_clan(db, "Summer of Spears", ravens, rename="Hrafnar")
    again = tmp_path / "again.json"
    clan_files.export_clan(db, "Hrafnar", again, "Summer of Spears")
    clan_files.import_clan(db, "Autumn of Axes", again)
    first = clans.show_clan(db, "Ravens", "Winter of Wolves")
    third = clans.show_clan(db, "Hrafnar", "Autumn of Axes")
    assert comparable(third, "Ravens") == comparable(first)
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in (ravens, again)]
    assert docs[0]["clan"]["id_in_source"] == docs[1]["clan"]["id_in_source"]
    # The copy, under another name, is still caught where the original lives.
    before = dump(db_path)
    with pytest.raises(ServiceError, match="already in Winter of Wolves as 'Ravens'"):
        clan_files.import_clan(db, "Winter of Wolves", again)
    assert dump(db_path) == before


def test_importing_twice_is_refused_and_rename_makes_a_copy(db, ravens, db_path):
    before = dump(db_path)
    with pytest.raises(NameTaken, match=r"already has a War Clan called 'Ravens'; import it as a"):
        clan_files.import_clan(db, "Winter of Wolves", ravens)
    assert dump(db_path) == before
    copy = clan_files.import_clan(db, "Winter of Wolves", ravens, rename="Ravens II", player="Ulla")
    assert (copy.clan.name, copy.clan.player, copy.renamed_from) == ("Ravens II", "Ulla", "Ravens")
    original = clans.show_clan(db, "Ravens")
    assert comparable(copy.clan, "Ravens", "Snorre") == comparable(original)
    # The copy keeps the original's identity, so a plain import is still refused.
    campaigns.create_campaign(db, "Summer of Spears")
    clan_files.import_clan(db, "Summer of Spears", ravens, rename="Hrafnar")
    with pytest.raises(ServiceError, match="already in Summer of Spears as 'Hrafnar'"):
        clan_files.import_clan(db, "Summer of Spears", ravens)
    with pytest.raises(ServiceError, match="already has a War Clan called 'Ravens II'"):
        clan_files.import_clan(db, "Winter of Wolves", ravens, rename="ravens ii")


@pytest.mark.sqlite_only("reads the rows with sqlite3")
def test_imported_history_hangs_from_one_import_event(db, ravens, db_path):
    campaigns.create_campaign(db, "Summer of Spears")
    result = clan_files.import_clan(db, "Summer of Spears", ravens)
    conn = sqlite3.connect(db_path)
    try:
        events = conn.execute(
            "SELECT id, kind, game_id, participant_id FROM campaign_event WHERE clan_id = ?",
            (result.clan.id,),
        ).fetchall()
        assert [e[1:] for e in events] == [("import", None, None)]
        event_id = events[0][0]
        for table in ("glory_entry", "clan_store"):
            rows = conn.execute(
                f"SELECT DISTINCT event_id FROM {table} WHERE clan_id = ?", (result.clan.id,)
            ).fetchall()
            assert rows == [(event_id,)], table
        for table in ("injury", "improvement", "warrior_god_power", "warrior_item"):
            rows = conn.execute(
                f"SELECT DISTINCT t.event_id FROM {table} t JOIN warrior w ON w.id = t.warrior_id "
                "WHERE w.clan_id = ?",
                (result.clan.id,),
            ).fetchall()
            assert rows == [(event_id,)], table
    finally:
        conn.close()


def test_joined_base_rank_is_the_importing_campaigns(db, ravens):
    camp = campaigns.create_campaign(db, "Summer of Spears")
    clans.create_clan(db, camp.id, "Ulla", "Wolves", [R("example.jarl", "Ulla")])
    game = games.record_game(db, camp.id, [Side("Wolves", 10, 0)])  # 200 Glory: rank 4
    post_game.run_post_game(db, game.id, "Wolves", orders=Orders(raid_roll=2))
    imported = clan_files.import_clan(db, camp.id, ravens).clan
    assert imported.joined_base_rank == 4 and imported.rank == 6 and not imported.catch_up_active


# --- bad files ---------------------------------------------------------------------------


@pytest.fixture
def target(db, ravens, db_path):
    """A campaign to import into, and the database as it was before."""
    campaigns.create_campaign(db, "Summer of Spears")
    return dump(db_path)


def _write(tmp_path, doc, name="clan.json"):
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _refused(db, db_path, before, path, *patterns: str) -> str:
    with pytest.raises(ServiceError) as caught:
        clan_files.import_clan(db, "Summer of Spears", path)
    message = str(caught.value)
    for pattern in patterns:
        assert pattern in message, message
    assert dump(db_path) == before
    return message


def test_truncated_file(db, db_path, ravens, target, tmp_path):
    path = tmp_path / "clan.json"
    path.write_bytes(ravens.read_bytes()[:400])
    _refused(
        db,
        db_path,
        target,
        path,
        "clan.json: (top level): not valid JSON at line",
        "(nothing was imported)",
    )


def test_wrong_types_and_values_are_all_reported_with_their_paths(
    db, db_path, ravens, target, tmp_path
):
    doc = json.loads(ravens.read_text(encoding="utf-8"))
    doc["warriors"][1]["stats"]["df"] = "four"
    doc["warriors"][0]["injuries"] = [dict(doc["warriors"][1]["injuries"][0], stat="xp")]
    doc["warriors"][2]["cost_paid"] = -5
    doc["warriors"][3]["name"] = "ulf"
    doc["warriors"][3]["recruited"] = "bought"
    doc["ledger"][1]["kind"] = "loot"
    doc["stores"][0]["quantity"] = True
    doc["clan"]["colour"] = "black"
    message = _refused(
        db,
        db_path,
        target,
        _write(tmp_path, doc),
        "clan.json has 8 problems (nothing was imported):",
        "warriors[1].stats.df: expected a whole number, found text",
        "warriors[0].injuries[0].stat: unknown stat 'xp'",
        "warriors[2].cost_paid: must be at least 0, found -5",
        "warriors[3].recruited: must be one of founding, later, found 'bought'",
        "warriors[3].name: 'ulf' is also the name of warriors[1]",
        "ledger[1].kind: must be one of scenario, catch_up, correction, spend, refund, raid",
        "stores[0].quantity: expected a whole number, found true",
        "clan.colour: unknown field",
    )
    assert message.count("\n") == 8  # a summary line, then one line per problem


def test_missing_fields_and_inconsistent_injuries(db, db_path, ravens, target, tmp_path):
    doc = json.loads(ravens.read_text(encoding="utf-8"))
    ulf = doc["warriors"][1]
    del ulf["stats"]["hp"]
    ulf["injuries"][0]["lasting"] = False
    ulf["god_powers"] = [dict(doc["warriors"][0]["god_powers"][0])] * 2
    del doc["ledger"]
    _refused(
        db,
        db_path,
        target,
        _write(tmp_path, doc),
        "warriors[1].stats.hp: is missing",
        "warriors[1].injuries[0].lasting: must be true for a severe wound or a removal",
        "warriors[1].god_powers[1].key: 'thor.thunderous_blows' is also god_powers[0]",
        "ledger: is missing",
    )


def test_a_ledger_that_leaves_unspent_glory_negative(db, db_path, ravens, target, tmp_path):
    doc = json.loads(ravens.read_text(encoding="utf-8"))
    doc["ledger"].append({"kind": "spend", "amount": -5000, "note": "a longship"})
    doc["ledger"].append({"kind": "raid", "amount": -5, "note": "lost coins"})
    _refused(
        db,
        db_path,
        target,
        _write(tmp_path, doc),
        "ledger[",
        "a raid entry cannot be negative (-5)",
    )
    doc["ledger"].pop()
    _refused(
        db,
        db_path,
        target,
        _write(tmp_path, doc),
        "clan.json: ledger: leaves",
        "ledger: leaves -",
        "unspent Glory",
    )


def test_founding_cost_must_match(db, db_path, ravens, target, tmp_path):
    doc = json.loads(ravens.read_text(encoding="utf-8"))
    doc["clan"]["creation_cost"] = 100
    _refused(
        db,
        db_path,
        target,
        _write(tmp_path, doc),
        "clan.creation_cost: is 100 but the founding warriors cost 440",
    )


def test_oversized_file_is_refused_unread(db, db_path, target, tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (clan_files.MAX_FILE_BYTES + 1))
    _refused(db, db_path, target, path, "huge.json: is 5,000,001 bytes", "at most 5,000,000")


def test_newer_version_is_refused_naming_it(db, db_path, ravens, target, tmp_path):
    doc = json.loads(ravens.read_text(encoding="utf-8"))
    doc["version"] = 2
    doc["warclan_version"] = "9.0"
    _refused(
        db, db_path, target, _write(tmp_path, doc), "version 2", "by warclan 9.0", "reads version 1"
    )


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (pickle.dumps({"format": "warclan-war-clan"}), "not UTF-8 text"),
        (pickle.dumps({"format": "x"}, protocol=0), "not valid JSON"),
        (b"\x00\x01\x02binary", "not valid JSON"),
        (b"", "not valid JSON"),
        (b'{"format": "warband", "version": 1}', "format: not a War Clan file"),
        (b"[1, 2, 3]", "(top level): expected an object, found a list"),
        (b'{"format": "warclan-war-clan", "format": "x"}', "appears twice"),
        (b'{"format": "warclan-war-clan", "version": NaN}', "NaN is not a number JSON allows"),
        (
            b'{"format": "warclan-war-clan", "version": "1"}',
            "version: expected a whole number, found text '1'",
        ),
        (b"[" * 100_000, "nested too deeply"),
    ],
)
def test_files_that_are_not_war_clan_files(db, db_path, target, tmp_path, content, expected):
    path = tmp_path / "clan.pkl"
    path.write_bytes(content)
    _refused(db, db_path, target, path, expected)


def test_unknown_campaign_changes_nothing(db, db_path, ravens, target):
    with pytest.raises(ServiceError, match="no campaign 'Nowhere'"):
        clan_files.import_clan(db, "Nowhere", ravens)
    assert dump(db_path) == target


# --- text, dates and files that used to get past the checks ----------------------------


def test_lone_surrogates_are_refused_with_their_paths(db, db_path, ravens, target, tmp_path):
    text = ravens.read_text(encoding="utf-8")
    doc = json.loads(text)
    doc["clan"]["name"] = "Ravens \ud800"
    doc["warriors"][1]["injuries"][0]["result"] = "\udfff"
    doc["stores"] = [{"name\udc00": "x", "quantity": 1, "source": "raid"}]
    path = tmp_path / "clan.json"
    path.write_text(json.dumps(doc), encoding="utf-8")  # ASCII: the escapes as "\ud800"
    message = _refused(
        db,
        db_path,
        target,
        path,
        "clan.json has 3 problems (nothing was imported):",
        "clan.name: the text contains \\ud800, a lone surrogate",
        "warriors[1].injuries[0].result: the text contains \\udfff",
        'stores[0]: the field name "name\\udc00" contains \\udc00',
    )
    message.encode("utf-8")  # printable as it is


@pytest.mark.parametrize("when", ["0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00"])
def test_a_creation_time_outside_the_storable_range(db, db_path, ravens, target, tmp_path, when):
    doc = json.loads(ravens.read_text(encoding="utf-8"))
    doc["clan"]["created_at"] = when
    _refused(
        db,
        db_path,
        target,
        _write(tmp_path, doc),
        f"clan.json: clan.created_at: {when!r} is outside the dates warclan can store",
    )


def test_export_has_the_usual_permissions(db, ravens, tmp_path):
    import os

    old = os.umask(0o022)
    try:
        clan_files.export_clan(db, "Ravens", tmp_path / "copy.json")
    finally:
        os.umask(old)
    assert (tmp_path / "copy.json").stat().st_mode & 0o777 == 0o644  # mkstemp gave 0o600


def test_control_characters_in_names_and_texts_are_refused_with_their_paths(
    db, db_path, ravens, target, tmp_path
):
    doc = json.loads(ravens.read_text(encoding="utf-8"))
    doc["clan"]["name"] = "Ravens\x1b[31m"
    doc["warriors"][0]["name"] = "Sn\u202eorre"
    doc["warriors"][1]["name"] = "\u200bUlf"
    doc["ledger"][0]["note"] = "bell\x07"
    _refused(
        db,
        db_path,
        target,
        _write(tmp_path, doc),
        "clan.json has 4 problems (nothing was imported):",
        "clan.name: has the control character U+001B at character 7",
        "warriors[0].name: has the bidirectional control U+202E at character 3",
        "warriors[1].name: has the invisible character U+200B at character 1",
        "ledger[0].note: has the control character U+0007 at character 5",
    )


def test_imported_names_are_stored_nfc(db, ravens, target, tmp_path):
    doc = json.loads(ravens.read_text(encoding="utf-8"))
    doc["clan"]["name"] = "Rave\u0301ns"
    result = clan_files.import_clan(db, "Summer of Spears", _write(tmp_path, doc))
    assert result.clan.name == "Rav\u00e9ns"
