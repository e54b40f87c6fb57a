"""How a warrior reads in the window: stats with their changes as signs ("6 (+1)",
"4 (−1)"), God Powers with Godspark cost, items, and the detail panel's text."""

from __future__ import annotations

from html import escape

from warclan.gui.signs import minus_signs, signed
from warclan.rules.ragnarok.profiles import STAT_LABELS, STAT_NAMES
from warclan.services.ragnarok.dto import AttackView, InjuryView, WarriorView


def stat_text(warrior: WarriorView, stat: str) -> str:
    """The current value, then every change from the recruited value as a sign."""
    changes = [
        signed(v) for v in (warrior.improvements.get(stat, 0), warrior.penalties.get(stat, 0)) if v
    ]
    current = str(warrior.current_stats[stat])
    return f"{current} ({' '.join(changes)})" if changes else current


def powers_text(warrior: WarriorView) -> str:
    return ", ".join(f"{p.name} ({p.godspark_cost} GS)" for p in warrior.god_powers)


def items_text(warrior: WarriorView) -> str:
    return ", ".join(i.name for i in warrior.items)


def attack_text(attack: AttackView) -> str:
    st = "–" if attack.st is None else str(attack.st)
    extra = f"; {', '.join(attack.abilities)}" if attack.abilities else ""
    return f"{attack.name}: ST {st}, RN {attack.rn}{extra}"


def injury_text(injury: InjuryView) -> str:
    text = f"Game {injury.game_seq}: rolled {injury.roll}, {injury.result.replace('_', ' ')}"
    if injury.severe:
        text += f", {injury.severe}" + (" (house rule)" if injury.severe_house_rule else "")
    if injury.penalty:
        text += f", {minus_signs(injury.penalty)}"
    if injury.becomes_blind:
        text += ", blind"
    if injury.loses_equipment:
        text += f", lost equipment (1D6 = {injury.equipment_roll})"
    if injury.dies:
        text += ", died"
    elif injury.removed:
        text += ", removed from the War Clan"
    return text


def detail_html(warrior: WarriorView) -> str:
    """The detail panel under the warriors table: everything the roster card shows."""
    e = escape
    parts = [f"<h3>{e(warrior.name)} <small>({e(warrior.profile_name)})</small></h3>"]
    changed = [
        f"{STAT_LABELS[s]} {warrior.base_stats[s]} → {warrior.current_stats[s]}"
        for s in STAT_NAMES
        if warrior.base_stats[s] != warrior.current_stats[s]
    ]
    if changed:
        parts.append(f"<p><b>Changed stats:</b> {e('; '.join(changed))}</p>")
    if warrior.attacks:
        rows = "".join(f"<li>{e(attack_text(a))}</li>" for a in warrior.attacks)
        parts.append(f"<p><b>Attacks</b></p><ul>{rows}</ul>")
    if warrior.special_abilities:
        parts.append(f"<p><b>Abilities:</b> {e(', '.join(warrior.special_abilities))}</p>")
    if warrior.god_powers:
        rows = "".join(
            f"<li><b>{e(p.name)}</b> ({e(p.god)}, Godspark {p.godspark_cost}"
            + (f", paid {p.glory_paid} Glory" if p.glory_paid is not None else "")
            + (", house rule" if p.house_rule else "")
            + f"): {e(p.text)}</li>"
            for p in warrior.god_powers
        )
        parts.append(f"<p><b>God Powers</b></p><ul>{rows}</ul>")
    if warrior.items:
        rows = "".join(
            f"<li><b>{e(i.name)}</b> ({e(i.kind)}"
            + (f", paid {i.glory_paid} Glory" if i.glory_paid is not None else "")
            + f"): {e(i.text)}</li>"
            for i in warrior.items
        )
        parts.append(f"<p><b>Items</b></p><ul>{rows}</ul>")
    if warrior.lost_items:
        lost = ", ".join(f"{i.name} (game {i.lost_in_game})" for i in warrior.lost_items)
        parts.append(f"<p><b>Lost:</b> {e(lost)}</p>")
    if warrior.injuries:
        rows = "".join(f"<li>{e(injury_text(i))}</li>" for i in warrior.injuries)
        parts.append(f"<p><b>Injuries</b></p><ul>{rows}</ul>")
    parts.append(f"<p>Cost paid: {warrior.cost_paid} Glory · size {warrior.size}</p>")
    return "".join(parts)


def origin_text(origin: str, seed: int | None) -> str:
    """Where a die came from, as the wizard and the clan's dice history word it."""
    if origin == "rolled":
        return f"rolled by warclan (seed {seed})" if seed is not None else "rolled by warclan"
    return "entered (rolled at the table)"
