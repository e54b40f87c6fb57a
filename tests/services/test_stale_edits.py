"""Two clients edit the same warrior or house rule: the edit made from a stale copy is
refused with "reload" and changes nothing, on SQLite and on PostgreSQL.

Each entity is tried twice: a client that hands back the version it showed (the window
and CLI path), and two edits in flight at once, where the version counter in the UPDATE
itself refuses the loser.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from dbsnapshot import dump

from tests.builders import campaign_with_clans
from tests.conftest import db_url
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.errors import ServiceError
from warclan.services.mors_regnat import warbands, warriors
from warclan.services.mors_regnat.warriors import WarriorChanges
from warclan.services.ragnarok import campaigns, clans, edits
from warclan.services.ragnarok.rules_data import catalogs
from warclan.store.database import Database
from warclan.store.errors import StaleEditError
from warclan.store.models.mors_regnat import MrWarrior
from warclan.store.models.ragnarok import Warrior
from warclan.store.models.ragnarok_rules import CatalogOverride

STALE = "changed by someone else since you opened it — reload; nothing was changed"


@dataclass(frozen=True)
class Entity:
    """How to set one entity up, read its version and edit it from a given version."""

    setup: Callable[[Database], None]
    version: Callable[[Database], int]
    edit: Callable[[Database, int | None, str], Any]
    model: Any  # the mapped class, for the in-flight race
    row_id: Callable[[Database], int]
    field: str  # a column the race changes


def _ragnarok_setup(db: Database) -> None:
    campaign_with_clans(db, "Saga", Ravens=("Snorre", [("example.jarl", "Snorre")]))


def _ragnarok_warrior(db: Database) -> Any:
    (warrior,) = clans.show_clan(db, "Ravens").warriors
    return warrior


def _override_setup(db: Database) -> None:
    camp = campaigns.create_campaign(db, "Saga")
    catalogs.set_override(db, camp.id, "items", "shield", {"price": 25}, merge=True)


def _override_row(db: Database) -> CatalogOverride:
    with db.session(write=False) as s:
        return s.query(CatalogOverride).one()


def _mors_setup(db: Database) -> None:
    warbands.create_warband(db, "Ash Wolves")
    warriors.add_warrior(db, "Ash Wolves", WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))


def _mors_warrior(db: Database) -> Any:
    return warbands.show_warband(db, "Ash Wolves").warriors[0]


ENTITIES = {
    "Ragnarok warrior": Entity(
        _ragnarok_setup,
        lambda db: _ragnarok_warrior(db).version,
        lambda db, v, name: edits.rename_warrior(
            db, "Ravens", _ragnarok_warrior(db).id, name, expected_version=v
        ),
        Warrior,
        lambda db: _ragnarok_warrior(db).id,
        "name",
    ),
    "house rule": Entity(
        _override_setup,
        lambda db: _override_row(db).version,
        lambda db, v, note: catalogs.set_override(
            db, "Saga", "items", "shield", {"price": 30}, note, merge=True, expected_version=v
        ),
        CatalogOverride,
        lambda db: _override_row(db).id,
        "note",
    ),
    "Mors Regnat warrior": Entity(
        _mors_setup,
        lambda db: _mors_warrior(db).version,
        lambda db, v, name: warriors.edit_warrior(
            db, "Ash Wolves", _mors_warrior(db).id, WarriorChanges(name=name), expected_version=v
        ),
        MrWarrior,
        lambda db: _mors_warrior(db).id,
        "name",
    ),
}


@pytest.fixture
def other(db_path) -> Iterator[Database]:
    """A second client on the same database."""
    database = Database(db_url(db_path))
    try:
        yield database
    finally:
        database.close()


@pytest.fixture(params=sorted(ENTITIES))
def entity(request, db) -> Entity:
    chosen = ENTITIES[request.param]
    chosen.setup(db)
    return chosen


def test_an_edit_from_a_stale_copy_is_refused(db, db_path, other, entity):
    opened = entity.version(db)  # this client shows the entity
    entity.edit(other, entity.version(other), "Grim the Red")  # the other client edits it
    assert entity.version(db) == opened + 1
    before = dump(db_path)
    with pytest.raises(StaleEditError, match=STALE):
        entity.edit(db, opened, "Grimmer")
    assert dump(db_path) == before


def test_an_edit_from_the_current_copy_goes_through_and_raises_the_version(db, other, entity):
    entity.edit(other, entity.version(other), "Grim the Red")
    current = entity.version(db)  # reloaded
    entity.edit(db, current, "Grimmer")
    assert entity.version(db) == current + 1


def test_two_edits_in_flight_the_second_is_refused(db, db_path, other, entity, backend):
    if backend == "sqlite":
        pytest.skip(
            "SQLite runs one writer at a time (BEGIN IMMEDIATE), so two edits are never in "
            "flight at once; the version check above covers it there"
        )
    row_id = entity.row_id(db)
    with pytest.raises(StaleEditError, match=STALE), db.session() as session:
        row = session.get(entity.model, row_id)  # read, as the service does
        entity.edit(other, None, "Grim the Red")  # the other client commits meanwhile
        before = dump(db_path)
        setattr(row, entity.field, "Grimmer")  # flushed at commit: its UPDATE finds version 1 gone
    assert dump(db_path) == before


def test_renaming_a_warrior_to_a_clan_mates_name_is_refused(db, db_path):
    _ragnarok_setup(db)
    clans.create_clan(db, "Saga", "Ulla", "Wolves", [clans.Recruit("example.jarl", "Ulla")])
    camp = campaigns.list_campaigns(db)[0].id
    clans.create_clan(
        db,
        camp,
        "Hild",
        "Crows",
        [clans.Recruit("example.jarl", "Hild"), clans.Recruit("example.thrall", "Ulf")],
    )
    before = dump(db_path)
    with pytest.raises(ServiceError, match="Crows already has a warrior called 'Ulf'"):
        edits.rename_warrior(db, "Crows", "Hild", " ulf ")
    assert dump(db_path) == before
    assert edits.rename_warrior(db, "Crows", "Hild", "Ulla").new == "Ulla"  # another clan's name
