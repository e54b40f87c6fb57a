"""Mors Regnat warbands: build, check, copy and delete warbands (their warriors: ``warriors``).

Every write puts the changed warband together as the rules see it (``WarbandBuild``),
asks ``validate_warband`` and refuses on any error of the warband or of the warrior
being written, with every reason, before anything is stored: a stored warband is
always legal. Warnings (unspent CP, ATTACK 0, no warriors) are stored and shown.
``dry_run`` returns the same sheet, errors included, without writing: what an
interface shows while the player is still building.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from warclan.i18n_text import T_, join_texts
from warclan.rules.mors_regnat.builder import (
    CREATION_POINTS,
    NO_LIMITS,
    WEAPON_LIST,
    Issue,
    SpecialAbility,
    Stat,
    StatLimits,
    Validation,
    WarbandBuild,
    WarriorBuild,
    Weapon,
    WeaponKind,
    validate_warband,
)
from warclan.services.errors import ServiceError
from warclan.services.mors_regnat.dto import (
    AbilityView,
    Deleted,
    IssueView,
    LimitsView,
    StatBlock,
    WarbandSheet,
    WarbandSummary,
    WarriorSheet,
    WeaponView,
)
from warclan.services.mors_regnat.lookup import (
    find_warband,
    records,
    warband_name_taken,
    warriors_of,
)
from warclan.services.names import checked_name, clean_text, now
from warclan.store.database import Database
from warclan.store.errors import StaleEditError
from warclan.store.models.mors_regnat import MrAbility, MrMatchSide, MrWarband, MrWarrior

MAX_DESCRIPTION = 2000  # characters of a special ability's description
# The rules put no ceiling on a limit; this one only keeps numbers storable and readable.
MAX_LIMIT = 999

_LIMIT_COLUMNS: Mapping[Stat, str] = {
    Stat.SPEED: "speed_limit",
    Stat.ATTACK: "attack_limit",
    Stat.TOUGHNESS: "toughness_limit",
    Stat.WOUNDS: "wounds_limit",
}


class BuildRefused(ServiceError):
    """A write the rules do not allow; ``issues`` keeps every reason for an interface."""

    def __init__(self, subject: str, issues: Sequence[Issue]) -> None:
        self.issues = tuple(issues)
        super().__init__(
            T_(
                "cannot save {subject}: {issues}",
                subject=subject,
                issues=join_texts("; ", (i.message for i in self.issues)),
            )
        )


# --- tidy input ------------------------------------------------------------------------


def tidy_build(build: WarriorBuild) -> WarriorBuild:
    abilities = []
    for ability in build.abilities:
        name = checked_name(ability.name, T_("special ability"))
        description = clean_text(
            ability.description, T_("description of {name!r}", name=name), MAX_DESCRIPTION
        )
        abilities.append(SpecialAbility(name, description, ability.cost))
    return replace(
        build,
        name=checked_name(build.name, T_("warrior")),
        weapon_key=build.weapon_key.strip(),
        abilities=tuple(abilities),
    )


def check_limit_sizes(limits: StatLimits) -> None:
    for stat in Stat:
        value = limits.limit(stat)
        if value is not None and value > MAX_LIMIT:
            raise ServiceError(
                T_(
                    "{stat} limit {show} is too large; at most {max_limit}",
                    stat=stat,
                    show=stat.show(value),
                    max_limit=MAX_LIMIT,
                )
            )


# --- reading a warband as the rules see it ------------------------------------------------


def limits_of(band: MrWarband) -> StatLimits:
    return StatLimits(band.speed_limit, band.attack_limit, band.toughness_limit, band.wounds_limit)


def band_state(session: Session, band: MrWarband) -> tuple[WarbandBuild, list[MrWarrior]]:
    """The stored warband as a rules build, with its warrior rows in roster order."""
    rows = warriors_of(session, band.id)
    abilities: dict[int, list[SpecialAbility]] = {row.id: [] for row in rows}
    if rows:
        for ability in session.scalars(
            select(MrAbility)
            .where(MrAbility.warrior_id.in_(list(abilities)))
            .order_by(MrAbility.position, MrAbility.id)
        ):
            abilities[ability.warrior_id].append(
                SpecialAbility(ability.name, ability.description, ability.cost)
            )
    builds = tuple(
        WarriorBuild(
            name=row.name,
            speed_points=row.speed_cp,
            attack_points=row.attack_cp,
            toughness_points=row.toughness_cp,
            wounds_points=row.wounds_cp,
            weapon_key=row.weapon_key,
            abilities=tuple(abilities[row.id]),
        )
        for row in rows
    )
    return WarbandBuild(band.name, builds, limits_of(band)), rows


def judge(band: WarbandBuild, index: int) -> Validation:
    """The issues that concern warrior ``index``: its own and the warband's (duplicate names)."""
    result = validate_warband(band)
    own = result.warriors[index]
    return Validation((*result.warband.errors, *own.errors), own.warnings)


def subject(build: WarriorBuild) -> str:
    return T_("warrior {name!r}", name=build.name) if build.name else T_("the warrior")


# --- views -------------------------------------------------------------------------------


def weapon_view(weapon: Weapon) -> WeaponView:
    ranged = weapon.kind is WeaponKind.RANGED
    # The weapon's own name stays as the book prints it; the words around it translate.
    label = (
        T_("ranged, {name}", name=weapon.name)
        if ranged
        else T_("close combat, {name}", name=weapon.name)
    )
    return WeaponView(
        key=weapon.key,
        name=weapon.name,
        kind=weapon.kind.value,
        label=label,
        damage=weapon.damage,
        cp_cost=weapon.cp_cost,
        range=weapon.range_text if ranged else T_("base-to-base contact"),
        min_range_inches=weapon.min_range_inches,
        max_range_inches=weapon.max_range_inches,
    )


def issue_views(issues: Sequence[Issue]) -> tuple[IssueView, ...]:
    return tuple(IssueView(i.code.value, i.message) for i in issues)


def warrior_sheet(
    band: MrWarband,
    ident: int | None,
    index: int,
    build: WarriorBuild,
    verdict: Validation,
    *,
    saved: bool = True,
    version: int = 1,  # a new row's first version
) -> WarriorSheet:
    weapon = build.weapon
    return WarriorSheet(
        id=ident,
        warband_id=band.id,
        warband=band.name,
        position=index + 1,
        name=build.name,
        cp_bought=StatBlock(
            build.speed_points, build.attack_points, build.toughness_points, build.wounds_points
        ),
        stats=StatBlock(build.speed, build.attack, build.toughness, build.wounds),
        weapon_key=build.weapon_key,
        weapon=weapon_view(weapon) if weapon is not None else None,
        abilities=tuple(AbilityView(a.name, a.cost, a.description) for a in build.abilities),
        cp_budget=CREATION_POINTS,
        cp_stats=build.stat_cp,
        cp_weapon=build.weapon_cp,
        cp_abilities=build.abilities_cp,
        cp_spent=build.cp_spent,
        cp_left=build.cp_left,
        cautious_advance=build.cautious_advance,
        weak_attack=build.weak_attack,
        errors=issue_views(verdict.errors),
        warnings=issue_views(verdict.warnings),
        saved=saved,
        version=version,
    )


def warband_sheet(session: Session, band: MrWarband) -> WarbandSheet:
    build, rows = band_state(session, band)
    verdict = validate_warband(build)
    limits = build.limits
    return WarbandSheet(
        id=band.id,
        name=band.name,
        limits=LimitsView(limits.speed, limits.attack, limits.toughness, limits.wounds),
        warriors=tuple(
            warrior_sheet(band, row.id, i, warrior, check, version=row.version)
            for i, (row, warrior, check) in enumerate(
                zip(rows, build.warriors, verdict.warriors, strict=True)
            )
        ),
        cp_spent=sum(w.cp_spent for w in build.warriors),
        errors=issue_views(verdict.warband.errors),
        warnings=issue_views(verdict.warband.warnings),
        record=records(session, [band.id])[band.id],
    )


def list_weapons() -> list[WeaponView]:
    """The six weapons of the rules, in the rule text's order."""
    return [weapon_view(w) for w in WEAPON_LIST]


# --- writing -----------------------------------------------------------------------------


def touch(band: MrWarband) -> None:
    band.updated_at = now()


def new_warband(session: Session, name: str, limits: StatLimits) -> MrWarband:
    """Insert a warband after checking its name and limits (the caller has tidied the name)."""
    check_limit_sizes(limits)
    errors = validate_warband(WarbandBuild(name, (), limits)).warband.errors
    if errors:
        raise BuildRefused(T_("warband {name!r}", name=name) if name else T_("the warband"), errors)
    taken = warband_name_taken(session, name)
    if taken is not None:
        raise ServiceError(T_("a warband called {taken!r} already exists", taken=taken))
    stamp = now()
    band = MrWarband(
        name=name,
        speed_limit=limits.speed,
        attack_limit=limits.attack,
        toughness_limit=limits.toughness,
        wounds_limit=limits.wounds,
        created_at=stamp,
        updated_at=stamp,
    )
    session.add(band)
    session.flush()
    return band


def insert_warrior(session: Session, band_id: int, position: int, build: WarriorBuild) -> int:
    row = MrWarrior(
        warband_id=band_id,
        position=position,
        name=build.name,
        speed_cp=build.speed_points,
        attack_cp=build.attack_points,
        toughness_cp=build.toughness_points,
        wounds_cp=build.wounds_points,
        weapon_key=build.weapon_key,
        created_at=now(),
    )
    session.add(row)
    session.flush()
    insert_abilities(session, row.id, build.abilities)
    return row.id


def insert_abilities(
    session: Session, warrior_id: int, abilities: Sequence[SpecialAbility]
) -> None:
    for position, ability in enumerate(abilities):
        session.add(
            MrAbility(
                warrior_id=warrior_id,
                position=position,
                name=ability.name,
                description=ability.description,
                cost=ability.cost,
            )
        )
    session.flush()


def renumber(session: Session, band_id: int) -> None:
    for position, row in enumerate(warriors_of(session, band_id)):
        row.position = position
    session.flush()


# --- warbands ----------------------------------------------------------------------------


def create_warband(db: Database, name: str, limits: StatLimits = NO_LIMITS) -> WarbandSheet:
    name = checked_name(name, T_("warband"))
    with db.session() as session:
        return warband_sheet(session, new_warband(session, name, limits))


def list_warbands(db: Database) -> list[WarbandSummary]:
    with db.session(write=False) as session:
        bands = session.scalars(select(MrWarband).order_by(MrWarband.name, MrWarband.id))
        summaries = []
        for band in bands:
            sheet = warband_sheet(session, band)
            summaries.append(
                WarbandSummary(
                    id=sheet.id,
                    name=sheet.name,
                    warriors=len(sheet.warriors),
                    cp_spent=sheet.cp_spent,
                    warnings=len(sheet.warnings) + sum(len(w.warnings) for w in sheet.warriors),
                    errors=len(sheet.errors) + sum(len(w.errors) for w in sheet.warriors),
                    record=sheet.record,
                )
            )
        return summaries


def show_warband(db: Database, warband: str | int) -> WarbandSheet:
    with db.session(write=False) as session:
        return warband_sheet(session, find_warband(session, warband))


def rename_warband(db: Database, warband: str | int, new_name: str) -> WarbandSheet:
    new_name = checked_name(new_name, T_("warband"))
    with db.session() as session:
        band = find_warband(session, warband)
        errors = validate_warband(WarbandBuild(new_name, (), NO_LIMITS)).warband.errors
        if errors:
            raise BuildRefused(T_("the name {new_name!r}", new_name=new_name), errors)
        taken = warband_name_taken(session, new_name, except_id=band.id)
        if taken is not None:
            raise ServiceError(T_("a warband called {taken!r} already exists", taken=taken))
        band.name = new_name
        touch(band)
        session.flush()
        return warband_sheet(session, band)


def set_limits(
    db: Database,
    warband: str | int,
    changes: Mapping[Stat, int | None],
    *,
    expected: LimitsView | None = None,
) -> WarbandSheet:
    """Change some limits (None removes one). Refused if a warrior would break a new limit.
    ``expected``: the limits the edit began from; refused (``StaleEditError``) if someone
    has changed them since."""
    if not changes:
        raise ServiceError(T_("nothing to change: give at least one limit"))
    with db.session() as session:
        band = find_warband(session, warband)
        current, _ = band_state(session, band)
        now_held = current.limits
        held = LimitsView(now_held.speed, now_held.attack, now_held.toughness, now_held.wounds)
        if expected is not None and held != expected:
            raise StaleEditError(
                T_(
                    "the limits of {band!r} were changed by someone else since you began "
                    "editing them; nothing was changed",
                    band=band.name,
                )
            )
        values = {stat: current.limits.limit(stat) for stat in Stat} | dict(changes)
        limits = StatLimits(
            values[Stat.SPEED], values[Stat.ATTACK], values[Stat.TOUGHNESS], values[Stat.WOUNDS]
        )
        check_limit_sizes(limits)
        verdict = validate_warband(replace(current, limits=limits))
        problems = list(verdict.warband.errors)
        for warrior, check in zip(current.warriors, verdict.warriors, strict=True):
            problems.extend(
                replace(i, message=f"{warrior.name}: {i.message}") for i in check.errors
            )
        if problems:
            raise BuildRefused(T_("the limits of {band}", band=band.name), problems)
        for stat, column in _LIMIT_COLUMNS.items():
            setattr(band, column, limits.limit(stat))
        touch(band)
        session.flush()
        return warband_sheet(session, band)


def copy_warband(db: Database, warband: str | int, new_name: str) -> WarbandSheet:
    """A new warband with the same limits, warriors and abilities (not the match record)."""
    new_name = checked_name(new_name, T_("warband"))
    with db.session() as session:
        source, _ = band_state(session, find_warband(session, warband))
        band = new_warband(session, new_name, source.limits)
        for position, build in enumerate(source.warriors):
            insert_warrior(session, band.id, position, build)
        return warband_sheet(session, band)


def delete_warband(db: Database, warband: str | int) -> Deleted:
    """Delete a warband and its warriors; its matches stay in the log under its name."""
    with db.session() as session:
        band = find_warband(session, warband)
        ident, name = band.id, band.name
        count = len(warriors_of(session, ident))
        matches = len(
            session.scalars(select(MrMatchSide.id).where(MrMatchSide.warband_id == ident)).all()
        )
        # Warriors and abilities go by ON DELETE CASCADE; match sides keep the name and
        # lose the link (ON DELETE SET NULL), so other warbands' records stay as they were.
        session.execute(delete(MrWarband).where(MrWarband.id == ident))
        deleted = (
            T_("1 warrior deleted") if count == 1 else T_("{count} warriors deleted", count=count)
        )
        if matches == 0:
            detail = deleted
        elif matches == 1:
            detail = T_("{deleted}; 1 match kept in the log under its name", deleted=deleted)
        else:
            detail = T_(
                "{deleted}; {matches} matches kept in the log under its name",
                deleted=deleted,
                matches=matches,
            )
        return Deleted("warband", ident, name, detail)


# --- warriors ----------------------------------------------------------------------------
