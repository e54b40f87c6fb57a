"""The ruleset a campaign plays with: shipped catalogues plus the group's overrides."""

from __future__ import annotations

import json
from functools import lru_cache

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan.catalog.errors import CatalogError
from warclan.catalog.ragnarok.rulesets import Override, Ruleset, build_ruleset
from warclan.i18n_text import T_
from warclan.services.errors import ServiceError
from warclan.store.models.ragnarok_rules import CatalogOverride


def overrides_for(session: Session, campaign_id: int) -> tuple[Override, ...]:
    rows = session.scalars(
        select(CatalogOverride)
        .where(CatalogOverride.campaign_id == campaign_id)
        .order_by(CatalogOverride.id)
    )
    return tuple(Override(r.catalog, r.entry_key, r.data, r.note) for r in rows)


def ruleset_for(session: Session, campaign_id: int) -> Ruleset:
    overrides = overrides_for(session, campaign_id)
    try:
        return _cached(_freeze(overrides))
    except CatalogError as exc:
        raise ServiceError(T_("the campaign's house rules are invalid: {exc}", exc=exc)) from exc


def _freeze(overrides: tuple[Override, ...]) -> tuple[tuple[str, str, str, str], ...]:

    return tuple((o.catalog, o.key, json.dumps(o.data, sort_keys=True), o.note) for o in overrides)


@lru_cache(maxsize=32)
def _cached(frozen: tuple[tuple[str, str, str, str], ...]) -> Ruleset:
    """Parsing the catalogues is pure, so a ruleset is shared while its overrides match."""

    return build_ruleset(Override(c, k, json.loads(d), n) for c, k, d, n in frozen)
