"""Revision 0007 (by way of 0003–0006) on databases users already have: the files in
tests/fixtures/databases were written by the warclan of revisions 0001 and 0002 through
its real commands (build.py)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from dbsnapshot import dump

from warclan.services.ragnarok import campaigns, clans, games, post_game
from warclan.store.database import Database
from warclan.store.errors import StorageError
from warclan.store.schema_head import HEAD_REVISION

# Each test replays the migrations from an old revision.
pytestmark = pytest.mark.slow

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "databases"
# Columns added after 0002: raids (0004), version (0005), name_key and glory_entry_id (0007).
NEW_COLUMNS = {
    "raids", "version", "name_key", "glory_entry_id", "dice_seed",
    "owner", "status", "status_note", "status_by",  # 0009
}  # fmt: skip


def copy_of(name: str, folder: Path) -> Path:
    target = folder / name
    shutil.copyfile(FIXTURES / name, target)
    return target


def rows(path: Path, sql: str) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def without_new_columns(path: Path) -> dict[str, list[tuple]]:
    """Every row of every table, in the columns revision 0002 had."""
    conn = sqlite3.connect(path)
    try:
        found = {}
        for (table,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
            if table == "alembic_version":
                continue
            columns = [
                r[1] for r in conn.execute(f"PRAGMA table_info({table})") if r[1] not in NEW_COLUMNS
            ]
            found[table] = sorted(
                conn.execute(f"SELECT {', '.join(columns)} FROM {table}").fetchall(), key=repr
            )
        return found
    finally:
        conn.close()


@pytest.mark.parametrize("name", ["rev-0002.sqlite", "rev-0001-played.sqlite"])
def test_an_old_database_with_data_is_upgraded_keeping_every_row(name: str, tmp_path: Path) -> None:
    path = copy_of(name, tmp_path)
    before = without_new_columns(path)
    database = Database(f"sqlite:///{path}")
    database.close()
    assert database.report.migrated_from == name[4:8]
    assert database.report.backup is not None and database.report.backup.exists()
    after = without_new_columns(path)
    assert {t: after[t] for t in before} == before  # 0001 files gain the empty mr_ tables
    assert rows(path, "SELECT version_num FROM alembic_version") == [(HEAD_REVISION,)]
    assert rows(path, "SELECT name, name_key FROM war_clan ORDER BY id") == [
        ("Ravens", "ravens"),
        ("Wolves", "wolves"),
        ("Ravens", "ravens"),
    ]
    assert ("Ása", "ása") in rows(path, "SELECT name, name_key FROM warrior")


def test_each_purchase_is_linked_to_the_spend_that_paid_for_it(tmp_path: Path) -> None:
    path = copy_of("rev-0002.sqlite", tmp_path)
    Database(f"sqlite:///{path}").close()
    paid = rows(
        path,
        "SELECT p.what, g.note, g.amount, p.paid FROM ("
        " SELECT glory_entry_id AS entry, 'recruit ' || name AS what, cost_paid AS paid"
        "  FROM warrior WHERE glory_entry_id IS NOT NULL"
        " UNION ALL SELECT glory_entry_id, 'improve ' || stat, glory_paid FROM improvement"
        " UNION ALL SELECT glory_entry_id, 'item ' || name, glory_paid FROM warrior_item"
        " UNION ALL SELECT glory_entry_id, 'power ' || name, glory_paid FROM warrior_god_power"
        ") p JOIN glory_entry g ON g.id = p.entry ORDER BY g.id",
    )
    # In the campaign where they were bought, and again in the imported copy of the clan.
    once = [
        ("improve df", "+1 DF for Ulf", -40, 40),
        ("recruit Hild", "recruit Hild (Example Thrall)", -40, 40),
        ("item Shield", "Shield for Hild", -20, 20),
        ("power Thunderous Blows", "Thunderous Blows for Snorre", -60, 60),
    ]
    assert paid == once + once
    # Every spend pays for exactly one purchase; founding warriors were paid at creation.
    assert rows(path, "SELECT count(*) FROM glory_entry WHERE kind = 'spend'") == [(8,)]
    assert rows(
        path,
        "SELECT count(*) FROM warrior WHERE recruited_event_id IS NULL AND glory_entry_id IS NULL",
    ) == [(9,)]


def test_the_upgraded_database_works_and_undo_takes_the_purchases_with_the_spends(
    tmp_path: Path,
) -> None:
    path = copy_of("rev-0002.sqlite", tmp_path)
    db = Database(f"sqlite:///{path}")
    try:
        before = clans.show_clan(db, "Ravens", "Winter of Wolves")
        game = games.record_game(db, "Winter of Wolves", [games.Side("ravens", 1, 0)])
        post_game.run_post_game(
            db,
            game.id,
            "Ravens",
            orders=post_game.Orders(raid_roll=2, items=[post_game.BuyItem("hild", "war horn")]),
        )
        assert rows(path, "SELECT count(*) FROM warrior_item WHERE glory_entry_id IS NOT NULL") == [
            (3,)
        ]
        games.undo_latest_game(db, "Ravens", "Winter of Wolves")
        after = clans.show_clan(db, "RAVENS", "winter of wolves")
        assert after.unspent_glory == before.unspent_glory
        assert [w.items for w in after.warriors] == [w.items for w in before.warriors]
    finally:
        db.close()


def test_rows_that_break_a_new_rule_stop_the_upgrade_and_change_nothing(tmp_path: Path) -> None:
    path = copy_of("rev-0002.sqlite", tmp_path)
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO warrior (clan_id, name, profile_key, profile_name, faction, ap, hp, sp, ma,"
        " ra, df, rs, dr, mn, size, base_size, special_abilities, attacks, cost_paid, created_at)"
        " SELECT clan_id, 'ULF ', profile_key, profile_name, faction, ap, hp, sp, ma, ra, df, rs,"
        " dr, mn, size, base_size, special_abilities, attacks, cost_paid, created_at"
        " FROM warrior WHERE name = 'Ulf' AND clan_id = 1"
    )
    conn.execute("UPDATE glory_entry SET amount = 5 WHERE id = 3")  # a spend that adds Glory
    conn.commit()
    conn.close()
    before = dump(path)

    with pytest.raises(StorageError) as refused:
        Database(f"sqlite:///{path}")

    message = str(refused.value)
    assert "warrior rows whose names differ only in case or spacing (id 2)" in message
    assert "glory_entry rows breaking amount_sign_of_kind (id 3)" in message
    assert "the database was not changed" in message
    assert dump(path) == before
    # The backup was made first, and removed once the migration had rolled back.
    assert list((tmp_path / "backups").glob("*.sqlite")) == []


def test_names_written_before_nfc_get_the_key_a_typed_name_finds(tmp_path: Path) -> None:
    """A 0002 file may hold a decomposed name ("A" + combining ring); its key is NFC, as
    every name typed today is, so the lookup by the composed spelling finds it."""
    path = copy_of("rev-0002.sqlite", tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE campaign SET name = 'A\u030asgard Saga' WHERE id = 2")
    conn.commit()
    conn.close()
    db = Database(f"sqlite:///{path}")
    try:
        assert rows(path, "SELECT name_key FROM campaign WHERE id = 2") == [("\u00e5sgard saga",)]
        assert campaigns.campaign_overview(db, "\u00c5SGARD  SAGA").id == 2
    finally:
        db.close()
