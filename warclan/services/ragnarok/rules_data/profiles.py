"""The model profile catalogue: shipped examples plus the group's own profiles.

Ragnarok's faction profiles are not in our rule texts, so the catalogue is user data;
the shipped entries are examples, clearly named as such.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan.catalog.errors import CatalogError
from warclan.catalog.loader import example_profiles, load_profile_file, parse_profile
from warclan.catalog.provenance import Source
from warclan.i18n_text import T_
from warclan.rules.ragnarok.profiles import ModelProfile
from warclan.services.errors import FileRefused, NotFound, WouldReplace
from warclan.services.ragnarok.dto import AttackView, ProfileView
from warclan.services.ragnarok.rules_data.rulesets import ruleset_for
from warclan.store.database import Database
from warclan.store.models.ragnarok_rules import ProfileRecord


def _user_profiles(session: Session) -> dict[str, ModelProfile]:
    found: dict[str, ModelProfile] = {}
    for record in session.scalars(select(ProfileRecord).order_by(ProfileRecord.key)):
        found[record.key] = parse_profile(record.data, "database", f"profile {record.key}")
    return found


def catalogue(
    session: Session, campaign_id: int | None = None
) -> dict[str, tuple[ModelProfile, str]]:
    """Every profile by key with its source; the group's own shadow examples of the same key.

    With a campaign, the shipped profiles come from its ruleset, so a campaign's override
    of a profile is what its clans recruit.
    """
    if campaign_id is None:
        shipped, edited = example_profiles(), frozenset[tuple[str, str]]()
    else:
        ruleset = ruleset_for(session, campaign_id)
        shipped, edited = ruleset.profiles, ruleset.overridden
    merged = {
        p.key: (
            p,
            Source.GROUP_EDIT.value
            if ("model_profiles", p.key) in edited
            else Source.EXAMPLE.value,
        )
        for p in shipped.profiles
    }
    merged.update({k: (p, Source.GROUP_EDIT.value) for k, p in _user_profiles(session).items()})
    return merged


def find(session: Session, ref: str, campaign_id: int | None = None) -> ModelProfile:
    profiles = catalogue(session, campaign_id)
    if ref in profiles:
        return profiles[ref][0]
    by_name = [p for p, _ in profiles.values() if p.name.lower() == ref.strip().lower()]
    if len(by_name) == 1:
        return by_name[0]
    raise NotFound(T_("no model profile {ref!r}", ref=ref), kind="model profile")


def view(profile: ModelProfile, source: str) -> ProfileView:
    return ProfileView(
        key=profile.key,
        name=profile.name,
        faction=profile.faction,
        cost=profile.cost,
        source=source,
        stats=profile.stats.as_dict(),
        size=profile.size,
        base_size=profile.base_size,
        special_abilities=profile.special_abilities,
        attacks=tuple(AttackView(a.name, a.st, a.rn, a.abilities) for a in profile.attacks),
    )


def list_profiles(db: Database) -> list[ProfileView]:
    with db.session(write=False) as session:
        items = catalogue(session).values()
        return sorted((view(p, s) for p, s in items), key=lambda v: (v.faction, v.name))


def import_profiles(db: Database, path: Path, *, replace: bool = False) -> list[ProfileView]:
    """Add a profile file (the format of resources/profiles/example_profiles.json).

    The whole file is validated first; a profile whose key already exists is refused
    unless ``replace`` is set, and then nothing is imported.
    """
    try:
        loaded = load_profile_file(path)
    except CatalogError as exc:  # a profile file is refused as every other file is
        raise FileRefused(exc.file, exc.lines()) from exc
    with db.session() as session:
        existing = {r.key: r for r in session.scalars(select(ProfileRecord))}
        clashes = [p.key for p in loaded.profiles if p.key in existing]
        if clashes and not replace:
            raise WouldReplace(
                T_(
                    "profiles already in the catalogue: {names}",
                    names=", ".join(clashes),
                ),
                clashes,
            )
        now = datetime.now(UTC).replace(tzinfo=None)
        for profile in loaded.profiles:
            record = existing.get(profile.key)
            if record is None:
                session.add(ProfileRecord(key=profile.key, data=profile.as_dict(), created_at=now))
            else:
                record.data = profile.as_dict()
        return [view(p, Source.GROUP_EDIT.value) for p in loaded.profiles]
