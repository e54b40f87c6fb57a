"""What a printed roster needs, gathered in one transaction: the War Clan as it
stands and, for a War Clan, the reference material of the rules it uses.

``warclan.reports`` lays these out; it never queries, so everything it prints (house-rule
labels included) is decided here from the campaign's own ruleset.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TypeVar

from warclan.catalog.provenance import Provenance, Source
from warclan.catalog.ragnarok.entries import Ability, find_ability, suggested_ability_key
from warclan.catalog.ragnarok.rulesets import Ruleset, shipped_document
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.campaigns import current_base_rank
from warclan.services.ragnarok.clans import clan_view
from warclan.services.ragnarok.dto import ClanView, GodPowerView, ItemView, WarriorView
from warclan.services.ragnarok.rules_data.rulesets import overrides_for, ruleset_for
from warclan.store.database import Database

T = TypeVar("T")
# Printed for an ability the catalogue has no entry for (in words, not a command: the
# roster is read by players away from the command line).
NO_TEXT = "no text on file — add it to the campaign's house rules as abilities entry '{key}'"


@dataclass(frozen=True, slots=True)
class RuleText:
    """One Special or Attack Ability used on the roster, printed once on the reference page."""

    kind: str  # special | attack
    name: str
    printed_as: tuple[str, ...]  # the forms on the roster, e.g. "Spray (2)", "Spray (3)"
    key: str  # the catalogue key, or the one to add it under when missing
    text: str | None  # None: the catalogue has no entry for it
    house_rule: bool
    source: str  # where the text comes from (provenance label)

    @property
    def missing_text(self) -> str:
        return NO_TEXT.format(key=self.key)


@dataclass(frozen=True, slots=True)
class TableLine:
    """A row of a rules table as printed: the roll (or difference), result and effect."""

    roll: str
    result: str
    text: str
    house_rule: bool  # not from the rulebook: marked on the roster
    source: str
    group_edit: bool = False  # the campaign's own change (``catalog set``); source: its note


@dataclass(frozen=True, slots=True)
class RulesTable:
    title: str
    rule: str
    columns: tuple[str, str, str]
    lines: tuple[TableLine, ...]


@dataclass(frozen=True, slots=True)
class ClanRosterData:
    clan: ClanView
    campaign: str
    base_rank: int  # the campaign's base War Clan Rank now
    tables: tuple[RulesTable, ...]  # Success, Injury, Severe Injury
    special_abilities: tuple[RuleText, ...]
    attack_abilities: tuple[RuleText, ...]
    god_powers: tuple[GodPowerView, ...]
    items: tuple[ItemView, ...]
    # The rules data in force: each catalogue's version, and the campaign's own changes by
    # name (catalogue, entry name, the group's note), printed on the reference page.
    versions: tuple[tuple[str, int], ...] = ()
    overrides: tuple[tuple[str, str, str], ...] = ()

    @property
    def warriors(self) -> tuple[WarriorView, ...]:
        """The warriors the roster prints: those still in the War Clan."""
        return tuple(w for w in self.clan.warriors if w.in_clan)

    @property
    def fallen(self) -> tuple[WarriorView, ...]:
        return tuple(w for w in self.clan.warriors if not w.in_clan)


def clan_roster(db: Database, ref: str | int, campaign: str | int | None = None) -> ClanRosterData:
    with db.session(write=False) as session:
        camp_id = lookup.campaign(session, campaign).id if campaign is not None else None
        clan = lookup.clan(session, ref, camp_id)
        view = clan_view(session, clan)
        overrides = overrides_for(session, view.campaign_id)
        notes = {(o.catalog, o.key): o.note for o in overrides}
        rules = ruleset_for(session, view.campaign_id)
        data = roster_data(view, current_base_rank(session, clan.campaign_id), rules, notes)
        return replace(
            data,
            versions=tuple(sorted(rules.versions.items())),
            overrides=tuple(
                (o.catalog, _entry_name(rules, o.catalog, o.key), o.note) for o in overrides
            ),
        )


def _entry_name(rules: Ruleset, catalog: str, key: str) -> str:
    """An overridden entry's name as players know it (the key when it has none)."""
    entries: Mapping[str, object] = {
        "abilities": rules.abilities,
        "god_powers": rules.god_powers,
        "items": rules.items,
    }.get(catalog, {})
    name = getattr(entries.get(key), "name", None)
    return str(name) if name else key.replace("_", " ")


# --- assembling the reference material (pure: tested without a database) ---------------


def roster_data(
    view: ClanView,
    base_rank: int,
    rules: Ruleset,
    notes: Mapping[tuple[str, str], str] | None = None,
) -> ClanRosterData:
    """``notes``: the campaign's override notes by (catalogue, key), where the ruleset
    itself keeps none (Injury Table rows)."""
    warriors = [w for w in view.warriors if w.in_clan]
    powers = _unique((p for w in warriors for p in w.god_powers), lambda p: p.key)
    items = _unique((i for w in warriors for i in w.items), lambda i: i.key)
    specials = [name for w in warriors for name in w.special_abilities]
    attacks = [
        name
        for w in warriors
        for attack in (*w.attacks, *(p.attack for p in w.god_powers if p.attack))
        for name in attack.abilities
    ]
    return ClanRosterData(
        clan=view,
        campaign=view.campaign,
        base_rank=base_rank,
        tables=(_success_table(rules), *_injury_tables(rules, notes or {})),
        special_abilities=_rule_texts(specials, "special", rules.abilities),
        attack_abilities=_rule_texts(attacks, "attack", rules.abilities),
        god_powers=tuple(sorted(powers, key=lambda p: (p.god, p.name))),
        items=tuple(sorted(items, key=lambda i: (i.kind, i.name))),
    )


def _unique(values: Iterable[T], key: Callable[[T], Hashable]) -> list[T]:
    seen: dict[Hashable, T] = {}
    for value in values:
        seen.setdefault(key(value), value)
    return list(seen.values())


def _is_house_rule(prov: Provenance) -> bool:
    return prov.kind is not Source.RULEBOOK


def _rule_texts(
    printed: Iterable[str], kind: str, catalog: Mapping[str, Ability]
) -> tuple[RuleText, ...]:
    """Each ability once, however many warriors have it and with whatever parameter."""
    found: dict[str, tuple[Ability | None, list[str]]] = {}
    for name in printed:
        entry = find_ability(catalog, name, kind)
        key = entry.key if entry else suggested_ability_key(name)
        _, forms = found.setdefault(key, (entry, []))
        if name not in forms:
            forms.append(name)
    texts = []
    for key, (entry, forms) in found.items():
        texts.append(
            RuleText(
                kind=entry.kind if entry else kind,
                name=entry.name if entry else forms[0],
                printed_as=tuple(forms),
                key=key,
                text=entry.text if entry else None,
                house_rule=_is_house_rule(entry.provenance) if entry else False,
                source=entry.provenance.label if entry else "",
            )
        )
    return tuple(sorted(texts, key=lambda t: t.name.casefold()))


def _rolls(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}–{high}"


def _success_table(rules: Ruleset) -> RulesTable:
    rule = shipped_document("success_table").get("rule", "")
    return RulesTable(
        title="Success Table",
        rule=str(rule),
        columns=("Active − Opposed", "2D6 Success Value", ""),
        lines=tuple(
            TableLine(
                roll=row.difference,
                result=f"{row.success_value}+",
                text="",
                house_rule=_is_house_rule(row.provenance),
                source=row.provenance.label,
                group_edit=row.provenance.kind is Source.GROUP_EDIT,
            )
            for row in rules.success
        ),
    )


def _injury_row_provenance(
    rules: Ruleset, result: str, notes: Mapping[tuple[str, str], str]
) -> Provenance:
    """The loader keeps one provenance for the whole Injury Table; a row the campaign
    edited (keyed by its result) is the group's edit, not rulebook text."""
    key = ("injury_tables", result)
    if key in rules.overridden:
        return Provenance(Source.GROUP_EDIT, note=notes.get(key, ""))
    return rules.injuries.injury_provenance


def _injury_tables(
    rules: Ruleset, notes: Mapping[tuple[str, str], str]
) -> tuple[RulesTable, RulesTable]:
    catalog = rules.injuries
    injury_prov = {
        row.result: _injury_row_provenance(rules, row.result.value, notes)
        for row in catalog.tables.injury
    }
    injury = RulesTable(
        title="Injury Table",
        rule="Roll 2D6 for each friendly model removed from play.",
        columns=("2D6", "Result", "Effect"),
        lines=tuple(
            TableLine(
                roll=_rolls(row.low, row.high),
                result=row.result.value.replace("_", " ").capitalize(),
                text=row.text,
                house_rule=_is_house_rule(injury_prov[row.result]),
                source=injury_prov[row.result].label,
                group_edit=injury_prov[row.result].kind is Source.GROUP_EDIT,
            )
            for row in catalog.tables.injury
        ),
    )
    severe = RulesTable(
        title="Severe Injury Table",
        rule="Roll 2D6 for a severely wounded warrior, then 1D6: on a 1 it loses all "
        "Equipment and Artifacts.",
        columns=("2D6", "Injury", "Effect"),
        lines=tuple(
            TableLine(
                roll=_rolls(row.low, row.high),
                result=row.name,
                text=row.text,
                house_rule=_is_house_rule(catalog.severe_provenance[row.key]),
                source=catalog.severe_provenance[row.key].label,
                group_edit=catalog.severe_provenance[row.key].kind is Source.GROUP_EDIT,
            )
            for row in catalog.tables.severe
        ),
    )
    return injury, severe
