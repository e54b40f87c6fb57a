"""Plain-text output of Mors Regnat results; each function registers for its result type."""

from __future__ import annotations

from collections.abc import Sequence

from warclan.cli import render
from warclan.rules.mors_regnat.builder import (
    Stat,
)
from warclan.services.mors_regnat.dto import (
    Chance,
    Deleted,
    ExportResult,
    MatchView,
    OddsView,
    WarbandRecord,
    WarbandSheet,
    WarbandSummary,
    WarriorSheet,
    WeaponView,
)


def _stat(stat: Stat, value: int, cp: int) -> str:
    return f"{stat.show(value)} ({cp})"


def _limits_text(sheet: WarbandSheet) -> str:
    limits = sheet.limits
    parts = [
        f"{stat} ≤ {stat.show(value)}"
        for stat, value in zip(
            Stat, (limits.speed, limits.attack, limits.toughness, limits.wounds), strict=True
        )
        if value is not None
    ]
    return ", ".join(parts) if parts else "none"


@render.renders(WarbandSheet)
def warband_text(sheet: WarbandSheet) -> str:
    r = sheet.record
    count = len(sheet.warriors)
    lines = [
        f"Warband {sheet.id}: {sheet.name}  — {count} warrior{'s' if count != 1 else ''}, "
        f"{sheet.cp_spent} CP spent",
        f"Limits: {_limits_text(sheet)}; record: played {r.played}, won {r.won}, "
        f"lost {r.lost}, drawn {r.drawn}",
    ]
    if sheet.warriors:
        rows = [
            [
                str(w.position),
                w.name,
                f"{w.cp_spent}/{w.cp_budget}",
                str(w.cp_left),
                _stat(Stat.SPEED, w.stats.speed, w.cp_bought.speed),
                _stat(Stat.ATTACK, w.stats.attack, w.cp_bought.attack),
                _stat(Stat.TOUGHNESS, w.stats.toughness, w.cp_bought.toughness),
                _stat(Stat.WOUNDS, w.stats.wounds, w.cp_bought.wounds),
                f'{w.cautious_advance}"',
                str(w.weak_attack),
                w.weapon.label if w.weapon else f"unknown {w.weapon_key!r}",
                str(w.weapon.damage) if w.weapon else "?",
                w.weapon.range if w.weapon else "?",
            ]
            for w in sheet.warriors
        ]
        headers = ["#", "warrior", "CP", "left", "SPEED", "ATTACK", "TOUGHNESS", "WOUNDS"]
        headers += ["cautious", "weak", "weapon", "damage", "range"]
        lines.append(render.table(headers, rows))
        lines.append(
            "Stats show the value with the CP bought in brackets; cautious = Cautious Advance "
            "(half SPEED), weak = Weak Attack dice (half ATTACK), both rounded up."
        )
    for w in sheet.warriors:
        for a in w.abilities:
            lines.append(f"  {w.name}: {_ability_text(a.name, a.cost, a.description)}")
    for w in sheet.warriors:
        lines.extend(f"  {w.name}: error: {i.message}" for i in w.errors)
        lines.extend(f"  {w.name}: warning: {i.message}" for i in w.warnings)
    lines.extend(f"Error: {i.message}" for i in sheet.errors)
    lines.extend(f"Warning: {i.message}" for i in sheet.warnings)
    return "\n".join(lines)


def _ability_text(name: str, cost: int, description: str) -> str:
    return f"{name} ({cost} CP)" + (f" — {description}" if description else "")


@render.renders(WarriorSheet)
def warrior_text(w: WarriorSheet) -> str:
    lines = [
        f"{w.name} (#{w.position} in {w.warband}): {w.cp_spent} of {w.cp_budget} CP spent, "
        f"{w.cp_left} left",
        f"  SPEED {_stat(Stat.SPEED, w.stats.speed, w.cp_bought.speed)}  "
        f"ATTACK {_stat(Stat.ATTACK, w.stats.attack, w.cp_bought.attack)}  "
        f"TOUGHNESS {_stat(Stat.TOUGHNESS, w.stats.toughness, w.cp_bought.toughness)}  "
        f"WOUNDS {_stat(Stat.WOUNDS, w.stats.wounds, w.cp_bought.wounds)}"
        "   (CP bought in brackets)",
        f'  Cautious Advance {w.cautious_advance}"  Weak Attack {w.weak_attack} '
        f"di{'ce' if w.weak_attack != 1 else 'e'}",
    ]
    if w.weapon is not None:
        lines.append(
            f"  weapon: {w.weapon.label} ({w.weapon.key}) — damage {w.weapon.damage}, "
            f"{w.weapon.cp_cost} CP, range {w.weapon.range}"
        )
    else:
        lines.append(f"  weapon: unknown {w.weapon_key!r}")
    lines.extend(f"  ability: {_ability_text(a.name, a.cost, a.description)}" for a in w.abilities)
    lines.extend(f"  error: {i.message}" for i in w.errors)
    lines.extend(f"  warning: {i.message}" for i in w.warnings)
    if not w.saved:
        lines.append("Dry run: nothing was saved." + (" It would be refused." if w.errors else ""))
    return "\n".join(lines)


@render.renders_list(WarbandSummary)
def warband_list_text(items: Sequence[WarbandSummary]) -> str:
    rows = [
        [
            str(s.id),
            s.name,
            str(s.warriors),
            str(s.cp_spent),
            str(s.warnings),
            str(s.record.played),
            str(s.record.won),
            str(s.record.lost),
            str(s.record.drawn),
        ]
        for s in items
    ]
    headers = ["id", "warband", "warriors", "CP", "warnings", "played", "won", "lost", "drawn"]
    return render.table(headers, rows)


@render.renders_list(WeaponView)
def weapons_text(items: Sequence[WeaponView]) -> str:
    rows = [[w.key, w.label, str(w.damage), str(w.cp_cost), w.range] for w in items]
    return render.table(["key", "weapon", "damage", "CP", "range"], rows)


@render.renders(MatchView)
def match_text(m: MatchView) -> str:
    outcome = "draw" if m.draw else f"won by {m.winner}"
    sides = ", ".join(
        f"{s.warband}{'' if s.warband_id is not None else ' (deleted)'} "
        f"({s.casualties} casualt{'ies' if s.casualties != 1 else 'y'})"
        for s in m.sides
    )
    return f"Match {m.id} on {m.played_on.isoformat()}: {sides} — {outcome}" + (
        f"\n  notes: {m.notes}" if m.notes else ""
    )


def _percent(chance: Chance) -> str:
    p = chance.p
    if chance.fraction in ("0", "1"):
        return f"{p * 100:.0f}%"
    if p < 0.00005:
        return "<0.01%"
    if p > 0.99995:
        return ">99.99%"
    return f"{p * 100:.2f}%"


def _chance_text(chance: Chance) -> str:
    return f"{chance.fraction} ({_percent(chance)})"


@render.renders(OddsView)
def odds_text(view: OddsView) -> str:
    dice = f"{view.attack_dice} ATTACK di{'ce' if view.attack_dice != 1 else 'e'}"
    if view.weak:
        dice += " (Weak Attack: half ATTACK, rounded up)"
    lines = []
    if view.attacker:
        lines.append(f"{view.attacker} ({view.weapon}) attacks {view.defender}")
    lines.append(
        f"{dice}, {view.damage} damage each, against {view.toughness_dice} TOUGHNESS "
        f"di{'ce' if view.toughness_dice != 1 else 'e'} and {view.wounds} WOUNDS"
    )
    rows = [
        [
            str(r.unblocked),
            str(r.damage) + (" kill" if r.kills else ""),
            _chance_text(r.chance),
            _percent(r.at_least),
        ]
        for r in view.rows
    ]
    lines.append(render.table(["unblocked", "damage", "chance", "at least"], rows))
    lines.append(f"Chance to kill: {_chance_text(view.kill_chance)}")
    lines.append(
        f"Expected damage: {view.expected_damage.value:.3f} ({view.expected_damage.fraction})"
    )
    return "\n".join(lines)


@render.renders(Deleted)
def deleted_text(result: Deleted) -> str:
    return f"Deleted {result.kind} {result.name!r} (id {result.id}): {result.detail}"


@render.renders(ExportResult)
def export_text(result: ExportResult) -> str:
    return (
        f"Exported {result.warband} ({result.warriors} warrior"
        f"{'s' if result.warriors != 1 else ''}) to {result.path} ({result.bytes:,} bytes)"
    )


@render.renders(WarbandRecord)
def record_text(result: WarbandRecord) -> str:
    r = result.record
    return f"{result.warband}: played {r.played}, won {r.won}, lost {r.lost}, drawn {r.drawn}"


@render.renders_list(MatchView)
def match_list_text(items: Sequence[MatchView]) -> str:
    return "\n".join(match_text(m) for m in items)
