"""rules in the schema: CHECK constraints, case-insensitive name keys, purchases linked to
the ledger entries that paid for them, constraint names with every column, no index that
repeats the first column of a UNIQUE constraint; the game-night tables (vgw_, mm_) too

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01 15:00:00

Existing rows are checked before any constraint is added: if one breaks a rule, the
migration stops with a message naming it and the database is left as it was (the caller
has already made its backup). Everything here is frozen in this file; it imports no
warclan code but the storage error and does not follow later model edits.
"""

import unicodedata
from collections.abc import Callable, Sequence
from typing import Literal

import sqlalchemy as sa
from alembic import op

from warclan.store.errors import StorageError

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

STATS = ("ap", "hp", "sp", "ma", "ra", "df", "rs", "dr", "mn")
STAT_IN = ", ".join(f"'{s}'" for s in STATS)
NAME_KEY_LENGTH = 360

# table -> the parent column a name is unique within (None: unique over the table)
NAMED = {
    "campaign": None,
    "player": "campaign_id",
    "war_clan": "campaign_id",
    "warrior": "clan_id",
    "mr_warband": None,
    "mr_warrior": "warband_id",
    "vgw_player": None,
    "mm_player": None,
}
VGW_HANDICAPS = ("more_cards", "more_objectives", "fewer_vp")
PURCHASES = ("warrior", "improvement", "warrior_god_power", "warrior_item")


def name_key(name: str) -> str:
    """As warclan.store.models.base.name_key on the day of this migration (names written
    before warclan.text may not be NFC yet; their keys are)."""
    return " ".join(unicodedata.normalize("NFC", name).split()).lower()


def _in(*values: str) -> str:
    return ", ".join(f"'{v}'" for v in values)


# table -> (constraint name without "ck_<table>_", condition)
CHECKS: dict[str, list[tuple[str, str]]] = {
    "war_clan": [
        ("creation_cost_not_negative", "creation_cost >= 0"),
        ("joined_base_rank_not_negative", "joined_base_rank >= 0"),
    ],
    "warrior": [("cost_paid_not_negative", "cost_paid >= 0")],
    "game_participant": [
        ("victory_points_not_negative", "victory_points >= 0"),
        ("encounter_kills_not_negative", "encounter_kills >= 0"),
        ("rank_before_not_negative", "rank_before >= 0"),
    ],
    "campaign_event": [
        ("kind", f"kind IN ({_in('post_game', 'import')})"),
        (
            "import_has_no_game",
            "(kind = 'import' AND game_id IS NULL AND participant_id IS NULL)"
            " OR (kind = 'post_game' AND game_id IS NOT NULL AND participant_id IS NOT NULL)",
        ),
    ],
    "glory_entry": [
        (
            "kind",
            f"kind IN ({_in('scenario', 'catch_up', 'correction', 'spend', 'refund', 'raid')})",
        ),
        (
            "amount_sign_of_kind",
            "(kind = 'spend' AND amount <= 0) OR kind = 'correction'"
            " OR (kind IN ('scenario', 'catch_up', 'refund', 'raid') AND amount >= 0)",
        ),
    ],
    "dice_roll": [
        ("position_not_negative", "position >= 0"),
        (
            "value_on_the_dice",
            "(kind = '2D6' AND value BETWEEN 2 AND 12) OR (kind = '1D6' AND value BETWEEN 1 AND 6)"
            " OR (kind = 'D10' AND value BETWEEN 1 AND 10)",
        ),
        ("kind", f"kind IN ({_in('2D6', '1D6', 'D10')})"),
        ("origin", f"origin IN ({_in('entered', 'rolled')})"),
    ],
    "injury": [
        ("roll_on_2d6", "roll BETWEEN 2 AND 12"),
        ("equipment_roll_on_1d6", "equipment_roll BETWEEN 1 AND 6"),
        ("dies_implies_removed", "NOT dies OR removed"),
        ("stat_known", f"stat IS NULL OR stat IN ({STAT_IN})"),
        (
            "result",
            "result IN ("
            + _in("dead", "severely_wounded", "badly_wounded", "presumed_dead", "recovers")
            + ")",
        ),
    ],
    "improvement": [
        ("stat_known", f"stat IN ({STAT_IN})"),
        ("delta_positive", "delta >= 1"),
        ("glory_paid_not_negative", "glory_paid >= 0"),
    ],
    "raid_result": [
        ("roll_on_2d6", "roll BETWEEN 2 AND 12"),
        ("survivors_positive", "survivors >= 1"),
        ("glory_not_negative", "glory >= 0"),
    ],
    "clan_store": [("quantity_positive", "quantity >= 1")],
    "warrior_god_power": [
        ("glory_paid_not_negative", "glory_paid >= 0"),
        ("godspark_cost_not_negative", "godspark_cost >= 0"),
        ("step", f"step IN ({_in('improve', 'purchase', 'import')})"),
    ],
    "warrior_item": [
        ("glory_paid_not_negative", "glory_paid >= 0"),
        ("kind", f"kind IN ({_in('equipment', 'artifact')})"),
    ],
    "model_profile": [
        ("source", f"source IN ({_in('rulebook', 'house_rule', 'example', 'group_edit')})"),
    ],
    "mr_warband": [
        (f"{s}_limit_not_negative", f"{s}_limit >= 0")
        for s in ("speed", "attack", "toughness", "wounds")
    ],
    "mr_warrior": [
        *(
            (f"{s}_cp_not_negative", f"{s}_cp >= 0")
            for s in ("speed", "attack", "toughness", "wounds")
        ),
        ("position_not_negative", "position >= 0"),
    ],
    "mr_ability": [("cost_one_or_two", "cost BETWEEN 1 AND 2")],
    "mr_match_side": [("casualties_not_negative", "casualties >= 0")],
    "vgw_play": [
        ("player_count_one_to_four", "player_count BETWEEN 1 AND 4"),
        *((f"{h}_zero_to_three", f"{h} BETWEEN 0 AND 3") for h in VGW_HANDICAPS),
        (
            "handicaps_once_outside_war_of_jarls",
            "war_of_jarls OR (" + " AND ".join(f"{h} <= 1" for h in VGW_HANDICAPS) + ")",
        ),
        ("seed_not_negative", "seed IS NULL OR seed >= 0"),
    ],
    "vgw_play_player": [("position_not_negative", "position >= 0")],
    "mm_match": [
        *((f"{side}_points_not_negative", f"{side}_points >= 0") for side in ("a", "b")),
        *(
            (f"{side}_{what}_zero_to_seven", f"{side}_{what} BETWEEN 0 AND 7")
            for side in ("a", "b")
            for what in ("gold", "mead")
        ),
        ("first", f"first IN ({_in('a', 'b')})"),
        (
            "solo_has_no_player_b",
            "(solo AND b_player_id IS NULL) OR (NOT solo AND b_player_id IS NOT NULL)",
        ),
        ("loki_game_only_solo", "loki_game_id IS NULL OR solo"),
        ("seed_not_negative", "seed IS NULL OR seed >= 0"),
    ],
    "mm_loki_event": [
        ("seq_positive", "seq >= 1"),
        ("kind", f"kind IN ({_in('draw', 'prophecy', 'focus')})"),
        ("side", f"side IS NULL OR side IN ({_in('sun', 'moon')})"),
        ("scorer", f"scorer IS NULL OR scorer IN ({_in('player', 'loki', 'tie')})"),
    ],
}

# table -> (old name, new name, columns) of UNIQUE constraints; old None: a new one
UNIQUES: dict[str, list[tuple[str | None, str, list[str]]]] = {
    "campaign": [("uq_campaign_name", "uq_campaign_name_key", ["name_key"])],
    "player": [
        ("uq_player_campaign_id", "uq_player_campaign_id_name_key", ["campaign_id", "name_key"])
    ],
    "war_clan": [
        ("uq_war_clan_campaign_id", "uq_war_clan_campaign_id_name_key", ["campaign_id", "name_key"])
    ],
    "warrior": [("uq_warrior_clan_id", "uq_warrior_clan_id_name_key", ["clan_id", "name_key"])],
    "game": [("uq_game_campaign_id", "uq_game_campaign_id_seq", ["campaign_id", "seq"])],
    "game_participant": [
        (
            "uq_game_participant_game_id",
            "uq_game_participant_game_id_clan_id",
            ["game_id", "clan_id"],
        )
    ],
    "catalog_override": [
        (
            "uq_catalog_override_campaign_id",
            "uq_catalog_override_campaign_id_catalog_entry_key",
            ["campaign_id", "catalog", "entry_key"],
        )
    ],
    "dice_roll": [(None, "uq_dice_roll_event_id_position", ["event_id", "position"])],
    "warrior_god_power": [
        (None, "uq_warrior_god_power_warrior_id_power_key", ["warrior_id", "power_key"])
    ],
    "mr_warband": [("uq_mr_warband_name", "uq_mr_warband_name_key", ["name_key"])],
    "mr_warrior": [
        (
            "uq_mr_warrior_warband_id",
            "uq_mr_warrior_warband_id_name_key",
            ["warband_id", "name_key"],
        )
    ],
    "vgw_player": [("uq_vgw_player_name", "uq_vgw_player_name_key", ["name_key"])],
    "mm_player": [("uq_mm_player_name", "uq_mm_player_name_key", ["name_key"])],
    "vgw_play_player": [
        (
            "uq_vgw_play_player_play_id",
            "uq_vgw_play_player_play_id_player_id",
            ["play_id", "player_id"],
        )
    ],
    "mm_loki_event": [
        ("uq_mm_loki_event_game_id", "uq_mm_loki_event_game_id_seq", ["game_id", "seq"])
    ],
    "mr_match_side": [
        (
            "uq_mr_match_side_match_id",
            "uq_mr_match_side_match_id_warband_id",
            ["match_id", "warband_id"],
        )
    ],
}

# table -> (old index, new index or None to drop, columns)
INDEXES: dict[str, list[tuple[str, str | None, list[str]]]] = {
    # each of these repeats the first column of a UNIQUE constraint
    "player": [("ix_player_campaign_id", None, [])],
    "war_clan": [("ix_war_clan_campaign_id", None, [])],
    "warrior": [("ix_warrior_clan_id", None, [])],
    "game": [("ix_game_campaign_id", None, [])],
    "game_participant": [
        ("ix_game_participant_game_id", None, []),
        (
            "ix_game_participant_clan_game",
            "ix_game_participant_clan_id_game_id",
            ["clan_id", "game_id"],
        ),
    ],
    "catalog_override": [("ix_catalog_override_campaign_id", None, [])],
    "dice_roll": [("ix_dice_roll_event_id", None, [])],
    "warrior_god_power": [("ix_warrior_god_power_warrior_id", None, [])],
    "mr_warrior": [("ix_mr_warrior_warband_id", None, [])],
    "mr_match_side": [("ix_mr_match_side_match_id", None, [])],
    "vgw_play_player": [("ix_vgw_play_player_play_id", None, [])],
    "mm_loki_event": [("ix_mm_loki_event_game_id", None, [])],
    "glory_entry": [
        (
            "ix_glory_entry_clan_kind",
            "ix_glory_entry_clan_id_kind_amount",
            ["clan_id", "kind", "amount"],
        )
    ],
    "injury": [
        ("ix_injury_warrior_lasting", "ix_injury_warrior_id_lasting", ["warrior_id", "lasting"])
    ],
}

# rows that would break a new rule: (what, query giving a few offending ids)
PROBLEMS: list[tuple[str, str]] = [
    *(
        (
            f"{table} rows whose names differ only in case or spacing",
            f"SELECT min(id) FROM {table} GROUP BY {parent + ', ' if parent else ''}name_key"
            " HAVING count(*) > 1",
        )
        for table, parent in NAMED.items()
    ),
    (
        "warriors with the same God Power twice",
        "SELECT min(id) FROM warrior_god_power GROUP BY warrior_id, power_key HAVING count(*) > 1",
    ),
    (
        "dice rolls sharing a position in one event",
        "SELECT min(id) FROM dice_roll GROUP BY event_id, position HAVING count(*) > 1",
    ),
    *(
        (f"{table} rows breaking {name}", f"SELECT id FROM {table} WHERE NOT ({condition})")
        for table, checks in CHECKS.items()
        for name, condition in checks
    ),
]


def _recreate() -> Literal["always", "auto"]:
    """SQLite: one table rebuild for all of a table's changes. Other databases alter the
    table in place (a rebuild would drop a primary key that foreign keys depend on)."""
    return "always" if op.get_bind().dialect.name == "sqlite" else "auto"


def upgrade() -> None:
    bind = op.get_bind()
    # 1. New columns, filled in before any constraint needs them.
    for table in NAMED:
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column("name_key", sa.String(NAME_KEY_LENGTH), nullable=True))
    for table in PURCHASES:
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column("glory_entry_id", sa.Integer(), nullable=True))
    for table in NAMED:
        rows = bind.execute(sa.text(f"SELECT id, name FROM {table}")).all()
        for ident, name in rows:
            bind.execute(
                sa.text(f"UPDATE {table} SET name_key = :key WHERE id = :id"),
                {"key": name_key(name), "id": ident},
            )
    _link_purchases(bind)
    _refuse_broken_rows(bind)
    # 2. Constraints and indexes, one table rebuild each on SQLite.
    tables = dict.fromkeys([*NAMED, *PURCHASES, *CHECKS, *UNIQUES, *INDEXES])
    for table in tables:
        with op.batch_alter_table(table, recreate=_recreate()) as batch:
            if table in NAMED:
                batch.alter_column(
                    "name_key", existing_type=sa.String(NAME_KEY_LENGTH), nullable=False
                )
            for old, new, columns in UNIQUES.get(table, []):
                if old is not None:
                    batch.drop_constraint(old, type_="unique")
                batch.create_unique_constraint(op.f(new), columns)
            if table in PURCHASES:
                batch.create_unique_constraint(
                    op.f(f"uq_{table}_glory_entry_id"), ["glory_entry_id"]
                )
                batch.create_foreign_key(
                    op.f(f"fk_{table}_glory_entry_id_glory_entry"),
                    "glory_entry",
                    ["glory_entry_id"],
                    ["id"],
                    ondelete="CASCADE",
                )
            for name, condition in CHECKS.get(table, []):
                batch.create_check_constraint(op.f(f"ck_{table}_{name}"), condition)
            for old, new, columns in INDEXES.get(table, []):
                batch.drop_index(op.f(old))
                if new is not None:
                    batch.create_index(op.f(new), columns, unique=False)


def _link_purchases(bind: sa.Connection) -> None:
    """Point each purchase at the spend that paid for it: same event, the amount paid, and
    the note the post-game steps (and War Clan files) wrote for it. A purchase without
    such a spend stays unlinked."""
    spends: dict[tuple[int, int, str], list[int]] = {}
    for ident, event_id, amount, note in bind.execute(
        sa.text(
            "SELECT id, event_id, amount, note FROM glory_entry"
            " WHERE kind = 'spend' AND event_id IS NOT NULL ORDER BY id"
        )
    ):
        spends.setdefault((event_id, -amount, note), []).append(ident)

    def link(table: str, query: str, note: Callable[[sa.Row[tuple[object, ...]]], str]) -> None:
        for row in bind.execute(sa.text(query)).all():
            found = spends.get((row.event_id, row.paid, note(row)))
            if found:
                bind.execute(
                    sa.text(f"UPDATE {table} SET glory_entry_id = :entry WHERE id = :id"),
                    {"entry": found.pop(0), "id": row.id},
                )

    link(
        "warrior",
        "SELECT id, recruited_event_id AS event_id, cost_paid AS paid, name, profile_name"
        " FROM warrior WHERE recruited_event_id IS NOT NULL ORDER BY id",
        lambda r: f"recruit {r.name} ({r.profile_name})",
    )
    link(
        "improvement",
        "SELECT i.id, i.event_id, i.glory_paid AS paid, i.stat, i.delta, w.name AS warrior"
        " FROM improvement i JOIN warrior w ON w.id = i.warrior_id ORDER BY i.id",
        lambda r: f"+{r.delta} {r.stat.upper()} for {r.warrior}",
    )
    for table in ("warrior_item", "warrior_god_power"):
        link(
            table,
            f"SELECT p.id, p.event_id, p.glory_paid AS paid, p.name, w.name AS warrior"
            f" FROM {table} p JOIN warrior w ON w.id = p.warrior_id ORDER BY p.id",
            lambda r: f"{r.name} for {r.warrior}",
        )


def _refuse_broken_rows(bind: sa.Connection) -> None:
    found = []
    for what, query in PROBLEMS:
        ids = [row[0] for row in bind.execute(sa.text(query)).all()]
        if ids:
            shown = ", ".join(map(str, ids[:5])) + (" …" if len(ids) > 5 else "")
            found.append(f"{what} (id {shown})")
    if found:
        raise StorageError(
            "cannot bring this database to revision 0007: "
            + "; ".join(found)
            + ". Fix those rows with an older warclan first; the database was not changed."
        )


def downgrade() -> None:
    tables = dict.fromkeys([*NAMED, *PURCHASES, *CHECKS, *UNIQUES, *INDEXES])
    for table in reversed(list(tables)):
        with op.batch_alter_table(table, recreate=_recreate()) as batch:
            for old, new, columns in INDEXES.get(table, []):
                if new is not None:
                    batch.drop_index(op.f(new))
                batch.create_index(op.f(old), columns or [_first_column(old, table)], unique=False)
            for name, _ in CHECKS.get(table, []):
                batch.drop_constraint(op.f(f"ck_{table}_{name}"), type_="check")
            if table in PURCHASES:
                batch.drop_constraint(
                    op.f(f"fk_{table}_glory_entry_id_glory_entry"), type_="foreignkey"
                )
                batch.drop_constraint(op.f(f"uq_{table}_glory_entry_id"), type_="unique")
                batch.drop_column("glory_entry_id")
            for old, new, columns in UNIQUES.get(table, []):
                batch.drop_constraint(op.f(new), type_="unique")
                if old is not None:
                    old_columns = ["name" if c == "name_key" else c for c in columns]
                    batch.create_unique_constraint(op.f(old), old_columns)
            if table in NAMED:
                batch.drop_column("name_key")


def _first_column(index: str, table: str) -> str:
    return index.removeprefix(f"ix_{table}_")
