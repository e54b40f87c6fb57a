"""How a warrior reads in the window: stats with their changes as signs ("6 (+1)",
"4 (−1)"), God Powers with Godspark cost, items, and the detail panel's text."""

from __future__ import annotations

from html import escape

from warclan.gui import i18n
from warclan.gui.i18n import number, tr
from warclan.gui.signs import minus_signs, signed
from warclan.rules.ragnarok.injuries import InjuryResult
from warclan.rules.ragnarok.profiles import STAT_LABELS, STAT_NAMES
from warclan.services.ragnarok.dto import AttackView, InjuryView, WarriorView


def stat_label(stat: str) -> str:
    """A stat's full name (the rules' ``STAT_LABELS``) in the window's language."""
    return i18n.text(STAT_LABELS.get(stat, stat))


def stat_abbr(stat: str) -> str:
    """A stat's column header: the profile's abbreviation, HP as the language has it
    (German LP); the others are printed as they are on the profiles."""
    return tr("HP") if stat == "hp" else stat.upper()


def dice_notation(kind: str) -> str:
    """A die's name (``DiceKind``) as the language writes it: 2D6 (German 2W6)."""
    return {"2D6": tr("2D6"), "1D6": tr("1D6"), "D10": tr("D10")}.get(kind, kind)


def item_kind(kind: str) -> str:
    """An item's kind (the catalogue's key) in words."""
    return {"equipment": tr("equipment"), "artifact": tr("artifact")}.get(kind, kind)


def injury_result(result: str) -> str:
    """An Injury Table result (``InjuryResult``'s value) in words."""
    try:
        return i18n.text(InjuryResult(result).label)
    except ValueError:  # not a result this version knows
        return result.replace("_", " ")


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
    text = tr("Game {game}: rolled {roll}, {result}").format(
        game=number(injury.game_seq), roll=number(injury.roll), result=injury_result(injury.result)
    )
    if injury.severe:
        text += ", " + (
            tr("{injury} (house rule)").format(injury=injury.severe)
            if injury.severe_house_rule
            else injury.severe
        )
    if injury.penalty:
        text += f", {minus_signs(injury.penalty)}"
    if injury.becomes_blind:
        text += tr(", blind")
    if injury.loses_equipment:
        roll = injury.equipment_roll  # None: it left the clan, and no 1D6 was rolled
        text += (
            tr(", lost equipment")
            if roll is None
            else tr(", lost equipment (1D6 = {roll})").format(roll=number(roll))
        )
    if injury.dies:
        text += tr(", died")
    elif injury.removed:
        text += tr(", removed from the War Clan")
    return text


def detail_html(warrior: WarriorView) -> str:
    """The detail panel under the warriors table: everything the roster card shows."""
    e = escape
    # The headings (lupdate reads tr() outside f-strings only).
    changed_stats, attacks, abilities_word = tr("Changed stats:"), tr("Attacks"), tr("Abilities:")
    powers_word, items_word, lost_word = tr("God Powers"), tr("Items"), tr("Lost:")
    injuries_word = tr("Injuries")
    parts = [f"<h3>{e(warrior.name)} <small>({e(warrior.profile_name)})</small></h3>"]
    changed = [
        f"{stat_label(s)} {warrior.base_stats[s]} → {warrior.current_stats[s]}"
        for s in STAT_NAMES
        if warrior.base_stats[s] != warrior.current_stats[s]
    ]
    if changed:
        parts.append(f"<p><b>{e(changed_stats)}</b> {e('; '.join(changed))}</p>")
    if warrior.attacks:
        rows = "".join(f"<li>{e(attack_text(a))}</li>" for a in warrior.attacks)
        parts.append(f"<p><b>{e(attacks)}</b></p><ul>{rows}</ul>")
    if warrior.special_abilities:
        abilities = ", ".join(warrior.special_abilities)
        parts.append(f"<p><b>{e(abilities_word)}</b> {e(abilities)}</p>")
    paid = tr(", paid {glory} Glory")
    if warrior.god_powers:
        rows = "".join(
            f"<li><b>{e(p.name)}</b> ("
            + e(f"{p.god}, Godspark {p.godspark_cost}")
            + (e(paid.format(glory=number(p.glory_paid))) if p.glory_paid is not None else "")
            + (e(tr(", house rule")) if p.house_rule else "")
            + f"): {e(p.text)}</li>"
            for p in warrior.god_powers
        )
        parts.append(f"<p><b>{e(powers_word)}</b></p><ul>{rows}</ul>")
    if warrior.items:
        rows = "".join(
            f"<li><b>{e(i.name)}</b> ({e(item_kind(i.kind))}"
            + (e(paid.format(glory=number(i.glory_paid))) if i.glory_paid is not None else "")
            + f"): {e(i.text)}</li>"
            for i in warrior.items
        )
        parts.append(f"<p><b>{e(items_word)}</b></p><ul>{rows}</ul>")
    if warrior.lost_items:
        lost = ", ".join(
            tr("{item} (game {game})").format(item=i.name, game=i.lost_in_game)
            for i in warrior.lost_items
        )
        parts.append(f"<p><b>{e(lost_word)}</b> {e(lost)}</p>")
    if warrior.injuries:
        rows = "".join(f"<li>{e(injury_text(i))}</li>" for i in warrior.injuries)
        parts.append(f"<p><b>{e(injuries_word)}</b></p><ul>{rows}</ul>")
    cost = tr("Cost paid: {glory} Glory · size {size}").format(
        glory=number(warrior.cost_paid), size=warrior.size
    )
    parts.append(f"<p>{e(cost)}</p>")
    return "".join(parts)


def origin_text(origin: str, seed: int | None) -> str:
    """Where a die came from, as the wizard and the clan's dice history word it."""
    if origin == "rolled":
        if seed is None:
            return tr("rolled by warclan")
        return tr("rolled by warclan (seed {seed})").format(seed=seed)
    return tr("entered (rolled at the table)")
