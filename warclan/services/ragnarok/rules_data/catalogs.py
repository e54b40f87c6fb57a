"""Rules catalogues: browse them, and override entries per campaign.

Every edit is checked by building the whole ruleset with it, exactly as the post-game
sequence will, so a campaign can never hold house rules that do not load. What these
services return is declared in ``catalog_views``. Sharing house rules as a file lives in
``house_rules``; its names are re-exported here for the callers of this module.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from warclan import jsonfile
from warclan.catalog.errors import CatalogError
from warclan.catalog.provenance import Source
from warclan.catalog.ragnarok.entries import GodPower, Item
from warclan.catalog.ragnarok.rulesets import (
    SPECS,
    Override,
    Ruleset,
    build_ruleset,
    entry_keys,
    shipped_document,
    shipped_ruleset,
)
from warclan.i18n_text import T_, fill
from warclan.services.errors import NotFound, ServiceError
from warclan.services.names import now
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.dto import AttackView, BoostView
from warclan.services.ragnarok.rules_data.catalog_views import (
    CatalogDetail,
    CatalogInfo,
    CatalogList,
    ItemInfo,
    ItemList,
    OverrideResult,
    PowerList,
)
from warclan.services.ragnarok.rules_data.catalog_views import (  # gui/catalogs/browser.py
    CatalogEntry as CatalogEntry,  # imports these two from here
)
from warclan.services.ragnarok.rules_data.catalog_views import PowerInfo as PowerInfo
from warclan.services.ragnarok.rules_data.house_rules import MAX_PACK_ENTRIES as MAX_PACK_ENTRIES
from warclan.services.ragnarok.rules_data.house_rules import PACK_FORMAT as PACK_FORMAT
from warclan.services.ragnarok.rules_data.house_rules import PACK_VERSION as PACK_VERSION
from warclan.services.ragnarok.rules_data.house_rules import HouseRulesExport as HouseRulesExport
from warclan.services.ragnarok.rules_data.house_rules import HouseRulesImport as HouseRulesImport
from warclan.services.ragnarok.rules_data.house_rules import (
    HouseRulesRejected as HouseRulesRejected,
)
from warclan.services.ragnarok.rules_data.house_rules import (
    export_house_rules as export_house_rules,
)
from warclan.services.ragnarok.rules_data.house_rules import (
    import_house_rules as import_house_rules,
)
from warclan.services.ragnarok.rules_data.overrides import (
    MAX_DEPTH,
    MAX_KEY_LENGTH,
    MAX_NOTE_LENGTH,
    applied,
    as_override,
    can_add,
    describe_failure,
    key_field_problem,
    override_rows,
    strip_provenance,
)
from warclan.services.ragnarok.rules_data.overrides import MAX_FILE_BYTES as MAX_FILE_BYTES
from warclan.services.ragnarok.rules_data.overrides import parse_json_text as parse_json_text
from warclan.services.ragnarok.rules_data.overrides import read_json_file as read_json_file
from warclan.services.ragnarok.rules_data.provenances import (
    catalog_file,
    catalog_provenance,
    entry_provenances,
    short_label,
)
from warclan.services.ragnarok.rules_data.rulesets import overrides_for, ruleset_for
from warclan.services.versions import check_version
from warclan.store.database import Database
from warclan.store.models.ragnarok import Campaign
from warclan.store.models.ragnarok_rules import CatalogOverride
from warclan.text import text_problem

ITEM_KINDS = ("equipment", "artifact")


# --- browsing -------------------------------------------------------------------------


def list_catalogs(db: Database, campaign: str | int | None = None) -> CatalogList:
    with db.session(write=False) as session:
        name, overrides = _campaign_overrides(session, campaign)
    versions = shipped_ruleset().versions
    infos = []
    for catalog in SPECS:
        doc = applied(catalog, overrides)
        provs = entry_provenances(catalog, doc)
        kind, label = catalog_provenance(catalog)
        infos.append(
            CatalogInfo(
                name=catalog,
                file=catalog_file(catalog),
                version=versions[catalog],
                provenance_kind=kind,
                provenance=label,
                entries=len(provs),
                house_rule_entries=sum(p.kind is Source.HOUSE_RULE for p in provs.values()),
                overridden=sum(o.catalog == catalog for o in overrides),
            )
        )
    return CatalogList(name, tuple(infos))


def show_catalog(db: Database, catalog: str, campaign: str | int | None = None) -> CatalogDetail:
    _known_catalog(catalog)
    with db.session(write=False) as session:
        name, overrides = _campaign_overrides(session, campaign)
        versions = _versions(session, campaign, catalog)
    kind, label = catalog_provenance(catalog)
    return CatalogDetail(
        name=catalog,
        file=catalog_file(catalog),
        version=shipped_ruleset().versions[catalog],
        provenance_kind=kind,
        provenance=label,
        campaign=name,
        entries=tuple(_entries(catalog, overrides, versions).values()),
    )


def list_god_powers(
    db: Database,
    campaign: str | int | None = None,
    god: str | None = None,
    min_cost: int | None = None,
    max_cost: int | None = None,
) -> PowerList:
    if min_cost is not None and max_cost is not None and min_cost > max_cost:
        raise ServiceError(
            T_(
                "the lowest cost {min_cost} is above the highest {max_cost}",
                min_cost=min_cost,
                max_cost=max_cost,
            )
        )
    with db.session() as session:
        name, ruleset, touched = _ruleset(session, campaign)
    powers = list(ruleset.god_powers.values())
    if god is not None:
        wanted = god.strip().casefold()
        gods = {p.god.casefold(): p.god for p in powers}
        if wanted not in gods:
            raise NotFound(
                T_(
                    "no god {god!r}; the gods are {names}",
                    god=god,
                    names=", ".join(sorted(set(gods.values()))),
                )
            )
        powers = [p for p in powers if p.god.casefold() == wanted]
    if min_cost is not None:
        powers = [p for p in powers if p.godspark_cost >= min_cost]
    if max_cost is not None:
        powers = [p for p in powers if p.godspark_cost <= max_cost]
    return PowerList(
        campaign=name,
        god=god,
        min_cost=min_cost,
        max_cost=max_cost,
        price_rule=ruleset.prices.rules["god_powers"],
        price_provenance=ruleset.prices.provenance["god_powers"].label,
        powers=tuple(_power_info(p, ruleset, touched) for p in powers),
    )


def list_items(
    db: Database, campaign: str | int | None = None, kind: str | None = None
) -> ItemList:
    if kind is not None and kind not in ITEM_KINDS:
        raise ServiceError(
            T_(
                "no item kind {kind!r}; kinds are {names}",
                kind=kind,
                names=", ".join(ITEM_KINDS),
            )
        )
    with db.session() as session:
        name, ruleset, touched = _ruleset(session, campaign)
    items = [i for i in ruleset.items.values() if kind is None or i.kind == kind]
    return ItemList(
        campaign=name,
        kind=kind,
        price_rule=ruleset.prices.rules["items"],
        price_provenance=ruleset.prices.provenance["items"].label,
        items=tuple(_item_info(i, touched) for i in items),
    )


# --- overrides ------------------------------------------------------------------------


def set_override(
    db: Database,
    campaign: str | int,
    catalog: str,
    key: str,
    data: Mapping[str, Any],
    note: str = "",
    *,
    merge: bool = False,
    new: bool = False,
    expected_version: int | None = None,
    dry_run: bool = False,
) -> OverrideResult:
    """Replace one catalogue entry for a campaign (or add one, with ``new``).

    ``data`` is the whole entry, as in the shipped file; with ``merge`` it only lists the
    fields to change. The ruleset is built with the edit before anything is written.
    With ``dry_run`` every check runs and the result is returned, but nothing is written
    (the window validates a house-rule form as it is typed).
    """
    _known_catalog(catalog)
    key = _clean_key(key)
    note = _clean_note(note)
    if not isinstance(data, Mapping):
        raise ServiceError(
            T_(
                "the new {catalog} entry {key!r} must be a JSON object",
                catalog=catalog,
                key=key,
            )
        )
    if jsonfile.too_deep(data, MAX_DEPTH):
        raise ServiceError(
            T_(
                "the new {catalog} entry {key!r} nests more than {max_depth} levels",
                catalog=catalog,
                key=key,
                max_depth=MAX_DEPTH,
            )
        )
    with db.session(write=not dry_run) as session:
        camp = lookup.campaign(session, campaign)
        rows = override_rows(session, camp.id)
        existing = rows.get((catalog, key))
        # None: the edit was made on the shipped entry, with no house rule yet.
        check_version(
            existing.version if existing is not None else 0,
            expected_version,
            _house_rule(catalog, key),
        )
        others = [as_override(r) for k, r in rows.items() if k != (catalog, key)]
        # as the campaign plays it now: --merge builds on the group's earlier edit
        current = entry_keys(catalog, applied(catalog, [as_override(r) for r in rows.values()]))
        if key not in current and not new:
            raise _unknown_key(catalog, key)
        if key not in current and not can_add(catalog):
            raise ServiceError(
                T_(
                    "{catalog} has no entry {key!r} and takes no new entries (entries: {names})",
                    catalog=catalog,
                    key=key,
                    names=", ".join(current),
                )
            )
        base = strip_provenance(current[key]) if merge and key in current else {}
        entry = {**base, **strip_provenance(data)}
        problem = key_field_problem(catalog, key, entry)
        if problem is not None:
            raise ServiceError(
                T_(
                    "{catalog} entry {key!r}, field {problem}",
                    catalog=catalog,
                    key=key,
                    problem=problem,
                )
            )
        override = Override(catalog, key, entry, note)
        _check([*others, override])
        action = "added" if existing is None else "replaced"
        if dry_run:
            after = _entries(catalog, [*others, override])[key]
            version = existing.version if existing is not None else 0
            return OverrideResult(camp.name, catalog, key, action, after, version, saved=False)
        if existing is None:
            session.add(
                CatalogOverride(
                    campaign_id=camp.id,
                    catalog=catalog,
                    entry_key=key,
                    data=entry,
                    note=note,
                    created_at=now(),
                )
            )
        else:
            existing.data = entry
            existing.note = note
            existing.created_at = now()
        session.flush()
        saved = (
            rows.get((catalog, key))
            or session.scalars(
                select(CatalogOverride).where(
                    CatalogOverride.campaign_id == camp.id,
                    CatalogOverride.catalog == catalog,
                    CatalogOverride.entry_key == key,
                )
            ).one()
        )
        after = _entries(catalog, [*others, override], {key: saved.version})[key]
        return OverrideResult(
            camp.name,
            catalog,
            key,
            "added" if existing is None else "replaced",
            after,
            saved.version,
        )


def remove_override(
    db: Database,
    campaign: str | int,
    catalog: str,
    key: str,
    *,
    expected_version: int | None = None,
    dry_run: bool = False,
) -> OverrideResult:
    """Go back to the shipped entry (or drop an entry the group added). With ``dry_run``
    the same checks run and nothing is written."""
    _known_catalog(catalog)
    with db.session(write=not dry_run) as session:
        camp = lookup.campaign(session, campaign)
        rows = override_rows(session, camp.id)
        row = rows.get((catalog, key))
        if row is None:
            raise NotFound(
                T_(
                    "campaign {camp!r} has no house rule for {catalog} {key!r}",
                    camp=camp.name,
                    catalog=catalog,
                    key=key,
                )
            )
        check_version(row.version, expected_version, _house_rule(catalog, key))
        others = [as_override(r) for k, r in rows.items() if k != (catalog, key)]
        # Edits can depend on each other (two Raid Table rows moved together), so the
        # ruleset must still build without this one.
        try:
            build_ruleset(others)
        except CatalogError as exc:
            raise ServiceError(
                T_(
                    "removing the house rule for {catalog} {key!r} would leave the "
                    "campaign's rules broken: {describe_failure}; change the related entries "
                    "first",
                    catalog=catalog,
                    key=key,
                    describe_failure=describe_failure(exc, others),
                )
            ) from exc
        after = _entries(catalog, others).get(key)
        if dry_run:
            return OverrideResult(camp.name, catalog, key, "removed", after, row.version, False)
        session.delete(row)
        return OverrideResult(camp.name, catalog, key, "removed", after)


# --- helpers --------------------------------------------------------------------------


def _versions(session: Session, campaign: str | int | None, catalog: str) -> dict[str, int]:
    """The version counter of each of the campaign's house rules in ``catalog``."""
    if campaign is None:
        return {}
    rows = override_rows(session, lookup.campaign(session, campaign).id)
    return {key: row.version for (kind, key), row in rows.items() if kind == catalog}


def _campaign_overrides(
    session: Session, campaign: str | int | None
) -> tuple[str | None, tuple[Override, ...]]:
    if campaign is None:
        return None, ()
    camp = lookup.campaign(session, campaign)
    return camp.name, overrides_for(session, camp.id)


def _ruleset(
    session: Session, campaign: str | int | None
) -> tuple[str | None, Ruleset, frozenset[tuple[str, str]]]:
    """The campaign's ruleset and which (catalogue, key) entries its house rules touch.

    The overridden set is taken from the rows, not ``Ruleset.overridden``: a ruleset built
    from a one-shot iterable (as ``ruleset_for`` does) ends up with that set empty.
    """
    if campaign is None:
        return None, shipped_ruleset(), frozenset()
    camp: Campaign = lookup.campaign(session, campaign)
    touched = frozenset((o.catalog, o.key) for o in overrides_for(session, camp.id))
    return camp.name, ruleset_for(session, camp.id), touched


def _known_catalog(catalog: str) -> None:
    if catalog not in SPECS:
        raise NotFound(
            T_(
                "no catalogue {catalog!r}; catalogues are {names}",
                catalog=catalog,
                names=", ".join(SPECS),
            )
        )


def _unknown_key(catalog: str, key: str) -> NotFound:
    addable = "; it can be added as the group's own entry" if can_add(catalog) else ""
    return NotFound(
        T_(
            "{catalog} has no entry {key!r}{addable}",
            catalog=catalog,
            key=key,
            addable=addable,
        ),
        kind="catalogue entry",
        catalog=catalog,
        addable=can_add(catalog),
    )


def _clean_key(key: str) -> str:
    text = key.strip()
    if not text:
        raise ServiceError(T_("an entry key must not be blank"))
    if len(text) > MAX_KEY_LENGTH:
        raise ServiceError(
            T_(
                "an entry key may be at most {max_key_length} characters",
                max_key_length=MAX_KEY_LENGTH,
            )
        )
    _valid_text(text, T_("an entry key"), name=True)
    return text


def _clean_note(note: str) -> str:
    text = note.strip()
    if len(text) > MAX_NOTE_LENGTH:
        raise ServiceError(
            T_(
                "a note may be at most {max_note_length} characters",
                max_note_length=MAX_NOTE_LENGTH,
            )
        )
    _valid_text(text, T_("a note"))
    return text


def _valid_text(text: str, what: str, *, name: bool = False) -> None:
    # A command line in another encoding reaches Python as lone surrogates.
    problem = text_problem(text, name=name)
    if problem is not None:
        raise ServiceError(fill("{what} {problem}", what=what, problem=problem))


def _display_name(catalog: str, key: str, entry: Any) -> str:
    if isinstance(entry, dict) and isinstance(entry.get("name"), str):
        return str(entry["name"])
    if catalog == "success_table":
        return f"difference {key}"
    return key.replace("_", " ")


def _entries(
    catalog: str, overrides: Sequence[Override], versions: Mapping[str, int] | None = None
) -> dict[str, CatalogEntry]:
    mine = {o.key: o for o in overrides if o.catalog == catalog}
    shipped = shipped_document(catalog)
    originals = entry_keys(catalog, shipped)
    original_provs = entry_provenances(catalog, shipped)
    doc = applied(catalog, mine.values())
    provs = entry_provenances(catalog, doc)
    result = {}
    for key, entry in entry_keys(catalog, doc).items():
        override = mine.get(key)
        original = originals.get(key) if override else None
        prov = provs[key]
        result[key] = CatalogEntry(
            key=key,
            name=_display_name(catalog, key, entry),
            provenance_kind=prov.kind.value,
            provenance=short_label(prov),
            overridden=override is not None,
            added=key not in originals,
            note=override.note if override else "",
            data=strip_provenance(entry),
            original=strip_provenance(original) if original is not None else None,
            original_provenance=(
                short_label(original_provs[key]) if original is not None else None
            ),
            version=(versions or {}).get(key, 0),
        )
    return result


def _power_info(
    power: GodPower, ruleset: Ruleset, touched: frozenset[tuple[str, str]]
) -> PowerInfo:
    attack = power.attack
    return PowerInfo(
        key=power.key,
        god=power.god,
        name=power.name,
        godspark_cost=power.godspark_cost,
        boosts=tuple(BoostView(b.godspark, b.effect) for b in power.boosts),
        text=power.text,
        attack=AttackView(attack.name, attack.st, attack.rn, attack.abilities) if attack else None,
        provenance_kind=power.provenance.kind.value,
        provenance=short_label(power.provenance),
        overridden=("god_powers", power.key) in touched,
        glory_price=ruleset.prices.god_power(power),
    )


def _item_info(item: Item, touched: frozenset[tuple[str, str]]) -> ItemInfo:
    return ItemInfo(
        key=item.key,
        name=item.name,
        kind=item.kind,
        glory_price=item.price,
        text=item.text,
        provenance_kind=item.provenance.kind.value,
        provenance=short_label(item.provenance),
        overridden=("items", item.key) in touched,
    )


def _check(overrides: Sequence[Override]) -> None:
    try:
        build_ruleset(overrides, strict=True)
    except CatalogError as exc:
        raise ServiceError(
            T_(
                "not saved: {describe_failure}",
                describe_failure=describe_failure(exc, overrides),
            )
        ) from exc


def _house_rule(catalog: str, key: str) -> str:
    """A house rule as a stale edit's refusal names it."""
    return T_("the house rule for {catalog} {key!r}", catalog=catalog, key=key)
