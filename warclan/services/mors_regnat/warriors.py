"""Mors Regnat warriors: add, edit, copy, move and delete the warriors of a warband.

Each write is judged like a warband's (see ``warbands``): the whole warband as the rules
see it, refused with every reason before anything is stored; ``dry_run`` returns the
sheet, errors included, without writing.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from sqlalchemy import delete

from warclan.i18n_text import T_
from warclan.rules.mors_regnat.builder import (
    SpecialAbility,
    WarriorBuild,
)
from warclan.services.errors import ServiceError
from warclan.services.mors_regnat.dto import (
    Deleted,
    WarbandSheet,
    WarriorSheet,
)
from warclan.services.mors_regnat.lookup import (
    find_warband,
    find_warrior,
    warriors_of,
)
from warclan.services.mors_regnat.warbands import (
    BuildRefused,
    band_state,
    insert_abilities,
    insert_warrior,
    judge,
    renumber,
    subject,
    tidy_build,
    touch,
    warband_sheet,
    warrior_sheet,
)
from warclan.services.versions import check_version
from warclan.store.database import Database
from warclan.store.models.mors_regnat import MrAbility


@dataclass(frozen=True, slots=True)
class WarriorChanges:
    """What to change on a warrior; None keeps the current value.

    Field names are those of ``WarriorBuild``; ``abilities`` replaces the whole list.
    """

    name: str | None = None
    speed_points: int | None = None
    attack_points: int | None = None
    toughness_points: int | None = None
    wounds_points: int | None = None
    weapon_key: str | None = None
    abilities: tuple[SpecialAbility, ...] | None = None

    def is_empty(self) -> bool:
        return all(getattr(self, f.name) is None for f in fields(self))

    def apply(self, build: WarriorBuild) -> WarriorBuild:
        given = {f.name: getattr(self, f.name) for f in fields(self)}
        return replace(build, **{k: v for k, v in given.items() if v is not None})


def add_warrior(
    db: Database, warband: str | int, build: WarriorBuild, *, dry_run: bool = False
) -> WarriorSheet:
    build = tidy_build(build)
    with db.session() as session:
        band = find_warband(session, warband)
        current, rows = band_state(session, band)
        index = len(rows)
        verdict = judge(replace(current, warriors=(*current.warriors, build)), index)
        if dry_run:
            return warrior_sheet(band, None, index, build, verdict, saved=False)
        if verdict.errors:
            raise BuildRefused(subject(build), verdict.errors)
        ident = insert_warrior(session, band.id, index, build)
        touch(band)
        return warrior_sheet(band, ident, index, build, verdict)


def show_warrior(db: Database, warband: str | int, warrior: str | int) -> WarriorSheet:
    with db.session(write=False) as session:
        band = find_warband(session, warband)
        row = find_warrior(session, band, warrior)
        sheet = warband_sheet(session, band)
        return next(w for w in sheet.warriors if w.id == row.id)


def edit_warrior(
    db: Database,
    warband: str | int,
    warrior: str | int,
    changes: WarriorChanges,
    *,
    dry_run: bool = False,
    expected_version: int | None = None,
) -> WarriorSheet:
    """``expected_version``: the ``version`` of the sheet the edit was made on; the edit
    is refused if the warrior has changed since."""
    if changes.is_empty():
        raise ServiceError(T_("nothing to change: give at least one new value"))
    with db.session() as session:
        band = find_warband(session, warband)
        row = find_warrior(session, band, warrior)
        check_version(row.version, expected_version, T_("warrior {name!r}", name=row.name))
        current, rows = band_state(session, band)
        index = next(i for i, r in enumerate(rows) if r.id == row.id)
        build = tidy_build(changes.apply(current.warriors[index]))
        warriors = list(current.warriors)
        warriors[index] = build
        verdict = judge(replace(current, warriors=tuple(warriors)), index)
        if dry_run:
            return warrior_sheet(
                band, row.id, index, build, verdict, saved=False, version=row.version
            )
        if verdict.errors:
            raise BuildRefused(T_("warrior {row!r}", row=row.name), verdict.errors)
        row.name = build.name
        row.speed_cp = build.speed_points
        row.attack_cp = build.attack_points
        row.toughness_cp = build.toughness_points
        row.wounds_cp = build.wounds_points
        row.weapon_key = build.weapon_key
        if changes.abilities is not None:
            session.execute(delete(MrAbility).where(MrAbility.warrior_id == row.id))
            insert_abilities(session, row.id, build.abilities)
        touch(band)
        session.flush()
        return warrior_sheet(band, row.id, index, build, verdict, version=row.version)


def copy_warrior(
    db: Database,
    warband: str | int,
    warrior: str | int,
    new_name: str,
    *,
    to_warband: str | int | None = None,
) -> WarriorSheet:
    """A copy under a new name, at the end of the same warband or of ``to_warband``
    (whose limits it must then meet)."""
    with db.session() as session:
        band = find_warband(session, warband)
        row = find_warrior(session, band, warrior)
        source, rows = band_state(session, band)
        original = source.warriors[next(i for i, r in enumerate(rows) if r.id == row.id)]
        target = band if to_warband is None else find_warband(session, to_warband)
        target_state, target_rows = (
            (source, rows) if target.id == band.id else band_state(session, target)
        )
        build = tidy_build(replace(original, name=new_name))
        index = len(target_rows)
        verdict = judge(replace(target_state, warriors=(*target_state.warriors, build)), index)
        if verdict.errors:
            raise BuildRefused(subject(build), verdict.errors)
        ident = insert_warrior(session, target.id, index, build)
        touch(target)
        return warrior_sheet(target, ident, index, build, verdict)


def delete_warrior(db: Database, warband: str | int, warrior: str | int) -> Deleted:
    with db.session() as session:
        band = find_warband(session, warband)
        row = find_warrior(session, band, warrior)
        ident, name = row.id, row.name
        session.delete(row)  # its abilities go by ON DELETE CASCADE
        session.flush()
        renumber(session, band.id)
        touch(band)
        return Deleted("warrior", ident, name, T_("removed from {warband}", warband=band.name))


def move_warrior(
    db: Database, warband: str | int, warrior: str | int, position: int
) -> WarbandSheet:
    """Put a warrior at ``position`` (1-based) on the roster; the others keep their order."""
    with db.session() as session:
        band = find_warband(session, warband)
        row = find_warrior(session, band, warrior)
        rows = [r for r in warriors_of(session, band.id) if r.id != row.id]
        if not 1 <= position <= len(rows) + 1:
            raise ServiceError(
                T_(
                    "position must be between 1 and {value}, not {position}",
                    value=len(rows) + 1,
                    position=position,
                )
            )
        rows.insert(position - 1, row)
        for index, item in enumerate(rows):
            item.position = index
        touch(band)
        session.flush()
        return warband_sheet(session, band)
